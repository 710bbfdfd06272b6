import { randomBytes } from 'node:crypto';
import { sha256 } from '../commons/access.ts';
import { db, epochSeconds, tableName } from '../commons/db.ts';
import { badRequest } from '../commons/errors.ts';
import { logger } from '../commons/logger.ts';
import { sendMail, type Mail } from '../commons/mail.ts';
import { hashPassword } from '../commons/passwords.ts';
import { consumeRateLimit } from '../commons/rate-limit.ts';
import { endAllSessions } from '../commons/sessions.ts';
import { ConditionsFailed, writeTransaction } from '../commons/transactions.ts';
import { findProfileByEmail, profileKey } from './accounts.ts';
import { resetPasswordEmail, usernameReminderEmail } from './emails.ts';
import { EMAIL_LIMITS } from './limits.ts';
import { AUTH_MESSAGES } from '../../shared/api/auth.ts';

/** A reset link is valid this long, once (DESIGN.md). */
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
/**
 * The recovery answers take at least this long whether or not the email has an account, so the
 * time to send an email does not tell which (DESIGN.md "Enumeration").
 */
export const RECOVERY_MIN_MS = 400;

const resetKey = (hash: string) => ({ pk: `RESET#${hash}`, sk: 'RESET' });

/**
 * Run `work`, then wait out whatever is left of `ms`. Work that runs past the floor is no longer
 * hidden by it, so that is logged: a sign the floor is too short for the mail and table calls.
 */
async function atLeast<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await work();
  } finally {
    const left = ms - (Date.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
    else logger.warn('work ran past its time floor', { floorMs: ms, tookMs: ms - left });
  }
}

/** Send an account email; a mail failure is logged, never shown (nor a hint that the account exists). */
async function deliver(mail: Mail, what: string, userId: string): Promise<void> {
  try {
    await sendMail(mail);
  } catch (error) {
    logger.error('email not sent', { what, userId, error: error as Error });
  }
}

/** POST /api/auth/forgot-password: email a single-use reset link valid for one hour. */
export async function requestPasswordReset(email: string, now = new Date()): Promise<void> {
  const { limit, windowSeconds } = EMAIL_LIMITS.recovery;
  await consumeRateLimit('recovery-email', email, limit, windowSeconds);
  await atLeast(RECOVERY_MIN_MS, async () => {
    const profile = await findProfileByEmail(email);
    if (!profile) return;
    const token = randomBytes(32).toString('base64url');
    await db.put({
      TableName: tableName,
      Item: {
        ...resetKey(sha256(token)),
        userId: profile.userId,
        issuedAt: now.getTime(),
        ttl: epochSeconds(now) + RESET_TOKEN_TTL_SECONDS,
      },
    });
    await deliver(
      resetPasswordEmail(profile.email, profile.firstName, token),
      'reset',
      profile.userId,
    );
  });
}

/** POST /api/auth/forgot-username: email the username to the account's address. */
export async function sendUsernameReminder(email: string): Promise<void> {
  const { limit, windowSeconds } = EMAIL_LIMITS.recovery;
  await consumeRateLimit('recovery-email', email, limit, windowSeconds);
  await atLeast(RECOVERY_MIN_MS, async () => {
    const profile = await findProfileByEmail(email);
    if (!profile) return;
    await deliver(
      usernameReminderEmail(profile.email, profile.firstName, profile.username),
      'username',
      profile.userId,
    );
  });
}

/**
 * POST /api/auth/reset-password. One transaction consumes the token (conditional delete: it must
 * exist and be unexpired, so it works once) and sets the new hash — only if the password has not
 * been changed since the link was issued, so an older link dies with the first reset. Then every
 * session of the user ends.
 */
export async function resetPassword(token: string, newPassword: string, now = new Date()) {
  const key = resetKey(sha256(token));
  const found = await db.get({ TableName: tableName, Key: key });
  const item = found.Item;
  if (!item || typeof item.userId !== 'string' || Number(item.ttl) <= epochSeconds(now)) {
    throw badRequest(AUTH_MESSAGES.resetLinkInvalid);
  }
  const userId = item.userId;
  const passwordHash = await hashPassword(newPassword);
  try {
    await writeTransaction([
      {
        Delete: {
          TableName: tableName,
          Key: key,
          ConditionExpression: 'attribute_exists(pk) AND #ttl > :now',
          ExpressionAttributeNames: { '#ttl': 'ttl' },
          ExpressionAttributeValues: { ':now': epochSeconds(now) },
        },
      },
      {
        Update: {
          TableName: tableName,
          Key: profileKey(userId),
          UpdateExpression: 'SET passwordHash = :hash, passwordChangedAt = :changed',
          ConditionExpression:
            'attribute_exists(pk) AND (attribute_not_exists(passwordChangedAt) OR passwordChangedAt < :issued)',
          ExpressionAttributeValues: {
            ':hash': passwordHash,
            ':changed': now.getTime(),
            ':issued': Number(item.issuedAt),
          },
        },
      },
    ]);
  } catch (error) {
    if (error instanceof ConditionsFailed) throw badRequest(AUTH_MESSAGES.resetLinkInvalid);
    throw error;
  }
  await endAllSessions(userId);
}
