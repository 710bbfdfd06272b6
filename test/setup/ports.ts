/** Ports of the services the integration tests start (apart from npm start's and e2e's). */
export const TEST_DYNAMODB_PORT = Number(process.env.TEST_DYNAMODB_PORT ?? 8200);
export const TEST_SES_PORT = Number(process.env.TEST_SES_PORT ?? 8205);
export const TEST_SITE_URL = 'http://localhost:3200';
export const TEST_SES_URL = `http://localhost:${TEST_SES_PORT}`;
export const TEST_DYNAMODB_ENDPOINT = `http://localhost:${TEST_DYNAMODB_PORT}`;
