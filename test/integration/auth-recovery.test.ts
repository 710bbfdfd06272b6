import { afterEach, describe, expect, it, vi } from 'vitest';
import { handler as forgotPassword } from '../../functions/auth/handlers/forgot-password.ts';
import { handler as forgotUsername } from '../../functions/auth/handlers/forgot-username.ts';
import { handler as resetPassword } from '../../functions/auth/handlers/reset-password.ts';
import { handler as login } from '../../functions/auth/handlers/login.ts';
import { handler as getUser } from '../../functions/auth/handlers/get-user.ts';
import { sha256 } from '../../functions/commons/access.ts';
import { db, epochSeconds, tableName } from '../../functions/commons/db.ts';
import { RECOVERY_MIN_MS } from '../../functions/auth/recovery.ts';
import { RECOVERY_LIMITS } from '../../functions/auth/limits.ts';
import { AUTH_MESSAGES } from '../../shared/api/auth.ts';
import { apiEvent, jsonBody } from '../support/events.ts';
import { holdTableCall } from '../support/faults.ts';
import { emailsTo, linkIn, waitForEmail } from '../support/mail.ts';
import { createUser, randomIp, signIn, type TestAccount } from '../support/users.ts';
import { TEST_SES_URL, TEST_SITE_URL } from '../setup/ports.ts';

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  apiEvent({ method: 'POST', path, body, sourceIp: randomIp(), headers });
const me = (cookie: string) => getUser(apiEvent({ path: '/api/auth/user', cookies: [cookie] }));

/** Ask for a reset link and read its token from the email the emulator received. */
async function resetToken(account: TestAccount): Promise<string> {
  const before = (await emailsTo(TEST_SES_URL, account.email)).filter((e) =>
    e.subject.startsWith('Restablece'),
  ).length;
  const result = await forgotPassword(post('/api/auth/forgot-password', { email: account.email }));
  expect(result.statusCode).toBe(200);
  const email = await waitForEmail(TEST_SES_URL, account.email, {
    subject: /Restablece/,
    count: before + 1,
  });
  const link = new URL(linkIn(email, `${TEST_SITE_URL}/reset-password?token=`));
  return link.searchParams.get('token')!;
}

