import {
  programStates,
  type BorrowerEntity,
  type BorrowerType,
  type LoanPurpose,
  type QualifyPropertyType,
} from '../lenders/catalog.ts';
import type { LenderProgram } from '../lenders/program.ts';
import { monthlyPayment } from './amortization.ts';

/**
 * The qualification engine (¿Califico?): a borrower and a deal checked against each lender
 * program's grid, rule by rule, with what to change for each rule that fails. Pure: no I/O, no
 * clock. Money in US dollars, rates in % a year, LTV in %, DSCR as a ratio, reserves in months.
 *
 * Metrics (one per deal; the reserves figure with the default weights):
 *   payment        = amortised principal and interest, $/month (monthlyPayment in amortization.ts)
 *   pitia          = payment + taxesYearly/12 + insuranceYearly/12 + hoaMonthly, $/month
 *   dscr           = monthlyRent / pitia (the lender's DSCR: gross rent, no vacancy)
 *   ltv            = loanAmount / price × 100, % (price = purchase price, or the value on a refi)
 *   reservesMonths = (cash + 0.6 × retirement + 0.7 × brokerage) / pitia, months of PITIA
 *                    (a program may set its own weights for retirement and brokerage).
 *
 * Boundaries pass: exactly at the minimum DSCR, exactly at the maximum LTV, exactly at the
 * required reserves, exactly at the minimum FICO. Comparisons allow a relative 1e-9 so a value
 * equal on paper is not failed by binary rounding (1.25 × 800 / 800 is not always 1.25).
 */

export interface BorrowerReserves {
  /** Checking, savings, money market: counted in full, $. */
  cash: number;
  /** 401(k), IRA: counted at 60 % unless the program says otherwise, $. */
  retirement: number;
  /** Stocks, funds: counted at 70 % unless the program says otherwise, $. */
  brokerage: number;
}

export interface Borrower {
  /** Middle score of the three bureaus. */
  fico: number;
  borrowerType: BorrowerType;
  /** Investment properties owned today (experience). */
  propertiesOwned: number;
  /** Who takes the loan: an LLC or the person. */
  entity: BorrowerEntity;
  reserves: BorrowerReserves;
}

/** A deal as the engine reads it. Taxes and insurance are YEARLY; HOA is MONTHLY. */
export interface QualifyDeal {
  purpose: LoanPurpose;
  /** Purchase price, or the property's value for a refinance, $. */
  price: number;
  /** Loan principal, $. */
  loanAmount: number;
  /** Annual interest rate, %. */
  interestRate: number;
  /** Amortisation term, years. */
  termYears: number;
  /** Gross scheduled rent, $/month. */
  monthlyRent: number;
  /** Property taxes, $/year. */
  taxesYearly: number;
  /** Hazard insurance, $/year. */
  insuranceYearly: number;
  /** Association dues, $/month. */
  hoaMonthly: number;
  propertyType: QualifyPropertyType;
  units: number;
  /** USPS state code of the property. */
  state: string;
}

export interface DealMetrics {
  /** Principal and interest, $/month. */
  payment: number;
  /** payment + taxes/12 + insurance/12 + HOA, $/month. */
  pitia: number;
  /** monthlyRent / pitia. */
  dscr: number;
  /** loanAmount / price × 100, %. */
  ltv: number;
  /** Reserves counted with the default weights / pitia, months. */
  reservesMonths: number;
}

export const DEFAULT_RESERVE_WEIGHTS = { retirement: 0.6, brokerage: 0.7 } as const;

export type RuleId =
  | 'purpose'
  | 'state'
  | 'borrower-type'
  | 'entity'
  | 'property-type'
  | 'units'
  | 'experience'
  | 'loan-min'
  | 'loan-max'
  | 'fico'
  | 'ltv'
  | 'dscr'
  | 'reserves';

export interface RuleResult {
  rule: RuleId;
  pass: boolean;
  /** The deal's or borrower's figure (LTV %, DSCR, months, $, FICO) or value (a code). */
  actual: number | string;
  /** The program's limit: a number, a range "1–4", or the accepted codes. */
  required: number | string | readonly string[];
}

/**
 * What to change so a failed rule passes. Each is present only when its rule fails, and applying
 * it alone makes THAT rule pass (other figures move too: a smaller loan lowers the PITIA, which
 * raises the DSCR and the reserves months; the engine does not chain them).
 */
