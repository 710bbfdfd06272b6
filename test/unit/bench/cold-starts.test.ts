import { describe, expect, it } from 'vitest';
import { evaluate } from '../../../bench/measure.ts';
import {
  BUNDLE_MAX_RATIO,
  COLD_START_MAX_RATIO,
  coldEvent,
  coldStartRows,
  deployedAreas,
  lambdaEnv,
  type AreaResult,
  type ColdStartRun,
  type Sample,
  type SamplePair,
} from '../../../bench/measures/cold-starts.ts';
import { AREAS, ROUTES, type RouteEntry } from '../../../functions/routes.ts';
import {
  esbuildOptions,
  FUNCTION_BUNDLING,
  JSPDF_OPTIONAL_PACKAGES,
} from '../../../infra/function-bundling.ts';
import { ORIGIN_VERIFY_HEADER } from '../../../shared/security-headers.ts';

const sample = (totalMs: number, status = 401): Sample => ({
  startMs: 30,
  importMs: totalMs - 40,
  answerMs: 10,
  totalMs,
  status,
});

const pair = (value: number, baseline: number): SamplePair => ({
  value,
  baseline,
  sample: sample(value),
});

/** An area measured over rounds of [area ms, bare ms]. */
const area = (name: string, kB: number, rounds: [number, number][]): AreaResult => {
  const pairs = rounds.map(([value, baseline]) => pair(value, baseline));
  const byRatio = [...pairs].sort((a, b) => a.value / a.baseline - b.value / b.baseline);
  return {
    area: name as AreaResult['area'],
    sdk: 'external',
    route: `GET /api/${name}`,
    kB,
    pairs,
    median: byRatio[Math.floor((byRatio.length - 1) / 2)]!,
    awsCalls: {},
  };
};

const run = (areas: AreaResult[]): ColdStartRun => ({
  bare: { external: { kB: 0.4, totals: [300] }, bundled: { kB: 360, totals: [150] } },
  empty: { kB: 0.2, median: sample(60, 200), totals: [60] },
  areas,
  rounds: 3,
  ms: 1000,
});

describe('cold starts: what is measured', () => {
  it('measures one function per area, each serving its deployed routes, never the local-only ones', () => {
    const areas = deployedAreas();
    expect(areas.map((a) => a.area)).toEqual(Object.keys(AREAS));
    const served = areas.flatMap((a) => a.routes);
    expect(served).toHaveLength(ROUTES.filter((r: RouteEntry) => !r.localOnly).length);
    expect(served.some((r) => r.localOnly)).toBe(false);
    for (const a of areas) expect(a.sample).toBe(a.routes[0]);
  });

  it('puts the AWS SDK inside the bundles of the areas that send mail, and only those', () => {
    // The stack's own rule (infra/constructs/api.ts); test/unit/bench/area-bundles.test.ts
    // checks the bundles against the ones `cdk synth` builds.
    for (const a of deployedAreas()) {
      const mail = a.routes.some((r) => r.needs?.includes('mail'));
      expect(a.sdk, a.area).toBe(mail ? 'bundled' : 'external');
    }
    expect(deployedAreas().find((a) => a.area === 'auth')?.sdk).toBe('bundled');
    expect(deployedAreas().find((a) => a.area === 'platform')?.sdk).toBe('external');
  });

  it("bundles with the stack's options, the AWS SDK left to the runtime unless the area says", () => {
    const options = esbuildOptions('.build/areas/platform.ts', 'out/index.mjs');
    expect(options).toMatchObject({
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node24',
      minify: true,
      sourcemap: true,
      sourcesContent: false,
      banner: { js: FUNCTION_BUNDLING.banner },
    });
    // The password dictionaries sit beside the auth bundle, and jsPDF's browser-only plugins stay
    // out (infra/function-bundling.ts).
    expect(options.external).toEqual([
      '@aws-sdk/*',
      '@smithy/*',
      '@zxcvbn-ts/language-common',
      '@zxcvbn-ts/language-es-es',
      ...JSPDF_OPTIONAL_PACKAGES,
    ]);
  });

  it('builds events as CloudFront forwards them, answerable without a session or a valid body', () => {
    const register = ROUTES.find((r) => r.path === '/api/auth/register')!;
    const event = coldEvent(register);
    expect(event.body).toBe('{}');
    expect(event.routeKey).toBe('POST /api/auth/register');
    expect(event.headers['content-type']).toBe('application/json');
    expect(event.headers[ORIGIN_VERIFY_HEADER]).toMatch(/.{32,}/);
    const analysis = ROUTES.find(
      (r) => r.method === 'PUT' && r.path === '/api/pro/analyses/{tool}/{id}',
    )!;
    const put = coldEvent(analysis);
    expect(put.body).toBeUndefined(); // a signed-in route: 401 before any body is read
    expect(put.rawPath).toBe('/api/pro/analyses/checklist/bench-id');
    expect(put.pathParameters).toEqual({ tool: 'checklist', id: 'bench-id' });
    expect(put).not.toHaveProperty('cookies');
  });

  it('gives the process the area’s variables, its memory, and no local endpoints', () => {
    const billing = deployedAreas().find((a) => a.area === 'billing')!;
    const env = lambdaEnv(billing, 'http://127.0.0.1:1');
    expect(env).toMatchObject({
      NODE_OPTIONS: '--enable-source-maps',
      BILLING_MODE: 'stripe',
      AWS_ENDPOINT_URL: 'http://127.0.0.1:1',
      AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(AREAS.billing.memoryMb),
    });
    expect(env).toHaveProperty('STRIPE_SECRET_ARN');
    expect(env).toHaveProperty('ORIGIN_VERIFY_SECRET_ARN');
    expect(env).toHaveProperty('MAIL_FROM'); // billing notices
    expect(env).not.toHaveProperty('VAULT_BUCKET');
    expect(env).not.toHaveProperty('DYNAMODB_ENDPOINT');
  });
});

