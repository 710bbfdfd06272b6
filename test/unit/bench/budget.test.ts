import { describe, expect, it } from 'vitest';
import {
  describeFailure,
  evaluate,
  failures,
  formatBudget,
  formatTable,
  formatValue,
  interleaved,
  medianBy,
  medianPair,
  meetsBudget,
  percentile,
  ratioOf,
  type Row,
} from '../../../bench/measure.ts';

const row = (over: Partial<Row>): Row => ({ id: 'x', label: 'X', value: 1, unit: 'kB', ...over });

describe('meetsBudget', () => {
  it('passes a max budget at or under the limit and fails over it', () => {
    expect(meetsBudget(row({ value: 109.9, budget: { max: 110 } }))).toBe(true);
    expect(meetsBudget(row({ value: 110, budget: { max: 110 } }))).toBe(true);
    expect(meetsBudget(row({ value: 110.001, budget: { max: 110 } }))).toBe(false);
  });

  it('passes a min budget at or over the limit and fails under it', () => {
    expect(meetsBudget(row({ value: 0.95, unit: 'score', budget: { min: 0.95 } }))).toBe(true);
    expect(meetsBudget(row({ value: 1, unit: 'score', budget: { min: 0.95 } }))).toBe(true);
    expect(meetsBudget(row({ value: 0.94, unit: 'score', budget: { min: 0.95 } }))).toBe(false);
  });

  it('needs both bounds when a budget has both', () => {
    const budget = { min: 10, max: 20 };
    expect(meetsBudget(row({ value: 15, budget }))).toBe(true);
    expect(meetsBudget(row({ value: 9, budget }))).toBe(false);
    expect(meetsBudget(row({ value: 21, budget }))).toBe(false);
  });

  it('checks a ratio budget against the row’s own baseline', () => {
    const baseline = { label: 'bare', value: 100 };
    expect(meetsBudget(row({ value: 120, baseline, budget: { maxRatio: 1.2 } }))).toBe(true);
    expect(meetsBudget(row({ value: 121, baseline, budget: { maxRatio: 1.2 } }))).toBe(false);
    // Without a usable baseline the ratio cannot be judged: a failure, never a pass.
    expect(meetsBudget(row({ value: 1, budget: { maxRatio: 1.2 } }))).toBe(false);
    expect(
      meetsBudget(row({ value: 1, baseline: { label: 'x', value: 0 }, budget: { maxRatio: 2 } })),
    ).toBe(false);
  });

  it('gives no verdict without a budget', () => {
    expect(meetsBudget(row({ value: 5 }))).toBeUndefined();
    expect(meetsBudget(row({ value: 5, budget: {} }))).toBeUndefined();
  });

  it('fails an unmeasured figure, budget or not', () => {
    expect(meetsBudget(row({ value: null, error: 'boom', budget: { max: 110 } }))).toBe(false);
    expect(meetsBudget(row({ value: null, error: 'boom' }))).toBe(false);
    expect(meetsBudget(row({ value: 1, error: 'partly failed', budget: { max: 110 } }))).toBe(
      false,
    );
    expect(meetsBudget(row({ value: Number.NaN, budget: { max: 110 } }))).toBe(false);
  });
});

describe('ratioOf', () => {
  it('is value / baseline', () => {
    expect(ratioOf(101.8, 97)).toBeCloseTo(1.0495, 4);
    expect(ratioOf(50, 100)).toBe(0.5);
  });

  it('is undefined without a usable baseline', () => {
    expect(ratioOf(10, undefined)).toBeUndefined();
    expect(ratioOf(10, 0)).toBeUndefined();
    expect(ratioOf(null, 10)).toBeUndefined();
    expect(ratioOf(10, Number.POSITIVE_INFINITY)).toBeUndefined();
  });
});

describe('evaluate', () => {
  it('fills in ratio and pass', () => {
    const out = evaluate(
      row({ value: 101.8, baseline: { label: 'bare', value: 97 }, budget: { max: 110 } }),
    );
    expect(out.pass).toBe(true);
    expect(out.ratio).toBeCloseTo(101.8 / 97);
  });

  it('ignores ratio and pass that a measure set itself', () => {
    const out = evaluate(row({ value: 200, budget: { max: 110 }, pass: true, ratio: 9 }));
    expect(out.pass).toBe(false);
    expect(out).not.toHaveProperty('ratio');
  });

  it('leaves pass out when there is nothing to judge', () => {
    expect(evaluate(row({ value: 3 }))).not.toHaveProperty('pass');
  });
});

