/** Monthly automatic billing, cancel any time, 30-day satisfaction guarantee. */
export const BILLING_TERMS = [
  'Facturación mensual automática',
  'Cancela cuando quieras',
  'Garantía de satisfacción de 30 días',
] as const;

export function BillingTerms({ className = 'terms' }: { className?: string }) {
  return (
    <ul className={className}>
      {BILLING_TERMS.map((term) => (
        <li key={term}>{term}</li>
      ))}
    </ul>
  );
}
