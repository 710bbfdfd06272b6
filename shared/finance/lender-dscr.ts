import {
  firstPaymentSplit,
  interestOnlyPayment,
  monthlyRate,
  principalForPayment,
} from './amortization.ts';
import { ratio } from './ratios.ts';

/**
 * The DSCR a DSCR lender underwrites: gross monthly rent ÷ PITIA.
 *   PITIA = principal + interest + taxes + insurance + association dues (HOA), $/month.
 *   On an interest-only loan the payment has no principal: ITIA = interest + T + I + A.
 * Rent is the gross scheduled rent — the lease, or the market rent of the appraiser's rent schedule
 * (Fannie Mae form 1007 for one unit, form 1025 for 2-4 units), usually the lower of the two. No
 * vacancy factor and no maintenance: that is why it reads higher than the owner's DSCR.
 */
export interface LenderDscrInputs {
  /** Gross scheduled rent, $/month. */
  monthlyRent: number;
  /** Loan principal, $. */
  loanAmount: number;
  /** Annual interest rate, %. */
  interestRate: number;
  /** Amortisation term, years. */
  loanTerm: number;
  /** Property taxes, $/month. */
  propertyTaxes: number;
  /** Hazard insurance (and flood, if any), $/month. */
  insurance: number;
  /** Homeowners' association dues, $/month. */
  hoa: number;
  /** Interest-only payment (many DSCR loans offer 5-10 interest-only years). */
  interestOnly: boolean;
}

export interface Pitia {
  /** Principal repaid in the first payment, $/month (0 when interest-only). */
  principal: number;
  /** Interest in the first payment, $/month. */
  interest: number;
  taxes: number;
  insurance: number;
  hoa: number;
  /** Sum of the five, $/month. */
  total: number;
}

/** The monthly housing payment a lender divides the rent by, split in its parts. */
export function pitia(inputs: LenderDscrInputs): Pitia {
  const split = inputs.interestOnly
    ? { principal: 0, interest: interestOnlyPayment(inputs.loanAmount, inputs.interestRate) }
    : firstPaymentSplit(inputs.loanAmount, inputs.interestRate, inputs.loanTerm);
  const escrows = inputs.propertyTaxes + inputs.insurance + inputs.hoa;
  return {
    principal: split.principal,
    interest: split.interest,
    taxes: inputs.propertyTaxes,
    insurance: inputs.insurance,
    hoa: inputs.hoa,
    total: split.principal + split.interest + escrows,
  };
}

/** Lender DSCR = gross rent ÷ PITIA (ITIA when interest-only); null without a payment. */
export function lenderDscr(inputs: LenderDscrInputs): number | null {
  return ratio(inputs.monthlyRent, pitia(inputs).total);
}

/**
 * Largest loan ($) whose PITIA keeps rent ÷ PITIA at `target`, at the same rate, term and
 * escrows: the payment may be at most rent/target − (T + I + A); the loan is the principal that
 * payment repays (or carries, interest-only). 0 when taxes, insurance and HOA alone break it;
 * null when no loan size would break it (interest-only at ~0 %: the payment is always ~0).
 */
export function maxLoanForDscr(inputs: LenderDscrInputs, target: number): number | null {
  const paymentRoom =
    inputs.monthlyRent / target - (inputs.propertyTaxes + inputs.insurance + inputs.hoa);
  if (!(paymentRoom > 0)) return 0;
  if (inputs.interestOnly) {
    const rate = monthlyRate(inputs.interestRate);
    const loan = paymentRoom / rate;
    return Number.isFinite(loan) ? loan : null; // a rate of ~0 carries any amount
  }
  return principalForPayment(paymentRoom, inputs.interestRate, inputs.loanTerm);
}

/** Gross rent ($/month) needed for rent ÷ PITIA to reach `target`: target × PITIA. */
export function rentForDscr(inputs: LenderDscrInputs, target: number): number {
  return target * pitia(inputs).total;
}

/** The lender DSCR thresholds the calculator sizes the loan for. */
export const LENDER_DSCR_TARGETS = [1, 1.1, 1.25] as const;
