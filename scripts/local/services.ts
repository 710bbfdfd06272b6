import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TABLE } from '../../functions/commons/table.ts';
import { startDynamoLocal, ensureTable } from './dynamo.ts';
import { StartError, portInUse } from './processes.ts';
import { startSesEmulator } from './ses.ts';

export interface ServiceOptions {
  dynamoPort: number;
  sesPort: number;
  /** Keep no data on disk (tests, bench); otherwise data lives in dataDir and survives restarts. */
  inMemory?: boolean;
  dataDir?: string;
  siteUrl: string;
}

/**
 * Start DynamoDB Local and the SES emulator, create the table, and point the functions'
 * configuration at them (environment variables, validated when functions/commons/config loads).
 */
export async function startServices(
  options: ServiceOptions,
): Promise<{ dynamo: string; ses: string }> {
  for (const [name, port] of [
    ['DynamoDB Local', options.dynamoPort],
    ['the SES emulator', options.sesPort],
  ] as const) {
    if (await portInUse(port)) {
      throw new StartError(
        `Port ${port} (for ${name}) is already in use — is Inversor Listo (or its tests) already running?\n` +
          `Stop the other run first (Ctrl-C in its terminal), or choose other ports with DYNAMODB_PORT / SES_PORT.`,
      );
    }
  }
  const [dynamo, ses] = await Promise.all([
    startDynamoLocal({
      port: options.dynamoPort,
      inMemory: options.inMemory,
      dataDir: options.dataDir,
    }),
    startSesEmulator(options.sesPort),
  ]);
  const tableName = process.env.TABLE_NAME ?? TABLE.localName;
  Object.assign(process.env, {
    TABLE_NAME: tableName,
    DYNAMODB_ENDPOINT: dynamo,
    SES_ENDPOINT: ses,
    SITE_URL: options.siteUrl,
    AWS_REGION: process.env.AWS_REGION ?? 'us-east-1',
    // Dummy credentials for the SDK clients talking to the emulators.
    AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID ?? 'local',
    AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY ?? 'local',
    MFA_ENCRYPTION_KEY: process.env.MFA_ENCRYPTION_KEY || localMfaKey(options),
  });
  await ensureTable(dynamo, tableName);
  return { dynamo, ses };
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
