import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reportMetrics, type ReportFinancials } from './report-metrics.ts';

const deal: ReportFinancials = {
  propertyPrice: 320000,
  downPayment: 64000,
  monthlyRent: 2800,
  monthlyExpenses: 750,
  propertyTaxes: 300,
  insurance: 110,
  hoa: 0,
  interestRate: 7.25,
  loanTerm: 30,
};

describe('report metrics, checked by hand', () => {
  it('$320,000, 20 % down, $2,800 rent, $750 expenses ($300 taxes, $110 insurance), 7.25 %/30', () => {
    const m = reportMetrics(deal);
    expect(m.loanAmount).toBe(256000);
    expect(m.loanToValue).toBeCloseTo(80, 10);
    expect(m.monthlyPayment).toBeCloseTo(1746.371277, 5); // P&I on $256,000
    expect(m.monthlyNoi).toBe(2050); // 2,800 − 750
    expect(m.netCashFlow).toBeCloseTo(303.628723, 5);
    expect(m.annualCashFlow).toBeCloseTo(3643.544677, 5);
    expect(m.cashOnCashReturn).toBeCloseTo(5.693039, 5); // 3,643.54 ÷ 64,000
    expect(m.capRate).toBeCloseTo(7.6875, 10); // 24,600 ÷ 320,000
    expect(m.noiCoverage).toBeCloseTo(1.173863, 5); // the owner's 2,050 ÷ 1,746.37, not "DSCR"
    // PITIA = 1,746.37 + 300 + 110 = 2,156.37; 2,800 ÷ 2,156.37 = 1.2985.
    expect(m.pitia.total).toBeCloseTo(2156.371277, 5);
    expect(m.lenderDscr).toBeCloseTo(1.298478, 5);
  });

  it('an all-cash purchase has no payment and no DSCR (never Infinity)', () => {
    const m = reportMetrics({ ...deal, downPayment: 320000, propertyTaxes: 0, insurance: 0 });
    expect(m.monthlyPayment).toBe(0);
    expect(m.noiCoverage).toBeNull();
    expect(m.lenderDscr).toBeNull();
  });

  it('cash-on-cash on the down payment plus closing costs; DSCR on ITIA when interest-only', () => {
    const m = reportMetrics({ ...deal, closingCosts: 8_000, interestOnlyYears: 10 });
    // Interest 256,000 × 7.25 % ÷ 12 = 1,546.67; ITIA 1,956.67; DSCR 2,800 ÷ 1,956.67 = 1.4310.
    expect(m.monthlyPayment).toBeCloseTo(1546.666667, 5);
    expect(m.dscrBasis).toBe('ITIA');
    expect(m.lenderDscr).toBeCloseTo(2800 / 1956.666667, 6);
    expect(m.cashInvested).toBe(72_000);
    expect(m.cashOnCashReturn).toBeCloseTo(((2050 - 1546.666667) * 12 * 100) / 72_000, 5);
  });
});

describe('properties', () => {
  // Amounts as typed: whole cents.
  const amount = fc.integer({ min: 0, max: 100_000_000_000 }).map((cents) => cents / 100);
  const monthly = fc.integer({ min: 0, max: 1_000_000_000 }).map((cents) => cents / 100);
  const inputs = fc.record({
    propertyPrice: amount,
    downPayment: amount,
    monthlyRent: monthly,
    monthlyExpenses: monthly,
    propertyTaxes: monthly,
    insurance: monthly,
    hoa: monthly,
    interestRate: fc.double({ min: 0, max: 100, noNaN: true }),
    loanTerm: fc.integer({ min: 1, max: 50 }),
  });
  it('figures are finite or null; the lender DSCR rises with the rent', () => {
    fc.assert(
      fc.property(inputs, fc.double({ min: 0, max: 1e6, noNaN: true }), (i, raise) => {
        const m = reportMetrics(i);
        for (const v of [
          m.loanAmount,
          m.monthlyPayment,
          m.monthlyNoi,
          m.netCashFlow,
          m.annualCashFlow,
          m.pitia.total,
        ]) {
          expect(Number.isFinite(v)).toBe(true);
        }
        for (const v of [
          m.cashOnCashReturn,
          m.capRate,
          m.noiCoverage,
          m.lenderDscr,
          m.loanToValue,
        ]) {
          expect(v === null || Number.isFinite(v)).toBe(true);
        }
        const after = reportMetrics({ ...i, monthlyRent: i.monthlyRent + raise });
        if (m.lenderDscr !== null) expect(after.lenderDscr!).toBeGreaterThanOrEqual(m.lenderDscr);
      }),
    );
  });
  it('higher taxes, insurance or HOA never raise the lender DSCR; a higher rate never raises either DSCR', () => {
    fc.assert(
      fc.property(
        inputs,
        monthly,
        fc.double({ min: 0, max: 10, noNaN: true }),
        (i, more, extraRate) => {
          const m = reportMetrics(i);
          const taxed = reportMetrics({ ...i, propertyTaxes: i.propertyTaxes + more });
          if (m.lenderDscr !== null) expect(taxed.lenderDscr!).toBeLessThanOrEqual(m.lenderDscr);
          const dearer = reportMetrics({
            ...i,
            interestRate: Math.min(100, i.interestRate + extraRate),
          });
          const tol = (x: number) => 1e-9 * Math.max(1, Math.abs(x));
          if (m.lenderDscr !== null)
            expect(dearer.lenderDscr!).toBeLessThanOrEqual(m.lenderDscr + tol(m.lenderDscr));
          if (m.noiCoverage !== null && m.noiCoverage >= 0)
            expect(dearer.noiCoverage!).toBeLessThanOrEqual(m.noiCoverage + tol(m.noiCoverage));
        },
      ),
    );
  });
});
