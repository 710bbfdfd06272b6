/**
 * Cold starts, per area: every function the API deploys — one per area of functions/routes.ts
 * (AREAS) — bundled as the stack bundles it: the entry module infra/area-entry.ts generates from
 * the table (written where the stack writes it, .build/areas), esbuild with the stack's options
 * (infra/function-bundling.ts esbuildOptions), and the AWS SDK inside the bundle for the areas
 * whose routes send mail, outside it for the others, as infra/constructs/api.ts decides from the
 * routes' needs. test/unit/bench/area-bundles.test.ts checks that these bundles are byte for byte
 * the ones `npx cdk synth` puts in cdk.out.
 *
 * - Cold start: a fresh `node` process (bench/cold-start-runner.mjs) imports the bundle and
 *   answers one event, timed from the process's start (Node's boot + import + first answer, what a
 *   Lambda init and first invoke cost), beside a bare handler bundled the same way (the SDK in or
 *   out alike) in the same run: a handler with no code of ours that does what a function of this
 *   stack minimally does, create the DynamoDB document client and make one call. Samples alternate
 *   (bare, area, bare, area…) over ROUNDS rounds; each area sample is paired with the bare sample
 *   just before it, and the area's figure is the median of its paired ratios. Budget: every area
 *   ≤ COLD_START_MAX_RATIO × its bare handler (the row shows the highest). An empty handler (no SDK)
 *   is sampled too, as a reference: Node's boot alone.
 * - Size: the minified bundle (index.mjs; the source map beside it is not counted), a guard only
 *   (≤ BUNDLE_MAX_RATIO × the bare handler bundled with its SDK): what users feel of a bundle's size is its cold start, budgeted above.
 *
 * The process gets a Lambda-like environment (the variables the stack sets on that area's
 * function, NODE_OPTIONS=--enable-source-maps, static credentials) and nothing from this shell.
 * The event is the area's first route's API Gateway v2 event, carrying the origin-verify header as
 * CloudFront does, without a session cookie (user/pro/elite routes answer 401) and with an empty
 * JSON object as body on public writes (400): answers that need no real AWS. The AWS calls the
 * handlers still make before answering (the origin-verify secret, rate-limit counters, GET
 * /api/health's DescribeTable, the Stripe keys) go to a fake AWS endpoint in this process
 * (AWS_ENDPOINT_URL), which answers each at once; `detail` lists them.
 */
import { spawn } from 'node:child_process';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import {
  AREAS,
  NOT_FOUND,
  ROUTES,
  routeKey,
  type Area,
  type Need,
  type RouteEntry,
} from '../../functions/routes.ts';
import { writeAreaEntry } from '../../infra/area-entry.ts';
import {
  esbuildOptions,
  FUNCTION_BUNDLING,
  FUNCTION_NODE_OPTIONS,
  JSPDF_OPTIONAL_PACKAGES,
  PASSWORD_DICTIONARY_PACKAGES,
} from '../../infra/function-bundling.ts';
import { ORIGIN_VERIFY_HEADER } from '../../shared/security-headers.ts';
import {
  medianBy,
  medianPair,
  type BenchContext,
  type BudgetSpec,
  type Measure,
  type Pair,
  type Row,
} from '../measure.ts';

/**
 * The largest area's bundle ≤ this many times the bare handler bundled with its SDK (the
 * DynamoDB client, 360 kB, built in the same run): a guard against inlining something huge (the
 * 5.8 MB of market data, exceljs ~1 MB, a second copy of the SDK), not a target. Measured 158–427 kB
 * (kB = 1000 bytes) for the areas that leave the SDK to the runtime; the mail areas bundle it (SES v2
 * attachments): 610–790 kB; lenders 1.51 MB (the SDK for mail + jsPDF for letters and the
 * package), the elite area 1.70 MB (4.72×: Stripe's client, ~300 kB, for extra consulting
 * sessions, and jsPDF for the signed portfolio analysis). 5× still refuses the market data or a
 * second SDK; anything smaller that still slows a function down shows in its cold-start ratio,
 * which is budgeted.
 */
