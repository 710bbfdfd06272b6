import { ELITE_CHECKOUT_STATES } from '@shared/api/billing';
import { CheckoutPage } from '@/features/billing/components/checkout-page';

/** /elite-checkout (spec 01 §2): the Elite checkout with its full feature list and more states. */
export default function EliteCheckoutRoute() {
  return <CheckoutPage plan="elite" states={ELITE_CHECKOUT_STATES} />;
}
