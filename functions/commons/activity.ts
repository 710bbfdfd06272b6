import { randomUUID } from 'node:crypto';
import { db, epochSeconds, tableName } from './db.ts';
import { keys, userPk, PREFIX } from './keys.ts';

/**
 * A user's recent activity (reports, analyses, searches) for the Pro dashboard.
 * Items: pk USER#<id>, sk ACTIVITY#<ISO time>#<id>; newest first by sort key; kept 180 days (TTL).
 */
type ActivityKind = 'report' | 'analysis' | 'search';

export interface Activity {
  kind: ActivityKind;
  /** What the user sees, in Spanish: "Reporte: 123 Main St, Houston TX". */
  title: string;
  /** Where it reopens, e.g. /calculadora-roi?analysis=<id>. */
  href?: string;
  createdAt: string;
}

const KEEP_DAYS = 180;

/**
 * The activity line as one item of a transaction: a write that records activity puts it in the
 * same transaction as what it records, so a save is never answered 5xx after the item was written
 * (nor listed in the activity without it), and costs one table call less.
 */
export function activityPut(
  userId: string,
  activity: Omit<Activity, 'createdAt'>,
  now: Date = new Date(),
): { Put: { TableName: string; Item: Record<string, unknown> } } {
  const createdAt = now.toISOString();
  return {
    Put: {
      TableName: tableName,
      Item: {
        ...keys.activity(userId, createdAt, randomUUID()),
        ...activity,
        createdAt,
        ttl: epochSeconds(now) + KEEP_DAYS * 86_400,
      },
    },
  };
}

/** Record activity on its own (a read that the dashboard lists, e.g. a market search). */
export async function recordActivity(
  userId: string,
  activity: Omit<Activity, 'createdAt'>,
  now: Date = new Date(),
): Promise<void> {
  await db.put(activityPut(userId, activity, now).Put);
}

export async function listRecentActivity(userId: string, limit = 10): Promise<Activity[]> {
  const result = await db.query({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': PREFIX.activity },
    ScanIndexForward: false,
    Limit: limit,
  });
  const now = epochSeconds();
  return (result.Items ?? [])
    .filter((item) => Number(item.ttl ?? Infinity) > now)
    .map(({ kind, title, href, createdAt }) => ({ kind, title, href, createdAt }) as Activity);
}
