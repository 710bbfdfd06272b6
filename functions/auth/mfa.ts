import { type ProfileItem, readProfile } from './profile.ts';
import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { mfaCookieName, sha256, type Caller } from '../commons/access.ts';
import { batchDeleteKeys, db, epochSeconds, tableName } from '../commons/db.ts';
import { writeTransaction } from '../commons/transactions.ts';
import { badRequest, conflict, forbidden, unauthorized } from '../commons/errors.ts';
import { securityEvent } from '../commons/security-log.ts';
import { cookie, markSecondFactor } from '../commons/sessions.ts';
import { verifyCurrentPassword } from './credentials.ts';
import { deliver, mfaChangedEmail } from './emails.ts';
import { MFA_LOGIN_ATTEMPTS } from './limits.ts';
import { guardSecondFactor } from './mfa-guard.ts';
import { openSecret, recoveryCodeHash, sealSecret } from './mfa-key.ts';
import { AUTH_LIMITS, AUTH_MESSAGES, isTotpCode } from '../../shared/api/auth.ts';
import { keys } from '../commons/keys.ts';

/**
 * The TOTP second factor (RFC 6238 through `otpauth`: SHA-1, 6 digits, 30 s, one step either side)
 * with single-use recovery codes. On the profile item:
 *  - mfaPendingSecret / mfaPendingAt: a secret shown by setup, not yet confirmed with a code;
 *  - mfaSecret / mfaEnabledAt: the confirmed secret (sealed: mfa-key.ts), never returned again;
 *  - mfaRecoveryCodes: a string set of keyed hashes, each deleted when used;
 *  - mfaLastStep: the last TOTP time step accepted, so a code works once (ASVS 5.0 6.5.1).
 */
const TOTP_SETTINGS = { algorithm: 'SHA1', digits: 6, period: 30, window: 1 } as const;
const MFA_ISSUER = 'Inversor Listo';
/** A setup left unconfirmed this long must be started again. */
const MFA_SETUP_TTL_SECONDS = 15 * 60;
/**
 * Turning MFA on asks for the current password unless the session signed in this recently: a
 * stolen older session cannot enrol the thief's authenticator and lock the owner out.
 */
const FRESH_SIGN_IN_SECONDS = 5 * 60;
/** The second step of a login must come within this time, with the pending cookie. */
const MFA_LOGIN_TTL_SECONDS = 5 * 60;

const RECOVERY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function totpFor(secret: string, label: string): TOTP {
  return new TOTP({
    issuer: MFA_ISSUER,
    label,
    algorithm: TOTP_SETTINGS.algorithm,
    digits: TOTP_SETTINGS.digits,
    period: TOTP_SETTINGS.period,
    secret: Secret.fromBase32(secret),
  });
}

/** The time step a code belongs to, or undefined when it matches none within ±1 step. */
function matchingStep(secret: string, code: string, now: Date): number | undefined {
  const totp = totpFor(secret, '');
  const delta = totp.validate({
    token: code,
    timestamp: now.getTime(),
    window: TOTP_SETTINGS.window,
  });
  if (delta === null) return undefined;
  return totp.counter({ timestamp: now.getTime() }) + delta;
}

/** POST /api/auth/mfa/setup: a new secret to scan; it counts only once a code confirms it. */
export async function startMfaSetup(
  caller: Caller,
  now = new Date(),
): Promise<{ secret: string; otpauthUrl: string }> {
  if (caller.profile.mfaSecret) throw conflict(AUTH_MESSAGES.mfaAlreadyEnabled);
  const secret = new Secret({ size: 20 }).base32; // 160 bits, as RFC 4226 recommends
  try {
    await db.update({
      TableName: tableName,
      Key: keys.profile(caller.userId),
      UpdateExpression: 'SET mfaPendingSecret = :sealed, mfaPendingAt = :at',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(mfaSecret)',
      ExpressionAttributeValues: {
        ':sealed': await sealSecret(caller.userId, secret),
        ':at': now.toISOString(),
      },
    });
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') {
      throw conflict(AUTH_MESSAGES.mfaAlreadyEnabled);
    }
    throw error;
  }
  return { secret, otpauthUrl: totpFor(secret, caller.profile.email).toString() };
}

