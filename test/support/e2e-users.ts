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
import http from 'node:http';
import { E2E_BASE_URL } from '../../playwright.config.ts';
import type { LoginDone, User } from '../../shared/api/auth.ts';
import { newAccount, type TestAccount } from './accounts.ts';
import { enrolMfaThrough, type MfaOn } from './totp.ts';

/**
 * POST JSON to the e2e runtime from a socket bound to its own loopback source address (127.0.0.x):
 * the server sees a distinct client IP, as distinct users would have. (Connecting *to* 127.0.0.x
 * is not enough: Linux still picks 127.0.0.1 as the source.)
 */
function post(path: string, body: unknown, cookie?: string): Promise<Response> {
  const url = new URL(path, E2E_BASE_URL);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: `127.0.0.${2 + Math.floor(Math.random() * 250)}`,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
              headers.append(name, v);
            }
          }
          resolve(new Response(Buffer.concat(chunks), { status: res.statusCode ?? 0, headers }));
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Register an account through POST /api/auth/register. */
export async function registerAccount(overrides: Partial<TestAccount> = {}): Promise<TestAccount> {
  const account = newAccount(overrides);
  const res = await post('/api/auth/register', account);
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  // Registration signs the new account in; the tests sign in where they need to, so the session
  // registration opened is ended (otherwise it is one more in the account's session list).
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  if (cookie) await post('/api/auth/logout', {}, cookie);
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
  return ((await res.json()) as LoginDone).user;
}

/** A new account, signed in in this browser context. */
export async function signInAs(context: BrowserContext, overrides: Partial<TestAccount> = {}) {
  const account = await registerAccount(overrides);
  const user = await signInContext(context, account);
  return { account, user };
}

/**
 * Turn MFA on through the API in the session this browser context carries, so that session has
 * passed it (what the staff console and the lender portal ask: shared/plans.ts ROLES).
 */
export async function enrolMfaInContext(
  context: BrowserContext,
  account: Pick<TestAccount, 'password'>,
): Promise<MfaOn> {
  const sid = (await context.cookies(E2E_BASE_URL)).find((c) => c.name === 'sid');
  if (!sid) throw new Error('the context has no session');
  const cookie = `sid=${sid.value}`;
  return enrolMfaThrough(async (path, body) => {
    const answer = await post(path, body, cookie);
    return { status: answer.status, body: await answer.text() };
  }, account.password);
}

/**
 * A new staff member as the console needs one (shared/plans.ts ROLES): the role (by the ops code),
 * MFA turned on through the API in the session this browser context gets, so it has passed it.
 */
export async function signInAsStaff(context: BrowserContext, overrides: Partial<TestAccount> = {}) {
  const { account, user } = await signInAs(context, overrides);
  const { grantStaffE2E } = await import('./e2e-plans.ts');
  await grantStaffE2E(account.email);
  return { account, user, ...(await enrolMfaInContext(context, account)) };
}
