import { db, tableName } from '../commons/db.ts';
import {
  borrowerSchema,
  type BorrowerInput,
  type BorrowerProfileResponse,
} from '../../shared/api/qualify.ts';
import { keys } from '../commons/keys.ts';

/**
 * The member's borrower profile for ¿Califico? (FICO, borrower type, experience, entity,
 * reserves), remembered so the form opens filled. Item: pk USER#<id>, sk BORROWER_PROFILE.
 */

export async function getBorrowerProfile(
  userId: string,
): Promise<BorrowerProfileResponse['profile']> {
  const result = await db.get({ TableName: tableName, Key: keys.borrowerProfile(userId) });
  if (!result.Item) return null;
  const profile = borrowerSchema.parse(JSON.parse(String(result.Item.profileJson)));
  return { ...profile, updatedAt: String(result.Item.updatedAt) };
}

export async function saveBorrowerProfile(
  userId: string,
  profile: BorrowerInput,
  now: Date = new Date(),
): Promise<NonNullable<BorrowerProfileResponse['profile']>> {
  const updatedAt = now.toISOString();
  await db.put({
    TableName: tableName,
    Item: { ...keys.borrowerProfile(userId), profileJson: JSON.stringify(profile), updatedAt },
  });
  return { ...profile, updatedAt };
}
