import { CheckoutPage } from '@/features/billing/components/checkout-page';

/** /elite-checkout (spec 01 §2): the Elite checkout with its full feature list. */
export default function EliteCheckoutRoute() {
  return <CheckoutPage plan="elite" />;
}
