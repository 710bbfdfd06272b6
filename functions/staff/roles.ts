import type { ProfileItem } from '../commons/access.ts';
import { db, tableName } from '../commons/db.ts';
import { logger } from '../commons/logger.ts';
import { writeTransaction } from '../commons/transactions.ts';
import { keys, PARTITION } from '../commons/keys.ts';

/**
 * The staff role (docs/README.md "Plans and access"): set and removed only by ops with
 * scripts/staff.ts, never through the API. Items: the profile's `role: 'staff'`, and a marker
 * `STAFF` / `<userId>` per staff member so the list is a query, not a scan.
 */

export class UnknownAccount extends Error {
  override name = 'UnknownAccount';
}

async function userIdOf(email: string): Promise<string> {
  const { Item } = await db.get({
    TableName: tableName,
    Key: keys.email(email.trim()),
  });
  if (!Item || typeof Item.userId !== 'string') throw new UnknownAccount(`No account for ${email}`);
  return Item.userId;
}

/** Make the account with this email staff; returns its user id. */
export async function grantStaff(email: string, now = new Date()): Promise<string> {
  const userId = await userIdOf(email);
  await writeTransaction([
    {
      Update: {
        TableName: tableName,
        Key: keys.profile(userId),
        UpdateExpression: 'SET #role = :staff',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: { ':staff': 'staff' },
      },
    },
    {
      Put: { TableName: tableName, Item: { ...keys.staff(userId), grantedAt: now.toISOString() } },
    },
  ]);
  logger.info('staff role granted', { userId });
  return userId;
}

/** Take the staff role away (the console and the review routes refuse the account at once). */
export async function revokeStaff(email: string): Promise<string> {
  const userId = await userIdOf(email);
  await writeTransaction([
    {
      Update: {
        TableName: tableName,
        Key: keys.profile(userId),
        UpdateExpression: 'REMOVE #role',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#role': 'role' },
      },
    },
    { Delete: { TableName: tableName, Key: keys.staff(userId) } },
  ]);
  logger.info('staff role revoked', { userId });
  return userId;
}

/** Everyone with the staff role: user id, email, name and since when. */
export async function listStaff(): Promise<
  { userId: string; email: string; name: string; grantedAt: string }[]
> {
  const page = await db.query({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': PARTITION.staff },
  });
  const staff = [];
  for (const item of page.Items ?? []) {
    const { Item } = await db.get({ TableName: tableName, Key: keys.profile(String(item.sk)) });
    const profile = Item as ProfileItem | undefined;
    if (!profile || profile.role !== 'staff') continue;
    staff.push({
      userId: profile.userId,
      email: profile.email,
      name: `${profile.firstName} ${profile.lastName}`,
      grantedAt: String(item.grantedAt),
    });
  }
  return staff;
}
