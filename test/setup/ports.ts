/** Ports of the services the integration tests start (apart from npm start's and e2e's). */
export const TEST_DYNAMODB_PORT = Number(process.env.TEST_DYNAMODB_PORT ?? 8200);
export const TEST_SES_PORT = Number(process.env.TEST_SES_PORT ?? 8205);
export const TEST_S3_PORT = Number(process.env.TEST_S3_PORT ?? 8210);
export const TEST_SITE_URL = 'http://localhost:3200';
export const TEST_SES_URL = `http://127.0.0.1:${TEST_SES_PORT}`;
export const TEST_DYNAMODB_ENDPOINT = `http://127.0.0.1:${TEST_DYNAMODB_PORT}`;
export const TEST_S3_ENDPOINT = `http://127.0.0.1:${TEST_S3_PORT}`;
/** The vault bucket the integration tests' S3 emulator holds. */
export const TEST_VAULT_BUCKET = 'inversor-listo-documentos';
/**
 * The fault tests' own DynamoDB Local and SES emulator (test/support/faults.ts), which they stop
 * and start again mid-test; next to the shared ones unless set.
 */
export const TEST_FAULT_DYNAMODB_PORT = Number(
  process.env.TEST_FAULT_DYNAMODB_PORT ?? TEST_DYNAMODB_PORT + 6,
);
export const TEST_FAULT_SES_PORT = Number(
  process.env.TEST_FAULT_SES_PORT ?? TEST_DYNAMODB_PORT + 7,
);
/** The fault tests' proxy in front of the S3 emulator (test/support/fault-s3.ts). */
export const TEST_FAULT_S3_PORT = Number(process.env.TEST_FAULT_S3_PORT ?? TEST_DYNAMODB_PORT + 8);
