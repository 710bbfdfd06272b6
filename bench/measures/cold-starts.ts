/**
 * Cold starts (issue 8 §5): every function bundle the stack builds — one per route of
 * functions/routes.ts but the local-only ones, and the API's catch-all 404, as
 * infra/constructs/api.ts deploys them — built by esbuild with the stack's own options
 * (infra/function-bundling.ts) into bench/out/cold/.
 *
 * - Size: the minified bundle (index.mjs; the source map beside it is not counted). Budget:
 *   ≤ 500 kB for the largest.
 * - Cold start: a fresh `node` process (bench/cold-start-runner.mjs) imports the bundle and
 *   answers one event, timed from the process's start (Node's boot + import + first answer, what a
 *   Lambda init and first invoke cost), beside a bare handler bundled the same way in the same
 *   run: a handler with no code of ours that does what a function of this stack minimally does,
 *   create the DynamoDB document client (loaded from the runtime's AWS SDK, as ours are) and make
 *   one call. Samples alternate (bare, function) over ROUNDS rounds; each function's median is
 *   compared with the median of the bare samples taken beside it. Budget: the highest ratio ≤ 3×.
 *   An empty handler (no SDK) is sampled too, as a reference: it is Node's boot alone, and beside
 *   it any function that loads the SDK is ~8× (a ratio no code of ours could change).
 * - `measureColdStarts(ctx, { sdk: 'bundled' })` times the same functions with the SDK inlined, to
 *   compare (the decision recorded in infra/function-bundling.ts).
 *
 * The AWS SDK is not in the bundles (the runtime provides it): Node loads it from node_modules, as
 * Lambda loads its own copy, so that load is in the figure. The process gets a Lambda-like
 * environment (the stack's variables, NODE_OPTIONS=--enable-source-maps, static credentials) and
 * nothing from this shell. The event is the route's API Gateway v2 event, without a session cookie
 * (user/pro/elite routes answer 401) and with an empty JSON object as body on public writes (400):
 * answers that need no real AWS. The AWS calls the handlers still make before answering (rate
 * limit counters, GET /api/health's DescribeTable, the Stripe keys secret) go to a fake AWS
 * endpoint in this process (AWS_ENDPOINT_URL), which answers each at once; `detail` lists them.
 */
import { spawn } from 'node:child_process';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { ROUTES, routeKey, routeName, type RouteEntry } from '../../functions/routes.ts';
import {
  esbuildOptions,
  FUNCTION_BUNDLING,
  FUNCTION_NODE_OPTIONS,
} from '../../infra/function-bundling.ts';
import { medianBy, type BenchContext, type Measure, type Row } from '../measure.ts';

export const BUNDLE_MAX_KB = 500;
/** A function's cold start may take at most this many times the bare handler's. */
export const COLD_START_MAX_RATIO = 3;
/** Samples per function (and as many bare ones beside each). */
export const ROUNDS = 3;
const SAMPLE_TIMEOUT_MS = 30_000;
const EMPTY_SOURCE = "export const handler = async () => ({ statusCode: 200, body: '{}' });\n";
const EMPTY_LABEL = 'empty handler (Node boot)';
const BARE_LABEL = 'bare handler + DynamoDB client';
/**
 * The baseline: a bare handler doing what nearly every function minimally does, the DynamoDB
 * document client and one call, with nothing of ours (no zod, logger, route table, domain code).
 */
const BARE_SDK_SOURCE = `import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocument } from '@aws-sdk/lib-dynamodb';
const db = DynamoDBDocument.from(new DynamoDBClient({}));
export const handler = async () => {
  await db.get({ TableName: 'inversor-listo', Key: { pk: 'BENCH', sk: 'BENCH' } });
  return { statusCode: 200, body: '{}' };
};
`;
/** The empty handler is sampled beside every this-many-th function (it is context only). */
const EMPTY_EVERY = 4;

