/**
 * Load (issue 8 §1): autocannon against the real local runtime on loopback, bounded in count and
 * time, beside two baselines loaded the same way in the same run (a separate process, like the
 * runtime; bench/baseline-server.ts):
 *
 * - a bare node:http server answering a small JSON;
 * - a bare node:http server doing one DynamoDB GetItem (a user's profile item, through the
 *   functions' own DocumentClient) against the runtime's DynamoDB Local — the ratio base: every
 *   API answer is at least one such read, so the figures are ratios, not machine absolutes.
 *
 * Phases (PHASE_SECONDS each, CONNECTIONS connections unless said):
 *
 * - read mix: Pro/Elite members signed in with real sessions, each connection cycling
 *   GET /api/auth/user → GET /api/progress/checklist → GET /api/market?zip=…;
 * - write mix: new accounts (register, then login with it), saved ROI analyses (Pro members) and
 *   support tickets (Elite members), all at once; afterwards every 2xx write is read back through
 *   the API (the username is taken, the analysis opens by id, the ticket is in the member's list).
 *   A write answered 2xx that cannot be read back is a lost write;
 * - abusive mix: a login storm (wrong passwords) from ONE address while other members, from their
 *   own addresses, keep reading and signing in: the storm must get 429s (the Spanish message and a
 *   Retry-After), the others 100 % success.
 *
 * Members subscribe through the API with the billing simulator's test card. Every connection binds
 * its own loopback source address (bench/api.ts), as separate users would come from separate
 * addresses; per-connection request caps keep each address under the route's per-IP limit, so a
 * 429 outside the storm is a failure, not a rate limit doing its job.
 */
import type autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { randomBytes, scrypt } from 'node:crypto';
import path from 'node:path';
import {
  AddressPool,
  apiCall,
  checkLoopbackAliases,
  fromAddresses,
  missingIds,
  newAccount,
  newMember,
  runLoad,
  summarizeLoad,
  type Account,
  type LoadRecord,
  type LoadSummary,
  type Member,
} from '../api.ts';
import { DEFAULT_ROI_FORM } from '../../web/src/features/roi/model.ts';
import { medianBy, type BenchContext, type Measure, type Row } from '../measure.ts';
import { localRuntime } from '../runtime.ts';

const CONNECTIONS = 32;
const PHASE_SECONDS = 5;
const MARKET_ZIP = '60614';
const MEMBERS_PER_PLAN = 4;
/** Requests per connection (one source address): under each route's per-IP limit (routes.ts). */
const CAP = {
  // GET /api/market: 60 a minute per IP; one request in three of the read mix.
  read: 150,
  // POST /api/auth/register: 10 an hour per IP; register + login per account.
  accounts: 10,
  // POST /api/pro/analyses/{tool}: 60 a minute per IP (and 200 analyses per tool per user).
  analyses: 45,
  // POST /api/elite/tickets: 10 per 10 minutes per IP.
  tickets: 9,
};
/**
 * Budgets, as multiples of the same run's GetItem baseline. Both servers are loaded with the same
 * 32 connections, so by Little's law the latency ratio is about the inverse throughput ratio. A
 * read-mix answer is a session read and a profile read plus the route's own work (progress: one
 * read; market: the data plus an activity write), each call signed and marshalled by the SDK in the
 * runtime's one Node process: a few × GetItem is the floor. Measured 2–9× (p50; GetItem's own
 * p50 is far below its p95) and 0.9–3.4× (p95/p99) on a 2-core machine at load average 8–30
 * (other test suites running); the budgets leave room for a loaded 2-core CI machine.
 */
const READ_MAX_RATIO = { p50: 15, p95: 10, p99: 10 };
/** Read throughput must stay above this share of the GetItem server's (measured 0.11–0.46). */
const READ_MIN_RPS_SHARE = 0.05;
/**
 * The write mix holds register and login, each one scrypt hash (N=2^17, ~0.45 s of CPU alone,
 * queued in libuv's 4 threads): they are a few % of its answers, so p99 is a password hash, not
 * the table (hence its wider budget); p50 and p95 are the analyses and tickets (6–7 table calls
 * each: rate counter, session, profile, count, put, activity / a two-item transaction and two
 * emails). Measured 3.9–7.7× (p50), 2.5–3.2× (p95), 1.8–4.7× (p99) at load average 3–30.
 */
