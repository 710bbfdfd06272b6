import { monthlyPayment } from './amortization.ts';
import { ratio } from './dscr.ts';

/**
 * The ROI calculator (spec 02 §9 "ROI calculator"). Amounts in US dollars, rent and expenses per
 * month, the rate in % a year, the term in years. Percentages are returned in % (8 = 8 %).
 */
export interface RoiInputs {
  /** Purchase price, $. */
  propertyPrice: number;
  /** Down payment, $ (the cash the investor puts in). */
  downPayment: number;
  /** Gross rent, $/month. */
  monthlyRent: number;
  /** Operating expenses (taxes, insurance, HOA, maintenance, management), $/month. */
  monthlyExpenses: number;
  /** Loan principal, $; 0 means "not given" and reads as price − down payment (spec 02 §5). */
  loanAmount: number;
  /** Annual interest rate, %. */
  interestRate: number;
  /** Amortisation term, years (30 when the field is invalid). */
  loanTerm: number;
}

export interface RoiResult {
  /** The loan used: the amount given, or price − down payment (never negative), $. */
  loanAmount: number;
  /** Amortised principal and interest, $/month. */
  monthlyPayment: number;
  /** Net operating income = rent − expenses, $/month. */
  monthlyNoi: number;
  /** Net flow = rent − expenses − mortgage payment, $/month. */
  monthlyCashFlow: number;
  /** Net flow × 12, $/year. */
  annualCashFlow: number;
  /** Cash-on-cash = annual net flow ÷ down payment × 100, %; null without a down payment. */
  cashOnCash: number | null;
  /** Cap rate = (rent − expenses) × 12 ÷ price × 100, %; null without a price. */
  capRate: number | null;
  /** Rent-to-price = rent ÷ price × 100, % (monthly rent as a share of the price). */
  rentToPrice: number | null;
  /** The 1 % rule: met when rent ÷ price is above 1 %. */
  meetsOnePercentRule: boolean;
  /** Operating DSCR = (rent − expenses) ÷ payment (a ratio); null without a loan. */
  operatingDscr: number | null;
}

/** The loan the ROI calculator uses: the amount typed, else price − down payment (floor 0). */
export function roiLoanAmount(
  inputs: Pick<RoiInputs, 'loanAmount' | 'propertyPrice' | 'downPayment'>,
): number {
  return inputs.loanAmount > 0
    ? inputs.loanAmount
    : Math.max(0, inputs.propertyPrice - inputs.downPayment);
}

export function calculateRoi(inputs: RoiInputs): RoiResult {
  const loanAmount = roiLoanAmount(inputs);
  const payment = monthlyPayment(loanAmount, inputs.interestRate, inputs.loanTerm);
  const monthlyNoi = inputs.monthlyRent - inputs.monthlyExpenses;
  const monthlyCashFlow = monthlyNoi - payment;
  const annualCashFlow = monthlyCashFlow * 12;
  const rentToPrice = percentOf(inputs.monthlyRent, inputs.propertyPrice);
  return {
    loanAmount,
    monthlyPayment: payment,
    monthlyNoi,
    monthlyCashFlow,
    annualCashFlow,
    cashOnCash: percentOf(annualCashFlow, inputs.downPayment),
    capRate: percentOf(monthlyNoi * 12, inputs.propertyPrice),
    rentToPrice,
    meetsOnePercentRule: rentToPrice !== null && rentToPrice > 1,
    operatingDscr: ratio(monthlyNoi, payment),
  };
}

/** part ÷ whole × 100, or null when the whole is not positive (no percentage exists). */
export function percentOf(part: number, whole: number): number | null {
  if (!(whole > 0)) return null;
  const value = (part / whole) * 100;
  return Number.isFinite(value) ? value : null;
}

/** A percentage as the screen shows it: two decimals. Bands are judged on this figure. */
function roundPercent(value: number): number {
  return Math.round(value * 100) / 100;
}

export type CashOnCashBand = 'excelente' | 'moderado' | 'bajo';
export type CapRateBand = 'solido' | 'moderado' | 'bajo';

/** Cash-on-cash bands (spec 02 §9): above 8 excellent; 5 to 8 moderate; 5 or less low. */
export function cashOnCashBand(cashOnCash: number): CashOnCashBand {
  const shown = roundPercent(cashOnCash);
  if (shown > 8) return 'excelente';
  if (shown > 5) return 'moderado';
  return 'bajo';
}

/** Cap rate bands (spec 02 §9): above 6 solid; 4 to 6 moderate; 4 or less low. */
export function capRateBand(capRate: number): CapRateBand {
  const shown = roundPercent(capRate);
  if (shown > 6) return 'solido';
  if (shown > 4) return 'moderado';
  return 'bajo';
}

/** The band edges, for charts that draw them. */
export const CASH_ON_CASH_BANDS = { moderate: 5, excellent: 8 } as const;
export const CAP_RATE_BANDS = { moderate: 4, solid: 6 } as const;

export const CASH_ON_CASH_BAND_LABELS: Record<CashOnCashBand, string> = {
  excelente: 'Excelente retorno',
  moderado: 'Retorno moderado',
  bajo: 'Retorno bajo',
};

export const CAP_RATE_BAND_LABELS: Record<CapRateBand, string> = {
  solido: 'Cap rate sólido',
  moderado: 'Cap rate moderado',
  bajo: 'Cap rate bajo',
};
