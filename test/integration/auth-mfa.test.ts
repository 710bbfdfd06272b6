/**
 * The TOTP second factor: enrolment with a code, the login's second step with a code or a recovery
 * code, single use of each, limited attempts, and turning it off. The test computes codes from the
 * secret with otpauth, as an authenticator app would.
 */
import { TOTP, URI } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { handler as getUser } from '../../functions/auth/handlers/get-user.ts';
import { handler as login } from '../../functions/auth/handlers/login.ts';
import { handler as loginMfa } from '../../functions/auth/handlers/login-mfa.ts';
import { handler as mfaDisable } from '../../functions/auth/handlers/mfa-disable.ts';
import { handler as mfaEnable } from '../../functions/auth/handlers/mfa-enable.ts';
import { handler as mfaSetup } from '../../functions/auth/handlers/mfa-setup.ts';
import { sha256 } from '../../functions/commons/access.ts';
import { db, epochSeconds, tableName } from '../../functions/commons/db.ts';
import { MFA_LOGIN_ATTEMPTS } from '../../functions/auth/limits.ts';
import {
  AUTH_MESSAGES,
  type LoginResponse,
  type MfaEnableResponse,
  type MfaSetupResponse,
} from '../../shared/api/auth.ts';
import { TEST_SES_URL } from '../setup/ports.ts';
import { apiEvent, jsonBody } from '../support/events.ts';
import { captureLogs } from '../support/logs.ts';
import { waitForEmail } from '../support/mail.ts';
import { scanTable } from '../support/table.ts';
import { enrolledUser, totpCode } from '../support/mfa.ts';
import { createUser, randomIp, signIn, type TestAccount } from '../support/users.ts';

const call = (
  handler: typeof mfaSetup,
  path: string,
  cookies: string[] | undefined,
  body?: unknown,
  sourceIp = randomIp(),
) => handler(apiEvent({ method: 'POST', path, body, cookies, sourceIp }));
const me = (cookie: string) => getUser(apiEvent({ path: '/api/auth/user', cookies: [cookie] }));
const cookieNamed = (cookies: string[] | undefined, name: string) =>
  (cookies ?? []).find((c) => c.startsWith(`${name}=`));

/** The first step of a login with MFA on: the pending cookie (`name=value`). */
async function firstStep(account: TestAccount): Promise<string> {
  const result = await login(
    apiEvent({
      method: 'POST',
      path: '/api/auth/login',
      body: { email: account.email, password: account.password },
      sourceIp: randomIp(),
    }),
  );
  expect(result.statusCode).toBe(200);
  expect(jsonBody<LoginResponse>(result)).toEqual({
    message: AUTH_MESSAGES.mfaRequired,
    mfaRequired: true,
  });
  // No session yet: only the pending cookie, short-lived, HttpOnly, SameSite=Strict.
  expect(cookieNamed(result.cookies, 'sid')).toBeUndefined();
  const pending = cookieNamed(result.cookies, 'mfa')!;
  expect(pending).toMatch(
    /^mfa=[A-Za-z0-9_-]{43}; Max-Age=300; Path=\/; HttpOnly; SameSite=Strict$/,
  );
  return pending.split(';')[0]!;
}

const secondStep = (pending: string | undefined, code: string, sourceIp = randomIp()) =>
  call(loginMfa, '/api/auth/login/mfa', pending ? [pending] : undefined, { code }, sourceIp);

