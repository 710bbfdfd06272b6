import type { ProfileItem } from '../commons/access.ts';
import { db, tableName } from '../commons/db.ts';
import { keys } from '../commons/keys.ts';

/** The profile of the account with this email, if any. */
export async function findProfileByEmail(email: string): Promise<ProfileItem | undefined> {
  const marker = await db.get({ TableName: tableName, Key: keys.email(email) });
  const userId = marker.Item?.userId;
  if (typeof userId !== 'string') return undefined;
  const profile = await db.get({ TableName: tableName, Key: keys.profile(userId) });
  return profile.Item as ProfileItem | undefined;
}
