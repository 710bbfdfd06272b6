/**
 * Accounts for integration tests: register through the real handler, sign in, and get the cookie
 * to put in apiEvent({ cookies }). Each helper call uses its own made-up client IP, so tests do
 * not use up each other's per-IP rate limits. For a Pro or Elite user, follow with grantPlan()
 * (test/support/plans.ts).
 *
 *   const { cookie, user } = await signedInUser();
 *   await handler(apiEvent({ path: '/api/...', cookies: [cookie] }));
 */
import { randomBytes } from 'node:crypto';
import { handler as login } from '../../functions/auth/handlers/login.ts';
import { handler as register } from '../../functions/auth/handlers/register.ts';
import type { LoginDone, User } from '../../shared/api/auth.ts';
import { newAccount, type TestAccount } from './accounts.ts';
import { apiEvent, jsonBody } from './events.ts';

export { newAccount, type TestAccount };

/** A client IP nobody else uses (only a string in the event: no traffic goes anywhere). */
export function randomIp(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

/** Register an account (plan gratuito) through POST /api/auth/register. */
export async function createUser(overrides: Partial<TestAccount> = {}): Promise<TestAccount> {
  const account = newAccount(overrides);
  const result = await register(
    apiEvent({ method: 'POST', path: '/api/auth/register', body: account, sourceIp: randomIp() }),
  );
  if (result.statusCode !== 201) {
    throw new Error(`register answered ${result.statusCode}: ${result.body}`);
  }
  return account;
}

/** Sign in through POST /api/auth/login; returns the `name=value` cookie and the user. */
export async function signIn(
  account: Pick<TestAccount, 'email' | 'password'>,
): Promise<{ cookie: string; user: User }> {
  const result = await login(
    apiEvent({
      method: 'POST',
      path: '/api/auth/login',
      body: { email: account.email, password: account.password },
      sourceIp: randomIp(),
    }),
  );
  if (result.statusCode !== 200)
    throw new Error(`login answered ${result.statusCode}: ${result.body}`);
  const setCookie = result.cookies?.[0];
  if (!setCookie) throw new Error('login set no cookie');
  return { cookie: setCookie.split(';')[0]!, user: jsonBody<LoginDone>(result).user };
}

/** A registered, signed-in user: the account, its cookie and the user object. */
export async function signedInUser(overrides: Partial<TestAccount> = {}) {
  const account = await createUser(overrides);
  return { account, ...(await signIn(account)) };
}

/** Put a user on a plan directly in the table (same as grantPlan, kept for existing tests). */
export { grantPlan as setPlan } from './plans.ts';