describe('enrolling a second factor', () => {
  it('setup gives a base32 secret and its otpauth URL; a code confirms it; ten recovery codes once', async () => {
    const account = await createUser();
    const { cookie, user } = await signIn(account);
    const setupAnswer = await call(mfaSetup, '/api/auth/mfa/setup', [cookie]);
    expect(setupAnswer.statusCode).toBe(200);
    const setup = jsonBody<MfaSetupResponse>(setupAnswer);
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/); // 160 bits
    const uri = URI.parse(setup.otpauthUrl) as TOTP;
    expect(uri).toBeInstanceOf(TOTP);
    expect(uri).toMatchObject({
      issuer: 'Inversor Listo',
      label: account.email,
      digits: 6,
      period: 30,
      algorithm: 'SHA1',
    });
    expect(uri.secret.base32).toBe(setup.secret);
    // Not on yet; the secret is stored sealed, never in clear.
    expect(jsonBody(await me(cookie))).toMatchObject({ mfaEnabled: false });
    expect(JSON.stringify(await scanTable())).not.toContain(setup.secret);

    const wrong = await call(mfaEnable, '/api/auth/mfa/enable', [cookie], { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(jsonBody(wrong)).toEqual({ message: AUTH_MESSAGES.mfaCodeInvalid });
    const { result: enabled, logs } = await captureLogs(() =>
      call(mfaEnable, '/api/auth/mfa/enable', [cookie], { code: totpCode(setup.secret) }),
    );
    expect(enabled.statusCode).toBe(200);
    const { recoveryCodes, message } = jsonBody<MfaEnableResponse>(enabled);
    expect(message).toBe(AUTH_MESSAGES.mfaEnabled);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){5}$/);
    expect(jsonBody(await me(cookie))).toMatchObject({ mfaEnabled: true });

    // Stored: the sealed secret and ten keyed hashes; neither the secret nor a code in clear.
    const profile = (
      await db.get({ TableName: tableName, Key: { pk: `USER#${user.id}`, sk: 'PROFILE' } })
    ).Item!;
    expect(profile.mfaRecoveryCodes).toBeInstanceOf(Set);
    expect((profile.mfaRecoveryCodes as Set<string>).size).toBe(10);
    const table = JSON.stringify(await scanTable(), (_k, v: unknown) =>
      v instanceof Set ? [...v] : v,
    );
    expect(table).not.toContain(setup.secret);
    for (const code of recoveryCodes) expect(table).not.toContain(code.replace(/-/g, ''));
    // Never returned again: a new setup is refused while it is on.
    const again = await call(mfaSetup, '/api/auth/mfa/setup', [cookie]);
    expect(again.statusCode).toBe(409);
    expect(jsonBody(again)).toEqual({ message: AUTH_MESSAGES.mfaAlreadyEnabled });
    expect(logs.find((l) => l.securityEvent === 'mfa.enabled')).toMatchObject({ userId: user.id });
    expect(JSON.stringify(logs)).not.toContain(setup.secret);
    const notice = await waitForEmail(TEST_SES_URL, account.email, {
      subject: /Activaste la verificación/,
    });
    expect(notice.body.text).toContain('códigos de recuperación');
  }, 60_000);

  it('a session older than 10 minutes must give the current password to turn it on', async () => {
    const account = await createUser();
    const { cookie } = await signIn(account);
    const setup = jsonBody<MfaSetupResponse>(await call(mfaSetup, '/api/auth/mfa/setup', [cookie]));
    await db.update({
      TableName: tableName,
      Key: { pk: `SESSION#${sha256(cookie.slice('sid='.length))}`, sk: 'SESSION' },
      UpdateExpression: 'SET createdAt = :old',
      ExpressionAttributeValues: { ':old': new Date(Date.now() - 20 * 60_000).toISOString() },
    });
    const stale = await call(mfaEnable, '/api/auth/mfa/enable', [cookie], {
      code: totpCode(setup.secret),
    });
    expect(stale.statusCode).toBe(403);
    expect(jsonBody(stale)).toEqual({ message: AUTH_MESSAGES.reauthRequired });
    const wrongPassword = await call(mfaEnable, '/api/auth/mfa/enable', [cookie], {
      code: totpCode(setup.secret),
      currentPassword: 'No-es-la-clave-1',
    });
    expect(wrongPassword.statusCode).toBe(403);
    expect(jsonBody(await me(cookie))).toMatchObject({ mfaEnabled: false });
    const ok = await call(mfaEnable, '/api/auth/mfa/enable', [cookie], {
      code: totpCode(setup.secret),
      currentPassword: account.password,
    });
    expect(ok.statusCode).toBe(200);
  }, 60_000);
});

