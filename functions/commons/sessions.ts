import { randomBytes } from 'node:crypto';
import { sessionCookieName, sha256, type ProfileItem } from './access.ts';
import { config } from './config.ts';
import { db, epochSeconds, tableName } from './db.ts';

/**
 * The session store (DESIGN.md "Accounts and sessions"): a session is 32 random bytes handed to the
 * browser in an HttpOnly cookie; the table keeps only its SHA-256, twice in one transaction —
 * SESSION#<hash> (what access.ts loadCaller reads) and USER#<id> / SESSION#<hash> (so every
 * session of a user can be found and ended after a password reset). 30 days absolute.
 */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

/** The password a login checked was changed (a reset) before its session was written. */
export class PasswordChangedMeanwhile extends Error {
  constructor() {
    super('The password changed while the session was being created');
    this.name = 'PasswordChangedMeanwhile';
  }
}

/**
 * A new session for the user whose profile was just checked (the password verified). A reset
 * commits its new password, then ends every session it finds; a session written after that look
 * would outlive the reset. So once the session is written the profile is read again (consistent):
 * if the password changed since it was checked, the session is ended and PasswordChangedMeanwhile
 * thrown. Either the reset's look finds the session, or this read finds the reset. (A condition on
 * the profile inside the session transaction would do the same, but would make every plain update
 * of the profile, such as a billing sync, conflict with any login in flight.)
 */
export async function createSession(
  profile: Pick<ProfileItem, 'userId' | 'passwordChangedAt'>,
  now = new Date(),
): Promise<string> {
  const { userId } = profile;
  const token = randomBytes(32).toString('base64url');
  const hash = sha256(token);
  const ttl = epochSeconds(now) + SESSION_TTL_SECONDS;
  const createdAt = now.toISOString();
  await db.transactWrite({
    TransactItems: [
      {
        Put: {
          TableName: tableName,
          Item: { pk: `SESSION#${hash}`, sk: 'SESSION', userId, createdAt, ttl },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: {
          TableName: tableName,
          Item: { pk: `USER#${userId}`, sk: `SESSION#${hash}`, createdAt, ttl },
        },
      },
    ],
  });
  const current = await db.get({
    TableName: tableName,
    Key: { pk: `USER#${userId}`, sk: 'PROFILE' },
    ProjectionExpression: 'passwordChangedAt',
    ConsistentRead: true,
  });
  if (current.Item?.passwordChangedAt !== profile.passwordChangedAt) {
    await endSession(userId, hash);
    throw new PasswordChangedMeanwhile();
  }
  return token;
}

/** End one session (logout). */
export async function endSession(userId: string, sessionHash: string): Promise<void> {
  await db.transactWrite({
    TransactItems: [
      { Delete: { TableName: tableName, Key: { pk: `SESSION#${sessionHash}`, sk: 'SESSION' } } },
      {
        Delete: {
          TableName: tableName,
          Key: { pk: `USER#${userId}`, sk: `SESSION#${sessionHash}` },
        },
      },
    ],
  });
}

/** End every session of a user (password reset). */
export async function endAllSessions(userId: string): Promise<number> {
  let ended = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.query({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': 'SESSION#' },
      ProjectionExpression: 'sk',
      ConsistentRead: true, // a session made just before the reset is ended too
      ExclusiveStartKey: startKey,
    });
    const hashes = (page.Items ?? []).map((item) => String(item.sk).slice('SESSION#'.length));
    // 12 sessions (24 deletes) per batch, under BatchWriteItem's 25.
    for (let i = 0; i < hashes.length; i += 12) {
      const requests = hashes
        .slice(i, i + 12)
        .flatMap((hash) => [
          { DeleteRequest: { Key: { pk: `SESSION#${hash}`, sk: 'SESSION' } } },
          { DeleteRequest: { Key: { pk: `USER#${userId}`, sk: `SESSION#${hash}` } } },
        ]);
      let pending: typeof requests | undefined = requests;
      for (let attempt = 0; pending && pending.length > 0 && attempt < 5; attempt++) {
        const result = await db.batchWrite({ RequestItems: { [tableName]: pending } });
        pending = result.UnprocessedItems?.[tableName] as typeof requests | undefined;
      }
      if (pending && pending.length > 0) throw new Error('Could not end every session');
      ended += hashes.slice(i, i + 12).length;
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return ended;
}

/** Set-Cookie for a new session: HttpOnly, SameSite=Lax, Path=/, Secure over https (__Host-). */
export function sessionCookie(token: string): string {
  return cookie(token, SESSION_TTL_SECONDS);
}

/** Set-Cookie that removes the session cookie. */
export function clearedSessionCookie(): string {
  return cookie('', 0);
}

function cookie(value: string, maxAge: number): string {
  const secure = config.SITE_URL.startsWith('https://') ? '; Secure' : '';
  return `${sessionCookieName()}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;
}
