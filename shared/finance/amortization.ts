/**
 * Amortised loans: the level payment that repays a principal over a number of periods, and its
 * inverse. Spreadsheet sign convention (Excel, numpy-financial, formulajs) for the general
 * functions: money received is positive, money paid is negative, so `pmt` of a loan is negative.
 * The product-facing helpers below return positive dollars.
 */

/** 0 = payments at the end of each period (loans), 1 = at the beginning. */
export type PaymentTiming = 0 | 1;

/**
 * Growth factor term of the annuity, (1 + r)^n − 1, computed with expm1/log1p so that tiny rates
 * keep their precision and huge rates give Infinity instead of NaN.
 */
function compoundMinusOne(rate: number, periods: number): number {
  return Math.expm1(periods * Math.log1p(rate));
}

/**
 * PMT(rate, nper, pv, fv, type): the level payment per period.
 * rate: interest per period (decimal, 0.08/12 for 8 % a year paid monthly); nper: number of
 * periods; pv: present value (the loan, positive); fv: balance left after the last payment.
 * Solves pv·(1+r)^n + pmt·(1+r·type)·((1+r)^n − 1)/r + fv = 0; with r = 0, pmt = −(pv + fv)/n.
 */
export function pmt(
  rate: number,
  nper: number,
  pv: number,
  fv = 0,
  type: PaymentTiming = 0,
): number {
  if (rate === 0) return -(pv + fv) / nper;
  const growth = compoundMinusOne(rate, nper); // (1+r)^n − 1
  if (!Number.isFinite(growth)) return -(pv * rate) / (1 + rate * type); // (1+r)^n → ∞
  return -(rate * (pv * (growth + 1) + fv)) / ((1 + rate * type) * growth);
}

/**
 * PV(rate, nper, pmt, fv, type): the present value of a stream of level payments — for a borrower,
 * the loan a given payment repays. Same equation as `pmt`, solved for pv.
 */
export function pv(
  rate: number,
  nper: number,
  payment: number,
  fv = 0,
  type: PaymentTiming = 0,
): number {
  if (rate === 0) return -fv - payment * nper;
  const growth = compoundMinusOne(rate, nper);
  if (!Number.isFinite(growth)) return -(payment * (1 + rate * type)) / rate;
  return -(fv + (payment * (1 + rate * type) * growth) / rate) / (growth + 1);
}

/** FV(rate, nper, pmt, pv, type): the balance after `nper` payments (used by ipmt). */
export function fv(
  rate: number,
  nper: number,
  payment: number,
  presentValue: number,
  type: PaymentTiming = 0,
): number {
  if (rate === 0) return -(presentValue + payment * nper);
  const growth = compoundMinusOne(rate, nper);
  return -(presentValue * (growth + 1) + (payment * (1 + rate * type) * growth) / rate);
}

/**
 * IPMT(rate, per, nper, pv): the interest part of payment number `per` (1-based) of an amortised
 * loan, paid at period end: interest on the balance left after `per − 1` payments.
 */
export function ipmt(rate: number, per: number, nper: number, presentValue: number): number {
  const payment = pmt(rate, nper, presentValue);
  const balance = -fv(rate, per - 1, payment, presentValue); // what is still owed
  return -balance * rate;
}

/** PPMT(rate, per, nper, pv): the principal part of payment `per` = PMT − IPMT. */
export function ppmt(rate: number, per: number, nper: number, presentValue: number): number {
  return pmt(rate, nper, presentValue) - ipmt(rate, per, nper, presentValue);
}

/** Monthly rate (decimal) from an annual percentage rate: 6 → 0.005. */
export function monthlyRate(annualRatePercent: number): number {
  return annualRatePercent / 100 / 12;
}

/**
 * Monthly principal-and-interest payment in dollars (positive) of a fully amortising loan:
 * principal in $, annual rate in %, term in years (term × 12 monthly payments).
 * $160,000 at 6 % over 30 years = $959.28.
 */
export function monthlyPayment(
  principal: number,
  annualRatePercent: number,
  termYears: number,
): number {
  if (principal <= 0) return 0;
  return -pmt(monthlyRate(annualRatePercent), Math.round(termYears * 12), principal);
}

/** Monthly interest-only payment in dollars: principal × annual rate / 12. */
export function interestOnlyPayment(principal: number, annualRatePercent: number): number {
  if (principal <= 0) return 0;
  return principal * monthlyRate(annualRatePercent);
}

/**
 * Largest principal ($) that a monthly payment ($) repays at this rate (%) and term (years);
 * 0 when the payment is not positive. The inverse of `monthlyPayment`.
 */
export function principalForPayment(
  payment: number,
  annualRatePercent: number,
  termYears: number,
): number {
  if (payment <= 0) return 0;
  return pv(monthlyRate(annualRatePercent), Math.round(termYears * 12), -payment);
}

/** The split of the first monthly payment: interest on the full principal, the rest principal. */
export function firstPaymentSplit(
  principal: number,
  annualRatePercent: number,
  termYears: number,
): { principal: number; interest: number } {
  const payment = monthlyPayment(principal, annualRatePercent, termYears);
  const interest = Math.max(0, principal) * monthlyRate(annualRatePercent);
  return { principal: payment - interest, interest };
}
