import { monthlyPayment } from './amortization.ts';

/**
 * The DSCR of the basic calculator, exactly as spec 02 §9 defines it. All amounts are monthly US
 * dollars; rates are percentages (5 = 5 %); the term is in years.
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
  /** Maintenance and repairs reserve, $/month. */
  maintenance: number;
}

export interface DscrResult {
  /** (rent + other income) × (1 − vacancy/100), $/month. */
  effectiveIncome: number;
  /** Amortised principal and interest, $/month. */
  monthlyPayment: number;
  /** Payment + taxes + insurance + maintenance, $/month. */
  debtService: number;
  /** Effective income ÷ debt service (a ratio, "1.25x"); null when there is no debt service. */
  dscr: number | null;
  /** Monthly cash left after debt service, $/month (negative when the property loses money). */
  cashFlow: number;
}

/**
 * Spec DSCR = effective income ÷ debt service, where
 *   effective income = (monthlyRent + otherIncome) × (1 − vacancyRate/100)
 *   debt service     = P&I payment + propertyTaxes + insurance + maintenance.
 * This is a conservative owner's measure (it counts vacancy and maintenance); lenders compute
 * theirs on gross rent over PITIA (see lender-dscr.ts).
 */
export function calculateDscr(inputs: DscrInputs): DscrResult {
  const effectiveIncome =
    (inputs.monthlyRent + inputs.otherIncome) * (1 - inputs.vacancyRate / 100);
  const payment = monthlyPayment(inputs.loanAmount, inputs.interestRate, inputs.loanTerm);
  const debtService = payment + inputs.propertyTaxes + inputs.insurance + inputs.maintenance;
  return {
    effectiveIncome,
    monthlyPayment: payment,
    debtService,
    dscr: ratio(effectiveIncome, debtService),
    cashFlow: effectiveIncome - debtService,
  };
}

/** income ÷ obligations, or null when there is nothing to cover (no ratio exists). */
export function ratio(income: number, obligations: number): number | null {
  if (!(obligations > 0)) return null;
  const value = income / obligations;
  return Number.isFinite(value) ? value : null;
}

/** A DSCR as the screen shows it: two decimals. */
export function roundDscr(dscr: number): number {
  return Math.round(dscr * 100) / 100;
}

export type DscrBand = 'excelente' | 'aceptable' | 'riesgoso';

/**
 * Spec 02 §9 bands, judged on the two-decimal figure the user sees (so a ratio shown as 1.25 is
 * always Excelente): 1.25 or more Excelente; 1.00 to 1.24 Aceptable; below 1.00 Riesgoso.
 */
export function dscrBand(dscr: number): DscrBand {
  const shown = roundDscr(dscr);
  if (shown >= 1.25) return 'excelente';
  if (shown >= 1) return 'aceptable';
  return 'riesgoso';
}

export const DSCR_BAND_LABELS: Record<DscrBand, string> = {
  excelente: 'Excelente',
  aceptable: 'Aceptable',
  riesgoso: 'Riesgoso',
};
