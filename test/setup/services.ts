import { startServices } from '../../scripts/local/services.ts';
import { stopChildren } from '../../scripts/local/processes.ts';
import { TEST_DYNAMODB_PORT, TEST_S3_PORT, TEST_SES_PORT, TEST_SITE_URL } from './ports.ts';

/**
 * Vitest global setup: one in-memory DynamoDB Local, one SES emulator and one S3 emulator (kept in
 * a temporary folder) for all integration files.
 */
export default async function setup() {
  await startServices({
    dynamoPort: TEST_DYNAMODB_PORT,
    sesPort: TEST_SES_PORT,
    s3Port: TEST_S3_PORT,
    siteUrl: TEST_SITE_URL,
    inMemory: true,
  });
  return async () => {
    await stopChildren();
  };
}
