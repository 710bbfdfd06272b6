import { describe, expect, it } from 'vitest';
import { handler as updateUser } from '../../functions/auth/handlers/update-user.ts';
import { handler as getUser } from '../../functions/auth/handlers/get-user.ts';
import { db, tableName } from '../../functions/commons/db.ts';
import { AUTH_MESSAGES, type UserResponse } from '../../shared/api/auth.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { apiEvent, jsonBody } from '../support/events.ts';
import { dataKeys, scanTable } from '../support/table.ts';
import { createUser, randomIp, signedInUser } from '../support/users.ts';

const put = (cookie: string | undefined, body: unknown) =>
  updateUser(
    apiEvent({
      method: 'PUT',
      path: '/api/auth/user',
      body,
      cookies: cookie ? [cookie] : undefined,
      sourceIp: randomIp(),
    }),
  );
const me = (cookie: string) => getUser(apiEvent({ path: '/api/auth/user', cookies: [cookie] }));

const marker = async (pk: string, sk: string) =>
  (await db.get({ TableName: tableName, Key: { pk, sk } })).Item;

describe('PUT /api/auth/user', () => {
  it('changes the names and answers the updated user', async () => {
    const { account, cookie } = await signedInUser();
    const result = await put(cookie, {
      firstName: 'María José',
      lastName: "O'Neil-Núñez",
      email: account.email,
      username: account.username,
    });
    expect(result.statusCode).toBe(200);
    const body = jsonBody<UserResponse>(result);
    expect(body.message).toBe(AUTH_MESSAGES.accountUpdated);
    expect(body.user).toMatchObject({ firstName: 'María José', lastName: "O'Neil-Núñez" });
    expect(jsonBody(await me(cookie))).toEqual(body.user);
  });

  it('moves the username atomically: old marker gone, the new one ours (email changes: auth-email-change.test.ts)', async () => {
    const { account, cookie, user } = await signedInUser();
    const username = `nuevo_${Date.now().toString(36)}`;
    const result = await put(cookie, {
      firstName: 'Ana',
      lastName: 'Pérez',
      email: account.email.toUpperCase(), // the same address: no password needed
      username,
    });
    expect(result.statusCode).toBe(200);
    expect(jsonBody<UserResponse>(result).user).toMatchObject({ email: account.email, username });
    expect(await marker(`USERNAME#${account.username.toLowerCase()}`, 'USERNAME')).toBeUndefined();
    expect((await marker(`USERNAME#${username}`, 'USERNAME'))?.userId).toBe(user.id);
    // The session survives a change of names or username.
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('refuses a taken email or username (any letter case) with 409 and changes nothing', async () => {
    const other = await createUser();
    const { account, cookie, user } = await signedInUser();
    const freeUsername = `libre_${Date.now().toString(36)}`;
    // The keys of these two accounts and of the names tried: other test files write to the same
    // table at the same time, so the whole table is not this test's to compare.
    const names = [user.id, account.email, other.email, account.username, other.username];
    const ours = async () =>
      (await dataKeys()).filter((key) =>
        [...names, freeUsername].some((name) => key.toLowerCase().includes(name.toLowerCase())),
      );
    const before = await ours();
    expect(before.length).toBeGreaterThan(0);
    const profileBefore = (await scanTable()).find(
      (i) => i.sk === 'PROFILE' && i.email === account.email,
    );

    const takenEmail = await put(cookie, {
      firstName: 'Cambiado',
      lastName: 'Pérez',
      email: other.email.toUpperCase(),
      username: freeUsername,
      currentPassword: account.password,
    });
    expect(takenEmail.statusCode).toBe(409);
    expect(jsonBody(takenEmail)).toEqual({ message: AUTH_MESSAGES.emailTaken });

    const takenUsername = await put(cookie, {
      firstName: 'Cambiado',
      lastName: 'Pérez',
      email: account.email,
      username: other.username.toUpperCase(),
    });
    expect(takenUsername.statusCode).toBe(409);
    expect(jsonBody(takenUsername)).toEqual({ message: AUTH_MESSAGES.usernameTaken });

    expect(await ours()).toEqual(before);
    const profileAfter = (await scanTable()).find(
      (i) => i.sk === 'PROFILE' && i.email === account.email,
    );
    expect(profileAfter).toEqual(profileBefore);
  });

  it('lets a user change only the letter case of the username', async () => {
    const { account, cookie, user } = await signedInUser();
    const result = await put(cookie, {
      firstName: 'Ana',
      lastName: 'Pérez',
      email: account.email,
      username: account.username.toUpperCase(),
    });
    expect(result.statusCode).toBe(200);
    const stored = await marker(`USERNAME#${account.username.toLowerCase()}`, 'USERNAME');
    expect(stored).toMatchObject({ userId: user.id, username: account.username.toUpperCase() });
  });

  it('needs a session (401) and valid input (400 in Spanish)', async () => {
    const visitor = await put(undefined, {
      firstName: 'A',
      lastName: 'B',
      email: 'a@example.com',
      username: 'abc',
    });
    expect(visitor.statusCode).toBe(401);
    expect(jsonBody(visitor)).toEqual({ message: MESSAGES.unauthenticated });

    const { account, cookie } = await signedInUser();
    const before = await dataKeys();
    const bad = await put(cookie, { ...account, email: 'no-es-un-correo' });
    expect(bad.statusCode).toBe(400);
    expect(jsonBody(bad)).toEqual({ message: AUTH_MESSAGES.emailInvalid });
    const blank = await put(cookie, { ...account, firstName: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(jsonBody(blank)).toEqual({ message: AUTH_MESSAGES.firstNameRequired });
    expect(await dataKeys()).toEqual(before);
  });
});