export interface Changes {
  /** Rent for the minimum DSCR: minDscr × pitia, rounded up to the cent, $/month. */
  rentNeeded?: number;
  /**
   * Loan reduction (more down payment, or less cash out) for the maximum LTV:
   * loanAmount − maxLtv/100 × price, rounded up to the cent, $.
   */
  downPaymentNeeded?: number;
  /** Cash to add for the required reserves: months × pitia − counted reserves, up to the cent. */
  reservesNeeded?: number;
}

export interface ProgramResult {
  id: string;
  name: string;
  /** The lender's name. */
  lender: string;
  example: boolean;
  type: LenderProgram['type'];
  eligible: boolean;
  rules: RuleResult[];
  changes: Changes;
}

export interface Qualification {
  metrics: DealMetrics;
  /** Best first: eligible, then fewer failed rules, fewer rules no money fixes, less cash. */
  programs: ProgramResult[];
}

const EPSILON = 1e-9;

/** a ≥ b, allowing binary rounding (relative 1e-9). */
function atLeast(a: number, b: number): boolean {
  return a >= b - EPSILON * Math.max(1, Math.abs(b));
}

/** a ≤ b, allowing binary rounding (relative 1e-9). */
function atMost(a: number, b: number): boolean {
  return a <= b + EPSILON * Math.max(1, Math.abs(b));
}

/** Round a dollar amount up to the cent (noise below a millionth of a cent ignored). */
export function ceilToCent(dollars: number): number {
  return Math.ceil(Number((dollars * 100).toFixed(6))) / 100;
}

/** PITIA, DSCR and LTV of a deal. Reserves months with the default weights. */
export function dealMetrics(borrower: Borrower, deal: QualifyDeal): DealMetrics {
  const payment = monthlyPayment(deal.loanAmount, deal.interestRate, deal.termYears);
  const pitia = payment + deal.taxesYearly / 12 + deal.insuranceYearly / 12 + deal.hoaMonthly;
  return {
    payment,
    pitia,
    dscr: pitia > 0 ? deal.monthlyRent / pitia : 0,
    ltv: deal.price > 0 ? (deal.loanAmount / deal.price) * 100 : 0,
    reservesMonths: pitia > 0 ? countedReserves(borrower.reserves) / pitia : 0,
  };
}

/** Reserves a lender counts, $: cash + w_r × retirement + w_b × brokerage. */
export function countedReserves(
  reserves: BorrowerReserves,
  weights: { retirement: number; brokerage: number } = DEFAULT_RESERVE_WEIGHTS,
): number {
  return (
    reserves.cash +
    weights.retirement * reserves.retirement +
    weights.brokerage * reserves.brokerage
  );
}

/** Minimum FICO for an LTV: the first band whose `ltvUpTo` covers it (the last band above all). */
function minFicoFor(program: LenderProgram, ltv: number): number {
  const band = program.minFicoByLtv.find((b) => atMost(ltv, b.ltvUpTo));
  return (band ?? program.minFicoByLtv.at(-1)!).minFico;
}

/**
 * Maximum LTV for a purpose at a DSCR: the band with the highest `dscrAtLeast` the DSCR reaches;
 * null when the program has no band for the purpose.
 */
function maxLtvFor(program: LenderProgram, purpose: LoanPurpose, dscr: number): number | null {
  const bands = program.maxLtv
    .filter((b) => b.purpose === purpose && atLeast(dscr, b.dscrAtLeast))
    .sort((a, b) => b.dscrAtLeast - a.dscrAtLeast);
  return bands[0]?.maxLtv ?? null;
}

/** Months of PITIA required, by the deal's LTV (%) or loan amount ($). */
function reserveMonthsFor(program: LenderProgram, ltv: number, loanAmount: number): number {
  const value = program.reserves.by === 'ltv' ? ltv : loanAmount;
  const band = program.reserves.bands.find((b) => b.upTo === null || atMost(value, b.upTo));
  return (band ?? program.reserves.bands.at(-1)!).months;
}

/**
 * One program's verdict: each rule in the order the results table lists them, with the change that
 * would fix it where money or rent can. Kept whole (~100 lines): read top to bottom it is the
 * program's checklist, one rule or two lines each.
 */
