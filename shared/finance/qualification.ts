import type { LenderProgram } from '../lenders/program.ts';
import {
  dealMetrics,
  type Borrower,
  type DealMetrics,
  type QualifyDeal,
} from './lender-reading.ts';
import { checkProgram, sortResults, type ProgramResult } from './program-rules.ts';
import { qualifyPlans, type QualifyPlan } from './qualify-plan.ts';

export { DEFAULT_RESERVE_WEIGHTS } from '../lenders/rules.ts';
export {
  addMonths,
  ceilToCent,
  dealMetrics,
  withRent,
  type Borrower,
  type DealMetrics,
  type ProgramBasis,
  type QualifyDeal,
  type RentSource,
} from './lender-reading.ts';
export {
  checkProgram,
  rulesToConfirm,
  type Changes,
  type ProgramResult,
  type RuleId,
  type RuleResult,
} from './program-rules.ts';
export { planToQualify, type PlanStep, type QualifyPlan } from './qualify-plan.ts';

/**
 * The qualification engine (¿Califico?): a borrower and a deal checked against each lender
 * program, rule by rule, as the lender's underwriter reads them, with what to change for each rule
 * that fails and a plan to qualify with the closest programs. Pure: no I/O and no clock (the day
 * is passed in). Money in US dollars, rates in % a year, LTV in %, DSCR as a ratio, reserves in
 * months of the qualifying payment. The defaults a program leaves out, with their sources, are in
 * shared/lenders/rules.ts.
 *
 * Three parts: how a lender reads the deal (lender-reading.ts), a program's rules and what to
 * change (program-rules.ts), the plan to qualify (qualify-plan.ts); this module puts them together
 * and is what the API, the pages and the package cover import.
 *
 * The deal's figures (`metrics`, one set per deal, on the engine's defaults):
 *   fundsToClose      purchase: price − loan + closing costs + points + rehab not financed;
 *                     refinance: max(0, payoff + closing costs + points − loan)
 *   cashOut           refinance: max(0, loan − payoff − closing costs − points); purchase 0
 *   qualifyingRent    the lesser of the lease and `marketRent` (the appraiser's form 1007) when
 *                     both are given; `marketRent` for a vacant unit; the rent given otherwise
 *   qualifyingPayment ITIA (interest + taxes + insurance + HOA) when `interestOnlyYears` > 0,
 *                     else PITIA — lender-dscr.ts `pitia`, the one definition
 *   dscr              qualifyingRent ÷ qualifyingPayment (lender-dscr.ts: gross rent, no vacancy)
 *   ltv               loan ÷ price × 100
 *   reservesMonths    (counted assets − fundsToClose) ÷ qualifyingPayment, where counted assets =
 *                     cash + 50 % of retirement + 50 % of brokerage (rules.ts)
 * Each program's rules report their `actual` on that program's own basis (`ProgramResult.basis`):
 * its value (seasoning), rent rule, qualifying payment (ITIA or PITIA), asset weights, the rehab it
 * finances and whether cash-out counts toward reserves.
 *
 * Boundaries pass: exactly at the minimum DSCR, at the maximum LTV, at the required reserves, at
 * the minimum FICO. Comparisons allow a relative 1e-9 so a value equal on paper is not failed by
 * binary rounding (1.25 × 800 / 800 is not always 1.25).
 */

export interface Qualification {
  metrics: DealMetrics;
  /**
   * Best first: eligible, then fewer failed rules, fewer rules no money fixes, fewer to confirm
   * with the lender, less cash.
   */
  programs: ProgramResult[];
  /** Plans for the closest programs that do not take the deal yet (at most PLAN_COUNT). */
  plans: QualifyPlan[];
}

/** Check a borrower and a deal against every program on `today`; best programs first. */
export function qualify(
  borrower: Borrower,
  deal: QualifyDeal,
  programs: readonly LenderProgram[],
  today: string,
): Qualification {
  const results = sortResults(programs.map((p) => checkProgram(p, borrower, deal, today)));
  return {
    metrics: dealMetrics(borrower, deal),
    programs: results,
    plans: qualifyPlans(results, programs, borrower, deal, today),
  };
}

/**
 * A deal kept with MONTHLY taxes, insurance and HOA (the deal file's and the calculators' unit),
 * as the engine's deal: taxes and insurance × 12 to yearly, the loan = price − down payment.
 */
export interface MonthlyDealFigures {
  purchasePrice: number;
  downPayment: number;
  interestRate: number;
  termYears: number;
  monthlyRent: number;
  /** $/month. */
  taxesMonthly: number;
  /** $/month. */
  insuranceMonthly: number;
  /** $/month. */
  hoaMonthly: number;
  /** $ (absent: 0). */
  closingCosts?: number;
  /** $ (absent: 0). */
  rehabCost?: number;
}

export function dealFromMonthlyFigures(
  figures: MonthlyDealFigures,
  property: Pick<QualifyDeal, 'purpose' | 'propertyType' | 'units' | 'state'>,
): QualifyDeal {
  return {
    ...property,
    price: figures.purchasePrice,
    loanAmount: Math.max(0, figures.purchasePrice - figures.downPayment),
    interestRate: figures.interestRate,
    termYears: figures.termYears,
    monthlyRent: figures.monthlyRent,
    taxesYearly: figures.taxesMonthly * 12,
    insuranceYearly: figures.insuranceMonthly * 12,
    hoaMonthly: figures.hoaMonthly,
    ...(figures.closingCosts ? { closingCosts: figures.closingCosts } : {}),
    ...(figures.rehabCost ? { rehabCost: figures.rehabCost } : {}),
  };
}
