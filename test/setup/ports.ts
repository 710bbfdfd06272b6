/**
 * Ports and names of the services the integration tests start (apart from npm start's and e2e's).
 *
 * Integration files run in INTEGRATION_WORKERS vitest workers side by side (vitest.config.ts). One
 * DynamoDB Local and one S3 emulator serve them all, but each worker has its own table, its own
 * vault bucket and its own SES emulator, so a file never sees another file's items, objects or
 * emails (the fuzz test diffs its whole table; team inboxes such as consultoria@ are shared
 * addresses). Worker n's ports sit 100 above worker n−1's.
 */
export const INTEGRATION_WORKERS = 2;
/** This process's worker (1…INTEGRATION_WORKERS); 1 outside a vitest worker (global setup). */
export const TEST_WORKER = Number(process.env.VITEST_POOL_ID ?? 1);
const workerOffset = (worker: number) => 100 * (worker - 1);

export const TEST_DYNAMODB_PORT = Number(process.env.TEST_DYNAMODB_PORT ?? 8200);
const TEST_SES_FIRST_PORT = Number(process.env.TEST_SES_PORT ?? 8205);
/** Worker `worker`'s SES emulator (global setup starts one per worker). */
export const testSesPort = (worker: number) => TEST_SES_FIRST_PORT + workerOffset(worker);
export const TEST_SES_PORT = testSesPort(TEST_WORKER);
export const TEST_S3_PORT = Number(process.env.TEST_S3_PORT ?? 8210);
export const TEST_SITE_URL = 'http://localhost:3200';
export const TEST_SES_URL = `http://127.0.0.1:${TEST_SES_PORT}`;
export const TEST_DYNAMODB_ENDPOINT = `http://127.0.0.1:${TEST_DYNAMODB_PORT}`;
export const TEST_S3_ENDPOINT = `http://127.0.0.1:${TEST_S3_PORT}`;
/** Worker `worker`'s table and vault bucket. */
export const testTableName = (worker: number) => `inversor-listo-test-${worker}`;
export const testVaultBucket = (worker: number) => `inversor-listo-documentos-${worker}`;
export const TEST_TABLE_NAME = testTableName(TEST_WORKER);
export const TEST_VAULT_BUCKET = testVaultBucket(TEST_WORKER);
/**
 * The fault tests' own DynamoDB Local and SES emulator (test/support/faults.ts), which they stop
 * and start again mid-test; next to the shared ones unless set, one set per worker.
 */
export const TEST_FAULT_DYNAMODB_PORT =
  Number(process.env.TEST_FAULT_DYNAMODB_PORT ?? TEST_DYNAMODB_PORT + 6) +
  workerOffset(TEST_WORKER);
export const TEST_FAULT_SES_PORT =
  Number(process.env.TEST_FAULT_SES_PORT ?? TEST_DYNAMODB_PORT + 7) + workerOffset(TEST_WORKER);
/** The fault tests' proxy in front of the S3 emulator (test/support/fault-s3.ts). */
export const TEST_FAULT_S3_PORT =
  Number(process.env.TEST_FAULT_S3_PORT ?? TEST_DYNAMODB_PORT + 8) + workerOffset(TEST_WORKER);