export function checkProgram(
  program: LenderProgram,
  borrower: Borrower,
  deal: QualifyDeal,
  metrics: DealMetrics = dealMetrics(borrower, deal),
): ProgramResult {
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
  add(
    'entity',
    borrower.entity === 'personal' || program.llcAllowed,
    borrower.entity,
    program.llcAllowed ? ['llc', 'personal'] : ['personal'],
  );
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
  if (program.minPropertiesOwned > 0) {
    add(
      'experience',
      borrower.propertiesOwned >= program.minPropertiesOwned,
      borrower.propertiesOwned,
      program.minPropertiesOwned,
    );
  }
  add('loan-min', atLeast(deal.loanAmount, program.minLoan), deal.loanAmount, program.minLoan);
  add('loan-max', atMost(deal.loanAmount, program.maxLoan), deal.loanAmount, program.maxLoan);

  // FICO: the minimum for the band the deal's LTV falls in.
  const minFico = minFicoFor(program, metrics.ltv);
  add('fico', borrower.fico >= minFico, borrower.fico, minFico);

  // LTV: the maximum for the purpose at the deal's DSCR band.
  const maxLtv = maxLtvFor(program, deal.purpose, metrics.dscr);
  if (maxLtv !== null) {
    const pass = atMost(metrics.ltv, maxLtv);
    add('ltv', pass, metrics.ltv, maxLtv);
    // Loan that meets the maximum: maxLtv/100 × price; the reduction is the rest. A smaller loan
    // only raises the DSCR, and a higher DSCR never lowers the maximum (program.ts checks the
    // grid), so the band cannot move against the member.
    if (!pass)
      changes.downPaymentNeeded = ceilToCent(deal.loanAmount - (maxLtv / 100) * deal.price);
  }

  // DSCR: a no-ratio program (minDscr null) has no such rule.
  if (program.minDscr !== null) {
    const pass = atLeast(metrics.dscr, program.minDscr);
    add('dscr', pass, metrics.dscr, program.minDscr);
    if (!pass) changes.rentNeeded = ceilToCent(program.minDscr * metrics.pitia);
  }

  // Reserves: months of PITIA, counted with the program's weights; compared in dollars.
  const months = reserveMonthsFor(program, metrics.ltv, deal.loanAmount);
  const counted = countedReserves(
    borrower.reserves,
    program.reserveWeights ?? DEFAULT_RESERVE_WEIGHTS,
  );
  const requiredDollars = months * metrics.pitia;
  const reservesPass = atLeast(counted, requiredDollars);
  add('reserves', reservesPass, metrics.pitia > 0 ? counted / metrics.pitia : 0, months);
  if (!reservesPass) changes.reservesNeeded = ceilToCent(requiredDollars - counted);

  return {
    id: program.id,
    name: program.name,
    lender: program.lender.name,
    example: program.example,
    type: program.type,
    eligible: rules.every((r) => r.pass),
    rules,
    changes,
  };
}

/** Rules money or rent can fix; any other failure (state, borrower type…) needs another program. */
const FIXABLE: ReadonlySet<RuleId> = new Set(['ltv', 'dscr', 'reserves', 'fico']);

/** Cash a member would put in for a program's changes, $ (rent is not cash: not counted). */
function cashNeeded(result: ProgramResult): number {
  return (result.changes.downPaymentNeeded ?? 0) + (result.changes.reservesNeeded ?? 0);
}

/** Order: eligible first, then fewer failed rules, fewer unfixable ones, less cash, by name. */
function compareResults(a: ProgramResult, b: ProgramResult): number {
  const failed = (r: ProgramResult) => r.rules.filter((rule) => !rule.pass);
  const unfixable = (r: ProgramResult) =>
    failed(r).filter((rule) => !FIXABLE.has(rule.rule)).length;
  return (
    Number(b.eligible) - Number(a.eligible) ||
    failed(a).length - failed(b).length ||
    unfixable(a) - unfixable(b) ||
    cashNeeded(a) - cashNeeded(b) ||
    a.name.localeCompare(b.name, 'es')
  );
}

/** Check a borrower and a deal against every program; best programs first. */
export function qualify(
  borrower: Borrower,
  deal: QualifyDeal,
  programs: readonly LenderProgram[],
): Qualification {
  const metrics = dealMetrics(borrower, deal);
  return {
    metrics,
    programs: programs.map((p) => checkProgram(p, borrower, deal, metrics)).sort(compareResults),
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
  };
}
