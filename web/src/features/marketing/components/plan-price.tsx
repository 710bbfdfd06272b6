import { formatWholeMoney } from '@shared/format';

/** "$49 /mes", in es-US money. */
export function PlanPrice({ amount, className = 'price' }: { amount: number; className?: string }) {
  return (
    <p className={className}>
      <span className="price__amount">{formatWholeMoney(amount)}</span>
      <span className="price__period">/mes</span>
    </p>
  );
}
