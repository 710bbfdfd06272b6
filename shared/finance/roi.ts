import { rentalFigures, rentalLoan, type RentalFigures } from './figures.ts';
import { percentOf } from './ratios.ts';

export { percentOf } from './ratios.ts';

/**
 * The ROI calculator, on the one set of figures every tool shares (./figures.ts). Amounts in US
 * dollars, rent and expenses per month, the rate in % a year, the term in years. Percentages are
 * returned in % (8 = 8 %).
 */
export interface RoiInputs {
  /** Purchase price, $. */
  propertyPrice: number;
  /** Down payment, $. */
  downPayment: number;
  /** Closing costs, points and rehab paid in cash, $ (with the down payment: cash invested). */
  closingCosts: number;
  /** Gross scheduled rent, $/month (what a lender counts). */
  monthlyRent: number;
  /** Other income (parking, laundry, storage), $/month. */
  otherIncome: number;
  /** All operating expenses (taxes, insurance, HOA, maintenance, management, vacancy), $/month. */
  monthlyExpenses: number;
  /** Of the expenses: property taxes, $/month (part of PITIA). */
  propertyTaxes: number;
  /** Of the expenses: insurance, $/month (part of PITIA). */
  insurance: number;
  /** Of the expenses: HOA dues, $/month (part of PITIA). */
  hoa: number;
  /** Loan principal, $; 0 means "not given" and reads as price − down payment. */
  loanAmount: number;
  /** Annual interest rate, %. */
  interestRate: number;
  /** Term, years (30 when the field is invalid). */
  loanTerm: number;
  /** Interest-only years at the start of the loan (0 = amortising). */
  interestOnlyYears: number;
}

export interface RoiResult extends Pick<
  RentalFigures,
  | 'monthlyPayment'
  | 'monthlyCashFlow'
  | 'annualCashFlow'
  | 'cashInvested'
  | 'cashOnCash'
  | 'capRate'
  | 'lenderDscr'
  | 'dscrBasis'
  | 'noiCoverage'
  | 'pitia'
> {
  /** The loan used: the amount given, or price − down payment (never negative), $. */
  loanAmount: number;
  /** Net operating income = rent + other income − expenses, $/month. */
  monthlyNoi: number;
  /** Rent-to-price = (rent + other income) ÷ price × 100, % a month. */
  rentToPrice: number | null;
  /** The 1 % rule: met when rent ÷ price is above 1 %. */
  meetsOnePercentRule: boolean;
  /** Taxes + insurance + HOA are more than the expenses typed (they are part of them). */
  escrowsOverExpenses: boolean;
}

/** The loan the ROI calculator uses: the amount typed, else price − down payment (floor 0). */
export function roiLoanAmount(
  inputs: Pick<RoiInputs, 'loanAmount' | 'propertyPrice' | 'downPayment'>,
): number {
  return rentalLoan({
    purchasePrice: inputs.propertyPrice,
    downPayment: inputs.downPayment,
    loanAmount: inputs.loanAmount,
  });
}

export function calculateRoi(inputs: RoiInputs): RoiResult {
  const escrows = inputs.propertyTaxes + inputs.insurance + inputs.hoa;
  const f = rentalFigures({
    purchasePrice: inputs.propertyPrice,
    downPayment: inputs.downPayment,
    loanAmount: inputs.loanAmount,
    // The calculator's one cash-cost field holds closing, points and rehab together.
    closingCosts: inputs.closingCosts,
    rehabCost: 0,
    pointsPct: 0,
    interestRate: inputs.interestRate,
    termYears: inputs.loanTerm,
    interestOnlyYears: inputs.interestOnlyYears,
    monthlyRent: inputs.monthlyRent,
    otherIncome: inputs.otherIncome,
    vacancyPct: 0, // the expenses typed include the vacancy loss
    taxes: inputs.propertyTaxes,
    insurance: inputs.insurance,
    hoa: inputs.hoa,
    otherOperatingExpenses: Math.max(0, inputs.monthlyExpenses - escrows),
  });
  const rentToPrice = percentOf(inputs.monthlyRent + inputs.otherIncome, inputs.propertyPrice);
  return {
    loanAmount: f.loan,
    monthlyPayment: f.monthlyPayment,
    monthlyNoi: f.noi,
    monthlyCashFlow: f.monthlyCashFlow,
    annualCashFlow: f.annualCashFlow,
    cashInvested: f.cashInvested,
    cashOnCash: f.cashOnCash,
    capRate: f.capRate,
    lenderDscr: f.lenderDscr,
    dscrBasis: f.dscrBasis,
    noiCoverage: f.noiCoverage,
    pitia: f.pitia,
    rentToPrice,
    meetsOnePercentRule: rentToPrice !== null && rentToPrice > 1,
    escrowsOverExpenses: escrows > inputs.monthlyExpenses + 0.005,
  };
}

/** A percentage as the screen shows it: two decimals. Bands are judged on this figure. */
function roundPercent(value: number): number {
  return Math.round(value * 100) / 100;
}

export type CashOnCashBand = 'excelente' | 'moderado' | 'bajo';
export type CapRateBand = 'solido' | 'moderado' | 'bajo';

/** Cash-on-cash bands: above 8 excellent; 5 to 8 moderate; 5 or less low. */
export function cashOnCashBand(cashOnCash: number): CashOnCashBand {
  const shown = roundPercent(cashOnCash);
  if (shown > 8) return 'excelente';
  if (shown > 5) return 'moderado';
  return 'bajo';
}

/** Cap rate bands: above 6 solid; 4 to 6 moderate; 4 or less low. */
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