const WRITE_MAX_RATIO = { p50: 15, p95: 25, p99: 60 };
const WRITE_MIN_RPS_SHARE = 0.02;
/**
 * Members reading during the storm: at most this × GetItem p95. The storm's first 30 logins a
 * window (the per-IP limit) are 30 password hashes, ~12 s of CPU on 2 cores, shared with everyone
 * in the local runtime's one process (in AWS each login runs in its own Lambda instance).
 */
const BYSTANDER_MAX_P95_RATIO = 20;
/** Share of the storm's answers that must be 429 (the first 30 a window get through: 401). */
const STORM_MIN_429_SHARE = 0.8;
/**
 * Members signing in during the storm, and how long each may wait: a login is one password hash,
 * and in the local runtime (one process, libuv's 4 threads) it queues behind the storm's hashes.
 */
const STORM_SIGN_INS = 4;
/**
 * The slowest of those logins, as a multiple of one bare hash measured just before: up to the
 * storm's 30 hashes are queued ahead of it in the runtime's 4 libuv threads, four at a time on two
 * cores (about 8 rounds of a doubled hash ≈ 16× on a quiet machine), plus its own; measured 34–41×
 * at load average 8–15. A loose guard, above machine noise: the 30 s timeout is the hard bound.
 */
const BYSTANDER_LOGIN_MAX_RATIO = 60;
const LOGIN_TIMEOUT_MS = 30_000;

/* Address blocks (127.<block>.0.0/16), one per purpose so rate-limit windows never mix. */
const BLOCK = { setup: 10, baseline: 11, read: 12, write: 13, verify: 14, bystanders: 15 };
const STORM_ADDRESS = '127.16.0.1';

const TICKET = {
  subject: 'Consulta de carga del banco de pruebas',
  category: 'tools',
  description: 'Ticket creado por el banco de pruebas de carga para comprobar que no se pierde.',
  priority: 'normal',
  method: 'email',
};
/** The calculator's own example deal, saved as each analysis. */
const ROI = DEFAULT_ROI_FORM;

interface Baselines {
  bare: LoadSummary;
  getItem: LoadSummary;
}

/* ── Baselines ─────────────────────────────────────────────────────────────── */

async function startBaselineServer(
  ctx: BenchContext,
  userId: string,
): Promise<{ bare: number; getItem: number }> {
  const dynamoPort = process.env.BENCH_DYNAMODB_PORT ?? '8300';
  const child = fork(path.join(ctx.root, 'bench/baseline-server.ts'), [userId], {
    cwd: ctx.root,
    env: {
      ...process.env,
      DYNAMODB_ENDPOINT: `http://localhost:${dynamoPort}`,
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      LOG_LEVEL: 'SILENT',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  ctx.onCleanup(() => {
    if (child.exitCode === null) child.kill();
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message as { bare: number; getItem: number }));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`baseline server exited (code ${code})`)));
  });
}

function baselineLoad(port: number, pool: AddressPool): autocannon.Options {
  return {
    url: `http://127.0.0.1:${port}/`,
    connections: CONNECTIONS,
    duration: PHASE_SECONDS,
    maxConnectionRequests: 100_000,
    setupClient: fromAddresses(() => pool.next()),
  };
}

/* ── Mixes ─────────────────────────────────────────────────────────────────── */

const routeOf = (method: string, url: string) => `${method} ${url.split('?')[0]}`;

/** One autocannon instance of the read mix for one member. */
function readMix(
  target: string,
  member: Member,
  connections: number,
  pool: AddressPool,
): autocannon.Options {
  return {
    url: target,
    connections,
    duration: PHASE_SECONDS,
    maxConnectionRequests: CAP.read,
    headers: { cookie: member.cookie },
    requests: [
      { method: 'GET', path: '/api/auth/user' },
      { method: 'GET', path: '/api/progress/checklist' },
      { method: 'GET', path: `/api/market?zip=${MARKET_ZIP}` },
    ],
    setupClient: fromAddresses(() => pool.next()),
  };
}

