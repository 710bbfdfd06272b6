import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateDscr, dscrBand, ratio, roundDscr, type DscrInputs } from './dscr.ts';

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
};

describe('spec DSCR (spec 02 §9)', () => {
  it('effective income over payment + taxes + insurance + maintenance', () => {
    const result = calculateDscr(base);
    // (2500 + 100) × 0.95 = 2470; payment 2097.6435…; debt service 2717.6435…
    expect(result.effectiveIncome).toBeCloseTo(2470, 9);
    expect(result.monthlyPayment).toBeCloseTo(2097.6435, 4);
    expect(result.debtService).toBeCloseTo(2717.6435, 4);
    expect(result.dscr).toBeCloseTo(0.908876, 6);
    expect(roundDscr(result.dscr!)).toBe(0.91);
    expect(result.cashFlow).toBeCloseTo(-247.64, 2);
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
    expect(result.dscr).toBeCloseTo(1800 / 959.2808402444, 9);
  });

  it('no debt service means no ratio (never Infinity)', () => {
    const result = calculateDscr({
      ...base,
      loanAmount: 0,
      propertyTaxes: 0,
      insurance: 0,
      maintenance: 0,
    });
    expect(result.dscr).toBeNull();
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
    expect(dscrBand(dscr)).toBe(band);
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
});

describe('properties', () => {
  it('DSCR never decreases when the rent rises', () => {
    fc.assert(
      fc.property(inputs, fc.double({ min: 0, max: 1e6, noNaN: true }), (i, raise) => {
        const before = calculateDscr(i).dscr;
        const after = calculateDscr({ ...i, monthlyRent: i.monthlyRent + raise }).dscr;
        if (before === null) expect(after).toBeNull();
        else expect(after!).toBeGreaterThanOrEqual(before);
      }),
    );
  });
  it('every figure is finite; the ratio is null or finite and ≥ 0', () => {
    fc.assert(
      fc.property(inputs, (i) => {
        const r = calculateDscr(i);
        for (const value of [r.effectiveIncome, r.monthlyPayment, r.debtService, r.cashFlow]) {
          expect(Number.isFinite(value)).toBe(true);
        }
        if (r.dscr !== null) {
          expect(Number.isFinite(r.dscr)).toBe(true);
          expect(r.dscr).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});
