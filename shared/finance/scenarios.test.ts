import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  riskNotes,
  runScenarios,
  scenarioVariables,
  SCENARIO_DEFAULTS,
  SCENARIO_NAMES,
  SCENARIO_SLIDERS,
  type ScenarioBase,
} from './scenarios.ts';

const base: ScenarioBase = {
  propertyPrice: 300000,
  downPayment: 60000,
  closingCosts: 0,
  monthlyRent: 2500,
  otherIncome: 0,
  monthlyExpenses: 400,
  propertyTaxes: 0,
  insurance: 0,
  hoa: 0,
  loanTerm: 30,
  interestOnlyYears: 0,
  rentGrowthPct: 0,
  expenseGrowthPct: 0,
  sellingCostsPct: 0,
};

describe('scenario simulator, checked by hand', () => {
  it('variables: optimistic and pessimistic around the defaults', () => {
    const sets = scenarioVariables(SCENARIO_DEFAULTS);
    expect(sets.optimista).toEqual({
      interestRate: 6.5,
      vacancyRate: 3,
      repairCosts: 1400,
      appreciation: 5,
    });
    expect(sets.base).toEqual({
      interestRate: 7.5,
      vacancyRate: 5,
      repairCosts: 2000,
      appreciation: 3,
    });
    expect(sets.pesimista).toEqual({
      interestRate: 9,
      vacancyRate: 8,
      repairCosts: 3000,
      appreciation: 2,
    });
  });

  it('floors: vacancy − 2 and appreciation − 1 never go below 0', () => {
    const sets = scenarioVariables({
      interestRate: 3,
      vacancyRate: 1,
      repairCosts: 500,
      appreciation: 0.5,
    });
    expect(sets.optimista.vacancyRate).toBe(0);
    expect(sets.pesimista.appreciation).toBe(0);
  });

  it('$300,000, $60,000 down, $2,500 rent, $400 expenses with the default sliders', () => {
    const set = runScenarios(base, SCENARIO_DEFAULTS);
    // Base: P&I on $240,000 at 7.5 %/30 = $1,678.11; flow = 2,375 − (166.67 + 400) − 1,678.11.
    expect(set.base.monthlyPayment).toBeCloseTo(1678.114821, 5);
    expect(set.base.monthlyCashFlow).toBeCloseTo(130.218513, 5);
    expect(set.base.cashOnCash).toBeCloseTo(2.60437, 5);
    expect(set.base.valueIn5Years).toBeCloseTo(347782.22229, 4); // 300,000 × 1.03^5
    // IRR of −60,000, five years of 12 × 130.22 and the sale 347,782.22 − the balance after 60
    // payments (numpy's roots): 17.0211 %.
    expect(set.base.irr!).toBeCloseTo(17.021147745, 6);
    // Optimistic: 6.5 %, 3 %, $1,400, 5 %.
    expect(set.optimista.monthlyCashFlow).toBeCloseTo(391.370077, 5);
    expect(set.optimista.cashOnCash).toBeCloseTo(7.827402, 5);
    expect(set.optimista.valueIn5Years).toBeCloseTo(382884.46875, 4);
    expect(set.optimista.irr!).toBeCloseTo(27.008732833, 6);
    // Pessimistic: 9 %, 8 %, $3,000, 2 %.
    expect(set.pesimista.monthlyCashFlow).toBeCloseTo(-281.094281, 5);
    expect(set.pesimista.cashOnCash).toBeCloseTo(-5.621886, 5);
    expect(set.pesimista.valueIn5Years).toBeCloseTo(331224.24096, 4);
    expect(set.pesimista.irr!).toBeCloseTo(6.429511752, 6);

    const notes = riskNotes(set, SCENARIO_DEFAULTS).map((n) => n.id);
    // Pessimistic flow negative; gap 7.83 − (−5.62) = 13.45 points > 10.
    expect(notes).toEqual(['pessimistic-negative', 'high-volatility']);
  });

  it('every risk rule fires on its own condition', () => {
    const strong = { ...base, downPayment: 240000, monthlyRent: 4000 };
    const calm = { interestRate: 5, vacancyRate: 0, repairCosts: 500, appreciation: 3 };
    expect(riskNotes(runScenarios(strong, calm), calm).map((n) => n.id)).toEqual([
      'all-positive',
      'stable-returns',
    ]);

    const weak = { ...base, monthlyRent: 1500 };
    const rough = { interestRate: 12, vacancyRate: 15, repairCosts: 6000, appreciation: 0 };
    expect(riskNotes(runScenarios(weak, rough), rough).map((n) => n.id)).toEqual([
      'pessimistic-negative',
      'base-negative',
      'high-volatility',
      'high-vacancy',
      'high-repairs',
    ]);
  });

  it('no down payment: no cash-on-cash, no volatility bullet', () => {
    const set = runScenarios({ ...base, downPayment: 0 }, SCENARIO_DEFAULTS);
    expect(set.base.cashOnCash).toBeNull();
    const ids = riskNotes(set, SCENARIO_DEFAULTS).map((n) => n.id);
    expect(ids).not.toContain('high-volatility');
    expect(ids).not.toContain('stable-returns');
  });
});