interface WriteLog {
  /** Accounts whose register answered 201. */
  registered: Account[];
  /** Logins of those accounts, right after, that did not answer 200. */
  loginFailures: { email: string; status: number }[];
  /** Analysis ids answered 201, per member. */
  analyses: Map<Member, string[]>;
  /** Ticket ids answered 201, per member. */
  tickets: Map<Member, string[]>;
}

function parseJson(body: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(body) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

function writeMix(
  target: string,
  pro: readonly Member[],
  elite: readonly Member[],
  pool: AddressPool,
  log: WriteLog,
): autocannon.Options[] {
  const json = { 'content-type': 'application/json' };
  const setupClient = fromAddresses(() => pool.next());
  const accounts: autocannon.Options = {
    url: target,
    connections: 2,
    duration: PHASE_SECONDS,
    maxConnectionRequests: CAP.accounts,
    requests: [
      {
        method: 'POST',
        path: '/api/auth/register',
        headers: json,
        setupRequest: (request, context) => {
          const account = newAccount('carga');
          (context as { account?: Account }).account = account;
          return { ...request, body: JSON.stringify(account) };
        },
        onResponse: (status, _body, context) => {
          const account = (context as { account?: Account }).account;
          if (status === 201 && account) log.registered.push(account);
          else delete (context as { account?: Account }).account;
        },
      },
      {
        method: 'POST',
        path: '/api/auth/login',
        headers: json,
        setupRequest: (request, context) => {
          const account = (context as { account?: Account }).account;
          const credentials = account
            ? { email: account.email, password: account.password }
            : { email: 'nadie@example.com', password: 'Clave-sin-cuenta-1' };
          return { ...request, body: JSON.stringify(credentials) };
        },
        onResponse: (status, _body, context) => {
          const account = (context as { account?: Account }).account;
          if (account && status !== 200) log.loginFailures.push({ email: account.email, status });
        },
      },
    ],
    setupClient,
  };
  const analyses = pro.map((member): autocannon.Options => {
    const ids: string[] = [];
    log.analyses.set(member, ids);
    let n = 0;
    return {
      url: target,
      connections: 3,
      duration: PHASE_SECONDS,
      maxConnectionRequests: CAP.analyses,
      headers: { ...json, cookie: member.cookie },
      requests: [
        {
          method: 'POST',
          path: '/api/pro/analyses/roi',
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({ name: `Carga ${++n}`, inputs: ROI }),
          }),
          onResponse: (status, body) => {
            const id = status === 201 ? parseJson(body)?.id : undefined;
            if (typeof id === 'string') ids.push(id);
          },
        },
      ],
      setupClient,
    };
  });
  const tickets = elite.map((member): autocannon.Options => {
    const ids: string[] = [];
    log.tickets.set(member, ids);
    return {
      url: target,
      connections: 2,
      duration: PHASE_SECONDS,
      maxConnectionRequests: CAP.tickets,
      headers: { ...json, cookie: member.cookie },
      requests: [
        {
          method: 'POST',
          path: '/api/elite/tickets',
          body: JSON.stringify(TICKET),
          onResponse: (status, body) => {
            const ticket = status === 201 ? parseJson(body)?.ticket : undefined;
            const id = (ticket as { id?: unknown } | undefined)?.id;
            if (typeof id === 'string') ids.push(id);
          },
        },
      ],
      setupClient,
    };
  });
  return [accounts, ...analyses, ...tickets];
}

/** Run `fn` over `items`, `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

interface Verification {
  lost: string[];
  checked: { accounts: number; analyses: number; tickets: number };
  /** 5xx answers met while reading back. */
  serverErrors: number;
}

