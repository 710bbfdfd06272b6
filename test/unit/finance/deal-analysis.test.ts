import { describe, expect, it } from 'vitest';
import { dealFileInputSchema } from '../../../shared/api/deal-files.ts';
import { analyseDeal } from '../../../shared/finance/deal-analysis.ts';
import { balanceAfter } from '../../../shared/finance/loan.ts';
import {
  LENDING_DEAL_C,
  LENDING_DEAL_C_FIGURES as C,
  LENDING_DEAL_D,
  LENDING_DEAL_D_FIGURES as D,
  UX_DEAL,
  UX_DEAL_FIGURES as U,
} from '../../support/review-deals.ts';
import { SAMPLE_DEAL, SAMPLE_DEAL_FIGURES as F } from '../../support/sample-deal.ts';

const inputs = dealFileInputSchema.parse(SAMPLE_DEAL);

describe('deal file analysis: the sample deal, checked by hand', () => {
  const a = analyseDeal(inputs);

  it('loan, payment, cash invested, income, expenses, NOI and cash flow', () => {
    expect(a.loan).toBe(F.loan);
    expect(a.monthlyPayment).toBeCloseTo(F.monthlyPayment, 8);
    expect(a.cashInvested).toBe(F.cashInvested);
    expect(a.effectiveIncome).toBeCloseTo(F.effectiveIncome, 10);
    expect(a.vacancyLoss).toBeCloseTo(107.5, 10);
    expect(a.operatingExpenses).toBeCloseTo(F.operatingExpenses, 10);
    expect(a.noi).toBeCloseTo(F.noi, 10);
    expect(a.monthlyCashFlow).toBeCloseTo(F.monthlyCashFlow, 8);
  });

  it('cash-on-cash on everything invested, cap rate on the price, lender DSCR on PITIA', () => {
    expect(a.cashOnCash!).toBeCloseTo(F.cashOnCash, 8);
    expect(a.capRate!).toBeCloseTo(F.capRate, 10);
    expect(a.lenderDscr!).toBeCloseTo(F.lenderDscr, 10);
    expect(a.loanToValue!).toBeCloseTo(75, 10);
  });

  it('five years of projections: grown rent and expenses, value, balance and equity', () => {
    expect(a.projections).toHaveLength(5);
    F.projections.forEach((want, index) => {
      const got = a.projections[index]!;
      expect(got.year).toBe(want.year);
      expect(got.annualCashFlow).toBeCloseTo(want.annualCashFlow, 5);
      expect(got.value).toBeCloseTo(want.value, 4);
      expect(got.loanBalance).toBeCloseTo(want.loanBalance, 5);
      expect(got.equity).toBeCloseTo(want.value - want.loanBalance, 4);
    });
    expect(a.projections[1]!.monthlyRent).toBeCloseTo(2142, 10);
    expect(a.projections[4]!.cumulativeCashFlow).toBeCloseTo(
      F.projections.reduce((sum, p) => sum + p.annualCashFlow, 0),
      4,
    );
  });

  it('IRR of −cash invested, the yearly flows and the sale: 15.7675 %', () => {
    expect(a.saleProceeds).toBeCloseTo(F.saleProceeds, 5);
    expect(a.irrFlows[0]).toBe(-70_000);
    expect(a.irrFlows[5]).toBeCloseTo(F.projections[4].annualCashFlow + F.saleProceeds, 4);
    expect(a.irr!).toBeCloseTo(F.irr, 6);
    expect(a.irrExplanation).toBeNull();
  });

  it('BRRRR refinanced before seasoning: on the lesser of the ARV and the cost', () => {
    expect(a.brrrr.refiRate).toBe(7);
    expect(a.brrrr.refiTermYears).toBe(30);
    expect(a.brrrr.seasoned).toBe(false);
    expect(a.brrrr.valueBasis).toBe(F.brrrr.valueBasis);
    expect(a.brrrr.newLoan).toBeCloseTo(F.brrrr.newLoan, 8);
    expect(a.brrrr.newMonthlyPayment).toBeCloseTo(F.brrrr.newMonthlyPayment, 8);
    expect(a.brrrr.cashOut).toBeCloseTo(F.brrrr.cashOut, 8);
    expect(a.brrrr.cashLeftInDeal).toBeCloseTo(F.brrrr.cashLeftInDeal, 8);
    expect(a.brrrr.newMonthlyCashFlow).toBeCloseTo(F.brrrr.newMonthlyCashFlow, 8);
    expect(a.brrrr.newCashOnCash!).toBeCloseTo(F.brrrr.newCashOnCash, 8);
    expect(a.brrrr.newLenderDscr!).toBeCloseTo(F.brrrr.newLenderDscr, 8);
    expect(a.brrrr.irr!).toBeCloseTo(F.brrrr.irr, 6);
  });

  it('BRRRR waiting for the 12 months of seasoning: the ARV, and a year of rent meanwhile', () => {
    // Invested 70,000 + 12 × (997.95 − 1,264.50) = 66,801.44; the loan then owes 148,476.29;
    // cash out 180,000 − 148,476.29 = 31,523.71; left in 35,277.73.
    const wait = a.brrrr.atSeasoning!;
    expect(wait.month).toBe(12);
    expect(wait.valueBasis).toBe(240_000);
    expect(wait.payoff).toBeCloseTo(148_476.285256, 5);
    expect(wait.cashInvested).toBeCloseTo(66_801.444913, 5);
    expect(wait.cashLeftInDeal).toBeCloseTo(35_277.730169, 5);
  });

  it('flip: interest and holding costs, the payoff at the sale, profit and ROI', () => {
    expect(a.flip.holdingCosts).toBeCloseTo(F.flip.holdingCosts, 6);
    expect(a.flip.sellingCosts).toBeCloseTo(F.flip.sellingCosts, 8);
    expect(a.flip.payoff).toBeCloseTo(F.flip.payoff, 6);
    expect(a.flip.profit).toBeCloseTo(F.flip.profit, 6);
    expect(a.flip.cashNeeded).toBeCloseTo(F.flip.cashNeeded, 6);
    expect(a.flip.roi!).toBeCloseTo(F.flip.roi, 8);
    expect(a.flip.annualizedRoi!).toBeCloseTo(F.flip.roi * 2, 8);
  });
});

