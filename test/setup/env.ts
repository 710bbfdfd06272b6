import { randomBytes } from 'node:crypto';
import { vi } from 'vitest';
import { ensureTable } from '../../scripts/local/dynamo.ts';
import { seedLocalContent } from '../../scripts/local/seed.ts';
import { startLocalJobs } from '../../scripts/local/jobs.ts';
import {
  INTEGRATION_WORKERS,
  TEST_DYNAMODB_ENDPOINT,
  TEST_S3_ENDPOINT,
  TEST_SES_URL,
  TEST_SITE_URL,
  TEST_TABLE_NAME,
  TEST_VAULT_BUCKET,
  TEST_WORKER,
} from './ports.ts';

// The global setup started services for workers 1…INTEGRATION_WORKERS only.
if (!(TEST_WORKER >= 1 && TEST_WORKER <= INTEGRATION_WORKERS)) {
  throw new Error(`Integration worker ${TEST_WORKER} has no services (1…${INTEGRATION_WORKERS})`);
}

/**
 * The password hashing cost of the integration tests: scrypt N=2^12 instead of production's 2^17
 * (~0.5 s of CPU per hash here, two per test user), honoured because DYNAMODB_ENDPOINT is the
 * emulator. test/integration/security.test.ts keeps full cost (test/support/full-password-cost.ts).
 */
export const TEST_SCRYPT_LOG2N = '12';

// Each test worker points the functions' configuration at the services of test/setup/services.ts
// and at its own table and bucket (test/setup/ports.ts), before any functions/ module reads it.
Object.assign(process.env, {
  TABLE_NAME: TEST_TABLE_NAME,
  DYNAMODB_ENDPOINT: TEST_DYNAMODB_ENDPOINT,
  SES_ENDPOINT: TEST_SES_URL,
  S3_ENDPOINT: TEST_S3_ENDPOINT,
  VAULT_BUCKET: TEST_VAULT_BUCKET,
  SITE_URL: TEST_SITE_URL,
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'SILENT',
  PASSWORD_SCRYPT_LOG2N: TEST_SCRYPT_LOG2N,
  // The second factor's key (in AWS a generated secret): one per test worker.
  MFA_ENCRYPTION_KEY: randomBytes(32).toString('base64url'),
  // A failed job is tried again after 1 s instead of 30 (the same growth, the same dead-letter
  // count: functions/jobs/settings.ts).
  JOBS_RETRY_BASE_SECONDS: '1',
});

// The worker's table, made by its first file, with the example content npm start writes.
if ((await ensureTable(TEST_DYNAMODB_ENDPOINT, TEST_TABLE_NAME)) === 'created') {
  await seedLocalContent();
  // Seeding imported functions/ modules (config, the table client) into this file's module graph
  // with the settings above. A file that points them elsewhere first (the fault tests'
  // fault-dynamo-env.ts) must get its own copies, so the registry starts over.
  vi.resetModules();
}

// Long work runs on the local jobs queue, as `npm start` runs it.
startLocalJobs();
