/**
 * The bench's small interface. `npm run bench` (scripts/bench.ts) runs the measures listed in
 * bench/measures/index.ts, in order, prints one table and writes bench/results.json;
 * `npm run bench -- --check` also exits 1 when a budget is missed or a figure could not be measured.
 *
 * To add a figure (login latency, API p50/p95, PDF time, cold starts…):
 *   1. write bench/measures/<name>.ts exporting a `Measure`: `{ name, run(ctx) }`, where `run`
 *      returns one `Row` per figure;
 *   2. append it to the list in bench/measures/index.ts.
 *
 * A row: `value` in `unit` (sizes in kB = 1000 bytes, times in ms, Lighthouse scores 0..1); an
 * optional `baseline` (the same figure for a bare reference: bare React page, bare scrypt…) gives
 * the printed ratio value/baseline; an optional `budget` is what --check enforces.
 *
 * Budgets that can fail and do not flake:
 * - A timing is budgeted only as a ratio to a baseline measured in the same run (`maxRatio`), so a
 *   slower or busier machine moves both. Samples alternate, baseline then figure (A, B, A, B…),
 *   each figure paired with the baseline sample beside it; the row reports the pair whose ratio is
 *   the median of the paired ratios (`medianPair`), so value / baseline is that median.
 * - No allowance of 10× or more (RATIO_LIMIT): a budget that wide could not fail on a regression
 *   of the order users notice.
 * - Absolute `max` / `min` only where no machine noise enters: invariants that must hold exactly
 *   (0 × 5xx, 0 lost writes, 0 Pro markers in the landing, 100 % success), deterministic sizes, and
 *   Lighthouse scores (simulated throttling; budgeted at their measured value minus noise). A figure that could not be measured has `value: null` and an `error`:
 * it is printed as such and always fails --check (never report a made-up number). An optional
 * `note` (a caveat) is printed under the table; `detail` goes to results.json only. The runner
 * (bench/run.ts) fills in `ratio` and `pass`; measures leave them out.
 *
 * `ctx.shared(key, start)` lets measures share expensive setup (one web build: bench/builds.ts; one
 * running local runtime: bench/runtime.ts) whichever of them runs first; `ctx.onCleanup` registers
 * teardown that runs at the end, on errors and on Ctrl-C. Processes that must not outlive the
 * bench go in their own process group with a guardGroup watchdog (bench/process.ts).
 */
import type { PageSelection } from './pages.ts';

export interface Budget {
  /** The figure must be ≤ max. */
  max?: number;
  /** The figure must be ≥ min. */
  min?: number;
  /** value / baseline.value must be ≤ maxRatio (the row must carry its same-run baseline). */
  maxRatio?: number;
}

/** The widest ratio a budget may allow (bench/measure.ts header: no allowance of 10× or more). */
const RATIO_LIMIT = 10;

/**
 * A budget as a measure declares it (`Measure.budgets`): every row's budget is one of its measure's
 * (the runner checks), so these declarations are every budget the bench can enforce, and
 * budgetProblems (run on them by test/unit/bench/budgets.test.ts, and by the runner on each row)
 * can refuse a budget that cannot fail or that the host, not the change, would fail.
 */
export interface BudgetSpec {
  /**
   * The same-run baseline the figure is judged against ('bare page LCP', 'bare scrypt hash'…), or
   * null where none can exist: an invariant (0 × 5xx), a layout shift, an accessibility score.
   */
  baseline: string | null;
  /** The figure's unit, as its rows give it ('ms', 'kB', 'score'…). */
  unit: string;
  budget: Budget;
}

/**
 * Units of figures this host's speed or load moves (a timing, a throughput): the bench always
 * measures a baseline beside them in the same run (a bare page, a bare hash, a bare server, an
 * empty handler), so their budgets must be relative to it.
 */
const HOST_UNITS = new Set(['ms', 'rps']);

