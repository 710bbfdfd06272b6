/**
 * Import first in a test file that talks to (a fake of) Stripe: it configures the functions for
 * Stripe mode before any functions/ module reads the configuration.
 */
import { TEST_STRIPE } from './stripe-fake.ts';

Object.assign(process.env, {
  STRIPE_SECRET_KEY: TEST_STRIPE.secretKey,
  STRIPE_WEBHOOK_SECRET: TEST_STRIPE.webhookSecret,
  STRIPE_PUBLISHABLE_KEY: TEST_STRIPE.publishableKey,
  STRIPE_PRICE_PRO: TEST_STRIPE.pricePro,
  STRIPE_PRICE_ELITE: TEST_STRIPE.priceElite,
});
delete process.env.BILLING_MODE;
