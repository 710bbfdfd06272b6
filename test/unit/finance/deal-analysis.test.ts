import { describe, expect, it } from 'vitest';
import { dealFileInputSchema } from '../../../shared/api/deal-files.ts';
import { analyseDeal, loanBalanceAfter } from '../../../shared/finance/deal-analysis.ts';
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

  it('BRRRR at 75 % of the ARV, at the purchase rate and term when none is given', () => {
    expect(a.brrrr.refiRate).toBe(7);
    expect(a.brrrr.refiTermYears).toBe(30);
    expect(a.brrrr.newLoan).toBeCloseTo(F.brrrr.newLoan, 8);
    expect(a.brrrr.newMonthlyPayment).toBeCloseTo(F.brrrr.newMonthlyPayment, 8);
    expect(a.brrrr.cashOut).toBeCloseTo(F.brrrr.cashOut, 8);
    expect(a.brrrr.cashLeftInDeal).toBeCloseTo(F.brrrr.cashLeftInDeal, 8);
    expect(a.brrrr.newMonthlyCashFlow).toBeCloseTo(F.brrrr.newMonthlyCashFlow, 8);
    expect(a.brrrr.newCashOnCash!).toBeCloseTo(F.brrrr.newCashOnCash, 8);
  });

  it('flip: holding costs, selling costs, profit and ROI', () => {
    expect(a.flip.holdingCosts).toBeCloseTo(F.flip.holdingCosts, 6);
    expect(a.flip.sellingCosts).toBeCloseTo(F.flip.sellingCosts, 8);
    expect(a.flip.profit).toBeCloseTo(F.flip.profit, 6);
    expect(a.flip.cashNeeded).toBeCloseTo(F.flip.cashNeeded, 6);
    expect(a.flip.roi!).toBeCloseTo(F.flip.roi, 8);
    expect(a.flip.annualizedRoi!).toBeCloseTo(F.flip.roi * 2, 8);
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
      holdYears: 5,
      sellingCostsPct: 6,
      refiLtvPct: 75,
    });
    expect(minimal.arv).toBeUndefined();
    const a = analyseDeal(minimal);
    expect(a.arv).toBe(100_000);
    expect(a.projections).toHaveLength(5);
    expect(a.cashInvested).toBe(20_000);
    expect(a.brrrr.newLoan).toBe(75_000);
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
    expect(loanBalanceAfter(100_000, 6, 360, 12)).toBeCloseTo(98_771.99, 2);
    expect(loanBalanceAfter(100_000, 0, 120, 60)).toBeCloseTo(50_000, 8);
    expect(loanBalanceAfter(100_000, 6, 360, 360)).toBe(0);
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
