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
  });
  await ensureTable(dynamo, tableName);
  await seedExamplePrograms();
  return { dynamo, ses };
}

/**
 * The example lender programs (labelled "Ejemplo — no es una oferta", no rates) so ¿Califico?
 * works on a fresh start. Written at every start (fixed ids: a repeat replaces them with the
 * current examples); in AWS only what ops load with scripts/lender-programs.ts exists.
 */
async function seedExamplePrograms(): Promise<void> {
  // Imported here: the functions read their configuration (set above) when first loaded.
  const { examplePrograms } = await import('../../functions/lenders/examples.ts');
  const { putProgram } = await import('../../functions/lenders/programs.ts');
  for (const program of examplePrograms()) await putProgram(program);
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