/** What is wrong with a budget (none: []): the rules of this file's header. */
export function budgetProblems(spec: BudgetSpec): string[] {
  const { budget, baseline, unit } = spec;
  const problems: string[] = [];
  const absolute = budget.max !== undefined || budget.min !== undefined;
  const relative = budget.maxRatio !== undefined;
  if (!absolute && !relative) problems.push('sets no limit');
  if (budget.min === 0) problems.push('has min: 0, which nothing measured can miss');
  if (budget.maxRatio !== undefined && !(budget.maxRatio < RATIO_LIMIT)) {
    problems.push(`allows ${budget.maxRatio}× its baseline (${RATIO_LIMIT}× or more cannot fail)`);
  }
  if (baseline !== null && absolute) {
    problems.push(`is absolute where a same-run baseline exists (${baseline})`);
  }
  if (baseline === null && HOST_UNITS.has(unit)) {
    problems.push(`is a ${unit} figure without a same-run baseline: the host would set it`);
  }
  if (baseline === null && relative) problems.push('is relative to no baseline');
  return problems;
}

export interface Row {
  /** Stable id, kebab-case, unique across measures (results are compared over time by id). */
  id: string;
  /** What the table prints in its first column. */
  label: string;
  /** The measured figure, or null when it could not be measured (then `error` says why). */
  value: number | null;
  /** 'kB' (1000 bytes), 'ms', 'score' (0..1) … */
  unit: string;
  baseline?: { label: string; value: number };
  budget?: Budget;
  /** Why `value` is null. */
  error?: string;
  /** A caveat printed under the table (e.g. measured on a busy machine). */
  note?: string;
  /** Extra facts for results.json (file lists, per-run values, server used…). */
  detail?: unknown;
  /** value / baseline.value; set by the runner. */
  ratio?: number;
  /** Budget verdict; set by the runner (absent when the row has no budget and no error). */
  pass?: boolean;
  /**
   * A figure of one page: printed in the page table (one line per page, one column per figure)
   * instead of the table of figures. `name` is the page's line (its path and role), `column` the
   * figure ('LCP', 'TBT'…).
   */
  page?: { name: string; column: string };
}

export interface BenchContext {
  /** Repository root (absolute). */
  root: string;
  /** Scratch folder for builds and logs (bench/out, git-ignored). */
  outDir: string;
  /** Progress message (stderr), so stdout keeps only the table. */
  log(message: string): void;
  /** Teardown to run when the bench ends, fails or is interrupted (last registered runs first). */
  onCleanup(fn: () => void | Promise<void>): void;
  /** The pages Lighthouse opens (bench/pages.ts): `--pages`, `ci` unless told. */
  pages: PageSelection;
  /** Run `start` once per bench run under `key` and share its result between measures. */
  shared<T>(key: string, start: () => Promise<T>): Promise<T>;
}

export interface Measure {
  /** Short name, used for progress messages and `--only`. */
  name: string;
  /** Every budget its rows may carry (a row's `budget` is one of these objects). */
  budgets: Readonly<Record<string, BudgetSpec>>;
  run(ctx: BenchContext): Promise<Row[]>;
}

/**
 * The item with the median key (for an even count, the lower of the two middle ones: always a
 * real sample, never an average of two). Throws on an empty list.
 */
