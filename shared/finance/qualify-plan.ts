import type { BorrowerEntity, ProgramOrigin } from '../lenders/catalog.ts';
import type { LenderProgram } from '../lenders/program.ts';
import { maxLoanForDscr } from './lender-dscr.ts';
import {
  addMonths,
  ceilToCent,
  EPSILON,
  ioYears,
  loanCap,
  readDeal,
  withRent,
  type Borrower,
  type QualifyDeal,
} from './lender-reading.ts';
import {
  checkProgram,
  failedRules,
  FIXABLE,
  LOAN_CAPS,
  rulesToConfirm,
  type ProgramResult,
  type RuleId,
} from './program-rules.ts';

/**
 * The plan to qualify: for the closest programs that do not take the deal yet, the steps in the
 * order a loan officer gives them — the loan's structure, time (seasoning), credit, a smaller
 * loan or a higher rent, and the cash to save by a month — each applied and checked again with
 * the program's rules (program-rules.ts) until the program takes the deal.
 */

/** One step of a plan to qualify, in the order a loan officer would give them. */
export type PlanStep =
  /**
   * Take the loan in an LLC (the program lends to entities only), or in your name; with
   * `toConfirm`, keep `entity` and confirm with the lender that it lends to one (its source does
   * not say).
   */
  | { kind: 'entity'; entity: BorrowerEntity; toConfirm?: true }
  /** Ask for a fully amortising loan (the program has no interest-only terms). */
  | { kind: 'amortizing' }
  /** Ask for interest-only payments (the program lends interest-only only). */
  | { kind: 'interest-only' }
  /** Wait until the seasoning ends: the appraisal counts instead of the cost. */
  | { kind: 'wait'; date: string; value: number; cost: number }
  /** Reach a FICO band (`reason`: the program's minimum, or a band with better terms). */
  | { kind: 'fico'; fico: number; from: number; reason: 'minimum' | 'band' }
  /** Borrow `amount` less (a purchase: more down payment), leaving a loan of `loan`. */
  | { kind: 'loan'; amount: number; loan: number; ltv: number }
  /** Rent of at least `amount` a month (lease and market rent). */
  | { kind: 'rent'; amount: number }
  /** Have `amount` more in the bank: `months` of payment after funds to close. */
  | { kind: 'reserves'; amount: number; months: number; payment: number; fundsToClose: number }
  /** Save `amount` at `monthly` a month: `months` months, ready by `date`. */
  | { kind: 'save'; amount: number; monthly: number; months: number; date: string };

export interface QualifyPlan {
  programId: string;
  programName: string;
  lender: string;
  example: boolean;
  origin: ProgramOrigin;
  steps: PlanStep[];
  /** Cash the member adds to what they have today, $. */
  cashNeeded: number;
  /** Loan the member gives up: more down payment on a purchase, less cash out on a refinance, $. */
  loanReduction: number;
  /** The day the last dated step is done (wait, save); null when no step has a date. */
  readyOn: string | null;
  /** The program's next FICO band would need less cash (or no higher rent). */
  ficoOption?: { fico: number; cashNeeded: number; needsRent: boolean };
  /** A higher rent (lease and appraisal) would need less cash than this plan. */
  rentOption?: { rent: number; cashNeeded: number };
}

/** Plans shown: the closest programs, at most this many. */
const PLAN_COUNT = 3;
/** Programs tried for a plan (the closest first): bounds the work with hundreds loaded. */
const PLAN_CANDIDATES = 8;
/** Steps before a plan gives up (each fixes one thing; a program has fewer fixable rules). */
const PLAN_MAX_STEPS = 12;

interface PlanState {
  borrower: Borrower;
  deal: QualifyDeal;
  today: string;
}

/** FICO cut-offs of a program above `fico`, lowest first: the bands a better score reaches. */
function ficoBandsAbove(program: LenderProgram, fico: number): number[] {
  const cuts = [
    ...program.minDscrByFico.map((b) => b.ficoAtLeast),
    ...program.maxLtv.map((b) => b.ficoAtLeast),
    ...program.minFicoByLtv.map((b) => b.minFico),
  ];
  return [...new Set(cuts.filter((c) => c > fico && c <= 850))].sort((x, y) => x - y);
}

