/**
 * Security checks as tests, against the real local runtime (one origin: the SPA and /api/* through
 * the route table) and the handlers: the headers of every page and API answer, the session cookie,
 * foreign Origins on state-changing calls, session fixation, equal timing for known and unknown
 * emails, and error bodies that leak nothing. The web bundle is scanned for secrets in
 * test/unit/web-bundle.test.ts.
 */
import '../support/full-password-cost.ts';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handler as forgotPassword } from '../../functions/auth/handlers/forgot-password.ts';
import { handler as getUser } from '../../functions/auth/handlers/get-user.ts';
import { handler as login } from '../../functions/auth/handlers/login.ts';
import { sha256 } from '../../functions/commons/access.ts';
import { db, tableName } from '../../functions/commons/db.ts';
import { RECOVERY_MIN_MS } from '../../functions/auth/recovery.ts';
import { SESSION_TTL_SECONDS } from '../../functions/commons/sessions.ts';
import { ROUTES, type RouteEntry } from '../../functions/routes.ts';
import { createLocalServer } from '../../scripts/local/server.ts';
import { MESSAGES, MESSAGES_EN } from '../../shared/messages.ts';
import { PAGE_ROUTES } from '../../web/src/app/route-table.ts';
import { TEST_SITE_URL } from '../setup/ports.ts';
import { apiEvent, jsonBody } from '../support/events.ts';
import { captureLogs } from '../support/logs.ts';
import { grantPlan } from '../support/plans.ts';
import { scanTable } from '../support/table.ts';
import { createUser, randomIp, signIn, type TestAccount } from '../support/users.ts';

// ---------------------------------------------------------------------------------------------
// The runtime under test, and a client that comes from a new loopback address on every request
// (the server takes the client's address from the socket, as CloudFront does), so per-IP rate
// limits never interfere.

const builtDist = path.resolve('web/dist');
const hasBuild = existsSync(path.join(builtDist, 'index.html'));
const distDir = hasBuild ? builtDist : stubDist();
const server = createLocalServer({ distDir });
let port = 0;

/** Without a build (vitest run alone), a stand-in dist: the headers do not depend on the files. */
function stubDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'security-dist-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>app</title>');
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log(1)');
  return dir;
}

interface Answer {
  label: string;
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function loopbackAddress(): string {
  const [a, b, c] = randomBytes(3);
  return `127.${(a! % 254) + 1}.${b!}.${(c! % 254) + 1}`;
}

function send(
  method: string,
  urlPath: string,
  options: { headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const { body } = options;
  const headers: Record<string, string | number> = {
    ...(body !== undefined
      ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
      : {}),
    ...options.headers,
  };
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path: urlPath, headers, localAddress: loopbackAddress() },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            label: `${method} ${urlPath}`,
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A concrete path for a route-table entry: every {parameter} filled with a made-up value. */
const concretePath = (route: Pick<RouteEntry, 'path'>) => route.path.replace(/\{[^}]+\}/g, 'x');

/**
 * Accounts shared by the tests below (each registration and login costs a deliberate scrypt hash):
 * an Elite user, whom every route lets past its access check, and a plain member.
 */
let elite: { account: TestAccount; cookie: string };
let member: TestAccount;

/** Every answer the tests collect; the error bodies among them are scanned at the end. */
const answers: Answer[] = [];

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, resolve));
  port = (server.address() as AddressInfo).port;
  const account = await createUser();
  const { cookie, user } = await signIn(account);
  await grantPlan(user.id, 'elite');
  elite = { account, cookie };
  member = await createUser();
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

// ---------------------------------------------------------------------------------------------
// Security headers: parsed, not compared as strings, so a reordered policy still passes and a
// weakened one fails whatever its spelling.

/** CSP directives by lower-case name, each with its source list (first occurrence wins, per spec). */
function parseCsp(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    const key = name.toLowerCase();
    if (!directives.has(key)) directives.set(key, sources);
  }
  return directives;
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;
/** Referrer policies that send no more than strict-origin-when-cross-origin does. */
const STRICT_REFERRER_POLICIES = [
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
];
/** Script sources that would let injected markup run code. */
const UNSAFE_SCRIPT_SOURCES = [
  "'unsafe-inline'",
  "'unsafe-eval'",
  "'unsafe-hashes'",
  "'wasm-unsafe-eval'",
  '*',
  'data:',
  'blob:',
  'http:',
  'https:',
];

