import type {
  BorrowerEntity,
  BorrowerType,
  LoanPurpose,
  Occupancy,
  QualifyPropertyType,
} from '../lenders/catalog.ts';
import type { LenderProgram } from '../lenders/program.ts';
import {
  DEFAULT_INTEREST_ONLY_BASIS,
  DEFAULT_RENT_RULE,
  DEFAULT_RESERVE_WEIGHTS,
} from '../lenders/rules.ts';
import { maxLoanForDscr, pitia, type LenderDscrInputs } from './lender-dscr.ts';

/**
 * How a lender reads a deal (the qualification engine's figures, qualification.ts): the funds to
 * close, cash out, the rent that counts, the qualifying payment (PITIA, or ITIA on interest-only
 * terms, from lender-dscr.ts: the one definition of the lender's DSCR), the value the LTV is on,
 * the assets counted and the reserves left after closing — once on the engine's defaults for the
 * deal's `metrics`, and once per program on that program's own rules (`readDeal`). Pure.
 */

interface BorrowerReserves {
  /** Checking, savings, money market: counted in full, $. */
  cash: number;
  /** 401(k), IRA: counted at the program's weight (default 50 %), $. */
  retirement: number;
  /** Stocks, funds: counted at the program's weight (default 50 %), $. */
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
  /** Everything the borrower has; funds to close come out of it before reserves are counted. */
  reserves: BorrowerReserves;
  /**
   * Other properties with a mortgage (reserves per financed property); default `propertiesOwned`
   * (each counted as financed unless the member says otherwise).
   */
  financedProperties?: number;
  /** What the member can save a month, $: the plan's dates. None: the plan gives no dates. */
  monthlySavings?: number;
}

/**
 * A deal as the engine reads it. Taxes and insurance are YEARLY; HOA and rents MONTHLY. Every
 * field after `state` is optional (absent: 0, leased, no history, not given).
 */
export interface QualifyDeal {
  purpose: LoanPurpose;
  /** Purchase price, or the property's appraised value for a refinance, $. */
  price: number;
  /** Loan principal, $ (for hard money: the purchase loan; the rehab a program finances adds). */
  loanAmount: number;
  /** Annual interest rate, %. */
  interestRate: number;
  /** Loan term, years. */
  termYears: number;
  /** The lease's rent, or for a short-term rental its monthly income (history or projection). */
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
  /** Closing costs other than points, $. */
  closingCosts?: number;
  /** Interest-only years at the start of the term (0..termYears). */
  interestOnlyYears?: number;
  /** The appraiser's opinion of market rent (form 1007/1025), $/month. */
  marketRent?: number;
  occupancy?: Occupancy;
  /** Short-term rental: months of history behind `monthlyRent`; 0 = a projection. */
  strHistoryMonths?: number;
  /** Refinance: when the property was acquired (YYYY-MM-DD). */
  acquisitionDate?: string;
  /** Refinance: what it was bought for, $. */
  acquisitionPrice?: number;
  /** Refinance: documented improvements since, $. */
  improvements?: number;
  /** Refinance: liens paid off by the new loan, $. */
  payoff?: number;
  /** Rehab budget, $. */
  rehabCost?: number;
  /** After-repair value, $. */
  arv?: number;
  /** Lender points, % of the loan. */
  points?: number;
  /** Months of rehab before the property rents or sells. */
  rehabMonths?: number;
  /** Utilities and other carrying costs during the rehab, $/month. */
  holdingCostsMonthly?: number;
}

type QualifyingBasis = 'PITIA' | 'ITIA';

export interface DealMetrics {
  /** Principal and interest of the qualifying payment (interest only when ITIA), $/month. */
  payment: number;
  /** Fully amortising PITIA (after any interest-only years), $/month. */
  pitia: number;
  /** qualifyingRent ÷ qualifyingPayment. */
  dscr: number;
  /** loanAmount ÷ price × 100, %. */
  ltv: number;
  /** (countedAssets − fundsToClose) ÷ qualifyingPayment, months (negative: short to close). */
  reservesMonths: number;
  /** Cash the borrower brings to closing, $. */
  fundsToClose: number;
  /** Cash a refinance hands the borrower, $. */
  cashOut: number;
  /** Rent the DSCR counts, $/month. */
  qualifyingRent: number;
  /** Payment the DSCR and reserves are measured on, $/month. */
  qualifyingPayment: number;
  qualifyingBasis: QualifyingBasis;
  /** Assets counted with the default weights, before funds to close, $. */
  countedAssets: number;
  /** Rehab months × (qualifying payment + holding costs), $: what the project eats to carry. */
  carryingCosts: number;
}

