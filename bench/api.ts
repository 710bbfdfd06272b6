/**
 * Calling the local runtime's API from the bench as many separate clients would.
 *
 * The runtime keys its per-IP rate limits on the socket's address (scripts/local/server.ts sets
 * x-viewer-ip from it, as CloudFront does in AWS), and on Linux a connection to 127.0.0.x still
 * comes *from* 127.0.0.1 unless the client binds another source address. So every call here
 * binds one: `localAddress` for single calls, and `fromAddresses` for autocannon's connections.
 * The whole of 127.0.0.0/8 is loopback on Linux (CI); elsewhere (macOS has only 127.0.0.1) the
 * bind fails with EADDRNOTAVAIL, and `checkLoopbackAliases` says so up front.
 *
 * Each purpose takes its own /16 block (AddressPool), so rate-limit windows of one phase never
 * spill into another within a bench run.
 */
import type autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import { percentile } from './measure.ts';

/* ── Addresses ─────────────────────────────────────────────────────────────── */

const HOSTS_PER_SUBNET = 254; // .1 … .254

/**
 * The `index`-th host address of block 127.<block>.0.0/16, skipping .0 and .255:
 * (1, 0) → 127.1.0.1, (1, 253) → 127.1.0.254, (1, 254) → 127.1.1.1.
 */
export function loopbackAddress(block: number, index: number): string {
  if (!Number.isInteger(block) || block < 1 || block > 254) {
    throw new Error(`loopback block ${block} is outside 1..254`);
  }
  if (!Number.isInteger(index) || index < 0 || index >= HOSTS_PER_SUBNET * 256) {
    throw new Error(`loopback index ${index} is outside the /16 block`);
  }
  const third = Math.floor(index / HOSTS_PER_SUBNET);
  const fourth = 1 + (index % HOSTS_PER_SUBNET);
  return `127.${block}.${third}.${fourth}`;
}

/** Hands out the addresses of one block in order: a fresh client address per call of next(). */
export class AddressPool {
  private used = 0;
  constructor(readonly block: number) {}
  next(): string {
    return loopbackAddress(this.block, this.used++);
  }
  /** How many addresses were handed out. */
  get count(): number {
    return this.used;
  }
}

/* ── Single calls ──────────────────────────────────────────────────────────── */

export interface ApiAnswer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

export interface CallOptions {
  body?: unknown;
  /** `sid=…`, as the browser sends it. */
  cookie?: string;
  /** Source address to bind (127.x.y.z); the runtime sees it as the client's IP. */
  from: string;
  timeoutMs?: number;
}

/** The runtime's origin with an IPv4 host (so a 127.x source address can reach it). */
function ipv4Target(origin: string): { host: string; port: number } {
  const url = new URL(origin);
  const host = url.hostname === 'localhost' ? '127.0.0.1' : url.hostname;
  return { host, port: Number(url.port || 80) };
}

/** One request on its own connection from `from`; resolves with any status. */
export function apiCall(
  origin: string,
  method: string,
  path: string,
  options: CallOptions,
): Promise<ApiAnswer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: http.OutgoingHttpHeaders = { accept: 'application/json' };
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = Buffer.byteLength(payload);
  }
  if (options.cookie) headers.cookie = options.cookie;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        ...ipv4Target(origin),
        method,
        path,
        headers,
        localAddress: options.from,
        agent: false,
        timeout: options.timeoutMs ?? 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            headers: res.headers,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** apiCall that insists on one status and parses the JSON answer. */
