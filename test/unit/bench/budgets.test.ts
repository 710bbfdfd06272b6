/**
 * The bench's budgets themselves: none absolute where a same-run baseline exists, none with
 * `min: 0`, none allowing 10× its baseline or more (bench/measure.ts budgetProblems). Every budget
 * a row can carry is declared in its measure's `budgets` (the runner refuses any other), and is
 * written in a `…BUDGETS` declaration (checked here in the sources), so this sees them all.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { budgetProblems, type BudgetSpec } from '../../../bench/measure.ts';
import { MEASURES } from '../../../bench/measures/index.ts';

const BENCH = path.resolve('bench');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['out', 'bare'].includes(entry.name) ? [] : sources(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Where `budget: {…}` is written outside a `…BUDGETS = { … } as const satisfies …` declaration. */
function budgetsWrittenInPlace(source: string): number[] {
  const declarations = [
    ...source.matchAll(/BUDGETS = \{[\s\S]*?\} as const satisfies Record<string, BudgetSpec>;/g),
  ].map((m) => [m.index, m.index + m[0].length] as const);
  return [...source.matchAll(/\bbudget: \{/g)]
    .map((m) => m.index)
    .filter((at) => !declarations.some(([start, end]) => at > start && at < end))
    .map((at) => source.slice(0, at).split('\n').length);
}

describe('the budgets of bench/', () => {
  const declared = MEASURES.flatMap((measure) =>
    Object.entries(measure.budgets).map(([key, spec]) => ({
      name: `${measure.name}.${key}`,
      spec,
    })),
  );

  it('are declared, by every measure that judges anything', () => {
    expect(declared.length).toBeGreaterThan(10);
    for (const name of ['pages.lcp', 'pages.tbt', 'pages.cls', 'bundle.pageJs', 'auth.login']) {
      expect(declared.map((d) => d.name)).toContain(name);
    }
  });

  it.each(declared.map((d) => [d.name, d.spec] as const))(
    '%s can fail, and no host sets it',
    (_, spec) => {
      expect(budgetProblems(spec)).toEqual([]);
    },
  );

  it('are written only in their measures’ declarations, never in place in a row', () => {
    const misplaced = sources(BENCH).flatMap((file) =>
      budgetsWrittenInPlace(readFileSync(file, 'utf8')).map(
        (line) => `${path.relative(BENCH, file)}:${line}`,
      ),
    );
    expect(misplaced).toEqual([]);
  });
});

describe('budgetProblems', () => {
  const spec = (over: Partial<BudgetSpec>): BudgetSpec => ({
    baseline: 'bare page LCP',
    unit: 'ms',
    budget: { maxRatio: 1.25 },
    ...over,
  });

  it('accepts a ratio to a same-run baseline, and an invariant with none', () => {
    expect(budgetProblems(spec({}))).toEqual([]);
    expect(budgetProblems(spec({ baseline: null, unit: '', budget: { max: 0 } }))).toEqual([]);
    expect(budgetProblems(spec({ baseline: null, unit: 'score', budget: { min: 0.95 } }))).toEqual(
      [],
    );
  });

  it('refuses an absolute budget where a same-run baseline exists', () => {
    expect(budgetProblems(spec({ budget: { max: 2500 } }))).toEqual([
      'is absolute where a same-run baseline exists (bare page LCP)',
    ]);
    expect(budgetProblems(spec({ unit: 'score', budget: { min: 0.95, maxRatio: 1.2 } }))).toEqual([
      'is absolute where a same-run baseline exists (bare page LCP)',
    ]);
    // A timing is a figure of this host: one without a baseline is absolute where one exists.
    expect(budgetProblems(spec({ baseline: null, budget: { max: 2500 } }))).toEqual([
      'is a ms figure without a same-run baseline: the host would set it',
    ]);
  });

  it('refuses min: 0', () => {
    expect(budgetProblems(spec({ baseline: null, unit: '', budget: { min: 0 } }))).toEqual([
      'has min: 0, which nothing measured can miss',
    ]);
  });

  it('refuses an allowance of 10× its baseline or more', () => {
    expect(budgetProblems(spec({ budget: { maxRatio: 9.99 } }))).toEqual([]);
    for (const maxRatio of [10, 12, Number.POSITIVE_INFINITY, Number.NaN]) {
      expect(budgetProblems(spec({ budget: { maxRatio } })), String(maxRatio)).toHaveLength(1);
    }
  });

  it('refuses a budget that sets nothing, or a ratio to no baseline', () => {
    expect(budgetProblems(spec({ budget: {} }))).toEqual(['sets no limit']);
    expect(budgetProblems(spec({ baseline: null, unit: 'kB' }))).toEqual([
      'is relative to no baseline',
    ]);
  });
});

describe('budgetsWrittenInPlace', () => {
  it('finds a budget written in a row, not one in a declaration', () => {
    const source = [
      'const BUDGETS = {',
      "  js: { baseline: 'bare', unit: 'kB', budget: { maxRatio: 2 } },",
      '} as const satisfies Record<string, BudgetSpec>;',
      "const row = { id: 'x', budget: { max: 3 } };",
      "const fine = { id: 'y', budget: BUDGETS.js.budget };",
    ].join('\n');
    expect(budgetsWrittenInPlace(source)).toEqual([4]);
  });
});