/** Which rent a program counted. */
export type RentSource =
  'lease' | 'market' | 'lesser' | 'vacant' | 'str-history' | 'str-projection' | 'not-counted';

/** A program's own reading of the deal: the basis every one of its rules is measured on. */
export interface ProgramBasis {
  /** The value the LTV is on, $. */
  value: number;
  /** 'price' (purchase), 'appraisal' (refinance), 'cost' (seasoning: price + improvements). */
  valueBasis: 'price' | 'appraisal' | 'cost';
  rent: number;
  rentSource: RentSource;
  payment: number;
  paymentBasis: QualifyingBasis;
  dscr: number;
  ltv: number;
  /** Rehab the program finances (hard money), $; the loan it lends is loanAmount + this. */
  rehabFinanced: number;
  fundsToClose: number;
  cashOut: number;
  /** Assets counted with the program's weights, before funds to close, $. */
  countedAssets: number;
  /** Cash-out counted toward reserves (only where the program says so), $. */
  cashOutCounted: number;
  /** (countedAssets − fundsToClose + cashOutCounted) ÷ payment. */
  reservesMonths: number;
  reservesRequiredMonths: number;
}

/** Relative tolerance of the comparisons (binary rounding). */
export const EPSILON = 1e-9;

/** a ≥ b, allowing binary rounding (relative 1e-9). */
export function atLeast(a: number, b: number): boolean {
  return a >= b - EPSILON * Math.max(1, Math.abs(b));
}

/** a ≤ b, allowing binary rounding (relative 1e-9). */
export function atMost(a: number, b: number): boolean {
  return a <= b + EPSILON * Math.max(1, Math.abs(b));
}

/** Round a dollar amount up to the cent (noise below a millionth of a cent ignored). */
export function ceilToCent(dollars: number): number {
  return Math.ceil(Number((dollars * 100).toFixed(6))) / 100;
}

/* ── Dates (YYYY-MM-DD, compared as text) ──────────────────────────────────── */

/** The same day `months` later, or the month's last day when it has fewer (Aug 31 + 6 → Feb 28). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(Math.min(d, last))}`;
}

/* ── The loan's payment, rent and closing figures ──────────────────────────── */

export const ioYears = (deal: QualifyDeal) => Math.max(0, deal.interestOnlyYears ?? 0);

/**
 * The basis a deal qualifies on: PITIA without interest-only years; ITIA when the loan is
 * interest-only for its whole term (there is no amortising payment); otherwise the program's.
 */
function paymentBasis(deal: QualifyDeal, programBasis: QualifyingBasis): QualifyingBasis {
  if (ioYears(deal) <= 0) return 'PITIA';
  if (deal.termYears - ioYears(deal) <= 0) return 'ITIA';
  return programBasis;
}

/**
 * The inputs of the lender's DSCR (lender-dscr.ts) for a loan of `loan` on this deal: the
 * amortising payment runs over the years left after the interest-only ones.
 */
function dscrInputs(
  deal: QualifyDeal,
  loan: number,
  basis: QualifyingBasis,
  rent: number,
): LenderDscrInputs {
  return {
    monthlyRent: rent,
    loanAmount: loan,
    interestRate: deal.interestRate,
    loanTerm: Math.max(1, deal.termYears - ioYears(deal)),
    propertyTaxes: deal.taxesYearly / 12,
    insurance: deal.insuranceYearly / 12,
    hoa: deal.hoaMonthly,
    interestOnly: basis === 'ITIA',
  };
}

type RentRule = {
  rule: 'lease' | 'market' | 'lesser';
  vacantFactor: number;
  shortTerm: { minHistoryMonths: number; projectionFactor: number } | null;
};

/** The deal-level reading: the lesser of both rents, a vacant unit's market rent in full. */
const DEAL_RENT_RULE: RentRule = {
  rule: 'lesser',
  vacantFactor: 1,
  shortTerm: { minHistoryMonths: 0, projectionFactor: 1 },
};

