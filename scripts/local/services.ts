import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TABLE } from '../../functions/commons/table.ts';
import { startDynamoLocal, ensureTable } from './dynamo.ts';
import { StartError, portInUse } from './processes.ts';
import { startS3Emulator } from './s3.ts';
import { seedLocalContent, seedPublishedGuides } from './seed.ts';
import { startSesEmulator } from './ses.ts';

/** The vault bucket's name locally (VAULT_BUCKET; in AWS the stack names it). */
const LOCAL_VAULT_BUCKET = 'inversor-listo-documentos';

export interface ServiceOptions {
  dynamoPort: number;
  sesPort: number;
  s3Port: number;
  /** Keep no data on disk (tests, bench); otherwise data lives in dataDir and survives restarts. */
  inMemory?: boolean;
  /** DynamoDB Local's data folder (default .data/dynamodb). */
  dataDir?: string;
  /** The S3 emulator's objects (default .data/s3). */
  s3DataDir?: string;
  /**
   * Load the library of published guidelines (shared/lenders/published-guides.json) beside the
   * examples, as ops do in every environment. Off for the e2e run, whose specs count the examples.
   */
  publishedGuides?: boolean;
  siteUrl: string;
  /** Buckets besides the vault (VAULT_BUCKET) to create with its CORS rule: the tests' per worker. */
  extraBuckets?: readonly string[];
}

/**
 * Start DynamoDB Local, the SES emulator and the S3 emulator, create the table (with the example
 * content of seed.ts) and the vault bucket, and point the functions' configuration at them (environment variables, validated when
 * functions/commons/config loads).
 */
export async function startServices(
  options: ServiceOptions,
): Promise<{ dynamo: string; ses: string; s3: string }> {
  for (const [name, port] of [
    ['DynamoDB Local', options.dynamoPort],
    ['the SES emulator', options.sesPort],
    ['the S3 emulator', options.s3Port],
  ] as const) {
    if (await portInUse(port)) {
      throw new StartError(
        `Port ${port} (for ${name}) is already in use — is Inversor Listo (or its tests) already running?\n` +
          `Stop the other run first (Ctrl-C in its terminal), or choose other ports with DYNAMODB_PORT / SES_PORT / S3_PORT.`,
      );
    }
  }
  const bucket = process.env.VAULT_BUCKET || LOCAL_VAULT_BUCKET;
  const [dynamo, ses, s3] = await Promise.all([
    startDynamoLocal({
      port: options.dynamoPort,
      inMemory: options.inMemory,
      dataDir: options.dataDir,
    }),
    startSesEmulator(options.sesPort),
    startS3Emulator({
      port: options.s3Port,
      buckets: [bucket, ...(options.extraBuckets ?? [])],
      siteOrigin: new URL(options.siteUrl).origin,
      inMemory: options.inMemory,
      dataDir: options.s3DataDir,
    }),
  ]);
  const tableName = process.env.TABLE_NAME ?? TABLE.localName;
  Object.assign(process.env, {
    TABLE_NAME: tableName,
    DYNAMODB_ENDPOINT: dynamo,
    SES_ENDPOINT: ses,
    S3_ENDPOINT: s3,
    VAULT_BUCKET: bucket,
    SITE_URL: options.siteUrl,
    AWS_REGION: process.env.AWS_REGION ?? 'us-east-1',
    // Dummy credentials for the SDK clients talking to the emulators.
    AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID ?? 'local',
    AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY ?? 'local',
    MFA_ENCRYPTION_KEY: process.env.MFA_ENCRYPTION_KEY || localMfaKey(options),
  });
  await ensureTable(dynamo, tableName);
  await seedLocalContent();
  if (options.publishedGuides) await seedPublishedGuides();
  return { dynamo, ses, s3 };
}

/**
 * The local stand-in for the MFA key secret (functions/auth/mfa-key.ts): random, kept beside the
 * data (.data/mfa-key) so second factors enrolled before a restart still open; in memory with
 * --in-memory. Never in the repository.
 */
function localMfaKey(options: ServiceOptions): string {
  if (options.inMemory || !options.dataDir) return randomBytes(32).toString('base64url');
  const file = path.join(path.dirname(options.dataDir), 'mfa-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const key = randomBytes(32).toString('base64url');
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}

export function envPort(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new StartError(`${name} must be a port number (1-65535), got "${raw}".`);
  }
  return port;
}
