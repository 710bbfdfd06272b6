import { describe, expect, it } from 'vitest';
import type { Budget, BudgetSpec, Measure } from '../../../bench/measure.ts';
import { checkReport, createContext, footnotes, runMeasures } from '../../../bench/run.ts';

const context = () => createContext('/repo', '/repo/bench/out', () => {});

/** A measure declaring the given budgets (each row's budget must be one of them). */
const measure = (
  name: string,
  run: Measure['run'],
  budgets: Record<string, BudgetSpec> = {},
): Measure => ({ name, run, budgets });

const spec = (budget: Budget, baseline: string | null = null, unit = ''): BudgetSpec => ({
  baseline,
  unit,
  budget,
});

describe('runMeasures and checkReport', () => {
  it('passes --check when every budget is met', async () => {
    const js = spec({ max: 110 }, null, 'kB');
    const rows = await runMeasures(
      [
        measure(
          'sizes',
          async () => [
            { id: 'js', label: 'JS', value: 100, unit: 'kB', budget: js.budget },
            { id: 'info', label: 'Info', value: 3, unit: 'ms' },
          ],
          { js },
        ),
      ],
      context(),
    );
    expect(rows.map((r) => r.pass)).toEqual([true, undefined]);
    expect(checkReport(rows).exitCode).toBe(0);
  });

  it('fails --check on a missed budget and names it', async () => {
    const a11y = spec({ min: 0.95 }, null, 'score');
    const rows = await runMeasures(
      [
        measure(
          'score',
          async () => [
            { id: 'lh', label: 'Lighthouse', value: 0.9, unit: 'score', budget: a11y.budget },
          ],
          { a11y },
        ),
      ],
      context(),
    );
    const report = checkReport(rows);
    expect(report.exitCode).toBe(1);
    expect(report.lines.join('\n')).toContain('Lighthouse: 0.90, budget ≥ 0.95');
  });

  it('turns a throwing measure into a failing row', async () => {
    const rows = await runMeasures(
      [
        measure('broken', async () => {
          throw new Error('no Chromium');
        }),
        measure('fine', async () => [{ id: 'a', label: 'A', value: 1, unit: 'kB' }]),
      ],
      context(),
    );
    expect(rows.map((r) => r.id)).toEqual(['broken-failed', 'a']);
    expect(rows[0]).toMatchObject({ value: null, pass: false, error: 'no Chromium' });
    expect(checkReport(rows).exitCode).toBe(1);
  });

  it('flags duplicate row ids', async () => {
    const twice = measure('twice', async () => [
      { id: 'same', label: 'One', value: 1, unit: 'kB' },
      { id: 'same', label: 'Two', value: 2, unit: 'kB' },
    ]);
    const rows = await runMeasures([twice], context());
    expect(rows.at(-1)).toMatchObject({ id: 'bench-duplicate-ids', pass: false });
  });

  it('judges an unmeasured row by itself, not as a budget missing its baseline', async () => {
    const budgets = { ratio: spec({ maxRatio: 3 }, 'bare', 'ms') };
    const rows = await runMeasures(
      [
        measure(
          'broken',
          async () => [
            {
              id: 'p95',
              label: 'P95',
              value: null,
              unit: 'ms',
              error: 'no answer',
              budget: budgets.ratio.budget,
            },
          ],
          budgets,
        ),
      ],
      context(),
    );
    expect(rows.map((row) => [row.id, row.pass])).toEqual([['p95', false]]);
  });

  it('refuses budgets that could not fail, or that the host sets', async () => {
    const budgets = {
      wide: spec({ maxRatio: 10 }, 'bare', 'ms'),
      zero: spec({ min: 0 }),
      absolute: spec({ max: 2000 }, 'bare page LCP', 'ms'),
      fine: spec({ maxRatio: 3 }, 'bare', 'ms'),
    };
    const rows = await runMeasures(
      [
        measure(
          'loose',
          async () => [
            {
              id: 'wide',
              label: 'Wide',
              value: 5,
              unit: 'ms',
              baseline: { label: 'bare', value: 1 },
              budget: budgets.wide.budget,
            },
            { id: 'zero', label: 'Zero', value: 0.1, unit: '', budget: budgets.zero.budget },
            // An absolute timing: with its baseline, and without one (a host figure either way).
            {
              id: 'absolute',
              label: 'Absolute',
              value: 1500,
              unit: 'ms',
              baseline: { label: 'bare page LCP', value: 1400 },
              budget: budgets.absolute.budget,
            },
            {
              id: 'unpaired',
              label: 'Unpaired',
              value: 1500,
              unit: 'ms',
              budget: budgets.absolute.budget,
            },
            {
              id: 'fine',
              label: 'Fine',
              value: 2,
              unit: 'ms',
              baseline: { label: 'bare', value: 1 },
              budget: budgets.fine.budget,
            },
          ],
          budgets,
        ),
      ],
      context(),
    );
    expect(rows.at(-1)).toMatchObject({ id: 'bench-loose-budgets', pass: false });
    const error = rows.at(-1)!.error!;
    expect(error).toMatch(/wide allows 10× its baseline/);
    expect(error).toMatch(/zero has min: 0/);
    expect(error).toMatch(
      /absolute is absolute where a same-run baseline exists \(bare page LCP\)/,
    );
    expect(error).toMatch(/unpaired is a ms figure without a same-run baseline/);
    expect(error).not.toContain('fine');
    expect(checkReport(rows).exitCode).toBe(1);
  });

  it('refuses a budget its measure does not declare', async () => {
    const declared = spec({ maxRatio: 2 }, 'bare', 'ms');
    const rows = await runMeasures(
      [
        measure(
          'sneaky',
          async () => [
            {
              id: 'inline',
              label: 'Inline',
              value: 1,
              unit: 'ms',
              baseline: { label: 'bare', value: 1 },
              // Equal to the declared one, but not it: a budget written in place.
              budget: { maxRatio: 2 },
            },
          ],
          { declared },
        ),
      ],
      context(),
    );
    expect(rows.at(-1)).toMatchObject({ id: 'bench-undeclared-budgets', pass: false });
    expect(rows.at(-1)!.error).toContain('inline');
  });

  it('reports a shared error once, then the caveats', () => {
    const error = 'vite build failed';
    const lines = footnotes([
      { id: 'a', label: 'JS', value: null, unit: 'kB', error },
      { id: 'b', label: 'CSS', value: null, unit: 'kB', error },
      { id: 'c', label: 'Score', value: 0.9, unit: 'score', note: 'busy machine' },
      { id: 'd', label: 'Other', value: 1, unit: 'ms' },
    ]);
    expect(lines).toEqual(['JS, CSS: vite build failed', 'note: Score: busy machine']);
  });
});

describe('createContext', () => {
  it('starts shared setup once and runs cleanups last first, even when one fails', async () => {
    const ctx = context();
    let starts = 0;
    const start = async () => ++starts;
    expect(await Promise.all([ctx.shared('build', start), ctx.shared('build', start)])).toEqual([
      1, 1,
    ]);
    const order: string[] = [];
    ctx.onCleanup(() => void order.push('first'));
    ctx.onCleanup(() => {
      throw new Error('cleanup error');
    });
    ctx.onCleanup(async () => void order.push('last'));
    await ctx.cleanup();
    expect(order).toEqual(['last', 'first']);
  });
});
