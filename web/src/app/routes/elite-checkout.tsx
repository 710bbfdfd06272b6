import { CheckoutPage } from '@/features/billing/components/checkout-page';

/** /elite-checkout: the Elite checkout with its full feature list. */
export default function EliteCheckoutRoute() {
  return <CheckoutPage plan="elite" />;
}
