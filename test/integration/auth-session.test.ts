import { describe, expect, it } from 'vitest';
import { handler as login } from '../../functions/auth/handlers/login.ts';
import { handler as logout } from '../../functions/auth/handlers/logout.ts';
import { handler as getUser } from '../../functions/auth/handlers/get-user.ts';
import { handler as listSessions } from '../../functions/auth/handlers/list-sessions.ts';
import { handler as endSessionById } from '../../functions/auth/handlers/end-session.ts';
import { handler as endOtherSessions } from '../../functions/auth/handlers/end-other-sessions.ts';
import { SESSION_IDLE_SECONDS } from '../../functions/commons/sessions.ts';
import { sha256 } from '../../functions/commons/access.ts';
import { db, epochSeconds, tableName } from '../../functions/commons/db.ts';
import { AUTH_MESSAGES, type LoginDone, type SessionsResponse } from '../../shared/api/auth.ts';
import { tooManyRequestsMessage } from '../../shared/messages.ts';
import { LOGIN_LIMITS } from '../../functions/auth/limits.ts';
import { SCRYPT_PARAMS } from '../../functions/commons/passwords.ts';
import { apiEvent, jsonBody } from '../support/events.ts';
import { captureLogs } from '../support/logs.ts';
import { scanTable } from '../support/table.ts';
import { createUser, randomIp, signIn, signedInUser, type TestAccount } from '../support/users.ts';
import { TEST_SITE_URL } from '../setup/ports.ts';

const loginEvent = (body: unknown, sourceIp = randomIp(), headers: Record<string, string> = {}) =>
  apiEvent({ method: 'POST', path: '/api/auth/login', body, sourceIp, headers });
const me = (cookie?: string) =>
  getUser(apiEvent({ path: '/api/auth/user', cookies: cookie ? [cookie] : undefined }));