/**
 * The next step for a program that does not take the deal, applied to the state; null when
 * nothing the member can do fixes what fails. The order is a loan officer's: the loan's
 * structure first (free), then time and credit, then a smaller loan and rent, and cash last —
 * so the reserves are counted after every other change has moved the funds to close. `order`
 * says which of two comes first where either could (plansInEveryOrder tries both).
 */
function nextStep(
  program: LenderProgram,
  state: PlanState,
  result: ProgramResult,
  { rentFirst, waitFirst }: Order,
): { step: PlanStep; state: PlanState } | null {
  const failed = new Set(failedRules(result).map((rule) => rule.rule));
  if ([...failed].some((rule) => !FIXABLE.has(rule))) return null;
  const { borrower, deal } = state;
  const c = result.changes;
  if (failed.has('entity')) {
    const entity = borrower.entity === 'llc' ? 'personal' : 'llc';
    return {
      step: { kind: 'entity', entity },
      state: { ...state, borrower: { ...borrower, entity } },
    };
  }
  if (failed.has('interest-only')) {
    const amortizing = ioYears(deal) > 0;
    return {
      step: amortizing ? { kind: 'amortizing' } : { kind: 'interest-only' },
      state: {
        ...state,
        deal: { ...deal, interestOnlyYears: amortizing ? 0 : deal.termYears },
      },
    };
  }
  const seasoning = readDeal(program, borrower, deal, state.today);
  const waitFor =
    c.seasonedOn ??
    (waitFirst && (failed.has('ltv') || failed.has('fico')) ? seasoning.seasonedOn : null);
  if (waitFor) {
    return {
      step: {
        kind: 'wait',
        date: waitFor,
        value: deal.price,
        cost: seasoning.cost ?? seasoning.basis.value,
      },
      state: { ...state, today: waitFor },
    };
  }
  if (c.ficoNeeded !== undefined) {
    return {
      step: { kind: 'fico', fico: c.ficoNeeded, from: borrower.fico, reason: 'minimum' },
      state: { ...state, borrower: { ...borrower, fico: c.ficoNeeded } },
    };
  }
  const rentStep =
    failed.has('dscr') && c.rentNeeded !== undefined
      ? {
          step: { kind: 'rent' as const, amount: c.rentNeeded },
          state: { ...state, deal: withRent(deal, c.rentNeeded) },
        }
      : null;
  if (rentFirst && rentStep) return rentStep;
  const loanStep = smallerLoan(program, state, result, failed);
  if (loanStep) return loanStep;
  if (rentStep) return rentStep;
  if (failed.has('reserves') && c.reservesNeeded !== undefined) {
    const b = result.basis;
    const cash = borrower.reserves.cash + c.reservesNeeded;
    return {
      step: {
        kind: 'reserves',
        amount: c.reservesNeeded,
        months: b.reservesRequiredMonths,
        payment: b.payment,
        fundsToClose: b.fundsToClose,
      },
      state: { ...state, borrower: { ...borrower, reserves: { ...borrower.reserves, cash } } },
    };
  }
  // Nothing direct is left (no LTV band for this FICO, say): the next FICO band that moves
  // something — a rule that passes, or a loan the bands can now reach.
  for (const fico of ficoBandsAbove(program, borrower.fico)) {
    const better = { ...borrower, fico };
    const after = checkProgram(program, better, deal, state.today);
    const progress =
      failedRules(after).length < failed.size ||
      (after.changes.downPaymentNeeded !== undefined && c.downPaymentNeeded === undefined);
    if (progress) {
      return {
        step: { kind: 'fico', fico, from: borrower.fico, reason: 'band' },
        state: { ...state, borrower: better },
      };
    }
  }
  return null;
}

/**
 * A smaller loan, when a loan-size cap fails, or the DSCR does and a loan the program still lends
 * (at least its minimum) reaches it: the largest loan meeting both.
 */
function smallerLoan(
  program: LenderProgram,
  state: PlanState,
  result: ProgramResult,
  failed: ReadonlySet<RuleId>,
): { step: PlanStep; state: PlanState } | null {
  const { deal, borrower } = state;
  const capsFail = [...failed].some((rule) => LOAN_CAPS.has(rule));
  let target = capsFail
    ? loanCap(program, deal, borrower.fico, readDeal(program, borrower, deal, state.today))
    : deal.loanAmount;
  if (failed.has('dscr')) {
    const r = readDeal(program, borrower, deal, state.today);
    const forDscr =
      r.minDscr === null
        ? Number.POSITIVE_INFINITY
        : (maxLoanForDscr(r.inputs(0), r.minDscr) ?? Number.POSITIVE_INFINITY) -
          r.basis.rehabFinanced;
    if (forDscr + r.basis.rehabFinanced >= program.minLoan) target = Math.min(target, forDscr);
  }
  if (!(target > 0) || target >= deal.loanAmount) {
    return capsFail && result.changes.downPaymentNeeded !== undefined
      ? applyLoan(state, result.changes.downPaymentNeeded)
      : null;
  }
  return applyLoan(state, ceilToCent(deal.loanAmount - target));
}

