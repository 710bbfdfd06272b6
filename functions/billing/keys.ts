import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { config } from '../commons/config.ts';
import { HttpError } from '../commons/errors.ts';
import { logger } from '../commons/logger.ts';
import { BILLING_MESSAGES } from '../../shared/api/billing.ts';

/**
 * The Stripe keys and price ids. In AWS they live in one Secrets Manager secret (STRIPE_SECRET_ARN,
 * JSON {secretKey, webhookSecret, publishableKey, pricePro, priceElite}), read once per cold start;
 * locally they come from STRIPE_* variables. A variable, when set, wins over the secret.
 */
export interface StripeKeys {
  secretKey?: string;
  webhookSecret?: string;
  publishableKey?: string;
  pricePro?: string;
  priceElite?: string;
}

/**
 * Secrets Manager answers in milliseconds. One that is silent must not hold a payment route until
 * its Lambda timeout (the SDK has no limit by default): two tries that give up after 2 s of silence,
 * then the Spanish 503 (see db.ts and mail.ts for the same reasoning).
 */
export const SECRET_CLIENT_LIMITS = { maxAttempts: 2, socketTimeoutMs: 2000 } as const;

let loaded: Promise<StripeKeys> | undefined;

export function stripeKeys(): Promise<StripeKeys> {
  loaded ??= load().catch((error: unknown) => {
    loaded = undefined; // a failed read is retried on the next request
    throw error;
  });
  return loaded;
}

async function load(): Promise<StripeKeys> {
  const fromEnv: StripeKeys = {
    secretKey: config.STRIPE_SECRET_KEY,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    publishableKey: config.STRIPE_PUBLISHABLE_KEY,
    pricePro: config.STRIPE_PRICE_PRO,
    priceElite: config.STRIPE_PRICE_ELITE,
  };
  if (!config.STRIPE_SECRET_ARN) return fromEnv;
  const fromSecret = await readSecret(config.STRIPE_SECRET_ARN);
  const merged: StripeKeys = {};
  for (const key of [
    'secretKey',
    'webhookSecret',
    'publishableKey',
    'pricePro',
    'priceElite',
  ] as const) {
    const value = fromEnv[key] || fromSecret[key];
    if (value) merged[key] = value;
  }
  return merged;
}

async function readSecret(secretId: string): Promise<StripeKeys> {
  const client = new SecretsManagerClient({
    region: config.AWS_REGION,
    maxAttempts: SECRET_CLIENT_LIMITS.maxAttempts,
    requestHandler: { socketTimeout: SECRET_CLIENT_LIMITS.socketTimeoutMs },
  });
  try {
    const result = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
    const parsed = JSON.parse(result.SecretString ?? '{}') as Record<string, unknown>;
    const text = (value: unknown) =>
      typeof value === 'string' && value.trim() ? value.trim() : undefined;
    return {
      secretKey: text(parsed.secretKey),
      webhookSecret: text(parsed.webhookSecret),
      publishableKey: text(parsed.publishableKey),
      pricePro: text(parsed.pricePro),
      priceElite: text(parsed.priceElite),
    };
  } catch (error) {
    logger.error('Stripe keys secret could not be read', { error: error as Error });
    throw new HttpError(503, BILLING_MESSAGES.paymentsUnavailable, { 'retry-after': '30' });
  } finally {
    client.destroy();
  }
}

/** A key the deployment must provide: a 503 for the user, the missing name in the log. */
export function required(keys: StripeKeys, name: keyof StripeKeys): string {
  const value = keys[name];
  if (!value) {
    logger.error('Stripe is not configured', { missing: name });
    throw new HttpError(503, BILLING_MESSAGES.paymentsUnavailable);
  }
  return value;
}
