import { interestOnlyPayment, monthlyRate, pmt } from './amortization.ts';
import { dealRentalFigures, type DealFileInputs } from './deal-analysis.ts';
import { cashOnCash } from './figures.ts';
import { pitia } from './lender-dscr.ts';
import { DEFAULT_RESERVE_WEIGHTS } from '../lenders/rules.ts';
import { countedReserves } from './lender-reading.ts';
import { percentOf, ratio } from './ratios.ts';

/**
 * The investor's portfolio: properties owned, their totals, the balance sheet and net worth, and
 * lender liquidity. Amounts in dollars; monthly amounts $/month; rates in %.
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
  /** Other income (parking, laundry, storage), $/month (absent: none). */
  otherIncome?: number;
  taxes: number;
  insurance: number;
  hoa: number;
  /** Every other expense the owner pays (maintenance, management, utilities…), $/month. */
  otherExpenses: number;
  /** Months of interest-only payments left (0 or absent: amortising). */
  interestOnlyMonths?: number;
  /** Cash the member put in (down payment, closing, rehab, points), $; absent: not given. */
  cashInvested?: number;
}

export interface PortfolioPropertyFigures {
  /**
   * The payment: interest only while interest-only months are left, else loanBalance amortised
   * at rate/12 over remainingTermMonths, $/month (0 without a loan).
   */
  payment: number;
  /** payment + taxes + insurance + HOA (PITIA, or ITIA while interest-only), $/month. */
  pitia: number;
  /** monthlyRent + otherIncome − pitia − otherExpenses, $/month. */
  cashFlow: number;
  /** The DSCR: monthlyRent ÷ pitia; null without a housing payment. */
  dscr: number | null;
  /** 12 × cashFlow ÷ cashInvested × 100, %; null when the cash invested is not given. */
  cashOnCash: number | null;
  /** currentValue − loanBalance, $. */
  equity: number;
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
  /** Σ monthlyRent, $/month. */
  monthlyRent: number;
  /** Σ pitia, $/month. */
  pitia: number;
  /** Σ loanBalance ÷ Σ currentValue × 100, %. */
  loanToValue: number | null;
}

/** Level payment of `balance` at `annualRate` % over `months` payments, $/month. */
export function paymentOver(balance: number, annualRate: number, months: number): number {
  if (balance <= 0) return 0;
  if (months <= 0) return balance; // due now
  return -pmt(monthlyRate(annualRate), Math.round(months), balance);
}

/** One property's figures, from the one definition of PITIA and the DSCR (./lender-dscr.ts). */
export function propertyFigures(p: PortfolioPropertyInputs): PortfolioPropertyFigures {
  const housing = pitia({
    monthlyRent: p.monthlyRent,
    loanAmount: p.loanBalance,
    interestRate: p.interestRate,
    loanTerm: p.remainingTermMonths / 12,
    propertyTaxes: p.taxes,
    insurance: p.insurance,
    hoa: p.hoa,
    interestOnly: (p.interestOnlyMonths ?? 0) > 0,
  });
  const cashFlow = p.monthlyRent + (p.otherIncome ?? 0) - housing.total - p.otherExpenses;
  return {
    payment: housing.principal + housing.interest,
    pitia: housing.total,
    cashFlow,
    dscr: ratio(p.monthlyRent, housing.total),
    cashOnCash: p.cashInvested === undefined ? null : cashOnCash(cashFlow, p.cashInvested),
    equity: p.currentValue - p.loanBalance,
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
 * How much of each asset lenders count as reserves: the qualification engine's default weights
 * (cash in full), the one place they are defined.
 */
export const RESERVE_FACTORS = { cash: 1, ...DEFAULT_RESERVE_WEIGHTS } as const;

export interface NetWorth {
  /** Σ assets, $. */
  otherAssets: number;
  /** Σ debts, $. */
  otherDebts: number;
  /** Portfolio equity + Σ assets − Σ debts, $. */
  netWorth: number;
  /** cash + the engine's weights × retirement and brokerage (countedReserves), $. */
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
  const reserves = countedReserves(a);
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
 * A bought deal as a portfolio property: today's value is the ARV, the balance the purchase loan,
 * the full term left with its interest-only months, the cash invested the deal's. The portfolio
 * keeps one expense line besides taxes, insurance and HOA, so it takes every other cost of the
 * deal — other expenses, the percent reserves, the vacancy loss: the property's cash flow, DSCR
 * and cash-on-cash in the portfolio are the deal's.
 */
export function portfolioPropertyFromDeal(
  deal: { name: string } & DealFileInputs,
): PortfolioPropertyInputs {
  const f = dealRentalFigures(deal);
  const cents = (value: number) => Math.round(value * 100) / 100;
  return {
    name: deal.name,
    currentValue: deal.arv ?? deal.purchasePrice,
    loanBalance: f.loan,
    interestRate: deal.interestRate,
    remainingTermMonths: f.loan > 0 ? Math.round(deal.termYears * 12) : 0,
    interestOnlyMonths: f.loan > 0 ? Math.round(deal.interestOnlyYears * 12) : 0,
    monthlyRent: deal.monthlyRent,
    otherIncome: deal.otherIncome,
    taxes: deal.taxes,
    insurance: deal.insurance,
    hoa: deal.hoa,
    // Every other operating expense and the vacancy loss (≥ 0: they are sums of amounts ≥ 0).
    otherExpenses: cents(
      f.operatingExpenses - deal.taxes - deal.insurance - deal.hoa + f.vacancyLoss,
    ),
    cashInvested: cents(f.cashInvested),
  };
}
