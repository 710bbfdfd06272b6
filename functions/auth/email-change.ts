import { type ProfileItem, readProfile } from './profile.ts';
import { randomBytes } from 'node:crypto';
import { sha256, type Caller } from '../commons/access.ts';
import { db, epochSeconds, tableName } from '../commons/db.ts';
import { badRequest, conflict } from '../commons/errors.ts';
import { logger } from '../commons/logger.ts';
import { securityEvent } from '../commons/security-log.ts';
import { endAllSessions } from '../commons/sessions.ts';
import { ConditionsFailed, writeTransaction } from '../commons/transactions.ts';
import {
  confirmEmailChangeEmail,
  deliver,
  emailChangedEmail,
  emailChangeRequestedEmail,
} from './emails.ts';
import { deleteResetLinks } from './recovery.ts';
import { AUTH_MESSAGES } from '../../shared/api/auth.ts';
import { keys } from '../commons/keys.ts';

/**
 * A new email is confirmed from the new address before it replaces the old one (ASVS 5.0 6.4.x,
 * 7.5.1): PUT /api/auth/user (with the current password) calls requestEmailChange, which keeps
 * the new address as pending on the profile and emails a link; POST /api/auth/confirm-email swaps
 * the markers. Only the latest request's link works (pendingEmailHash), for one hour, once, and
 * not after a password change or reset since it was asked for.
 */
const EMAIL_CHANGE_TTL_SECONDS = 60 * 60;

export async function requestEmailChange(
  profile: ProfileItem,
  newEmail: string,
  clientKey: string,
  now = new Date(),
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const hash = sha256(token);
  const ttl = epochSeconds(now) + EMAIL_CHANGE_TTL_SECONDS;
  try {
    await writeTransaction([
      {
        Put: {
          TableName: tableName,
          Item: {
            ...keys.emailChange(hash),
            userId: profile.userId,
            newEmail,
            oldEmail: profile.email,
            issuedAt: now.getTime(),
            ttl,
          },
        },
      },
      {
        Update: {
          TableName: tableName,
          Key: keys.profile(profile.userId),
          UpdateExpression:
            'SET pendingEmail = :new, pendingEmailHash = :hash, pendingEmailExpires = :ttl',
          ConditionExpression: 'email = :old',
          ExpressionAttributeValues: {
            ':new': newEmail,
            ':hash': hash,
            ':ttl': ttl,
            ':old': profile.email,
          },
        },
      },
    ]);
  } catch (error) {
    if (error instanceof ConditionsFailed) throw conflict(AUTH_MESSAGES.accountChanged);
    throw error;
  }
  securityEvent('email-change.requested', {
    userId: profile.userId,
    email: newEmail,
    client: clientKey,
  });
  await deliver(
    confirmEmailChangeEmail(newEmail, profile.firstName, token),
    'email-change',
    profile.userId,
  );
  await deliver(
    emailChangeRequestedEmail(profile.email, profile.firstName, newEmail),
    'email-change-notice',
    profile.userId,
  );
}

/**
 * POST /api/auth/confirm-email: swap the email markers and the profile's email in one
 * transaction, then end every other session of the member (the one confirming, if it is theirs,
 * stays), delete outstanding reset links, and tell the old address.
 *
 * Those steps in that order, in one function (~95 lines): the swap commits before any clean-up,
 * and each clean-up's failure is logged without undoing the change the member confirmed.
 */
export async function confirmEmailChange(
  token: string,
  caller: Caller | undefined,
  now = new Date(),
): Promise<ProfileItem> {
  const hash = sha256(token);
  const found = await db.get({ TableName: tableName, Key: keys.emailChange(hash) });
  const item = found.Item;
  if (!item || typeof item.userId !== 'string' || Number(item.ttl) <= epochSeconds(now)) {
    throw badRequest(AUTH_MESSAGES.emailChangeInvalid);
  }
  const userId = item.userId;
  const oldEmail = String(item.oldEmail);
  const newEmail = String(item.newEmail);
  try {
    await writeTransaction([
      {
        Delete: {
          TableName: tableName,
          Key: keys.emailChange(hash),
          ConditionExpression: 'attribute_exists(pk) AND #ttl > :now',
          ExpressionAttributeNames: { '#ttl': 'ttl' },
          ExpressionAttributeValues: { ':now': epochSeconds(now) },
        },
      },
      {
        Update: {
          TableName: tableName,
          Key: keys.profile(userId),
          UpdateExpression:
            'SET email = :new, emailChangedAt = :changed, updatedAt = :at REMOVE pendingEmail, pendingEmailHash, pendingEmailExpires',
          ConditionExpression:
            'email = :old AND pendingEmailHash = :hash AND (attribute_not_exists(passwordChangedAt) OR passwordChangedAt < :issued)',
          ExpressionAttributeValues: {
            ':new': newEmail,
            ':old': oldEmail,
            ':hash': hash,
            ':changed': now.getTime(),
            ':at': now.toISOString(),
            ':issued': Number(item.issuedAt),
          },
        },
      },
      {
        Delete: {
          TableName: tableName,
          Key: keys.email(oldEmail),
          ConditionExpression: 'userId = :me',
          ExpressionAttributeValues: { ':me': userId },
        },
      },
      {
        Put: {
          TableName: tableName,
          Item: { ...keys.email(newEmail), userId },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    ]);
  } catch (error) {
    if (error instanceof ConditionsFailed) {
      // Someone registered the new address meanwhile: say so; anything else is a dead link.
      if (error.failed.length === 1 && error.failed[0] === 3) {
        throw conflict(AUTH_MESSAGES.emailTaken);
      }
      throw badRequest(AUTH_MESSAGES.emailChangeInvalid);
    }
    throw error;
  }
  const except = caller?.userId === userId ? caller.sessionHash : undefined;
  const cleanUp = await Promise.allSettled([
    endAllSessions(userId, { except }),
    deleteResetLinks(userId),
  ]);
  for (const result of cleanUp) {
    // The change stands: old sessions can still be ended from the list, and reset links issued
    // before it are refused by the reset itself (emailChangedAt).
    if (result.status === 'rejected') {
      logger.error('clean-up after an email change failed', {
        userId,
        error: result.reason as Error,
      });
    }
  }
  const profile = await readProfile(userId, { consistent: true });
  if (!profile) throw new Error('The profile whose email just changed is gone');
  securityEvent('email-change.confirmed', { userId, email: newEmail });
  await deliver(emailChangedEmail(oldEmail, profile.firstName, newEmail), 'email-changed', userId);
  return profile;
}