describe('POST /api/auth/login and the session cookie', () => {
  it('signs in with an HttpOnly cookie, stores only the token hash, and carries no token', async () => {
    const account = await createUser();
    const result = await login(
      loginEvent({ email: `  ${account.email.toUpperCase()} `, password: account.password }),
    );
    expect(result.statusCode).toBe(200);
    const body = jsonBody<LoginDone>(result);
    expect(body.message).toBe(AUTH_MESSAGES.loggedIn);
    expect(body).not.toHaveProperty('token');
    expect(body.user).toMatchObject({
      email: account.email,
      username: account.username,
      firstName: 'Ana',
      lastName: 'Pérez',
      subscriptionPlan: 'gratuito',
      subscriptionStatus: 'active',
    });
    expect(body.user).not.toHaveProperty('passwordHash');

    const setCookie = result.cookies?.[0] ?? '';
    // http://localhost: `sid`, no Secure (docs/security.md); https gets __Host-sid with Secure.
    expect(TEST_SITE_URL.startsWith('http://')).toBe(true);
    // The user's id, a dot and 32 random bytes: the id lets one BatchGetItem read the session
    // and the profile together; the random part opens the session.
    expect(setCookie).toMatch(new RegExp(`^sid=${body.user.id}\\.[A-Za-z0-9_-]{43}; `));
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).toContain(`Max-Age=${30 * 24 * 3600}`);
    expect(setCookie).not.toContain('Secure');

    const token = setCookie.slice('sid='.length, setCookie.indexOf(';'));
    const items = await scanTable();
    expect(JSON.stringify(items)).not.toContain(token);
    const session = items.find((i) => i.pk === `SESSION#${sha256(token)}`);
    expect(session?.userId).toBe(body.user.id);
    const ttl = Number(session?.ttl);
    expect(ttl - epochSeconds()).toBeGreaterThan(30 * 24 * 3600 - 60);
    expect(
      items.some((i) => i.pk === `USER#${body.user.id}` && i.sk === `SESSION#${sha256(token)}`),
    ).toBe(true);

    const current = await me(`sid=${token}`);
    expect(current.statusCode).toBe(200);
    expect(jsonBody(current)).toEqual(body.user);
  });

  it('answers "Credenciales incorrectas" alike for a wrong password and an unknown email', async () => {
    // That both take the same time is measured in security.test.ts.
    const account = await createUser();
    const wrong = await login(loginEvent({ email: account.email, password: 'otra-clave-123' }));
    const unknown = await login(
      loginEvent({ email: `nadie.${Date.now()}@example.com`, password: 'otra-clave-123' }),
    );
    for (const result of [wrong, unknown]) {
      expect(result.statusCode).toBe(401);
      expect(jsonBody(result)).toEqual({ message: AUTH_MESSAGES.badCredentials });
      expect(result.cookies ?? []).toHaveLength(0);
    }
  });

  it('refuses a session after logout, and logout clears the cookie', async () => {
    const account = await createUser();
    const { cookie, user } = await signIn(account);
    expect((await me(cookie)).statusCode).toBe(200);

    const out = await logout(
      apiEvent({
        method: 'POST',
        path: '/api/auth/logout',
        cookies: [cookie],
        sourceIp: randomIp(),
      }),
    );
    expect(out.statusCode).toBe(200);
    expect(jsonBody(out)).toEqual({ message: AUTH_MESSAGES.loggedOut });
    expect(out.cookies?.[0]).toMatch(/^sid=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/);

    // The cookie no longer names a session: the answer is a visitor's.
    const after = await me(cookie);
    expect(after.statusCode).toBe(200);
    expect(jsonBody(after)).toBeNull();
    const items = await scanTable();
    const hash = sha256(cookie.slice('sid='.length));
    expect(items.some((i) => String(i.pk).includes(hash) || String(i.sk).includes(hash))).toBe(
      false,
    );
    expect(items.some((i) => i.pk === `USER#${user.id}` && i.sk === 'PROFILE')).toBe(true);
  });

  it('logout without a session still answers 200 and clears the cookie', async () => {
    const out = await logout(
      apiEvent({ method: 'POST', path: '/api/auth/logout', sourceIp: randomIp() }),
    );
    expect(out.statusCode).toBe(200);
    expect(out.cookies?.[0]).toContain('Max-Age=0');
  });

  it('keeps two sessions apart: logging out of one leaves the other', async () => {
    const account = await createUser();
    const a = await signIn(account);
    const b = await signIn(account);
    await logout(apiEvent({ method: 'POST', path: '/api/auth/logout', cookies: [a.cookie] }));
    expect(jsonBody(await me(a.cookie))).toBeNull();
    expect((await me(b.cookie)).statusCode).toBe(200);
  });

  it('answers a visitor, a made-up token and an expired session as a visitor (200, null)', async () => {
    const visitor = await me();
    expect(visitor.statusCode).toBe(200);
    expect(jsonBody(visitor)).toBeNull();
    expect(jsonBody(await me('sid=inventado'))).toBeNull();
    expect(jsonBody(await me(`sid=${'x'.repeat(5000)}`))).toBeNull();

    const account = await createUser();
    const { cookie } = await signIn(account);
    await db.update({
      TableName: tableName,
      Key: { pk: `SESSION#${sha256(cookie.slice('sid='.length))}`, sk: 'SESSION' },
      UpdateExpression: 'SET #ttl = :past',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':past': epochSeconds() - 1 },
    });
    expect(jsonBody(await me(cookie))).toBeNull();
  });

  it('a token naming another user opens nothing; a token from before ids were in it still works', async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    const cookie = owner.cookie;
    const random = cookie.slice(cookie.indexOf('.') + 1);
    // Another member's id on this token's random part: its hash is no session's.
    expect(jsonBody(await me(`sid=${other.user.id}.${random}`))).toBeNull();
    // A session stored under another member's token shape cannot be borrowed either.
    const hash = sha256(cookie.slice('sid='.length));
    const stored = (
      await db.get({ TableName: tableName, Key: { pk: `SESSION#${hash}`, sk: 'SESSION' } })
    ).Item!;
    const forged = `${other.user.id}.${'A'.repeat(43)}`;
    await db.put({ TableName: tableName, Item: { ...stored, pk: `SESSION#${sha256(forged)}` } });
    expect(jsonBody(await me(`sid=${forged}`))).toBeNull();

    // A legacy token of 32 random bytes alone, without the member's id, still opens its session
    // until its 30 days end (the session first, then the profile it names).
    const legacy = 'L'.repeat(43);
    await db.put({ TableName: tableName, Item: { ...stored, pk: `SESSION#${sha256(legacy)}` } });
    const answer = await me(`sid=${legacy}`);
    expect(answer.statusCode).toBe(200);
    expect(jsonBody(answer)).toMatchObject({ id: owner.user.id, email: owner.account.email });
  });

  it('rehashes a password stored with a weaker cost on the next login', async () => {
    const { scryptSync, randomBytes } = await import('node:crypto');
    const account = await createUser();
    const { user } = await signIn(account);
    const salt = randomBytes(16);
    // A quarter of today's N (the configured cost: the tests' own, test/setup/env.ts).
    const weakN = SCRYPT_PARAMS.N / 4;
    const weak = [
      'scrypt',
      weakN,
      8,
      1,
      salt.toString('base64'),
      scryptSync(account.password, salt, 64, { N: weakN, r: 8, p: 1 }).toString('base64'),
    ].join('$');
    const key = { pk: `USER#${user.id}`, sk: 'PROFILE' };
    await db.update({
      TableName: tableName,
      Key: key,
      UpdateExpression: 'SET passwordHash = :h',
      ExpressionAttributeValues: { ':h': weak },
    });
    await signIn(account);
    const profile = await db.get({ TableName: tableName, Key: key });
    expect(String(profile.Item?.passwordHash)).toMatch(
      new RegExp(`^scrypt\\$${SCRYPT_PARAMS.N}\\$8\\$1\\$`),
    );
    await signIn(account); // the new hash verifies
  });
});