describe('signing in with a second factor', () => {
  it('password, then a code: a session only after the code; each code works once; recovery codes once', async () => {
    const { account, secret, recoveryCodes, userId } = await enrolledUser();

    const pending = await firstStep(account);
    const wrong = await secondStep(pending, '123456');
    expect(wrong.statusCode).toBe(401);
    expect(jsonBody(wrong)).toEqual({ message: AUTH_MESSAGES.mfaCodeInvalid });
    expect(cookieNamed(wrong.cookies, 'sid')).toBeUndefined();

    // The enrolment used this step's code: the next step's, as the app shows it 30 s later.
    const code = totpCode(secret, 1);
    const { result: done, logs } = await captureLogs(() => secondStep(pending, code));
    expect(done.statusCode).toBe(200);
    expect(jsonBody<LoginResponse>(done)).toMatchObject({
      message: AUTH_MESSAGES.loggedIn,
      user: { id: userId, mfaEnabled: true },
    });
    const session = cookieNamed(done.cookies, 'sid')!.split(';')[0]!;
    expect((await me(session)).statusCode).toBe(200);
    expect(cookieNamed(done.cookies, 'mfa')).toContain('Max-Age=0');
    expect(logs.map((l) => l.securityEvent)).toEqual(
      expect.arrayContaining(['mfa.succeeded', 'login.succeeded']),
    );
    expect(JSON.stringify(logs)).not.toContain(code);

    // The pending login is used up, and the same code does not open a second one.
    expect((await secondStep(pending, code)).statusCode).toBe(401);
    const replay = await secondStep(await firstStep(account), code);
    expect(replay.statusCode).toBe(401);

    // A recovery code, typed in lower case with spaces, works once.
    const recovery = recoveryCodes[0]!.toLowerCase().replace(/-/g, ' ');
    const byRecovery = await secondStep(await firstStep(account), recovery);
    expect(byRecovery.statusCode).toBe(200);
    const reused = await secondStep(await firstStep(account), recovery);
    expect(reused.statusCode).toBe(401);
    expect(jsonBody(reused)).toEqual({ message: AUTH_MESSAGES.mfaCodeInvalid });
  }, 90_000);

  it(`allows ${MFA_LOGIN_ATTEMPTS} tries per login, needs the pending cookie, and expires`, async () => {
    const { account, secret } = await enrolledUser();
    const pending = await firstStep(account);
    for (let i = 0; i < MFA_LOGIN_ATTEMPTS; i++) {
      expect((await secondStep(pending, `00000${i}`)).statusCode).toBe(401);
    }
    const { result: locked, logs } = await captureLogs(() =>
      secondStep(pending, totpCode(secret, 1)),
    );
    expect(locked.statusCode).toBe(401);
    expect(jsonBody(locked)).toEqual({ message: AUTH_MESSAGES.mfaTooManyAttempts });
    expect(logs.find((l) => l.securityEvent === 'login.refused')).toMatchObject({
      reason: 'mfa attempts',
    });
    expect(cookieNamed(locked.cookies, 'sid')).toBeUndefined();

    const noCookie = await secondStep(undefined, totpCode(secret, 1));
    expect(noCookie.statusCode).toBe(401);
    expect(jsonBody(noCookie)).toEqual({ message: AUTH_MESSAGES.mfaLoginExpired });

    const late = await firstStep(account);
    await db.update({
      TableName: tableName,
      Key: { pk: `MFA_LOGIN#${sha256(late.slice('mfa='.length))}`, sk: 'MFA_LOGIN' },
      UpdateExpression: 'SET #ttl = :past',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':past': epochSeconds() - 1 },
    });
    const expired = await secondStep(late, totpCode(secret, 1));
    expect(expired.statusCode).toBe(401);
    expect(jsonBody(expired)).toEqual({ message: AUTH_MESSAGES.mfaLoginExpired });
    // The right code in a fresh login still works.
    expect((await secondStep(await firstStep(account), totpCode(secret, 1))).statusCode).toBe(200);
  }, 90_000);
});

describe('turning the second factor off', () => {
  it('needs the current password and a code; a stolen session has neither', async () => {
    const { account, secret, recoveryCodes, cookie } = await enrolledUser();
    const thief = randomIp();
    const noPassword = await call(
      mfaDisable,
      '/api/auth/mfa/disable',
      [cookie],
      { code: '123456' },
      thief,
    );
    expect(noPassword.statusCode).toBe(400);
    expect(jsonBody(noPassword)).toEqual({ message: AUTH_MESSAGES.currentPasswordRequired });
    const guessed = await call(
      mfaDisable,
      '/api/auth/mfa/disable',
      [cookie],
      { currentPassword: 'Adivina-la-clave-1', code: '123456' },
      thief,
    );
    expect(guessed.statusCode).toBe(403);
    expect(jsonBody(guessed)).toEqual({ message: AUTH_MESSAGES.currentPasswordWrong });
    const wrongCode = await call(mfaDisable, '/api/auth/mfa/disable', [cookie], {
      currentPassword: account.password,
      code: '000000',
    });
    expect(wrongCode.statusCode).toBe(403);
    expect(jsonBody(wrongCode)).toEqual({ message: AUTH_MESSAGES.mfaCodeInvalid });
    expect(jsonBody(await me(cookie))).toMatchObject({ mfaEnabled: true });

    const off = await call(mfaDisable, '/api/auth/mfa/disable', [cookie], {
      currentPassword: account.password,
      code: recoveryCodes[3]!,
    });
    expect(off.statusCode).toBe(200);
    expect(jsonBody(off)).toEqual({ message: AUTH_MESSAGES.mfaDisabled });
    expect(jsonBody(await me(cookie))).toMatchObject({ mfaEnabled: false });
    await signIn(account); // a password alone again
    const notice = await waitForEmail(TEST_SES_URL, account.email, {
      subject: /Desactivaste la verificación/,
    });
    expect(notice.body.text).toContain('solo pide tu correo y tu contraseña');
    expect(totpCode(secret)).toMatch(/^\d{6}$/);
  }, 90_000);
});
