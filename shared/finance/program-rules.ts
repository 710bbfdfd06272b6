import { programStates, type ProgramOrigin } from '../lenders/catalog.ts';
import { compareSpanish } from '../format.ts';
import type { LenderProgram } from '../lenders/program.ts';
import {
  atLeast,
  atMost,
  ceilToCent,
  ioYears,
  loanCap,
  maxLtvFor,
  minFicoFor,
  readDeal,
  type Borrower,
  type ProgramBasis,
  type QualifyDeal,
} from './lender-reading.ts';

/**
 * A program's rules, one by one, on the program's own reading of the deal (lender-reading.ts),
 * with what to change for each rule that fails (qualification.ts has the whole engine).
 */

export type RuleId =
  | 'purpose'
  | 'state'
  | 'borrower-type'
  | 'entity'
  | 'property-type'
  | 'units'
  | 'short-term'
  | 'value-min'
  | 'experience'
  | 'loan-min'
  | 'loan-max'
  | 'term'
  | 'interest-only'
  | 'fico'
  | 'ltv'
  | 'ltc'
  | 'arv-ltv'
  | 'cash-out'
  | 'dscr'
  | 'reserves';

export interface RuleResult {
  rule: RuleId;
  pass: boolean;
  /**
   * The program's source does not state this rule for the deal (a guide silent on LLC vesting):
   * it does not refuse the deal, so it passes, and the member confirms it with the lender before
   * counting on it. Absent when the source states the rule.
   */
  toConfirm?: true;
  /** The deal's or borrower's figure (LTV %, DSCR, months, $, FICO, years) or value (a code). */
  actual: number | string;
  /** The program's limit: a number, a range "1–4", or the accepted codes. */
  required: number | string | readonly string[];
}

/**
 * What to change so a failed rule passes. Each is present only when its rule fails, and applying
 * it alone makes THAT rule pass (other figures move too: a smaller loan lowers the payment but
 * raises the funds to close; the engine does not chain them here — the plan to qualify does).
 */
export interface Changes {
  /**
   * For the minimum DSCR: the rent every rent figure the program reads must reach (the lease and,
   * when given, the appraiser's market rent), $/month — minDscr × payment, divided by the
   * program's factor for a vacant unit or a short-term projection, up to the cent.
   */
  rentNeeded?: number;
  /**
   * Loan reduction (more down payment, or less cash out) for every loan-size cap that fails —
   * maximum LTV, loan-to-cost, ARV LTV, cash-out cap, maximum loan — up to the cent, $.
   */
  downPaymentNeeded?: number;
  /** Cash to add for the required reserves, after funds to close, up to the cent, $. */
  reservesNeeded?: number;
  /** The FICO the program asks at the deal's LTV. */
  ficoNeeded?: number;
  /**
   * The day the seasoning rule stops applying (YYYY-MM-DD), when waiting until then alone makes
   * the LTV rule pass (the appraisal counts instead of the cost).
   */
  seasonedOn?: string;
}

export interface ProgramResult {
  id: string;
  name: string;
  /** The lender's name. */
  lender: string;
  example: boolean;
  origin: ProgramOrigin;
  type: LenderProgram['type'];
  eligible: boolean;
  rules: RuleResult[];
  changes: Changes;
  basis: ProgramBasis;
}

/** Rules a smaller loan fixes. */
export const LOAN_CAPS: ReadonlySet<RuleId> = new Set([
  'ltv',
  'ltc',
  'arv-ltv',
  'cash-out',
  'loan-max',
]);

/**
 * One program's verdict: each rule in the order the results table lists them, with the change
 * that would fix it where money, rent, time or credit can. Kept whole (~150 lines): read top to
 * bottom it is the program's checklist, one rule or two lines each.
 */