/**
 * Ten fresh recovery codes: 24 base32 characters, 120 bits each, shown as six groups of four.
 * Over 112 bits, so a keyed SHA-256 (HMAC) is an acceptable way to store them (ASVS 5.0 6.5.2).
 */
function newRecoveryCodes(): string[] {
  return Array.from({ length: AUTH_LIMITS.recoveryCodeCount }, () => {
    const bytes = randomBytes(AUTH_LIMITS.recoveryCodeLength);
    // 256 is a multiple of 32: every letter equally likely.
    return Array.from(bytes, (b) => RECOVERY_ALPHABET[b % 32]).join('');
  });
}

function formatRecoveryCode(code: string): string {
  return code.match(/.{1,4}/g)!.join('-');
}

/**
 * POST /api/auth/mfa/enable: a code from the app confirms the pending secret; the answer holds
 * the recovery codes, shown once. Needs the current password unless the session is fresh.
 */
export async function enableMfa(
  caller: Caller,
  input: { code: string; currentPassword?: string },
  clientKey: string,
  now = new Date(),
): Promise<string[]> {
  const { profile } = caller;
  if (profile.mfaSecret) throw conflict(AUTH_MESSAGES.mfaAlreadyEnabled);
  const pending = profile.mfaPendingSecret;
  const pendingAt = Date.parse(String(profile.mfaPendingAt ?? ''));
  if (typeof pending !== 'string' || !(now.getTime() - pendingAt < MFA_SETUP_TTL_SECONDS * 1000)) {
    throw badRequest(AUTH_MESSAGES.mfaSetupMissing);
  }
  if (input.currentPassword !== undefined) {
    await verifyCurrentPassword(profile, input.currentPassword, clientKey);
  } else if (
    !(now.getTime() - Date.parse(caller.session.createdAt) < FRESH_SIGN_IN_SECONDS * 1000)
  ) {
    throw forbidden(AUTH_MESSAGES.reauthRequired);
  }
  const step = isTotpCode(input.code)
    ? matchingStep(await openSecret(caller.userId, pending), input.code, now)
    : undefined;
  if (step === undefined) {
    securityEvent('mfa.failed', { userId: caller.userId, reason: 'enrolment code' });
    throw badRequest(AUTH_MESSAGES.mfaCodeInvalid);
  }
  const codes = newRecoveryCodes();
  const hashes = await Promise.all(codes.map((code) => recoveryCodeHash(caller.userId, code)));
  try {
    await db.update({
      TableName: tableName,
      Key: keys.profile(caller.userId),
      UpdateExpression:
        'SET mfaSecret = :sealed, mfaEnabledAt = :at, mfaRecoveryCodes = :codes, mfaLastStep = :step REMOVE mfaPendingSecret, mfaPendingAt',
      ConditionExpression: 'mfaPendingSecret = :sealed AND attribute_not_exists(mfaSecret)',
      ExpressionAttributeValues: {
        ':sealed': pending,
        ':at': now.toISOString(),
        ':codes': new Set(hashes),
        ':step': step,
      },
    });
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') {
      throw conflict(AUTH_MESSAGES.accountChanged);
    }
    throw error;
  }
  // The session that turned it on has just passed it (roles behind a second factor accept it).
  await markSecondFactor(caller.sessionHash, now);
  securityEvent('mfa.enabled', { userId: caller.userId });
  await deliver(mfaChangedEmail(profile.email, profile.firstName, true), 'mfa-on', caller.userId);
  return codes.map(formatRecoveryCode);
}

/**
 * Check a second-factor code for a profile with MFA on, and use it up: a TOTP only for a time step
 * later than the last one accepted, a recovery code only while it is in the set (both conditional
 * writes, so two requests with the same code cannot both pass).
 */
