/** The bench runner's logic, apart from the CLI (scripts/bench.ts) so that it can be unit-tested. */
import {
  describeFailure,
  evaluate,
  failures,
  RATIO_LIMIT,
  type BenchContext,
  type Measure,
  type Row,
} from './measure.ts';

export type RunnerContext = BenchContext & {
  /** Run the registered teardown, last first; errors are logged, never thrown. */
  cleanup(): Promise<void>;
};

export function createContext(
  root: string,
  outDir: string,
  log: (message: string) => void,
): RunnerContext {
  const cleanups: (() => void | Promise<void>)[] = [];
  const sharedResults = new Map<string, Promise<unknown>>();
  return {
    root,
    outDir,
    log,
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
          log(`cleanup failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    },
  };
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Run the measures in order and return their rows evaluated (ratio, pass). A measure that throws
 * becomes one failing row; two rows with one id add a failing row. Does not run the cleanup.
 */
export async function runMeasures(measures: readonly Measure[], ctx: BenchContext): Promise<Row[]> {
  const rows: Row[] = [];
  for (const measure of measures) {
    const started = performance.now();
    try {
      rows.push(...(await measure.run(ctx)));
    } catch (error) {
      // A measure should report its own errors as rows; this is the backstop.
      rows.push({
        id: `${measure.name}-failed`,
        label: `${measure.name} (measure failed)`,
        value: null,
        unit: '',
        error: message(error),
      });
    }
    ctx.log(`${measure.name} done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  // Budgets that could not fail on a regression users notice are refused (bench/measure.ts).
  const loose = rows.filter(
    (row) =>
      (row.budget?.maxRatio !== undefined && row.budget.maxRatio >= RATIO_LIMIT) ||
      row.budget?.min === 0,
  );
  if (loose.length > 0) {
    rows.push({
      id: 'bench-loose-budgets',
      label: 'bench (budgets that cannot fail)',
      value: null,
      unit: '',
      error: `a ratio allowance of ${RATIO_LIMIT}× or more, or a minimum of 0: ${loose.map((row) => row.id).join(', ')}`,
    });
  }
  const ids = rows.map((row) => row.id);
  const duplicates = [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
  if (duplicates.length > 0) {
    rows.push({
      id: 'bench-duplicate-ids',
      label: 'bench (duplicate row ids)',
      value: null,
      unit: '',
      error: `several rows have the id ${duplicates.join(', ')}`,
    });
  }
  return rows.map(evaluate);
}

/** Verdict of --check: exit code and the lines to print. */
export function checkReport(rows: readonly Row[]): { exitCode: 0 | 1; lines: string[] } {
  const missed = failures(rows);
  if (missed.length === 0) return { exitCode: 0, lines: ['bench --check: every budget met.'] };
  return {
    exitCode: 1,
    lines: [
      `bench --check: ${missed.length} budget(s) missed:`,
      ...missed.map((row) => `  - ${describeFailure(row)}`),
    ],
  };
}

/**
 * What to print under the table: why figures are missing, then caveats, one line per distinct
 * text (several rows often share one cause).
 */
export function footnotes(rows: readonly Row[]): string[] {
  const group = (pick: (row: Row) => string | undefined, prefix: string) => {
    const texts = new Map<string, string[]>();
    for (const row of rows) {
      const text = pick(row);
      if (text !== undefined) texts.set(text, [...(texts.get(text) ?? []), row.label.trim()]);
    }
    return [...texts].map(([text, labels]) => `${prefix}${labels.join(', ')}: ${text}`);
  };
  return [...group((row) => row.error, ''), ...group((row) => row.note, 'note: ')];
}