describe('lending.md deal C: a BRRRR on its real path, to the cent', () => {
  const c = (seasoningMonths?: number) =>
    analyseDeal(dealFileInputSchema.parse({ ...LENDING_DEAL_C, seasoningMonths })).brrrr;

  it('cash in: points, six months of interest-only hard money and carrying costs', () => {
    const b = c();
    expect(analyseDeal(dealFileInputSchema.parse(LENDING_DEAL_C)).points).toBe(C.points);
    expect(b.carryingCosts).toBeCloseTo(C.carryingCosts, 6);
    expect(b.cashInvested).toBeCloseTo(C.cashInvested, 6);
  });

  it('under 12 months of seasoning: the lesser-of-cost rule leaves $74,010 in the deal', () => {
    const b = c();
    expect(b.seasoningMonths).toBe(12);
    expect(b.seasoned).toBe(false);
    expect(b.costBasis).toBe(205_000);
    expect(b.newLoan).toBe(C.unseasoned.newLoan);
    expect(b.cashOut).toBeCloseTo(C.unseasoned.cashOut, 6);
    expect(b.cashLeftInDeal).toBeCloseTo(C.unseasoned.cashLeftInDeal, 6);
    // Waiting until month 12 the lender appraises at the ARV again.
    expect(b.atSeasoning!.newLoan).toBe(C.seasoned.newLoan);
  });

  it('without seasoning: $47,760 left, cash-on-cash 1.89 %, DSCR 1.359, IRR 3.83 %', () => {
    const b = c(0);
    expect(b.seasoned).toBe(true);
    expect(b.newLoan).toBe(C.seasoned.newLoan);
    expect(b.cashOut).toBeCloseTo(C.seasoned.cashOut, 6);
    expect(b.cashLeftInDeal).toBeCloseTo(C.seasoned.cashLeftInDeal, 6);
    expect(b.newMonthlyPayment).toBeCloseTo(C.newMonthlyPayment, 8);
    expect(b.newCashOnCash!).toBeCloseTo(C.newCashOnCash, 8);
    expect(b.newLenderDscr!).toBeCloseTo(C.newLenderDscr, 8);
    expect(b.irr!).toBeCloseTo(C.irr, 6);
    expect(b.monthlyFlows[0]).toBeCloseTo(-85_560, 6);
    expect(b.monthlyFlows[6]).toBeCloseTo(47_000 - 1_533.333333, 5);
  });

  it('the refinance is 30 years of its own, not the hard money’s 1 year', () => {
    expect(c().refiTermYears).toBe(30);
  });
});