function applyLoan(state: PlanState, amount: number): { step: PlanStep; state: PlanState } {
  const loan = Math.round((state.deal.loanAmount - amount) * 100) / 100;
  const ltv = state.deal.price > 0 ? (loan / state.deal.price) * 100 : 0;
  return {
    step: { kind: 'loan', amount, loan, ltv },
    state: { ...state, deal: { ...state.deal, loanAmount: loan } },
  };
}

/**
 * The plan to qualify with one program: its steps, applied one after the other and checked again
 * after each (so the reserves count the funds to close the earlier steps moved), until the
 * program takes the deal; null when it never does (a rule no change fixes). The cash to save is
 * what the reserves steps add; with the member's monthly savings it gets a month. When a higher
 * rent (`rentOption`) or the program's next FICO band (`ficoOption`) would cost less, the plan
 * says so.
 */
export function planToQualify(
  program: LenderProgram,
  borrower: Borrower,
  deal: QualifyDeal,
  today: string,
): QualifyPlan | null {
  const [plan, ...others] = plansInEveryOrder(program, borrower, deal, today);
  return plan ? withOptions(plan, others, program, borrower, deal, today) : null;
}

/** The alternatives worth saying beside a plan: a higher rent, or the next FICO band. */
function withOptions(
  plan: QualifyPlan,
  others: readonly QualifyPlan[],
  program: LenderProgram,
  borrower: Borrower,
  deal: QualifyDeal,
  today: string,
): QualifyPlan {
  const withRent = others.find((p) => needsRent(p) && money(p) < money(plan) - 0.005);
  const rentStep = withRent?.steps.find((step) => step.kind === 'rent');
  if (withRent && rentStep?.kind === 'rent') {
    plan.rentOption = { rent: rentStep.amount, cashNeeded: withRent.cashNeeded };
  }
  const band = ficoBandsAbove(program, borrower.fico)[0];
  if (band === undefined) return plan;
  const [better] = plansInEveryOrder(program, { ...borrower, fico: band }, deal, today);
  if (better && (money(better) < money(plan) - 0.005 || (needsRent(plan) && !needsRent(better)))) {
    plan.ficoOption = { fico: band, cashNeeded: better.cashNeeded, needsRent: needsRent(better) };
  }
  return plan;
}

const needsRent = (p: QualifyPlan) => p.steps.some((step) => step.kind === 'rent');

/**
 * What a plan costs the member in money: the cash to add, plus the loan given up — more down
 * payment on a purchase, less cash out on a refinance.
 */
const money = (p: QualifyPlan) => p.cashNeeded + p.loanReduction;

/**
 * Best first: a plan that needs no higher rent (the market and the appraiser set it, not the
 * member), then the least money, then the soonest, then the fewest steps.
 */
function comparePlans(today: string) {
  return (a: QualifyPlan, b: QualifyPlan) =>
    Number(needsRent(a)) - Number(needsRent(b)) ||
    money(a) - money(b) ||
    (a.readyOn ?? today).localeCompare(b.readyOn ?? today) ||
    a.steps.length - b.steps.length;
}

/**
 * The plans of every order worth trying — a smaller loan before a higher rent or the rent first;
 * and, when seasoning caps the value today, waiting for it first — best first, one per distinct
 * list of steps.
 */
function plansInEveryOrder(
  program: LenderProgram,
  borrower: Borrower,
  deal: QualifyDeal,
  today: string,
): QualifyPlan[] {
  const seasoning = readDeal(program, borrower, deal, today).basis.valueBasis === 'cost';
  const orders = [
    { rentFirst: false, waitFirst: false },
    { rentFirst: true, waitFirst: false },
    ...(seasoning
      ? [
          { rentFirst: false, waitFirst: true },
          { rentFirst: true, waitFirst: true },
        ]
      : []),
  ];
  const seen = new Set<string>();
  return orders
    .flatMap((order) => {
      const plan = buildPlan(program, borrower, deal, today, order);
      const key = JSON.stringify(plan?.steps);
      if (!plan || seen.has(key)) return [];
      seen.add(key);
      return [plan];
    })
    .sort(comparePlans(today));
}

