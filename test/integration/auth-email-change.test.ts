/**
 * A new email is re-authenticated and verified: PUT /api/auth/user with the current password only
 * asks; the link sent to the new address confirms; then the markers swap, the other sessions end,
 * outstanding reset links die, and the old address is told at each step.
 */
import { describe, expect, it } from 'vitest';
import { handler as confirmEmail } from '../../functions/auth/handlers/confirm-email.ts';
import { handler as forgotPassword } from '../../functions/auth/handlers/forgot-password.ts';
import { handler as getUser } from '../../functions/auth/handlers/get-user.ts';
import { handler as login } from '../../functions/auth/handlers/login.ts';
import { handler as register } from '../../functions/auth/handlers/register.ts';
import { handler as resetPassword } from '../../functions/auth/handlers/reset-password.ts';
import { handler as updateUser } from '../../functions/auth/handlers/update-user.ts';
import { sha256 } from '../../functions/commons/access.ts';
import { db, epochSeconds, tableName } from '../../functions/commons/db.ts';
import { AUTH_MESSAGES, type UserResponse } from '../../shared/api/auth.ts';
import { TEST_SES_URL, TEST_SITE_URL } from '../setup/ports.ts';
import { apiEvent, jsonBody } from '../support/events.ts';
import { emailsTo, linkIn, waitForEmail } from '../support/mail.ts';
import { dataKeys, scanTable } from '../support/table.ts';
import { newAccount, randomIp, signIn, signedInUser, type TestAccount } from '../support/users.ts';

const put = (cookie: string, body: unknown, sourceIp = randomIp()) =>
  updateUser(
    apiEvent({ method: 'PUT', path: '/api/auth/user', body, cookies: [cookie], sourceIp }),
  );
const confirm = (token: string, cookie?: string) =>
  confirmEmail(
    apiEvent({
      method: 'POST',
      path: '/api/auth/confirm-email',
      body: { token },
      cookies: cookie ? [cookie] : undefined,
      sourceIp: randomIp(),
    }),
  );
const me = (cookie: string) => getUser(apiEvent({ path: '/api/auth/user', cookies: [cookie] }));
const post = (path: string, body: unknown) =>
  apiEvent({ method: 'POST', path, body, sourceIp: randomIp() });