describe('lending.md deal D: a flip with interest-only hard money and points, to the cent', () => {
  const f = analyseDeal(dealFileInputSchema.parse(LENDING_DEAL_D)).flip;
  it('profit $24,200, ROI 26.83 %', () => {
    expect(f.loanPayments).toBeCloseTo(D.loanPayments, 6);
    expect(f.holdingCosts).toBeCloseTo(D.holdingCosts, 6);
    expect(f.sellingCosts).toBeCloseTo(D.sellingCosts, 6);
    expect(f.payoff).toBeCloseTo(180_000, 6);
    expect(f.cashNeeded).toBeCloseTo(D.cashNeeded, 6);
    expect(f.profit).toBeCloseTo(D.profit, 6);
    expect(f.roi!).toBeCloseTo(D.roi, 8);
  });
  it('sized against loan-to-cost and loan-to-ARV', () => {
    expect(f.loanToCost!).toBeCloseTo(D.loanToCost, 10);
    expect(f.loanToArv!).toBeCloseTo(D.loanToArv, 10);
    expect(f.typicalMaxLoan).toBeCloseTo(D.typicalMaxLoan, 6);
  });
  it('the whole principal is due at the end of the 1-year term (a balloon)', () => {
    const a = analyseDeal(dealFileInputSchema.parse(LENDING_DEAL_D));
    expect(a.monthlyPayment).toBeCloseTo(1_650, 8);
    expect(a.balloon).toEqual({ month: 12, amount: 180_000 });
    expect(a.projections[0]!.debtService).toBeCloseTo(12 * 1_650 + 180_000, 6);
  });
});

describe('ux.md defect 1: the deal file’s one set of figures', () => {
  const a = analyseDeal(dealFileInputSchema.parse(UX_DEAL));
  it('cash flow −280.11, cash-on-cash −4.87 % on 69,000, DSCR 1.13 on PITIA, IRR 4.28 %', () => {
    expect(a.monthlyPayment).toBeCloseTo(U.monthlyPayment, 8);
    expect(a.monthlyCashFlow).toBeCloseTo(U.monthlyCashFlow, 8);
    expect(a.cashInvested).toBe(69_000);
    expect(a.cashOnCash!).toBeCloseTo(U.cashOnCash, 8);
    expect(a.lenderDscr!).toBeCloseTo(U.lenderDscr, 10);
    expect(a.dscrBasis).toBe('PITIA');
    expect(a.capRate!).toBeCloseTo(U.capRate, 10);
    expect(a.irr!).toBeCloseTo(U.irr, 6);
  });
});