async function useSecondFactor(
  profile: ProfileItem,
  code: string,
  now = new Date(),
): Promise<'totp' | 'recovery' | undefined> {
  const sealed = profile.mfaSecret;
  if (typeof sealed !== 'string') return undefined;
  try {
    if (isTotpCode(code)) {
      const step = matchingStep(await openSecret(profile.userId, sealed), code, now);
      if (step === undefined) return undefined;
      await db.update({
        TableName: tableName,
        Key: keys.profile(profile.userId),
        UpdateExpression: 'SET mfaLastStep = :step',
        ConditionExpression:
          'mfaSecret = :sealed AND (attribute_not_exists(mfaLastStep) OR mfaLastStep < :step)',
        ExpressionAttributeValues: { ':step': step, ':sealed': sealed },
      });
      return 'totp';
    }
    const hash = await recoveryCodeHash(profile.userId, code);
    await db.update({
      TableName: tableName,
      Key: keys.profile(profile.userId),
      UpdateExpression: 'DELETE mfaRecoveryCodes :used',
      ConditionExpression: 'mfaSecret = :sealed AND contains(mfaRecoveryCodes, :hash)',
      ExpressionAttributeValues: { ':used': new Set([hash]), ':hash': hash, ':sealed': sealed },
    });
    securityEvent('mfa.recovery-code-used', { userId: profile.userId });
    return 'recovery';
  } catch (error) {
    // Already used (a replayed code), or the factor changed meanwhile.
    if ((error as Error).name === 'ConditionalCheckFailedException') return undefined;
    throw error;
  }
}

/**
 * Every step that takes the account's code goes through here: the code counts toward the account's
 * limit (functions/auth/mfa-guard.ts: 429 while locked) and is used up when right. `reason` names
 * the step in the security log. Returns the kind of code used, or undefined when it is wrong.
 */
function checkSecondFactor(
  profile: ProfileItem,
  code: string,
  clientKey: string,
  reason: string,
  now = new Date(),
): Promise<'totp' | 'recovery' | undefined> {
  return guardSecondFactor(
    profile,
    clientKey,
    reason,
    () => useSecondFactor(profile, code, now),
    now,
  );
}

/**
 * Re-authentication with MFA on (a new email, a new password, account deletion, turning MFA off):
 * the code as well as the password. 400 without a code, 403 for a wrong one, 429 while locked.
 */
export async function requireSecondFactor(
  profile: ProfileItem,
  code: string | undefined,
  clientKey: string,
  reason: string,
  missing: string = AUTH_MESSAGES.mfaCodeRequired,
): Promise<void> {
  if (typeof profile.mfaSecret !== 'string') return;
  if (!code) throw badRequest(missing);
  if (!(await checkSecondFactor(profile, code, clientKey, reason))) {
    throw forbidden(AUTH_MESSAGES.mfaCodeInvalid);
  }
}

/** POST /api/auth/mfa/disable: the current password and a code (or a recovery code). */
export async function disableMfa(
  caller: Caller,
  input: { currentPassword: string; code: string },
  clientKey: string,
): Promise<void> {
  const { profile } = caller;
  if (!profile.mfaSecret) throw badRequest(AUTH_MESSAGES.mfaNotEnabled);
  await verifyCurrentPassword(profile, input.currentPassword, clientKey);
  await requireSecondFactor(profile, input.code, clientKey, 'disable code');
  await db.update({
    TableName: tableName,
    Key: keys.profile(caller.userId),
    UpdateExpression:
      'REMOVE mfaSecret, mfaEnabledAt, mfaRecoveryCodes, mfaLastStep, mfaPendingSecret, mfaPendingAt',
  });
  securityEvent('mfa.disabled', { userId: caller.userId });
  await deliver(mfaChangedEmail(profile.email, profile.firstName, false), 'mfa-off', caller.userId);
}

// ---------------------------------------------------------------------------------------------
// The second step of a login: the password was right and MFA is on. No session yet; a pending
// login (MFA_LOGIN#<sha256 of a random token>, the token in a 5-minute HttpOnly cookie) allows
// MFA_LOGIN_ATTEMPTS codes, then is void. Used once.