const newAddress = () =>
  `nuevo.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
const changeOf = (account: TestAccount, email: string, extra: Record<string, unknown> = {}) => ({
  firstName: account.firstName,
  lastName: account.lastName,
  email,
  username: account.username,
  ...extra,
});

/** The token of the newest confirmation link sent to `to`. */
async function confirmationToken(to: string, count = 1): Promise<string> {
  const email = await waitForEmail(TEST_SES_URL, to, {
    subject: /Confirma tu nuevo correo/,
    count,
  });
  const link = new URL(linkIn(email, `${TEST_SITE_URL}/confirmar-correo?token=`));
  return link.searchParams.get('token')!;
}

describe('changing the email', () => {
  it('needs the current password: absent 400, wrong 403, in Spanish, and nothing changes', async () => {
    const { account, cookie } = await signedInUser();
    const target = newAddress();
    const before = await dataKeys();
    const profileBefore = (await scanTable()).find(
      (i) => i.sk === 'PROFILE' && i.email === account.email,
    );

    const missing = await put(cookie, changeOf(account, target, { firstName: 'Otro' }));
    expect(missing.statusCode).toBe(400);
    expect(jsonBody(missing)).toEqual({ message: AUTH_MESSAGES.currentPasswordRequired });
    const wrong = await put(
      cookie,
      changeOf(account, target, { firstName: 'Otro', currentPassword: 'No-es-la-clave-99' }),
    );
    expect(wrong.statusCode).toBe(403);
    expect(jsonBody(wrong)).toEqual({ message: AUTH_MESSAGES.currentPasswordWrong });

    expect(await dataKeys()).toEqual(before);
    const profileAfter = (await scanTable()).find(
      (i) => i.sk === 'PROFILE' && i.email === account.email,
    );
    expect(profileAfter).toEqual(profileBefore);
    expect(await emailsTo(TEST_SES_URL, target)).toHaveLength(0);
  });

  it('whole flow: asked with the password, confirmed from the new address, other sessions and old reset links end', async () => {
    const { account, cookie: laptop, user } = await signedInUser();
    const phone = await signIn(account);
    // A reset link sent to the old address before the change.
    expect(
      (await forgotPassword(post('/api/auth/forgot-password', { email: account.email })))
        .statusCode,
    ).toBe(200);
    const resetMail = await waitForEmail(TEST_SES_URL, account.email, { subject: /Restablece/ });
    const resetToken = new URL(
      linkIn(resetMail, `${TEST_SITE_URL}/reset-password?token=`),
    ).searchParams.get('token')!;

    const target = newAddress();
    const asked = await put(
      laptop,
      changeOf(account, target.toUpperCase(), {
        firstName: 'Ana María',
        currentPassword: account.password,
      }),
    );
    expect(asked.statusCode).toBe(200);
    const answer = jsonBody<UserResponse>(asked);
    expect(answer.message).toBe(
      `Te enviamos un enlace a ${target} para confirmar el cambio. Hasta que lo confirmes, tu correo sigue siendo el actual.`,
    );
    // The names change at once; the email waits for its confirmation.
    expect(answer.user).toMatchObject({
      firstName: 'Ana María',
      email: account.email,
      pendingEmail: target,
    });
    expect(jsonBody(await me(laptop))).toMatchObject({
      email: account.email,
      pendingEmail: target,
    });
    expect(
      (await db.get({ TableName: tableName, Key: { pk: `EMAIL#${account.email}`, sk: 'EMAIL' } }))
        .Item?.userId,
    ).toBe(user.id);
    expect(
      (await db.get({ TableName: tableName, Key: { pk: `EMAIL#${target}`, sk: 'EMAIL' } })).Item,
    ).toBeUndefined();

    // The link goes to the new address (32 random bytes, only the hash stored); the old one is told.
    const token = await confirmationToken(target);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const items = await scanTable();
    expect(JSON.stringify(items)).not.toContain(token);
    const stored = items.find((i) => i.pk === `EMAIL_CHANGE#${sha256(token)}`);
    expect(stored).toMatchObject({ userId: user.id, newEmail: target, oldEmail: account.email });
    expect(Number(stored?.ttl) - epochSeconds()).toBeLessThanOrEqual(3600);
    const notice = await waitForEmail(TEST_SES_URL, account.email, {
      subject: /Se pidió cambiar el correo/,
    });
    expect(notice.body.text).toContain(target);
    expect(notice.body.text).not.toContain(token);

    const confirmed = await confirm(token, laptop);
    expect(confirmed.statusCode).toBe(200);
    expect(jsonBody(confirmed)).toMatchObject({
      message: AUTH_MESSAGES.emailChanged,
      user: { email: target },
    });
    // Markers swapped in one transaction.
    expect(
      (await db.get({ TableName: tableName, Key: { pk: `EMAIL#${account.email}`, sk: 'EMAIL' } }))
        .Item,
    ).toBeUndefined();
    expect(
      (await db.get({ TableName: tableName, Key: { pk: `EMAIL#${target}`, sk: 'EMAIL' } })).Item
        ?.userId,
    ).toBe(user.id);
    // This browser stays; the other device is signed out.
    expect(jsonBody(await me(laptop))).toMatchObject({ email: target });
    expect(jsonBody(await me(laptop))).not.toHaveProperty('pendingEmail');
    expect(jsonBody(await me(phone.cookie))).toBeNull();
    // The reset link sent to the old address is dead, and its items are gone.
    const reset = await resetPassword(
      post('/api/auth/reset-password', {
        token: resetToken,
        newPassword: 'Clave-del-atacante-2026',
      }),
    );
    expect(reset.statusCode).toBe(400);
    expect(jsonBody(reset)).toEqual({ message: AUTH_MESSAGES.resetLinkInvalid });
    expect(
      (await scanTable()).some((i) => String(i.pk).startsWith('RESET#') && i.userId === user.id),
    ).toBe(false);
    // The old address hears of it once more; the new one signs in, the old one no longer.
    const changed = await waitForEmail(TEST_SES_URL, account.email, {
      subject: /El correo de tu cuenta .* cambió/,
    });
    expect(changed.body.text).toContain(target);
    await signIn({ email: target, password: account.password });
    const old = await login(
      post('/api/auth/login', { email: account.email, password: account.password }),
    );
    expect(old.statusCode).toBe(401);
    // Single use.
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(jsonBody(again)).toEqual({ message: AUTH_MESSAGES.emailChangeInvalid });
  }, 90_000);

  it('only the latest, unexpired link works; a confirmation from a browser without a session ends every session', async () => {
    const { account, cookie } = await signedInUser();
    const first = newAddress();
    const second = newAddress();
    expect(
      (await put(cookie, changeOf(account, first, { currentPassword: account.password })))
        .statusCode,
    ).toBe(200);
    const firstToken = await confirmationToken(first);
    expect(
      (await put(cookie, changeOf(account, second, { currentPassword: account.password })))
        .statusCode,
    ).toBe(200);
    const secondToken = await confirmationToken(second);

    const superseded = await confirm(firstToken);
    expect(superseded.statusCode).toBe(400);
    expect(jsonBody(superseded)).toEqual({ message: AUTH_MESSAGES.emailChangeInvalid });

    await db.update({
      TableName: tableName,
      Key: { pk: `EMAIL_CHANGE#${sha256(secondToken)}`, sk: 'EMAIL_CHANGE' },
      UpdateExpression: 'SET #ttl = :past',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':past': epochSeconds() - 1 },
    });
    expect((await confirm(secondToken)).statusCode).toBe(400);
    expect(jsonBody(await me(cookie))).toMatchObject({ email: account.email });

    const third = newAddress();
    expect(
      (await put(cookie, changeOf(account, third, { currentPassword: account.password })))
        .statusCode,
    ).toBe(200);
    const ok = await confirm(await confirmationToken(third)); // opened in another browser
    expect(ok.statusCode).toBe(200);
    expect(jsonBody(ok)).toEqual({ message: AUTH_MESSAGES.emailChanged });
    expect(jsonBody(await me(cookie))).toBeNull();
  }, 90_000);

  it('an address registered meanwhile answers 409 at confirmation and changes nothing', async () => {
    const { account, cookie, user } = await signedInUser();
    const target = newAddress();
    expect(
      (await put(cookie, changeOf(account, target, { currentPassword: account.password })))
        .statusCode,
    ).toBe(200);
    const token = await confirmationToken(target);
    const squatter = newAccount({ email: target });
    const registered = await register(post('/api/auth/register', squatter));
    expect(registered.statusCode).toBe(201);

    const taken = await confirm(token, cookie);
    expect(taken.statusCode).toBe(409);
    expect(jsonBody(taken)).toEqual({ message: AUTH_MESSAGES.emailTaken });
    expect(
      (await db.get({ TableName: tableName, Key: { pk: `EMAIL#${account.email}`, sk: 'EMAIL' } }))
        .Item?.userId,
    ).toBe(user.id);
    expect(jsonBody(await me(cookie))).toMatchObject({ email: account.email });
  }, 60_000);

  it('with only a stolen cookie: no email change, and guessing the password is limited like a login', async () => {
    const { account, cookie } = await signedInUser();
    const thief = randomIp();
    const target = 'ladron@evil.example';
    expect((await put(cookie, changeOf(account, target), thief)).statusCode).toBe(400);
    for (let i = 0; i < 10; i++) {
      const guess = await put(
        cookie,
        changeOf(account, target, { currentPassword: `Adivina-${i}-clave` }),
        thief,
      );
      expect(guess.statusCode).toBe(403);
    }
    const over = await put(
      cookie,
      changeOf(account, target, { currentPassword: account.password }),
      thief,
    );
    expect(over.statusCode).toBe(429);
    expect(await emailsTo(TEST_SES_URL, target)).toHaveLength(0);
    expect(jsonBody(await me(cookie))).toMatchObject({ email: account.email });
    expect(jsonBody(await me(cookie))).not.toHaveProperty('pendingEmail');
  }, 120_000);
});
