import { type ProfileItem, asProfile, readProfile } from '../auth/profile.ts';
import { db, epochSeconds, tableName } from './db.ts';
import { forbidden, unauthorized } from './errors.ts';
import { securityEvent } from './security-log.ts';
import {
  passedSecondFactor,
  sessionCookieName,
  sessionPublicId,
  sessionRefusal,
  sha256,
  tokenUserId,
  touchSession,
  type SessionItem,
} from './sessions.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { accessAllows, isRole, needsSecondFactor, ROLES, type Access } from '../../shared/plans.ts';
import { keys } from './keys.ts';

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
  const found = await readSessionAndProfile(sessionHash, tokenUserId(token));
  if (!found) return undefined;
  const { session, profile: item } = found;
  if (Number(session.ttl) <= epochSeconds()) return undefined; // expired: TTL deletes it soon
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

/**
 * A session item and its user's profile. A token that names its user (every one issued since 24
 * Nov 2026) has both read in one BatchGetItem; what the batch leaves unprocessed (throttling) is
 * read on its own, so a throttle answers the 503 like any read. An older token (32 random bytes,
 * good until its 30 days end) has the session read first, then the profile it names.
 */
async function readSessionAndProfile(
  sessionHash: string,
  userId: string | undefined,
): Promise<{ session: SessionItem; profile: ProfileItem } | undefined> {
  const sessionKey = keys.session(sessionHash);
  if (userId === undefined) {
    const found = await db.get({ TableName: tableName, Key: sessionKey });
    const session = found.Item as SessionItem | undefined;
    if (!session || typeof session.userId !== 'string') return undefined;
    const profile = await readProfile(session.userId);
    return profile ? { session, profile } : undefined;
  }
  const profileKey = keys.profile(userId);
  const result = await db.batchGet({
    RequestItems: { [tableName]: { Keys: [sessionKey, profileKey] } },
  });
  const items = result.Responses?.[tableName] ?? [];
  for (const key of result.UnprocessedKeys?.[tableName]?.Keys ?? []) {
    const item = (await db.get({ TableName: tableName, Key: key })).Item;
    if (item) items.push(item);
  }
  const session = items.find((item) => item.pk === sessionKey.pk) as SessionItem | undefined;
  const profileItem = items.find((item) => item.pk === profileKey.pk);
  const profile = profileItem && asProfile(profileItem);
  // The hash covers the whole token, so a session found is the one this token opened; its user
  // must still be the one the token names.
  if (!session || session.userId !== userId || !profile) return undefined;
  return { session, profile };
}

/**
 * Enforce a route's access level; returns the caller (undefined only for public routes). A role
 * behind a second factor (shared/plans.ts ROLES) also needs a session that passed it.
 */
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
      isRole(access)
        ? ROLES[access].refusal
        : access === 'elite'
          ? MESSAGES.forbiddenElite
          : MESSAGES.forbiddenPro,
    );
  }
  if (needsSecondFactor(access) && !passedSecondFactor(caller.profile, caller.session)) {
    securityEvent('access.denied', { userId: caller.userId, reason: 'needs second factor' });
    throw forbidden(MESSAGES.secondFactorRequired);
  }
  return caller;
}