function programRentRule(program: LenderProgram): RentRule {
  const stated = program.rent;
  return {
    rule: stated?.rule ?? DEFAULT_RENT_RULE.rule,
    vacantFactor: stated?.vacantFactor ?? DEFAULT_RENT_RULE.vacantFactor,
    shortTerm: stated?.shortTerm !== undefined ? stated.shortTerm : DEFAULT_RENT_RULE.shortTerm,
  };
}

/**
 * The rent a rule counts, where it comes from, and the factor between the figure the member
 * enters and the rent counted (a vacant unit's or a projection's haircut); null when the rule
 * does not count short-term rental income at all.
 */
function countedRent(
  deal: QualifyDeal,
  rule: RentRule,
): { rent: number; source: RentSource; factor: number } | null {
  const occupancy = deal.occupancy ?? 'leased';
  const market = deal.marketRent;
  if (occupancy === 'short-term') {
    if (rule.shortTerm === null) return null;
    const history = deal.strHistoryMonths ?? 0;
    return history > 0 && history >= rule.shortTerm.minHistoryMonths
      ? { rent: deal.monthlyRent, source: 'str-history', factor: 1 }
      : {
          rent: deal.monthlyRent * rule.shortTerm.projectionFactor,
          source: 'str-projection',
          factor: rule.shortTerm.projectionFactor,
        };
  }
  if (occupancy === 'vacant') {
    const factor = rule.vacantFactor;
    return { rent: (market ?? deal.monthlyRent) * factor, source: 'vacant', factor };
  }
  if (market === undefined || rule.rule === 'lease') {
    return { rent: deal.monthlyRent, source: 'lease', factor: 1 };
  }
  if (rule.rule === 'market') return { rent: market, source: 'market', factor: 1 };
  return { rent: Math.min(deal.monthlyRent, market), source: 'lesser', factor: 1 };
}