describe('the loan’s structure: interest-only years and points', () => {
  const base = dealFileInputSchema.parse(UX_DEAL);
  it('interest-only: the payment is interest, the DSCR is on ITIA, the balance stays', () => {
    // 240,000 × 7.5 % ÷ 12 = 1,500; ITIA 1,950; DSCR 2,400 ÷ 1,950 = 1.2308; cash flow −102.
    const a = analyseDeal({ ...base, interestOnlyYears: 10 });
    expect(a.monthlyPayment).toBeCloseTo(1_500, 10);
    expect(a.dscrBasis).toBe('ITIA');
    expect(a.lenderDscr!).toBeCloseTo(2_400 / 1_950, 12);
    expect(a.monthlyCashFlow).toBeCloseTo(-102, 10);
    expect(a.projections[4]!.loanBalance).toBe(240_000);
    // After 10 years it amortises over the 20 left: PMT(7.5 %/12, 240, 240,000) = 1,933.4237 (formulajs).
    expect(a.paymentAfterInterestOnly).toBeCloseTo(1_933.423665, 5);
    expect(a.balloon).toBeNull();
  });
  it('points are cash invested: 1 % of 240,000 = 2,400 more', () => {
    const a = analyseDeal({ ...base, points: 1 });
    expect(a.points).toBe(2_400);
    expect(a.cashInvested).toBe(71_400);
  });
  it('refuses more interest-only years than the term, in Spanish', () => {
    const result = dealFileInputSchema.safeParse({
      ...UX_DEAL,
      termYears: 5,
      interestOnlyYears: 6,
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe(
      'Los años de solo interés no pueden ser más que el plazo del préstamo.',
    );
  });
});

describe('defaults and edge cases', () => {
  const minimal = dealFileInputSchema.parse({
    name: 'Casa',
    purchasePrice: 100_000,
    downPayment: 20_000,
    interestRate: 6,
    monthlyRent: 1_000,
  });

  it('the issue’s defaults: ARV = price, 30 years, hold 5, selling 6 %, refi LTV 75 %', () => {
    expect(minimal).toMatchObject({
      termYears: 30,
      interestOnlyYears: 0,
      points: 0,
      holdYears: 5,
      sellingCostsPct: 6,
      refiLtvPct: 75,
      refiTermYears: 30,
      seasoningMonths: 12,
    });
    expect(minimal.arv).toBeUndefined();
    const a = analyseDeal(minimal);
    expect(a.arv).toBe(100_000);
    expect(a.projections).toHaveLength(5);
    expect(a.cashInvested).toBe(20_000);
    expect(a.brrrr.newLoan).toBe(75_000);
    expect(a.brrrr.refiTermYears).toBe(30);
  });

  it('all cash: no loan, no payment, no lender DSCR (null, not Infinity)', () => {
    const a = analyseDeal({ ...minimal, downPayment: 100_000 });
    expect(a.loan).toBe(0);
    expect(a.monthlyPayment).toBe(0);
    expect(a.lenderDscr).toBeNull();
    expect(a.projections.every((p) => p.loanBalance === 0)).toBe(true);
  });

  it('a deal that never pays back has no IRR and says why in Spanish', () => {
    const a = analyseDeal({
      ...minimal,
      monthlyRent: 0,
      appreciationPct: -50,
      sellingCostsPct: 100,
    });
    expect(a.irr).toBeNull();
    expect(a.irrExplanation).toMatch(/^No hay TIR/);
  });

  it('a hold longer than the loan: no payments after the last one, balance 0', () => {
    const a = analyseDeal({ ...minimal, termYears: 2, holdYears: 3 });
    expect(a.projections[1]!.loanBalance).toBeCloseTo(0, 6);
    expect(a.projections[2]!.debtService).toBe(0);
    expect(a.projections[2]!.annualCashFlow).toBeCloseTo(12 * a.projections[2]!.noi, 8);
  });

  it('loan balance after k payments matches the amortisation schedule', () => {
    // $100,000 at 6 % over 360 months: after 12 payments the balance is 98,771.99 (payment 599.55).
    const loan = (annualRate: number, termYears: number) => ({
      principal: 100_000,
      annualRate,
      termYears,
      interestOnlyYears: 0,
    });
    expect(balanceAfter(loan(6, 30), 12)).toBeCloseTo(98_771.99, 2);
    expect(balanceAfter(loan(0, 10), 60)).toBeCloseTo(50_000, 8);
    expect(balanceAfter(loan(6, 30), 360)).toBe(0);
  });
});

describe('validation: Spanish messages for bad input', () => {
  const base = {
    name: 'Casa',
    purchasePrice: 100_000,
    downPayment: 20_000,
    interestRate: 6,
    monthlyRent: 1_000,
  };
  const message = (body: unknown) => {
    const result = dealFileInputSchema.safeParse(body);
    return result.success ? null : result.error.issues[0]!.message;
  };
  it.each([
    [{ monthlyRent: -500 }, 'La renta mensual no puede ser negativo'],
    [{ vacancyPct: 120 }, 'La vacancia debe estar entre 0 y 100'],
    [{ purchasePrice: 0 }, 'El precio de compra debe ser mayor que 0'],
    [{ downPayment: 150_000 }, 'El pago inicial no puede ser mayor que el precio de compra.'],
    [{ termYears: 0 }, 'El plazo (años) debe estar entre 1 y 50'],
    [{ holdYears: 2.5 }, 'Los años de tenencia debe ser un número entero'],
    [{ zip: '4410' }, 'El código postal debe tener 5 dígitos (por ejemplo, 44102).'],
    [{ name: '  ' }, 'Ponle un nombre al expediente'],
    [{ interestRate: 'siete' }, 'Ingresa un número válido en La tasa de interés'],
  ])('%j → %s', (change, want) => {
    expect(message({ ...base, ...change })).toBe(want);
  });
  it('a valid deal has no problem', () => {
    expect(message(SAMPLE_DEAL)).toBeNull();
  });
});