describe('password recovery by email', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('whole flow: link by email, new password, every session ended, old password refused', async () => {
    const account = await createUser();
    const phone = await signIn(account);
    const laptop = await signIn(account);

    const asked = await forgotPassword(
      post(
        '/api/auth/forgot-password',
        { email: account.email.toUpperCase() },
        {
          // The link must come from SITE_URL, never from the request's host.
          host: 'evil.example',
          'x-forwarded-host': 'evil.example',
        },
      ),
    );
    expect(asked.statusCode).toBe(200);
    expect(jsonBody(asked)).toEqual({ message: AUTH_MESSAGES.resetSent });

    const email = await waitForEmail(TEST_SES_URL, account.email, { subject: /Restablece/ });
    expect(email.subject).toBe('Restablece tu contraseña de Inversor Listo');
    expect(email.body.text).toContain('Hola Ana:');
    expect(email.body.text).toContain('1 hora');
    expect(email.body.html).toContain(`${TEST_SITE_URL}/reset-password?token=`);
    expect(email.body.html).not.toContain('evil.example');
    const link = new URL(linkIn(email, `${TEST_SITE_URL}/reset-password?token=`));
    const token = link.searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash is stored.
    const stored = await db.get({
      TableName: tableName,
      Key: { pk: `RESET#${sha256(token)}`, sk: 'RESET' },
    });
    expect(stored.Item?.userId).toBe(phone.user.id);
    expect(Number(stored.Item?.ttl) - epochSeconds()).toBeLessThanOrEqual(3600);

    const newPassword = 'Nueva-clave-larga-2026';
    const reset = await resetPassword(post('/api/auth/reset-password', { token, newPassword }));
    expect(reset.statusCode).toBe(200);
    expect(jsonBody(reset)).toEqual({ message: AUTH_MESSAGES.passwordReset });

    // Every session of the user ended.
    expect(jsonBody(await me(phone.cookie))).toBeNull();
    expect(jsonBody(await me(laptop.cookie))).toBeNull();
    // The old password no longer works; the new one does.
    const old = await login(
      post('/api/auth/login', { email: account.email, password: account.password }),
    );
    expect(old.statusCode).toBe(401);
    const fresh = await signIn({ email: account.email, password: newPassword });
    expect((await me(fresh.cookie)).statusCode).toBe(200);

    // Single use.
    const again = await resetPassword(
      post('/api/auth/reset-password', { token, newPassword: 'Otra-clave-larga-2026' }),
    );
    expect(again.statusCode).toBe(400);
    expect(jsonBody(again)).toEqual({ message: AUTH_MESSAGES.resetLinkInvalid });
  }, 120_000);

  it('a login checked with the old password just before a reset gets no session', async () => {
    // The login verifies the password, then its session write waits while the reset commits and
    // ends every session. The old password must not outlive the reset through that session.
    for (const resetsBefore of [0, 1]) {
      const account = await createUser();
      let password = account.password;
      if (resetsBefore) {
        // A profile reset once already (it carries passwordChangedAt).
        password = 'Primera-clave-nueva-2026';
        const first = await resetPassword(
          post('/api/auth/reset-password', {
            token: await resetToken(account),
            newPassword: password,
          }),
        );
        expect(first.statusCode).toBe(200);
      }
      const { user } = await signIn({ email: account.email, password });
      const token = await resetToken(account);
      const hold = holdTableCall({ command: /TransactWriteItems/, input: /"SESSION#/ });
      try {
        const loggingIn = login(post('/api/auth/login', { email: account.email, password }));
        await hold.reached; // the password is verified; the reset commits now
        const reset = await resetPassword(
          post('/api/auth/reset-password', { token, newPassword: 'Clave-despues-del-reset-1' }),
        );
        expect(reset.statusCode).toBe(200);
        hold.release();
        const answer = await loggingIn;
        expect(answer.statusCode).toBe(401);
        expect(jsonBody(answer)).toEqual({ message: AUTH_MESSAGES.badCredentials });
        expect(answer.cookies ?? []).toHaveLength(0);
      } finally {
        hold.dispose();
      }
      const sessions = await db.query({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': `USER#${user.id}`, ':prefix': 'SESSION#' },
        ConsistentRead: true,
      });
      expect(sessions.Items ?? []).toEqual([]);
    }
  }, 60_000);

  it('answers the same for an unknown email, sends nothing, and takes as long', async () => {
    const account = await createUser();
    const nobody = `nadie.${Date.now()}@example.com`;
    let started = performance.now();
    const known = await forgotPassword(post('/api/auth/forgot-password', { email: account.email }));
    const knownMs = performance.now() - started;
    started = performance.now();
    const unknown = await forgotPassword(post('/api/auth/forgot-password', { email: nobody }));
    const unknownMs = performance.now() - started;
    expect(jsonBody(unknown)).toEqual(jsonBody(known));
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknownMs).toBeGreaterThanOrEqual(RECOVERY_MIN_MS - 5);
    expect(knownMs).toBeGreaterThanOrEqual(RECOVERY_MIN_MS - 5);
    expect(await emailsTo(TEST_SES_URL, nobody)).toHaveLength(0);

    const username = await forgotUsername(post('/api/auth/forgot-username', { email: nobody }));
    expect(username.statusCode).toBe(200);
    expect(jsonBody(username)).toEqual({ message: AUTH_MESSAGES.usernameSent });
    expect(await emailsTo(TEST_SES_URL, nobody)).toHaveLength(0);
  });

  it('refuses an expired link', async () => {
    const account = await createUser();
    const token = await resetToken(account);
    await db.update({
      TableName: tableName,
      Key: { pk: `RESET#${sha256(token)}`, sk: 'RESET' },
      UpdateExpression: 'SET #ttl = :past',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':past': epochSeconds() - 1 },
    });
    const result = await resetPassword(
      post('/api/auth/reset-password', { token, newPassword: 'Nueva-clave-larga-2026' }),
    );
    expect(result.statusCode).toBe(400);
    expect(jsonBody(result)).toEqual({ message: AUTH_MESSAGES.resetLinkInvalid });
    await signIn(account); // the password did not change
  });

  it('an older link dies once a newer one has reset the password', async () => {
    const account = await createUser();
    const older = await resetToken(account);
    const newer = await resetToken(account);
    expect(older).not.toBe(newer);
    const first = await resetPassword(
      post('/api/auth/reset-password', { token: newer, newPassword: 'Primera-clave-nueva-1' }),
    );
    expect(first.statusCode).toBe(200);
    const second = await resetPassword(
      post('/api/auth/reset-password', { token: older, newPassword: 'Segunda-clave-nueva-2' }),
    );
    expect(second.statusCode).toBe(400);
    await signIn({ email: account.email, password: 'Primera-clave-nueva-1' });
  });

  it('refuses made-up tokens, short and common passwords in Spanish, changing nothing', async () => {
    const account = await createUser();
    const token = await resetToken(account);
    const cases: [unknown, string][] = [
      [{ newPassword: 'Nueva-clave-larga-2026' }, AUTH_MESSAGES.tokenInvalid],
      [{ token: '', newPassword: 'Nueva-clave-larga-2026' }, AUTH_MESSAGES.tokenInvalid],
      [{ token: 'no/válido', newPassword: 'Nueva-clave-larga-2026' }, AUTH_MESSAGES.tokenInvalid],
      [
        { token: 'A'.repeat(43), newPassword: 'Nueva-clave-larga-2026' },
        AUTH_MESSAGES.resetLinkInvalid,
      ],
      [{ token, newPassword: 'corta' }, AUTH_MESSAGES.passwordTooShort],
      [{ token, newPassword: 'Password1!' }, expect.stringContaining(AUTH_MESSAGES.passwordWeak)],
      [
        { token, newPassword: 'Contraseña123' },
        expect.stringContaining(AUTH_MESSAGES.passwordWeak),
      ],
      [{ token, newPassword: 'x'.repeat(129) }, AUTH_MESSAGES.passwordTooLong],
    ];
    for (const [body, message] of cases) {
      const result = await resetPassword(post('/api/auth/reset-password', body));
      expect(result.statusCode).toBe(400);
      expect(jsonBody(result)).toEqual({ message });
    }
    // The real token is still good after all of that.
    const ok = await resetPassword(
      post('/api/auth/reset-password', { token, newPassword: 'Nueva-clave-larga-2026' }),
    );
    expect(ok.statusCode).toBe(200);
  });

  it('emails the username reminder', async () => {
    const account = await createUser();
    const result = await forgotUsername(
      post('/api/auth/forgot-username', { email: account.email }),
    );
    expect(result.statusCode).toBe(200);
    expect(jsonBody(result)).toEqual({ message: AUTH_MESSAGES.usernameSent });
    const email = await waitForEmail(TEST_SES_URL, account.email, { subject: /nombre de usuario/ });
    expect(email.subject).toBe('Tu nombre de usuario de Inversor Listo');
    expect(email.body.text).toContain(
      `Tu nombre de usuario en Inversor Listo es: ${account.username}`,
    );
    expect(email.body.html).toContain(account.username);
    expect(email.body.text).toContain(`${TEST_SITE_URL}/login`);
  });

  it('escapes names in the HTML of emails', async () => {
    const account = await createUser({ firstName: "D'Angelo" });
    await forgotUsername(post('/api/auth/forgot-username', { email: account.email }));
    const email = await waitForEmail(TEST_SES_URL, account.email, { subject: /nombre de usuario/ });
    expect(email.body.html).toContain('Hola D&#39;Angelo:');
    expect(email.body.text).toContain("Hola D'Angelo:");
  });

  it('recovery limits stop a flood, never the owner: a client is refused for its own requests only', async () => {
    const account = await createUser();
    // The email limit counts in fixed one-minute windows: start the flood at the top of one (the
    // clock then stands still), so it cannot straddle two windows and get twice the emails.
    const windowMs = RECOVERY_LIMITS.emailsPerAddress.windowSeconds * 1000;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Math.ceil(Date.now() / windowMs) * windowMs + 1000);
    const attacker = randomIp();
    const from = (ip: string, handler: typeof forgotPassword, path: string) =>
      handler(apiEvent({ method: 'POST', path, body: { email: account.email }, sourceIp: ip }));
    for (let i = 0; i < RECOVERY_LIMITS.perClient.limit; i++) {
      const [handler, path] =
        i % 2
          ? [forgotUsername, '/api/auth/forgot-username']
          : [forgotPassword, '/api/auth/forgot-password'];
      expect((await from(attacker, handler, path)).statusCode).toBe(200);
    }
    const over = await from(attacker, forgotPassword, '/api/auth/forgot-password');
    expect(over.statusCode).toBe(429);
    expect(jsonBody<{ message: string }>(over).message).toMatch(
      /^Demasiados intentos\. Intenta nuevamente en/,
    );
    // The inbox got at most two emails a minute from each flow, not one per request.
    const resets = (await emailsTo(TEST_SES_URL, account.email)).filter((e) =>
      e.subject.startsWith('Restablece'),
    );
    expect(resets).toHaveLength(RECOVERY_LIMITS.emailsPerAddress.limit);
    // The owner, from a clean client, is answered at once; the links already sent work.
    const owner = randomIp();
    const mine = await from(owner, forgotPassword, '/api/auth/forgot-password');
    expect(mine.statusCode).toBe(200);
    expect(jsonBody(mine)).toEqual({ message: AUTH_MESSAGES.resetSent });
    const token = new URL(
      linkIn(resets[resets.length - 1]!, `${TEST_SITE_URL}/reset-password?token=`),
    ).searchParams.get('token')!;
    // Within a minute the address takes new emails again (the window ends: its counter goes).
    const window = Math.floor(epochSeconds() / RECOVERY_LIMITS.emailsPerAddress.windowSeconds);
    await db.delete({
      TableName: tableName,
      Key: { pk: `RATE#recovery-email:password#${account.email}#${window}`, sk: 'RATE' },
    });
    expect((await from(owner, forgotPassword, '/api/auth/forgot-password')).statusCode).toBe(200);
    await waitForEmail(TEST_SES_URL, account.email, {
      subject: /Restablece/,
      count: resets.length + 1,
    });
    const reset = await resetPassword(
      post('/api/auth/reset-password', { token, newPassword: 'Clave-de-la-duena-2026' }),
    );
    expect(reset.statusCode).toBe(200);
  });
});
