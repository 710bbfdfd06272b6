import { rentalFigures } from './figures.ts';
import type { Pitia } from './lender-dscr.ts';

/**
 * The figures of a professional report, on the one set of figures every tool shares (./figures.ts):
 * the DSCR is the lender's, cash-on-cash is on all the cash invested. Amounts in US dollars; rent
 * and expenses per month; rates in %; term in years.
 */
export interface ReportFinancials {
  /** Purchase price, $. */
  propertyPrice: number;
  /** Down payment, $; the loan is price − down payment. */
  downPayment: number;
  /** Closing costs, points and rehab paid in cash, $ (0 in reports made before the field). */
  closingCosts?: number;
  /** Gross scheduled rent, $/month. */
  monthlyRent: number;
  /** Other income, $/month (0 in reports made before the field). */
  otherIncome?: number;
  /** All operating expenses, $/month (taxes, insurance, HOA and vacancy included). */
  monthlyExpenses: number;
  /** Of the expenses: property taxes, $/month (part of PITIA). */
  propertyTaxes: number;
  /** Of the expenses: hazard insurance, $/month (part of PITIA). */
  insurance: number;
  /** Of the expenses: HOA dues, $/month (part of PITIA). */
  hoa: number;
  /** Annual interest rate, %. */
  interestRate: number;
  /** Term, years. */
  loanTerm: number;
  /** Interest-only years at the start (0 in reports made before the field). */
  interestOnlyYears?: number;
}

export interface ReportMetrics {
  /** Price − down payment (floor 0), $. */
  loanAmount: number;
  /** Loan-to-value = loan ÷ price × 100, %; null without a price. */
  loanToValue: number | null;
  /** The first month's loan payment (interest only while interest-only), $/month. */
  monthlyPayment: number;
  /** PITIA split: the first payment's principal and interest, taxes, insurance, HOA, $/month. */
  pitia: Pitia;
  /** 'ITIA' while interest-only, else 'PITIA'. */
  dscrBasis: 'PITIA' | 'ITIA';
  /** Net operating income = rent + other income − expenses, $/month. */
  monthlyNoi: number;
  /** Net cash flow = NOI − payment, $/month. */
  netCashFlow: number;
  /** Net cash flow × 12, $/year. */
  annualCashFlow: number;
  /** Down payment + closing costs, points and rehab, $. */
  cashInvested: number;
  /** Annual cash flow ÷ cash invested × 100, %; null without cash invested. */
  cashOnCashReturn: number | null;
  /** Annual NOI ÷ price × 100, %; null without a price. */
  capRate: number | null;
  /** The owner's NOI coverage = NOI ÷ payment; null without a payment. Not the lender's DSCR. */
  noiCoverage: number | null;
  /** The DSCR: gross rent ÷ PITIA (ITIA while interest-only); null without a housing payment. */
  lenderDscr: number | null;
}

export function reportMetrics(inputs: ReportFinancials): ReportMetrics {
  const escrows = inputs.propertyTaxes + inputs.insurance + inputs.hoa;
  const f = rentalFigures({
    purchasePrice: inputs.propertyPrice,
    downPayment: inputs.downPayment,
    closingCosts: inputs.closingCosts ?? 0,
    rehabCost: 0,
    pointsPct: 0,
    interestRate: inputs.interestRate,
    termYears: inputs.loanTerm,
    interestOnlyYears: inputs.interestOnlyYears ?? 0,
    monthlyRent: inputs.monthlyRent,
    otherIncome: inputs.otherIncome ?? 0,
    vacancyPct: 0, // the expenses include the vacancy loss
    taxes: inputs.propertyTaxes,
    insurance: inputs.insurance,
    hoa: inputs.hoa,
    otherOperatingExpenses: Math.max(0, inputs.monthlyExpenses - escrows),
  });
  return {
    loanAmount: f.loan,
    loanToValue: f.loanToValue,
    monthlyPayment: f.monthlyPayment,
    pitia: f.pitia,
    dscrBasis: f.dscrBasis,
    monthlyNoi: f.noi,
    netCashFlow: f.monthlyCashFlow,
    annualCashFlow: f.annualCashFlow,
    cashInvested: f.cashInvested,
    cashOnCashReturn: f.cashOnCash,
    capRate: f.capRate,
    noiCoverage: f.noiCoverage,
    lenderDscr: f.lenderDscr,
  };
}