export const BUNDLE_MAX_RATIO = 5;
/**
 * An area's cold start may take at most this many times its bare handler's (SDK in or out alike).
 * Measured per-area medians 0.7–1.6× at load average 7–12 (billing, elite and auth highest,
 * 1.45–1.61×: Stripe's client, the SES and DynamoDB clients, zod schemas built at import), single
 * pairs up to 4.7× on that busy host. Importing a large library at the top of an area, or work at
 * import time, goes past it (2 s of work at import in /api/health's module: platform 3.9×).
 * The areas that write PDFs (vault, lenders) parse jsPDF's ~440 kB at start even though it is
 * evaluated only on use: 2.7–3.3× at load average 7–10, hence 3.5× while those PDFs are made in
 * the request functions; moving them out lets the budget come down.
 */
export const COLD_START_MAX_RATIO = 3.5;
const BARE_BUNDLED_LABEL = 'bare handler, SDK bundled';

const COLD_START_BUDGETS = {
  bundle: { baseline: BARE_BUNDLED_LABEL, unit: 'kB', budget: { maxRatio: BUNDLE_MAX_RATIO } },
  coldStart: {
    baseline: 'bare handler + DynamoDB client',
    unit: 'ms',
    budget: { maxRatio: COLD_START_MAX_RATIO },
  },
} as const satisfies Record<string, BudgetSpec>;
/** Samples per area (and as many bare ones, one before each). */
const ROUNDS = 7;
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
/** What CloudFront sends in the origin-verify header; the fake Secrets Manager holds it. */
const ORIGIN_VERIFY_VALUE = 'bench-origin-verify-value-0123456789abcdef';
const ARN = 'arn:aws:secretsmanager:us-east-1:123456789012:secret';
const SECRET_ARNS = {
  originVerify: `${ARN}:OriginVerify`,
  stripe: `${ARN}:StripeKeys`,
  rentcast: `${ARN}:RentCastKey`,
  mfaKey: `${ARN}:MfaKey`,
};
/** The document vault's bucket (the fake answers S3 calls too). */
const VAULT_BUCKET = 'inversor-listo-documents-bench';

/** kB = 1000 bytes, as the rest of the bench. */
const kB = (bytes: number) => bytes / 1000;
const round1 = (ms: number) => Math.round(ms * 10) / 10;
const round2 = (ratio: number) => Math.round(ratio * 100) / 100;

/** 'external': the AWS SDK left to the runtime; 'bundled': inside the bundle. */
export type SdkMode = 'external' | 'bundled';

export interface DeployedArea {
  area: Area;
  /** The table's routes the area's function serves in AWS (not the local-only ones). */
  routes: RouteEntry[];
  /** The union of its routes' needs: the stack's grants and variables follow it. */
  needs: Need[];
  /** Mail areas bundle the SDK (SES v2 attachments), as infra/constructs/api.ts decides. */
  sdk: SdkMode;
  /** The route whose event the cold start answers: the area's first in the table. */
  sample: RouteEntry;
}

/** What infra/constructs/api.ts deploys: one function per area with a route (or the 404). */
export function deployedAreas(routes: readonly RouteEntry[] = ROUTES): DeployedArea[] {
  return (Object.keys(AREAS) as Area[]).flatMap((area) => {
    const served = routes.filter((r) => r.area === area && !r.localOnly);
    if (served.length === 0 && NOT_FOUND.area !== area) return [];
    const needs = [...new Set(served.flatMap((r) => r.needs ?? []))];
    const sample: RouteEntry = served[0] ?? {
      method: 'GET',
      path: '/api/no-such-route',
      area,
      entry: NOT_FOUND.entry,
      access: 'public',
    };
    return [
      { area, routes: served, needs, sdk: needs.includes('mail') ? 'bundled' : 'external', sample },
    ];
  });
}

interface Built {
  name: string;
  file: string;
  bytes: number;
}

/** Where the stack writes the areas' entry modules (infra/constructs/api.ts AREA_ENTRY_DIR). */
const areaEntryDir = (root: string) => path.join(root, '.build', 'areas');

