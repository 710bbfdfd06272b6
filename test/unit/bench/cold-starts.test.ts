import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../../bench/measure.ts';
import {
  BUNDLE_MAX_KB,
  COLD_START_MAX_RATIO,
  coldEvent,
  coldStartRows,
  deployedFunctions,
  lambdaEnv,
  type ColdStartRun,
  type FunctionResult,
  type Sample,
} from '../../../bench/measures/cold-starts.ts';
import { ROUTES, type RouteEntry } from '../../../functions/routes.ts';
import { esbuildOptions, FUNCTION_BUNDLING } from '../../../infra/function-bundling.ts';

const sample = (totalMs: number, status = 401): Sample => ({
  startMs: 30,
  importMs: totalMs - 40,
  answerMs: 10,
  totalMs,
  status,
});

const fn = (name: string, kB: number, totalMs: number, bareMs: number): FunctionResult => ({
  name,
  route: `GET /api/${name}`,
  entry: `handlers/${name}.ts`,
  kB,
  median: sample(totalMs),
  bareMs,
  awsCalls: {},
  totals: [totalMs],
});

const run = (functions: FunctionResult[]): ColdStartRun => ({
  sdk: 'external',
  bare: { kB: 0.2, median: sample(40, 200), totals: [40] },
  empty: { kB: 0.2, median: sample(120, 200), totals: [120] },
  functions,
  rounds: 3,
  ms: 1000,
});

describe('cold starts: what is measured', () => {
  it('bundles every route the stack deploys, never the local-only ones', () => {
    const names = deployedFunctions().map((f) => f.name);
    expect(names).toContain('GetApiHealth');
    expect(names).not.toContain('PostApiBillingSimulatorConfirm');
    expect(names).toHaveLength(ROUTES.filter((r: RouteEntry) => !r.localOnly).length + 1);
  });

  it('bundles every other function the API construct builds (the catch-all 404…)', () => {
    const api = readFileSync(new URL('../../../infra/constructs/api.ts', import.meta.url), 'utf8');
    const literalEntries = [...api.matchAll(/entry:\s*'([^']+)'/g)].map((m) => m[1]);
    const entries = deployedFunctions().map((f) => f.route.entry);
    for (const entry of literalEntries) expect(entries).toContain(entry);
  });

  it("bundles with the stack's options, the AWS SDK left to the runtime", () => {
    const options = esbuildOptions('functions/handlers/health.ts', 'out/index.mjs');
    expect(options).toMatchObject({
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node22',
      minify: true,
      sourcemap: true,
      sourcesContent: false,
      banner: { js: FUNCTION_BUNDLING.banner },
    });
    // The password dictionaries sit beside the auth bundle (infra/function-bundling.ts).
    expect(options.external).toEqual([
      '@aws-sdk/*',
      '@smithy/*',
      '@zxcvbn-ts/language-common',
      '@zxcvbn-ts/language-es-es',
    ]);
  });

  it('builds events answerable without a session or a valid body', () => {
    const register = ROUTES.find((r) => r.path === '/api/auth/register')!;
    const event = coldEvent(register);
    expect(event.body).toBe('{}');
    expect(event.headers['content-type']).toBe('application/json');
    const analysis = ROUTES.find(
      (r) => r.method === 'PUT' && r.path === '/api/pro/analyses/{tool}/{id}',
    )!;
    const put = coldEvent(analysis);
    expect(put.body).toBeUndefined(); // a signed-in route: 401 before any body is read
    expect(put.rawPath).toBe('/api/pro/analyses/checklist/bench-id');
    expect(put.pathParameters).toEqual({ tool: 'checklist', id: 'bench-id' });
    expect(put).not.toHaveProperty('cookies');
  });

  it('gives the process the stack’s variables and no local endpoints', () => {
    const subscribe = ROUTES.find((r) => r.path === '/api/subscribe/{plan}')!;
    const env = lambdaEnv('PostApiSubscribePlan', subscribe, 'http://127.0.0.1:1');
    expect(env).toMatchObject({
      NODE_OPTIONS: '--enable-source-maps',
      BILLING_MODE: 'stripe',
      AWS_ENDPOINT_URL: 'http://127.0.0.1:1',
    });
    expect(env).toHaveProperty('STRIPE_SECRET_ARN');
    expect(env).not.toHaveProperty('DYNAMODB_ENDPOINT');
  });
});

describe('cold starts: rows', () => {
  it('reports the largest bundle against 500 kB and the highest ratio against 3× its bare', () => {
    const rows = coldStartRows(
      run([fn('big', 390, 200, 50), fn('slow', 130, 150, 30), fn('small', 120, 90, 45)]),
    ).map(evaluate);
    const [size, slowest, median] = rows;
    expect(size).toMatchObject({ value: 390, budget: { max: BUNDLE_MAX_KB }, pass: true });
    expect(size!.label).toContain('big');
    // slow: 150 / 30 = 5× beats big's 4× and small's 2×.
    expect(slowest).toMatchObject({ value: 150, baseline: { value: 30 }, ratio: 5, pass: false });
    expect(slowest!.budget).toEqual({ max: COLD_START_MAX_RATIO * 30 });
    expect(median).toMatchObject({ value: 200, ratio: 4 });
    expect(median!.pass).toBeUndefined();
    // The empty handler (Node's boot alone): context, with neither baseline nor budget.
    expect(rows[3]).toMatchObject({ value: 120 });
    expect(rows[3]!.baseline).toBeUndefined();
    expect(rows[3]!.pass).toBeUndefined();
  });

  it('fails the cold-start row when a function did not answer', () => {
    const broken: FunctionResult = { ...fn('broken', 100, 0, 0), error: 'answered 500' };
    delete broken.median;
    delete broken.bareMs;
    const rows = coldStartRows(run([fn('ok', 120, 60, 40), broken])).map(evaluate);
    expect(rows[1]).toMatchObject({ value: null, pass: false });
    expect(rows[1]!.error).toContain('broken (answered 500)');
  });
});
