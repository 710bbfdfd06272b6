import { useEffect, useRef } from 'react';
import { formatDate, formatNumber, formatWholeMoney } from '../../../../../shared/format';
import { dealTypeLabel } from '../../../../../shared/elite';
import type { EliteDeal } from '../../../../../shared/api/elite';
import { formatPercent } from '../format';
import { daysLeftLabel, STATUS_TONE } from './deal-card';
import { EliteIcon } from './elite-icons';
import { InterestButton } from './interest-button';

/**
 * A deal's full detail in a modal <dialog> (focus trapped, Escape closes, focus returns); a
 * click on the backdrop or on Cerrar closes it too.
 */
export function DealDialog({
  deal,
  interested,
  onClose,
}: {
  deal: EliteDeal | null;
  interested: boolean;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (deal && !element.open) element.showModal();
    if (!deal && element.open) element.close();
  }, [deal]);

  return (
    <dialog
      ref={dialog}
      className="elite-dialog"
      aria-labelledby="deal-dialog-title"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {deal ? (
        <div className="elite-dialog__panel">
          <header className="elite-dialog__head">
            <div>
              <div className="elite-dialog__pills">
                <span className={`elite-pill ${STATUS_TONE[deal.status]}`}>{deal.status}</span>
                <span className="elite-pill elite-pill--navy">{dealTypeLabel(deal.type)}</span>
              </div>
              <h2 id="deal-dialog-title">{deal.title}</h2>
              <p className="elite-deal__where">
                <EliteIcon name="pin" className="elite-inline-icon" />
                {deal.location}
              </p>
            </div>
            <button
              type="button"
              className="elite-dialog__close"
              onClick={onClose}
              aria-label="Cerrar detalle"
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  d="M6 6l12 12M18 6 6 18"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          </header>
          <div className="elite-dialog__body">
            <dl className="elite-deal__metrics elite-deal__metrics--wide">
              <div>
                <dt>Precio</dt>
                <dd>{formatWholeMoney(deal.price)}</dd>
              </div>
              <div>
                <dt>Cap rate</dt>
                <dd>{formatPercent(deal.capRate)}</dd>
              </div>
              <div>
                <dt>Cash-on-cash</dt>
                <dd>{formatPercent(deal.cashOnCash)}</dd>
              </div>
              <div>
                <dt>Unidades</dt>
                <dd>{formatNumber(deal.units)}</dd>
              </div>
              <div>
                <dt>Pies²</dt>
                <dd>{formatNumber(deal.sqft)}</dd>
              </div>
              <div>
                <dt>Precio por unidad</dt>
                <dd>{formatWholeMoney(deal.price / deal.units)}</dd>
              </div>
            </dl>
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
        </div>
      ) : null}
    </dialog>
  );
}
