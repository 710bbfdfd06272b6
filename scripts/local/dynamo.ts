import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createTableInput, TABLE } from '../../functions/commons/table.ts';
import { StartError, startChild, waitFor } from './processes.ts';

const require = createRequire(import.meta.url);

const JAVA_MISSING = `Java was not found, and DynamoDB Local (the local database) needs it.
Install a Java runtime (17 or newer), then run npm start again:
  Debian/Ubuntu:  sudo apt-get install -y openjdk-17-jre-headless
  macOS:          brew install openjdk@17
  Windows:        winget install Microsoft.OpenJDK.17`;

export function assertJava(): void {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) throw new StartError(JAVA_MISSING);
}

export interface DynamoLocalOptions {
  port: number;
  /** Where the data lives on disk (default .data/dynamodb); ignored with inMemory. */
  dataDir?: string;
  inMemory?: boolean;
  /** Extra JVM options (the fault tests, which restart it, trade peak speed for a quicker start). */
  jvmOptions?: string[];
}

/** Start DynamoDB Local (the jar the local-dynamo package ships) on `port`. */
export async function startDynamoLocal(options: DynamoLocalOptions): Promise<string> {
  return (await startDynamoLocalProcess(options)).endpoint;
}

/**
 * Start DynamoDB Local and hand back its process as well, for callers that stop and restart it
 * (the fault tests: an outage of the table, then recovery with the data kept in `dataDir`).
 */
export async function startDynamoLocalProcess(
  options: DynamoLocalOptions,
): Promise<{ endpoint: string; child: ChildProcess }> {
  assertJava();
  const libDir = path.join(
    path.dirname(require.resolve('local-dynamo/package.json')),
    'aws_dynamodb_local',
  );
  const storage = options.inMemory
    ? ['-inMemory']
    : ['-dbPath', options.dataDir ?? '.data/dynamodb'];
  if (!options.inMemory) mkdirSync(options.dataDir ?? '.data/dynamodb', { recursive: true });
  const child = startChild('DynamoDB Local', 'java', [
    ...(options.jvmOptions ?? []),
    `-Djava.library.path=${path.join(libDir, 'DynamoDBLocal_lib')}`,
    '-jar',
    path.join(libDir, 'DynamoDBLocal.jar'),
    '-sharedDb',
    '-port',
    String(options.port),
    ...storage,
  ]);
  // 127.0.0.1, not localhost: a name needs a DNS lookup on libuv's 4 threads, which password
  // hashes (scrypt) occupy under load, so every new connection would wait behind them.
  const endpoint = `http://127.0.0.1:${options.port}`;
  const client = localClient(endpoint);
  await waitFor(
    `DynamoDB Local on port ${options.port}`,
    async () => {
      await client.send(new ListTablesCommand({}));
      return true;
    },
    60_000,
    child,
  );
  return { endpoint, child };
}

export function localClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/** Create the table from the shared definition when it is missing (with TTL on `ttl`). */
export async function ensureTable(
  endpoint: string,
  tableName: string,
): Promise<'created' | 'exists'> {
  const client = localClient(endpoint);
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return 'exists';
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  await client.send(new CreateTableCommand(createTableInput(tableName)));
  await waitUntilTableExists({ client, maxWaitTime: 30 }, { TableName: tableName });
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true },
    }),
  );
  return 'created';
}