/** kB = 1000 bytes, as the rest of the bench. */
const kB = (bytes: number) => bytes / 1000;
const round1 = (ms: number) => Math.round(ms * 10) / 10;

export interface DeployedFunction {
  /** The construct id the stack gives it (GetApiHealth…). */
  name: string;
  /** The route it answers (its entry is the handler module); the event and env come from it. */
  route: RouteEntry;
}

/**
 * The functions infra/constructs/api.ts builds beyond the route table: the `$default` route's
 * Spanish 404, answered here for a path no route has. (test/unit/bench/cold-starts.test.ts checks
 * that every entry api.ts bundles is listed, so a new one cannot be left out of the bench.)
 */
const EXTRA_FUNCTIONS: readonly DeployedFunction[] = [
  {
    name: 'NotFound',
    route: {
      method: 'GET',
      path: '/api/no-such-route',
      area: 'platform',
      entry: 'handlers/not-found.ts',
      access: 'public',
    },
  },
];

/** What infra/constructs/api.ts deploys: one function per route but the local-only ones, and the 404. */
export function deployedFunctions(routes: readonly RouteEntry[] = ROUTES): DeployedFunction[] {
  return [
    ...routes
      .filter((route) => !route.localOnly)
      .map((route) => ({ name: routeName(route), route })),
    ...EXTRA_FUNCTIONS,
  ];
}

export interface Built {
  name: string;
  file: string;
  bytes: number;
}

/** 'external': the stack's build; 'bundled': the same with the AWS SDK inside (for comparison). */
export type SdkMode = 'external' | 'bundled';

async function bundleOne(entry: string, outfile: string, sdk: SdkMode): Promise<number> {
  const options = esbuildOptions(entry, outfile);
  if (sdk === 'bundled') options.external = [];
  await build(options);
  return (await stat(outfile)).size;
}

/** Bundle every deployed function and the bare handler under `dir`. */
export async function bundleFunctions(
  root: string,
  dir: string,
  functions: readonly DeployedFunction[],
  sdk: SdkMode = 'external',
): Promise<{ bare: Built; empty: Built; built: Built[] }> {
  await rm(dir, { recursive: true, force: true });
  const sources = path.join(dir, 'bare-sources');
  await mkdir(sources, { recursive: true });
  const bareSource = path.join(sources, 'bare.mjs');
  const emptySource = path.join(sources, 'empty.mjs');
  await writeFile(bareSource, BARE_SDK_SOURCE);
  await writeFile(emptySource, EMPTY_SOURCE);
  const out = (name: string) => path.join(dir, name, FUNCTION_BUNDLING.outFile);
  const bareFile = out('bare');
  const emptyFile = out('empty');
  const [bareBytes, emptyBytes, ...sizes] = await Promise.all([
    bundleOne(bareSource, bareFile, sdk),
    bundleOne(emptySource, emptyFile, sdk),
    ...functions.map((fn) =>
      bundleOne(path.join(root, 'functions', fn.route.entry), out(fn.name), sdk),
    ),
  ]);
  return {
    bare: { name: 'bare', file: bareFile, bytes: bareBytes! },
    empty: { name: 'empty', file: emptyFile, bytes: emptyBytes! },
    built: functions.map((fn, i) => ({ name: fn.name, file: out(fn.name), bytes: sizes[i]! })),
  };
}

const SAMPLE_PARAMS: Record<string, string> = {
  username: 'banco_prueba',
  plan: 'pro',
  tool: 'checklist',
  reportType: 'lender-presentation',
};

/**
 * The route's event, answerable without real AWS: no session cookie, and `{}` as the body of a
 * public write (rejected by its schema, or by the signature check on the Stripe webhook).
 */
