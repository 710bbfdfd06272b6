/**
 * Signed-in users for Playwright tests. The account is registered and signed in through the real
 * API of the e2e runtime, each from its own loopback address (127.0.0.x: still this machine), so
 * tests do not use up each other's per-IP rate limits; the session cookie is then handed to the
 * browser context for the site's host.
 *
 *   const { account } = await signInAs(context);
 *   await page.goto('/free-plan');
 */
import type { BrowserContext } from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config.ts';
import type { LoginResponse, User } from '../../shared/api/auth.ts';
import { newAccount, type TestAccount } from './accounts.ts';

/** The e2e runtime reached through another loopback address (a distinct client IP). */
function viaLoopback(path: string): string {
  const url = new URL(path, E2E_BASE_URL);
  url.hostname = `127.0.0.${2 + Math.floor(Math.random() * 250)}`;
  return url.toString();
}

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(viaLoopback(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Register an account through POST /api/auth/register. */
export async function registerAccount(overrides: Partial<TestAccount> = {}): Promise<TestAccount> {
  const account = newAccount(overrides);
  const res = await post('/api/auth/register', account);
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  return account;
}

/** Sign an account in and put its session cookie into the browser context. */
export async function signInContext(
  context: BrowserContext,
  account: Pick<TestAccount, 'email' | 'password'>,
): Promise<User> {
  const res = await post('/api/auth/login', { email: account.email, password: account.password });
  if (res.status !== 200) throw new Error(`login answered ${res.status}: ${await res.text()}`);
  const setCookie = res.headers.get('set-cookie') ?? '';
  const [name, value] = setCookie.split(';')[0]!.split('=') as [string, string];
  await context.addCookies([{ name, value, url: E2E_BASE_URL, httpOnly: true, sameSite: 'Lax' }]);
  return ((await res.json()) as LoginResponse).user;
}

/** A new account, signed in in this browser context. */
export async function signInAs(context: BrowserContext, overrides: Partial<TestAccount> = {}) {
  const account = await registerAccount(overrides);
  const user = await signInContext(context, account);
  return { account, user };
}
