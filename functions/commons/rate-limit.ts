import { db, epochSeconds, tableName } from './db.ts';
import { tooManyRequests } from './errors.ts';
import { tooManyRequestsMessage } from '../../shared/messages.ts';
import { keys } from './keys.ts';

/**
 * Fixed-window counters in the table: RATE#<scope>#<key>#<window> with ADD and a TTL, so
 * concurrent requests count atomically.
 */
function counterKey(scope: string, key: string, windowSeconds: number, now: Date) {
  const window = Math.floor(epochSeconds(now) / windowSeconds);
  return {
    key: keys.rate(scope, key, window),
    windowEnd: (window + 1) * windowSeconds,
  };
}

/** 429 with Retry-After (the seconds left in the window) and the Spanish message saying so. */
export function windowExceeded(windowEnd: number, now: Date = new Date()) {
  const retryAfter = Math.max(1, windowEnd - epochSeconds(now));
  return tooManyRequests(tooManyRequestsMessage(retryAfter), retryAfter);
}

/**
 * Add `delta` to a counter of the current window; returns the new count and the window's end
 * (epoch seconds).
 */
export async function addToCount(
  scope: string,
  key: string,
  windowSeconds: number,
  delta = 1,
  now: Date = new Date(),
): Promise<{ count: number; windowEnd: number }> {
  const counter = counterKey(scope, key, windowSeconds, now);
  const result = await db.update({
    TableName: tableName,
    Key: counter.key,
    UpdateExpression: 'ADD #count :delta SET #ttl = if_not_exists(#ttl, :ttl)',
    ExpressionAttributeNames: { '#count': 'count', '#ttl': 'ttl' },
    ExpressionAttributeValues: { ':delta': delta, ':ttl': counter.windowEnd + 60 },
    ReturnValues: 'UPDATED_NEW',
  });
  return { count: Number(result.Attributes?.count ?? 0), windowEnd: counter.windowEnd };
}

/** A counter's value in the current window, without changing it (0 when there is none). */
export async function readCount(
  scope: string,
  key: string,
  windowSeconds: number,
  now: Date = new Date(),
): Promise<number> {
  const counter = counterKey(scope, key, windowSeconds, now);
  const result = await db.get({ TableName: tableName, Key: counter.key });
  return Number(result.Item?.count ?? 0);
}

/** Count one request; throws 429 (with Retry-After) past `limit` in the window. */
export async function consumeRateLimit(
  scope: string,
  key: string,
  limit: number,
  windowSeconds: number,
  now: Date = new Date(),
): Promise<void> {
  const { count, windowEnd } = await addToCount(scope, key, windowSeconds, 1, now);
  if (count > limit) throw windowExceeded(windowEnd, now);
}