describe('failures and describeFailure', () => {
  const rows = [
    row({ id: 'js', label: 'Landing JS (gzip)', value: 120.4, budget: { max: 110 } }),
    row({ id: 'css', label: 'Landing CSS (gzip)', value: 11.7, budget: { max: 35 } }),
    row({ id: 'lh', label: 'Lighthouse', value: null, unit: 'score', error: 'no Chromium' }),
    row({ id: 'a11y', label: 'Accessibility', value: 0.5, unit: 'score' }),
  ].map(evaluate);

  it('lists missed budgets and unmeasured figures only', () => {
    expect(failures(rows).map((r) => r.id)).toEqual(['js', 'lh']);
  });

  it('says what was measured against which budget', () => {
    expect(describeFailure(rows[0]!)).toBe('Landing JS (gzip): 120.4 kB, budget ≤ 110.0 kB');
    expect(describeFailure(rows[2]!)).toBe('Lighthouse: not measured (error above)');
    const slow = evaluate(
      row({
        label: 'Login',
        value: 700,
        unit: 'ms',
        baseline: { label: 'bare scrypt', value: 500 },
        budget: { maxRatio: 1.2 },
      }),
    );
    expect(describeFailure(slow)).toBe('Login: 700 ms (1.40× bare scrypt), budget ≤ 1.2×');
  });
});

describe('formatting', () => {
  it('prints values in their unit', () => {
    expect(formatValue(101.819, 'kB')).toBe('101.8 kB');
    expect(formatValue(0.978, 'score')).toBe('0.98');
    expect(formatValue(1629.8, 'ms')).toBe('1630 ms');
    expect(formatValue(12.34, 'ms')).toBe('12.3 ms');
    expect(formatValue(0.0123, '')).toBe('0.012');
    expect(formatValue(null, 'kB')).toBe('error');
  });

  it('prints budgets', () => {
    expect(formatBudget({ max: 110 }, 'kB')).toBe('≤ 110.0 kB');
    expect(formatBudget({ min: 0.95 }, 'score')).toBe('≥ 0.95');
    expect(formatBudget({ maxRatio: 3 }, 'ms')).toBe('≤ 3×');
    expect(formatBudget(undefined, 'kB')).toBe('');
  });

  it('aligns the table columns', () => {
    const table = formatTable([
      evaluate(
        row({
          label: 'Landing JS (gzip)',
          value: 101.8,
          budget: { max: 110 },
          baseline: { label: 'bare', value: 97 },
        }),
      ),
      evaluate(row({ label: 'Score', value: 0.5, unit: 'score', budget: { min: 0.95 } })),
    ]);
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/^figure\s+value\s+baseline\s+ratio\s+budget\s+ok$/);
    expect(lines[2]).toContain('1.05×');
    expect(lines[2]).toMatch(/ok$/);
    expect(lines[3]).toMatch(/FAIL$/);
    // Values are right-aligned: both end in the same column.
    const valueEnd = (line: string, value: string) => line.indexOf(value) + value.length;
    expect(valueEnd(lines[2]!, '101.8 kB')).toBe(valueEnd(lines[3]!, '0.50'));
  });
});

describe('medianBy and percentile', () => {
  it('picks the median sample (lower middle for an even count)', () => {
    const runs = [{ s: 0.76 }, { s: 0.99 }, { s: 0.98 }];
    expect(medianBy(runs, (r) => r.s)).toBe(runs[2]);
    expect(medianBy([{ s: 1 }, { s: 4 }, { s: 2 }, { s: 3 }], (r) => r.s).s).toBe(2);
    expect(() => medianBy([], (r: number) => r)).toThrow();
  });

  it('computes nearest-rank percentiles', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1); // 1..100
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile([7], 95)).toBe(7);
    expect(() => percentile([], 50)).toThrow();
    expect(() => percentile([1], 101)).toThrow();
  });
});

describe('paired samples', () => {
  it('takes the baseline and the figure alternately, pairing each figure with the one before', async () => {
    const order: string[] = [];
    let n = 0;
    const pairs = await interleaved(
      3,
      async () => {
        order.push('A');
        return 100 + n;
      },
      async () => {
        order.push('B');
        return 150 + n++;
      },
    );
    expect(order.join('')).toBe('ABABAB');
    expect(pairs).toEqual([
      { baseline: 100, value: 150 },
      { baseline: 101, value: 151 },
      { baseline: 102, value: 152 },
    ]);
  });

  it('reports the pair with the median ratio, not the ratio of the medians', () => {
    // Ratios 2, 1.1, 1.5: the median pair is (300, 200). The medians of each side (300 over 200)
    // happen to agree here; a slow spell that hits one pair moves one ratio, not the verdict.
    const pairs = [
      { value: 400, baseline: 200 },
      { value: 110, baseline: 100 },
      { value: 300, baseline: 200 },
    ];
    expect(medianPair(pairs)).toBe(pairs[2]);
    // A busy spell doubled both samples of one round: its ratio is unchanged.
    const busy = [
      { value: 120, baseline: 100 },
      { value: 480, baseline: 400 },
      { value: 130, baseline: 100 },
    ];
    expect(medianPair(busy).value / medianPair(busy).baseline).toBeCloseTo(1.2);
    expect(() => medianPair([])).toThrow();
  });
});
