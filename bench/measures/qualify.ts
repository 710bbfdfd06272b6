/**
 * ¿Califico? with a full book of programs: POST /api/qualify against the real local runtime with
 * PROGRAM_COUNT lender programs (the published guides it loads at start, the examples, then copies
 * of them under their own ids, loaded with the ops command `scripts/lender-programs.ts --local
 * programs-load`), beside the
 * listing of the same programs in the same run, GET /api/lender-programs: the same session check,
 * query and validation of every program and a JSON answer of the same order of size, without the
 * engine. A listing and a check alternate, one at a time (A, B, A, B…), each check paired with the
 * listing just before it; the median of the paired ratios is budgeted.
 *
 * The budget is twice the check's cost before the lender-grade rules, measured the same way on
 * that code (v1 schema, its seven examples copied to 200): 1.53×, 2.01× and 2.14× in three runs at
 * load average 13–29 on 2 cores (single pairs 0.5–5×): ≤ 2 × 2.0 = 4.0×. What the check may add
 * is the engine's: every rule of every program, what to change for each, and the plan to qualify
 * of the closest ones. Beside a single GetItem read (GET /api/qualify/latest) the same check was
 * 2.8–4.35×: recorded in `detail`, not budgeted — a 20 ms read on a machine that busy is mostly
 * scheduling noise.
 *
 * Each call binds its own loopback source address (bench/api.ts), so the routes' per-IP limits
 * (60 checks a minute) never answer for the measure.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AddressPool, apiCall, newMember } from '../api.ts';
import {
  interleaved,
  medianPair,
  type BenchContext,
  type BudgetSpec,
  type Measure,
  type Row,
} from '../measure.ts';
import { runCommand, summarizeOutput } from '../process.ts';
import { localRuntime } from '../runtime.ts';
import { examplePrograms } from '../../shared/lenders/examples.ts';
import type { LenderProgram } from '../../shared/lenders/program.ts';
import { WORKED_EXAMPLE } from '../../test/support/worked-example.ts';

const PROGRAM_COUNT = 200;
const BUDGETS = {
  check: {
    baseline: `GET /api/lender-programs, the same ${PROGRAM_COUNT} programs`,
    unit: 'ms',
    budget: { maxRatio: 4 },
  },
} as const satisfies Record<string, BudgetSpec>;
const WARMUPS = 3;
const ROUNDS = 41;
const READ_ROUNDS = 15;
/** Source addresses 127.70.x.y (bench/api.ts): a block of its own within the bench run. */
const addresses = new AddressPool(70);

/**
 * A purchase of the kind members check ($300,000, 20 % down, 7.5 %, rent $2,400, Texas): the
 * worked example the engine's tests check by hand.
 */
const REQUEST = WORKED_EXAMPLE;

/** The examples, then copies of them under new ids until there are `count` programs. */
function benchPrograms(count: number): LenderProgram[] {
  const examples = examplePrograms();
  return Array.from({ length: count }, (_, i) => {
    const source = examples[i % examples.length]!;
    if (i < examples.length) return source;
    return { ...source, id: `banco-${i}-${source.id}`.slice(0, 63), name: `${source.name} (${i})` };
  });
}

/** Load the programs with the ops command into the runtime's DynamoDB Local. */
async function loadPrograms(ctx: BenchContext, programs: LenderProgram[]): Promise<void> {
  const file = path.join(ctx.outDir, 'qualify-programs.json');
  await writeFile(file, JSON.stringify({ programs }));
  const { code, tail } = await runCommand(
    'npx',
    ['tsx', 'scripts/lender-programs.ts', '--local', 'programs-load', file],
    {
      cwd: ctx.root,
      env: { ...process.env, DYNAMODB_PORT: process.env.BENCH_DYNAMODB_PORT ?? '8300' },
      logFile: path.join(ctx.outDir, 'qualify-programs.log'),
    },
  );
  if (code !== 0) throw new Error(`programs-load failed: ${summarizeOutput(tail)}`);
}