export function coldEvent(route: RouteEntry) {
  const pathParameters: Record<string, string> = {};
  const rawPath = route.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    pathParameters[name] = SAMPLE_PARAMS[name] ?? 'bench-id';
    return encodeURIComponent(pathParameters[name]);
  });
  const write = route.method !== 'GET' && route.method !== 'DELETE';
  const body = write && route.access === 'public' ? '{}' : undefined;
  const requestId = 'bench-cold-start';
  return {
    version: '2.0',
    routeKey: `${route.method} ${route.path}`,
    rawPath,
    rawQueryString: '',
    headers: {
      host: 'inversorlisto.example',
      'user-agent': 'bench',
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(Object.keys(pathParameters).length > 0 ? { pathParameters } : {}),
    requestContext: {
      accountId: '123456789012',
      apiId: 'bench',
      domainName: 'inversorlisto.example',
      domainPrefix: 'inversorlisto',
      http: {
        method: route.method,
        path: rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: '192.0.2.10',
        userAgent: 'bench',
      },
      requestId,
      routeKey: `${route.method} ${route.path}`,
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
    ...(body !== undefined ? { body } : {}),
    isBase64Encoded: false,
  };
}

/** A Lambda-like environment: the variables the stack sets on this function, and Lambda's own. */
export function lambdaEnv(name: string, route: RouteEntry | undefined, awsEndpoint: string) {
  const needs = route?.needs ?? [];
  return {
    // Lambda's own.
    AWS_REGION: 'us-east-1',
    AWS_DEFAULT_REGION: 'us-east-1',
    AWS_LAMBDA_FUNCTION_NAME: name,
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: '512',
    AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x',
    AWS_ACCESS_KEY_ID: 'AKIDBENCHCOLDSTART',
    AWS_SECRET_ACCESS_KEY: 'bench-cold-start-secret',
    AWS_SESSION_TOKEN: 'bench-cold-start-token',
    TZ: ':UTC',
    // The stack's (infra/constructs/app-function.ts, api.ts, billing.ts, mail.ts).
    NODE_OPTIONS: FUNCTION_NODE_OPTIONS,
    BILLING_MODE: 'stripe',
    LOG_LEVEL: 'INFO',
    TABLE_NAME: 'inversor-listo',
    SITE_URL: 'https://inversorlisto.example',
    ...(needs.includes('stripe')
      ? { STRIPE_SECRET_ARN: 'arn:aws:secretsmanager:us-east-1:123456789012:secret:StripeKeys' }
      : {}),
    ...(needs.includes('mail') ? { MAIL_FROM: 'no-responder@inversorlisto.com' } : {}),
    // Every AWS call goes to the fake endpoint below.
    AWS_ENDPOINT_URL: awsEndpoint,
  };
}

/** The answer the fake endpoint gives to each AWS operation the handlers make. */
function fakeAnswer(target: string, pathname: string): unknown {
  if (target.startsWith('secretsmanager.')) {
    return {
      SecretString: JSON.stringify({
        secretKey: 'sk_test_bench',
        webhookSecret: 'whsec_bench',
        publishableKey: 'pk_test_bench',
        pricePro: 'price_bench_pro',
        priceElite: 'price_bench_elite',
      }),
    };
  }
  const operation = target.split('.')[1] ?? pathname;
  switch (operation) {
    case 'UpdateItem':
      return { Attributes: { count: { N: '1' } } };
    case 'DescribeTable':
      return { Table: { TableName: 'inversor-listo', TableStatus: 'ACTIVE' } };
    case 'Query':
    case 'Scan':
      return { Items: [], Count: 0, ScannedCount: 0 };
    case 'BatchGetItem':
      return { Responses: {}, UnprocessedKeys: {} };
    default:
      return pathname.includes('outbound-emails') ? { MessageId: 'bench' } : {};
  }
}

/** A local stand-in for AWS: answers at once, counts the calls per operation. */
async function startFakeAws(): Promise<{
  url: string;
  take(): Record<string, number>;
  close(): Promise<void>;
}> {
  let calls: Record<string, number> = {};
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const target = String(req.headers['x-amz-target'] ?? '');
      const pathname = new URL(req.url ?? '/', 'http://fake').pathname;
      const key = target || `${req.method} ${pathname}`;
      calls[key] = (calls[key] ?? 0) + 1;
      const body = JSON.stringify(fakeAnswer(target, pathname));
      res.writeHead(200, {
        'content-type': target ? 'application/x-amz-json-1.0' : 'application/json',
        'content-length': Buffer.byteLength(body),
        'x-amzn-requestid': 'bench',
      });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    take() {
      const taken = calls;
      calls = {};
      return taken;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface Sample {
  startMs: number;
  importMs: number;
  answerMs: number;
  totalMs: number;
  status: number | null;
}

/** One cold start in a fresh process. */
export function coldStart(
  runner: string,
  bundle: string,
  event: unknown,
  env: Record<string, string>,
): Promise<Sample> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [runner, pathToFileURL(bundle).href, JSON.stringify(event)],
      { env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), SAMPLE_TIMEOUT_MS);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      const line = output.split('\n').find((l) => l.startsWith('COLD '));
      if (code === 0 && line) {
        resolve(JSON.parse(line.slice('COLD '.length)) as Sample);
        return;
      }
      const tail = output.trim().split('\n').slice(-3).join(' | ').slice(0, 400);
      reject(new Error(`exited ${signal ?? code}: ${tail || 'no output'}`));
    });
  });
}

