import { z } from 'zod';

/**
 * Configuration from environment variables, validated once at start-up with safe local defaults.
 * In AWS the stack sets every variable; locally the defaults point at DynamoDB Local and the SES emulator.
 */
const schema = z.object({
  TABLE_NAME: z.string().min(1).default('inversor-listo'),
  AWS_REGION: z.string().min(1).default('us-east-1'),
  /** Set locally (DynamoDB Local); unset in AWS. */
  DYNAMODB_ENDPOINT: z.url().optional(),
  /** Set locally (aws-ses-v2-local); unset in AWS. */
  SES_ENDPOINT: z.url().optional(),
  /** The site's own origin: reset links are built from it and foreign Origins are refused. */
  SITE_URL: z.url().default('http://localhost:3000'),
  MAIL_FROM: z.email().default('no-responder@inversorlisto.com'),
  LOG_LEVEL: z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR', 'SILENT']).default('INFO'),
});

export type Config = z.infer<typeof schema>;

function load(): Config {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}

export const config: Config = load();

/** Running against local emulators (no AWS account): static dummy credentials. */
export const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

export function siteOrigin(): string {
  return new URL(config.SITE_URL).origin;
}