async function apiJson<T>(
  origin: string,
  method: string,
  path: string,
  expected: number,
  options: CallOptions,
): Promise<{ body: T; headers: http.IncomingHttpHeaders }> {
  const answer = await apiCall(origin, method, path, options);
  if (answer.status !== expected) {
    throw new Error(`${method} ${path} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
  }
  return {
    body: (answer.body ? JSON.parse(answer.body) : undefined) as T,
    headers: answer.headers,
  };
}

/** Can this machine bind 127.x.y.z source addresses? Throws a readable error when not. */
export async function checkLoopbackAliases(origin: string, pool: AddressPool): Promise<void> {
  try {
    await apiCall(origin, 'GET', '/api/health', { from: pool.next() });
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'EADDRNOTAVAIL' || code === 'EINVAL') {
      throw new Error(
        'cannot bind loopback source addresses other than 127.0.0.1 (Linux has all of 127.0.0.0/8 on lo; on macOS add aliases with ifconfig lo0 alias)',
      );
    }
    throw error;
  }
}

/* ── Accounts and plans ────────────────────────────────────────────────────── */

export interface Account {
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  password: string;
}

/** A fresh, valid account (unique email and username). */
export function newAccount(tag = 'bench'): Account {
  const id = randomBytes(6).toString('hex');
  return {
    firstName: 'Banco',
    lastName: 'Prueba',
    email: `${tag}.${id}@example.com`,
    username: `${tag}_${id}`,
    password: `Clave-${tag}-${id}`,
  };
}

/** The `name=value` part of a session Set-Cookie header, or '' when there is none. */
export function sessionCookie(headers: http.IncomingHttpHeaders): string {
  const setCookie = headers['set-cookie'];
  const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  return (first ?? '').split(';')[0]!.trim();
}

export async function register(origin: string, account: Account, from: string): Promise<void> {
  await apiJson(origin, 'POST', '/api/auth/register', 201, { body: account, from });
}

/** Sign in; resolves with the session cookie (`sid=…`). */
export async function login(
  origin: string,
  email: string,
  password: string,
  from: string,
): Promise<string> {
  const { headers } = await apiJson(origin, 'POST', '/api/auth/login', 200, {
    body: { email, password },
    from,
  });
  const cookie = sessionCookie(headers);
  if (!cookie) throw new Error('login answered 200 without a session cookie');
  return cookie;
}

/**
 * Subscribe to a paid plan through the API, as a member would with the offline billing simulator:
 * POST /api/subscribe/{plan}, then the test card 4242… on /api/billing/simulator/confirm (the
 * same sync as Stripe's webhook sets the plan). Checks the plan took through GET /api/auth/user.
 */
async function subscribeWithTestCard(
  origin: string,
  cookie: string,
  plan: 'pro' | 'elite',
  from: string,
): Promise<{ userId: string }> {
  const offer = await apiJson<{ clientSecret?: string }>(
    origin,
    'POST',
    `/api/subscribe/${plan}`,
    200,
    { body: {}, cookie, from },
  );
  if (!offer.body.clientSecret) throw new Error(`subscribe/${plan} gave no client secret`);
  await apiJson(origin, 'POST', '/api/billing/simulator/confirm', 200, {
    body: {
      clientSecret: offer.body.clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
      name: 'Banco Prueba',
    },
    cookie,
    from,
  });
  const user = await apiJson<{ id: string; subscriptionPlan: string; subscriptionStatus: string }>(
    origin,
    'GET',
    '/api/auth/user',
    200,
    { cookie, from },
  );
  if (user.body.subscriptionPlan !== plan) {
    throw new Error(`after the test card the plan is ${user.body.subscriptionPlan}, not ${plan}`);
  }
  return { userId: user.body.id };
}

export interface Member {
  account: Account;
  cookie: string;
  userId: string;
  plan: 'gratuito' | 'pro' | 'elite';
}

/** Register, sign in and (for pro/elite) subscribe one user, each step from a fresh address. */
export async function newMember(
  origin: string,
  plan: Member['plan'],
  pool: AddressPool,
  tag = 'bench',
): Promise<Member> {
  const account = newAccount(tag);
  await register(origin, account, pool.next());
  const from = pool.next();
  const cookie = await login(origin, account.email, account.password, from);
  if (plan === 'gratuito') {
    const user = await apiJson<{ id: string }>(origin, 'GET', '/api/auth/user', 200, {
      cookie,
      from,
    });
    return { account, cookie, userId: user.body.id, plan };
  }
  const { userId } = await subscribeWithTestCard(origin, cookie, plan, from);
  return { account, cookie, userId, plan };
}

/* ── Load (autocannon) ─────────────────────────────────────────────────────── */

type Connect = (...args: unknown[]) => unknown;
// The CommonJS `net` object autocannon's client calls net.connect on (the same object for all).
const netModule = createRequire(import.meta.url)('node:net') as { connect: Connect };

/**
 * autocannon `setupClient`: every connection the client opens (the first, and each reconnect —
 * `reconnectRate` bounds the requests per connection) binds the next address of `next()`.
 * autocannon has no localAddress option; its client connects with net.connect(port, host), so
 * this swaps in a binding connect for the duration of that synchronous call only.
 */
export function fromAddresses(next: () => string): (client: autocannon.Client) => void {
  return (client) => {
    const target = client as unknown as { _connect: () => void };
    const connect = target._connect;
    target._connect = function (this: unknown) {
      const localAddress = next();
      const original = netModule.connect;
      netModule.connect = (...args: unknown[]) =>
        typeof args[0] === 'object' && args[0] !== null
          ? original({ ...(args[0] as object), localAddress })
          : original({ port: args[0], host: args[1], localAddress });
      try {
        connect.call(this);
      } finally {
        netModule.connect = original;
      }
    };
  };
}

export interface LoadRecord {
  latencies: number[];
  statuses: Map<number, number>;
  /** Connection errors and timeouts (requests that got no answer). */
  errors: number;
  /** Requests sent (answered, failed, or still in flight when the phase ended). */
  sent: number;
  seconds: number;
  /** The first answer body of each status ≥ 400, per route (to say why in the detail). */
  samples: Record<string, string>;
}

/**
 * Run autocannon instances at the same time (each a group of connections: one user's cookie, one
 * request sequence) and pool what they record: every answer's latency and status.
 */
export async function runLoad(instances: readonly autocannon.Options[]): Promise<LoadRecord> {
  const { default: autocannonRun } = await import('autocannon');
  const started = performance.now();
  const record = {
    latencies: [] as number[],
    statuses: new Map<number, number>(),
    samples: {} as Record<string, string>,
    errors: 0,
    sent: 0,
  };
  await Promise.all(
    instances.map(
      (options) =>
        new Promise<void>((resolve, reject) => {
          const instance = autocannonRun(sampleErrors(options, record.samples), (error, result) => {
            if (error) return reject(error);
            record.errors += result.errors;
            record.sent += result.requests.sent;
            resolve();
          });
          instance.on('response', (_client, statusCode, _bytes, responseTime) => {
            record.statuses.set(statusCode, (record.statuses.get(statusCode) ?? 0) + 1);
            record.latencies.push(responseTime);
          });
        }),
    ),
  );
  return { ...record, seconds: (performance.now() - started) / 1000 };
}

/** The instance with each request also keeping the first body of every error status. */
function sampleErrors(
  options: autocannon.Options,
  samples: Record<string, string>,
): autocannon.Options {
  if (!options.requests) return options;
  const requests = options.requests.map((request) => {
    const own = request.onResponse;
    if (typeof own === 'string') return request;
    const onResponse: autocannon.Request['onResponse'] = (status, body, context, headers) => {
      const key = `${status} ${request.method ?? 'GET'} ${(request.path ?? '/').split('?')[0]}`;
      if (status >= 400 && !(key in samples)) samples[key] = body.slice(0, 300);
      own?.(status, body, context, headers);
    };
    return { ...request, onResponse };
  });
  return { ...options, requests };
}

/** Several runs' records as one (latencies and statuses pooled, times and counts added). */
export function mergeLoad(records: readonly LoadRecord[]): LoadRecord {
  const statuses = new Map<number, number>();
  for (const record of records) {
    for (const [status, count] of record.statuses) {
      statuses.set(status, (statuses.get(status) ?? 0) + count);
    }
  }
  return {
    latencies: records.flatMap((r) => r.latencies),
    statuses,
    errors: records.reduce((sum, r) => sum + r.errors, 0),
    sent: records.reduce((sum, r) => sum + r.sent, 0),
    seconds: records.reduce((sum, r) => sum + r.seconds, 0),
    samples: Object.assign({}, ...records.map((r) => r.samples)) as Record<string, string>,
  };
}

export interface LoadSummary {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  statuses: Record<string, number>;
  errors: number;
  /** Answers with a 5xx status. */
  serverErrors: number;
  /** Sent but neither answered nor failed: in flight when the phase's time ran out. */
  cutOff: number;
  samples: Record<string, string>;
}

/** Percentiles and throughput of a load run (NaN percentiles when nothing answered). */
export function summarizeLoad(record: LoadRecord): LoadSummary {
  const { latencies } = record;
  const at = (p: number) => (latencies.length > 0 ? percentile(latencies, p) : Number.NaN);
  let serverErrors = 0;
  for (const [status, count] of record.statuses) if (status >= 500) serverErrors += count;
  return {
    requests: latencies.length,
    requestsPerSecond: record.seconds > 0 ? latencies.length / record.seconds : 0,
    p50: at(50),
    p95: at(95),
    p99: at(99),
    statuses: Object.fromEntries([...record.statuses].sort(([a], [b]) => a - b)),
    errors: record.errors,
    serverErrors,
    cutOff: Math.max(0, record.sent - latencies.length - record.errors),
    samples: record.samples,
  };
}

/** Expected ids that are not among those found (lost writes), in the expected order. */
export function missingIds(expected: Iterable<string>, found: Iterable<string>): string[] {
  const have = new Set(found);
  return [...expected].filter((id) => !have.has(id));
}
