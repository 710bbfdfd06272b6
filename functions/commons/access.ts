import { db, epochSeconds, tableName } from './db.ts';
import { forbidden, unauthorized } from './errors.ts';
import { securityEvent } from './security-log.ts';
import {
  sessionCookieName,
  sessionPublicId,
  sessionRefusal,
  sha256,
  touchSession,
  type SessionItem,
} from './sessions.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { accessAllows, type Access, type PlanId, type Role } from '../../shared/plans.ts';
import { keys } from './keys.ts';

/** The stored user profile item (pk USER#<id>, sk PROFILE): what access checks read. */
export interface ProfileItem {
  pk: string;
  sk: 'PROFILE';
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  passwordHash: string;
  /**
   * When the password last changed (reset or change; epoch ms); absent until the first change.
   * Every session created before it is refused (access.ts loadCaller).
   */
  passwordChangedAt?: number;
  plan: PlanId;
  subscriptionStatus: string;
  createdAt: string;
  /** Set only by ops (scripts/staff.ts): staff see the review queue at /equipo. */
  role?: Role;
  [extra: string]: unknown;
}

export interface Caller {
  userId: string;
  profile: ProfileItem;
  sessionHash: string;
  session: SessionItem;
}

// The cookie names and the token hash belong to sessions (sessions.ts); many callers import them
// from here, with the caller they load.
export { mfaCookieName, sessionCookieName, sha256 } from './sessions.ts';

/**
 * The signed-in caller from the session cookie, or undefined for a visitor. A session that is
 * expired, idle for 7 days, or older than the last password change opens nothing (and is logged:
 * someone held a cookie that no longer works). A live one has its lastSeenAt refreshed, at most
 * every 15 minutes.
 */
export async function loadCaller(cookies: Record<string, string>): Promise<Caller | undefined> {
  const token = cookies[sessionCookieName()];
  if (!token || token.length > 128) return undefined;
  const sessionHash = sha256(token);
  const found = await db.get({
    TableName: tableName,
    Key: keys.session(sessionHash),
  });
  const session = found.Item as (SessionItem & { pk: string }) | undefined;
  if (!session || typeof session.userId !== 'string') return undefined;
  if (Number(session.ttl) <= epochSeconds()) return undefined; // expired: TTL deletes it soon
  const profile = await db.get({
    TableName: tableName,
    Key: keys.profile(session.userId),
  });
  if (!profile.Item) return undefined;
  const item = profile.Item as ProfileItem;
  const refusal = sessionRefusal(session, item);
  if (refusal) {
    securityEvent('session.rejected', {
      userId: session.userId,
      sessionId: sessionPublicId(sessionHash),
      reason: refusal,
    });
    return undefined;
  }
  await touchSession(sessionHash, session);
  return { userId: session.userId, profile: item, sessionHash, session };
}

/** Enforce a route's access level; returns the caller (undefined only for public routes). */
export async function authorize(
  access: Access,
  cookies: Record<string, string>,
): Promise<Caller | undefined> {
  const caller = await loadCaller(cookies);
  if (access === 'public') return caller;
  if (!caller) throw unauthorized();
  if (!accessAllows(caller.profile, access)) {
    securityEvent('access.denied', { userId: caller.userId, reason: `needs ${access}` });
    throw forbidden(
      access === 'staff'
        ? MESSAGES.forbiddenStaff
        : access === 'elite'
          ? MESSAGES.forbiddenElite
          : MESSAGES.forbiddenPro,
    );
  }
  return caller;
}