async function timeQualify(ctx: BenchContext): Promise<Row> {
  const { origin } = await localRuntime(ctx);
  const member = await newMember(origin, 'pro', addresses, 'califico');
  const call = async (method: string, route: string, body?: unknown) => {
    const started = performance.now();
    const answer = await apiCall(origin, method, route, {
      body,
      cookie: member.cookie,
      from: addresses.next(),
    });
    const ms = performance.now() - started;
    if (answer.status !== 200) {
      throw new Error(`${method} ${route} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
    }
    return { ms, body: answer.body };
  };
  const listPrograms = async () =>
    (JSON.parse((await call('GET', '/api/lender-programs')).body) as { programs: LenderProgram[] })
      .programs;
  // The runtime starts with the examples and the library of published guides (scripts/start.ts):
  // the book is those guides, the examples and copies of them, PROGRAM_COUNT in all.
  const guides = (await listPrograms()).filter((p) => !p.example).length;
  ctx.log(`loading ${PROGRAM_COUNT - guides} lender programs beside ${guides} published guides…`);
  await loadPrograms(ctx, benchPrograms(PROGRAM_COUNT - guides));
  const loaded = (await listPrograms()).length;
  if (loaded !== PROGRAM_COUNT) {
    throw new Error(`${loaded} programs loaded, not ${PROGRAM_COUNT}`);
  }
  const checked = JSON.parse((await call('POST', '/api/qualify', REQUEST)).body) as {
    programs: unknown[];
  };
  if (checked.programs.length !== PROGRAM_COUNT) {
    throw new Error(`the check answered ${checked.programs.length} programs`);
  }

  const check = async () => (await call('POST', '/api/qualify', REQUEST)).ms;
  const list = async () => (await call('GET', '/api/lender-programs')).ms;
  const read = async () => (await call('GET', '/api/qualify/latest')).ms;
  for (let i = 0; i < WARMUPS; i++) {
    await list();
    await check();
    await read();
  }
  const pairs = await interleaved(ROUNDS, list, check);
  const readPairs = await interleaved(READ_ROUNDS, read, check);
  ctx.log(
    `qualify/list ms ${pairs.map((p) => `${Math.round(p.value)}/${Math.round(p.baseline)}`).join(', ')}`,
  );
  const median = medianPair(pairs);
  const readMedian = medianPair(readPairs);
  const round1 = (ms: number) => Math.round(ms * 10) / 10;
  return {
    id: 'qualify-200-programs-ms',
    label: `POST /api/qualify, ${PROGRAM_COUNT} programas (mediana de razones)`,
    value: median.value,
    unit: 'ms',
    baseline: {
      label: `GET /api/lender-programs, los mismos ${PROGRAM_COUNT}`,
      value: median.baseline,
    },
    budget: BUDGETS.check.budget,
    detail: {
      programs: PROGRAM_COUNT,
      runs: pairs.map((p) => round1(p.value)),
      baselineRuns: pairs.map((p) => round1(p.baseline)),
      singleRead: {
        label: 'GET /api/qualify/latest (one GetItem), not budgeted',
        ratio: Math.round((readMedian.value / readMedian.baseline) * 100) / 100,
        runs: readPairs.map((p) => round1(p.value)),
        baselineRuns: readPairs.map((p) => round1(p.baseline)),
      },
    },
  };
}

export const qualifyMeasure: Measure = {
  name: 'qualify',
  budgets: BUDGETS,
  async run(ctx) {
    ctx.log(`timing POST /api/qualify with ${PROGRAM_COUNT} programs…`);
    try {
      return [await timeQualify(ctx)];
    } catch (error) {
      return [
        {
          id: 'qualify-200-programs-ms',
          label: `POST /api/qualify, ${PROGRAM_COUNT} programas`,
          value: null,
          unit: 'ms',
          budget: BUDGETS.check.budget,
          error: error instanceof Error ? error.message : String(error),
        },
      ];
    }
  },
};
