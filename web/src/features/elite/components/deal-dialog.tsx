import { formatDate } from '@shared/format';
import { dealTypeLabel } from '@shared/elite/offers';
import type { EliteDeal } from '@shared/api/elite';
import { ModalDialog } from '@/components/modal-dialog';
import { daysLeftLabel, DealMetrics, DealPills } from './deal-card';
import { EliteIcon } from './elite-icons';
import { InterestButton } from './interest-button';
import './elite.css';
import './elite-deals.css';

/** A deal's full detail in a modal dialog (components/modal-dialog.tsx); Cerrar closes it too. */
export function DealDialog({
  deal,
  interested,
  onClose,
}: {
  deal: EliteDeal | null;
  interested: boolean;
  onClose: () => void;
}) {
  return (
    <ModalDialog
      item={deal}
      onClose={onClose}
      block="elite-dialog"
      titleId="deal-dialog-title"
      closeLabel="Cerrar detalle"
      head={(deal) => (
        <>
          <div className="elite-dialog__pills">
            <DealPills deal={deal} />
            <span className="elite-pill elite-pill--navy">{dealTypeLabel(deal.type)}</span>
          </div>
          <h2 id="deal-dialog-title">{deal.title}</h2>
          <p className="elite-deal__where">
            <EliteIcon name="pin" className="elite-inline-icon" />
            {deal.location}
          </p>
        </>
      )}
    >
      {(deal) => (
        <>
          {/* It scrolls on a phone: focusable, so the keyboard can scroll it too. */}
          <div
            className="elite-dialog__body"
            tabIndex={0}
            role="region"
            aria-label="Detalle del deal"
          >
            <DealMetrics deal={deal} detailed />
            <p>{deal.description}</p>
            <h3>Puntos destacados</h3>
            <ul className="elite-deal__highlights">
              {deal.highlights.map((h) => (
                <li key={h}>
                  <EliteIcon name="check" className="elite-inline-icon" />
                  {h}
                </li>
              ))}
            </ul>
            <p className="elite-note">
              <strong>Exclusivo Elite hasta el {formatDate(deal.exclusiveUntil)}</strong> (
              {daysLeftLabel(deal.daysLeft).toLowerCase()}). {deal.financingNote}
            </p>
            <p className="elite-muted elite-dialog__fine">
              Información del vendedor con fines educativos. Verifica cada cifra con tu propio
              análisis y el de tu prestamista antes de invertir.
            </p>
          </div>
          <footer className="elite-dialog__foot">
            <button
              type="button"
              className="elite-link-button elite-link-button--plain"
              onClick={onClose}
            >
              Cerrar
            </button>
            <InterestButton kind="deal" id={deal.id} title={deal.title} registered={interested} />
          </footer>
        </>
      )}
    </ModalDialog>
  );
}
