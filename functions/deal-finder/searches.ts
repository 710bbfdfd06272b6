/**
 * A user's saved deal searches: pk USER#<id>, sk DEALSEARCH#<search id>, where the id starts with
 * the creation time so the newest sort last; kept 180 days (TTL), like the activity log. Each holds
 * the criteria, the candidates as entered and the scored result, so the dashboard's "recent
 * activity" link reopens exactly what the user saw.
 */
import { randomBytes } from 'node:crypto';
import type { DealSearchResult, DealSearchSummary } from '../../shared/api/deal-finder.ts';
import { db, epochSeconds, tableName } from '../commons/db.ts';
import { keys, userPk, PREFIX } from '../commons/keys.ts';

const KEEP_DAYS = 180;

/** Time-ordered, URL-safe: 20261121T230455Z-9f2c4a1b. */
export function newSearchId(now: Date = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');
  return `${stamp}-${randomBytes(4).toString('hex')}`;
}

export function isSearchId(value: string): boolean {
  return /^\d{8}T\d{6}Z-[0-9a-f]{8}$/.test(value);
}

export async function saveSearch(
  userId: string,
  result: DealSearchResult,
  now = new Date(),
): Promise<void> {
  const summary: DealSearchSummary = {
    id: result.id,
    mode: result.mode,
    location: result.location,
    createdAt: result.createdAt,
    matches: result.deals.length,
    total: result.deals.length + result.excluded.length + result.filteredOut.length,
  };
  await db.put({
    TableName: tableName,
    Item: {
      ...keys.dealSearch(userId, result.id),
      summary,
      // As JSON text: the result holds empty strings and deep lists DynamoDB need not look into.
      result: JSON.stringify(result),
      ttl: epochSeconds(now) + KEEP_DAYS * 86_400,
    },
  });
}

export async function getSearch(userId: string, id: string): Promise<DealSearchResult | undefined> {
  const item = await db.get({
    TableName: tableName,
    Key: keys.dealSearch(userId, id),
  });
  if (!item.Item || Number(item.Item.ttl) <= epochSeconds()) return undefined;
  return JSON.parse(String(item.Item.result)) as DealSearchResult;
}

export async function listSearches(userId: string, limit = 10): Promise<DealSearchSummary[]> {
  const page = await db.query({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': PREFIX.dealSearch },
    ProjectionExpression: 'summary, #ttl',
    ExpressionAttributeNames: { '#ttl': 'ttl' },
    ScanIndexForward: false,
    Limit: limit,
  });
  const now = epochSeconds();
  return (page.Items ?? [])
    .filter((item) => Number(item.ttl) > now)
    .map((item) => item.summary as DealSearchSummary);
}