/** Read every 2xx write back through the API. */
async function verifyWrites(
  origin: string,
  log: WriteLog,
  pool: AddressPool,
): Promise<Verification> {
  const lost: string[] = [];
  let serverErrors = 0;
  let from = pool.next();
  let onAddress = 0;
  // check-username: 120 a minute per IP; move on to a fresh address well before.
  const address = () => {
    if (++onAddress > 100) {
      from = pool.next();
      onAddress = 1;
    }
    return from;
  };
  await eachLimited(log.registered, 8, async (account) => {
    const answer = await apiCall(
      origin,
      'GET',
      `/api/auth/check-username/${encodeURIComponent(account.username)}`,
      { from: address() },
    );
    if (answer.status >= 500) serverErrors++;
    const available = parseJson(answer.body)?.available;
    if (answer.status !== 200 || available !== false) {
      lost.push(`account ${account.username}: check-username ${answer.status} ${answer.body}`);
    }
  });
  for (const failure of log.loginFailures) {
    lost.push(`account ${failure.email}: registered (201), then login answered ${failure.status}`);
  }
  let analyses = 0;
  for (const [member, ids] of log.analyses) {
    analyses += ids.length;
    await eachLimited(ids, 8, async (id) => {
      const answer = await apiCall(origin, 'GET', `/api/pro/analyses/roi/${id}`, {
        cookie: member.cookie,
        from: address(),
      });
      if (answer.status >= 500) serverErrors++;
      if (answer.status !== 200) lost.push(`analysis ${id}: GET answered ${answer.status}`);
    });
  }
  let tickets = 0;
  for (const [member, ids] of log.tickets) {
    tickets += ids.length;
    const answer = await apiCall(origin, 'GET', '/api/elite/tickets', {
      cookie: member.cookie,
      from: address(),
    });
    if (answer.status >= 500) serverErrors++;
    const listed = ((parseJson(answer.body)?.tickets ?? []) as { id: string }[]).map((t) => t.id);
    for (const id of missingIds(ids, listed)) lost.push(`ticket ${id}: not in the member's list`);
  }
  return { lost, checked: { accounts: log.registered.length, analyses, tickets }, serverErrors };
}

const SCRYPT = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 2 ** 17 * 8 };

/** Median of three bare scrypt hashes (functions/commons/passwords.ts parameters), one at a time. */
async function bareHashMs(): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    await new Promise<void>((resolve, reject) =>
      scrypt('Clave-bench-password', randomBytes(16), 64, SCRYPT, (error) =>
        error ? reject(error) : resolve(),
      ),
    );
    times.push(performance.now() - started);
  }
  return medianBy(times, (ms) => ms);
}

/* ── The storm ─────────────────────────────────────────────────────────────── */

interface StormOutcome {
  storm: LoadSummary;
  first429?: { message: unknown; retryAfter: unknown };
  bystanderReads: LoadSummary;
  bystanderLogins: { ok: number; total: number; answers: { status: number; ms: number }[] };
}

async function loginStorm(
  target: string,
  origin: string,
  members: readonly Member[],
  pool: AddressPool,
): Promise<StormOutcome> {
  let first429: StormOutcome['first429'];
  const storm: autocannon.Options = {
    url: target,
    connections: 40,
    duration: PHASE_SECONDS,
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        method: 'POST',
        path: '/api/auth/login',
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({
            email: newAccount('intruso').email,
            password: 'Clave-equivocada-1',
          }),
        }),
        onResponse: (status, body, _context, headers) => {
          if (status === 429 && !first429) {
            first429 = {
              message: parseJson(body)?.message,
              retryAfter: (headers as Record<string, unknown> | undefined)?.['retry-after'],
            };
          }
        },
      },
    ],
    setupClient: fromAddresses(() => STORM_ADDRESS),
  };
  const readers = members.slice(0, 4).map((m) => readMix(target, m, 4, pool));
  // Members sign in again from fresh addresses while the storm lasts: one every second, each
  // waiting for its own answer (a login is a password hash, queued behind the storm's own).
  const signIns = Promise.all(
    members.slice(0, STORM_SIGN_INS).map(async (member, i) => {
      await new Promise((resolve) => setTimeout(resolve, 500 + i * 1000));
      const started = performance.now();
      // A login that gets no answer in time counts as failed (status 0), not as a crash.
      const status = await apiCall(origin, 'POST', '/api/auth/login', {
        body: { email: member.account.email, password: member.account.password },
        from: pool.next(),
        timeoutMs: LOGIN_TIMEOUT_MS,
      }).then(
        (answer) => answer.status,
        () => 0,
      );
      return { status, ms: Math.round(performance.now() - started) };
    }),
  );
  // Storm and readers in one runLoad would pool their latencies: run them side by side.
  const [stormRecord, readRecord, logins] = await Promise.all([
    runLoad([storm]),
    runLoad(readers),
    signIns,
  ]);
  return {
    storm: summarizeLoad(stormRecord),
    ...(first429 ? { first429 } : {}),
    bystanderReads: summarizeLoad(readRecord),
    bystanderLogins: {
      ok: logins.filter((l) => l.status === 200).length,
      total: logins.length,
      answers: logins,
    },
  };
}

