import * as z from 'zod';

/** An optional variable where an empty value means unset (as `VAR= npm start` gives). */
function optionalText() {
  return z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());
}

/** An optional duration in milliseconds (a positive integer). */
function optionalMilliseconds() {
  return z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : Number(value)),
    z.number().int().positive().optional(),
  );
}

/** An optional variable holding a secret: marked so SECRET_VARIABLES can list it. */
function optionalSecret() {
  return optionalText().meta({ secret: true });
}

/**
 * Configuration from environment variables, validated once at start-up with safe local defaults.
 * In AWS the stack sets every variable; locally the defaults point at DynamoDB Local and the SES
 * and S3 emulators.
 */
const schema = z.object({
  TABLE_NAME: z.string().min(1).default('inversor-listo'),
  AWS_REGION: z.string().min(1).default('us-east-1'),
  /** Set locally (DynamoDB Local); unset in AWS. */
  DYNAMODB_ENDPOINT: z.url().optional(),
  /** Set locally (aws-ses-v2-local); unset in AWS. */
  SES_ENDPOINT: z.url().optional(),
  /** Set locally (the s3rver emulator, path-style); unset in AWS. */
  S3_ENDPOINT: z.url().optional(),
  /** The members' document vault (docs/documents.md); the stack sets the real name. */
  VAULT_BUCKET: z.string().min(3).default('inversor-listo-documentos'),
  /**
   * log2 of scrypt's N for new password hashes, lower than production's 17 to make tests fast
   * (the integration tests and the e2e runtime use 12). Honoured only against the local
   * DynamoDB (DYNAMODB_ENDPOINT set): anywhere else loadConfig refuses it (functions/commons/passwords.ts).
   */
  PASSWORD_SCRYPT_LOG2N: z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : Number(value)),
    z.number().int().min(10).max(17).optional(),
  ),
  /**
   * How long (ms) a call to the table / to SES may stay silent before it is retried once, then
   * given up (functions/commons/db.ts, mail.ts). Unset: tight in AWS, lenient against the local
   * emulators, which a busy laptop or CI box can stall for seconds.
   */
  DYNAMODB_TIMEOUT_MS: optionalMilliseconds(),
  SES_TIMEOUT_MS: optionalMilliseconds(),
  /** The site's own origin: reset links are built from it and foreign Origins are refused. */
  SITE_URL: z.url().default('http://localhost:3000'),
  MAIL_FROM: z.email().default('no-responder@inversorlisto.com'),
  /** The SES configuration set every email goes through in AWS (bounces, complaints); unset locally. */
  MAIL_CONFIGURATION_SET: optionalText(),
  LOG_LEVEL: z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR', 'SILENT']).default('INFO'),
  // Billing (docs/billing.md). In AWS the keys come from Secrets Manager (STRIPE_SECRET_ARN, read
  // at run time, cached one minute); locally from these variables, or none at all: then the
  // offline billing simulator stands in.
  STRIPE_SECRET_KEY: optionalSecret(),
  STRIPE_WEBHOOK_SECRET: optionalSecret(),
  STRIPE_PUBLISHABLE_KEY: optionalText(),
  /** Stripe price ids of the monthly plans (price_…); the amounts live in Stripe. */
  STRIPE_PRICE_PRO: optionalText(),
  STRIPE_PRICE_ELITE: optionalText(),
  /** Set by the CDK stack on the functions that need Stripe: the secret, read at run time. */
  STRIPE_SECRET_ARN: optionalText(),
  /** Unset: 'stripe' when a key or secret is configured or in AWS, else 'simulator'. */
  BILLING_MODE: z.enum(['stripe', 'simulator']).optional(),
  /**
   * The value CloudFront sends in the origin-verify header; requests without it are refused.
   * In AWS the stack sets ORIGIN_VERIFY_SECRET_ARN instead (JSON {current, previous}, rotated
   * monthly and read at run time: commons/origin-verify.ts); tests may set the value itself.
   * Both unset locally (no CloudFront in front).
   */
  ORIGIN_VERIFY_SECRET: optionalSecret(),
  ORIGIN_VERIFY_SECRET_ARN: optionalText(),
  /**
   * The jobs queue (SQS) in AWS, set by the stack on the functions that queue work; unset locally,
   * where the local queue of the same process stands in (functions/jobs/queue.ts).
   */
  JOBS_QUEUE_URL: optionalText(),
  /**
   * The first retry's delay (s) after a failed job; later ones grow from it
   * (functions/jobs/settings.ts). Tests shorten it; unset: the queue's setting.
   */
  JOBS_RETRY_BASE_SECONDS: z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : Number(value)),
    z.number().min(0).max(3600).optional(),
  ),
  /**
   * Where the app's own CloudWatch metrics go (functions/commons/metrics.ts): one namespace per
   * stage, so staging's heartbeat never satisfies production's alarm.
   */
  METRICS_NAMESPACE: z.string().min(1).default('InversorListo/local'),
  /** Set by Lambda itself: we run in AWS. */
  AWS_LAMBDA_FUNCTION_NAME: optionalText(),
  // Market data (docs/README.md "Market data"): with a RentCast key the market analysis adds live
  // figures and the deal finder searches live listings; without one, the embedded public data.
  RENTCAST_API_KEY: optionalSecret(),
  /** Set by the stack on the market functions: the RentCast secret (JSON {apiKey}), read at run time. */
  RENTCAST_SECRET_ARN: optionalText(),
  /** RentCast API base URL (tests and proxies); the public API by default. */
  RENTCAST_BASE_URL: z.url().default('https://api.rentcast.io/v1'),
  // Second factor: the key that encrypts members' TOTP secrets at rest and keys the
  // hashes of their recovery codes. In AWS a generated secret (JSON {key}) read at run time;
  // locally `npm start` keeps one in .data/mfa-key and tests set their own.
  MFA_ENCRYPTION_KEY: optionalSecret(),
  MFA_SECRET_ARN: optionalText(),
  // Elite area: who receives consultation bookings and deal interest, and support tickets.
  CONSULTING_TEAM_EMAIL: z.email().default('consultoria@inversorlisto.com'),
  SUPPORT_EMAIL: z.email().default('soporte@inversorlisto.com'),
});

