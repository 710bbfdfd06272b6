import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthlyPayment } from './amortization.ts';
import {
  lenderDscr,
  maxLoanForDscr,
  pitia,
  rentForDscr,
  type LenderDscrInputs,
} from './lender-dscr.ts';

const base: LenderDscrInputs = {
  monthlyRent: 2500,
  loanAmount: 300000,
  interestRate: 7.5,
  loanTerm: 30,
  propertyTaxes: 350,
  insurance: 120,
  hoa: 0,
  interestOnly: false,
};

describe('lender DSCR = gross rent ÷ PITIA', () => {
  it('splits PITIA into principal, interest, taxes, insurance and HOA', () => {
    const parts = pitia({ ...base, hoa: 45 });
    expect(parts.interest).toBeCloseTo(1875, 9); // 300,000 × 7.5 % / 12
    expect(parts.principal).toBeCloseTo(222.6435, 4);
    expect(parts.total).toBeCloseTo(2097.6435 + 350 + 120 + 45, 4);
  });

  it('2500 ÷ 2567.64 = 0.97', () => {
    expect(lenderDscr(base)).toBeCloseTo(0.973655, 6);
  });

  it('interest-only: ITIA = 1875 + 470 = 2345 → 1.066', () => {
    const io = { ...base, interestOnly: true };
    expect(pitia(io).principal).toBe(0);
    expect(pitia(io).total).toBeCloseTo(2345, 9);
    expect(lenderDscr(io)).toBeCloseTo(2500 / 2345, 9);
  });

  it('largest loans at 1.00, 1.10 and 1.25 (checked in a spreadsheet with PV)', () => {
    expect(maxLoanForDscr(base, 1)).toBeCloseTo(290325.78, 2);
    expect(maxLoanForDscr(base, 1.1)).toBeCloseTo(257821.78, 2);
    expect(maxLoanForDscr(base, 1.25)).toBeCloseTo(218816.97, 2);
  });

  it('rent needed for 1.25 = 1.25 × PITIA = $3,209.55', () => {
    expect(rentForDscr(base, 1.25)).toBeCloseTo(3209.55, 2);
  });

  it('no loan fits when taxes, insurance and HOA already exceed rent ÷ target', () => {
    expect(maxLoanForDscr({ ...base, monthlyRent: 400 }, 1.25)).toBe(0);
  });

  it('interest-only at 0 %: no loan size changes the ratio (null, not Infinity)', () => {
    expect(maxLoanForDscr({ ...base, interestOnly: true, interestRate: 0 }, 1.25)).toBeNull();
  });
});

/** Dollar amounts to the cent (no subnormal doubles: money is never 5e-324). */
const amount = fc.integer({ min: 0, max: 1e9 }).map((cents) => cents / 100);
const inputs = fc.record({
  monthlyRent: amount,
  loanAmount: fc.integer({ min: 0, max: 1e11 }).map((cents) => cents / 100),
  interestRate: fc.double({ min: 0, max: 100, noNaN: true }),
  loanTerm: fc.integer({ min: 1, max: 50 }),
  propertyTaxes: amount,
  insurance: amount,
  hoa: amount,
  interestOnly: fc.boolean(),
});

describe('properties', () => {
  it('lender DSCR never decreases when the rent rises', () => {
    fc.assert(
      fc.property(inputs, fc.double({ min: 0, max: 1e6, noNaN: true }), (i, raise) => {
        const before = lenderDscr(i);
        const after = lenderDscr({ ...i, monthlyRent: i.monthlyRent + raise });
        if (before === null) expect(after).toBeNull();
        else expect(after!).toBeGreaterThanOrEqual(before);
      }),
    );
  });

  it('the largest loan for a target gives exactly that target', () => {
    fc.assert(
      fc.property(
        inputs.filter((i) => i.monthlyRent > 100 && i.interestRate > 0.01),
        fc.constantFrom(1, 1.1, 1.25),
        (i, target) => {
          const loan = maxLoanForDscr(i, target);
          if (loan === null || loan === 0) return;
          expect(lenderDscr({ ...i, loanAmount: loan })!).toBeCloseTo(target, 6);
        },
      ),
    );
  });

  it('the rent for a target gives exactly that target', () => {
    fc.assert(
      fc.property(inputs, fc.constantFrom(1, 1.1, 1.25), (i, target) => {
        const rent = rentForDscr(i, target);
        const dscr = lenderDscr({ ...i, monthlyRent: rent });
        if (dscr !== null) expect(dscr).toBeCloseTo(target, 9);
      }),
    );
  });

  it('every figure is finite for any input', () => {
    fc.assert(
      fc.property(inputs, (i) => {
        const parts = pitia(i);
        for (const v of Object.values(parts)) expect(Number.isFinite(v)).toBe(true);
        const dscr = lenderDscr(i);
        if (dscr !== null) expect(Number.isFinite(dscr)).toBe(true);
        for (const target of [1, 1.1, 1.25]) {
          const loan = maxLoanForDscr(i, target);
          if (loan !== null) expect(Number.isFinite(loan)).toBe(true);
          expect(Number.isFinite(rentForDscr(i, target))).toBe(true);
        }
      }),
    );
  });

  it('amortising PITIA is at least the interest-only ITIA', () => {
    fc.assert(
      fc.property(inputs, (i) => {
        const amortising = pitia({ ...i, interestOnly: false }).total;
        const io = pitia({ ...i, interestOnly: true }).total;
        expect(amortising).toBeGreaterThanOrEqual(io * (1 - 1e-12));
        expect(monthlyPayment(i.loanAmount, i.interestRate, i.loanTerm)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
