import { describe, expect, it, vi } from 'vitest';
import { handler as register } from '../../functions/auth/handlers/register.ts';
import { handler as checkUsername } from '../../functions/auth/handlers/check-username.ts';
import { db, tableName } from '../../functions/commons/db.ts';
import { handler as getUser } from '../../functions/auth/handlers/get-user.ts';
import { AUTH_MESSAGES, type RegisterResponse } from '../../shared/api/auth.ts';
import { tooManyRequestsMessage } from '../../shared/messages.ts';
import { ROUTES } from '../../functions/routes.ts';
import { SCRYPT_PARAMS } from '../../functions/commons/passwords.ts';
import { apiEvent, jsonBody } from '../support/events.ts';
import { waitForEmail } from '../support/mail.ts';
import { scanTable } from '../support/table.ts';
import { createUser, newAccount, randomIp } from '../support/users.ts';
import { TEST_SES_URL } from '../setup/ports.ts';

const registerEvent = (body: unknown, sourceIp = randomIp()) =>
  apiEvent({ method: 'POST', path: '/api/auth/register', body, sourceIp });

async function profileOf(email: string) {
  const marker = await db.get({ TableName: tableName, Key: { pk: `EMAIL#${email}`, sk: 'EMAIL' } });
  if (!marker.Item) return undefined;
  const profile = await db.get({
    TableName: tableName,
    Key: { pk: `USER#${String(marker.Item.userId)}`, sk: 'PROFILE' },
  });
  return profile.Item;
}

/** Every marker points to an existing profile, and every profile has its two markers. */
async function expectNoOrphans() {
  const items = await scanTable();
  const profiles = new Map(
    items.filter((i) => i.sk === 'PROFILE').map((i) => [String(i.userId), i] as const),
  );
  const markers = items.filter((i) => i.sk === 'EMAIL' || i.sk === 'USERNAME');
  for (const marker of markers) {
    expect(profiles.has(String(marker.userId)), `orphan marker ${String(marker.pk)}`).toBe(true);
  }
  for (const profile of profiles.values()) {
    const email = String(profile.email).toLowerCase();
    const username = String(profile.username).toLowerCase();
    expect(markers.some((m) => m.pk === `EMAIL#${email}` && m.userId === profile.userId)).toBe(
      true,
    );
    expect(
      markers.some((m) => m.pk === `USERNAME#${username}` && m.userId === profile.userId),
    ).toBe(true);
  }
}