/** Amounts as typed: whole cents up to $1 billion. */
const amount = fc.integer({ min: 0, max: 100_000_000_000 }).map((cents) => cents / 100);
const bases = fc
  .record({
    propertyPrice: amount,
    downPayment: amount,
    monthlyRent: amount,
    monthlyExpenses: amount,
  })
  .map((b) => ({ ...base, ...b }));
function sliderValue(s: { min: number; max: number; step: number }) {
  return fc
    .integer({ min: 0, max: Math.round((s.max - s.min) / s.step) })
    .map((k) => s.min + k * s.step);
}
const variables = fc.record({
  interestRate: sliderValue(SCENARIO_SLIDERS.interestRate),
  vacancyRate: sliderValue(SCENARIO_SLIDERS.vacancyRate),
  repairCosts: sliderValue(SCENARIO_SLIDERS.repairCosts),
  appreciation: sliderValue(SCENARIO_SLIDERS.appreciation),
});

describe('properties', () => {
  it('optimistic ≥ base ≥ pessimistic for flow, value and return; everything finite', () => {
    fc.assert(
      fc.property(bases, variables, (b, v) => {
        const set = runScenarios(b, v);
        for (const name of SCENARIO_NAMES) {
          const r = set[name];
          for (const x of [
            r.monthlyPayment,
            r.monthlyCashFlow,
            r.valueIn5Years,
            ...r.valueByYear,
          ]) {
            expect(Number.isFinite(x)).toBe(true);
          }
        }
        const tol = (x: number) => 1e-9 * Math.max(1, Math.abs(x));
        expect(set.optimista.monthlyCashFlow).toBeGreaterThanOrEqual(
          set.base.monthlyCashFlow - tol(set.base.monthlyCashFlow),
        );
        expect(set.base.monthlyCashFlow).toBeGreaterThanOrEqual(
          set.pesimista.monthlyCashFlow - tol(set.pesimista.monthlyCashFlow),
        );
        expect(set.optimista.valueIn5Years).toBeGreaterThanOrEqual(set.base.valueIn5Years);
        expect(set.base.valueIn5Years).toBeGreaterThanOrEqual(set.pesimista.valueIn5Years);
      }),
    );
  });
  it('more vacancy never raises the base flow', () => {
    fc.assert(
      fc.property(bases, variables, fc.integer({ min: 0, max: 20 }), (b, v, more) => {
        const before = runScenarios(b, v).base.monthlyCashFlow;
        const after = runScenarios(b, { ...v, vacancyRate: Math.min(20, v.vacancyRate + more) })
          .base.monthlyCashFlow;
        expect(after).toBeLessThanOrEqual(before + 1e-9 * Math.max(1, Math.abs(before)));
      }),
    );
  });
});
