import { config } from '../../commons/config.ts';
import { route } from '../../commons/http.ts';
import { required, stripeKeys } from '../keys.ts';
import type { BillingConfigResponse } from '../../../shared/api/billing.ts';

/** GET /api/billing/config — how the checkout collects payment: Stripe.js or the test card form. */
export const handler = route('GET /api/billing/config', async () => {
  const body: BillingConfigResponse =
    config.BILLING_MODE === 'simulator'
      ? { mode: 'simulator', publishableKey: null }
      : { mode: 'stripe', publishableKey: required(await stripeKeys(), 'publishableKey') };
  return { body, headers: { 'cache-control': 'no-cache' } };
});
