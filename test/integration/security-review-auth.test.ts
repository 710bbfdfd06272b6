/**
 * The account findings of the security review (../shared/reviews/security.md #2, #3, #4), each as
 * the attack the review made with real requests, which must now fail: second-factor guesses spread
 * over addresses and pending logins, a staff console opened with a password alone, and sensitive
 * changes on an MFA account made with the password alone.
 */
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { handler as changePassword } from '../../functions/auth/handlers/change-password.ts';
import { handler as deleteAccount } from '../../functions/auth/handlers/delete-account.ts';
import { handler as getUser } from '../../functions/auth/handlers/get-user.ts';
import { handler as login } from '../../functions/auth/handlers/login.ts';
import { handler as loginMfa } from '../../functions/auth/handlers/login-mfa.ts';
import { handler as mfaDisable } from '../../functions/auth/handlers/mfa-disable.ts';
import { handler as updateUser } from '../../functions/auth/handlers/update-user.ts';
import { handler as listNetworkReports } from '../../functions/staff/handlers/list-network-reports.ts';
import { handler as listReviews } from '../../functions/staff/handlers/list-reviews.ts';
import { handler as listTickets } from '../../functions/staff/handlers/list-tickets.ts';
import { MFA_ACCOUNT_LIMITS } from '../../functions/auth/limits.ts';
import { db, epochSeconds, tableName } from '../../functions/commons/db.ts';
import { keys } from '../../functions/commons/keys.ts';
import { grantStaff } from '../../functions/staff/roles.ts';
import { AUTH_MESSAGES, type User } from '../../shared/api/auth.ts';
import { MEMBER_DATA_MESSAGES } from '../../shared/api/member-data.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { TEST_SES_URL } from '../setup/ports.ts';
import { apiEvent, jsonBody } from '../support/events.ts';
import { captureLogs } from '../support/logs.ts';
import { emailsTo, waitForEmail } from '../support/mail.ts';
import {
  enrolledUser,
  enrolMfa,
  sessionOf,
  signedInStaff,
  signInWithCode,
  totpCode,
} from '../support/mfa.ts';
import { createUser, newAccount, randomIp, signIn, signedInUser } from '../support/users.ts';

type Handler = typeof getUser;

const send = (
  handler: Handler,
  method: string,
  path: string,
  cookie: string | undefined,
  body?: unknown,
  sourceIp = randomIp(),
) => handler(apiEvent({ method, path, body, cookies: cookie ? [cookie] : undefined, sourceIp }));

const me = async (cookie: string) =>
  jsonBody<User>(await send(getUser, 'GET', '/api/auth/user', cookie));

/** A login's first step from `ip`: the pending cookie (`mfa=…`). */
async function pendingLogin(account: { email: string; password: string }, ip: string) {
  const first = await send(
    login,
    'POST',
    '/api/auth/login',
    undefined,
    { email: account.email, password: account.password },
    ip,
  );
  expect(first.statusCode).toBe(200);
  return (first.cookies ?? []).find((c) => c.startsWith('mfa='))!.split(';')[0]!;
}

const secondStep = (pending: string, code: string, ip: string) =>
  send(loginMfa, 'POST', '/api/auth/login/mfa', pending, { code }, ip);

/**
 * A change that needs the second factor: without a code 400 with `required`, with a wrong one 403
 * "Código incorrecto".
 */
async function expectCodeAsked(
  attempt: (extra: Record<string, unknown>) => Promise<APIGatewayProxyStructuredResultV2>,
  required: string,
) {
  const noCode = await attempt({});
  expect(noCode.statusCode).toBe(400);
  expect(jsonBody(noCode)).toEqual({ message: required });
  const wrongCode = await attempt({ code: '000000' });
  expect(wrongCode.statusCode).toBe(403);
  expect(jsonBody(wrongCode)).toEqual({ message: AUTH_MESSAGES.mfaCodeInvalid });
}