/* ── Rows ──────────────────────────────────────────────────────────────────── */

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

function brief(summary: LoadSummary) {
  return {
    requests: summary.requests,
    requestsPerSecond: round(summary.requestsPerSecond),
    p50: summary.p50,
    p95: summary.p95,
    p99: summary.p99,
    statuses: summary.statuses,
    errors: summary.errors,
    cutOff: summary.cutOff,
    ...(Object.keys(summary.samples).length > 0 ? { samples: summary.samples } : {}),
  };
}

/** What makes a mix's figures unusable: nothing answered, or answers other than `ok`. */
function mixProblem(summary: LoadSummary, ok: (status: number) => boolean): string | undefined {
  if (summary.requests === 0) return 'no answers';
  const bad = Object.entries(summary.statuses).filter(([status]) => !ok(Number(status)));
  if (bad.length > 0 || summary.errors > 0) {
    const list = bad.map(([status, count]) => `${count}× ${status}`).join(', ');
    return `unexpected answers: ${list || 'none'}; ${summary.errors} requests got no answer`;
  }
  return undefined;
}

function mixRows(
  key: 'read' | 'write',
  title: string,
  summary: LoadSummary,
  base: LoadSummary,
  maxRatio: { p50: number; p95: number; p99: number },
  minRpsShare: number,
  problem: string | undefined,
  detail: unknown,
): Row[] {
  const failed = problem ? { error: problem } : {};
  const latency = (p: 'p50' | 'p95' | 'p99'): Row => ({
    id: `load-${key}-${p}-ms`,
    label: `${title} ${p}`,
    value: problem ? null : summary[p],
    unit: 'ms',
    baseline: { label: `GetItem ${p}`, value: base[p] },
    budget: { max: maxRatio[p] * base[p] },
    ...failed,
    ...(p === 'p50' ? { detail } : {}),
  });
  return [
    latency('p50'),
    latency('p95'),
    latency('p99'),
    {
      id: `load-${key}-rps`,
      label: `${title} throughput`,
      value: problem ? null : Math.round(summary.requestsPerSecond),
      unit: 'req/s',
      baseline: { label: 'GetItem', value: Math.round(base.requestsPerSecond) },
      budget: { min: Math.floor(minRpsShare * base.requestsPerSecond) },
      ...failed,
    },
  ];
}

/** Per-route latencies of a run, from autocannon's per-client current request. */
function byRoute(instances: autocannon.Options[]) {
  type Entry = { latencies: number[]; statuses: Map<number, number> };
  const routes = new Map<string, Entry>();
  for (const options of instances) {
    const previous = options.setupClient as ((client: autocannon.Client) => void) | undefined;
    options.setupClient = (client) => {
      previous?.(client);
      client.on('response', (statusCode: number, _bytes: number, responseTime: number) => {
        const current = (
          client as unknown as {
            requestIterator?: { currentRequest?: { method?: string; path?: string } };
          }
        ).requestIterator?.currentRequest;
        const key = routeOf(current?.method ?? 'GET', current?.path ?? '?');
        const entry: Entry = routes.get(key) ?? { latencies: [], statuses: new Map() };
        entry.latencies.push(responseTime);
        entry.statuses.set(statusCode, (entry.statuses.get(statusCode) ?? 0) + 1);
        routes.set(key, entry);
      });
    };
  }
  return () =>
    Object.fromEntries(
      [...routes].map(([key, entry]) => {
        const record: LoadRecord = {
          ...entry,
          errors: 0,
          sent: 0,
          seconds: PHASE_SECONDS,
          samples: {},
        };
        const summary = summarizeLoad(record);
        return [
          key,
          { requests: summary.requests, p50: summary.p50, p95: summary.p95, p99: summary.p99 },
        ];
      }),
    );
}

