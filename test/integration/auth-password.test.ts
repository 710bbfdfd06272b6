/**
 * Passwords: the change from the account page, the strength rule at register, reset and change, and
 * a reset that fails half-way never leaving an old session alive.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handler as changePassword } from '../../functions/auth/handlers/change-password.ts';
import { handler as forgotPassword } from '../../functions/auth/handlers/forgot-password.ts';
import { handler as getUser } from '../../functions/auth/handlers/get-user.ts';
import { handler as login } from '../../functions/auth/handlers/login.ts';
import { handler as resetPassword } from '../../functions/auth/handlers/reset-password.ts';
import { db, tableName } from '../../functions/commons/db.ts';
import { AUTH_MESSAGES } from '../../shared/api/auth.ts';
import { TEST_SES_URL, TEST_SITE_URL } from '../setup/ports.ts';
import { apiEvent, jsonBody } from '../support/events.ts';
import { captureLogs } from '../support/logs.ts';
import { linkIn, waitForEmail } from '../support/mail.ts';
import { createUser, randomIp, signIn, type TestAccount } from '../support/users.ts';

const change = (cookie: string, body: unknown) =>
  changePassword(
    apiEvent({
      method: 'POST',
      path: '/api/auth/change-password',
      body,
      cookies: [cookie],
      sourceIp: randomIp(),
      headers: { 'user-agent': 'vitest-browser' },
    }),
  );
const me = (cookie: string) => getUser(apiEvent({ path: '/api/auth/user', cookies: [cookie] }));
const post = (path: string, body: unknown) =>
  apiEvent({ method: 'POST', path, body, sourceIp: randomIp() });
const weak = expect.stringMatching(/^Esta contraseña es demasiado fácil de adivinar\. \S/);

/** The four the audit got through, refused everywhere (zxcvbn score < 3). */
const GUESSABLE = ['Password1!', 'qwerty12345', 'corvette', 'Contraseña123'];

async function resetToken(account: TestAccount, count = 1): Promise<string> {
  const asked = await forgotPassword(post('/api/auth/forgot-password', { email: account.email }));
  expect(asked.statusCode).toBe(200);
  const email = await waitForEmail(TEST_SES_URL, account.email, { subject: /Restablece/, count });
  return new URL(linkIn(email, `${TEST_SITE_URL}/reset-password?token=`)).searchParams.get(
    'token',
  )!;
}

afterEach(() => vi.restoreAllMocks());

describe('POST /api/auth/change-password', () => {
  it('needs the right current password and a strong new one; changes nothing otherwise', async () => {
    const account = await createUser();
    const { cookie } = await signIn(account);
    const wrong = await change(cookie, {
      currentPassword: 'No-es-la-clave-1',
      newPassword: 'Nueva-clave-muy-segura-1',
    });
    expect(wrong.statusCode).toBe(403);
    expect(jsonBody(wrong)).toEqual({ message: AUTH_MESSAGES.currentPasswordWrong });
    for (const newPassword of GUESSABLE) {
      const refused = await change(cookie, { currentPassword: account.password, newPassword });
      expect(refused.statusCode, newPassword).toBe(400);
      expect(jsonBody(refused)).toEqual({ message: weak });
    }
    const own = await change(cookie, {
      currentPassword: account.password,
      newPassword: `${account.firstName}${account.lastName}2026`,
    });
    expect(own.statusCode).toBe(400);
    expect(jsonBody(own)).toEqual({ message: weak });
    const same = await change(cookie, {
      currentPassword: account.password,
      newPassword: account.password,
    });
    expect(same.statusCode).toBe(400);
    expect(jsonBody(same)).toEqual({ message: AUTH_MESSAGES.passwordSame });
    const missing = await change(cookie, { newPassword: 'Nueva-clave-muy-segura-1' });
    expect(missing.statusCode).toBe(400);
    expect(jsonBody(missing)).toEqual({ message: AUTH_MESSAGES.currentPasswordRequired });
    // Still the old password, still signed in.
    expect((await me(cookie)).statusCode).toBe(200);
    await signIn(account);
  }, 90_000);

  it('changes it: this browser stays signed in, every other session ends, a notice is sent', async () => {
    const account = await createUser();
    const here = await signIn(account);
    const phone = await signIn(account);
    const newPassword = 'Otra-clave-bien-larga-2026';
    const { result, logs } = await captureLogs(() =>
      change(here.cookie, { currentPassword: account.password, newPassword }),
    );
    expect(result.statusCode).toBe(200);
    expect(jsonBody(result)).toEqual({ message: AUTH_MESSAGES.passwordChanged });
    // The browser gets a new session made after the change (the old token is void like every
    // session older than the password).
    const renewed = result.cookies?.[0]?.split(';')[0] ?? '';
    expect(renewed).toMatch(/^sid=[\w-]+\.[A-Za-z0-9_-]{43}$/);
    expect(renewed).not.toBe(here.cookie);
    expect((await me(renewed)).statusCode).toBe(200);
    expect(jsonBody(await me(here.cookie))).toBeNull();
    expect(jsonBody(await me(phone.cookie))).toBeNull();
    const sessions = await db.query({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :s)',
      ExpressionAttributeValues: { ':pk': `USER#${here.user.id}`, ':s': 'SESSION#' },
      ConsistentRead: true,
    });
    expect(sessions.Items).toHaveLength(1);

    const old = await login(
      post('/api/auth/login', { email: account.email, password: account.password }),
    );
    expect(old.statusCode).toBe(401);
    await signIn({ email: account.email, password: newPassword });
    const notice = await waitForEmail(TEST_SES_URL, account.email, {
      subject: /Tu contraseña .* cambió/,
    });
    expect(notice.body.text).toContain('Cerramos todas tus otras sesiones');
    expect(logs.find((l) => l.securityEvent === 'password.changed')).toMatchObject({
      userId: here.user.id,
    });
    expect(JSON.stringify(logs)).not.toContain(newPassword);
    expect(JSON.stringify(logs)).not.toContain(account.password);
  }, 90_000);
});

