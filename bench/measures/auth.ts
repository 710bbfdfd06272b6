/**
 * Accounts (issue 3), against the real local runtime:
 *
 * - Login latency beside one bare scrypt hash (N=2^17, r=8, p=1, the parameters of
 *   functions/commons/passwords.ts) in the same run: logins and bare hashes alternate, one at a
 *   time, and the medians are compared. Budget: login ≤ 1.2 × bare hash (the rest of a login — rate
 *   counters, two reads, the session write, HTTP — must stay small beside the hash).
 * - GET /api/auth/user p50 and p95 at 50 concurrent connections (autocannon, bounded in time, on
 *   loopback), signed in with a real session cookie.
 *
 * Each account is registered and signed in from its own loopback address (127.0.0.x) so the
 * bench stays under the per-IP and per-email rate limits of the accounts routes.
 */
import autocannon from 'autocannon';
import { randomBytes, scrypt } from 'node:crypto';
import { medianBy, percentile, type BenchContext, type Measure, type Row } from '../measure.ts';
import { localRuntime } from '../runtime.ts';

const LOGIN_ACCOUNTS = 3;
const LOGINS_PER_ACCOUNT = 4; // under the 10-per-15-minutes per-email limit
const CONNECTIONS = 50;
const LOAD_SECONDS = 10;
const SCRYPT = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 2 ** 17 * 8 };

function viaLoopback(origin: string, path: string): string {
  const url = new URL(path, origin);
  url.hostname = `127.0.0.${2 + Math.floor(Math.random() * 250)}`;
  return url.toString();
}

async function post(origin: string, path: string, body: unknown): Promise<Response> {
  return fetch(viaLoopback(origin, path), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
}

async function register(origin: string) {
  const id = randomBytes(5).toString('hex');
  const account = {
    firstName: 'Banco',
    lastName: 'Prueba',
    email: `bench.${id}@example.com`,
    username: `bench_${id}`,
    password: `Clave-bench-${id}`,
  };
  const res = await post(origin, '/api/auth/register', account);
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  return account;
}

async function login(origin: string, email: string, password: string): Promise<string> {
  const res = await post(origin, '/api/auth/login', { email, password });
  if (res.status !== 200) throw new Error(`login answered ${res.status}: ${await res.text()}`);
  await res.arrayBuffer();
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

function bareHash(): Promise<void> {
  return new Promise((resolve, reject) =>
    scrypt('Clave-bench-password', randomBytes(16), 64, SCRYPT, (error) =>
      error ? reject(error) : resolve(),
    ),
  );
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

async function loginVersusScrypt(ctx: BenchContext, origin: string): Promise<Row> {
  const accounts = await Promise.all(
    Array.from({ length: LOGIN_ACCOUNTS }, () => register(origin)),
  );
  await login(origin, accounts[0]!.email, accounts[0]!.password); // warm the handler module
  await bareHash();
  const logins: number[] = [];
  const hashes: number[] = [];
  for (let round = 0; round < LOGINS_PER_ACCOUNT - 1; round++) {
    for (const account of accounts) {
      logins.push(await timed(() => login(origin, account.email, account.password)));
      hashes.push(await timed(bareHash));
    }
  }
  ctx.log(
    `login ms ${logins.map(Math.round).join(', ')}; scrypt ms ${hashes.map(Math.round).join(', ')}`,
  );
  const loginMs = medianBy(logins, (v) => v);
  const scryptMs = medianBy(hashes, (v) => v);
  return {
    id: 'auth-login-ms',
    label: 'POST /api/auth/login (median)',
    value: loginMs,
    unit: 'ms',
    baseline: { label: 'bare scrypt N=2^17', value: scryptMs },
    budget: { max: 1.2 * scryptMs },
    detail: { logins, hashes },
  };
}

async function currentUserLoad(ctx: BenchContext, origin: string): Promise<Row[]> {
  const account = await register(origin);
  const cookie = await login(origin, account.email, account.password);
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${origin}/api/auth/user`,
        connections: CONNECTIONS,
        duration: LOAD_SECONDS,
        headers: { cookie },
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
      latencies.push(responseTime);
    });
  });
  const non200 = [...statuses].filter(([s]) => s !== 200).reduce((n, [, c]) => n + c, 0);
  ctx.log(
    `GET /api/auth/user: ${latencies.length} answers in ${LOAD_SECONDS} s, ${result.errors} errors, ${non200} not 200`,
  );
  const failed =
    latencies.length === 0 || non200 > 0 || result.errors > 0
      ? `${non200} answers were not 200 and ${result.errors} requests failed`
      : undefined;
  const detail = {
    requests: latencies.length,
    requestsPerSecond: result.requests.average,
    connections: CONNECTIONS,
    seconds: LOAD_SECONDS,
    statuses: Object.fromEntries(statuses),
  };
  const row = (p: 50 | 95): Row => ({
    id: `auth-user-p${p}-ms`,
    label: `GET /api/auth/user p${p} (${CONNECTIONS} connections)`,
    value: failed ? null : percentile(latencies, p),
    unit: 'ms',
    ...(failed ? { error: failed } : {}),
    detail,
  });
  return [row(50), row(95)];
}

export const authMeasure: Measure = {
  name: 'auth',
  async run(ctx) {
    const { origin } = await localRuntime(ctx);
    return [await loginVersusScrypt(ctx, origin), ...(await currentUserLoad(ctx, origin))];
  },
};
