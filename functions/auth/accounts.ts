import type { ProfileItem } from './profile.ts';
import { randomUUID } from 'node:crypto';
import type { Caller } from '../commons/access.ts';
import { db, tableName } from '../commons/db.ts';
import { badRequest, conflict } from '../commons/errors.ts';
import { hashPassword } from '../commons/passwords.ts';
import { consumeRateLimit } from '../commons/rate-limit.ts';
import { ConditionsFailed, writeTransaction } from '../commons/transactions.ts';
import { verifyCurrentPassword } from './credentials.ts';
import { requestEmailChange } from './email-change.ts';
import { EMAIL_LIMITS } from './limits.ts';
import { requireSecondFactor } from './mfa.ts';
import { requireStrongPassword } from './password-policy.ts';
import { AUTH_MESSAGES, type User } from '../../shared/api/auth.ts';
import { isRole } from '../../shared/plans.ts';
import { keys } from '../commons/keys.ts';

/**
 * Accounts in the single table (docs/data-model.md): USER#<id>/PROFILE holds the profile;
 * EMAIL#<lowercased> and USERNAME#<lowercased> are marker items written in the same transaction,
 * so an email or username can belong to one account only, whatever the timing.
 */

/**
 * What the browser sees of a profile. `secondFactorPassed`: the session asking
 * passed the second factor (functions/commons/sessions.ts passedSecondFactor).
 */
export function toUser(
  profile: ProfileItem,
  options: { secondFactorPassed?: boolean; now?: Date } = {},
): User {
  const now = options.now ?? new Date();
  const pending =
    typeof profile.pendingEmail === 'string' &&
    Number(profile.pendingEmailExpires) > Math.floor(now.getTime() / 1000)
      ? profile.pendingEmail
      : undefined;
  return {
    id: profile.userId,
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    username: profile.username,
    subscriptionPlan: profile.plan,
    subscriptionStatus: profile.subscriptionStatus,
    createdAt: profile.createdAt,
    mfaEnabled: typeof profile.mfaSecret === 'string',
    ...(pending ? { pendingEmail: pending } : {}),
    ...(isRole(profile.role) ? { role: profile.role } : {}),
    ...(options.secondFactorPassed ? { secondFactorPassed: true as const } : {}),
    ...(typeof profile.timeZone === 'string' ? { timeZone: profile.timeZone } : {}),
  };
}

export interface NewAccount {
  firstName: string;
  lastName: string;
  /** Already lowercased by the schema. */
  email: string;
  username: string;
  password: string;
}

