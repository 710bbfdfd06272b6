import { Button } from '@aws-amplify/ui-react';
import { formatNumber, formatWholeMoney } from '@shared/format';
import { DEAL_STATUS_LABELS, dealTypeLabel, type DealStatus } from '@shared/elite/offers';
import type { EliteDeal } from '@shared/api/elite';
import { formatPercent } from '@/lib/format-figures';
import { EliteIcon } from './elite-icons';
import { InterestButton } from './interest-button';
import '@aws-amplify/ui-react/styles/button.css';
import './elite.css';
import './elite-deals.css';

const STATUS_TONE: Record<DealStatus, string> = {
  'Pre-Market': 'elite-pill--blue',
  'Elite Only': 'elite-pill--dark',
  'VIP Access': 'elite-pill--gold',
};

/** The deal's status badge in Spanish, and "Ejemplo" beside it for the local examples. */
export function DealPills({ deal }: { deal: Pick<EliteDeal, 'status' | 'example'> }) {
  return (
    <>
      <span className={`elite-pill ${STATUS_TONE[deal.status]}`}>
        {DEAL_STATUS_LABELS[deal.status]}
      </span>
      {deal.example ? <ExamplePill /> : null}
    </>
  );
}

/** Marks example content (the local runtime's seed), never shown as a real offer or class. */
export function ExamplePill() {
  return <span className="elite-pill elite-pill--example">Ejemplo</span>;
}

export function daysLeftLabel(days: number): string {
  if (days <= 0) return 'Último día de exclusividad';
  return days === 1 ? 'Queda 1 día' : `Quedan ${days} días`;
}

/** One exclusive deal: its fields, "Ver Detalles" and "Me Interesa". */
export function DealCard({
  deal,
  interested,
  onDetails,
}: {
  deal: EliteDeal;
  interested: boolean;
  onDetails: (deal: EliteDeal) => void;
}) {
  return (
    <li className="elite-deal">
      <div className="elite-deal__top">
        <span className="elite-deal__pills">
          <DealPills deal={deal} />
        </span>
        <span className="elite-deal__days">
          <EliteIcon name="clock" className="elite-inline-icon" />
          {daysLeftLabel(deal.daysLeft)}
        </span>
      </div>
      <h3 className="elite-deal__title">{deal.title}</h3>
      <p className="elite-deal__where">
        <EliteIcon name="pin" className="elite-inline-icon" />
        {deal.location} · {dealTypeLabel(deal.type)}
      </p>
      <p className="elite-deal__price">{formatWholeMoney(deal.price)}</p>
      <DealMetrics deal={deal} />
      <ul className="elite-deal__highlights">
        {deal.highlights.slice(0, 3).map((h) => (
          <li key={h}>
            <EliteIcon name="check" className="elite-inline-icon" />
            {h}
          </li>
        ))}
      </ul>
      <div className="elite-deal__actions">
        <Button
          className="elite-btn elite-btn--ghost"
          aria-label={`Ver Detalles: ${deal.title}`}
          onClick={() => onDetails(deal)}
        >
          Ver Detalles
        </Button>
        <InterestButton kind="deal" id={deal.id} title={deal.title} registered={interested} />
      </div>
    </li>
  );
}

/**
 * A deal's figures as a definition list: cap rate, cash-on-cash, units and square feet (the card);
 * the detail adds the price first and the price per unit last.
 */
export function DealMetrics({ deal, detailed = false }: { deal: EliteDeal; detailed?: boolean }) {
  const figures: (readonly [string, string])[] = [
    ['Cap rate', formatPercent(deal.capRate, 1)],
    ['Cash-on-cash', formatPercent(deal.cashOnCash, 1)],
    ['Unidades', formatNumber(deal.units)],
    ['Pies²', formatNumber(deal.sqft)],
  ];
  if (detailed) {
    figures.unshift(['Precio', formatWholeMoney(deal.price)]);
    figures.push(['Precio por unidad', formatWholeMoney(deal.price / deal.units)]);
  }
  return (
    <dl
      className={detailed ? 'elite-deal__metrics elite-deal__metrics--wide' : 'elite-deal__metrics'}
    >
      {figures.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
