import { randomBytes } from 'node:crypto';
import '../support/fault-ses-env.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handler as forgotPassword } from '../../functions/auth/handlers/forgot-password.ts';
import { handler as forgotUsername } from '../../functions/auth/handlers/forgot-username.ts';
import { handler as register } from '../../functions/auth/handlers/register.ts';
import { handler as createAlert } from '../../functions/elite/handlers/create-alert.ts';
import { getDeal, putDeal, removeContent } from '../../functions/elite/offers.ts';
import { SES_AWS_TIMEOUT_MS, SES_CLIENT_LIMITS } from '../../functions/commons/mail.ts';
import { AUTH_MESSAGES } from '../../shared/api/auth.ts';
import { apiEvent, jsonBody } from '../support/events.ts';
import { FAULT_SES_URL, FaultSes, lambdaTimeoutMs } from '../support/faults.ts';
import { captureLogs } from '../support/logs.ts';
import { emailsTo, waitForEmail } from '../support/mail.ts';
import { grantPlan } from '../support/plans.ts';
import { newAccount, randomIp, signedInUser, signIn, type TestAccount } from '../support/users.ts';

/**
 * The mail service goes away. Mail is never what makes an account call fail: the registration
 * succeeds and the failure is logged; the recovery flows still answer their generic message (which
 * must not tell whether the email has an account). This file has its own SES emulator, which it
 * kills, freezes and starts again.
 */
const ses = new FaultSes();
beforeAll(() => ses.start(), 60_000);
afterEach(() => ses.thaw());
afterAll(() => ses.dispose());

const post = (handler: typeof register, path: string, body: unknown) =>
  handler(apiEvent({ method: 'POST', path, body, sourceIp: randomIp() }));

const call = {
  register: (account: TestAccount) => post(register, '/api/auth/register', account),
  forgotPassword: (email: string) => post(forgotPassword, '/api/auth/forgot-password', { email }),
  forgotUsername: (email: string) => post(forgotUsername, '/api/auth/forgot-username', { email }),
};

describe('the mail service down', () => {
  it('registers the account and logs the failure; recovery answers its generic message', async () => {
    expect(process.env.SES_ENDPOINT).toBe(FAULT_SES_URL);
    await ses.stop();

    const account = newAccount();
    const registered = await captureLogs(() => call.register(account));
    expect(registered.result.statusCode).toBe(201);
    expect(jsonBody(registered.result)).toMatchObject({ message: AUTH_MESSAGES.registered });
    const { user } = await signIn(account);
    expect(registered.logs).toContainEqual(
      expect.objectContaining({
        level: 'ERROR',
        message: 'welcome email not sent',
        userId: user.id,
        error: expect.objectContaining({ message: expect.stringMatching(/ECONNREFUSED|connect/) }),
      }),
    );

    const reset = await captureLogs(() => call.forgotPassword(account.email));
    expect(reset.result.statusCode).toBe(200);
    expect(jsonBody(reset.result)).toEqual({ message: AUTH_MESSAGES.resetSent });
    expect(reset.logs).toContainEqual(
      expect.objectContaining({
        level: 'ERROR',
        message: 'email not sent',
        what: 'reset',
        userId: user.id,
      }),
    );

    const reminder = await captureLogs(() => call.forgotUsername(account.email));
    expect(reminder.result.statusCode).toBe(200);
    expect(jsonBody(reminder.result)).toEqual({ message: AUTH_MESSAGES.usernameSent });
    expect(reminder.logs).toContainEqual(
      expect.objectContaining({ level: 'ERROR', message: 'email not sent', what: 'username' }),
    );

    // The same answer as for an email without an account.
    const stranger = await call.forgotPassword(newAccount().email);
    expect(stranger.statusCode).toBe(200);
    expect(jsonBody(stranger)).toEqual(jsonBody(reset.result));

    // The mail service is back: the same handlers send again, nothing restarted.
    await ses.start();
    expect(await emailsTo(FAULT_SES_URL, account.email)).toEqual([]);
    expect((await call.forgotPassword(account.email)).statusCode).toBe(200);
    await waitForEmail(FAULT_SES_URL, account.email, { subject: /Restablece tu contraseña/ });
  }, 60_000);

  it('a frozen mail service (connections accepted, never answered) does not hold the registration', async () => {
    expect(SES_CLIENT_LIMITS.socketTimeoutMs).toBe(SES_AWS_TIMEOUT_MS); // fault-ses-env.ts
    ses.freeze();
    const account = newAccount();
    const started = Date.now();
    const registered = await captureLogs(() => call.register(account));
    const ms = Date.now() - started;
    ses.thaw();

    expect(registered.result.statusCode).toBe(201);
    expect(registered.logs).toContainEqual(
      expect.objectContaining({ level: 'ERROR', message: 'welcome email not sent' }),
    );
    // Two tries of 2 s and the password hash, inside the Lambda's time.
    expect(ms).toBeGreaterThanOrEqual(SES_AWS_TIMEOUT_MS);
    const lambdaMs = lambdaTimeoutMs('POST', '/api/auth/register');
    expect(ms).toBeLessThan(lambdaMs - 1000);
    await signIn(account);
  }, 30_000);

  it("publishes a deal whose alert emails fail; each member's failure is logged, the next still tried", async () => {
    const members = [await signedInUser(), await signedInUser()];
    for (const { user, cookie } of members) {
      await grantPlan(user.id, 'elite');
      const created = await createAlert(
        apiEvent({
          method: 'POST',
          path: '/api/elite/alerts',
          body: { location: 'Miami' },
          cookies: [cookie],
          sourceIp: randomIp(),
        }),
      );
      expect(created.statusCode).toBe(201);
    }
    const id = `prueba-${randomBytes(4).toString('hex')}`;
    await ses.stop();
    // Both in finally: the mail service back for the next test, and this deal out of the table the
    // other integration files of this worker read (their Miami searches would find it).
    const published = await captureLogs(() =>
      putDeal({
        id,
        title: 'Dúplex en Little Havana',
        type: 'multifamily',
        price: 640_000,
        capRate: 7.9,
        cashOnCash: 8.4,
        city: 'Miami',
        state: 'FL',
        units: 2,
        sqft: 2_100,
        status: 'Elite Only',
        exclusiveUntil: new Date(Date.now() + 5 * 86_400_000).toISOString(),
        description: 'Dos unidades rentadas en Little Havana, a dos cuadras de la Calle Ocho.',
        highlights: ['Rentado al 100%'],
        financingNote: 'Ejemplo de prueba de fallas del correo.',
      }),
    ).finally(() => ses.start());
    try {
      expect(published.result).toMatchObject({ created: true, alertsEmailed: 0 });
      for (const { user } of members) {
        expect(published.logs).toContainEqual(
          expect.objectContaining({
            level: 'ERROR',
            message: 'deal alert email failed',
            dealId: id,
            userId: user.id,
          }),
        );
      }
      expect(await getDeal(id)).toMatchObject({ id, title: 'Dúplex en Little Havana' });
    } finally {
      await removeContent('deal', id);
    }
  }, 60_000);
});
