import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  byScore,
  DEAL_FINDER,
  dealTier,
  missedCriteria,
  rentForBedrooms,
  scoreDeal,
} from './deal-score.ts';

/** The member's loan for these tests: 25 % down, 7.5 % over 30 years. */
const LOAN = { downPaymentPct: 25, interestRate: 7.5, termYears: 30 };

describe("scoreDeal at the member's loan terms", () => {
  it('measures a deal by hand-checked arithmetic', () => {
    // $200,000, rent $2,400, expenses $800: down $50,000; PMT(7.5 %/12, 360, 150,000) = 1,048.82
    // (formulajs); cash flow 551.18; cash-on-cash 13.2283 %; cap rate 9.6 %; coverage 1.5255.
    const m = scoreDeal({ price: 200_000, monthlyRent: 2400, monthlyExpenses: 800 }, LOAN);
    expect(m.downPayment).toBe(50_000);
    expect(m.loanAmount).toBe(150_000);
    expect(m.monthlyPayment).toBeCloseTo(1048.8217628, 6);
    expect(m.monthlyNoi).toBe(1600);
    expect(m.netCashFlow).toBeCloseTo(551.1782372, 6);
    expect(m.cashOnCashReturn).toBeCloseTo(13.2282777, 6);
    expect(m.capRate).toBeCloseTo((1600 * 12 * 100) / 200_000, 10); // 9.6 %
    expect(m.noiCoverage).toBeCloseTo(1.5255214, 6);
    // 0.5 × 13.23 + 0.5 × 9.6 + 5 × 0.5255 = 6.61 + 4.8 + 2.63 = 14.0
    expect(m.breakdown).toEqual({ cashOnCash: 6.61, capRate: 4.8, coverage: 2.63, equity: 0 });
    expect(m.dealScore).toBe(14);
    expect(m.tier).toBe('muy-bueno');
  });

  it("the member's rate and down payment change the figures (no fixed 0.65 % a month)", () => {
    const base = scoreDeal({ price: 200_000, monthlyRent: 2400, monthlyExpenses: 800 }, LOAN);
    const dearer = scoreDeal(
      { price: 200_000, monthlyRent: 2400, monthlyExpenses: 800 },
      { ...LOAN, interestRate: 9 },
    );
    expect(dearer.netCashFlow).toBeLessThan(base.netCashFlow);
    const allCash = scoreDeal(
      { price: 200_000, monthlyRent: 2400, monthlyExpenses: 800 },
      { ...LOAN, downPaymentPct: 100 },
    );
    expect(allCash.monthlyPayment).toBe(0);
    expect(allCash.noiCoverage).toBeNull();
    expect(allCash.cashOnCashReturn).toBeCloseTo(9.6, 10);
  });

  it('adds rehab to the cash invested, and scores the equity upside', () => {
    const m = scoreDeal(
      {
        price: 180_000,
        monthlyRent: 2000,
        monthlyExpenses: 700,
        rehabCost: 20_000,
        arv: 240_000,
      },
      LOAN,
    );
    expect(m.cashInvested).toBe(45_000 + 20_000);
    expect(m.capRate).toBeCloseTo((1300 * 12 * 100) / 180_000, 10); // on the price, as everywhere
    expect(m.equityUpside).toBeCloseTo(((240_000 - 200_000) / 180_000) * 100, 10);
    expect(m.breakdown.equity).toBeCloseTo(5.56, 2);
  });

  it('never shows a negative score, and a losing deal is Regular', () => {
    const m = scoreDeal({ price: 500_000, monthlyRent: 2000, monthlyExpenses: 1000 }, LOAN);
    expect(m.netCashFlow).toBeLessThan(0);
    expect(m.dealScore).toBe(0);
    expect(m.tier).toBe('regular');
  });

  it('scores higher when the rent is higher, all else equal', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 50_000, max: 2_000_000 }),
        fc.integer({ min: 500, max: 20_000 }),
        fc.integer({ min: 1, max: 5_000 }),
        (price, rent, extra) => {
          const a = scoreDeal({ price, monthlyRent: rent, monthlyExpenses: rent * 0.4 }, LOAN);
          const b = scoreDeal(
            { price, monthlyRent: rent + extra, monthlyExpenses: rent * 0.4 },
            LOAN,
          );
          return b.dealScore >= a.dealScore && b.netCashFlow > a.netCashFlow;
        },
      ),
    );
  });
});

describe('score tiers at their edges', () => {
  it.each([
    [15, 'Excelente', 'green'],
    [14.9, 'Muy Bueno', 'blue'],
    [12, 'Muy Bueno', 'blue'],
    [10, 'Bueno', 'yellow'],
    [9.9, 'Regular', 'grey'],
    [0, 'Regular', 'grey'],
  ])('%s → %s (%s)', (score, label, color) => {
    expect(dealTier(score)).toMatchObject({ label, color });
  });
});

describe('criteria', () => {
  const criteria = { minRoi: DEAL_FINDER.minRoi.default, maxDaysOnMarket: 90, minCashFlow: 200 };
  it('says in Spanish which minimum a deal misses', () => {
    expect(missedCriteria({ cashOnCashReturn: 12, netCashFlow: 500 }, 30, criteria)).toEqual([]);
    expect(missedCriteria({ cashOnCashReturn: 7.99, netCashFlow: 100 }, 120, criteria)).toEqual([
      'Cash-on-cash por debajo del ROI mínimo (8 %)',
      'Más de 90 días en el mercado',
      'Flujo de caja mensual por debajo del mínimo',
    ]);
  });
  it('does not exclude a deal for unknown days on market, or for cash flow without a minimum', () => {
    expect(
      missedCriteria({ cashOnCashReturn: 9, netCashFlow: -5 }, null, {
        ...criteria,
        minCashFlow: null,
      }),
    ).toEqual([]);
  });
  it('sorts by score, then cash flow, then address', () => {
    const deals = [
      { address: 'B', dealScore: 10, netCashFlow: 100 },
      { address: 'A', dealScore: 12, netCashFlow: 50 },
      { address: 'C', dealScore: 10, netCashFlow: 300 },
      { address: 'A2', dealScore: 10, netCashFlow: 100 },
    ];
    expect(deals.sort(byScore).map((d) => d.address)).toEqual(['A', 'C', 'A2', 'B']);
  });
});

describe('rentForBedrooms', () => {
  const rents = [1000, 1100, 1300, 1700, 2000] as const;
  it('reads 0–4 bedrooms from the table and adds HUD’s 15 % per bedroom above 4', () => {
    expect(rentForBedrooms(rents, 0)).toBe(1000);
    expect(rentForBedrooms(rents, 3)).toBe(1700);
    expect(rentForBedrooms(rents, 5)).toBe(2300);
    expect(rentForBedrooms(rents, 6)).toBe(2600);
  });
});
