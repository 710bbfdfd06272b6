import { percentOf, ratio } from './ratios.ts';
import { pitia, type Pitia } from './lender-dscr.ts';
import { paymentInMonth, type LoanStructure } from './loan.ts';

/**
 * One set of numbers: the single definition of each figure every tool shows for a rental — the
 * deal file, the ROI calculator, the scenario simulator, the DSCR calculator, the reports, the
 * evaluator and the portfolio all call these, so one deal reads the same everywhere.
 *
 *   cash invested  = down payment + closing costs + rehab + points
 *   NOI            = effective income − operating expenses
 *   cash flow      = NOI − the loan payment
 *   cash-on-cash   = 12 × cash flow ÷ cash invested × 100
 *   cap rate       = 12 × NOI ÷ purchase price × 100
 *   DSCR           = the lender's: gross rent ÷ PITIA, or ÷ ITIA on an interest-only loan
 *                    (shared/finance/lender-dscr.ts) — the only figure called "DSCR"
 *   NOI coverage   = NOI ÷ the loan payment: the owner's cushion, never called "DSCR"
 *
 * Units: dollars; "monthly" amounts $/month; rates and percentages in % (7.5 = 7.5 %).
 */

/** Points paid to the lender at closing, $ = loan × points ÷ 100. */
function pointsCost(loan: number, pointsPct: number): number {
  return Math.max(0, loan) * (pointsPct / 100);
}

/** Cash invested = down payment + closing costs + rehab + points, $. */
function cashInvested(parts: {
  downPayment: number;
  closingCosts: number;
  rehabCost: number;
  points: number;
}): number {
  return parts.downPayment + parts.closingCosts + parts.rehabCost + parts.points;
}

/** Cash-on-cash = 12 × monthly cash flow ÷ cash invested × 100, %; null without cash invested. */
export function cashOnCash(monthlyCashFlow: number, invested: number): number | null {
  return percentOf(12 * monthlyCashFlow, invested);
}

/** Cap rate = 12 × NOI ÷ purchase price × 100, %; null without a price. */
function capRate(monthlyNoi: number, price: number): number | null {
  return percentOf(12 * monthlyNoi, price);
}

/** The owner's NOI coverage = NOI ÷ loan payment (a ratio, not the lender's DSCR); null w/o loan. */
function noiCoverage(monthlyNoi: number, payment: number): number | null {
  return ratio(monthlyNoi, payment);
}

/** A rental as every tool describes it. */
export interface RentalDeal {
  /** Purchase price, $. */
  purchasePrice: number;
  /** Cash down payment, $. */
  downPayment: number;
  /** Loan principal, $; absent: price − down payment (floor 0). */
  loanAmount?: number;
  /** Buyer's closing costs paid in cash, $. */
  closingCosts: number;
  /** Repairs paid in cash, $. */
  rehabCost: number;
  /** Points paid to the lender, % of the loan. */
  pointsPct: number;
  /** Annual interest rate, %. */
  interestRate: number;
  /** Term, years. */
  termYears: number;
  /** Interest-only years at the start of the loan. */
  interestOnlyYears: number;
  /** Gross scheduled rent, $/month: what a lender counts. */
  monthlyRent: number;
  /** Other income (parking, laundry, storage), $/month. */
  otherIncome: number;
  /** Vacancy and bad debt, % of rent + other income. */
  vacancyPct: number;
  /** Property taxes, $/month (part of PITIA). */
  taxes: number;
  /** Insurance, $/month (part of PITIA). */
  insurance: number;
  /** Association dues, $/month (part of PITIA). */
  hoa: number;
  /** Every other operating expense (maintenance, management, reserves, utilities…), $/month. */
  otherOperatingExpenses: number;
}

