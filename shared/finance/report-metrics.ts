import { monthlyPayment } from './amortization.ts';
import { ratio } from './dscr.ts';
import { pitia, type Pitia } from './lender-dscr.ts';
import { percentOf } from './roi.ts';

/**
 * The figures of a professional report (spec 02 §9 "Reports"), plus the lender's DSCR a DSCR loan
 * is underwritten on. Amounts in US dollars; rent and expenses per month; rates in %; term in years.
 */
export interface ReportFinancials {
  /** Purchase price, $. */
  propertyPrice: number;
  /** Down payment, $; the loan is price − down payment. */
  downPayment: number;
  /** Gross scheduled rent, $/month. */
  monthlyRent: number;
  /** All operating expenses, $/month (taxes, insurance and HOA included). */
  monthlyExpenses: number;
  /** Of the expenses: property taxes, $/month (part of PITIA). */
  propertyTaxes: number;
  /** Of the expenses: hazard insurance, $/month (part of PITIA). */
  insurance: number;
  /** Of the expenses: HOA dues, $/month (part of PITIA). */
  hoa: number;
  /** Annual interest rate, %. */
  interestRate: number;
  /** Amortisation term, years. */
  loanTerm: number;
}

export interface ReportMetrics {
  /** Price − down payment (floor 0), $. */
  loanAmount: number;
  /** Loan-to-value = loan ÷ price × 100, %; null without a price. */
  loanToValue: number | null;
  /** Principal and interest, $/month. */
  monthlyPayment: number;
  /** PITIA split: P&I of the first payment, taxes, insurance, HOA, $/month. */
  pitia: Pitia;
  /** Net operating income = rent − expenses, $/month. */
  monthlyNoi: number;
  /** Net cash flow = rent − expenses − payment, $/month. */
  netCashFlow: number;
  /** Net cash flow × 12, $/year. */
  annualCashFlow: number;
  /** Annual cash flow ÷ down payment × 100, %; null without a down payment. */
  cashOnCashReturn: number | null;
  /** (Annual rent − annual expenses) ÷ price × 100, %; null without a price. */
  capRate: number | null;
  /** Operating DSCR = (rent − expenses) ÷ P&I (spec 02 §9); null without a payment. */
  dscr: number | null;
  /** Lender DSCR = gross rent ÷ PITIA; null without a housing payment. */
  lenderDscr: number | null;
}

export function reportMetrics(inputs: ReportFinancials): ReportMetrics {
  const loanAmount = Math.max(0, inputs.propertyPrice - inputs.downPayment);
  const payment = monthlyPayment(loanAmount, inputs.interestRate, inputs.loanTerm);
  const housing = pitia({
    monthlyRent: inputs.monthlyRent,
    loanAmount,
    interestRate: inputs.interestRate,
    loanTerm: inputs.loanTerm,
    propertyTaxes: inputs.propertyTaxes,
    insurance: inputs.insurance,
    hoa: inputs.hoa,
    interestOnly: false,
  });
  const monthlyNoi = inputs.monthlyRent - inputs.monthlyExpenses;
  const netCashFlow = monthlyNoi - payment;
  return {
    loanAmount,
    loanToValue: percentOf(loanAmount, inputs.propertyPrice),
    monthlyPayment: payment,
    pitia: housing,
    monthlyNoi,
    netCashFlow,
    annualCashFlow: netCashFlow * 12,
    cashOnCashReturn: percentOf(netCashFlow * 12, inputs.downPayment),
    capRate: percentOf(monthlyNoi * 12, inputs.propertyPrice),
    dscr: ratio(monthlyNoi, payment),
    lenderDscr: ratio(inputs.monthlyRent, housing.total),
  };
}