function expectLocked(answer: APIGatewayProxyStructuredResultV2) {
  expect(answer.statusCode).toBe(429);
  const wait = Number(answer.headers?.['retry-after']);
  expect(wait).toBeGreaterThan(MFA_ACCOUNT_LIMITS.lockSeconds - 60);
  expect(wait).toBeLessThanOrEqual(MFA_ACCOUNT_LIMITS.lockSeconds);
  expect(jsonBody(answer)).toEqual({
    message: 'Demasiados intentos. Intenta nuevamente en 15 minutos.',
  });
}

describe('security.md #2: second-factor guesses are limited per account', () => {
  it('10 wrong codes spread over 3 addresses and 3 pending logins lock every code for 15 minutes; the owner is told once', async () => {
    const victim = await enrolledUser();
    const addresses = [randomIp(), randomIp(), randomIp()];
    // The review's attack: a fresh pending login from another address each time its 5 tries end.
    let wrong = 0;
    const answers: number[] = [];
    for (const ip of addresses) {
      const pending = await pendingLogin(victim.account, ip);
      for (let i = 0; i < 4 && wrong < MFA_ACCOUNT_LIMITS.failures; i++, wrong++) {
        answers.push((await secondStep(pending, `12345${i}`, ip)).statusCode ?? 0);
      }
    }
    expect(answers).toEqual(Array(MFA_ACCOUNT_LIMITS.failures).fill(401));

    // Now the right code is refused too, from a new address and a new pending login.
    const ip = randomIp();
    const { result: right, logs } = await captureLogs(async () =>
      secondStep(await pendingLogin(victim.account, ip), victim.recoveryCodes[0]!, ip),
    );
    expectLocked(right);
    expect(right.cookies?.some((c) => c.startsWith('sid='))).toBeFalsy();
    expect(logs.some((l) => l.securityEvent === 'mfa.succeeded')).toBe(false);
    // The same count covers every step that takes a code.
    const disable = await send(mfaDisable, 'POST', '/api/auth/mfa/disable', victim.cookie, {
      currentPassword: victim.account.password,
      code: victim.recoveryCodes[1],
    });
    expectLocked(disable);
    const deletion = await send(deleteAccount, 'POST', '/api/auth/delete-account', victim.cookie, {
      currentPassword: victim.account.password,
      code: victim.recoveryCodes[1],
    });
    expectLocked(deletion);
    expect((await me(victim.cookie)).mfaEnabled).toBe(true);

    // The owner is emailed once, with the time and the address of the failure that locked it.
    const notice = await waitForEmail(TEST_SES_URL, victim.account.email, {
      subject: /Bloqueamos los códigos de verificación/,
    });
    expect(notice.body.text).toContain(addresses[2]);
    expect(notice.body.text).toMatch(/el \d{1,2} de \w+ de \d{4} a las \d{2}:\d{2} UTC desde/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const locks = (await emailsTo(TEST_SES_URL, victim.account.email)).filter((e) =>
      /Bloqueamos los códigos/.test(e.subject),
    );
    expect(locks).toHaveLength(1);

    // 15 minutes later (the lock moved into the past) the right code works again, once.
    await db.update({
      TableName: tableName,
      Key: keys.mfaGuard(victim.userId),
      UpdateExpression: 'SET lockedUntil = :past',
      ExpressionAttributeValues: { ':past': epochSeconds() - 1 },
    });
    const later = randomIp();
    const done = await secondStep(
      await pendingLogin(victim.account, later),
      victim.recoveryCodes[0]!,
      later,
    );
    expect(done.statusCode).toBe(200);
    // A wrong code after the lock ended locks again at once, without a second email.
    const again = randomIp();
    const retry = await secondStep(await pendingLogin(victim.account, again), '000000', again);
    expect(retry.statusCode).toBe(401);
    expectLocked(
      await secondStep(await pendingLogin(victim.account, again), victim.recoveryCodes[2]!, again),
    );
    const locksAfter = (await emailsTo(TEST_SES_URL, victim.account.email)).filter((e) =>
      /Bloqueamos los códigos/.test(e.subject),
    );
    expect(locksAfter).toHaveLength(1);
  }, 120_000);

  it('a burst of parallel guesses cannot get more than 10 codes checked', async () => {
    const victim = await enrolledUser();
    const pendings = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const ip = randomIp();
        return { ip, pending: await pendingLogin(victim.account, ip) };
      }),
    );
    const burst = await Promise.all(
      pendings.flatMap(({ ip, pending }) =>
        Array.from({ length: 5 }, (_, i) => secondStep(pending, `65432${i}`, ip)),
      ),
    );
    const statuses = burst.map((r) => r.statusCode);
    // Each wrong code that was checked is a 401; past the account's 10, every code is a 429.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(
      MFA_ACCOUNT_LIMITS.failures,
    );
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(
      burst.length - MFA_ACCOUNT_LIMITS.failures,
    );
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  }, 120_000);

  it('right codes are not failures: the owner signing in does not use up the count', async () => {
    const owner = await enrolledUser();
    for (let i = 0; i < MFA_ACCOUNT_LIMITS.failures - 1; i++) {
      const ip = randomIp();
      await secondStep(await pendingLogin(owner.account, ip), '111111', ip);
    }
    for (const code of owner.recoveryCodes.slice(0, 3)) {
      expect((await signInWithCode(owner.account, code)).statusCode).toBe(200);
    }
  }, 120_000);
});

