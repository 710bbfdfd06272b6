import { rentalFigures } from './figures.ts';

/**
 * The owner's side of the DSCR calculator: what the property leaves after vacancy, every
 * operating expense and the loan, and the owner's NOI coverage (NOI ÷ the loan payment). The
 * figure called "DSCR" is the lender's (rent ÷ PITIA, ./lender-dscr.ts); this one has its own name.
 * Both come from the one set of figures of ./figures.ts. All amounts are monthly US dollars; rates
 * are percentages (5 = 5 %); the term is in years.
 */
export interface DscrInputs {
  /** Rent the property earns, $/month. */
  monthlyRent: number;
  /** Other property income (parking, laundry, storage), $/month. */
  otherIncome: number;
  /** Share of income lost to vacancy, % (default 5). */
  vacancyRate: number;
  /** Loan principal, $. */
  loanAmount: number;
  /** Annual interest rate, %. */
  interestRate: number;
  /** Amortisation term, years (default 30). */
  loanTerm: number;
  /** Property taxes, $/month. */
  propertyTaxes: number;
  /** Hazard / landlord insurance, $/month. */
  insurance: number;
  /** Maintenance and every other operating expense (management, reserves…), $/month. */
  maintenance: number;
  /** Association dues, $/month. */
  hoa: number;
  /** Interest-only payments. */
  interestOnly: boolean;
}

export interface DscrResult {
  /** (rent + other income) × (1 − vacancy/100), $/month. */
  effectiveIncome: number;
  /** The loan's payment (interest only when interest-only), $/month. */
  monthlyPayment: number;
  /** Taxes + insurance + HOA + maintenance and other expenses, $/month. */
  operatingExpenses: number;
  /** Effective income − operating expenses, $/month. */
  noi: number;
  /** The owner's NOI coverage = NOI ÷ payment; null without a payment. Not the lender's DSCR. */
  noiCoverage: number | null;
  /** NOI − payment, $/month (negative when the property loses money). */
  cashFlow: number;
}

export function calculateDscr(inputs: DscrInputs): DscrResult {
  const f = rentalFigures({
    purchasePrice: 0,
    downPayment: 0,
    loanAmount: inputs.loanAmount,
    closingCosts: 0,
    rehabCost: 0,
    pointsPct: 0,
    interestRate: inputs.interestRate,
    termYears: inputs.loanTerm,
    interestOnlyYears: inputs.interestOnly ? inputs.loanTerm : 0,
    monthlyRent: inputs.monthlyRent,
    otherIncome: inputs.otherIncome,
    vacancyPct: inputs.vacancyRate,
    taxes: inputs.propertyTaxes,
    insurance: inputs.insurance,
    hoa: inputs.hoa,
    otherOperatingExpenses: inputs.maintenance,
  });
  return {
    effectiveIncome: f.effectiveIncome,
    monthlyPayment: f.monthlyPayment,
    operatingExpenses: f.operatingExpenses,
    noi: f.noi,
    noiCoverage: f.noiCoverage,
    cashFlow: f.monthlyCashFlow,
  };
}

/** A ratio as the screen shows it: two decimals. */
export function roundDscr(dscr: number): number {
  return Math.round(dscr * 100) / 100;
}

export type CoverageBand = 'excelente' | 'aceptable' | 'riesgoso';

/**
 * The owner's margin, on the owner's NOI coverage only — never on the lender's DSCR, whose minimum
 * each lender program sets (0.75 to 1.25, or none). Judged on the two-decimal figure: 1.25 or more
 * Excelente; 1.00 to 1.24 Aceptable; below 1.00 Riesgoso (the property loses money each month).
 */
export function coverageBand(coverage: number): CoverageBand {
  const shown = roundDscr(coverage);
  if (shown >= 1.25) return 'excelente';
  if (shown >= 1) return 'aceptable';
  return 'riesgoso';
}

export const COVERAGE_BAND_LABELS: Record<CoverageBand, string> = {
  excelente: 'Excelente',
  aceptable: 'Aceptable',
  riesgoso: 'Riesgoso',
};
