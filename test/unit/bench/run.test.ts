import { describe, expect, it } from 'vitest';
import type { Measure } from '../../../bench/measure.ts';
import { checkReport, createContext, footnotes, runMeasures } from '../../../bench/run.ts';

const context = () => createContext('/repo', '/repo/bench/out', () => {});

const measure = (name: string, run: Measure['run']): Measure => ({ name, run });

describe('runMeasures and checkReport', () => {
  it('passes --check when every budget is met', async () => {
    const rows = await runMeasures(
      [
        measure('sizes', async () => [
          { id: 'js', label: 'JS', value: 100, unit: 'kB', budget: { max: 110 } },
          { id: 'info', label: 'Info', value: 3, unit: 'ms' },
        ]),
      ],
      context(),
    );
    expect(rows.map((r) => r.pass)).toEqual([true, undefined]);
    expect(checkReport(rows).exitCode).toBe(0);
  });

  it('fails --check on a missed budget and names it', async () => {
    const rows = await runMeasures(
      [
        measure('score', async () => [
          { id: 'lh', label: 'Lighthouse', value: 0.9, unit: 'score', budget: { min: 0.95 } },
        ]),
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

  it('refuses budgets that could not fail: a 10× allowance or a minimum of 0', async () => {
    const rows = await runMeasures(
      [
        measure('loose', async () => [
          {
            id: 'wide',
            label: 'Wide',
            value: 5,
            unit: 'ms',
            baseline: { label: 'bare', value: 1 },
            budget: { maxRatio: 10 },
          },
          { id: 'zero', label: 'Zero', value: 0.1, unit: '', budget: { min: 0 } },
          {
            id: 'fine',
            label: 'Fine',
            value: 2,
            unit: 'ms',
            baseline: { label: 'bare', value: 1 },
            budget: { maxRatio: 3 },
          },
        ]),
      ],
      context(),
    );
    expect(rows.at(-1)).toMatchObject({ id: 'bench-loose-budgets', pass: false });
    expect(rows.at(-1)!.error).toContain('wide, zero');
    expect(rows.at(-1)!.error).not.toContain('fine');
    expect(checkReport(rows).exitCode).toBe(1);
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