export function medianBy<T>(items: readonly T[], key: (item: T) => number): T {
  if (items.length === 0) throw new Error('median of no samples');
  const sorted = [...items].sort((a, b) => key(a) - key(b));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** A figure and the baseline sample taken beside it. */
export interface Pair {
  value: number;
  baseline: number;
}

/**
 * The pair whose ratio value/baseline is the median of all the paired ratios (medianBy: a real
 * pair, never an average). Throws on an empty list.
 */
export function medianPair<T extends Pair>(pairs: readonly T[]): T {
  return medianBy(pairs, (pair) => pair.value / pair.baseline);
}

/**
 * `rounds` pairs of samples taken alternately, baseline then figure (A, B, A, B…), each figure
 * paired with the baseline sample just before it, so the machine's load weighs on both alike.
 */
export async function interleaved(
  rounds: number,
  baseline: () => Promise<number>,
  figure: () => Promise<number>,
): Promise<Pair[]> {
  const pairs: Pair[] = [];
  for (let round = 0; round < rounds; round++) {
    const base = await baseline();
    pairs.push({ baseline: base, value: await figure() });
  }
  return pairs;
}

/** Nearest-rank percentile (p in 0..100) of `values`, e.g. p50/p95 latencies. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of no samples');
  if (!(p >= 0 && p <= 100)) throw new Error(`percentile ${p} is outside 0..100`);
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

/** value / baseline, or undefined when there is no usable baseline (missing, zero, unmeasured). */
export function ratioOf(value: number | null, baseline: number | undefined): number | undefined {
  if (value === null || baseline === undefined || !Number.isFinite(baseline) || baseline <= 0) {
    return undefined;
  }
  return value / baseline;
}

/**
 * Does the row meet its budget? Unmeasured rows (null value, error) fail whether or not they have
 * a budget; rows with no budget and no error have no verdict (undefined).
 */
export function meetsBudget(
  row: Pick<Row, 'value' | 'budget' | 'error' | 'baseline'>,
): boolean | undefined {
  if (row.value === null || row.error !== undefined || !Number.isFinite(row.value)) return false;
  const { budget } = row;
  if (
    !budget ||
    (budget.max === undefined && budget.min === undefined && budget.maxRatio === undefined)
  ) {
    return undefined;
  }
  if (budget.max !== undefined && row.value > budget.max) return false;
  if (budget.min !== undefined && row.value < budget.min) return false;
  if (budget.maxRatio !== undefined) {
    // A ratio budget needs its baseline: without one the figure is not checked, so it fails.
    const ratio = ratioOf(row.value, row.baseline?.value);
    if (ratio === undefined || ratio > budget.maxRatio) return false;
  }
  return true;
}

/** The row with `ratio` and `pass` filled in (fields left out when they do not apply). */
export function evaluate(row: Row): Row {
  const out: Row = { ...row };
  delete out.ratio;
  delete out.pass;
  const ratio = ratioOf(row.value, row.baseline?.value);
  const pass = meetsBudget(row);
  if (ratio !== undefined) out.ratio = ratio;
  if (pass !== undefined) out.pass = pass;
  return out;
}

/** Rows that make --check fail: missed budgets and figures that could not be measured. */
export function failures(rows: readonly Row[]): Row[] {
  return rows.filter((row) => row.pass === false);
}

/** One line per failure, for --check. */
export function describeFailure(row: Row): string {
  if (row.value === null || row.error !== undefined) {
    return `${row.label}: not measured${row.error ? ' (error above)' : ''}`;
  }
  const value = formatValue(row.value, row.unit);
  const ratio = ratioOf(row.value, row.baseline?.value);
  const shown =
    ratio === undefined ? value : `${value} (${ratio.toFixed(2)}× ${row.baseline!.label})`;
  return `${row.label}: ${shown}, budget ${formatBudget(row.budget, row.unit)}`;
}

export function formatValue(value: number | null, unit: string): string {
  if (value === null) return 'error';
  switch (unit) {
    case 'kB':
      return `${value.toFixed(1)} kB`;
    case 'score':
      return value.toFixed(2);
    case 'ms':
      return value >= 100 ? `${Math.round(value)} ms` : `${value.toFixed(1)} ms`;
    default: {
      const number = Number.isInteger(value) ? String(value) : value.toFixed(3);
      return unit ? `${number} ${unit}` : number;
    }
  }
}

export function formatBudget(budget: Budget | undefined, unit: string): string {
  if (!budget) return '';
  const parts: string[] = [];
  if (budget.min !== undefined) parts.push(`≥ ${formatValue(budget.min, unit)}`);
  if (budget.max !== undefined) parts.push(`≤ ${formatValue(budget.max, unit)}`);
  if (budget.maxRatio !== undefined) parts.push(`≤ ${budget.maxRatio}×`);
  return parts.join(', ');
}

/** The aligned table: figure, value, baseline, ratio, budget, ok/FAIL. */
export function formatTable(rows: readonly Row[]): string {
  const header = ['figure', 'value', 'baseline', 'ratio', 'budget', 'ok'];
  const body = rows.map((row) => [
    row.label,
    formatValue(row.value, row.unit),
    row.baseline ? `${formatValue(row.baseline.value, row.unit)} (${row.baseline.label})` : '',
    row.ratio !== undefined ? `${row.ratio.toFixed(2)}×` : '',
    formatBudget(row.budget, row.unit),
    row.pass === undefined ? '' : row.pass ? 'ok' : 'FAIL',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i]!.length)));
  // Numbers right-aligned (value, ratio), text left-aligned.
  const right = new Set([1, 3]);
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (right.has(i) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '─'.repeat(w)).join('  ');
  return [line(header), rule, ...body.map(line)].join('\n');
}

