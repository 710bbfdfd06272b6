import { config } from '../../commons/config.ts';
import { notFound } from '../../commons/errors.ts';
import { route } from '../../commons/http.ts';
import { handleWebhook } from '../webhook.ts';

/** POST /api/stripe/webhook — Stripe's deliveries, signature checked on the raw body. */
export const handler = route('POST /api/stripe/webhook', async (req) => {
  // The offline simulator syncs directly; no Stripe is there to call.
  if (config.BILLING_MODE === 'simulator') throw notFound();
  return { body: await handleWebhook(req.rawBody, req.headers['stripe-signature']) };
});
