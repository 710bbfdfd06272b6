/**
 * `npm run bench`: run the measures of bench/measures/index.ts (interface in bench/measure.ts),
 * print one table and write bench/results.json. Options:
 *   --check        exit 1 when a budget is missed or a figure could not be measured
 *   --only a,b     run only the named measures (e.g. --only bundle)
 * Progress goes to stderr, the table to stdout; builds and server logs land in bench/out/.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  describeFailure,
  evaluate,
  failures,
  formatTable,
  type BenchContext,
  type Row,
} from '../bench/measure.ts';
import { MEASURES } from '../bench/measures/index.ts';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'bench/out');
const resultsFile = path.join(root, 'bench/results.json');

function parseArgs(argv: string[]): { check: boolean; only: string[] | undefined } {
  let check = false;
  let only: string[] | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--check') check = true;
    else if (arg === '--only' || arg.startsWith('--only=')) {
      const list = arg === '--only' ? argv[++i] : arg.slice('--only='.length);
      if (!list) throw new Error('--only needs a list of measures, e.g. --only bundle');
      only = list
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    } else if (arg === '--help' || arg === '-h') {
      console.log(
        `usage: npm run bench [-- --check] [-- --only ${MEASURES.map((m) => m.name).join(',')}]`,
      );
      process.exit(0);
    } else throw new Error(`unknown option ${arg} (try --help)`);
  }
  const unknown = only?.filter((name) => !MEASURES.some((m) => m.name === name)) ?? [];
  if (unknown.length > 0) {
    throw new Error(
      `no measure named ${unknown.join(', ')}; known: ${MEASURES.map((m) => m.name).join(', ')}`,
    );
  }
  return { check, only };
}

function gitCommit(): string | undefined {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
    }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], {
      cwd: root,
      encoding: 'utf8',
    }).trim();
    return dirty ? `${commit} (with uncommitted changes)` : commit;
  } catch {
    return undefined;
  }
}

function createContext(): BenchContext & { cleanup(): Promise<void> } {
  const cleanups: (() => void | Promise<void>)[] = [];
  const sharedResults = new Map<string, Promise<unknown>>();
  return {
    root,
    outDir,
    log: (message) => console.error(`bench: ${message}`),
    onCleanup: (fn) => void cleanups.push(fn),
    shared<T>(key: string, start: () => Promise<T>): Promise<T> {
      let result = sharedResults.get(key);
      if (!result) {
        result = start();
        sharedResults.set(key, result);
      }
      return result as Promise<T>;
    },
    async cleanup() {
      while (cleanups.length > 0) {
        const fn = cleanups.pop()!;
        try {
          await fn();
        } catch (error) {
          console.error('bench: cleanup failed:', error);
        }
      }
    },
  };
}

async function main(): Promise<number> {
  const { check, only } = parseArgs(process.argv.slice(2));
  const measures = only ? MEASURES.filter((m) => only.includes(m.name)) : MEASURES;
  await mkdir(outDir, { recursive: true });

  const ctx = createContext();
  let interrupted = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\nbench: ${signal}, stopping what the bench started…`);
    void ctx.cleanup().finally(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  const started = performance.now();
  const rows: Row[] = [];
  try {
    for (const measure of measures) {
      const measureStarted = performance.now();
      try {
        rows.push(...(await measure.run(ctx)));
      } catch (error) {
        // A measure should report its own errors as rows; this is the backstop.
        rows.push({
          id: `${measure.name}-failed`,
          label: `${measure.name} (measure failed)`,
          value: null,
          unit: '',
          error: error instanceof Error ? error.message : String(error),
        });
      }
      ctx.log(
        `${measure.name} done in ${((performance.now() - measureStarted) / 1000).toFixed(1)} s`,
      );
    }
  } finally {
    await ctx.cleanup();
  }

  const ids = rows.map((row) => row.id);
  const duplicate = ids.find((id, i) => ids.indexOf(id) !== i);
  if (duplicate) throw new Error(`two rows have the id ${duplicate}`);

  const evaluated = rows.map(evaluate);
  const durationMs = Math.round(performance.now() - started);
  const cpus = os.cpus();
  const results = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    cores: cpus.length,
    cpu: cpus[0]?.model,
    measures: measures.map((m) => m.name),
    durationMs,
    rows: evaluated,
  };
  await writeFile(resultsFile, `${JSON.stringify(results, null, 2)}\n`);

  console.log(`\n${formatTable(evaluated)}\n`);
  const errors = evaluated.filter((row) => row.error !== undefined);
  for (const row of errors) console.log(`${row.label}: ${row.error}`);
  if (errors.length > 0) console.log('');
  console.log(
    `${path.relative(root, resultsFile)} written; ${evaluated.length} figures in ${(durationMs / 1000).toFixed(0)} s ` +
      `(node ${process.version}, ${cpus.length} cores).`,
  );

  if (!check) return 0;
  const missed = failures(evaluated);
  if (missed.length === 0) {
    console.log('bench --check: every budget met.');
    return 0;
  }
  console.log(`bench --check: ${missed.length} budget(s) missed:`);
  for (const row of missed) console.log(`  - ${describeFailure(row)}`);
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