export interface RentalFigures {
  /** The loan: the amount given, else price − down payment (floor 0), $. */
  loan: number;
  /** The loan's structure, for schedules and balances. */
  loanStructure: LoanStructure;
  /** Points, $. */
  points: number;
  /** Down payment + closing + rehab + points, $. */
  cashInvested: number;
  /** The first month's payment: interest only during the interest-only years, $/month. */
  monthlyPayment: number;
  /** The payment the lender's DSCR divides by: PITIA, or ITIA while interest-only. */
  pitia: Pitia;
  /** 'ITIA' on an interest-only loan, else 'PITIA'. */
  dscrBasis: 'PITIA' | 'ITIA';
  /** (Rent + other income) × vacancy ÷ 100, $/month. */
  vacancyLoss: number;
  /** (Rent + other income) − vacancy loss, $/month. */
  effectiveIncome: number;
  /** Taxes + insurance + HOA + other operating expenses, $/month. */
  operatingExpenses: number;
  /** Effective income − operating expenses, $/month. */
  noi: number;
  /** NOI − monthly payment, $/month. */
  monthlyCashFlow: number;
  /** 12 × monthly cash flow, $/year. */
  annualCashFlow: number;
  /** 12 × cash flow ÷ cash invested × 100, %. */
  cashOnCash: number | null;
  /** 12 × NOI ÷ price × 100, %. */
  capRate: number | null;
  /** Lender DSCR = gross rent ÷ PITIA (ITIA when interest-only); null without a payment. */
  lenderDscr: number | null;
  /** NOI ÷ payment: the owner's cushion; null without a loan. */
  noiCoverage: number | null;
  /** Loan ÷ price × 100, %. */
  loanToValue: number | null;
}

/** The loan a rental uses: the amount given, else price − down payment (floor 0), $. */
export function rentalLoan(deal: Pick<RentalDeal, 'purchasePrice' | 'downPayment' | 'loanAmount'>) {
  return deal.loanAmount !== undefined && deal.loanAmount > 0
    ? deal.loanAmount
    : Math.max(0, deal.purchasePrice - deal.downPayment);
}

/** Every figure of a rental's first month, from the one set of definitions above. */
export function rentalFigures(deal: RentalDeal): RentalFigures {
  const loan = rentalLoan(deal);
  const loanStructure: LoanStructure = {
    principal: loan,
    annualRate: deal.interestRate,
    termYears: deal.termYears,
    interestOnlyYears: deal.interestOnlyYears,
  };
  const interestOnly = deal.interestOnlyYears > 0;
  const payment = paymentInMonth(loanStructure, 1);
  const housing = pitia({
    monthlyRent: deal.monthlyRent,
    loanAmount: loan,
    interestRate: deal.interestRate,
    loanTerm: deal.termYears,
    propertyTaxes: deal.taxes,
    insurance: deal.insurance,
    hoa: deal.hoa,
    interestOnly,
  });
  const points = pointsCost(loan, deal.pointsPct);
  const invested = cashInvested({ ...deal, points });
  const gross = deal.monthlyRent + deal.otherIncome;
  const vacancyLoss = gross * (deal.vacancyPct / 100);
  const effectiveIncome = gross - vacancyLoss;
  const operatingExpenses = deal.taxes + deal.insurance + deal.hoa + deal.otherOperatingExpenses;
  const noi = effectiveIncome - operatingExpenses;
  const monthlyCashFlow = noi - payment;
  return {
    loan,
    loanStructure,
    points,
    cashInvested: invested,
    monthlyPayment: payment,
    pitia: housing,
    dscrBasis: interestOnly ? 'ITIA' : 'PITIA',
    vacancyLoss,
    effectiveIncome,
    operatingExpenses,
    noi,
    monthlyCashFlow,
    annualCashFlow: 12 * monthlyCashFlow,
    cashOnCash: cashOnCash(monthlyCashFlow, invested),
    capRate: capRate(noi, deal.purchasePrice),
    lenderDscr: ratio(deal.monthlyRent, housing.total),
    noiCoverage: noiCoverage(noi, payment),
    loanToValue: percentOf(loan, deal.purchasePrice),
  };
}
