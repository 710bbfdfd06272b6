import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculateRoi,
  capRateBand,
  cashOnCashBand,
  percentOf,
  roiLoanAmount,
  type RoiInputs,
} from './roi.ts';

const deal: RoiInputs = {
  propertyPrice: 250000,
  downPayment: 50000,
  closingCosts: 0,
  monthlyRent: 2200,
  otherIncome: 0,
  monthlyExpenses: 600,
  propertyTaxes: 0,
  insurance: 0,
  hoa: 0,
  loanAmount: 0,
  interestRate: 7.5,
  loanTerm: 30,
  interestOnlyYears: 0,
};

describe('ROI calculator, checked by hand', () => {
  it('$250,000, $50,000 down, $2,200 rent, $600 expenses, 7.5 %/30', () => {
    const r = calculateRoi(deal);
    // Loan defaults to 250,000 − 50,000; P&I on $200,000 at 7.5 %/30 = $1,398.43.
    expect(r.loanAmount).toBe(200000);
    expect(r.monthlyPayment).toBeCloseTo(1398.429017, 5);
    expect(r.monthlyNoi).toBe(1600);
    expect(r.monthlyCashFlow).toBeCloseTo(201.570983, 5); // 2,200 − 600 − 1,398.43
    expect(r.annualCashFlow).toBeCloseTo(2418.851795, 5);
    expect(r.cashOnCash).toBeCloseTo(4.837704, 5); // 2,418.85 ÷ 50,000 × 100
    expect(r.capRate).toBeCloseTo(7.68, 10); // 1,600 × 12 ÷ 250,000 × 100
    expect(r.rentToPrice).toBeCloseTo(0.88, 10);
    expect(r.meetsOnePercentRule).toBe(false);
    expect(r.noiCoverage).toBeCloseTo(1.144141, 5); // the owner's NOI ÷ P&I, not "DSCR"
    expect(r.lenderDscr).toBeCloseTo(2200 / 1398.429017, 5); // no escrows typed: rent ÷ P&I
    expect(cashOnCashBand(r.cashOnCash!)).toBe('bajo');
    expect(capRateBand(r.capRate!)).toBe('solido');
  });

  it('cash invested adds closing costs; the DSCR is the lender’s, on PITIA or ITIA', () => {
    // 600 of expenses of which taxes 250, insurance 100: PITIA 1,398.43 + 350 = 1,748.43.
    const r = calculateRoi({
      ...deal,
      closingCosts: 7_500,
      propertyTaxes: 250,
      insurance: 100,
    });
    expect(r.cashInvested).toBe(57_500);
    expect(r.cashOnCash).toBeCloseTo(((12 * 201.570983) / 57_500) * 100, 5); // 4.2067 %
    expect(r.lenderDscr).toBeCloseTo(2200 / 1748.429017, 6); // 1.2583
    expect(r.dscrBasis).toBe('PITIA');
    // Interest-only: 200,000 × 7.5 % ÷ 12 = 1,250; ITIA 1,600; cash flow 350.
    const io = calculateRoi({ ...deal, propertyTaxes: 250, insurance: 100, interestOnlyYears: 5 });
    expect(io.monthlyPayment).toBeCloseTo(1250, 10);
    expect(io.lenderDscr).toBeCloseTo(2200 / 1600, 10);
    expect(io.dscrBasis).toBe('ITIA');
    expect(io.monthlyCashFlow).toBeCloseTo(350, 10);
  });

  it('other income counts in the NOI, not in the lender’s rent', () => {
    const r = calculateRoi({ ...deal, otherIncome: 100 });
    expect(r.monthlyNoi).toBe(1700);
    expect(r.lenderDscr).toBeCloseTo(2200 / 1398.429017, 6);
  });

  it('says when taxes, insurance and HOA are more than the expenses they belong to', () => {
    expect(calculateRoi({ ...deal, propertyTaxes: 700 }).escrowsOverExpenses).toBe(true);
    expect(calculateRoi({ ...deal, propertyTaxes: 600 }).escrowsOverExpenses).toBe(false);
  });

  it('a loan amount typed by the user wins over price − down payment', () => {
    expect(roiLoanAmount({ ...deal, loanAmount: 180000 })).toBe(180000);
    expect(calculateRoi({ ...deal, loanAmount: 160000 }).monthlyPayment).toBeCloseTo(1118.74, 2);
  });

  it('no down payment means no cash-on-cash (never Infinity); no price means no cap rate', () => {
    expect(calculateRoi({ ...deal, downPayment: 0 }).cashOnCash).toBeNull();
    const noPrice = calculateRoi({ ...deal, propertyPrice: 0 });
    expect(noPrice.capRate).toBeNull();
    expect(noPrice.rentToPrice).toBeNull();
    expect(noPrice.meetsOnePercentRule).toBe(false);
    expect(percentOf(5, 0)).toBeNull();
  });

  it('the 1 % rule is met only above 1 %', () => {
    expect(calculateRoi({ ...deal, monthlyRent: 2500 }).meetsOnePercentRule).toBe(false); // = 1 %
    expect(calculateRoi({ ...deal, monthlyRent: 2501 }).meetsOnePercentRule).toBe(true);
  });
});

