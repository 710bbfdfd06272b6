import { interestOnlyPayment, monthlyRate, pmt } from './amortization.ts';
import type { DealFileInputs } from './deal-analysis.ts';
import { ratio } from './dscr.ts';
import { percentOf } from './roi.ts';

/**
 * The investor's portfolio (issue 13): properties owned, their totals, the balance sheet and net
 * worth, and lender liquidity. Amounts in dollars; monthly amounts $/month; rates in %.
 */
export interface PortfolioPropertyInputs {
  name: string;
  /** What the property is worth today, $. */
  currentValue: number;
  /** What is still owed on its mortgage, $. */
  loanBalance: number;
  /** The mortgage's annual rate, %. */
  interestRate: number;
  /** Payments left on the mortgage, months. */
  remainingTermMonths: number;
  /** Gross rent, $/month. */
  monthlyRent: number;
  taxes: number;
  insurance: number;
  hoa: number;
  /** Every other expense the owner pays (maintenance, management, utilities…), $/month. */
  otherExpenses: number;
}

export interface PortfolioPropertyFigures {
  /** loanBalance amortised at rate/12 over remainingTermMonths, $/month (0 without a loan). */
  payment: number;
  /** payment + taxes + insurance + HOA, $/month. */
  pitia: number;
  /** monthlyRent − pitia − otherExpenses, $/month. */
  cashFlow: number;
  /** currentValue − loanBalance, $. */
  equity: number;
  /** max(0, 0.75 × currentValue − loanBalance), $: cash a 75 % LTV cash-out refinance frees. */
  cashOut75: number;
}

export interface PortfolioTotals {
  /** Σ currentValue, $. */
  value: number;
  /** Σ loanBalance, $. */
  debt: number;
  /** Σ equity, $. */
  equity: number;
  /** Σ cashFlow, $/month. */
  monthlyCashFlow: number;
  /** Σ monthlyRent ÷ Σ pitia; null without a housing payment. */
  dscr: number | null;
  /** Σ cashOut75, $. */
  cashOut75: number;
  /** Σ monthlyRent, $/month. */
  monthlyRent: number;
  /** Σ pitia, $/month. */
  pitia: number;
  /** Σ loanBalance ÷ Σ currentValue × 100, %. */
  loanToValue: number | null;
}

/** Share of the value a cash-out refinance lends (the usual investment-property maximum). */
export const CASH_OUT_LTV = 0.75;
/** Combined loan-to-value a HELOC on an investment property is sized to. */
export const HELOC_CLTV = 0.8;

/** Level payment of `balance` at `annualRate` % over `months` payments, $/month. */
export function paymentOver(balance: number, annualRate: number, months: number): number {
  if (balance <= 0) return 0;
  if (months <= 0) return balance; // due now
  return -pmt(monthlyRate(annualRate), Math.round(months), balance);
}

export function propertyFigures(p: PortfolioPropertyInputs): PortfolioPropertyFigures {
  const payment = paymentOver(p.loanBalance, p.interestRate, p.remainingTermMonths);
  const pitia = payment + p.taxes + p.insurance + p.hoa;
  return {
    payment,
    pitia,
    cashFlow: p.monthlyRent - pitia - p.otherExpenses,
    equity: p.currentValue - p.loanBalance,
    cashOut75: Math.max(0, CASH_OUT_LTV * p.currentValue - p.loanBalance),
  };
}

export function portfolioTotals(
  properties: readonly (PortfolioPropertyInputs & PortfolioPropertyFigures)[],
): PortfolioTotals {
  const sum = (pick: (p: PortfolioPropertyInputs & PortfolioPropertyFigures) => number) =>
    properties.reduce((total, p) => total + pick(p), 0);
  const value = sum((p) => p.currentValue);
  const debt = sum((p) => p.loanBalance);
  const monthlyRent = sum((p) => p.monthlyRent);
  const pitia = sum((p) => p.pitia);
  return {
    value,
    debt,
    equity: sum((p) => p.equity),
    monthlyCashFlow: sum((p) => p.cashFlow),
    dscr: ratio(monthlyRent, pitia),
    cashOut75: sum((p) => p.cashOut75),
    monthlyRent,
    pitia,
    loanToValue: percentOf(debt, value),
  };
}