/** A page-table cell: the value, its ratio to the row's baseline, and `!` when over budget. */
function cellText(row: Row): string {
  if (row.value === null || row.error !== undefined) return 'error';
  const ratio = row.ratio !== undefined ? ` ${row.ratio.toFixed(2)}×` : '';
  return `${formatValue(row.value, row.unit)}${ratio}${row.pass === false ? ' !' : ''}`;
}

/**
 * The page table: one line per page (rows with `page`), one column per figure (those in `order`
 * first, then as first seen; a cell: value, ratio to its baseline, `!` over budget), a line of the
 * budgets, then the `slowest` pages by the ratio of the `slowestBy` column.
 */
export function formatPageTable(
  rows: readonly Row[],
  {
    slowestBy,
    slowest = 3,
    order = [],
  }: { slowestBy: string; slowest?: number; order?: readonly string[] },
): string {
  const pageRows = rows.filter((row) => row.page);
  if (pageRows.length === 0) return '';
  const columns: string[] = [...order];
  const pages = new Map<string, Map<string, Row>>();
  for (const row of pageRows) {
    const { name, column } = row.page!;
    if (!columns.includes(column)) columns.push(column);
    if (!pages.has(name)) pages.set(name, new Map());
    pages.get(name)!.set(column, row);
  }
  // Columns no row fills are left out; the rest in `order`, then as first seen.
  const used = columns.filter((column) => pageRows.some((row) => row.page!.column === column));
  columns.splice(0, columns.length, ...used);
  const header = ['page', ...columns, 'ok'];
  const body = [...pages].map(([name, cells]) => {
    const judged = [...cells.values()].filter((row) => row.pass !== undefined);
    const failed = columns.filter((column) => cells.get(column)?.pass === false);
    const verdict =
      judged.length === 0 ? '' : failed.length === 0 ? 'ok' : `FAIL ${failed.join(', ')}`;
    return [
      name,
      ...columns.map((column) => (cells.has(column) ? cellText(cells.get(column)!) : '')),
      verdict,
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) =>
        i === 0 || i === header.length - 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!),
      )
      .join('  ')
      .trimEnd();
  // Each column's budgets, the rarer ones with the pages they apply to (the landing's own, say).
  const budgets = columns.flatMap((column) => {
    const byBudget = new Map<string, string[]>();
    for (const row of pageRows.filter((r) => r.page!.column === column && r.budget)) {
      const against =
        row.budget!.maxRatio !== undefined && row.baseline ? ` ${row.baseline.label}` : '';
      const text = `${formatBudget(row.budget, row.unit)}${against}`;
      byBudget.set(text, [...(byBudget.get(text) ?? []), row.page!.name]);
    }
    if (byBudget.size === 0) return [];
    const texts = [...byBudget]
      .sort((a, b) => b[1].length - a[1].length)
      .map(([text, names], i) => (i === 0 ? text : `${text} for ${names.join(', ')}`));
    return [`${column} ${texts.join(', ')}`];
  });
  const ranked = [...pages]
    .flatMap(([name, cells]) => {
      const ratio = cells.get(slowestBy)?.ratio;
      return ratio === undefined ? [] : [{ name, ratio }];
    })
    .sort((a, b) => b.ratio - a.ratio)
    .slice(0, slowest);
  return [
    line(header),
    widths.map((w) => '─'.repeat(w)).join('  '),
    ...body.map(line),
    '',
    `budgets: ${budgets.join('; ')}`,
    `slowest ${ranked.length} (${slowestBy} ÷ its baseline): ${ranked
      .map((page, i) => `${i + 1}. ${page.name} ${page.ratio.toFixed(2)}×`)
      .join(', ')}`,
  ].join('\n');
}
