import { db, epochSeconds, tableName } from './db.ts';
import { tooManyRequests } from './errors.ts';
import { tooManyRequestsMessage } from '../../shared/messages.ts';

/**
 * Fixed-window counter in the table: RATE#<scope>#<key>#<window> with ADD and a TTL, so
 * concurrent requests count atomically. Throws 429 (with Retry-After) past `limit`.
 */
export async function consumeRateLimit(
  scope: string,
  key: string,
  limit: number,
  windowSeconds: number,
  now: Date = new Date(),
): Promise<void> {
  const nowSeconds = epochSeconds(now);
  const window = Math.floor(nowSeconds / windowSeconds);
  const windowEnd = (window + 1) * windowSeconds;
  const result = await db.update({
    TableName: tableName,
    Key: { pk: `RATE#${scope}#${key.toLowerCase()}#${window}`, sk: 'RATE' },
    UpdateExpression: 'ADD #count :one SET #ttl = if_not_exists(#ttl, :ttl)',
    ExpressionAttributeNames: { '#count': 'count', '#ttl': 'ttl' },
    ExpressionAttributeValues: { ':one': 1, ':ttl': windowEnd + 60 },
    ReturnValues: 'UPDATED_NEW',
  });
  const count = Number(result.Attributes?.count ?? 0);
  if (count > limit) {
    const retryAfter = Math.max(1, windowEnd - nowSeconds);
    throw tooManyRequests(tooManyRequestsMessage(retryAfter), retryAfter);
  }
}