describe('security.md #3: staff routes need a session that passed a second factor', () => {
  const staffRoutes = [
    [listReviews, '/api/staff/reviews'],
    [listTickets, '/api/staff/tickets'],
    [listNetworkReports, '/api/staff/network-reports'],
  ] as const;

  it('staff without MFA, or signed in without the code, get 403 in Spanish; with it, 200', async () => {
    const { account, cookie: passwordOnly } = await signedInUser();
    await grantStaff(account.email);
    for (const [handler, path] of staffRoutes) {
      const refused = await send(handler, 'GET', path, passwordOnly);
      expect(refused.statusCode, path).toBe(403);
      expect(jsonBody(refused)).toEqual({ message: MESSAGES.secondFactorRequired });
    }
    expect(await me(passwordOnly)).toMatchObject({ role: 'staff', mfaEnabled: false });
    expect((await me(passwordOnly)).secondFactorPassed).toBeUndefined();

    // Another session opened with the password before MFA was turned on stays refused.
    const earlier = (await signIn(account)).cookie;
    const { recoveryCodes, secret } = await enrolMfa(account, passwordOnly);
    // The session that turned MFA on has passed it.
    expect(await me(passwordOnly)).toMatchObject({ secondFactorPassed: true });
    for (const [handler, path] of staffRoutes) {
      expect((await send(handler, 'GET', path, passwordOnly)).statusCode, path).toBe(200);
      expect((await send(handler, 'GET', path, earlier)).statusCode, path).toBe(403);
    }
    // A login with the code opens the console.
    const withCode = sessionOf(await signInWithCode(account, totpCode(secret, 1)));
    expect((await send(listReviews, 'GET', '/api/staff/reviews', withCode)).statusCode).toBe(200);

    // Turned off: no session passes any more, even the one that passed before.
    const off = await send(mfaDisable, 'POST', '/api/auth/mfa/disable', withCode, {
      currentPassword: account.password,
      code: recoveryCodes[0],
    });
    expect(off.statusCode).toBe(200);
    for (const cookie of [withCode, passwordOnly]) {
      const refused = await send(listReviews, 'GET', '/api/staff/reviews', cookie);
      expect(refused.statusCode).toBe(403);
      expect(jsonBody(refused)).toEqual({ message: MESSAGES.secondFactorRequired });
    }
  }, 90_000);

  it('a member is still told the console is for staff, whatever their second factor', async () => {
    const member = await enrolledUser();
    const refused = await send(listReviews, 'GET', '/api/staff/reviews', member.cookie);
    expect(refused.statusCode).toBe(403);
    expect(jsonBody(refused)).toEqual({ message: MESSAGES.forbiddenStaff });
    const staff = await signedInStaff();
    expect((await send(listReviews, 'GET', '/api/staff/reviews', staff.cookie)).statusCode).toBe(
      200,
    );
  }, 60_000);
});

