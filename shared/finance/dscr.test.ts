import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateDscr, coverageBand, roundDscr, type DscrInputs } from './dscr.ts';
import { ratio } from './ratios.ts';

const base: DscrInputs = {
  monthlyRent: 2500,
  otherIncome: 100,
  vacancyRate: 5,
  loanAmount: 300000,
  interestRate: 7.5,
  loanTerm: 30,
  propertyTaxes: 350,
  insurance: 120,
  maintenance: 150,
  hoa: 0,
  interestOnly: false,
};

describe("the owner's side: cash flow and NOI coverage (not the lender's DSCR)", () => {
  it('effective income − every expense − the payment; NOI ÷ payment', () => {
    const result = calculateDscr(base);
    // (2500 + 100) × 0.95 = 2470; expenses 350 + 120 + 150 = 620; NOI 1,850;
    // payment 2,097.6435; coverage 1,850 ÷ 2,097.6435 = 0.8819; cash flow −247.64.
    expect(result.effectiveIncome).toBeCloseTo(2470, 9);
    expect(result.monthlyPayment).toBeCloseTo(2097.6435, 4);
    expect(result.operatingExpenses).toBe(620);
    expect(result.noi).toBeCloseTo(1850, 9);
    expect(result.noiCoverage).toBeCloseTo(0.881942, 6);
    expect(roundDscr(result.noiCoverage!)).toBe(0.88);
    expect(result.cashFlow).toBeCloseTo(-247.64, 2);
  });

  it('HOA is an expense and interest-only pays interest only', () => {
    // Interest 300,000 × 7.5 % ÷ 12 = 1,875; NOI 1,850 − 40 = 1,810; cash flow −65.
    const result = calculateDscr({ ...base, hoa: 40, interestOnly: true });
    expect(result.monthlyPayment).toBeCloseTo(1875, 9);
    expect(result.cashFlow).toBeCloseTo(-65, 9);
  });

  it('a $160,000 loan at 6 %/30 with $1,800 rent and no vacancy', () => {
    const result = calculateDscr({
      ...base,
      monthlyRent: 1800,
      otherIncome: 0,
      vacancyRate: 0,
      loanAmount: 160000,
      interestRate: 6,
      propertyTaxes: 0,
      insurance: 0,
      maintenance: 0,
    });
    expect(result.monthlyPayment).toBeCloseTo(959.28, 2);
    expect(result.noiCoverage).toBeCloseTo(1800 / 959.2808402444, 9);
  });

  it('no debt service means no ratio (never Infinity)', () => {
    const result = calculateDscr({
      ...base,
      loanAmount: 0,
      propertyTaxes: 0,
      insurance: 0,
      maintenance: 0,
    });
    expect(result.noiCoverage).toBeNull();
    expect(ratio(100, 0)).toBeNull();
    expect(ratio(0, 0)).toBeNull();
  });
});

describe('bands on the two-decimal figure', () => {
  it.each([
    [1.25, 'excelente'],
    [1.2496, 'excelente'], // shown as 1.25
    [1.2449, 'aceptable'], // shown as 1.24
    [1, 'aceptable'],
    [0.996, 'aceptable'], // shown as 1.00
    [0.994, 'riesgoso'],
    [0, 'riesgoso'],
    [3.1, 'excelente'],
  ] as const)('%s → %s', (dscr, band) => {
    expect(coverageBand(dscr)).toBe(band);
  });
});

/** Dollar amounts to the cent (no subnormal doubles: money is never 5e-324). */
const amount = fc.integer({ min: 0, max: 1e9 }).map((cents) => cents / 100);
const inputs = fc.record({
  monthlyRent: amount,
  otherIncome: amount,
  vacancyRate: fc.double({ min: 0, max: 100, noNaN: true }),
  loanAmount: fc.integer({ min: 0, max: 1e11 }).map((cents) => cents / 100),
  interestRate: fc.double({ min: 0, max: 100, noNaN: true }),
  loanTerm: fc.integer({ min: 1, max: 50 }),
  propertyTaxes: amount,
  insurance: amount,
  maintenance: amount,
  hoa: amount,
  interestOnly: fc.boolean(),
});

describe('properties', () => {
  it('the coverage never decreases when the rent rises', () => {
    fc.assert(
      fc.property(inputs, fc.double({ min: 0, max: 1e6, noNaN: true }), (i, raise) => {
        const before = calculateDscr(i).noiCoverage;
        const after = calculateDscr({ ...i, monthlyRent: i.monthlyRent + raise }).noiCoverage;
        if (before === null) expect(after).toBeNull();
        else expect(after!).toBeGreaterThanOrEqual(before);
      }),
    );
  });
  it('every figure is finite; the ratio is null or finite', () => {
    fc.assert(
      fc.property(inputs, (i) => {
        const r = calculateDscr(i);
        for (const value of [r.effectiveIncome, r.monthlyPayment, r.noi, r.cashFlow]) {
          expect(Number.isFinite(value)).toBe(true);
        }
        if (r.noiCoverage !== null) {
          expect(Number.isFinite(r.noiCoverage)).toBe(true);
        }
      }),
    );
  });
});