describe('POST /api/auth/register', () => {
  it('creates a free account with a scrypt hash, its two markers and a welcome email', async () => {
    const account = newAccount({ email: 'Nueva.Cuenta@Example.COM', firstName: '  José  ' });
    const result = await register(registerEvent(account));
    expect(result.statusCode).toBe(201);
    expect(jsonBody(result)).toMatchObject({
      message: AUTH_MESSAGES.registered,
      user: { email: 'nueva.cuenta@example.com', subscriptionPlan: 'gratuito' },
    });

    const profile = await profileOf('nueva.cuenta@example.com');
    expect(profile).toMatchObject({
      firstName: 'José',
      email: 'nueva.cuenta@example.com',
      username: account.username,
      plan: 'gratuito',
      subscriptionStatus: 'active',
    });
    // The configured cost (the tests' lowered N: test/setup/env.ts; production's is asserted in
    // test/unit/password-cost.test.ts).
    const { N, r, p } = SCRYPT_PARAMS;
    expect(String(profile!.passwordHash)).toMatch(
      new RegExp(`^scrypt\\$${N}\\$${r}\\$${p}\\$[\\w+/=]+\\$[\\w+/=]+$`),
    );
    expect(JSON.stringify(profile)).not.toContain(account.password);
    const username = await db.get({
      TableName: tableName,
      Key: { pk: `USERNAME#${account.username.toLowerCase()}`, sk: 'USERNAME' },
    });
    expect(username.Item?.userId).toBe(profile!.userId);

    const email = await waitForEmail(TEST_SES_URL, 'nueva.cuenta@example.com', {
      subject: /Bienvenido/,
    });
    expect(email.subject).toBe('¡Bienvenido a Inversor Listo!');
    expect(email.body.html).toContain('¡Bienvenido, José!');
    expect(email.body.text).toContain('¡Bienvenido, José!');
    expect(email.from).toContain('Inversor Listo');
  });

  it('ignores fields the client may not set (subscription plan, status, id)', async () => {
    const account = newAccount();
    const result = await register(
      registerEvent({ ...account, subscriptionPlan: 'elite', plan: 'elite', userId: 'x', pk: 'y' }),
    );
    expect(result.statusCode).toBe(201);
    const profile = await profileOf(account.email);
    expect(profile).toMatchObject({ plan: 'gratuito', subscriptionStatus: 'active' });
    expect(profile!.userId).not.toBe('x');
  });

  it('with a chosen plan signs the new member in (a session cookie that opens /api/auth/user)', async () => {
    const account = newAccount();
    const result = await register(registerEvent({ ...account, plan: 'pro' }));
    expect(result.statusCode).toBe(201);
    const body = jsonBody<RegisterResponse>(result);
    expect(body.user).toMatchObject({ email: account.email, subscriptionPlan: 'gratuito' });
    const cookie = result.cookies?.[0]?.split(';')[0];
    expect(cookie).toMatch(new RegExp(`^sid=${String(body.user?.id)}\\.[A-Za-z0-9_-]{43}$`));
    const me = await getUser(apiEvent({ path: '/api/auth/user', cookies: [cookie!] }));
    expect(me.statusCode).toBe(200);
    expect(jsonBody(me)).toMatchObject({ email: account.email });
  });

  it('without a plan signs in too, and an unknown plan is refused before any write', async () => {
    const plainAccount = newAccount();
    const plain = await register(registerEvent(plainAccount));
    expect(plain.statusCode).toBe(201);
    const cookie = plain.cookies?.[0]?.split(';')[0];
    const me = await getUser(apiEvent({ path: '/api/auth/user', cookies: [cookie!] }));
    expect(jsonBody(me)).toMatchObject({ email: plainAccount.email, subscriptionPlan: 'gratuito' });

    const account = newAccount();
    const odd = await register(registerEvent({ ...account, plan: 'gold' }));
    expect(odd.statusCode).toBe(400);
    expect(jsonBody(odd)).toEqual({ message: AUTH_MESSAGES.invalidRequest });
    expect(await profileOf(account.email)).toBeUndefined();
  });

  it('refuses a taken email in any letter case, and a taken username in any letter case', async () => {
    const first = await createUser();
    const sameEmail = await register(
      registerEvent(newAccount({ email: first.email.toUpperCase() })),
    );
    expect(sameEmail.statusCode).toBe(409);
    expect(jsonBody(sameEmail)).toEqual({ message: AUTH_MESSAGES.emailTaken });

    const sameUsername = await register(
      registerEvent(newAccount({ username: first.username.toUpperCase() })),
    );
    expect(sameUsername.statusCode).toBe(409);
    expect(jsonBody(sameUsername)).toEqual({ message: AUTH_MESSAGES.usernameTaken });
    await expectNoOrphans();
  });

  it('10 concurrent registrations of one username give exactly one account', async () => {
    const username = `carrera_${Date.now().toString(36)}`;
    const attempts = Array.from({ length: 10 }, () => newAccount({ username }));
    const results = await Promise.all(attempts.map((a) => register(registerEvent(a))));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    for (const r of results.filter((r) => r.statusCode === 409)) {
      expect(jsonBody(r)).toEqual({ message: AUTH_MESSAGES.usernameTaken });
    }
    const items = await scanTable();
    const profiles = items.filter(
      (i) => i.sk === 'PROFILE' && String(i.username).toLowerCase() === username,
    );
    expect(profiles).toHaveLength(1);
    // The 9 losers left no email marker behind.
    const emails = new Set(attempts.map((a) => `EMAIL#${a.email}`));
    expect(items.filter((i) => emails.has(String(i.pk)))).toHaveLength(1);
    await expectNoOrphans();
  });

  it('10 concurrent registrations of one email give exactly one account', async () => {
    const email = `carrera.${Date.now().toString(36)}@example.com`;
    const attempts = Array.from({ length: 10 }, (_, i) =>
      newAccount({ email: i % 2 ? email : email.toUpperCase() }),
    );
    const results = await Promise.all(attempts.map((a) => register(registerEvent(a))));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    // The rest are refused: taken (409), or over the per-email limit (429) — never created.
    expect(statuses.every((s) => s === 201 || s === 409 || s === 429)).toBe(true);
    expect(statuses.filter((s) => s === 409).length).toBeGreaterThan(0);
    const items = await scanTable();
    expect(items.filter((i) => i.sk === 'PROFILE' && i.email === email)).toHaveLength(1);
    const usernames = new Set(attempts.map((a) => `USERNAME#${a.username.toLowerCase()}`));
    expect(items.filter((i) => usernames.has(String(i.pk)))).toHaveLength(1);
    await expectNoOrphans();
  });

  it('still creates the account when the mail service is down', async () => {
    vi.resetModules();
    const previous = process.env.SES_ENDPOINT;
    process.env.SES_ENDPOINT = 'http://127.0.0.1:9'; // nothing listens on the discard port
    try {
      const fresh = await import('../../functions/auth/handlers/register.ts');
      const account = newAccount();
      const result = await fresh.handler(registerEvent(account));
      expect(result.statusCode).toBe(201);
      expect(await profileOf(account.email)).toBeDefined();
    } finally {
      process.env.SES_ENDPOINT = previous;
      vi.resetModules();
    }
  });

  it('holds the per-IP limit: the 11th registration in an hour answers 429 saying when to retry', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      // Invalid bodies: they still count, and cost no password hash.
      statuses.push((await register(registerEvent({}, ip))).statusCode ?? 0);
    }
    expect(statuses.every((s) => s === 400)).toBe(true);
    const over = await register(registerEvent(newAccount(), ip));
    expect(over.statusCode).toBe(429);
    // The window is fixed to the clock: the wait left is anything from its whole length down to
    // a second, and the message names the same wait as Retry-After (minutes, or seconds at the end).
    const retryAfter = Number(over.headers?.['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    const entry = ROUTES.find((r) => r.path === '/api/auth/register' && r.method === 'POST');
    expect(retryAfter).toBeLessThanOrEqual(entry!.rateLimit!.windowSeconds);
    expect(jsonBody<{ message: string }>(over).message).toBe(tooManyRequestsMessage(retryAfter));
  });
});

describe('GET /api/auth/check-username/{username}', () => {
  const check = (username: string) =>
    checkUsername(
      apiEvent({
        path: `/api/auth/check-username/${encodeURIComponent(username)}`,
        pathParameters: { username },
        sourceIp: randomIp(),
      }),
    );

  it('says a free username is available and a taken one (any case) is not', async () => {
    const account = await createUser();
    expect(jsonBody(await check(`libre_${Date.now()}`))).toEqual({ available: true });
    expect(jsonBody(await check(account.username))).toEqual({ available: false });
    expect(jsonBody(await check(account.username.toUpperCase()))).toEqual({ available: false });
  });

  it('answers 400 in Spanish for a username that could never be registered', async () => {
    const short = await check('ab');
    expect(short.statusCode).toBe(400);
    expect(jsonBody(short)).toEqual({ message: AUTH_MESSAGES.usernameTooShort });
    const odd = await check('ana\u200bmaria');
    expect(odd.statusCode).toBe(400);
    expect(jsonBody(odd)).toEqual({ message: AUTH_MESSAGES.usernameFormat });
  });
});
