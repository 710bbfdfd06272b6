import { type ProfileItem, readProfile } from '../auth/profile.ts';
import { db, tableName } from '../commons/db.ts';
import { logger } from '../commons/logger.ts';
import { writeTransaction } from '../commons/transactions.ts';
import { keys, PARTITION } from '../commons/keys.ts';
import type { Specialist } from '../../shared/api/elite.ts';

/**
 * The staff role (docs/product.md "Plans and access"): set and removed only by ops with
 * scripts/staff.ts, never through the API. Items: the profile's `role: 'staff'`, and a marker
 * `STAFF` / `<userId>` per staff member so the list is a query, not a scan. The marker also holds
 * how members read the staff member's name (`displayName`, `title`), set by ops: the specialist of
 * a 1:1 session, the consultant who signs a portfolio analysis.
 */

/** The title a staff member signs with until ops set one. */
const DEFAULT_STAFF_TITLE = 'Especialista en inversión inmobiliaria, Inversor Listo';

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

/**
 * How members read a staff member's name: the display name and title ops set, else the profile's
 * first and last name and the default title.
 */
export async function staffIdentity(
  profile: Pick<ProfileItem, 'userId' | 'firstName' | 'lastName'>,
): Promise<Specialist> {
  const { Item } = await db.get({ TableName: tableName, Key: keys.staff(profile.userId) });
  const displayName = typeof Item?.displayName === 'string' ? Item.displayName : '';
  const title = typeof Item?.title === 'string' ? Item.title : '';
  return {
    name: displayName || `${profile.firstName} ${profile.lastName}`.trim(),
    title: title || DEFAULT_STAFF_TITLE,
  };
}

/** Ops: the name and title members read for a staff member (the account must be staff). */
export async function setStaffIdentity(
  email: string,
  displayName: string,
  title: string | undefined,
): Promise<string> {
  const name = displayName.trim();
  if (name.length < 3 || name.length > 80)
    throw new Error('The display name takes 3 to 80 characters');
  if (title !== undefined && (title.trim().length < 3 || title.trim().length > 120)) {
    throw new Error('The title takes 3 to 120 characters');
  }
  const userId = await userIdOf(email);
  try {
    await db.update({
      TableName: tableName,
      Key: keys.staff(userId),
      UpdateExpression:
        title === undefined ? 'SET displayName = :name' : 'SET displayName = :name, title = :title',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: {
        ':name': name,
        ...(title === undefined ? {} : { ':title': title.trim() }),
      },
    });
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') {
      throw new UnknownAccount(`${email} is not staff: grant the role first`);
    }
    throw error;
  }
  return userId;
}

/** Everyone with the staff role: user id, email, name and since when. */
export async function listStaff(): Promise<
  { userId: string; email: string; name: string; grantedAt: string; signsAs: string }[]
> {
  const page = await db.query({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': PARTITION.staff },
  });
  const staff = [];
  for (const item of page.Items ?? []) {
    const profile = await readProfile(String(item.sk));
    if (!profile || profile.role !== 'staff') continue;
    staff.push({
      userId: profile.userId,
      email: profile.email,
      name: `${profile.firstName} ${profile.lastName}`,
      grantedAt: String(item.grantedAt),
      signsAs: `${typeof item.displayName === 'string' ? item.displayName : `${profile.firstName} ${profile.lastName}`}, ${typeof item.title === 'string' ? item.title : DEFAULT_STAFF_TITLE}`,
    });
  }
  return staff;
}
