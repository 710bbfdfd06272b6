import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocument } from '@aws-sdk/lib-dynamodb';
import { config, localCredentials } from './config.ts';

/** One DocumentClient per process (reused across Lambda invocations). */
export const dynamo = new DynamoDBClient({
  region: config.AWS_REGION,
  ...(config.DYNAMODB_ENDPOINT
    ? { endpoint: config.DYNAMODB_ENDPOINT, credentials: localCredentials }
    : {}),
  maxAttempts: 2,
});

export const db = DynamoDBDocument.from(dynamo, {
  marshallOptions: { removeUndefinedValues: true },
});

export const tableName = config.TABLE_NAME;

/** Epoch seconds, the unit of the `ttl` attribute. */
export function epochSeconds(date: Date = new Date()): number {
  return Math.floor(date.getTime() / 1000);
}

/** Errors that mean the table could not be reached (mapped to 503, never 500). */
export function isUnavailableError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: string }).code;
  return (
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND'].includes(code ?? '') ||
    ['TimeoutError', 'ServiceUnavailable', 'InternalServerError', 'RequestTimeout'].includes(
      error.name,
    ) ||
    /ECONNREFUSED|socket hang up|connect ETIMEDOUT/.test(error.message)
  );
}
