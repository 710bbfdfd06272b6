import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocument, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { config, localCredentials } from './config.ts';
import { checkTableWrite } from './table-writes.ts';
import { traced } from './tracer.ts';

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
export const dynamo = traced(
  new DynamoDBClient({
    region: config.AWS_REGION,
    ...(config.DYNAMODB_ENDPOINT
      ? { endpoint: config.DYNAMODB_ENDPOINT, credentials: localCredentials }
      : {}),
    maxAttempts: DB_CLIENT_LIMITS.maxAttempts,
    requestHandler: { socketTimeout: DB_CLIENT_LIMITS.socketTimeoutMs },
  }),
);

// Each write is checked against what the function running it may write (commons/table-writes.ts),
// as its role's dynamodb:LeadingKeys conditions do in AWS: refused before it is sent.
dynamo.middlewareStack.add(
  (next, context) => async (args) => {
    checkTableWrite(
      String(context.commandName),
      args.input as Parameters<typeof checkTableWrite>[1],
    );
    return next(args);
  },
  { step: 'initialize', priority: 'low', name: 'tableWrites' },
);

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
    isBusyTransaction(error) ||
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
  // Still refused after retryConflicts' tries (transactions.ts): other transactions held the items.
  'TransactionConflictException',
];

function isBusyTransaction(error: Error): boolean {
  if (error.name !== 'TransactionCanceledException') return false;
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
  const codes = (reasons ?? []).map((reason) => reason.Code ?? 'None');
  // Throttled, or held by other transactions past the retries, and refused nowhere else: a retry
  // later can succeed as it is.
  const busy = ['ThrottlingError', 'TransactionConflict'];
  return (
    codes.some((code) => busy.includes(code)) &&
    codes.every((code) => busy.includes(code) || code === 'None')
  );
}

/** Which items of one partition a query reads: all, or those whose sort key starts with `prefix`. */
export interface PartitionQuery {
  pk: string;
  prefix?: string;
  /** Strongly consistent (a write just before must be seen). */
  consistent?: boolean;
  /** Newest first when the sort keys are times. */
  newestFirst?: boolean;
  /** Only these attributes (a ProjectionExpression). */
  projection?: string;
}

/**
 * Every item of a partition (optionally under a sort-key prefix), page after page, as the caller's
 * item type (what the partition holds is the caller's to know).
 */
export async function queryAll<T = Record<string, unknown>>(where: PartitionQuery): Promise<T[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.query({
      TableName: tableName,
      KeyConditionExpression: where.prefix ? 'pk = :pk AND begins_with(sk, :prefix)' : 'pk = :pk',
      ExpressionAttributeValues: {
        ':pk': where.pk,
        ...(where.prefix ? { ':prefix': where.prefix } : {}),
      },
      ...(where.consistent ? { ConsistentRead: true } : {}),
      ...(where.newestFirst ? { ScanIndexForward: false } : {}),
      ...(where.projection ? { ProjectionExpression: where.projection } : {}),
      ExclusiveStartKey: start,
    });
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items as T[];
}

/**
 * These items, 100 keys to a BatchGetItem (any order); keys DynamoDB leaves unprocessed under
 * load are asked again, up to four tries. A missing item is simply not in the answer.
 */
export async function batchGetKeys<T = Record<string, unknown>>(
  all: readonly { pk: string; sk: string }[],
): Promise<T[]> {
  const items: Record<string, unknown>[] = [];
  for (let i = 0; i < all.length; i += 100) {
    let pending: Record<string, unknown>[] | undefined = all
      .slice(i, i + 100)
      .map(({ pk, sk }) => ({ pk, sk }));
    for (let attempt = 0; pending?.length && attempt < 4; attempt++) {
      const batch: BatchGetCommandOutput = await db.batchGet({
        RequestItems: { [tableName]: { Keys: pending } },
      });
      items.push(...(batch.Responses?.[tableName] ?? []));
      pending = batch.UnprocessedKeys?.[tableName]?.Keys;
    }
  }
  return items as T[];
}

/**
 * Delete these items, 25 to a BatchWriteItem; what DynamoDB leaves unprocessed under load is sent
 * again with exponential backoff (50 ms doubling, at most 3.2 s between tries) until none is left.
 */
export async function batchDeleteKeys(all: readonly { pk: string; sk: string }[]): Promise<void> {
  for (let i = 0; i < all.length; i += 25) {
    let requests: Record<string, unknown>[] | undefined = all
      .slice(i, i + 25)
      .map(({ pk, sk }) => ({ DeleteRequest: { Key: { pk, sk } } }));
    for (let attempt = 0; requests?.length; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, 50 * 2 ** Math.min(attempt, 6)));
      const result = await db.batchWrite({ RequestItems: { [tableName]: requests } });
      requests = result.UnprocessedItems?.[tableName] as Record<string, unknown>[] | undefined;
    }
  }
}