export function checkProgram(
  program: LenderProgram,
  borrower: Borrower,
  deal: QualifyDeal,
  today: string,
): ProgramResult {
  const r = readDeal(program, borrower, deal, today);
  const b = r.basis;
  const rules: RuleResult[] = [];
  const changes: Changes = {};
  const add = (
    rule: RuleId,
    pass: boolean,
    actual: RuleResult['actual'],
    required: RuleResult['required'],
  ) => rules.push({ rule, pass, actual, required });

  add('purpose', program.purposes.includes(deal.purpose), deal.purpose, program.purposes);
  const states = programStates(program);
  add(
    'state',
    states.includes(deal.state as never),
    deal.state,
    program.lender.states === 'ALL' ? 'ALL' : states,
  );
  add(
    'borrower-type',
    program.borrowerTypes.includes(borrower.borrowerType),
    borrower.borrowerType,
    program.borrowerTypes,
  );
  // Vesting as the program's source states it (`llcAllowed`). A source that does not say
  // (`llcAllowed: null`, docs/lender-library.md) refuses no LLC borrower — that would be a rule the
  // lender never published — and the member confirms it with the lender.
  if (program.llcAllowed === null && borrower.entity === 'llc') {
    rules.push({
      rule: 'entity',
      pass: true,
      toConfirm: true,
      actual: 'llc',
      required: 'not-stated',
    });
  } else {
    const entities = program.entityOnly
      ? ['llc']
      : program.llcAllowed
        ? ['llc', 'personal']
        : ['personal'];
    add('entity', entities.includes(borrower.entity), borrower.entity, entities);
  }
  add(
    'property-type',
    program.propertyTypes.includes(deal.propertyType),
    deal.propertyType,
    program.propertyTypes,
  );
  add(
    'units',
    deal.units >= program.units.min && deal.units <= program.units.max,
    deal.units,
    `${program.units.min}–${program.units.max}`,
  );
  if ((deal.occupancy ?? 'leased') === 'short-term') {
    const accepted = r.rent !== null;
    add(
      'short-term',
      accepted,
      'short-term',
      accepted ? ['leased', 'vacant', 'short-term'] : ['leased', 'vacant'],
    );
  }
  if (program.minPropertyValue !== undefined) {
    add(
      'value-min',
      atLeast(deal.price, program.minPropertyValue),
      deal.price,
      program.minPropertyValue,
    );
  }
  if (program.minPropertiesOwned > 0) {
    add(
      'experience',
      borrower.propertiesOwned >= program.minPropertiesOwned,
      borrower.propertiesOwned,
      program.minPropertiesOwned,
    );
  }
  add('loan-min', atLeast(r.totalLoan, program.minLoan), r.totalLoan, program.minLoan);
  add('loan-max', atMost(r.totalLoan, program.maxLoan), r.totalLoan, program.maxLoan);
  if (program.maxTermYears !== undefined) {
    add('term', deal.termYears <= program.maxTermYears, deal.termYears, program.maxTermYears);
  }
  const io = program.interestOnly;
  if (r.io && !io?.allowed) add('interest-only', false, ioYears(deal), 'not-offered');
  if (!r.io && io?.allowed && io.required) add('interest-only', false, 0, 'required');

  // FICO: the minimum for the band the deal's LTV falls in.
  const minFico = minFicoFor(program, b.ltv);
  add('fico', borrower.fico >= minFico, borrower.fico, minFico);
  if (borrower.fico < minFico) changes.ficoNeeded = minFico;

  // LTV: the highest maximum among the bands that hold, on the program's value.
  const maxLtv = maxLtvFor(program, deal, borrower.fico, r);
  if (maxLtv !== null) add('ltv', atMost(b.ltv, maxLtv), b.ltv, maxLtv);
  if (program.maxLtc !== undefined) {
    const cost = deal.price + (deal.rehabCost ?? 0);
    const ltc = cost > 0 ? (r.totalLoan / cost) * 100 : 0;
    add('ltc', atMost(ltc, program.maxLtc), ltc, program.maxLtc);
  }
  if (program.maxArvLtv !== undefined) {
    const arv = deal.arv ?? deal.price; // no ARV given: the repairs add no value
    const arvLtv = arv > 0 ? (r.totalLoan / arv) * 100 : 0;
    add('arv-ltv', atMost(arvLtv, program.maxArvLtv), arvLtv, program.maxArvLtv);
  }
  if (program.cashOutMax !== undefined && deal.purpose === 'cash-out') {
    add('cash-out', atMost(b.cashOut, program.cashOutMax), b.cashOut, program.cashOutMax);
  }
  if (rules.some((rule) => !rule.pass && LOAN_CAPS.has(rule.rule))) {
    // A smaller loan only raises the DSCR and lowers every ratio, and a band never allows less
    // for a better deal (program.ts), so the reduction holds whichever band ends up applying.
    const cap = loanCap(program, deal, borrower.fico, r);
    if (cap > 0 && cap < deal.loanAmount) {
      changes.downPaymentNeeded = ceilToCent(deal.loanAmount - cap);
    }
  }

  // DSCR: a no-ratio program (no minimum for this FICO) has no such rule.
  if (r.minDscr !== null) {
    // No payment at all (interest-only at 0 %, no escrows): nothing for the rent to cover.
    const pass = b.payment <= 0 || atLeast(b.dscr, r.minDscr);
    add('dscr', pass, b.dscr, r.minDscr);
    if (!pass && r.rent !== null && r.rent.factor > 0) {
      changes.rentNeeded = ceilToCent((r.minDscr * b.payment) / r.rent.factor);
    }
  }

  // Reserves: months of the qualifying payment left after funds to close, compared in dollars.
  const requiredDollars = b.reservesRequiredMonths * b.payment;
  const available = b.countedAssets - b.fundsToClose + b.cashOutCounted;
  const reservesPass = atLeast(available, requiredDollars);
  add('reserves', reservesPass, b.reservesMonths, b.reservesRequiredMonths);
  if (!reservesPass) changes.reservesNeeded = ceilToCent(requiredDollars - available);

  // Seasoning: when the cost caps the value and the LTV fails, does waiting alone fix it?
  const ltvRule = rules.find((rule) => rule.rule === 'ltv');
  if (r.seasonedOn && ltvRule && !ltvRule.pass) {
    const later = checkProgram(program, borrower, deal, r.seasonedOn);
    if (later.rules.find((rule) => rule.rule === 'ltv')?.pass) changes.seasonedOn = r.seasonedOn;
  }

  return {
    id: program.id,
    name: program.name,
    lender: program.lender.name,
    example: program.example,
    origin: program.origin,
    type: program.type,
    eligible: rules.every((rule) => rule.pass),
    rules,
    changes,
    basis: b,
  };
}