async function bundleOne(entry: string, outfile: string, sdk: SdkMode): Promise<number> {
  const options = esbuildOptions(entry, outfile);
  // As infra/constructs/app-function.ts: with the SDK inside, the password dictionaries and
  // jsPDF's browser-only plugins stay out.
  if (sdk === 'bundled') {
    options.external = [...PASSWORD_DICTIONARY_PACKAGES, ...JSPDF_OPTIONAL_PACKAGES];
  }
  await build(options);
  return (await stat(outfile)).size;
}

export interface Bundles {
  bare: Record<SdkMode, Built>;
  empty: Built;
  /** By area, in `areas` order. */
  built: Built[];
}

/**
 * Bundle every area as the stack does, the bare handler both ways and the empty one under `dir`.
 * `sdk` forces one mode on every area (to compare); by default each area's own.
 */
export async function bundleAreas(
  root: string,
  dir: string,
  areas: readonly DeployedArea[],
  sdk?: SdkMode,
): Promise<Bundles> {
  await rm(dir, { recursive: true, force: true });
  const sources = path.join(dir, 'bare-sources');
  await mkdir(sources, { recursive: true });
  const bareSource = path.join(sources, 'bare.mjs');
  const emptySource = path.join(sources, 'empty.mjs');
  await writeFile(bareSource, BARE_SDK_SOURCE);
  await writeFile(emptySource, EMPTY_SOURCE);
  const out = (name: string) => path.join(dir, name, FUNCTION_BUNDLING.outFile);
  const entries = areas.map((a) =>
    writeAreaEntry(a.area, path.join(root, 'functions'), areaEntryDir(root)),
  );
  const [bareExternal, bareBundled, empty, ...sizes] = await Promise.all([
    bundleOne(bareSource, out('bare-external'), 'external'),
    bundleOne(bareSource, out('bare-bundled'), 'bundled'),
    bundleOne(emptySource, out('empty'), 'external'),
    ...areas.map((a, i) => bundleOne(entries[i]!, out(a.area), sdk ?? a.sdk)),
  ]);
  return {
    bare: {
      external: { name: 'bare-external', file: out('bare-external'), bytes: bareExternal! },
      bundled: { name: 'bare-bundled', file: out('bare-bundled'), bytes: bareBundled! },
    },
    empty: { name: 'empty', file: out('empty'), bytes: empty! },
    built: areas.map((a, i) => ({ name: a.area, file: out(a.area), bytes: sizes[i]! })),
  };
}

const SAMPLE_PARAMS: Record<string, string> = {
  username: 'banco_prueba',
  plan: 'pro',
  tool: 'checklist',
  reportType: 'lender-presentation',
};

/**
 * The route's event as CloudFront forwards it (origin-verify header), answerable without real
 * AWS: no session cookie, and `{}` as the body of a public write (rejected by its schema, or by
 * the signature check on the Stripe webhook).
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
  const key = route.entry === NOT_FOUND.entry ? '$default' : routeKey(route);
  return {
    version: '2.0',
    routeKey: key,
    rawPath,
    rawQueryString: '',
    headers: {
      host: 'inversorlisto.example',
      'user-agent': 'bench',
      [ORIGIN_VERIFY_HEADER]: ORIGIN_VERIFY_VALUE,
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
      routeKey: key,
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
    ...(body !== undefined ? { body } : {}),
    isBase64Encoded: false,
  };
}

/**
 * A Lambda-like environment: the variables the stack sets on an area's function (cdk.out's
 * template lists them: infra/constructs/api.ts, app-function.ts, secrets.ts, mail.ts, jobs.ts), and Lambda's
 * own. `area` undefined: the bare and empty handlers.
 */
