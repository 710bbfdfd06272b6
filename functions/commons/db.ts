import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocument } from '@aws-sdk/lib-dynamodb';
import { config, localCredentials } from './config.ts';

/**
 * How long the table may stay silent. The SDK's default has no limit at all: a table that accepts
 * the connection and never answers would hold the handler until its Lambda timeout (10 s by
 * default), which API Gateway turns into a bare 503 instead of our Spanish one. In AWS two attempts
 * that each give up after 3 s without a byte (plus the SDK's ~100 ms backoff) end well inside it;
 * DynamoDB answers in milliseconds. DynamoDB Local on a busy machine (a JVM next to 50 password
 * hashes in a test) can pause longer than that, so against an emulator the limit is lenient unless
 * DYNAMODB_TIMEOUT_MS says otherwise. An idle (socket) timeout: the clock starts once connected.
 */
export const DB_AWS_TIMEOUT_MS = 3000;
export const DB_CLIENT_LIMITS = {
  maxAttempts: 2,
  socketTimeoutMs:
    config.DYNAMODB_TIMEOUT_MS ?? (config.DYNAMODB_ENDPOINT ? 15_000 : DB_AWS_TIMEOUT_MS),
} as const;

/** One DocumentClient per process (reused across Lambda invocations). */
export const dynamo = new DynamoDBClient({
  region: config.AWS_REGION,
  ...(config.DYNAMODB_ENDPOINT
    ? { endpoint: config.DYNAMODB_ENDPOINT, credentials: localCredentials }
    : {}),
  maxAttempts: DB_CLIENT_LIMITS.maxAttempts,
  requestHandler: { socketTimeout: DB_CLIENT_LIMITS.socketTimeoutMs },
});

export const db = DynamoDBDocument.from(dynamo, {
  marshallOptions: { removeUndefinedValues: true },
});

export const tableName = config.TABLE_NAME;

/** Epoch seconds, the unit of the `ttl` attribute. */
export function epochSeconds(date: Date = new Date()): number {
  return Math.floor(date.getTime() / 1000);
}

/**
 * Errors that mean the table (or the bucket) could not serve the request now (mapped to 503 with Retry-After,
 * never 500): unreachable, silent, or throttling us (on-demand tables throttle a sudden surge
 * past twice the previous peak, and a hot partition past its limits), including a transaction
 * cancelled only because one of its items was throttled.
 */
export function isUnavailableError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: string }).code;
  return (
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND'].includes(code ?? '') ||
    UNAVAILABLE_NAMES.includes(error.name) ||
    isThrottledTransaction(error) ||
    // Any AWS service's own failure (S3's 500 InternalError, 503 SlowDown when it throttles us).
    (error as { $fault?: string }).$fault === 'server' ||
    /ECONNREFUSED|socket hang up|connect ETIMEDOUT/.test(error.message)
  );
}

const UNAVAILABLE_NAMES = [
  'TimeoutError',
  'ServiceUnavailable',
  'InternalServerError',
  'RequestTimeout',
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'SlowDown',
];

function isThrottledTransaction(error: Error): boolean {
  if (error.name !== 'TransactionCanceledException') return false;
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
  const codes = (reasons ?? []).map((reason) => reason.Code ?? 'None');
  // Throttled somewhere and refused nowhere else: a retry later can succeed as it is.
  return (
    codes.includes('ThrottlingError') &&
    codes.every((code) => code === 'ThrottlingError' || code === 'None')
  );
}
