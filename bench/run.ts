/** The bench runner's logic, apart from the CLI (scripts/bench.ts) so that it can be unit-tested. */
import {
  budgetProblems,
  describeFailure,
  evaluate,
  failures,
  type BenchContext,
  type Measure,
  type Row,
} from './measure.ts';
import type { PageSelection } from './pages.ts';

export type RunnerContext = BenchContext & {
  /** Run the registered teardown, last first; errors are logged, never thrown. */
  cleanup(): Promise<void>;
};

export function createContext(
  root: string,
  outDir: string,
  log: (message: string) => void,
  pages: PageSelection = 'all',
): RunnerContext {
  const cleanups: (() => void | Promise<void>)[] = [];
  const sharedResults = new Map<string, Promise<unknown>>();
  return {
    root,
    outDir,
    log,
    pages,
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
  const undeclared: string[] = [];
  for (const measure of measures) {
    const started = performance.now();
    let measured: Row[];
    try {
      measured = await measure.run(ctx);
    } catch (error) {
      // A measure should report its own errors as rows; this is the backstop.
      measured = [
        {
          id: `${measure.name}-failed`,
          label: `${measure.name} (measure failed)`,
          value: null,
          unit: '',
          error: message(error),
        },
      ];
    }
    // Every budget is one the measure declares, so that budgetProblems' test sees them all.
    const declared = new Set(Object.values(measure.budgets).map((spec) => spec.budget));
    for (const row of measured)
      if (row.budget && !declared.has(row.budget)) undeclared.push(row.id);
    rows.push(...measured);
    ctx.log(`${measure.name} done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  if (undeclared.length > 0) {
    rows.push({
      id: 'bench-undeclared-budgets',
      label: 'bench (budgets no measure declares)',
      value: null,
      unit: '',
      error: `a budget not in its measure's \`budgets\`: ${undeclared.join(', ')}`,
    });
  }
  // Budgets that could not fail, or that the host would fail (bench/measure.ts), are refused.
  const loose = rows.flatMap((row) => {
    // A figure that could not be measured has no baseline either, and fails by itself.
    if (!row.budget || row.value === null) return [];
    const problems = budgetProblems({
      baseline: row.baseline?.label ?? null,
      unit: row.unit,
      budget: row.budget,
    });
    return problems.length > 0 ? [`${row.id} ${problems.join('; ')}`] : [];
  });
  if (loose.length > 0) {
    rows.push({
      id: 'bench-loose-budgets',
      label: 'bench (budgets that cannot fail or that the host sets)',
      value: null,
      unit: '',
      error: loose.join(' | '),
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