export function lambdaEnv(area: DeployedArea | undefined, awsEndpoint: string) {
  const needs = area?.needs ?? [];
  return {
    // Lambda's own.
    AWS_REGION: 'us-east-1',
    AWS_DEFAULT_REGION: 'us-east-1',
    AWS_LAMBDA_FUNCTION_NAME: area ? `InversorListo-Api-${area.area}` : 'bench-bare',
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(area ? AREAS[area.area].memoryMb : 512),
    AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs24.x',
    AWS_ACCESS_KEY_ID: 'AKIDBENCHCOLDSTART',
    AWS_SECRET_ACCESS_KEY: 'bench-cold-start-secret',
    AWS_SESSION_TOKEN: 'bench-cold-start-token',
    TZ: ':UTC',
    // The stack's.
    NODE_OPTIONS: FUNCTION_NODE_OPTIONS,
    BILLING_MODE: 'stripe',
    LOG_LEVEL: 'INFO',
    TABLE_NAME: 'inversor-listo',
    SITE_URL: 'https://inversorlisto.example',
    ORIGIN_VERIFY_SECRET_ARN: SECRET_ARNS.originVerify,
    ...(needs.includes('stripe') ? { STRIPE_SECRET_ARN: SECRET_ARNS.stripe } : {}),
    ...(needs.includes('rentcast') ? { RENTCAST_SECRET_ARN: SECRET_ARNS.rentcast } : {}),
    ...(needs.includes('mail')
      ? { MAIL_FROM: 'no-responder@inversorlisto.com', MAIL_CONFIGURATION_SET: 'inversor-listo' }
      : {}),
    ...(needs.includes('jobs')
      ? { JOBS_QUEUE_URL: 'https://sqs.us-east-1.amazonaws.com/000000000000/jobs' }
      : {}),
    ...(needs.includes('mfa-key') ? { MFA_SECRET_ARN: SECRET_ARNS.mfaKey } : {}),
    ...(needs.some((need) => need.startsWith('vault')) ? { VAULT_BUCKET } : {}),
    // Every AWS call goes to the fake endpoint below.
    AWS_ENDPOINT_URL: awsEndpoint,
  };
}