/**
 * GET /api/auth/user within the read mix (the figure auth.ts used to load on its own; same ids).
 * No budget: the read mix's rows carry them.
 */
function currentUserRows(
  figures: { requests: number; p50: number; p95: number } | undefined,
  base: LoadSummary,
  problem: string | undefined,
): Row[] {
  const error = problem ?? (figures ? undefined : 'no answers');
  return (['p50', 'p95'] as const).map((p) => ({
    id: `auth-user-${p}-ms`,
    label: `GET /api/auth/user ${p} (mezcla de lectura)`,
    value: error || !figures ? null : figures[p],
    unit: 'ms',
    baseline: { label: `GetItem ${p}`, value: base[p] },
    ...(error ? { error } : { detail: { requests: figures!.requests } }),
  }));
}

/**
 * One request to every route the phases load, so handler modules are imported and the market
 * data of the ZIP's state is loaded before timing (as a warm Lambda container would have them;
 * cold starts are a measure of their own). Warm-up writes are not counted or verified.
 */
async function warmRoutes(origin: string, pro: Member, elite: Member, pool: AddressPool) {
  const calls: [string, string, Member | undefined, unknown][] = [
    ['GET', '/api/auth/user', pro, undefined],
    ['GET', '/api/progress/checklist', pro, undefined],
    ['GET', `/api/market?zip=${MARKET_ZIP}`, pro, undefined],
    ['POST', '/api/pro/analyses/roi', pro, { name: 'Calentamiento', inputs: ROI }],
    ['GET', '/api/pro/analyses/roi', pro, undefined],
    ['POST', '/api/elite/tickets', elite, TICKET],
    ['GET', '/api/elite/tickets', elite, undefined],
    ['GET', `/api/auth/check-username/${pro.account.username}`, undefined, undefined],
  ];
  for (const [method, path, member, body] of calls) {
    const answer = await apiCall(origin, method, path, {
      from: pool.next(),
      ...(member ? { cookie: member.cookie } : {}),
      ...(body === undefined ? {} : { body }),
    });
    if (answer.status >= 300) {
      throw new Error(`warm-up ${method} ${path} answered ${answer.status}: ${answer.body}`);
    }
  }
}