/** Rules money, rent, credit, time or the loan's structure can fix. */
export const FIXABLE: ReadonlySet<RuleId> = new Set([
  'ltv',
  'ltc',
  'arv-ltv',
  'cash-out',
  'loan-max',
  'dscr',
  'reserves',
  'fico',
  'entity',
  'interest-only',
]);

/** Cash a member would put in for a program's changes, $ (rent is not cash: not counted). */
function cashNeeded(result: ProgramResult): number {
  return (result.changes.downPaymentNeeded ?? 0) + (result.changes.reservesNeeded ?? 0);
}

export const failedRules = (r: ProgramResult) => r.rules.filter((rule) => !rule.pass);

/** Rules the program's source does not state for the deal: the member confirms them. */
export const rulesToConfirm = (r: ProgramResult) => r.rules.filter((rule) => rule.toConfirm);

/**
 * Best first: eligible, then fewer failed rules, fewer unfixable ones, fewer to confirm with the
 * lender, less cash, by name. Each
 * result's key is computed once, not per comparison (hundreds of programs sort in well under a
 * millisecond).
 */
export function sortResults(results: readonly ProgramResult[]): ProgramResult[] {
  const keyed = results.map((result) => {
    const failed = failedRules(result);
    return {
      result,
      failed: failed.length,
      unfixable: failed.filter((rule) => !FIXABLE.has(rule.rule)).length,
      toConfirm: rulesToConfirm(result).length,
      cash: cashNeeded(result),
    };
  });
  keyed.sort(
    (a, b) =>
      Number(b.result.eligible) - Number(a.result.eligible) ||
      a.failed - b.failed ||
      a.unfixable - b.unfixable ||
      a.toConfirm - b.toConfirm ||
      a.cash - b.cash ||
      compareSpanish(a.result.name, b.result.name),
  );
  return keyed.map((k) => k.result);
}