/** The answer the fake endpoint gives to each AWS operation the handlers make. */
function fakeAnswer(target: string, pathname: string, body: string): unknown {
  if (target.startsWith('secretsmanager.')) {
    const { SecretId } = JSON.parse(body || '{}') as { SecretId?: string };
    const value =
      SecretId === SECRET_ARNS.originVerify
        ? { current: ORIGIN_VERIFY_VALUE }
        : SecretId === SECRET_ARNS.rentcast
          ? { apiKey: '' }
          : SecretId === SECRET_ARNS.mfaKey
            ? { key: 'bench-mfa-key-0123456789abcdef0123456789abcdef' }
            : {
                secretKey: 'sk_test_bench',
                webhookSecret: 'whsec_bench',
                publishableKey: 'pk_test_bench',
                pricePro: 'price_bench_pro',
                priceElite: 'price_bench_elite',
              };
    return {
      ARN: SecretId,
      Name: 'bench',
      VersionId: 'bench',
      SecretString: JSON.stringify(value),
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
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const target = String(req.headers['x-amz-target'] ?? '');
      const pathname = new URL(req.url ?? '/', 'http://fake').pathname;
      const key = target || `${req.method} ${pathname}`;
      calls[key] = (calls[key] ?? 0) + 1;
      const body = JSON.stringify(
        fakeAnswer(target, pathname, Buffer.concat(chunks).toString('utf8')),
      );
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
function coldStart(
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

/** An area's sample paired with the bare one taken just before it. */
export type SamplePair = Pair & { sample: Sample };

export interface AreaResult {
  area: Area;
  sdk: SdkMode;
  /** The route whose event was answered. */
  route: string;
  kB: number;
  pairs: SamplePair[];
  /** The pair with the median ratio, or why the area could not be measured. */
  median?: SamplePair;
  error?: string;
  awsCalls: Record<string, number>;
}

export interface ColdStartRun {
  bare: Record<SdkMode, { kB: number; totals: number[] }>;
  /** The empty handler (a reference: Node's boot alone), sampled once a round. */
  empty: { kB: number; median?: Sample; totals: number[]; error?: string };
  areas: AreaResult[];
  rounds: number;
  ms: number;
}

/**
 * Bundle every area, then time `rounds` cold starts of each with a bare one (same SDK mode) just
 * before it. `only` restricts the areas; `sdk` forces one SDK mode on all of them (to compare).
 * One function (~85 lines) because the fake AWS endpoint brackets every round (closed on every
 * path out), and each area's sample is taken right after its own bare one.
 */
async function measureColdStarts(
  ctx: Pick<BenchContext, 'root' | 'outDir' | 'log'>,
  options: { sdk?: SdkMode; rounds?: number; only?: readonly Area[] } = {},
): Promise<ColdStartRun> {
  const started = performance.now();
  const rounds = options.rounds ?? ROUNDS;
  const areas = deployedAreas().filter((a) => !options.only || options.only.includes(a.area));
  const dir = path.join(ctx.outDir, 'cold');
  const bundles = await bundleAreas(ctx.root, dir, areas, options.sdk);
  ctx.log(
    `cold starts: ${areas.length} areas bundled in ${Math.round(performance.now() - started)} ms`,
  );
  const runner = path.join(ctx.root, 'bench', 'cold-start-runner.mjs');
  const fake = await startFakeAws();
  try {
    const bareEvent = coldEvent(ROUTES[0]);
    const bareEnv = lambdaEnv(undefined, fake.url);
    const bare = (sdk: SdkMode) => coldStart(runner, bundles.bare[sdk].file, bareEvent, bareEnv);
    const bareTotals: Record<SdkMode, number[]> = { external: [], bundled: [] };
    const emptySamples: Sample[] = [];
    let emptyError: string | undefined;
    // Warm the file cache (node, the SDK's files) once before anything is timed.
    await bare('external');
    await bare('bundled');
    const results: AreaResult[] = areas.map((a, i) => ({
      area: a.area,
      sdk: options.sdk ?? a.sdk,
      route: routeKey(a.sample),
      kB: kB(bundles.built[i]!.bytes),
      pairs: [],
      awsCalls: {},
    }));
    for (let round = 0; round < rounds; round++) {
      if (!emptyError) {
        try {
          emptySamples.push(await coldStart(runner, bundles.empty.file, bareEvent, bareEnv));
        } catch (error) {
          emptyError = error instanceof Error ? error.message : String(error);
        }
      }
      for (const [i, area] of areas.entries()) {
        const result = results[i]!;
        if (result.error) continue;
        try {
          const base = await bare(result.sdk);
          bareTotals[result.sdk].push(base.totalMs);
          fake.take();
          const sample = await coldStart(
            runner,
            bundles.built[i]!.file,
            coldEvent(area.sample),
            lambdaEnv(area, fake.url),
          );
          if (sample.status === null || sample.status >= 500) {
            throw new Error(`answered ${sample.status ?? 'nothing'}`);
          }
          result.pairs.push({ value: sample.totalMs, baseline: base.totalMs, sample });
          if (round === 0) result.awsCalls = fake.take();
        } catch (error) {
          result.error = error instanceof Error ? error.message : String(error);
        }
      }
      ctx.log(`cold starts: round ${round + 1}/${rounds} done`);
    }
    for (const result of results) {
      if (!result.error) result.median = medianPair(result.pairs);
    }
    return {
      bare: {
        external: { kB: kB(bundles.bare.external.bytes), totals: bareTotals.external.map(round1) },
        bundled: { kB: kB(bundles.bare.bundled.bytes), totals: bareTotals.bundled.map(round1) },
      },
      empty: {
        kB: kB(bundles.empty.bytes),
        ...(emptyError || emptySamples.length === 0
          ? { error: emptyError ?? 'not sampled' }
          : { median: medianBy(emptySamples, (s) => s.totalMs) }),
        totals: emptySamples.map((s) => round1(s.totalMs)),
      },
      areas: results,
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

/** An area's cold start over its bare handler's: the median of its paired ratios. */
function coldRatio(area: Pick<AreaResult, 'median'>): number | undefined {
  if (!area.median || !(area.median.baseline > 0)) return undefined;
  return area.median.value / area.median.baseline;
}

const bareLabel = (sdk: SdkMode) => `${BARE_LABEL}${sdk === 'bundled' ? ', SDK inside' : ''}`;

/**
 * The table's rows from one run: the largest bundle (a guard); the area whose cold start is the
 * largest multiple of its bare handler's (the budget: every area is under it), and the median
 * area (reported); the empty handler (a reference). One row object per figure, ~90 lines of data.
 */
export function coldStartRows(run: ColdStartRun): Row[] {
  const bySize = [...run.areas].sort((a, b) => b.kB - a.kB);
  const largest = bySize[0];
  const areas = run.areas.map((a) => ({
    area: a.area,
    route: a.route,
    sdk: a.sdk,
    kB: a.kB,
    ...(a.median
      ? {
          ...sampleDetail(a.median.sample),
          bareMs: round1(a.median.baseline),
          ratio: round2(coldRatio(a)!),
          ratios: a.pairs.map((p) => round2(p.value / p.baseline)),
        }
      : { error: a.error }),
    samplesMs: a.pairs.map((p) => round1(p.value)),
    bareSamplesMs: a.pairs.map((p) => round1(p.baseline)),
    awsCalls: a.awsCalls,
  }));
  const failed = run.areas.filter((a) => a.error);
  const measured = run.areas.filter((a) => coldRatio(a) !== undefined);
  const slowest = [...measured].sort((a, b) => coldRatio(b)! - coldRatio(a)!)[0];
  const middle = measured.length > 0 ? medianBy(measured, (a) => coldRatio(a)!) : undefined;
  const note =
    `fresh node ${process.version} per sample (Lambda runs Node 24), median of ${run.rounds} ` +
    'paired ratios per area (bare, area, bare, area…); Node boot + import + 1 answer; AWS calls ' +
    `to a local fake; baseline: ${BARE_LABEL} (1 GetItem), no code of ours, SDK in or out as the area`;
  const shared = {
    externals: [...FUNCTION_BUNDLING.externalModules],
    bare: {
      external: { kB: run.bare.external.kB, samplesMs: run.bare.external.totals },
      bundled: { kB: run.bare.bundled.kB, samplesMs: run.bare.bundled.totals },
    },
    rounds: run.rounds,
    measureMs: Math.round(run.ms),
  };
  const error =
    failed.length > 0
      ? `${failed.length} area(s) did not answer: ${failed.map((a) => `${a.area} (${a.error})`).join('; ')}`
      : measured.length === 0
        ? 'no area measured'
        : undefined;
  const coldRow = (
    id: string,
    label: string,
    area: AreaResult | undefined,
    budgeted: boolean,
  ): Row => ({
    id,
    label: `${label} (${area?.area ?? 'none'})`,
    value: area && !(budgeted && error) ? area.median!.value : null,
    unit: 'ms',
    ...(area ? { baseline: { label: bareLabel(area.sdk), value: area.median!.baseline } } : {}),
    ...(budgeted ? { budget: COLD_START_BUDGETS.coldStart.budget } : {}),
    ...(budgeted && error ? { error } : !area ? { error: 'no area measured' } : {}),
    note,
    ...(budgeted ? { detail: { ...shared, maxRatio: COLD_START_MAX_RATIO, areas } } : {}),
  });
  return [
    {
      id: 'lambda-bundle-max-kb',
      label: `Lambda bundle, largest (${largest ? `${largest.area}, SDK ${largest.sdk === 'bundled' ? 'inside' : 'outside'}` : 'none'})`,
      value: largest ? largest.kB : null,
      unit: 'kB',
      baseline: { label: BARE_BUNDLED_LABEL, value: run.bare.bundled.kB },
      budget: COLD_START_BUDGETS.bundle.budget,
      ...(largest ? {} : { error: 'no area bundled' }),
      detail: {
        ...shared,
        sizes: bySize.map((a) => ({ area: a.area, sdk: a.sdk, kB: a.kB })),
      },
    },
    coldRow('lambda-cold-start-max-ms', 'Lambda cold start, highest ratio', slowest, true),
    coldRow('lambda-cold-start-median-ms', 'Lambda cold start, median area', middle, false),
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
  budgets: COLD_START_BUDGETS,
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
          budget: COLD_START_BUDGETS.bundle.budget,
          error: message,
        },
        {
          id: 'lambda-cold-start-max-ms',
          label: 'Lambda cold start, highest ratio',
          value: null,
          unit: 'ms',
          budget: COLD_START_BUDGETS.coldStart.budget,
          error: message,
        },
      ];
    }
  },
};
