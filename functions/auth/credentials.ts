import type { ProfileItem } from './profile.ts';
import { forbidden, unauthorized } from '../commons/errors.ts';
import { db, tableName } from '../commons/db.ts';
import { logger } from '../commons/logger.ts';
import { hashPassword, needsRehash, spendHashTime, verifyPassword } from '../commons/passwords.ts';
import { addToCount, readCount, windowExceeded } from '../commons/rate-limit.ts';
import { securityEvent } from '../commons/security-log.ts';
import { findProfileByEmail } from './profile.ts';
import { LOGIN_LIMITS } from './limits.ts';
import { AUTH_MESSAGES } from '../../shared/api/auth.ts';
import { keys } from '../commons/keys.ts';

const PER_CLIENT = 'login-fail';
const PER_ACCOUNT = 'login-fail-account';

/** A right password: whose it is, and its attempt being given back (await before answering). */
export interface Checked {
  profile: ProfileItem;
  attemptGivenBack: Promise<void>;
}

/**
 * Check a password for an email under the fair limits (functions/auth/limits.ts):
 *  - this client's failures for this account are counted before the check and given back when
 *    the password is right, so only failures count and they are counted atomically (a burst of
 *    parallel guesses cannot all slip under the limit); past the limit this client gets 429;
 *  - every client's failures for the account together only slow its answers, never refuse them.
 * An unknown email goes through the same steps and spends the same hashing time, so neither the
 * answer nor its time tells whether the account exists (docs/security.md "Enumeration").
 */
async function checkPassword(
  email: string,
  password: string,
  clientKey: string,
  lookup: () => Promise<ProfileItem | undefined>,
): Promise<Checked | undefined> {
  const { perClient, perAccount } = LOGIN_LIMITS;
  const clientScope = `${email}|${clientKey}`;
  // Independent: one round trip instead of three before the hash.
  const [attempt, accountFailures, profile] = await Promise.all([
    addToCount(PER_CLIENT, clientScope, perClient.windowSeconds),
    readCount(PER_ACCOUNT, email, perAccount.windowSeconds),
    lookup(),
  ]);
  if (attempt.count > perClient.limit) {
    securityEvent('login.refused', { email, client: clientKey, count: attempt.count });
    throw windowExceeded(attempt.windowEnd);
  }
  if (accountFailures >= perAccount.slowAfter) {
    securityEvent('login.slowed', { email, client: clientKey, count: accountFailures });
    await new Promise((resolve) => setTimeout(resolve, perAccount.delayMs));
  }
  let ok = false;
  if (profile) ok = await verifyPassword(password, profile.passwordHash);
  else await spendHashTime(password);
  if (ok && profile) {
    // Give the attempt back: a right password is not a failure. Under way while the caller writes
    // what the right password opens (one round trip fewer before the answer); never rejects.
    const attemptGivenBack = addToCount(PER_CLIENT, clientScope, perClient.windowSeconds, -1).then(
      () => undefined,
      (error: unknown) => logger.warn('login attempt not given back', { error: error as Error }),
    );
    return { profile, attemptGivenBack };
  }
  await addToCount(PER_ACCOUNT, email, perAccount.windowSeconds);
  return undefined;
}

/**
 * Check an email and password at login. Every failure reads "Credenciales incorrectas". A hash
 * made with an older cost is replaced on success. The caller awaits `attemptGivenBack` together
 * with the session (or pending second-factor login) it writes.
 */
export async function authenticate(
  email: string,
  password: string,
  clientKey: string,
): Promise<Checked> {
  const checked = await checkPassword(email, password, clientKey, () => findProfileByEmail(email));
  if (!checked) {
    securityEvent('login.failed', { email, client: clientKey, reason: 'bad credentials' });
    throw unauthorized(AUTH_MESSAGES.badCredentials);
  }
  if (needsRehash(checked.profile.passwordHash)) await rehash(checked.profile, password);
  return checked;
}

/**
 * Re-authentication before a sensitive change (new email, new password, turning MFA off): the
 * current password, under the same per-client limit as logins, so a stolen session cannot guess
 * it faster than a login could. 403 in Spanish when wrong.
 */
export async function verifyCurrentPassword(
  profile: ProfileItem,
  password: string,
  clientKey: string,
): Promise<void> {
  const checked = await checkPassword(profile.email, password, clientKey, async () => profile);
  if (!checked) {
    securityEvent('reauth.failed', { userId: profile.userId, client: clientKey });
    throw forbidden(AUTH_MESSAGES.currentPasswordWrong);
  }
  await checked.attemptGivenBack;
}

async function rehash(profile: ProfileItem, password: string): Promise<void> {
  try {
    await db.update({
      TableName: tableName,
      Key: keys.profile(profile.userId),
      UpdateExpression: 'SET passwordHash = :new',
      ConditionExpression: 'passwordHash = :old',
      ExpressionAttributeValues: {
        ':new': await hashPassword(password),
        ':old': profile.passwordHash,
      },
    });
  } catch (error) {
    // The login stands; the next one tries again.
    logger.warn('password rehash failed', { userId: profile.userId, error: error as Error });
  }
}