describe('cold starts: rows', () => {
  it('budgets the highest median paired ratio, reports the median area and the largest bundle', () => {
    const rows = coldStartRows(
      run([
        // big: ratios 2, 1.5, 2.5 -> median 2 (the pair 200/100).
        area('big', 600, [
          [200, 100],
          [150, 100],
          [250, 100],
        ]),
        // slow: ratios 4, 1, 3.8 -> median 3.8: the highest, over the 3.5× budget.
        area('slow', 130, [
          [400, 100],
          [100, 100],
          [380, 100],
        ]),
        // small: ratios 1.2, 1.1, 1.3 -> 1.2.
        area('small', 120, [
          [120, 100],
          [110, 100],
          [130, 100],
        ]),
      ]),
    ).map(evaluate);
    const [size, slowest, median, empty] = rows;
    expect(size).toMatchObject({
      value: 600,
      baseline: { value: 360 },
      budget: { maxRatio: BUNDLE_MAX_RATIO },
      pass: true,
    });
    expect(size!.label).toContain('big');
    expect(slowest).toMatchObject({ value: 380, baseline: { value: 100 }, pass: false });
    expect(slowest!.ratio).toBeCloseTo(3.8);
    expect(slowest!.budget).toEqual({ maxRatio: COLD_START_MAX_RATIO });
    expect(slowest!.label).toContain('slow');
    expect(median).toMatchObject({ value: 200, ratio: 2 });
    expect(median!.pass).toBeUndefined();
    // The empty handler (Node's boot alone): context, with neither baseline nor budget.
    expect(empty).toMatchObject({ value: 60 });
    expect(empty!.baseline).toBeUndefined();
    expect(empty!.pass).toBeUndefined();
  });

  it('passes when every area is within the budget, and fails a bundle over the guard', () => {
    const rows = coldStartRows(
      run([
        area('fine', 360 * BUNDLE_MAX_RATIO + 1, [
          [150, 100],
          [160, 100],
        ]),
      ]),
    ).map(evaluate);
    expect(rows[0]).toMatchObject({ pass: false });
    expect(rows[1]).toMatchObject({ pass: true });
  });

  it('fails the cold-start row when an area did not answer', () => {
    const broken: AreaResult = { ...area('broken', 100, []), error: 'answered 500' };
    delete broken.median;
    const rows = coldStartRows(run([area('ok', 120, [[60, 40]]), broken])).map(evaluate);
    expect(rows[1]).toMatchObject({ value: null, pass: false });
    expect(rows[1]!.error).toContain('broken (answered 500)');
  });
});
