import type { ProfileItem } from './profile.ts';
import { db, epochSeconds, tableName } from '../commons/db.ts';
import { tooManyRequests } from '../commons/errors.ts';
import { keys } from '../commons/keys.ts';
import { securityEvent } from '../commons/security-log.ts';
import { tooManyRequestsMessage } from '../../shared/messages.ts';
import { deliver, mfaLockedEmail } from './emails.ts';
import { MFA_ACCOUNT_LIMITS } from './limits.ts';

/**
 * The account's count of wrong second-factor codes (functions/auth/limits.ts MFA_ACCOUNT_LIMITS),
 * one item in the member's partition (`USER#<id>` / `MFA_GUARD`, so export and deletion cover it):
 *
 *   windowStart  epoch s of the first counted code of the window
 *   count        codes counted in the window (each counted before it is checked, given back if right)
 *   lockedUntil  epoch s: until then every code is answered 429
 *   notifiedAt   epoch s: the owner was emailed in this window (once)
 *
 * Counting before checking makes a burst of parallel guesses count atomically: only `failures`
 * of them can be checked in a window, whatever the number of addresses or pending logins.
 */
interface GuardItem {
  windowStart: number;
  count: number;
  lockedUntil?: number;
  notifiedAt?: number;
}

/** How often a count is retried when another request changed the window meanwhile. */
const COUNT_TRIES = 4;

function lockedAnswer(until: number, now: number) {
  const wait = Math.max(1, until - now);
  return tooManyRequests(tooManyRequestsMessage(wait), wait);
}

async function readGuard(userId: string): Promise<GuardItem | undefined> {
  const { Item } = await db.get({
    TableName: tableName,
    Key: keys.mfaGuard(userId),
    ConsistentRead: true,
  });
  return Item as GuardItem | undefined;
}

/**
 * Count one code for the account before it is checked; 429 while the account is locked. Returns the
 * window the code was counted in and the count after it.
 */
async function countAttempt(
  userId: string,
  now: number,
): Promise<{ window: number; count: number }> {
  const { failures, windowSeconds, lockSeconds } = MFA_ACCOUNT_LIMITS;
  const ttl = now + windowSeconds + lockSeconds + 60;
  for (let attempt = 0; attempt < COUNT_TRIES; attempt++) {
    const guard = await readGuard(userId);
    if (guard?.lockedUntil !== undefined && guard.lockedUntil > now) {
      throw lockedAnswer(guard.lockedUntil, now);
    }
    const fresh = !guard || guard.windowStart + windowSeconds <= now;
    try {
      if (fresh) {
        // A new window: written only over the window that was read (or none).
        await db.put({
          TableName: tableName,
          Item: { ...keys.mfaGuard(userId), windowStart: now, count: 1, ttl },
          ConditionExpression: guard ? 'windowStart = :seen' : 'attribute_not_exists(pk)',
          ...(guard ? { ExpressionAttributeValues: { ':seen': guard.windowStart } } : {}),
        });
        return { window: now, count: 1 };
      }
      // Under the limit, or past a lock that ended (a wrong code then locks again at once).
      const { Attributes } = await db.update({
        TableName: tableName,
        Key: keys.mfaGuard(userId),
        UpdateExpression: 'ADD #count :one SET #ttl = :ttl',
        ConditionExpression:
          'windowStart = :seen AND (lockedUntil <= :now OR (attribute_not_exists(lockedUntil) AND #count < :limit))',
        ExpressionAttributeNames: { '#count': 'count', '#ttl': 'ttl' },
        ExpressionAttributeValues: {
          ':one': 1,
          ':seen': guard.windowStart,
          ':now': now,
          ':limit': failures,
          ':ttl': ttl,
        },
        ReturnValues: 'UPDATED_NEW',
      });
      return { window: guard.windowStart, count: Number(Attributes?.count) };
    } catch (error) {
      if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
      // Another code changed the window or locked it: read again.
    }
  }
  // Still refused after reading again: the limit is reached and its lock is being written.
  throw lockedAnswer(now + lockSeconds, now);
}

/** A right code is not a failure: its count is given back (within the same window). */
async function giveBack(userId: string, window: number): Promise<void> {
  try {
    await db.update({
      TableName: tableName,
      Key: keys.mfaGuard(userId),
      UpdateExpression: 'ADD #count :minus',
      ConditionExpression: 'windowStart = :window AND #count > :zero',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':minus': -1, ':window': window, ':zero': 0 },
    });
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
}

/**
 * The limit reached by a wrong code: lock the account's codes, and email the owner if nobody did
 * in this window (the update that sets notifiedAt tells whether it was already set).
 */
async function lock(
  profile: ProfileItem,
  window: number,
  client: string,
  now: Date,
): Promise<void> {
  const at = epochSeconds(now);
  const until = at + MFA_ACCOUNT_LIMITS.lockSeconds;
  let first = false;
  try {
    const { Attributes } = await db.update({
      TableName: tableName,
      Key: keys.mfaGuard(profile.userId),
      UpdateExpression: 'SET lockedUntil = :until, notifiedAt = if_not_exists(notifiedAt, :at)',
      ConditionExpression: 'windowStart = :window',
      ExpressionAttributeValues: { ':until': until, ':at': at, ':window': window },
      ReturnValues: 'UPDATED_OLD',
    });
    first = Attributes?.notifiedAt === undefined;
  } catch (error) {
    // A new window started meanwhile: this code counts there no more.
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    return;
  }
  securityEvent('mfa.locked', {
    userId: profile.userId,
    client,
    count: MFA_ACCOUNT_LIMITS.failures,
  });
  if (first) {
    await deliver(
      mfaLockedEmail(profile.email, profile.firstName, now, client),
      'mfa-locked',
      profile.userId,
    );
  }
}

/**
 * Check a second-factor code under the account's limit: `check` uses the code up when it is right.
 * 429 (with Retry-After) while the account is locked, whatever the code; a wrong code is logged
 * with `reason` and may lock the account. Returns what `check` returned (undefined: wrong code).
 */
export async function guardSecondFactor<T>(
  profile: ProfileItem,
  client: string,
  reason: string,
  check: () => Promise<T | undefined>,
  now = new Date(),
): Promise<T | undefined> {
  const counted = await countAttempt(profile.userId, epochSeconds(now));
  const used = await check();
  if (used !== undefined) {
    await giveBack(profile.userId, counted.window);
    return used;
  }
  securityEvent('mfa.failed', { userId: profile.userId, client, reason, count: counted.count });
  if (counted.count >= MFA_ACCOUNT_LIMITS.failures) {
    await lock(profile, counted.window, client, now);
  }
  return undefined;
}
