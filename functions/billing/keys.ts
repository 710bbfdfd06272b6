import * as z from 'zod';
import { config } from '../commons/config.ts';
import { unavailable } from '../commons/errors.ts';
import { logger } from '../commons/logger.ts';
import { readJsonSecret, secretText, SecretUnavailable } from '../commons/secrets.ts';
import { BILLING_MESSAGES } from '../../shared/api/billing.ts';

/**
 * The Stripe keys and price ids. In AWS they live in one Secrets Manager secret (STRIPE_SECRET_ARN,
 * JSON {secretKey, webhookSecret, publishableKey, pricePro, priceElite}), read at run time with a
 * one-minute cache (commons/secrets.ts); locally they come from STRIPE_* variables. A variable,
 * when set, wins over the secret. Fields ops have not filled yet are unset, never cached for long.
 */
const stripeSecretSchema = z.object({
  secretKey: secretText(),
  webhookSecret: secretText(),
  publishableKey: secretText(),
  pricePro: secretText(),
  priceElite: secretText(),
});

export type StripeKeys = z.infer<typeof stripeSecretSchema>;

/** The JSON fields of the Stripe secret (docs/operations.md "First deploy of a stage"). */
export const STRIPE_SECRET_FIELDS = Object.keys(stripeSecretSchema.shape) as (keyof StripeKeys)[];

export async function stripeKeys(): Promise<StripeKeys> {
  const fromEnv: StripeKeys = {
    secretKey: config.STRIPE_SECRET_KEY,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    publishableKey: config.STRIPE_PUBLISHABLE_KEY,
    pricePro: config.STRIPE_PRICE_PRO,
    priceElite: config.STRIPE_PRICE_ELITE,
  };
  if (!config.STRIPE_SECRET_ARN) return fromEnv;
  let fromSecret: StripeKeys;
  try {
    fromSecret = await readJsonSecret(config.STRIPE_SECRET_ARN, stripeSecretSchema);
  } catch (error) {
    if (error instanceof SecretUnavailable) {
      throw unavailable(BILLING_MESSAGES.paymentsUnavailable, 30);
    }
    throw error;
  }
  const merged: StripeKeys = {};
  for (const key of STRIPE_SECRET_FIELDS) {
    const value = fromEnv[key] || fromSecret[key];
    if (value) merged[key] = value;
  }
  return merged;
}

/** A key the deployment must provide: a 503 for the user, the missing name in the log. */
export function required(keys: StripeKeys, name: keyof StripeKeys): string {
  const value = keys[name];
  if (!value) {
    logger.error('Stripe is not configured', { missing: name });
    throw unavailable(BILLING_MESSAGES.paymentsUnavailable);
  }
  return value;
}