/** The variables that hold secrets: they must never reach the web bundle (test/unit/web-bundle.test.ts). */
export const SECRET_VARIABLES: readonly string[] = Object.entries(schema.shape)
  .filter(([, field]) => field.meta()?.secret === true)
  .map(([name]) => name);

export type Config = z.infer<typeof schema> & { BILLING_MODE: 'stripe' | 'simulator' };

/** Read and check a set of variables (process.env at start-up; tests pass their own). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const data = parsed.data;
  const inAws = data.AWS_LAMBDA_FUNCTION_NAME !== undefined;
  if (data.BILLING_MODE === 'simulator' && inAws) {
    throw new Error('Invalid configuration: BILLING_MODE=simulator cannot run in AWS');
  }
  if (data.PASSWORD_SCRYPT_LOG2N !== undefined && (data.DYNAMODB_ENDPOINT === undefined || inAws)) {
    throw new Error(
      'Invalid configuration: PASSWORD_SCRYPT_LOG2N lowers the password hashing cost and is allowed only against the local DynamoDB (DYNAMODB_ENDPOINT set, not in AWS); unset it',
    );
  }
  const hasStripe = data.STRIPE_SECRET_KEY !== undefined || data.STRIPE_SECRET_ARN !== undefined;
  return {
    ...data,
    BILLING_MODE: data.BILLING_MODE ?? (hasStripe || inAws ? 'stripe' : 'simulator'),
  };
}

export const config: Config = loadConfig();

/** Running against local emulators (no AWS account): static dummy credentials. */
export const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

export function siteOrigin(): string {
  return new URL(config.SITE_URL).origin;
}
