import type { ProfileItem } from '../auth/profile.ts';
import { db, tableName } from '../commons/db.ts';
import { notFound } from '../commons/errors.ts';
import { ConditionsFailed, writeTransaction } from '../commons/transactions.ts';
import { ELITE_MESSAGES, type InterestInput } from '../../shared/api/elite.ts';
import { getDeal, getLaunch } from './offers.ts';
import type { InterestTarget } from './offer-emails.ts';
import { keys, userPk, PREFIX } from '../commons/keys.ts';

/**
 * A member's interest in a deal or an upcoming launch:
 *   mine     pk USER#<id>                 sk INTEREST#<kind>#<itemId>   Query (buttons' state)
 *   roster   pk INTEREST#<kind>#<itemId>  sk USER#<id>                  Query (launch followers)
 * Both in one transaction; registering twice is not an error but sends nothing again.
 */

export async function registerInterest(
  profile: ProfileItem,
  input: InterestInput,
  now = new Date(),
): Promise<{ target: InterestTarget; first: boolean }> {
  let target: InterestTarget;
  if (input.kind === 'deal') {
    const deal = await getDeal(input.id, now);
    if (!deal) throw notFound(ELITE_MESSAGES.dealNotFound);
    target = { kind: 'deal', item: deal };
  } else {
    const launch = await getLaunch(input.id);
    if (!launch) throw notFound(ELITE_MESSAGES.launchNotFound);
    target = { kind: 'launch', item: launch };
  }
  const at = now.toISOString();
  try {
    await writeTransaction([
      {
        Put: {
          TableName: tableName,
          Item: {
            ...keys.interest(profile.userId, input.kind, input.id),
            kind: input.kind,
            itemId: input.id,
            at,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: {
          TableName: tableName,
          Item: {
            ...keys.interestRoster(input.kind, input.id, profile.userId),
            userId: profile.userId,
            at,
          },
        },
      },
    ]);
  } catch (error) {
    if (error instanceof ConditionsFailed) return { target, first: false };
    throw error;
  }
  return { target, first: true };
}

/** Ids of the deals and launches the member registered interest in. */
export async function interestsOf(userId: string): Promise<string[]> {
  const result = await db.query({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': PREFIX.interest },
  });
  return (result.Items ?? []).map((item) => String(item.itemId));
}