describe('login rate limits: slow the attacker, not the owner', () => {
  it('one client: the 11th attempt after 10 failures answers 429, even with the right password', async () => {
    const account = await createUser();
    const attacker = randomIp();
    for (let i = 0; i < 10; i++) {
      const r = await login(
        loginEvent({ email: account.email, password: `mala-${i}-clave` }, attacker),
      );
      expect(r.statusCode).toBe(401);
    }
    const over = await login(
      loginEvent({ email: account.email, password: account.password }, attacker),
    );
    expect(over.statusCode).toBe(429);
    // The window is fixed to the clock: the wait left is anything from its whole length down to
    // a second, and the message names the same wait as Retry-After (minutes, or seconds at the end).
    const retryAfter = Number(over.headers?.['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_LIMITS.perClient.windowSeconds);
    expect(jsonBody<{ message: string }>(over).message).toBe(tooManyRequestsMessage(retryAfter));
    expect(over.cookies ?? []).toHaveLength(0);
    // The owner, from a client that has not failed, is not refused for the attacker's failures.
    const owner = await login(loginEvent({ email: account.email, password: account.password }));
    expect(owner.statusCode).toBe(200);
  }, 120_000);

  it('successful sign-ins never count: 13 in a row from one client all succeed', async () => {
    const account = await createUser();
    const device = randomIp();
    for (let i = 0; i < 13; i++) {
      const r = await login(
        loginEvent({ email: account.email, password: account.password }, device),
      );
      expect(r.statusCode, `sign-in ${i + 1}`).toBe(200);
    }
  }, 120_000);
  it('per IP: the 31st request in 15 minutes answers 429', async () => {
    const ip = randomIp();
    for (let i = 0; i < 30; i++) {
      // Bodies that fail validation still count (and cost no hash).
      expect((await login(loginEvent({}, ip))).statusCode).toBe(400);
    }
    const over = await login(loginEvent({ email: 'a@example.com', password: 'x' }, ip));
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers?.['retry-after'])).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await login(loginEvent({}, randomIp()))).statusCode).toBe(400);
  });
});

