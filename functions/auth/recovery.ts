import { readProfile } from './profile.ts';
import { randomBytes } from 'node:crypto';
import { sha256 } from '../commons/access.ts';
import { db, epochSeconds, tableName } from '../commons/db.ts';
import { badRequest } from '../commons/errors.ts';
import { logger } from '../commons/logger.ts';
import { hashPassword } from '../commons/passwords.ts';
import { addToCount, consumeRateLimit } from '../commons/rate-limit.ts';
import { securityEvent } from '../commons/security-log.ts';
import { endAllSessions } from '../commons/sessions.ts';
import { ConditionsFailed, writeTransaction } from '../commons/transactions.ts';
import { findProfileByEmail } from './profile.ts';
import {
  deliver,
  passwordChangedEmail,
  resetPasswordEmail,
  usernameReminderEmail,
} from './emails.ts';
import { RECOVERY_LIMITS } from './limits.ts';
import { requireStrongPassword } from './password-policy.ts';
import { AUTH_MESSAGES } from '../../shared/api/auth.ts';
import { keys, userPk, PREFIX } from '../commons/keys.ts';

/** A reset link is valid this long, once (docs/security.md). */
const RESET_TOKEN_TTL_SECONDS = 60 * 60;
/**
 * The recovery answers take at least this long whether or not the email has an account, so the
 * time to send an email does not tell which (docs/security.md "Enumeration").
 */
export const RECOVERY_MIN_MS = 400;

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

/**
 * The recovery limits (functions/auth/limits.ts): a client asking too often for one email gets
 * 429; past a couple of emails a minute to one address, the answer stays the same but nothing is
 * sent (the links sent seconds before still work). Counted alike for unknown emails.
 */
async function mayEmail(flow: 'password' | 'username', email: string, clientKey: string) {
  const { perClient, emailsPerAddress } = RECOVERY_LIMITS;
  await consumeRateLimit(
    'recovery-client',
    `${email}|${clientKey}`,
    perClient.limit,
    perClient.windowSeconds,
  );
  const { count } = await addToCount(
    `recovery-email:${flow}`,
    email,
    emailsPerAddress.windowSeconds,
  );
  return count <= emailsPerAddress.limit;
}

/** POST /api/auth/forgot-password: email a single-use reset link valid for one hour. */
export async function requestPasswordReset(
  email: string,
  clientKey: string,
  now = new Date(),
): Promise<void> {
  const send = await mayEmail('password', email, clientKey);
  await atLeast(RECOVERY_MIN_MS, async () => {
    if (!send) return;
    const profile = await findProfileByEmail(email);
    if (!profile) return;
    const token = randomBytes(32).toString('base64url');
    const hash = sha256(token);
    const ttl = epochSeconds(now) + RESET_TOKEN_TTL_SECONDS;
    await db.transactWrite({
      TransactItems: [
        {
          Put: {
            TableName: tableName,
            Item: { ...keys.reset(hash), userId: profile.userId, issuedAt: now.getTime(), ttl },
          },
        },
        { Put: { TableName: tableName, Item: { ...keys.resetIndex(profile.userId, hash), ttl } } },
      ],
    });
    securityEvent('password.reset-requested', { userId: profile.userId, client: clientKey });
    await deliver(
      resetPasswordEmail(profile.email, profile.firstName, token),
      'reset',
      profile.userId,
    );
  });
}

/** POST /api/auth/forgot-username: email the username to the account's address. */
export async function sendUsernameReminder(email: string, clientKey: string): Promise<void> {
  const send = await mayEmail('username', email, clientKey);
  await atLeast(RECOVERY_MIN_MS, async () => {
    if (!send) return;
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
 * Delete a member's outstanding reset links (after an email change: a link sent to the old
 * address must not reset the password of an account that no longer belongs to it). The reset
 * itself also refuses links issued before the change (emailChangedAt), should a delete fail.
 */
export async function deleteResetLinks(userId: string): Promise<void> {
  const found = await db.query({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': PREFIX.reset },
    ProjectionExpression: 'sk',
    ConsistentRead: true,
  });
  for (const item of found.Items ?? []) {
    const hash = String(item.sk).slice(PREFIX.reset.length);
    await db.transactWrite({
      TransactItems: [
        { Delete: { TableName: tableName, Key: keys.reset(hash) } },
        { Delete: { TableName: tableName, Key: keys.resetIndex(userId, hash) } },
      ],
    });
  }
}

/**
 * POST /api/auth/reset-password. One transaction consumes the token (conditional delete: it must
 * exist and be unexpired, so it works once) and sets the new hash — only if the password has not
 * been changed, nor the email, since the link was issued, so an older link dies with the first
 * reset and a link sent to an old address dies with the change. Then every session of the user
 * ends (retried with backoff; any that survives a failure is refused anyway, being older than
 * passwordChangedAt), and the member is told by email.
 */
export async function resetPassword(
  token: string,
  newPassword: string,
  now = new Date(),
): Promise<void> {
  const hash = sha256(token);
  const key = keys.reset(hash);
  const found = await db.get({ TableName: tableName, Key: key });
  const item = found.Item;
  if (!item || typeof item.userId !== 'string' || Number(item.ttl) <= epochSeconds(now)) {
    throw badRequest(AUTH_MESSAGES.resetLinkInvalid);
  }
  const userId = item.userId;
  const profile = await readProfile(userId);
  if (!profile) throw badRequest(AUTH_MESSAGES.resetLinkInvalid);
  await requireStrongPassword(newPassword, profile);
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
      { Delete: { TableName: tableName, Key: keys.resetIndex(userId, hash) } },
      {
        Update: {
          TableName: tableName,
          Key: keys.profile(userId),
          UpdateExpression: 'SET passwordHash = :hash, passwordChangedAt = :changed',
          ConditionExpression:
            'attribute_exists(pk) AND (attribute_not_exists(passwordChangedAt) OR passwordChangedAt < :issued) AND (attribute_not_exists(emailChangedAt) OR emailChangedAt < :issued)',
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
  securityEvent('password.reset', { userId });
  try {
    await endAllSessions(userId);
  } catch (error) {
    // The reset stands and the old sessions are refused anyway (older than passwordChangedAt);
    // their items go with their TTL.
    logger.error('sessions not deleted after a reset', { userId, error: error as Error });
  }
  await deliver(
    passwordChangedEmail(profile.email, profile.firstName, 'reset'),
    'reset-done',
    userId,
  );
}