async function measureLoad(ctx: BenchContext): Promise<Row[]> {
  const { origin } = await localRuntime(ctx);
  const started = performance.now();
  const target = `http://127.0.0.1:${new URL(origin).port}`;
  const pools = Object.fromEntries(
    Object.entries(BLOCK).map(([name, block]) => [name, new AddressPool(block)]),
  ) as Record<keyof typeof BLOCK, AddressPool>;
  await checkLoopbackAliases(origin, pools.setup);

  ctx.log('load: signing up Pro and Elite members through the billing simulator…');
  const pro = await Promise.all(
    Array.from({ length: MEMBERS_PER_PLAN }, () => newMember(origin, 'pro', pools.setup, 'carga')),
  );
  const elite = await Promise.all(
    Array.from({ length: MEMBERS_PER_PLAN }, () =>
      newMember(origin, 'elite', pools.setup, 'carga'),
    ),
  );
  const members = [...pro, ...elite];
  ctx.log('load: warming every route of the mixes (handler modules, market data)…');
  await warmRoutes(origin, pro[0]!, elite[0]!, pools.setup);

  ctx.log('load: baselines (bare node:http, DynamoDB Local GetItem)…');
  const ports = await startBaselineServer(ctx, members[0]!.userId);
  const baselines: Baselines = {
    bare: summarizeLoad(await runLoad([baselineLoad(ports.bare, pools.baseline)])),
    getItem: summarizeLoad(await runLoad([baselineLoad(ports.getItem, pools.baseline)])),
  };
  for (const [name, summary] of Object.entries(baselines)) {
    const problem = mixProblem(summary, (s) => s === 200);
    if (problem) throw new Error(`baseline ${name}: ${problem}`);
  }

  ctx.log('load: read mix…');
  const perMember = CONNECTIONS / members.length;
  const readInstances = members.map((m) => readMix(target, m, perMember, pools.read));
  const readRoutesOf = byRoute(readInstances);
  const read = summarizeLoad(await runLoad(readInstances));
  const readRoutes = readRoutesOf();

  ctx.log('load: write mix…');
  const log: WriteLog = {
    registered: [],
    loginFailures: [],
    analyses: new Map(),
    tickets: new Map(),
  };
  const writeInstances = writeMix(target, pro, elite, pools.write, log);
  const writeRoutes = byRoute(writeInstances);
  const write = summarizeLoad(await runLoad(writeInstances));
  ctx.log('load: reading every write back…');
  const verification = await verifyWrites(origin, log, pools.verify);

  ctx.log('load: login storm from one address, members reading and signing in meanwhile…');
  const hashMs = await bareHashMs();
  const storm = await loginStorm(target, origin, members, pools.bystanders);

  ctx.log(
    `load: read ${read.requests} answers, write ${write.requests}, storm ${storm.storm.requests}; ` +
      `${verification.lost.length} lost writes`,
  );

  const readProblem = mixProblem(read, (s) => s === 200);
  const writeProblem = mixProblem(write, (s) => s === 200 || s === 201);
  const rows: Row[] = [
    {
      id: 'load-baseline-getitem-p95-ms',
      label: `DynamoDB Local GetItem p95 (${CONNECTIONS} conexiones)`,
      value: baselines.getItem.p95,
      unit: 'ms',
      baseline: { label: 'bare node:http p95', value: baselines.bare.p95 },
      detail: {
        connections: CONNECTIONS,
        seconds: PHASE_SECONDS,
        bare: brief(baselines.bare),
        getItem: brief(baselines.getItem),
      },
    },
    ...mixRows(
      'read',
      `Mezcla de lectura (${CONNECTIONS} conexiones)`,
      read,
      baselines.getItem,
      READ_MAX_RATIO,
      READ_MIN_RPS_SHARE,
      readProblem,
      {
        mix: [
          'GET /api/auth/user',
          'GET /api/progress/checklist',
          `GET /api/market?zip=${MARKET_ZIP}`,
        ],
        members: members.length,
        summary: brief(read),
        routes: readRoutes,
      },
    ),
    ...currentUserRows(readRoutes['GET /api/auth/user'], baselines.getItem, readProblem),
    ...mixRows(
      'write',
      'Mezcla de escritura (22 conexiones)',
      write,
      baselines.getItem,
      WRITE_MAX_RATIO,
      WRITE_MIN_RPS_SHARE,
      writeProblem,
      {
        mix: [
          'register + login (2 conn.)',
          'save ROI analysis (Pro, 12 conn.)',
          'ticket (Elite, 8 conn.)',
        ],
        summary: brief(write),
        routes: writeRoutes(),
        verified: verification.checked,
      },
    ),
  ];

  // The storm: mostly 429 with the Spanish message; the others unaffected.
  const stormTotal = storm.storm.requests;
  const tooMany = storm.storm.statuses['429'] ?? 0;
  const spanish =
    typeof storm.first429?.message === 'string' &&
    storm.first429.message.startsWith('Demasiados intentos') &&
    storm.first429.retryAfter !== undefined;
  const stormUnexpected = Object.keys(storm.storm.statuses).filter(
    (s) => s !== '429' && s !== '401',
  );
  rows.push({
    id: 'load-storm-429-share',
    label: 'Tormenta de logins (1 dirección): parte 429',
    value: stormTotal > 0 && spanish && stormUnexpected.length === 0 ? tooMany / stormTotal : null,
    unit: '',
    budget: { min: STORM_MIN_429_SHARE },
    ...(stormTotal === 0
      ? { error: 'the storm got no answers' }
      : !spanish
        ? {
            error: `429 without the Spanish message or Retry-After: ${JSON.stringify(storm.first429)}`,
          }
        : stormUnexpected.length > 0
          ? { error: `storm answers other than 401/429: ${JSON.stringify(storm.storm.statuses)}` }
          : {}),
    detail: { storm: brief(storm.storm), first429: storm.first429, address: STORM_ADDRESS },
  });
  const slowestLogin = Math.max(...storm.bystanderLogins.answers.map((l) => l.ms));
  const bystanderOk = (storm.bystanderReads.statuses['200'] ?? 0) + storm.bystanderLogins.ok;
  const bystanderTotal =
    storm.bystanderReads.requests + storm.bystanderReads.errors + storm.bystanderLogins.total;
  rows.push(
    {
      id: 'load-storm-others-ok',
      label: 'Durante la tormenta: éxito de los demás',
      value: bystanderTotal > 0 ? bystanderOk / bystanderTotal : null,
      unit: '',
      budget: { min: 1 },
      ...(bystanderTotal === 0 ? { error: 'the other members got no answers' } : {}),
      detail: { reads: brief(storm.bystanderReads), logins: storm.bystanderLogins },
    },
    {
      id: 'load-storm-others-p95-ms',
      label: 'Durante la tormenta: lectura de los demás p95',
      value: storm.bystanderReads.requests > 0 ? storm.bystanderReads.p95 : null,
      unit: 'ms',
      baseline: { label: 'GetItem p95', value: baselines.getItem.p95 },
      budget: { max: BYSTANDER_MAX_P95_RATIO * baselines.getItem.p95 },
      ...(storm.bystanderReads.requests === 0 ? { error: 'no reads answered' } : {}),
    },
    {
      id: 'load-storm-others-login-ms',
      label: 'Durante la tormenta: login de los demás (máx)',
      value: slowestLogin,
      unit: 'ms',
      baseline: { label: 'bare scrypt N=2^17', value: hashMs },
      budget: { max: BYSTANDER_LOGIN_MAX_RATIO * hashMs },
      detail: { logins: storm.bystanderLogins.answers, timeoutMs: LOGIN_TIMEOUT_MS },
    },
  );

  const serverErrors =
    read.serverErrors +
    write.serverErrors +
    storm.storm.serverErrors +
    storm.bystanderReads.serverErrors +
    storm.bystanderLogins.answers.filter((l) => l.status >= 500).length +
    verification.serverErrors;
  const unanswered = read.errors + write.errors + storm.storm.errors + storm.bystanderReads.errors;
  rows.push(
    {
      id: 'load-5xx',
      label: 'Respuestas 5xx o sin respuesta (todas las fases)',
      value: serverErrors + unanswered,
      unit: '',
      budget: { max: 0 },
      detail: {
        serverErrors,
        unanswered,
        measureSeconds: round((performance.now() - started) / 1000),
        cutOffAtPhaseEnd: {
          read: read.cutOff,
          write: write.cutOff,
          storm: storm.storm.cutOff,
          bystanders: storm.bystanderReads.cutOff,
        },
      },
    },
    {
      id: 'load-lost-writes',
      label: 'Escrituras 2xx que no se leen después',
      value: verification.lost.length,
      unit: '',
      budget: { max: 0 },
      detail: { checked: verification.checked, lost: verification.lost.slice(0, 20) },
    },
  );
  return rows;
}

export const loadMeasure: Measure = {
  name: 'load',
  async run(ctx) {
    try {
      return await measureLoad(ctx);
    } catch (error) {
      return [
        {
          id: 'load-read-p95-ms',
          label: `Mezcla de lectura (${CONNECTIONS} conexiones) p95`,
          value: null,
          unit: 'ms',
          error: error instanceof Error ? error.message : String(error),
        },
      ];
    }
  },
};