/** Create an account on plan gratuito; 409 when the email or the username is taken. */
export async function registerUser(input: NewAccount, now = new Date()): Promise<ProfileItem> {
  const { limit, windowSeconds } = EMAIL_LIMITS.register;
  await consumeRateLimit('register-email', input.email, limit, windowSeconds);
  // Refuse a taken email or username before spending a password hash on it; the transaction
  // below is what actually guarantees uniqueness.
  await refuseTaken(input.email, input.username);
  await requireStrongPassword(input.password, input);
  const userId = randomUUID();
  const profile: ProfileItem = {
    ...keys.profile(userId),
    userId,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    username: input.username,
    passwordHash: await hashPassword(input.password),
    plan: 'gratuito',
    subscriptionStatus: 'active',
    createdAt: now.toISOString(),
  };
  try {
    await writeTransaction([
      {
        Put: {
          TableName: tableName,
          Item: profile,
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: {
          TableName: tableName,
          Item: { ...keys.email(input.email), userId },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: {
          TableName: tableName,
          Item: { ...keys.username(input.username), userId, username: input.username },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    ]);
  } catch (error) {
    if (error instanceof ConditionsFailed) {
      throw conflict(
        error.failed.includes(1) ? AUTH_MESSAGES.emailTaken : AUTH_MESSAGES.usernameTaken,
      );
    }
    throw error;
  }
  return profile;
}

async function refuseTaken(email: string, username: string): Promise<void> {
  const result = await db.batchGet({
    RequestItems: {
      [tableName]: {
        Keys: [keys.email(email), keys.username(username)],
        ProjectionExpression: 'pk',
      },
    },
  });
  const taken = new Set((result.Responses?.[tableName] ?? []).map((item) => String(item.pk)));
  if (taken.has(keys.email(email).pk)) throw conflict(AUTH_MESSAGES.emailTaken);
  if (taken.has(keys.username(username).pk)) throw conflict(AUTH_MESSAGES.usernameTaken);
}

/** GET /api/auth/check-username: is nobody using this username (in any letter case)? */
export async function isUsernameAvailable(username: string): Promise<boolean> {
  const marker = await db.get({ TableName: tableName, Key: keys.username(username) });
  return marker.Item === undefined;
}

export interface AccountChanges {
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  /** Needed when the email changes. */
  currentPassword?: string;
  /** Needed too when the email changes and MFA is on. */
  code?: string;
}

/**
 * PUT /api/auth/user: names and username change at once; a new email needs the current password
 * and, with MFA on, a code (both checked before anything is written), and is only requested here:
 * it replaces the old one once confirmed from the new address (email-change.ts). Returns the
 * profile as saved and the pending email, if one was requested.
 */
export async function updateAccount(
  caller: Caller,
  changes: AccountChanges,
  clientKey: string,
  now = new Date(),
): Promise<{ profile: ProfileItem; pendingEmail?: string }> {
  const current = caller.profile;
  const emailChanged = changes.email.toLowerCase() !== current.email.toLowerCase();
  if (emailChanged) {
    if (changes.currentPassword === undefined) {
      throw badRequest(AUTH_MESSAGES.currentPasswordRequired);
    }
    await verifyCurrentPassword(current, changes.currentPassword, clientKey);
    const taken = await db.get({ TableName: tableName, Key: keys.email(changes.email) });
    if (taken.Item) throw conflict(AUTH_MESSAGES.emailTaken);
    await requireSecondFactor(current, changes.code, clientKey, 'email change code');
  }
  const profile = await saveNamesAndUsername(current, changes, now);
  if (!emailChanged) return { profile };
  await requestEmailChange(profile, changes.email, clientKey, now);
  return { profile, pendingEmail: changes.email };
}

/**
 * Names and username in one transaction. A new username swaps its marker item (the old one is
 * deleted only if it is still ours, the new one written only if nobody has it); the profile is
 * updated only if it has not changed since it was read. 409 with the reason otherwise.
 */
async function saveNamesAndUsername(
  current: ProfileItem,
  changes: Pick<AccountChanges, 'firstName' | 'lastName' | 'username'>,
  now: Date,
): Promise<ProfileItem> {
  const userId = current.userId;
  const usernameChanged = changes.username.toLowerCase() !== current.username.toLowerCase();
  const updatedAt = now.toISOString();
  const items: Parameters<typeof writeTransaction>[0] = [
    {
      Update: {
        TableName: tableName,
        Key: keys.profile(userId),
        UpdateExpression:
          'SET firstName = :firstName, lastName = :lastName, username = :username, updatedAt = :updatedAt',
        ConditionExpression: 'email = :oldEmail AND username = :oldUsername',
        ExpressionAttributeValues: {
          ':firstName': changes.firstName,
          ':lastName': changes.lastName,
          ':username': changes.username,
          ':updatedAt': updatedAt,
          ':oldEmail': current.email,
          ':oldUsername': current.username,
        },
      },
    },
  ];
  const reasons: string[] = [AUTH_MESSAGES.accountChanged];
  if (usernameChanged) {
    items.push(
      {
        Delete: {
          TableName: tableName,
          Key: keys.username(current.username),
          ConditionExpression: 'userId = :me',
          ExpressionAttributeValues: { ':me': userId },
        },
      },
      {
        Put: {
          TableName: tableName,
          Item: { ...keys.username(changes.username), userId, username: changes.username },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    );
    reasons.push(AUTH_MESSAGES.accountChanged, AUTH_MESSAGES.usernameTaken);
  } else if (changes.username !== current.username) {
    // Same username in another letter case: the marker stays, its display form follows.
    items.push({
      Update: {
        TableName: tableName,
        Key: keys.username(current.username),
        UpdateExpression: 'SET username = :username',
        ConditionExpression: 'userId = :me',
        ExpressionAttributeValues: { ':username': changes.username, ':me': userId },
      },
    });
    reasons.push(AUTH_MESSAGES.accountChanged);
  }
  try {
    await writeTransaction(items);
  } catch (error) {
    if (error instanceof ConditionsFailed) {
      // A taken username is the more useful answer when several conditions failed.
      const messages = error.failed.map((i) => reasons[i] ?? AUTH_MESSAGES.accountChanged);
      throw conflict(messages.find((m) => m !== AUTH_MESSAGES.accountChanged) ?? messages[0]!);
    }
    throw error;
  }
  return {
    ...current,
    firstName: changes.firstName,
    lastName: changes.lastName,
    username: changes.username,
    updatedAt,
  };
}