describe('security.md #4: with MFA on, sensitive changes need the password and a code', () => {
  it('a new email: without the code 400, a wrong code 403; nothing changed, nothing sent', async () => {
    const member = await enrolledUser();
    const { firstName, lastName, username } = member.account;
    const newEmail = newAccount().email;
    const change = (extra: Record<string, unknown>) =>
      send(updateUser, 'PUT', '/api/auth/user', member.cookie, {
        firstName: 'Cambiado',
        lastName,
        email: newEmail,
        username,
        currentPassword: member.account.password,
        ...extra,
      });

    await expectCodeAsked(change, AUTH_MESSAGES.mfaCodeRequired);
    // Nothing changed (not even the name sent with it) and nothing was sent to the new address.
    expect(await me(member.cookie)).toMatchObject({ firstName, email: member.account.email });
    expect((await me(member.cookie)).pendingEmail).toBeUndefined();
    expect(await emailsTo(TEST_SES_URL, newEmail)).toEqual([]);

    const done = await change({ code: member.recoveryCodes[0] });
    expect(done.statusCode).toBe(200);
    await waitForEmail(TEST_SES_URL, newEmail, { subject: /Confirma/ });
  }, 60_000);

  it('a new password: without the code 400, a wrong code 403, the old password still works', async () => {
    const member = await enrolledUser();
    const change = (extra: Record<string, unknown>) =>
      send(changePassword, 'POST', '/api/auth/change-password', member.cookie, {
        currentPassword: member.account.password,
        newPassword: 'Otra-Clave-Muy-Segura-2027',
        ...extra,
      });
    await expectCodeAsked(change, AUTH_MESSAGES.mfaCodeRequired);
    // Unchanged: the old password still opens the first step, the session still works.
    const ip = randomIp();
    expect((await pendingLogin(member.account, ip)).startsWith('mfa=')).toBe(true);
    expect((await send(getUser, 'GET', '/api/auth/user', member.cookie)).statusCode).toBe(200);
    expect(
      (await emailsTo(TEST_SES_URL, member.account.email)).filter((e) =>
        /contraseña de Inversor Listo cambió/.test(e.subject),
      ),
    ).toEqual([]);

    const done = await change({ code: member.recoveryCodes[0] });
    expect(done.statusCode).toBe(200);
    // The new session this browser gets passed the second factor (the change took a code).
    expect(await me(sessionOf(done))).toMatchObject({ secondFactorPassed: true });
  }, 60_000);

  it('account deletion: the password alone is refused (400), a wrong code 403', async () => {
    const member = await enrolledUser();
    const ask = (extra: Record<string, unknown>) =>
      send(deleteAccount, 'POST', '/api/auth/delete-account', member.cookie, {
        currentPassword: member.account.password,
        ...extra,
      });
    await expectCodeAsked(ask, MEMBER_DATA_MESSAGES.codeRequired);
    expect(
      (await emailsTo(TEST_SES_URL, member.account.email)).filter((e) =>
        /eliminación/.test(e.subject),
      ),
    ).toEqual([]);
    expect((await ask({ code: member.recoveryCodes[0] })).statusCode).toBe(202);
  }, 60_000);

  it('without MFA nothing more is asked: the password alone changes the email', async () => {
    const account = await createUser();
    const { cookie } = await signIn(account);
    const answer = await send(updateUser, 'PUT', '/api/auth/user', cookie, {
      firstName: account.firstName,
      lastName: account.lastName,
      email: newAccount().email,
      username: account.username,
      currentPassword: account.password,
    });
    expect(answer.statusCode).toBe(200);
  }, 60_000);
});