describe('many failures for one account from many clients only slow its answers', () => {
  it('after a distributed attack the owner still signs in from a clean client (slowed, logged), and an unknown email waits alike', async () => {
    const account = await createUser();
    // A few real failures from several clients: none of them refuses another client.
    for (let client = 0; client < 3; client++) {
      const ip = randomIp();
      for (let i = 0; i < 3; i++) {
        const r = await login(
          loginEvent({ email: account.email, password: `mala-${client}-${i}` }, ip),
        );
        expect(r.statusCode).toBe(401);
      }
    }
    // Then the account's failure counter as 100 failures from everywhere leave it (a botnet is
    // too slow to replay here: each failure is a deliberate scrypt hash).
    const nobody = `nadie.${Date.now()}@example.com`;
    for (const email of [account.email, nobody]) {
      const window = Math.floor(epochSeconds() / LOGIN_LIMITS.perAccount.windowSeconds);
      await db.put({
        TableName: tableName,
        Item: {
          pk: `RATE#login-fail-account#${email}#${window}`,
          sk: 'RATE',
          count: 100,
          ttl: epochSeconds() + 3600,
        },
      });
    }
    const { result, logs } = await captureLogs(async () => {
      const started = performance.now();
      const owner = await login(loginEvent({ email: account.email, password: account.password }));
      const ownerMs = performance.now() - started;
      const unknownStarted = performance.now();
      const unknown = await login(loginEvent({ email: nobody, password: account.password }));
      return { owner, ownerMs, unknown, unknownMs: performance.now() - unknownStarted };
    });
    expect(result.owner.statusCode).toBe(200);
    expect(result.unknown.statusCode).toBe(401);
    expect(result.ownerMs).toBeGreaterThanOrEqual(LOGIN_LIMITS.perAccount.delayMs);
    expect(result.unknownMs).toBeGreaterThanOrEqual(LOGIN_LIMITS.perAccount.delayMs);
    const slowed = logs.filter((l) => l.securityEvent === 'login.slowed');
    expect(slowed).toHaveLength(2);
    expect(JSON.stringify(logs)).not.toContain(account.email);
    expect(JSON.stringify(logs)).not.toContain(account.password);
  }, 120_000);
});

const sessionsOf = (cookie: string) =>
  listSessions(apiEvent({ path: '/api/auth/sessions', cookies: [cookie] }));
const endOne = (cookie: string, id: string) =>
  endSessionById(
    apiEvent({
      method: 'DELETE',
      path: `/api/auth/sessions/${id}`,
      pathParameters: { id },
      cookies: [cookie],
      sourceIp: randomIp(),
    }),
  );
const endOthers = (cookie: string) =>
  endOtherSessions(
    apiEvent({
      method: 'DELETE',
      path: '/api/auth/sessions',
      cookies: [cookie],
      sourceIp: randomIp(),
    }),
  );
const signInWith = async (account: TestAccount, userAgent: string) => {
  const result = await login(
    loginEvent({ email: account.email, password: account.password }, randomIp(), {
      'user-agent': userAgent,
    }),
  );
  expect(result.statusCode).toBe(200);
  return result.cookies![0]!.split(';')[0]!;
};
const sessionKey = (cookie: string) => ({
  pk: `SESSION#${sha256(cookie.slice('sid='.length))}`,
  sk: 'SESSION',
});

