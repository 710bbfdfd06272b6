/**
 * Billing's words for the web app, with no zod: a page that shows a subscription's status imports
 * this instead of ./billing.ts and so does not load zod with its first JS.
 */

/** The badge of a subscription status (spec 01 §3: active reads 'Activo'). */
const STATUS_LABELS: Record<string, string> = {
  active: 'Activo',
  trialing: 'Prueba',
  past_due: 'Pago pendiente',
  unpaid: 'Pago pendiente',
  incomplete: 'Pago pendiente',
  paused: 'Pausado',
  canceled: 'Cancelado',
  incomplete_expired: 'Cancelado',
};

export function statusLabel(status: string, cancelAtPeriodEnd = false): string {
  if (cancelAtPeriodEnd && (status === 'active' || status === 'trialing')) return 'Cancelado';
  return STATUS_LABELS[status] ?? status;
}
