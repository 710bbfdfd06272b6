import { SecretsProvider } from '@aws-lambda-powertools/parameters/secrets';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import * as z from 'zod';
import { config } from './config.ts';
import { traced } from './tracer.ts';
import { logger } from './logger.ts';

/**
 * Secrets (Stripe's keys, RentCast's key, the origin-verify value) live in Secrets Manager and are
 * read at run time, never through the template or an environment variable: a function gets only
 * the secret's ARN (docs/operations.md "First deploy of a stage" says how ops fill them). Each value is cached for SECRET_MAX_AGE_SECONDS,
 * so a value ops fill or rotate reaches warm functions within a minute, and an incomplete secret is
 * never kept for a container's life.
 */
export const SECRET_MAX_AGE_SECONDS = 60;

/**
 * Secrets Manager answers in milliseconds. One that is silent must not hold a route until its
 * Lambda timeout (the SDK has no limit by default): two tries that give up after 2 s of silence,
 * as the table and SES have (db.ts, mail.ts).
 */
export const SECRET_CLIENT_LIMITS = { maxAttempts: 2, socketTimeoutMs: 2000 } as const;

/** The secret could not be read or is not the JSON its schema wants: the caller answers 503. */
export class SecretUnavailable extends Error {
  constructor(readonly secretArn: string) {
    super('secret unavailable');
    this.name = 'SecretUnavailable';
  }
}

let provider: SecretsProvider | undefined;

function secretsProvider(): SecretsProvider {
  provider ??= new SecretsProvider({
    awsSdkV3Client: traced(
      new SecretsManagerClient({
        region: config.AWS_REGION,
        maxAttempts: SECRET_CLIENT_LIMITS.maxAttempts,
        requestHandler: { socketTimeout: SECRET_CLIENT_LIMITS.socketTimeoutMs },
      }),
    ),
  });
  return provider;
}

/**
 * A JSON secret, parsed by its schema, cached for SECRET_MAX_AGE_SECONDS (`fresh` skips the cache:
 * the origin check does when a value it does not know arrives right after a rotation).
 */
export async function readJsonSecret<T>(
  secretArn: string,
  schema: z.ZodType<T>,
  options: { fresh?: boolean } = {},
): Promise<T> {
  let value: unknown;
  try {
    value = await secretsProvider().get(secretArn, {
      transform: 'json',
      maxAge: SECRET_MAX_AGE_SECONDS,
      forceFetch: options.fresh ?? false,
    });
  } catch (error) {
    logger.error('secret could not be read', { secretArn, error: error as Error });
    throw new SecretUnavailable(secretArn);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    // Names the fields, never their values.
    logger.error('secret has the wrong shape', {
      secretArn,
      fields: parsed.error.issues.map((issue) => issue.path.join('.')),
    });
    throw new SecretUnavailable(secretArn);
  }
  return parsed.data;
}

/** A filled text field; an empty or blank one is unset (placeholders ops have not filled yet). */
export function secretText() {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined),
    z.string().optional(),
  );
}