describe('the sessions a member can see and end', () => {
  it('lists them by a public id (not the token), with dates, browser and the current one', async () => {
    const account = await createUser();
    const laptop = await signInWith(account, 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131');
    const phone = await signInWith(account, 'Mozilla/5.0 (iPhone) Safari/604.1\r\nX-Evil: 1');
    const result = await sessionsOf(laptop);
    expect(result.statusCode).toBe(200);
    const { sessions } = jsonBody<SessionsResponse>(result);
    // The registration's own session (it signs the new member in) and the two sign-ins.
    expect(sessions).toHaveLength(3);
    const current = sessions.find((s) => s.current)!;
    const other = sessions.find((s) => !s.current && s.userAgent.includes('iPhone'))!;
    expect(current.userAgent).toBe('Mozilla/5.0 (X11; Linux x86_64) Chrome/131');
    expect(other.userAgent).toBe('Mozilla/5.0 (iPhone) Safari/604.1 X-Evil: 1');
    for (const session of sessions) {
      expect(session.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(Date.parse(session.createdAt)).toBeGreaterThan(Date.now() - 120_000);
      expect(Date.parse(session.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(session.createdAt));
    }
    // The id opens nothing: it is neither the token nor its hash.
    for (const cookie of [laptop, phone]) {
      const token = cookie.slice('sid='.length);
      expect(result.body).not.toContain(token);
      expect(result.body).not.toContain(sha256(token));
    }
    expect((await sessionsOf(phone)).statusCode).toBe(200);
    expect((await listSessions(apiEvent({ path: '/api/auth/sessions' }))).statusCode).toBe(401);
  }, 60_000);

  it('ends one by id (only the member’s own), or all but this one', async () => {
    const account = await createUser();
    const stranger = await createUser();
    const strangerCookie = await signInWith(stranger, 'other');
    const [laptop, phone, tablet] = [
      await signInWith(account, 'laptop'),
      await signInWith(account, 'phone'),
      await signInWith(account, 'tablet'),
    ];
    const ids = jsonBody<SessionsResponse>(await sessionsOf(laptop)).sessions;
    const phoneId = ids.find((s) => s.userAgent === 'phone')!.id;
    const strangerId = jsonBody<SessionsResponse>(await sessionsOf(strangerCookie)).sessions[0]!.id;

    // Another member's session is simply not found, and stays.
    const foreign = await endOne(laptop, strangerId);
    expect(foreign.statusCode).toBe(404);
    expect(jsonBody(foreign)).toEqual({ message: AUTH_MESSAGES.sessionNotFound });
    expect((await me(strangerCookie)).statusCode).toBe(200);

    const ended = await endOne(laptop, phoneId);
    expect(ended.statusCode).toBe(200);
    expect(jsonBody(ended)).toEqual({ message: AUTH_MESSAGES.sessionEnded });
    expect(jsonBody(await me(phone))).toBeNull();
    expect((await me(tablet)).statusCode).toBe(200);
    expect((await endOne(laptop, phoneId)).statusCode).toBe(404);

    const others = await endOthers(laptop);
    expect(others.statusCode).toBe(200);
    expect(jsonBody(others)).toEqual({ message: AUTH_MESSAGES.otherSessionsEnded });
    expect(jsonBody(await me(tablet))).toBeNull();
    expect((await me(laptop)).statusCode).toBe(200);
    const left = jsonBody<SessionsResponse>(await sessionsOf(laptop)).sessions;
    expect(left.map((s) => s.current)).toEqual([true]);

    // Ending the current one signs this browser out.
    const self = await endOne(laptop, left[0]!.id);
    expect(self.statusCode).toBe(200);
    expect(self.cookies?.[0]).toContain('Max-Age=0');
    expect(jsonBody(await me(laptop))).toBeNull();
  }, 90_000);

  it('ends after 7 idle days; a request refreshes lastSeenAt at most every 15 minutes', async () => {
    const account = await createUser();
    const cookie = await signInWith(account, 'idle');
    const key = sessionKey(cookie);
    const setLastSeen = (msAgo: number) =>
      db.update({
        TableName: tableName,
        Key: key,
        UpdateExpression: 'SET lastSeenAt = :at',
        ExpressionAttributeValues: { ':at': new Date(Date.now() - msAgo).toISOString() },
      });
    const lastSeen = async () =>
      Date.parse(
        String(
          (await db.get({ TableName: tableName, Key: key, ConsistentRead: true })).Item?.lastSeenAt,
        ),
      );

    await setLastSeen(5 * 60_000);
    const recent = await lastSeen();
    expect((await me(cookie)).statusCode).toBe(200);
    expect(await lastSeen()).toBe(recent); // not written again within 15 minutes

    await setLastSeen(20 * 60_000);
    expect((await me(cookie)).statusCode).toBe(200);
    expect(await lastSeen()).toBeGreaterThan(Date.now() - 60_000);

    await setLastSeen(SESSION_IDLE_SECONDS * 1000 + 60_000);
    const { result, logs } = await captureLogs(() => me(cookie));
    expect(jsonBody(result)).toBeNull();
    expect(logs.find((l) => l.securityEvent === 'session.rejected')).toMatchObject({
      reason: 'idle',
    });
    expect(SESSION_IDLE_SECONDS).toBe(7 * 24 * 3600);
  }, 60_000);

  it('a session created before the password last changed is refused on every request', async () => {
    // What a reset that failed half-way leaves: the new password committed, the sessions not
    // yet deleted. passwordChangedAt alone must end them.
    const account = await createUser();
    const cookie = await signInWith(account, 'before');
    const user = jsonBody<{ id: string }>(await me(cookie));
    await db.update({
      TableName: tableName,
      Key: { pk: `USER#${user.id}`, sk: 'PROFILE' },
      UpdateExpression: 'SET passwordChangedAt = :now',
      ExpressionAttributeValues: { ':now': Date.now() + 1 },
    });
    expect((await db.get({ TableName: tableName, Key: sessionKey(cookie) })).Item).toBeDefined();
    const { result, logs } = await captureLogs(() => me(cookie));
    expect(jsonBody(result)).toBeNull();
    expect(logs.find((l) => l.securityEvent === 'session.rejected')).toMatchObject({
      reason: 'password-changed',
      userId: user.id,
    });
  }, 60_000);
});
