import { startServices } from '../../scripts/local/services.ts';
import { startSesEmulator } from '../../scripts/local/ses.ts';
import { stopChildren } from '../../scripts/local/processes.ts';
import {
  INTEGRATION_WORKERS,
  TEST_DYNAMODB_PORT,
  TEST_S3_PORT,
  TEST_SITE_URL,
  testSesPort,
  testTableName,
  testVaultBucket,
} from './ports.ts';

const workers = Array.from({ length: INTEGRATION_WORKERS }, (_, i) => i + 1);

/**
 * Vitest global setup: one in-memory DynamoDB Local and one S3 emulator (kept in a temporary
 * folder) for all integration files, with a vault bucket per worker, and one SES emulator per
 * worker (test/setup/ports.ts). Each worker creates its own table (test/setup/env.ts).
 */
export default async function setup() {
  process.env.TABLE_NAME = testTableName(1);
  process.env.VAULT_BUCKET = testVaultBucket(1);
  await Promise.all([
    startServices({
      dynamoPort: TEST_DYNAMODB_PORT,
      sesPort: testSesPort(1),
      s3Port: TEST_S3_PORT,
      siteUrl: TEST_SITE_URL,
      inMemory: true,
      extraBuckets: workers.slice(1).map(testVaultBucket),
    }),
    ...workers.slice(1).map((worker) => startSesEmulator(testSesPort(worker))),
  ]);
  return async () => {
    await stopChildren();
  };
}