export interface FunctionResult {
  name: string;
  route: string;
  entry: string;
  kB: number;
  /** The median sample (by total), or why the function could not be measured. */
  median?: Sample;
  /** The median of the bare samples taken just before this function's (same load). */
  bareMs?: number;
  error?: string;
  awsCalls: Record<string, number>;
  totals: number[];
}

export interface ColdStartRun {
  sdk: SdkMode;
  bare: { kB: number; median: Sample; totals: number[] };
  /** The empty handler (a reference: Node's boot alone), sampled beside every EMPTY_EVERY-th function. */
  empty: { kB: number; median?: Sample; totals: number[]; error?: string };
  functions: FunctionResult[];
  rounds: number;
  ms: number;
}

/**
 * Bundle everything, then time ROUNDS cold starts of each function with a bare one before each.
 * `only` restricts the functions (by name); `sdk` chooses the stack's build or the SDK inside.
 */
export async function measureColdStarts(
  ctx: Pick<BenchContext, 'root' | 'outDir' | 'log'>,
  options: { sdk?: SdkMode; rounds?: number; only?: readonly string[] } = {},
): Promise<ColdStartRun> {
  const started = performance.now();
  const sdk = options.sdk ?? 'external';
  const rounds = options.rounds ?? ROUNDS;
  const functions = deployedFunctions().filter(
    (fn) => !options.only || options.only.includes(fn.name),
  );
  const dir = path.join(ctx.outDir, 'cold', sdk);
  const bundled = await bundleFunctions(ctx.root, dir, functions, sdk);
  ctx.log(
    `cold starts: ${functions.length} functions bundled (SDK ${sdk}) in ${Math.round(performance.now() - started)} ms`,
  );
  const runner = path.join(ctx.root, 'bench', 'cold-start-runner.mjs');
  const fake = await startFakeAws();
  try {
    const bareEvent = coldEvent(ROUTES[0]);
    const bareEnv = lambdaEnv('bare', undefined, fake.url);
    const bare = () => coldStart(runner, bundled.bare.file, bareEvent, bareEnv);
    const empty = () => coldStart(runner, bundled.empty.file, bareEvent, bareEnv);
    const emptySamples: Sample[] = [];
    let emptyError: string | undefined;
    // Warm the file cache (node, the SDK's files) once before anything is timed.
    await bare();
    const bareSamples: Sample[] = [];
    const results: FunctionResult[] = functions.map((fn, i) => ({
      name: fn.name,
      route: routeKey(fn.route),
      entry: fn.route.entry,
      kB: kB(bundled.built[i]!.bytes),
      awsCalls: {},
      totals: [],
    }));
    const samples: Sample[][] = functions.map(() => []);
    const paired: Sample[][] = functions.map(() => []);
    for (let round = 0; round < rounds; round++) {
      for (const [i, fn] of functions.entries()) {
        const result = results[i]!;
        if (result.error) continue;
        const bareSample = await bare();
        bareSamples.push(bareSample);
        if (i % EMPTY_EVERY === 0 && !emptyError) {
          try {
            emptySamples.push(await empty());
          } catch (error) {
            emptyError = error instanceof Error ? error.message : String(error);
          }
        }
        const env = lambdaEnv(fn.name, fn.route, fake.url);
        try {
          fake.take();
          const sample = await coldStart(runner, bundled.built[i]!.file, coldEvent(fn.route), env);
          if (sample.status === null || sample.status >= 500) {
            throw new Error(`answered ${sample.status ?? 'nothing'}`);
          }
          samples[i]!.push(sample);
          paired[i]!.push(bareSample);
          if (round === 0) result.awsCalls = fake.take();
        } catch (error) {
          result.error = error instanceof Error ? error.message : String(error);
        }
      }
      ctx.log(`cold starts: round ${round + 1}/${rounds} done`);
    }
    for (const [i, result] of results.entries()) {
      if (result.error) continue;
      result.median = medianBy(samples[i]!, (s) => s.totalMs);
      result.bareMs = medianBy(paired[i]!, (s) => s.totalMs).totalMs;
      result.totals = samples[i]!.map((s) => round1(s.totalMs));
    }
    return {
      sdk,
      bare: {
        kB: kB(bundled.bare.bytes),
        median: medianBy(bareSamples, (s) => s.totalMs),
        totals: bareSamples.map((s) => round1(s.totalMs)),
      },
      empty: {
        kB: kB(bundled.empty.bytes),
        ...(emptyError || emptySamples.length === 0
          ? { error: emptyError ?? 'not sampled' }
          : { median: medianBy(emptySamples, (s) => s.totalMs) }),
        totals: emptySamples.map((s) => round1(s.totalMs)),
      },
      functions: results,
      rounds,
      ms: performance.now() - started,
    };
  } finally {
    await fake.close();
  }
}