/** A pending login for a profile whose password was just verified; returns its Set-Cookie. */
export async function startMfaLogin(profile: ProfileItem, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const ttl = epochSeconds(now) + MFA_LOGIN_TTL_SECONDS;
  await writeTransaction([
    {
      Put: {
        TableName: tableName,
        Item: {
          ...keys.mfaLogin(sha256(token)),
          userId: profile.userId,
          // The password this login proved: a reset before the code comes makes the login void.
          passwordChangedAt: profile.passwordChangedAt ?? 0,
          attempts: 0,
          createdAt: now.toISOString(),
          ttl,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    // Its index in the member's partition: deleting the account deletes the pending login too.
    {
      Put: {
        TableName: tableName,
        Item: { ...keys.mfaLoginIndex(profile.userId, sha256(token)), ttl },
      },
    },
  ]);
  return cookie(mfaCookieName(), token, MFA_LOGIN_TTL_SECONDS, 'Strict');
}

/** A pending login is over (used, or out of tries): it and its index go. */
async function endMfaLogin(userId: string, hash: string): Promise<void> {
  await batchDeleteKeys([keys.mfaLogin(hash), keys.mfaLoginIndex(userId, hash)]);
}

export function clearedMfaCookie(): string {
  return cookie(mfaCookieName(), '', 0, 'Strict');
}

/**
 * POST /api/auth/login/mfa: the pending login's cookie and a code. Each try is counted before the
 * code is checked (conditional: at most MFA_LOGIN_ATTEMPTS), then the pending login is deleted on
 * success (conditional: once). Returns the profile to open a session for.
 */
export async function completeMfaLogin(
  token: string | undefined,
  code: string,
  clientKey: string,
  now = new Date(),
): Promise<ProfileItem> {
  if (!token || token.length > AUTH_LIMITS.tokenMax) {
    throw unauthorized(AUTH_MESSAGES.mfaLoginExpired);
  }
  const key = keys.mfaLogin(sha256(token));
  let userId: string;
  let provedPassword: number;
  try {
    const counted = await db.update({
      TableName: tableName,
      Key: key,
      UpdateExpression: 'ADD attempts :one',
      ConditionExpression: 'attribute_exists(pk) AND #ttl > :now AND attempts < :max',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: {
        ':one': 1,
        ':now': epochSeconds(now),
        ':max': MFA_LOGIN_ATTEMPTS,
      },
      ReturnValues: 'ALL_NEW',
    });
    userId = String(counted.Attributes?.userId);
    provedPassword = Number(counted.Attributes?.passwordChangedAt ?? 0);
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    const left = await db.get({ TableName: tableName, Key: key, ConsistentRead: true });
    if (left.Item && Number(left.Item.attempts) >= MFA_LOGIN_ATTEMPTS) {
      await endMfaLogin(String(left.Item.userId), sha256(token));
      securityEvent('login.refused', {
        userId: String(left.Item.userId),
        client: clientKey,
        reason: 'mfa attempts',
      });
      throw unauthorized(AUTH_MESSAGES.mfaTooManyAttempts);
    }
    throw unauthorized(AUTH_MESSAGES.mfaLoginExpired);
  }
  const profile = await readProfile(userId, { consistent: true });
  if (!profile?.mfaSecret || (profile.passwordChangedAt ?? 0) !== provedPassword) {
    throw unauthorized(AUTH_MESSAGES.mfaLoginExpired);
  }
  const used = await checkSecondFactor(profile, code, clientKey, 'login code', now);
  if (!used) throw unauthorized(AUTH_MESSAGES.mfaCodeInvalid);
  try {
    await db.delete({
      TableName: tableName,
      Key: key,
      ConditionExpression: 'attribute_exists(pk)',
    });
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') {
      throw unauthorized(AUTH_MESSAGES.mfaLoginExpired);
    }
    throw error;
  }
  await db.delete({ TableName: tableName, Key: keys.mfaLoginIndex(userId, sha256(token)) });
  securityEvent('mfa.succeeded', { userId, client: clientKey, reason: used });
  return profile;
}