function header(answer: Answer, name: string): string | undefined {
  const value = answer.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

function expectSecurityHeaders(answer: Answer): void {
  const at = answer.label;
  const csp = header(answer, 'content-security-policy');
  expect(csp, `CSP on ${at}`).toBeDefined();
  const policy = parseCsp(csp!);
  // script-src falls back to default-src; the -elem/-attr variants override it when present.
  const scriptSources = policy.get('script-src') ?? policy.get('default-src');
  expect(scriptSources, `script-src (or default-src) on ${at}`).toBeDefined();
  for (const directive of ['script-src', 'script-src-elem', 'script-src-attr', 'default-src']) {
    for (const source of policy.get(directive) ?? []) {
      expect(UNSAFE_SCRIPT_SOURCES, `${directive} ${source} on ${at}`).not.toContain(
        source.toLowerCase(),
      );
    }
  }
  expect(policy.get('frame-ancestors'), `frame-ancestors on ${at}`).toEqual(["'none'"]);
  expect(policy.get('object-src'), `object-src on ${at}`).toEqual(["'none'"]);

  const hsts = (header(answer, 'strict-transport-security') ?? '')
    .split(';')
    .map((d) => d.trim().toLowerCase());
  const maxAge = Number(
    /^max-age=(\d+)$/.exec(hsts.find((d) => d.startsWith('max-age=')) ?? '')?.[1],
  );
  expect(maxAge, `HSTS max-age on ${at}`).toBeGreaterThanOrEqual(YEAR_SECONDS);
  expect(hsts, `HSTS includeSubDomains on ${at}`).toContain('includesubdomains');

  expect(header(answer, 'x-content-type-options')?.toLowerCase(), `nosniff on ${at}`).toBe(
    'nosniff',
  );
  // Browsers use the last policy they recognise in a list.
  const referrer = header(answer, 'referrer-policy')?.split(',').pop()?.trim().toLowerCase();
  expect(STRICT_REFERRER_POLICIES, `Referrer-Policy ${referrer} on ${at}`).toContain(referrer);
  expect(header(answer, 'x-powered-by'), `X-Powered-By on ${at}`).toBeUndefined();
}

describe('security headers of every page and API answer', () => {
  it('every page of the SPA router, /, a missing page and static files', async () => {
    const asset = readdirSync(path.join(distDir, 'assets')).find((f) => f.endsWith('.js'));
    const pages = ['/', ...PAGE_ROUTES.map((r) => r.path), '/pagina-que-no-existe'];
    expect(pages.length).toBeGreaterThan(30);
    for (const page of pages) {
      const answer = await send('GET', page);
      answers.push(answer);
      expect(answer.status, answer.label).toBe(200);
      expect(header(answer, 'content-type'), answer.label).toMatch(/^text\/html/);
      expectSecurityHeaders(answer);
    }
    const files = [`/assets/${asset}`, '/assets/no-existe.js'];
    if (hasBuild) files.push('/favicon.svg');
    for (const file of files) {
      const answer = await send('GET', file);
      answers.push(answer);
      expect(answer.status, answer.label).toBe(file.includes('no-existe') ? 404 : 200);
      expectSecurityHeaders(answer);
    }
    const wrongMethod = await send('POST', '/login', { body: '{}' });
    answers.push(wrongMethod);
    expect(wrongMethod.status).toBe(405);
    expectSecurityHeaders(wrongMethod);
  });

  it('every route of the route table with its method, for a visitor and for an Elite user', async () => {
    // Billing last: with an empty body some of its calls change the user's plan.
    const ordered = [...ROUTES].sort(
      (a, b) => Number(isBilling(a)) - Number(isBilling(b)) || a.path.localeCompare(b.path),
    );
    for (const signedIn of [false, true]) {
      for (const route of ordered) {
        // Logging out would end the session the rest of the sweep uses (tested below).
        if (signedIn && route.path === '/api/auth/logout') continue;
        const answer = await send(route.method, concretePath(route), {
          headers: signedIn ? { cookie: elite.cookie } : {},
          body: route.method === 'GET' ? undefined : '{}',
        });
        answer.label += signedIn ? ' (Elite user)' : ' (visitor)';
        answers.push(answer);
        expect(answer.status, answer.label).toBeGreaterThanOrEqual(200);
        expect(answer.status, answer.label).toBeLessThan(500);
        expect(header(answer, 'content-type'), answer.label).toMatch(/^application\/json/);
        expectSecurityHeaders(answer);
      }
    }
    for (const [method, urlPath] of [
      ['GET', '/api/no-existe'],
      ['DELETE', '/api/health'],
    ] as const) {
      const answer = await send(method, urlPath);
      answers.push(answer);
      expect(answer.status, answer.label).toBe(method === 'GET' ? 404 : 405);
      expectSecurityHeaders(answer);
    }
  }, 60_000);
});

function isBilling(route: RouteEntry): boolean {
  return /^\/api\/(billing|subscribe|payment-success)/.test(route.path);
}

// ---------------------------------------------------------------------------------------------
// The session cookie as the browser receives it.

interface SetCookie {
  name: string;
  value: string;
  attributes: Map<string, string>;
}

function parseSetCookie(header: string): SetCookie {
  const [pair = '', ...rest] = header.split(';');
  const eq = pair.indexOf('=');
  const attributes = new Map<string, string>();
  for (const part of rest) {
    const [key = '', ...value] = part.trim().split('=');
    attributes.set(key.toLowerCase(), value.join('='));
  }
  return { name: pair.slice(0, eq).trim(), value: pair.slice(eq + 1).trim(), attributes };
}

/** HttpOnly, SameSite=Lax, Path=/, no Domain, and a lifetime of `seconds` (Max-Age or Expires). */
function expectSessionCookie(cookie: SetCookie, seconds: number): void {
  const { attributes } = cookie;
  expect(attributes.has('httponly'), 'HttpOnly').toBe(true);
  expect(attributes.get('samesite')?.toLowerCase()).toBe('lax');
  expect(attributes.get('path')).toBe('/');
  expect(attributes.has('domain'), 'no Domain').toBe(false);
  const lifetime = attributes.has('max-age')
    ? Number(attributes.get('max-age'))
    : (Date.parse(attributes.get('expires') ?? '') - Date.now()) / 1000;
  expect(lifetime).toBeGreaterThanOrEqual(seconds - 60);
  expect(lifetime).toBeLessThanOrEqual(seconds);
}

describe('the session cookie', () => {
  it('on http://localhost: `sid`, HttpOnly, SameSite=Lax, Path=/, 30 days, no Secure; logout clears it', async () => {
    expect(TEST_SITE_URL.startsWith('http://')).toBe(true);
    const answer = await send('POST', '/api/auth/login', {
      body: JSON.stringify({ email: member.email, password: member.password }),
    });
    answers.push(answer);
    expect(answer.status).toBe(200);
    const setCookies = answer.headers['set-cookie'] ?? [];
    expect(setCookies).toHaveLength(1);
    const cookie = parseSetCookie(setCookies[0]!);
    expect(cookie.name).toBe('sid');
    expect(cookie.value).toMatch(/^[\w-]+\.[A-Za-z0-9_-]{43}$/);
    expectSessionCookie(cookie, SESSION_TTL_SECONDS);
    expect(SESSION_TTL_SECONDS).toBe(30 * 24 * 60 * 60);
    expect(cookie.attributes.has('secure'), 'no Secure on http').toBe(false);
    expect(answer.body).not.toContain(cookie.value);

    const out = await send('POST', '/api/auth/logout', {
      headers: { cookie: `sid=${cookie.value}` },
    });
    expect(out.status).toBe(200);
    const cleared = parseSetCookie(out.headers['set-cookie']?.[0] ?? '');
    expect(cleared.name).toBe('sid');
    expect(cleared.value).toBe('');
    expectSessionCookie(cleared, 0);
    const after = await send('GET', '/api/auth/user', {
      headers: { cookie: `sid=${cookie.value}` },
    });
    expect(JSON.parse(after.body)).toBeNull();
  });

  it('in production (an https SITE_URL): `__Host-sid` with Secure and no Domain; only that name is read; logout clears it', async () => {
    const saved = process.env.SITE_URL;
    process.env.SITE_URL = 'https://inversorlisto.example';
    vi.resetModules(); // the configuration is read once per module instance (cold start)
    try {
      const production = {
        login: (await import('../../functions/auth/handlers/login.ts')).handler,
        logout: (await import('../../functions/auth/handlers/logout.ts')).handler,
        me: (await import('../../functions/auth/handlers/get-user.ts')).handler,
      };
      const result = await production.login(
        apiEvent({
          method: 'POST',
          path: '/api/auth/login',
          body: { email: member.email, password: member.password },
          headers: { origin: 'https://inversorlisto.example' },
          sourceIp: randomIp(),
        }),
      );
      expect(result.statusCode).toBe(200);
      expect(result.cookies).toHaveLength(1);
      const cookie = parseSetCookie(result.cookies![0]!);
      expect(cookie.name).toBe('__Host-sid');
      expectSessionCookie(cookie, SESSION_TTL_SECONDS);
      expect(cookie.attributes.has('secure'), 'Secure').toBe(true);

      const me = (cookies: string[]) =>
        production.me(apiEvent({ path: '/api/auth/user', cookies }));
      expect((await me([`__Host-sid=${cookie.value}`])).statusCode).toBe(200);
      // A plain `sid` (which a sibling subdomain or an http page could set) is never read.
      expect(jsonBody(await me([`sid=${cookie.value}`]))).toBeNull();

      const out = await production.logout(
        apiEvent({
          method: 'POST',
          path: '/api/auth/logout',
          cookies: [`__Host-sid=${cookie.value}`],
          sourceIp: randomIp(),
        }),
      );
      // A __Host- cookie can only be replaced by one that is itself Secure, Path=/, without Domain.
      const cleared = parseSetCookie(out.cookies?.[0] ?? '');
      expect(cleared.name).toBe('__Host-sid');
      expect(cleared.value).toBe('');
      expectSessionCookie(cleared, 0);
      expect(cleared.attributes.has('secure'), 'Secure on the clearing cookie').toBe(true);
      expect(jsonBody(await me([`__Host-sid=${cookie.value}`]))).toBeNull();
    } finally {
      process.env.SITE_URL = saved;
      vi.resetModules();
    }
  });
});

// ---------------------------------------------------------------------------------------------
// CSRF: a foreign Origin on any state-changing route.

describe('a foreign Origin on state-changing calls', () => {
  const stateChanging = ROUTES.filter((r) => r.method !== 'GET' && !('rawBody' in r && r.rawBody));

  it('every non-GET route of the table answers 403 (English to lenders) and writes nothing', async () => {
    expect(stateChanging.length).toBeGreaterThan(30);
    const before = await tableSnapshot();
    for (const route of stateChanging) {
      const answer = await send(route.method, concretePath(route), {
        headers: { origin: 'https://evil.example', cookie: elite.cookie },
        body: '{}',
      });
      answer.label += ' (Origin https://evil.example)';
      answers.push(answer);
      expect(answer.status, answer.label).toBe(403);
      const message =
        route.access === 'lender' ? MESSAGES_EN.foreignOrigin : MESSAGES.foreignOrigin;
      expect(JSON.parse(answer.body), answer.label).toEqual({ message });
    }
    // Not even a rate-limit counter: the Origin is checked before anything else runs.
    expect(await tableSnapshot()).toEqual(before);
  });

  it('look-alike origins are foreign too; the site’s own origin is not', async () => {
    const email = `nadie.${randomBytes(4).toString('hex')}@example.com`;
    const body = JSON.stringify({ email, password: 'Clave-cualquiera-1' });
    for (const origin of [
      'null',
      'http://evil.example',
      `${TEST_SITE_URL}.evil.example`,
      TEST_SITE_URL.replace('http://', 'https://'),
      TEST_SITE_URL.replace('3200', '3201'),
    ]) {
      const answer = await send('POST', '/api/auth/login', { headers: { origin }, body });
      expect(answer.status, origin).toBe(403);
    }
    const own = await send('POST', '/api/auth/login', { headers: { origin: TEST_SITE_URL }, body });
    expect(own.status).toBe(401);
  });

  it('the Stripe webhook is the one route without a browser origin: its signature is the check', () => {
    const raw = ROUTES.filter((r) => 'rawBody' in r && r.rawBody);
    expect(raw.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/stripe/webhook']);
  });
});

/** Every item of the table, as sorted JSON lines (rate counters included). */
async function tableSnapshot(): Promise<string[]> {
  return (await scanTable()).map((item) => JSON.stringify(item, Object.keys(item).sort())).sort();
}

// ---------------------------------------------------------------------------------------------
// Session fixation: a login never adopts the token the browser carried.

const loginEvent = (account: Pick<TestAccount, 'email' | 'password'>, cookies?: string[]) =>
  apiEvent({
    method: 'POST',
    path: '/api/auth/login',
    body: { email: account.email, password: account.password },
    cookies,
    sourceIp: randomIp(),
  });
const tokenOf = (result: APIGatewayProxyStructuredResultV2) =>
  parseSetCookie(result.cookies?.[0] ?? '').value;
const me = (token: string) =>
  getUser(apiEvent({ path: '/api/auth/user', cookies: [`sid=${token}`] }));

describe('session fixation', () => {
  // One chain of logins of the same member: each step plants what the previous one left.
  let current = '';

  it('a made-up token planted before login is not the session after it, and never becomes valid', async () => {
    const planted = randomBytes(32).toString('base64url');
    const result = await login(loginEvent(member, [`sid=${planted}`]));
    expect(result.statusCode).toBe(200);
    current = tokenOf(result);
    expect(current).toMatch(/^[\w-]+\.[A-Za-z0-9_-]{43}$/);
    expect(current).not.toBe(planted);
    expect((await me(current)).statusCode).toBe(200);
    expect(jsonBody(await me(planted))).toBeNull();
    const keys = (await scanTable()).map((item) => `${String(item.pk)}|${String(item.sk)}`);
    expect(keys.some((key) => key.includes(sha256(planted)))).toBe(false);
  });

  it('a real earlier session of the same user is replaced: a new token, and the old one ends', async () => {
    const earlier = current;
    expect((await me(earlier)).statusCode).toBe(200);
    const result = await login(loginEvent(member, [`sid=${earlier}`]));
    expect(result.statusCode).toBe(200);
    current = tokenOf(result);
    expect(current).not.toBe(earlier);
    expect((await me(current)).statusCode).toBe(200);
    expect(jsonBody(await me(earlier))).toBeNull();
  });

  it('a failed login leaves the session the browser carried alone', async () => {
    const failed = await login(
      loginEvent({ email: member.email, password: 'Clave-equivocada-1' }, [`sid=${current}`]),
    );
    expect(failed.statusCode).toBe(401);
    expect(failed.cookies ?? []).toHaveLength(0);
    expect((await me(current)).statusCode).toBe(200);
  });
});

// ---------------------------------------------------------------------------------------------
// Enumeration by timing: interleaved samples, compared by their medians.

const SAMPLES = 8;
/**
 * How far two medians may differ and still count as "the same time". The signal we guard against
 * is a whole scrypt hash (~0.4-1 s here) or an email send skipped for unknown emails; the noise on
 * a shared 2-core machine is scheduling and GC jitter of a few tens of ms, occasionally more when
 * another process runs. 25% of the slower median, at least 60 ms, sits well between the two.
 */
const tolerance = (a: number, b: number) => Math.max(0.25 * Math.max(a, b), 60);

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await work();
  return [performance.now() - started, result];
}

/** Alternate the two kinds (known first on even rounds, unknown first on odd ones); one warm-up each. */
async function interleaved(
  known: (round: number) => Promise<APIGatewayProxyStructuredResultV2>,
  unknown: (round: number) => Promise<APIGatewayProxyStructuredResultV2>,
  expectStatus: number,
): Promise<{ known: number[]; unknown: number[] }> {
  const times = { known: [] as number[], unknown: [] as number[] };
  await known(-1);
  await unknown(-1);
  for (let round = 0; round < SAMPLES; round++) {
    const order =
      round % 2 === 0 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
    for (const kind of order) {
      const [ms, result] = await timed(() => (kind === 'known' ? known : unknown)(round));
      expect(result.statusCode, kind).toBe(expectStatus);
      times[kind].push(ms);
    }
  }
  return times;
}

function report(what: string, times: { known: number[]; unknown: number[] }) {
  const k = median(times.known);
  const u = median(times.unknown);
  console.info(
    `${what}: median known ${k.toFixed(0)} ms, unknown ${u.toFixed(0)} ms ` +
      `(|Δ| ${Math.abs(k - u).toFixed(0)} ms, tolerance ${tolerance(k, u).toFixed(0)} ms; ` +
      `known ${Math.min(...times.known).toFixed(0)}–${Math.max(...times.known).toFixed(0)}, ` +
      `unknown ${Math.min(...times.unknown).toFixed(0)}–${Math.max(...times.unknown).toFixed(0)})`,
  );
  return { k, u };
}

describe('the same time for known and unknown emails', () => {
  // Three accounts spread the samples under the per-email limits (login 10 per 15 min, recovery
  // 5 per hour; the member has logged in 5 times above); every request comes from its own made-up
  // IP (per-IP limits).
  let known: TestAccount[] = [];
  const nobody = () => `nadie.${randomBytes(6).toString('hex')}@example.com`;
  const post = (urlPath: string, body: unknown) =>
    apiEvent({ method: 'POST', path: urlPath, body, sourceIp: randomIp() });

  beforeAll(async () => {
    known = [elite.account, member, await createUser()];
  });

  it('login: a wrong password for a known email vs an unknown email', async () => {
    const password = 'Clave-equivocada-123';
    const times = await interleaved(
      (round) => login(post('/api/auth/login', { email: known[(round + 3) % 3]!.email, password })),
      () => login(post('/api/auth/login', { email: nobody(), password })),
      401,
    );
    const { k, u } = report('login', times);
    expect(Math.abs(k - u)).toBeLessThanOrEqual(tolerance(k, u));
  }, 60_000);

  it('forgot-password: a known email vs an unknown email', async () => {
    const { result: times, logs } = await captureLogs(() =>
      interleaved(
        (round) =>
          forgotPassword(
            post('/api/auth/forgot-password', { email: known[(round + 3) % 3]!.email }),
          ),
        () => forgotPassword(post('/api/auth/forgot-password', { email: nobody() })),
        200,
      ),
    );
    const { k, u } = report('forgot-password', times);
    expect(Math.abs(k - u)).toBeLessThanOrEqual(tolerance(k, u));
    // Both kinds wait out the floor, and it hides the known branch's work (token write and email
    // send) only if that work fits under it. Whole answers also carry the rate-limit writes and
    // the machine's noise, so the work itself is checked: the floor logs each overrun, and most
    // of the known answers (all, on a quiet machine) must have finished their work inside it.
    expect(Math.min(...times.unknown)).toBeGreaterThanOrEqual(RECOVERY_MIN_MS - 5);
    const overruns = logs.filter((line) => line.message === 'work ran past its time floor');
    expect(overruns.length).toBeLessThanOrEqual(SAMPLES / 4);
  }, 60_000);
});

// ---------------------------------------------------------------------------------------------
// Error bodies: nothing internal, whatever failed.

const LEAKS: [string, RegExp][] = [
  ['a stack frame', /\bat\s+\S+\s+\(|\bat\s+(file:|\/)|:\d+:\d+\b/],
  ['an error or exception class', /\b[A-Z][A-Za-z]*(Error|Exception)\b/],
  ['a source path', /\/[\w.@-]+\/[\w.@-]+\/|\.(ts|tsx|mjs|cjs)\b/],
  ['a module or service name', /node_modules|@aws-sdk|functions\/|commons|dynamo|lambda|zod/i],
  ['the table name', new RegExp(tableName.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&'))],
  ['a table key', /\b(USER|SESSION|EMAIL|USERNAME|RESET|RATE|CUSTOMER|STRIPE_EVENT)#/],
  ['an internal value', /\b(undefined|NaN|null|ECONNREFUSED|localhost:\d+)\b/],
  ['an English validation message', /\b(Invalid|[Ee]xpected|[Rr]eceived|Required)\b/],
];

function expectNoInternals(answer: Answer): void {
  for (const [what, pattern] of LEAKS) {
    expect(answer.body, `${what} in the body of ${answer.label} (${answer.status})`).not.toMatch(
      pattern,
    );
  }
  if (/^application\/json/.test(header(answer, 'content-type') ?? '')) {
    const body = JSON.parse(answer.body) as { message?: unknown };
    expect(typeof body.message, `message of ${answer.label}`).toBe('string');
    expect(String(body.message).length, `message of ${answer.label}`).toBeGreaterThan(0);
  }
}

describe('error bodies', () => {
  it('the generic 500 (an unexpected error deep in a handler) says only the Spanish message', async () => {
    const internal = Object.assign(
      new Error(
        `ValidationException: One or more parameter values were invalid: table ${tableName}\n` +
          `    at Object.get (/var/task/functions/commons/db.ts:17:3)`,
      ),
      { name: 'ValidationException' },
    );
    const spy = vi.spyOn(db, 'get').mockImplementation(() => Promise.reject(internal));
    try {
      const answer = await send('GET', '/api/auth/user', {
        headers: { cookie: `sid=${randomBytes(32).toString('base64url')}` },
      });
      answer.label += ' (table read failing)';
      expect(spy).toHaveBeenCalled();
      expect(answer.status).toBe(500);
      expect(JSON.parse(answer.body)).toEqual({ message: MESSAGES.internal });
      expectSecurityHeaders(answer);
      expectNoInternals(answer);
    } finally {
      spy.mockRestore();
    }
  });

  it('no error answer collected above carries a stack trace or an internal name', () => {
    const errors = answers.filter((answer) => answer.status >= 400);
    expect(errors.length, 'error answers collected (run the whole file)').toBeGreaterThan(80);
    for (const answer of errors) expectNoInternals(answer);
  });
});
