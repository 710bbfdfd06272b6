import { sha256, type Caller } from '../commons/access.ts';
import { db, tableName } from '../commons/db.ts';
import { badRequest, conflict } from '../commons/errors.ts';
import { logger } from '../commons/logger.ts';
import { hashPassword } from '../commons/passwords.ts';
import { securityEvent } from '../commons/security-log.ts';
import { createSession, endAllSessions } from '../commons/sessions.ts';
import { verifyCurrentPassword } from './credentials.ts';
import { deliver, passwordChangedEmail } from './emails.ts';
import { requireSecondFactor } from './mfa.ts';
import { requireStrongPassword } from './password-policy.ts';
import { AUTH_MESSAGES } from '../../shared/api/auth.ts';
import { keys } from '../commons/keys.ts';

/**
 * POST /api/auth/change-password (ASVS 5.0 6.2.2, 6.2.3, 7.4.3): the current password, then the
 * new one under the strength rule, then (with MFA on) a code, checked last so a refused new
 * password does not use it up. The hash and passwordChangedAt change together (conditional on
 * the hash checked), which alone ends every older session (access.ts refuses them); the caller's
 * browser gets a new session, created after the change, and the other sessions' items are deleted.
 * Returns the new session's token.
 */
export async function changePassword(
  caller: Caller,
  input: { currentPassword: string; newPassword: string; code?: string },
  clientKey: string,
  userAgent: string | undefined,
  now = new Date(),
): Promise<string> {
  const { profile } = caller;
  await verifyCurrentPassword(profile, input.currentPassword, clientKey);
  if (input.newPassword === input.currentPassword) throw badRequest(AUTH_MESSAGES.passwordSame);
  await requireStrongPassword(input.newPassword, profile);
  await requireSecondFactor(profile, input.code, clientKey, 'password change code');
  const mfaOn = typeof profile.mfaSecret === 'string';
  const changedAt = now.getTime();
  try {
    await db.update({
      TableName: tableName,
      Key: keys.profile(caller.userId),
      UpdateExpression: 'SET passwordHash = :new, passwordChangedAt = :changed',
      ConditionExpression: 'passwordHash = :old',
      ExpressionAttributeValues: {
        ':new': await hashPassword(input.newPassword),
        ':old': profile.passwordHash,
        ':changed': changedAt,
      },
    });
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') {
      throw conflict(AUTH_MESSAGES.accountChanged);
    }
    throw error;
  }
  securityEvent('password.changed', { userId: caller.userId, client: clientKey });
  // With MFA on this change took a code: the new session passed the second factor.
  const token = await createSession(
    { userId: caller.userId, passwordChangedAt: changedAt },
    { userAgent, secondFactor: mfaOn },
  );
  try {
    await endAllSessions(caller.userId, { except: sha256(token) });
  } catch (error) {
    logger.error('sessions not deleted after a password change', {
      userId: caller.userId,
      error: error as Error,
    });
  }
  await deliver(
    passwordChangedEmail(profile.email, profile.firstName, 'change'),
    'password-changed',
    caller.userId,
  );
  return token;
}