/** Cash to close and cash out, for a loan of `totalLoan` of which `rehabFinanced` is rehab. */
function closingFigures(deal: QualifyDeal, totalLoan: number, rehabFinanced: number) {
  const points = ((deal.points ?? 0) / 100) * totalLoan;
  const closing = deal.closingCosts ?? 0;
  if (deal.purpose === 'purchase') {
    const rehabNotFinanced = Math.max(0, (deal.rehabCost ?? 0) - rehabFinanced);
    const fundsToClose = deal.price - deal.loanAmount + closing + points + rehabNotFinanced;
    return { fundsToClose: Math.max(0, fundsToClose), cashOut: 0 };
  }
  const net = totalLoan - (deal.payoff ?? 0) - closing - points;
  return { fundsToClose: Math.max(0, -net), cashOut: Math.max(0, net) };
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

/** The deal's figures on the engine's defaults (see the header). */
export function dealMetrics(borrower: Borrower, deal: QualifyDeal): DealMetrics {
  const basis: QualifyingBasis = ioYears(deal) > 0 ? 'ITIA' : 'PITIA';
  const rent = countedRent(deal, DEAL_RENT_RULE)!;
  const qualifying = pitia(dscrInputs(deal, deal.loanAmount, basis, rent.rent));
  const amortising = pitia(
    dscrInputs(deal, deal.loanAmount, paymentBasis(deal, 'PITIA'), rent.rent),
  );
  const { fundsToClose, cashOut } = closingFigures(deal, deal.loanAmount, 0);
  const countedAssets = countedReserves(borrower.reserves);
  const payment = qualifying.total;
  return {
    payment: qualifying.principal + qualifying.interest,
    pitia: amortising.total,
    dscr: payment > 0 ? rent.rent / payment : 0,
    ltv: deal.price > 0 ? (deal.loanAmount / deal.price) * 100 : 0,
    reservesMonths: payment > 0 ? (countedAssets - fundsToClose) / payment : 0,
    fundsToClose,
    cashOut,
    qualifyingRent: rent.rent,
    qualifyingPayment: payment,
    qualifyingBasis: basis,
    countedAssets,
    carryingCosts: (deal.rehabMonths ?? 0) * (payment + (deal.holdingCostsMonthly ?? 0)),
  };
}

/* ── A program's reading of the deal ───────────────────────────────────────── */

/**
 * The value a program's LTV is on: the price of a purchase; the appraisal of a refinance, or
 * before the program's seasoning ends, the lesser of the appraisal and the acquisition price plus
 * documented improvements (rules.ts, optrumax.com). `seasonedOn`: when that rule stops applying,
 * if it caps the value today.
 */
function valueFor(program: LenderProgram, deal: QualifyDeal, today: string) {
  if (deal.purpose === 'purchase') {
    return { value: deal.price, valueBasis: 'price' as const, seasonedOn: null, cost: null };
  }
  const seasoning = program.seasoning;
  if (seasoning && deal.acquisitionDate && deal.acquisitionPrice !== undefined) {
    const seasonedOn = addMonths(deal.acquisitionDate, seasoning.months);
    const cost = deal.acquisitionPrice + (deal.improvements ?? 0);
    if (today < seasonedOn && cost < deal.price) {
      return { value: cost, valueBasis: 'cost' as const, seasonedOn, cost };
    }
  }
  return { value: deal.price, valueBasis: 'appraisal' as const, seasonedOn: null, cost: null };
}

/** The lowest minimum DSCR among the FICO bands the borrower reaches, else the program's. */
function minDscrFor(program: LenderProgram, fico: number): number | null {
  const matching = program.minDscrByFico.filter((b) => fico >= b.ficoAtLeast);
  return matching.length > 0 ? Math.min(...matching.map((b) => b.minDscr)) : program.minDscr;
}

/** Minimum FICO for an LTV: the first band whose `ltvUpTo` covers it (the last band above all). */
export function minFicoFor(program: LenderProgram, ltv: number): number {
  const band = program.minFicoByLtv.find((b) => atMost(ltv, b.ltvUpTo));
  return (band ?? program.minFicoByLtv.at(-1)!).minFico;
}

/** Months required: the band by LTV or loan, plus the vacant and financed-property months. */
function reserveMonthsFor(
  program: LenderProgram,
  borrower: Borrower,
  deal: QualifyDeal,
  ltv: number,
  totalLoan: number,
): number {
  const r = program.reserves;
  const value = r.by === 'ltv' ? ltv : totalLoan;
  const band = r.bands.find((b) => b.upTo === null || atMost(value, b.upTo)) ?? r.bands.at(-1)!;
  const financed = borrower.financedProperties ?? borrower.propertiesOwned;
  return (
    band.months +
    ((deal.occupancy ?? 'leased') === 'vacant' ? r.extraMonthsIfVacant : 0) +
    r.extraMonthsPerFinancedProperty * financed
  );
}

export interface Reading {
  basis: ProgramBasis;
  /** null: the program does not count this deal's short-term income. */
  rent: { rent: number; source: RentSource; factor: number } | null;
  io: boolean;
  /** Points off the maximum LTV for an interest-only loan. */
  ioReduction: number;
  totalLoan: number;
  seasonedOn: string | null;
  cost: number | null;
  minDscr: number | null;
  inputs: (loan: number) => LenderDscrInputs;
}

/** Everything a program's rules are measured on, for this borrower, deal and day. */
export function readDeal(
  program: LenderProgram,
  borrower: Borrower,
  deal: QualifyDeal,
  today: string,
): Reading {
  const io = ioYears(deal) > 0;
  const programBasis = program.interestOnly?.qualifyOn ?? DEFAULT_INTEREST_ONLY_BASIS;
  const basis = paymentBasis(deal, programBasis);
  const rent = countedRent(deal, programRentRule(program));
  const rentAmount = rent?.rent ?? 0;
  const rehabFinanced =
    deal.purpose === 'purchase' ? ((deal.rehabCost ?? 0) * program.rehabFinancedPct) / 100 : 0;
  const totalLoan = deal.loanAmount + rehabFinanced;
  const inputs = (loan: number) => dscrInputs(deal, loan, basis, rentAmount);
  const payment = pitia(inputs(totalLoan)).total;
  const value = valueFor(program, deal, today);
  const ltv = value.value > 0 ? (deal.loanAmount / value.value) * 100 : 0;
  const { fundsToClose, cashOut } = closingFigures(deal, totalLoan, rehabFinanced);
  const countedAssets = countedReserves(
    borrower.reserves,
    program.reserveWeights ?? DEFAULT_RESERVE_WEIGHTS,
  );
  const cashOutCounted = program.reserves.cashOutCounts ? cashOut : 0;
  return {
    basis: {
      value: value.value,
      valueBasis: value.valueBasis,
      rent: rentAmount,
      rentSource: rent?.source ?? 'not-counted',
      payment,
      paymentBasis: basis,
      dscr: payment > 0 ? rentAmount / payment : 0,
      ltv,
      rehabFinanced,
      fundsToClose,
      cashOut,
      countedAssets,
      cashOutCounted,
      reservesMonths: payment > 0 ? (countedAssets - fundsToClose + cashOutCounted) / payment : 0,
      reservesRequiredMonths: reserveMonthsFor(program, borrower, deal, ltv, totalLoan),
    },
    rent,
    io,
    ioReduction: io ? (program.interestOnly?.ltvReduction ?? 0) : 0,
    totalLoan,
    seasonedOn: value.seasonedOn,
    cost: value.cost,
    minDscr: minDscrFor(program, borrower.fico),
    inputs,
  };
}

/**
 * Maximum LTV: the highest `maxLtv` among the bands whose conditions all hold, less the
 * interest-only reduction; null when the program has no band for the purpose at all, 0 when it
 * has some but none holds (no LTV is lent to this FICO, DSCR and loan).
 */
export function maxLtvFor(
  program: LenderProgram,
  deal: QualifyDeal,
  fico: number,
  r: Reading,
): number | null {
  const forPurpose = program.maxLtv.filter((b) => b.purpose === deal.purpose);
  if (forPurpose.length === 0) return null;
  const holding = forPurpose.filter(
    (b) =>
      atLeast(r.basis.dscr, b.dscrAtLeast) &&
      fico >= b.ficoAtLeast &&
      (b.loanUpTo === null || atMost(r.totalLoan, b.loanUpTo)),
  );
  if (holding.length === 0) return 0;
  return Math.max(0, Math.max(...holding.map((b) => b.maxLtv)) - r.ioReduction);
}

/**
 * The largest loan (the deal's `loanAmount`) every loan-size cap allows: for the LTV, the best
 * band the loan can reach by shrinking — a band holds at a loan of at most its `loanUpTo`, at
 * most its LTV of the value, and small enough for its DSCR (lender-dscr.ts maxLoanForDscr) —
 * then loan-to-cost, ARV, the cash-out cap and the maximum loan. −Infinity when no loan reaches
 * a band (none for this FICO).
 */
export function loanCap(
  program: LenderProgram,
  deal: QualifyDeal,
  fico: number,
  r: Reading,
): number {
  const financed = r.basis.rehabFinanced;
  const caps: number[] = [program.maxLoan - financed];
  const bands = program.maxLtv.filter((b) => b.purpose === deal.purpose);
  if (bands.length > 0) {
    const reachable = bands
      .filter((b) => fico >= b.ficoAtLeast)
      .map((b) => {
        const byDscr =
          b.dscrAtLeast > 0
            ? (maxLoanForDscr(r.inputs(0), b.dscrAtLeast) ?? Number.POSITIVE_INFINITY) - financed
            : Number.POSITIVE_INFINITY;
        return Math.min(
          (Math.max(0, b.maxLtv - r.ioReduction) / 100) * r.basis.value,
          (b.loanUpTo ?? Number.POSITIVE_INFINITY) - financed,
          byDscr,
        );
      });
    caps.push(reachable.length > 0 ? Math.max(...reachable) : Number.NEGATIVE_INFINITY);
  }
  if (program.maxLtc !== undefined) {
    caps.push((program.maxLtc / 100) * (deal.price + (deal.rehabCost ?? 0)) - financed);
  }
  if (program.maxArvLtv !== undefined) {
    caps.push((program.maxArvLtv / 100) * (deal.arv ?? deal.price) - financed);
  }
  if (program.cashOutMax !== undefined && deal.purpose === 'cash-out') {
    const kept = program.cashOutMax + (deal.payoff ?? 0) + (deal.closingCosts ?? 0);
    caps.push(kept / (1 - (deal.points ?? 0) / 100));
  }
  return Math.min(...caps);
}

/** The deal with every rent figure a program reads at least `rent` (lease, and market if given). */
export function withRent(deal: QualifyDeal, rent: number): QualifyDeal {
  return {
    ...deal,
    monthlyRent: Math.max(deal.monthlyRent, rent),
    ...(deal.marketRent !== undefined ? { marketRent: Math.max(deal.marketRent, rent) } : {}),
  };
}