/** The member's other assets and debts (the balance sheet), $. */
export interface BalanceSheet {
  assets: { cash: number; retirement: number; brokerage: number; other: number };
  debts: {
    homeMortgage: number;
    creditCards: number;
    auto: number;
    student: number;
    other: number;
  };
}

export const EMPTY_BALANCE_SHEET: BalanceSheet = {
  assets: { cash: 0, retirement: 0, brokerage: 0, other: 0 },
  debts: { homeMortgage: 0, creditCards: 0, auto: 0, student: 0, other: 0 },
};

/**
 * How much of each asset lenders count as reserves: cash in full, retirement accounts at 60 %
 * (after the early-withdrawal tax and penalty), brokerage at 70 % (market risk).
 */
export const RESERVE_FACTORS = { cash: 1, retirement: 0.6, brokerage: 0.7 } as const;

export interface NetWorth {
  /** Σ assets, $. */
  otherAssets: number;
  /** Σ debts, $. */
  otherDebts: number;
  /** Portfolio equity + Σ assets − Σ debts, $. */
  netWorth: number;
  /** cash × 1 + retirement × 0.6 + brokerage × 0.7, $. */
  reserves: number;
  /** Reserves ÷ the portfolio's monthly PITIA, months; null without PITIA. */
  reserveMonths: number | null;
}

export function netWorth(
  totals: Pick<PortfolioTotals, 'equity' | 'pitia'>,
  sheet: BalanceSheet,
): NetWorth {
  const a = sheet.assets;
  const d = sheet.debts;
  const otherAssets = a.cash + a.retirement + a.brokerage + a.other;
  const otherDebts = d.homeMortgage + d.creditCards + d.auto + d.student + d.other;
  const reserves =
    a.cash * RESERVE_FACTORS.cash +
    a.retirement * RESERVE_FACTORS.retirement +
    a.brokerage * RESERVE_FACTORS.brokerage;
  return {
    otherAssets,
    otherDebts,
    netWorth: totals.equity + otherAssets - otherDebts,
    reserves,
    reserveMonths: ratio(reserves, totals.pitia),
  };
}

/** Interest-only cost of a HELOC drawn in full, $/month (HELOCs charge interest on the draw). */
export function helocInterest(line: number, annualRate: number): number {
  return interestOnlyPayment(line, annualRate);
}

/**
 * A bought deal as a portfolio property (issue 13 "a deal file can be moved into the portfolio"):
 * today's value is the ARV, the balance the purchase loan, the full term left. The portfolio keeps
 * one expense line besides taxes, insurance and HOA, so it takes every other cost of the deal —
 * other expenses, the percent reserves, the vacancy loss — less its other income: the property's
 * cash flow in the portfolio is the deal's monthly cash flow.
 */
export function portfolioPropertyFromDeal(
  deal: { name: string } & Pick<
    DealFileInputs,
    | 'purchasePrice'
    | 'arv'
    | 'downPayment'
    | 'interestRate'
    | 'termYears'
    | 'monthlyRent'
    | 'otherIncome'
    | 'vacancyPct'
    | 'taxes'
    | 'insurance'
    | 'hoa'
    | 'otherExpenses'
    | 'maintenancePct'
    | 'managementPct'
    | 'capexPct'
  >,
): PortfolioPropertyInputs {
  const loan = Math.max(0, deal.purchasePrice - deal.downPayment);
  const percentExpenses =
    (deal.monthlyRent * (deal.maintenancePct + deal.managementPct + deal.capexPct)) / 100;
  const vacancyLoss = ((deal.monthlyRent + deal.otherIncome) * deal.vacancyPct) / 100;
  const cents = (value: number) => Math.round(value * 100) / 100;
  return {
    name: deal.name,
    currentValue: deal.arv ?? deal.purchasePrice,
    loanBalance: loan,
    interestRate: deal.interestRate,
    remainingTermMonths: loan > 0 ? Math.round(deal.termYears * 12) : 0,
    monthlyRent: deal.monthlyRent,
    taxes: deal.taxes,
    insurance: deal.insurance,
    hoa: deal.hoa,
    otherExpenses: cents(
      Math.max(0, deal.otherExpenses + percentExpenses + vacancyLoss - deal.otherIncome),
    ),
  };
}
