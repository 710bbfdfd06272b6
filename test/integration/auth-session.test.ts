import { describe, expect, it } from 'vitest';
import { handler as login } from '../../functions/handlers/auth/login.ts';
import { handler as logout } from '../../functions/handlers/auth/logout.ts';
import { handler as getUser } from '../../functions/handlers/auth/get-user.ts';
import { sha256 } from '../../functions/commons/access.ts';
import { db, epochSeconds, tableName } from '../../functions/commons/db.ts';
import { AUTH_MESSAGES, type LoginResponse } from '../../shared/api/auth.ts';
import { MESSAGES, tooManyRequestsMessage } from '../../shared/messages.ts';
import { EMAIL_LIMITS } from '../../functions/auth/limits.ts';
import { SCRYPT_PARAMS } from '../../functions/commons/passwords.ts';
import { apiEvent, jsonBody } from '../support/events.ts';
import { scanTable } from '../support/table.ts';
import { createUser, randomIp, signIn } from '../support/users.ts';
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
    const body = jsonBody<LoginResponse>(result);
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
    // http://localhost: `sid`, no Secure (DESIGN.md); https gets __Host-sid with Secure.
    expect(TEST_SITE_URL.startsWith('http://')).toBe(true);
    expect(setCookie).toMatch(/^sid=[A-Za-z0-9_-]{43}; /);
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
    expect(out.cookies?.[0]).toMatch(/^sid=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0/);

    const after = await me(cookie);
    expect(after.statusCode).toBe(401);
    expect(jsonBody(after)).toEqual({ message: MESSAGES.unauthenticated });
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
    expect((await me(a.cookie)).statusCode).toBe(401);
    expect((await me(b.cookie)).statusCode).toBe(200);
  });

  it('refuses visitors, made-up tokens and expired sessions with 401 in Spanish', async () => {
    expect((await me()).statusCode).toBe(401);
    expect(jsonBody(await me())).toEqual({ message: MESSAGES.unauthenticated });
    expect((await me('sid=inventado')).statusCode).toBe(401);
    expect((await me(`sid=${'x'.repeat(5000)}`)).statusCode).toBe(401);

    const account = await createUser();
    const { cookie } = await signIn(account);
    await db.update({
      TableName: tableName,
      Key: { pk: `SESSION#${sha256(cookie.slice('sid='.length))}`, sk: 'SESSION' },
      UpdateExpression: 'SET #ttl = :past',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':past': epochSeconds() - 1 },
    });
    expect((await me(cookie)).statusCode).toBe(401);
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

describe('login rate limits', () => {
  it('per email: the 11th attempt in 15 minutes answers 429, even with the right password', async () => {
    const account = await createUser();
    for (let i = 0; i < 10; i++) {
      const r = await login(loginEvent({ email: account.email, password: `mala-${i}-clave` }));
      expect(r.statusCode).toBe(401);
    }
    const over = await login(loginEvent({ email: account.email, password: account.password }));
    expect(over.statusCode).toBe(429);
    // The window is fixed to the clock: the wait left is anything from its whole length down to
    // a second, and the message names the same wait as Retry-After (minutes, or seconds at the end).
    const retryAfter = Number(over.headers?.['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(EMAIL_LIMITS.login.windowSeconds);
    expect(jsonBody<{ message: string }>(over).message).toBe(tooManyRequestsMessage(retryAfter));
    expect(over.cookies ?? []).toHaveLength(0);
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
