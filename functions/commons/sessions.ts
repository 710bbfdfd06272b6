import { readPasswordChangedAt, type ProfileItem } from '../auth/profile.ts';
import { createHash, randomBytes } from 'node:crypto';
import { stringifySetCookie } from 'cookie';
import { config } from './config.ts';
import { db, epochSeconds, isUnavailableError, queryAll, tableName } from './db.ts';
import { headerSafe } from './header-safe.ts';
import { keys, userPk, PREFIX } from './keys.ts';

/** `__Host-sid` over https (production), `sid` on http://localhost (no Secure possible). */
export function sessionCookieName(): string {
  return config.SITE_URL.startsWith('https://') ? '__Host-sid' : 'sid';
}

/** The pending second-factor login's cookie (functions/auth/mfa.ts), named like the session's. */
export function mfaCookieName(): string {
  return config.SITE_URL.startsWith('https://') ? '__Host-mfa' : 'mfa';
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * The session store (docs/security.md "Sessions"): a session is 32 random bytes handed to the
 * browser in an HttpOnly cookie, after its user's id (`<userId>.<random>`, see sessionToken); the
 * table keeps only the SHA-256 of the whole token, twice in one transaction —
 * SESSION#<hash> (what access.ts loadCaller reads, with lastSeenAt) and USER#<id> / SESSION#<hash>
 * (so a member's sessions can be listed and ended). A session lives 30 days at most (absolute)
 * and ends after 7 days without a request (idle); one created before the password last changed
 * is refused whatever its age (ASVS 5.0 7.3.1, 7.3.2, 7.4.3).
 */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
export const SESSION_IDLE_SECONDS = 7 * 24 * 60 * 60;
/**
 * lastSeenAt is written at most this often per session (a conditional update, from any area's
 * function): cheap, and precise enough for a 7-day idle limit and the sessions list.
 */
const SESSION_TOUCH_SECONDS = 15 * 60;
const USER_AGENT_MAX = 256;

/** What a SESSION#<hash> item holds. */
export interface SessionItem {
  userId: string;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601; absent on sessions older than the idle timeout's introduction (createdAt then). */
  lastSeenAt?: string;
  userAgent?: string;
  /**
   * ISO 8601: when this session passed the account's second factor (it signed in with a code, or
   * turned MFA on, or changed the password with a code). Roles behind a second factor need it.
   */
  secondFactorAt?: string;
  ttl: number;
}

/**
 * Did this session pass the account's second factor as it is now? MFA must be on, and the session
 * must have passed it since it was last turned on (a factor turned off and on again elsewhere is a
 * new factor this session never saw).
 */
export function passedSecondFactor(
  profile: Pick<ProfileItem, 'mfaSecret' | 'mfaEnabledAt'>,
  session: Pick<SessionItem, 'secondFactorAt'>,
): boolean {
  if (typeof profile.mfaSecret !== 'string' || !session.secondFactorAt) return false;
  return Date.parse(session.secondFactorAt) >= Date.parse(String(profile.mfaEnabledAt ?? ''));
}

/** Record that a live session just passed the second factor (turning MFA on in it). */
export async function markSecondFactor(sessionHash: string, at: Date): Promise<void> {
  try {
    await db.update({
      TableName: tableName,
      Key: keys.session(sessionHash),
      UpdateExpression: 'SET secondFactorAt = :at',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':at': at.toISOString() },
    });
  } catch (error) {
    // The session ended meanwhile: nothing to mark.
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
}

/** Why a stored session does not open a request; undefined when it does. */
export type SessionRefusal = 'expired' | 'idle' | 'password-changed';

/**
 * A session's public id: derived one-way from its hash, so the list can name a session (and end
 * it) without handing out anything that opens it.
 */
export function sessionPublicId(sessionHash: string): string {
  return createHash('sha256').update(`session-id:${sessionHash}`).digest('base64url').slice(0, 22);
}

/**
 * A new session token: the user's id, a dot, 32 random bytes (base64url). The id is no secret
 * (the random part is what opens the session, and the hash covers both); it lets loadCaller read
 * the session and the profile in one BatchGetItem instead of two reads one after the other.
 */
function sessionToken(userId: string): string {
  return `${userId}.${randomBytes(32).toString('base64url')}`;
}

/** The user id a token names, or undefined for tokens issued before it did (32 random bytes). */
export function tokenUserId(token: string): string | undefined {
  const dot = token.lastIndexOf('.');
  return dot > 0 ? token.slice(0, dot) : undefined;
}

/** The password a login checked was changed (a reset) before its session was written. */
export class PasswordChangedMeanwhile extends Error {
  constructor() {
    super('The password changed while the session was being created');
    this.name = 'PasswordChangedMeanwhile';
  }
}

/** Is this stored session still good for a request now? */
export function sessionRefusal(
  session: SessionItem,
  profile: Pick<ProfileItem, 'passwordChangedAt'>,
  now = new Date(),
): SessionRefusal | undefined {
  if (Number(session.ttl) <= epochSeconds(now)) return 'expired';
  const lastSeen = Date.parse(session.lastSeenAt ?? session.createdAt);
  if (!(now.getTime() - lastSeen < SESSION_IDLE_SECONDS * 1000)) return 'idle';
  // A password change or reset ends every older session here, even if deleting them failed.
  const changed = profile.passwordChangedAt;
  if (typeof changed === 'number' && !(Date.parse(session.createdAt) >= changed)) {
    return 'password-changed';
  }
  return undefined;
}

/**
 * A new session for the user whose profile was just checked (the password verified). A reset
 * commits its new password, then ends every session it finds; a session written after that look
 * would outlive the reset. So once the session is written the profile is read again (consistent):
 * if the password changed since it was checked, the session is ended and PasswordChangedMeanwhile
 * thrown. Either the reset's look finds the session, or this read finds the reset. (loadCaller
 * also refuses a session older than the password, so this only keeps the table clean and the
 * answer honest.)
 */
export async function createSession(
  profile: Pick<ProfileItem, 'userId' | 'passwordChangedAt'>,
  options: { userAgent?: string; secondFactor?: boolean } = {},
  now = new Date(),
): Promise<string> {
  const { userId } = profile;
  const token = sessionToken(userId);
  const hash = sha256(token);
  const ttl = epochSeconds(now) + SESSION_TTL_SECONDS;
  const createdAt = now.toISOString();
  // Undefined when empty: DynamoDB Local (2020) refuses empty strings, and removeUndefinedValues
  // drops the attribute.
  const userAgent = headerSafe(options.userAgent ?? '').slice(0, USER_AGENT_MAX) || undefined;
  await db.transactWrite({
    TransactItems: [
      {
        Put: {
          TableName: tableName,
          Item: {
            ...keys.session(hash),
            userId,
            createdAt,
            lastSeenAt: createdAt,
            userAgent,
            ...(options.secondFactor ? { secondFactorAt: createdAt } : {}),
            ttl,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: {
          TableName: tableName,
          Item: { ...keys.sessionIndex(userId, hash), createdAt, userAgent, ttl },
        },
      },
    ],
  });
  if ((await readPasswordChangedAt(userId)) !== profile.passwordChangedAt) {
    await endSession(userId, hash);
    throw new PasswordChangedMeanwhile();
  }
  return token;
}

/**
 * Record that a session was used, at most once per SESSION_TOUCH_SECONDS (the condition makes a
 * burst of parallel requests write once). A failure is not the request's problem: the next one
 * tries again.
 */
export async function touchSession(
  sessionHash: string,
  session: SessionItem,
  now = new Date(),
): Promise<void> {
  const lastSeen = Date.parse(session.lastSeenAt ?? session.createdAt);
  if (now.getTime() - lastSeen < SESSION_TOUCH_SECONDS * 1000) return;
  const before = new Date(now.getTime() - SESSION_TOUCH_SECONDS * 1000).toISOString();
  try {
    await db.update({
      TableName: tableName,
      Key: keys.session(sessionHash),
      UpdateExpression: 'SET lastSeenAt = :now',
      ConditionExpression:
        'attribute_exists(pk) AND (attribute_not_exists(lastSeenAt) OR lastSeenAt < :before)',
      ExpressionAttributeValues: { ':now': now.toISOString(), ':before': before },
    });
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return;
    if (isUnavailableError(error)) return;
    throw error;
  }
}

/** End one session (logout, or the member ending it from the list). */
export async function endSession(userId: string, sessionHash: string): Promise<void> {
  await db.transactWrite({
    TransactItems: [
      { Delete: { TableName: tableName, Key: keys.session(sessionHash) } },
      {
        Delete: {
          TableName: tableName,
          Key: keys.sessionIndex(userId, sessionHash),
        },
      },
    ],
  });
}

/** The hashes of a user's sessions (consistent: a session made just before is included). */
async function sessionHashes(userId: string): Promise<string[]> {
  const items = await queryAll({
    pk: userPk(userId),
    prefix: PREFIX.session,
    projection: 'sk',
    consistent: true,
  });
  return items.map((item) => String(item.sk).slice(PREFIX.session.length));
}

/** Waits between BatchWriteItem retries of unprocessed deletes (ms, before jitter). */
const END_SESSIONS_BACKOFF_MS = [50, 100, 200, 400, 800, 1600] as const;

/**
 * End every session of a user but `except` (password change, reset, email change, "close the
 * others"). Deletes go in batches; what DynamoDB leaves unprocessed (throttling) is retried with
 * jittered exponential backoff, and a throttled call itself too. Should it still fail, the
 * sessions are dead anyway: each is older than the change that ended them (passwordChangedAt) or
 * the caller retries; the error reaches the caller.
 */
export async function endAllSessions(
  userId: string,
  options: { except?: string } = {},
): Promise<number> {
  const hashes = (await sessionHashes(userId)).filter((hash) => hash !== options.except);
  // 12 sessions (24 deletes) per batch, under BatchWriteItem's 25.
  for (let i = 0; i < hashes.length; i += 12) {
    const requests = hashes
      .slice(i, i + 12)
      .flatMap((hash) => [
        { DeleteRequest: { Key: keys.session(hash) } },
        { DeleteRequest: { Key: keys.sessionIndex(userId, hash) } },
      ]);
    let pending: typeof requests = requests;
    for (let attempt = 0; ; attempt++) {
      try {
        const result = await db.batchWrite({ RequestItems: { [tableName]: pending } });
        pending = (result.UnprocessedItems?.[tableName] ?? []) as typeof requests;
      } catch (error) {
        if (!isUnavailableError(error) || attempt >= END_SESSIONS_BACKOFF_MS.length) throw error;
      }
      if (pending.length === 0) break;
      if (attempt >= END_SESSIONS_BACKOFF_MS.length) {
        throw new Error('Could not end every session');
      }
      await backoff(END_SESSIONS_BACKOFF_MS[attempt]!);
    }
  }
  return hashes.length;
}

function backoff(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms / 2 + Math.random() * ms));
}

export interface ListedSession {
  id: string;
  hash: string;
  createdAt: string;
  lastSeenAt: string;
  userAgent: string;
}

/** A user's live sessions, most recently used first. */
export async function listSessions(
  profile: Pick<ProfileItem, 'userId' | 'passwordChangedAt'>,
  now = new Date(),
): Promise<ListedSession[]> {
  const hashes = await sessionHashes(profile.userId);
  const sessions: ListedSession[] = [];
  for (let i = 0; i < hashes.length; i += 100) {
    const batch = hashes.slice(i, i + 100).map((hash) => keys.session(hash));
    let pending: typeof batch | undefined = batch;
    for (let attempt = 0; pending && pending.length > 0 && attempt < 5; attempt++) {
      if (attempt > 0) await backoff(END_SESSIONS_BACKOFF_MS[attempt]!);
      const result = await db.batchGet({
        RequestItems: { [tableName]: { Keys: pending, ConsistentRead: true } },
      });
      for (const item of result.Responses?.[tableName] ?? []) {
        const session = item as SessionItem & { pk: string };
        if (session.userId !== profile.userId || sessionRefusal(session, profile, now)) continue;
        const hash = session.pk.slice(PREFIX.session.length);
        sessions.push({
          id: sessionPublicId(hash),
          hash,
          createdAt: session.createdAt,
          lastSeenAt: session.lastSeenAt ?? session.createdAt,
          userAgent: session.userAgent ?? '',
        });
      }
      pending = result.UnprocessedKeys?.[tableName]?.Keys as typeof batch | undefined;
    }
  }
  return sessions.sort((a, b) => b.lastSeenAt.localeCompare(a.lastSeenAt));
}

/** Set-Cookie for a new session: HttpOnly, SameSite=Lax, Path=/, Secure over https (__Host-). */
export function sessionCookie(token: string): string {
  return cookie(sessionCookieName(), token, SESSION_TTL_SECONDS, 'Lax');
}

/** Set-Cookie that removes the session cookie. */
export function clearedSessionCookie(): string {
  return cookie(sessionCookieName(), '', 0, 'Lax');
}

/** A cookie of ours: HttpOnly, Path=/, Secure (and so __Host- names) over https. */
export function cookie(
  name: string,
  value: string,
  maxAge: number,
  sameSite: 'Lax' | 'Strict',
): string {
  return stringifySetCookie({
    name,
    value,
    path: '/',
    httpOnly: true,
    sameSite: sameSite === 'Lax' ? 'lax' : 'strict',
    maxAge,
    secure: config.SITE_URL.startsWith('https://'),
  });
}
