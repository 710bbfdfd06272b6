import type { ProfileItem } from '../commons/access.ts';
import { db, queryAll, tableName } from '../commons/db.ts';
import { keys } from '../commons/keys.ts';

/** Every item of one partition (optionally under a sort-key prefix), page by page. */
export async function forEachItem(
  where: { pk: string; prefix?: string },
  visit: (item: Record<string, unknown>) => void,
): Promise<void> {
  (await queryAll(where)).forEach(visit);
}

/** A user's profile (for emails sent outside a request: ops scripts), or undefined. */
export async function profileOf(userId: string): Promise<ProfileItem | undefined> {
  const { Item } = await db.get({
    TableName: tableName,
    Key: keys.profile(userId),
  });
  return Item as ProfileItem | undefined;
}