function sampleDetail(sample: Sample | undefined) {
  if (!sample) return undefined;
  return {
    totalMs: round1(sample.totalMs),
    nodeStartMs: round1(sample.startMs),
    importMs: round1(sample.importMs),
    answerMs: round1(sample.answerMs),
    status: sample.status,
  };
}

/** A function's cold start over the bare handler's, both medians of the same rounds. */
export function coldRatio(fn: Pick<FunctionResult, 'median' | 'bareMs'>): number | undefined {
  if (!fn.median || fn.bareMs === undefined || !(fn.bareMs > 0)) return undefined;
  return fn.median.totalMs / fn.bareMs;
}

/**
 * The table's rows from one run: the largest bundle (budget 500 kB); the function whose cold start
 * is the largest multiple of the bare handler's (budget 3×), each function beside the bare samples
 * taken just before its own, so that the machine's load weighs on both alike; the median function.
 */
export function coldStartRows(run: ColdStartRun): Row[] {
  const bySize = [...run.functions].sort((a, b) => b.kB - a.kB);
  const largest = bySize[0];
  const functions = bySize.map((fn) => {
    const ratio = coldRatio(fn);
    return {
      function: fn.name,
      route: fn.route,
      kB: fn.kB,
      ...(fn.median
        ? {
            ...sampleDetail(fn.median),
            bareMs: round1(fn.bareMs!),
            ratio: ratio === undefined ? null : Math.round(ratio * 100) / 100,
          }
        : { error: fn.error }),
      samplesMs: fn.totals,
      awsCalls: fn.awsCalls,
    };
  });
  const failed = run.functions.filter((fn) => fn.error);
  const measured = run.functions.filter((fn) => coldRatio(fn) !== undefined);
  const byRatio = [...measured].sort((a, b) => coldRatio(b)! - coldRatio(a)!);
  const slowest = byRatio[0];
  const middle = measured.length > 0 ? medianBy(measured, (fn) => coldRatio(fn)!) : undefined;
  const note =
    `fresh node ${process.version} per sample (Lambda runs Node 22), medians of ${run.rounds}; ` +
    'Node boot + import + 1 answer; AWS SDK loaded from node_modules; AWS calls to a local fake; ' +
    `baseline: ${BARE_LABEL} (1 GetItem), no code of ours`;
  const shared = {
    sdk: run.sdk,
    externals: run.sdk === 'external' ? [...FUNCTION_BUNDLING.externalModules] : [],
    bare: { kB: run.bare.kB, ...sampleDetail(run.bare.median), samplesMs: run.bare.totals },
    rounds: run.rounds,
    measureMs: Math.round(run.ms),
  };
  const error =
    failed.length > 0
      ? `${failed.length} function(s) did not answer: ${failed.map((fn) => `${fn.name} (${fn.error})`).join('; ')}`
      : measured.length === 0
        ? 'no function measured'
        : undefined;
  const coldRow = (
    id: string,
    label: string,
    fn: FunctionResult | undefined,
    budgeted: boolean,
  ): Row => ({
    id,
    label: `${label} (${fn?.name ?? 'none'})`,
    value: fn && !(budgeted && error) ? fn.median!.totalMs : null,
    unit: 'ms',
    ...(fn ? { baseline: { label: BARE_LABEL, value: fn.bareMs! } } : {}),
    ...(budgeted && fn ? { budget: { max: COLD_START_MAX_RATIO * fn.bareMs! } } : {}),
    ...(budgeted && error ? { error } : !fn ? { error: 'no function measured' } : {}),
    note,
    ...(budgeted ? { detail: { ...shared, maxRatio: COLD_START_MAX_RATIO, functions } } : {}),
  });
  return [
    {
      id: 'lambda-bundle-max-kb',
      label: `Lambda bundle, largest (${largest?.name ?? 'none'})`,
      value: largest ? largest.kB : null,
      unit: 'kB',
      budget: { max: BUNDLE_MAX_KB },
      ...(largest ? {} : { error: 'no function bundled' }),
      detail: { ...shared, sizes: bySize.map((fn) => ({ function: fn.name, kB: fn.kB })) },
    },
    coldRow('lambda-cold-start-max-ms', 'Lambda cold start, highest ratio', slowest, true),
    coldRow('lambda-cold-start-median-ms', 'Lambda cold start, median ratio', middle, false),
    {
      id: 'lambda-cold-start-empty-ms',
      label: `Lambda cold start, ${EMPTY_LABEL} (reference)`,
      value: run.empty.median ? run.empty.median.totalMs : null,
      unit: 'ms',
      ...(run.empty.error ? { error: run.empty.error } : {}),
      note,
      detail: {
        kB: run.empty.kB,
        ...sampleDetail(run.empty.median),
        samplesMs: run.empty.totals,
      },
    },
  ];
}

export const coldStartsMeasure: Measure = {
  name: 'cold-starts',
  async run(ctx) {
    try {
      return coldStartRows(await measureColdStarts(ctx));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return [
        {
          id: 'lambda-bundle-max-kb',
          label: 'Lambda bundle, largest',
          value: null,
          unit: 'kB',
          budget: { max: BUNDLE_MAX_KB },
          error: message,
        },
        {
          id: 'lambda-cold-start-max-ms',
          label: 'Lambda cold start, slowest',
          value: null,
          unit: 'ms',
          error: message,
        },
      ];
    }
  },
};
