import { fv, monthlyRate, pmt } from './amortization.ts';

/**
 * A loan's structure as lenders write it: a principal at a fixed annual rate, a term, and an
 * optional interest-only period at its start (DSCR loans offer 5-10 interest-only years; hard money
 * is interest-only for its whole 6-24-month term). After the interest-only years the principal
 * amortises over what is left of the term; when the interest-only period covers the whole term,
 * the principal is due in one final payment (a balloon) at the end of the term.
 *
 * Months are 1-based: month 1 is the first payment. Money in dollars, the rate in % a year.
 */
export interface LoanStructure {
  /** Principal, $. */
  principal: number;
  /** Annual interest rate, %. */
  annualRate: number;
  /** Term, years. */
  termYears: number;
  /** Years of interest-only payments at the start (0 = amortising from the first payment). */
  interestOnlyYears: number;
}

const termMonths = (loan: LoanStructure) => Math.round(loan.termYears * 12);
/** Interest-only months, never more than the term. */
const interestOnlyMonths = (loan: LoanStructure) =>
  Math.min(termMonths(loan), Math.max(0, Math.round(loan.interestOnlyYears * 12)));

/** Whether the interest-only period covers the whole term (the principal is due at the end). */
export function hasBalloon(loan: LoanStructure): boolean {
  return loan.principal > 0 && interestOnlyMonths(loan) >= termMonths(loan);
}

/** Interest of one month on a balance: balance × rate ÷ 12, $. */
function interestOn(balance: number, annualRate: number): number {
  return balance * monthlyRate(annualRate);
}

/**
 * The amortising payment after the interest-only period: the principal repaid over the months
 * left, $/month (0 when the interest-only period covers the term).
 */
export function amortisingPayment(loan: LoanStructure): number {
  const months = termMonths(loan) - interestOnlyMonths(loan);
  if (loan.principal <= 0 || months <= 0) return 0;
  return -pmt(monthlyRate(loan.annualRate), months, loan.principal);
}

/**
 * What is still owed after `paid` monthly payments, $: the principal through the interest-only
 * months, then the amortisation balance; 0 once the term is over (the balloon, if any, paid).
 */
export function balanceAfter(loan: LoanStructure, paid: number): number {
  if (loan.principal <= 0 || paid >= termMonths(loan)) return 0;
  const io = interestOnlyMonths(loan);
  if (paid <= io) return loan.principal;
  const rate = monthlyRate(loan.annualRate);
  const payment = -amortisingPayment(loan); // negative: paid
  return Math.max(0, -fv(rate, paid - io, payment, loan.principal));
}

/**
 * The payment due in month `month` (1-based), $: interest only during the interest-only period,
 * then the amortising payment; in the last month of a balloon loan, interest plus the principal;
 * 0 after the term.
 */
export function paymentInMonth(loan: LoanStructure, month: number): number {
  if (loan.principal <= 0 || month < 1 || month > termMonths(loan)) return 0;
  const io = interestOnlyMonths(loan);
  if (month <= io) {
    const interest = interestOn(loan.principal, loan.annualRate);
    return month === termMonths(loan) ? interest + loan.principal : interest;
  }
  return amortisingPayment(loan);
}

/** Σ of the payments due in months `from`..`to` (inclusive), $. */
export function paymentsBetween(loan: LoanStructure, from: number, to: number): number {
  let total = 0;
  for (let month = Math.max(1, from); month <= to; month++) total += paymentInMonth(loan, month);
  return total;
}