describe('bands on the two-decimal figure', () => {
  it.each([
    [8.01, 'excelente'],
    [8.004, 'moderado'], // shown as 8.00
    [8, 'moderado'],
    [5.01, 'moderado'],
    [5, 'bajo'],
    [-3, 'bajo'],
  ] as const)('cash-on-cash %s → %s', (value, band) => {
    expect(cashOnCashBand(value)).toBe(band);
  });
  it.each([
    [6.5, 'solido'],
    [6, 'moderado'],
    [4.01, 'moderado'],
    [4, 'bajo'],
    [0, 'bajo'],
  ] as const)('cap rate %s → %s', (value, band) => {
    expect(capRateBand(value)).toBe(band);
  });
});

/** Any double, for the finiteness property. */
const anyAmount = fc.double({ min: 0, max: 1e9, noNaN: true });
/** Amounts as typed: whole cents up to $1 billion. */
const amount = fc.integer({ min: 0, max: 100_000_000_000 }).map((cents) => cents / 100);
const record = (money: fc.Arbitrary<number>) =>
  fc.record({
    propertyPrice: money,
    downPayment: money,
    closingCosts: money,
    monthlyRent: money,
    otherIncome: money,
    monthlyExpenses: money,
    propertyTaxes: money,
    insurance: money,
    hoa: money,
    loanAmount: money,
    interestRate: fc.double({ min: 0, max: 100, noNaN: true }),
    loanTerm: fc.integer({ min: 1, max: 50 }),
    interestOnlyYears: fc.integer({ min: 0, max: 10 }),
  });
const inputs = record(amount);

describe('properties', () => {
  it('every figure is finite or null — no NaN or Infinity reaches the screen', () => {
    fc.assert(
      fc.property(record(anyAmount), (i) => {
        const r = calculateRoi(i);
        for (const value of [...Object.values(r), ...Object.values(r.pitia)]) {
          if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
          else expect(value === null || typeof value !== 'number').toBe(true);
        }
      }),
    );
  });
  it('more rent never lowers the cash flow, cash-on-cash or cap rate', () => {
    fc.assert(
      fc.property(inputs, fc.double({ min: 0, max: 1e6, noNaN: true }), (i, raise) => {
        const before = calculateRoi(i);
        const after = calculateRoi({ ...i, monthlyRent: i.monthlyRent + raise });
        expect(after.monthlyCashFlow).toBeGreaterThanOrEqual(before.monthlyCashFlow);
        if (before.cashOnCash !== null)
          expect(after.cashOnCash!).toBeGreaterThanOrEqual(before.cashOnCash);
        if (before.capRate !== null) expect(after.capRate!).toBeGreaterThanOrEqual(before.capRate);
      }),
    );
  });
  it('a higher rate never raises the cash flow', () => {
    fc.assert(
      fc.property(inputs, fc.double({ min: 0, max: 20, noNaN: true }), (i, extra) => {
        const before = calculateRoi(i).monthlyCashFlow;
        const after = calculateRoi({
          ...i,
          interestRate: Math.min(100, i.interestRate + extra),
        }).monthlyCashFlow;
        expect(after).toBeLessThanOrEqual(before + 1e-6 * Math.max(1, Math.abs(before)));
      }),
    );
  });
  it('cash-on-cash × (down payment + cash costs) = 12 × net flow × 100', () => {
    fc.assert(
      fc.property(inputs, (i) => {
        const r = calculateRoi(i);
        if (r.cashOnCash === null) return;
        expect(r.cashInvested).toBe(i.downPayment + i.closingCosts);
        expect((r.cashOnCash * r.cashInvested) / 100).toBeCloseTo(r.annualCashFlow, 0);
      }),
      { numRuns: 200 },
    );
  });
});