describe('the strength rule at reset', () => {
  it('refuses the guessable passwords with the reason in Spanish; the link still works after', async () => {
    const account = await createUser();
    const token = await resetToken(account);
    for (const newPassword of GUESSABLE) {
      const refused = await resetPassword(post('/api/auth/reset-password', { token, newPassword }));
      expect(refused.statusCode, newPassword).toBe(400);
      expect(jsonBody(refused)).toEqual({ message: weak });
    }
    const ok = await resetPassword(
      post('/api/auth/reset-password', { token, newPassword: 'Clave-nueva-y-larga-77' }),
    );
    expect(ok.statusCode).toBe(200);
    const notice = await waitForEmail(TEST_SES_URL, account.email, {
      subject: /Tu contraseña .* cambió/,
    });
    expect(notice.body.text).toContain('restableció');
  }, 60_000);
});

describe('a reset that fails half-way', () => {
  const throttled = () =>
    Object.assign(new Error('The level of configured provisioned throughput was exceeded'), {
      name: 'ProvisionedThroughputExceededException',
    });

  it('the table throttling every delete: the new password stands and no old session opens anything', async () => {
    const account = await createUser();
    const phone = await signIn(account);
    const token = await resetToken(account);
    const batch = vi.spyOn(db, 'batchWrite').mockImplementation(() => Promise.reject(throttled()));
    const reset = await resetPassword(
      post('/api/auth/reset-password', { token, newPassword: 'Clave-tras-el-fallo-2026' }),
    );
    // Retried with backoff before giving up on the deletes (the reset itself had committed).
    expect(batch.mock.calls.length).toBeGreaterThan(3);
    batch.mockRestore();
    expect(reset.statusCode).toBe(200);
    // The session's items are still there, but it opens nothing: it is older than the password.
    const user = phone.user.id;
    const left = await db.query({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :s)',
      ExpressionAttributeValues: { ':pk': `USER#${user}`, ':s': 'SESSION#' },
    });
    expect((left.Items ?? []).length).toBeGreaterThan(0);
    expect(jsonBody(await me(phone.cookie))).toBeNull();
    await signIn({ email: account.email, password: 'Clave-tras-el-fallo-2026' });
  }, 60_000);

  it('a throttle that passes: the deletes are retried and every session is gone', async () => {
    const account = await createUser();
    const phone = await signIn(account);
    const token = await resetToken(account);
    const real = db.batchWrite.bind(db);
    let calls = 0;
    const batch = vi.spyOn(db, 'batchWrite').mockImplementation(((
      input: Parameters<typeof real>[0],
    ) => {
      calls++;
      return calls <= 2 ? Promise.reject(throttled()) : real(input);
    }) as typeof db.batchWrite);
    const reset = await resetPassword(
      post('/api/auth/reset-password', { token, newPassword: 'Clave-tras-el-fallo-2027' }),
    );
    batch.mockRestore();
    expect(reset.statusCode).toBe(200);
    expect(calls).toBe(3);
    const left = await db.query({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :s)',
      ExpressionAttributeValues: { ':pk': `USER#${phone.user.id}`, ':s': 'SESSION#' },
      ConsistentRead: true,
    });
    expect(left.Items).toEqual([]);
    expect(jsonBody(await me(phone.cookie))).toBeNull();
  }, 60_000);
});