interface Order {
  /** The rent before a smaller loan (when the rent alone also lifts the DSCR band). */
  rentFirst: boolean;
  /** Wait for the seasoning first whenever it caps the value (not only when that alone fixes). */
  waitFirst: boolean;
}

function buildPlan(
  program: LenderProgram,
  borrower: Borrower,
  deal: QualifyDeal,
  today: string,
  order: Order,
): QualifyPlan | null {
  let state: PlanState = { borrower, deal, today };
  const steps: PlanStep[] = [];
  for (let i = 0; i <= PLAN_MAX_STEPS; i++) {
    const result = checkProgram(program, state.borrower, state.deal, state.today);
    // What the program's source does not state comes first: the member asks the lender before
    // spending on the other steps.
    if (i === 0) steps.push(...confirmSteps(result, borrower));
    if (result.eligible) return finishPlan(program, borrower, deal, state, steps, today);
    if (i === PLAN_MAX_STEPS) return null;
    const next = nextStep(program, state, result, order);
    if (!next) return null;
    // A second FICO step replaces the first: one target score, from the member's own.
    const earlier = steps.findIndex((step) => step.kind === 'fico');
    if (next.step.kind === 'fico' && earlier >= 0) {
      steps.splice(earlier, 1);
      next.step = { ...next.step, from: borrower.fico };
    }
    steps.push(next.step);
    state = next.state;
  }
  return null;
}

/** The steps that confirm with the lender what its program does not state (LLC vesting). */
function confirmSteps(result: ProgramResult, borrower: Borrower): PlanStep[] {
  return rulesToConfirm(result).flatMap((rule) =>
    rule.rule === 'entity'
      ? [{ kind: 'entity' as const, entity: borrower.entity, toConfirm: true as const }]
      : [],
  );
}

function finishPlan(
  program: LenderProgram,
  borrower: Borrower,
  deal: QualifyDeal,
  state: PlanState,
  steps: PlanStep[],
  today: string,
): QualifyPlan {
  const cash = Math.round((state.borrower.reserves.cash - borrower.reserves.cash) * 100) / 100;
  const monthly = borrower.monthlySavings ?? 0;
  const dates = steps.flatMap((s) => (s.kind === 'wait' ? [s.date] : []));
  if (cash > 0 && monthly > 0) {
    const months = Math.ceil(cash / monthly - EPSILON);
    const date = addMonths(today, months);
    steps.push({ kind: 'save', amount: cash, monthly, months, date });
    dates.push(date);
  }
  return {
    programId: program.id,
    programName: program.name,
    lender: program.lender.name,
    example: program.example,
    origin: program.origin,
    steps,
    cashNeeded: cash,
    loanReduction: Math.round((deal.loanAmount - state.deal.loanAmount) * 100) / 100,
    readyOn: dates.length > 0 ? dates.sort().at(-1)! : null,
  };
}

/**
 * Plans for the closest programs that do not take the deal: the least money, then the soonest.
 * Only the closest candidates are tried, and only the plans kept get their alternatives: the work
 * stays bounded with hundreds of programs loaded.
 */
export function qualifyPlans(
  results: readonly ProgramResult[],
  programs: readonly LenderProgram[],
  borrower: Borrower,
  deal: QualifyDeal,
  today: string,
): QualifyPlan[] {
  const byId = new Map(programs.map((p) => [p.id, p]));
  const candidates = results
    .filter((r) => !r.eligible && failedRules(r).every((rule) => FIXABLE.has(rule.rule)))
    .slice(0, PLAN_CANDIDATES)
    .flatMap((r) => {
      const program = byId.get(r.id)!;
      const [plan, ...others] = plansInEveryOrder(program, borrower, deal, today);
      return plan ? [{ plan, others, program }] : [];
    });
  return candidates
    .sort((a, b) => comparePlans(today)(a.plan, b.plan))
    .slice(0, PLAN_COUNT)
    .map(({ plan, others, program }) => withOptions(plan, others, program, borrower, deal, today));
}
