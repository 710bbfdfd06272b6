import { unauthorized } from '../commons/errors.ts';
import type { ProfileItem } from '../commons/access.ts';
import { db, tableName } from '../commons/db.ts';
import { logger } from '../commons/logger.ts';
import { hashPassword, needsRehash, spendHashTime, verifyPassword } from '../commons/passwords.ts';
import { consumeRateLimit } from '../commons/rate-limit.ts';
import { findProfileByEmail, profileKey } from './accounts.ts';
import { EMAIL_LIMITS } from './limits.ts';
import { AUTH_MESSAGES } from '../../shared/api/auth.ts';

/**
 * Check an email and password. Every failure reads "Credenciales incorrectas" and an unknown email
 * spends the same hashing time as a wrong password (DESIGN.md "Enumeration"). A hash made with an
 * older cost is replaced on success.
 */
export async function authenticate(email: string, password: string): Promise<ProfileItem> {
  const { limit, windowSeconds } = EMAIL_LIMITS.login;
  // The count and the lookup are independent: one round trip instead of two before the hash.
  const [, profile] = await Promise.all([
    consumeRateLimit('login-email', email, limit, windowSeconds),
    findProfileByEmail(email),
  ]);
  if (!profile) {
    await spendHashTime(password);
    throw unauthorized(AUTH_MESSAGES.badCredentials);
  }
  if (!(await verifyPassword(password, profile.passwordHash))) {
    throw unauthorized(AUTH_MESSAGES.badCredentials);
  }
  if (needsRehash(profile.passwordHash)) await rehash(profile, password);
  return profile;
}

async function rehash(profile: ProfileItem, password: string): Promise<void> {
  try {
    await db.update({
      TableName: tableName,
      Key: profileKey(profile.userId),
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
