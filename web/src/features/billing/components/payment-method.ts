import type { toBillingDetails } from '@shared/api/billing';

/** What the provider's confirmation came to (Stripe.js or the offline simulator). */
export type ConfirmResult =
  | { status: 'succeeded'; intentId: string }
  /** The provider refused the payment: 'Error de Pago' with its message. */
  | { status: 'declined'; message?: string }
  /** Anything else: 'Error Inesperado'. */
  | { status: 'error' };

export type BillingDetails = ReturnType<typeof toBillingDetails>;

/**
 * One way of collecting the card: its form (shown in the checkout's payment section), whether it
 * can be submitted yet, and the confirmation with the billing details of the checkout form.
 */
export interface PaymentMethod {
  ready: boolean;
  confirm(details: BillingDetails): Promise<ConfirmResult>;
}
