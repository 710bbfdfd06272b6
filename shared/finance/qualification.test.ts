import { describe, expect, it } from 'vitest';
import {
  lenderProgramSchema,
  type LenderProgram,
  type LenderProgramInput,
} from '../lenders/program.ts';
import { examplePrograms } from '../lenders/examples.ts';
import {
  addMonths,
  ceilToCent,
  checkProgram,
  dealFromMonthlyFigures,
  dealMetrics,
  planToQualify,
  qualify,
  rulesToConfirm,
  type Borrower,
  type ProgramResult,
  type QualifyDeal,
  type RuleId,
} from './qualification.ts';

/** The day every check below is made on (the engine has no clock). */
const TODAY = '2026-11-20';

/**
 * A program grid used only here (not the seeded examples), so each figure below is checked by
 * hand against it: FICO 660 up to 70 % LTV, 700 up to 80 %; purchase 80 % at DSCR ≥ 1.00, 70 %
 * below; cash-out 75 % / 65 %; minimum DSCR 1.25; reserves 3 months up to 70 % LTV, 6 above;
 * no weights of its own (the default: 50 % of retirement and brokerage).
 */
const PROGRAM_INPUT: LenderProgramInput = {
  id: 'prueba-dscr',
  name: 'Prueba DSCR',
  example: true,
  lender: { name: 'Prestamista de prueba', states: ['TX', 'FL'] },
  type: 'dscr',
  purposes: ['purchase', 'cash-out'],
  minFicoByLtv: [
    { ltvUpTo: 70, minFico: 660 },
    { ltvUpTo: 80, minFico: 700 },
  ],
  maxLtv: [
    { purpose: 'purchase', dscrAtLeast: 1, maxLtv: 80 },
    { purpose: 'purchase', dscrAtLeast: 0, maxLtv: 70 },
    { purpose: 'cash-out', dscrAtLeast: 1, maxLtv: 75 },
    { purpose: 'cash-out', dscrAtLeast: 0, maxLtv: 65 },
  ],
  minDscr: 1.25,
  reserves: {
    by: 'ltv',
    bands: [
      { upTo: 70, months: 3 },
      { upTo: null, months: 6 },
    ],
  },
  minLoan: 100_000,
  maxLoan: 1_000_000,
  propertyTypes: ['single-family', 'condo'],
  units: { min: 1, max: 4 },
  borrowerTypes: ['citizen', 'resident'],
  llcAllowed: true,
  prepaymentPenalty: null,
  rateRange: null,
  source: 'Prueba',
  sourceDate: '2026-11-23',
};
const PROGRAM: LenderProgram = lenderProgramSchema.parse(PROGRAM_INPUT);

/** The test program with some fields changed, validated again. */
const program = (changes: Partial<LenderProgramInput>): LenderProgram =>
  lenderProgramSchema.parse({ ...PROGRAM_INPUT, ...changes });

/**
 * At 0 % the payment is exact: $180,000 / 360 = $500.00. Taxes $2,400/yr = $200, insurance
 * $1,200/yr = $100, no HOA: PITIA $800.00. Rent $1,000 / $800 = DSCR 1.25 (the minimum, exactly).
 * LTV 180,000 / 240,000 = 75 %. Funds to close: 240,000 − 180,000 = $60,000 (no closing costs).
 */
const DEAL: QualifyDeal = {
  purpose: 'purchase',
  price: 240_000,
  loanAmount: 180_000,
  interestRate: 0,
  termYears: 30,
  monthlyRent: 1_000,
  taxesYearly: 2_400,
  insuranceYearly: 1_200,
  hoaMonthly: 0,
  propertyType: 'single-family',
  units: 1,
  state: 'TX',
};

/**
 * Counted: $63,800 + 0.5 × $2,000 + 0.5 × $0 = $64,800; after the $60,000 to close, $4,800 =
 * 6 × $800, the requirement at 75 % LTV.
 */
const BORROWER: Borrower = {
  fico: 700,
  borrowerType: 'citizen',
  propertiesOwned: 2,
  entity: 'llc',
  reserves: { cash: 63_800, retirement: 2_000, brokerage: 0 },
};

function rule(result: ProgramResult, id: RuleId) {
  const found = result.rules.find((r) => r.rule === id);
  if (!found) throw new Error(`no ${id} rule`);
  return found;
}

const check = (deal: Partial<QualifyDeal> = {}, borrower: Partial<Borrower> = {}) =>
  checkProgram(PROGRAM, { ...BORROWER, ...borrower }, { ...DEAL, ...deal }, TODAY);

describe('metrics', () => {
  it('PITIA, DSCR, LTV, funds to close and reserves months of the exact case', () => {
    const m = dealMetrics(BORROWER, DEAL);
    expect(m.payment).toBe(500);
    expect(m.pitia).toBe(800);
    expect(m.qualifyingPayment).toBe(800);
    expect(m.qualifyingBasis).toBe('PITIA');
    expect(m.qualifyingRent).toBe(1_000);
    expect(m.dscr).toBe(1.25);
    expect(m.ltv).toBe(75);
    expect(m.fundsToClose).toBe(60_000);
    expect(m.cashOut).toBe(0);
    expect(m.countedAssets).toBe(64_800);
    expect(m.reservesMonths).toBe(6); // (64,800 − 60,000) / 800
  });

  it('a real rate: $160,000 at 6 % over 30 years, taxes $3,000/yr, insurance $1,200/yr, HOA $50', () => {
    // P&I $959.28 (numpy-financial pmt(0.005, 360, 160000) = −959.2808); + 250 + 100 + 50.
    const m = dealMetrics(BORROWER, {
      ...DEAL,
      price: 200_000,
      loanAmount: 160_000,
      interestRate: 6,
      monthlyRent: 1_600,
      taxesYearly: 3_000,
      insuranceYearly: 1_200,
      hoaMonthly: 50,
    });
    expect(m.payment).toBeCloseTo(959.2808, 4);
    expect(m.pitia).toBeCloseTo(1359.2808, 4);
    expect(m.dscr).toBeCloseTo(1.1771, 4); // 1,600 / 1,359.28
    expect(m.ltv).toBe(80);
    // (64,800 − 40,000 down payment) / 1,359.2808
    expect(m.reservesMonths).toBeCloseTo(24_800 / m.pitia, 12);
  });

  it('retirement and brokerage count 50 % by default (the most conservative common practice)', () => {
    const m = dealMetrics(
      { ...BORROWER, reserves: { cash: 61_000, retirement: 1_000, brokerage: 1_000 } },
      DEAL,
    );
    expect(m.countedAssets).toBe(62_000); // 61,000 + 500 + 500
    expect(m.reservesMonths).toBe(2.5); // (62,000 − 60,000) / 800
  });

  it('funds to close on a purchase: down payment + closing costs + points + rehab', () => {
    // 60,000 + 4,500 closing + 1 % × 180,000 = 1,800 points + 10,000 rehab = $76,300.
    const m = dealMetrics(BORROWER, { ...DEAL, closingCosts: 4_500, points: 1, rehabCost: 10_000 });
    expect(m.fundsToClose).toBe(76_300);
    expect(m.reservesMonths).toBeCloseTo((64_800 - 76_300) / 800, 12); // short to close: negative
  });

  it('a refinance: cash out = loan − payoff − closing; funds to close only when short', () => {
    const refi = { ...DEAL, purpose: 'cash-out' as const, payoff: 150_000, closingCosts: 5_000 };
    expect(dealMetrics(BORROWER, refi)).toMatchObject({ cashOut: 25_000, fundsToClose: 0 });
    // Payoff 178,000 + 5,000 > 180,000: the borrower brings $3,000.
    expect(dealMetrics(BORROWER, { ...refi, payoff: 178_000 })).toMatchObject({
      cashOut: 0,
      fundsToClose: 3_000,
    });
  });

  it('which rent: the lesser of lease and 1007; the 1007 for a vacant unit', () => {
    expect(dealMetrics(BORROWER, { ...DEAL, marketRent: 950 }).qualifyingRent).toBe(950);
    expect(dealMetrics(BORROWER, { ...DEAL, marketRent: 1_100 }).qualifyingRent).toBe(1_000);
    expect(
      dealMetrics(BORROWER, { ...DEAL, occupancy: 'vacant', marketRent: 1_100 }).qualifyingRent,
    ).toBe(1_100);
  });

  it('carrying costs: rehab months × (qualifying payment + holding costs)', () => {
    // 4 × (800 + 250) = $4,200.
    expect(
      dealMetrics(BORROWER, { ...DEAL, rehabMonths: 4, holdingCostsMonthly: 250 }).carryingCosts,
    ).toBe(4_200);
  });
});

describe('rule boundaries (hand-computed)', () => {
  it('exactly at every limit the program is eligible with no change', () => {
    const result = check();
    expect(result.rules.filter((r) => !r.pass)).toEqual([]);
    expect(result.eligible).toBe(true);
    expect(result.changes).toEqual({});
    expect(rule(result, 'dscr')).toEqual({
      rule: 'dscr',
      pass: true,
      actual: 1.25,
      required: 1.25,
    });
    expect(rule(result, 'reserves')).toEqual({
      rule: 'reserves',
      pass: true,
      actual: 6,
      required: 6,
    });
    expect(rule(result, 'fico')).toMatchObject({ pass: true, actual: 700, required: 700 });
    expect(result.origin).toBe('example');
  });

  it('DSCR: a cent of rent below the minimum fails, and the rent needed is $1,000.00', () => {
    const result = check({ monthlyRent: 999.99 });
    expect(rule(result, 'dscr').pass).toBe(false);
    expect(result.changes.rentNeeded).toBe(1000); // 1.25 × $800
    expect(result.eligible).toBe(false);
  });

  it('DSCR with a real rate: rent needed = 1.25 × $1,359.28 = $1,699.11 (rounded up)', () => {
    const deal = {
      price: 200_000,
      loanAmount: 160_000,
      interestRate: 6,
      monthlyRent: 1_600,
      taxesYearly: 3_000,
      insuranceYearly: 1_200,
      hoaMonthly: 50,
    };
    const result = check(deal);
    expect(rule(result, 'dscr').pass).toBe(false);
    expect(result.changes.rentNeeded).toBe(1699.11); // 1.25 × 1,359.2808 = 1,699.1011
    const fixed = check({ ...deal, monthlyRent: 1699.11 });
    expect(rule(fixed, 'dscr').pass).toBe(true);
    expect(fixed.changes.rentNeeded).toBeUndefined();
  });

  it('LTV: exactly 80 % passes at DSCR ≥ 1.00; one dollar more needs $1.00 of down payment', () => {
    // $180,000 / $225,000 = 80 %; the PITIA and DSCR are those of the exact case.
    expect(rule(check({ price: 225_000 }), 'ltv')).toEqual({
      rule: 'ltv',
      pass: true,
      actual: 80,
      required: 80,
    });
    const over = check({ price: 225_000, loanAmount: 180_001, monthlyRent: 1_100 });
    expect(rule(over, 'ltv').pass).toBe(false);
    expect(over.changes.downPaymentNeeded).toBe(1); // 180,001 − 0.80 × 225,000
  });

  it('LTV: below DSCR 1.00 the maximum falls to 70 %: $12,000 less loan', () => {
    // Rent $720 / $800 = DSCR 0.90 → purchase band 70 %: 180,000 − 0.70 × 240,000 = 12,000.
    const result = check({ monthlyRent: 720 });
    expect(rule(result, 'ltv')).toMatchObject({ pass: false, actual: 75, required: 70 });
    expect(result.changes.downPaymentNeeded).toBe(12_000);
    expect(result.changes.rentNeeded).toBe(1000);
  });

  it('reserves: a cent short fails and asks for $0.01 more cash', () => {
    const result = check({}, { reserves: { cash: 63_799.99, retirement: 2_000, brokerage: 0 } });
    expect(rule(result, 'reserves').pass).toBe(false);
    expect(result.changes.reservesNeeded).toBe(0.01);
  });

  it('reserves come after funds to close: $88,000 buys a $84,000 closing and 2 months, not 110', () => {
    // $800 × 6 = $4,800 required; 88,000 − 60,000 − 24,000 closing = $4,000: $800 short.
    const result = check(
      { closingCosts: 24_000 },
      { reserves: { cash: 88_000, retirement: 0, brokerage: 0 } },
    );
    expect(rule(result, 'reserves')).toMatchObject({ pass: false, actual: 5, required: 6 });
    expect(result.changes.reservesNeeded).toBe(800);
  });

  it('reserves by LTV band: at 70 % LTV, 3 months are enough', () => {
    // Loan $168,000 at 0 %: $466.67 + 300 = PITIA $766.67; 3 months = $2,300; down $72,000.
    const result = check(
      { loanAmount: 168_000 },
      { reserves: { cash: 74_300, retirement: 0, brokerage: 0 } },
    );
    expect(rule(result, 'reserves')).toMatchObject({ pass: true, required: 3 });
  });

  it('FICO: 699 fails the 700 of the 70-80 % band (FICO 700 needed); 660 is enough at 70 %', () => {
    const low = check({}, { fico: 699 });
    expect(rule(low, 'fico')).toMatchObject({ pass: false, actual: 699, required: 700 });
    expect(low.changes.ficoNeeded).toBe(700);
    expect(rule(check({ loanAmount: 168_000 }, { fico: 660 }), 'fico')).toMatchObject({
      pass: true,
      required: 660,
    });
  });

  it('loan size, property, units, state, borrower type and purpose', () => {
    expect(rule(check({ loanAmount: 99_999.99, price: 150_000 }), 'loan-min').pass).toBe(false);
    expect(rule(check({ loanAmount: 100_000, price: 150_000 }), 'loan-min').pass).toBe(true);
    expect(rule(check({ propertyType: 'townhouse' }), 'property-type').pass).toBe(false);
    expect(rule(check({ units: 5 }), 'units')).toMatchObject({ pass: false, required: '1–4' });
    expect(rule(check({ state: 'NY' }), 'state')).toMatchObject({
      pass: false,
      required: ['TX', 'FL'],
    });
    expect(rule(check({}, { borrowerType: 'itin' }), 'borrower-type').pass).toBe(false);
    const refi = check({ purpose: 'rate-term' });
    expect(rule(refi, 'purpose').pass).toBe(false);
    expect(refi.rules.some((r) => r.rule === 'ltv')).toBe(false); // no grid for that purpose
  });

  it('maximum loan: $1 over it asks for $1 less loan', () => {
    // Loan $1,000,001 on $2,000,000 (50 % LTV, in every band): the cap is $1,000,000.
    const result = check({ price: 2_000_000, loanAmount: 1_000_001, monthlyRent: 10_000 });
    expect(rule(result, 'loan-max').pass).toBe(false);
    expect(result.changes.downPaymentNeeded).toBe(1);
  });

  it('LLC: refused where the program lends to people only', () => {
    const personalOnly = program({ llcAllowed: false });
    const result = checkProgram(personalOnly, BORROWER, DEAL, TODAY);
    expect(rule(result, 'entity')).toMatchObject({ pass: false, actual: 'llc' });
    const personal = checkProgram(personalOnly, { ...BORROWER, entity: 'personal' }, DEAL, TODAY);
    expect(rule(personal, 'entity').pass).toBe(true);
    expect(result.eligible).toBe(false);
    expect(rule(result, 'entity').toConfirm).toBeUndefined();
  });

  it('LLC where the source does not say (llcAllowed null): not refused, to confirm', () => {
    const silent = program({ llcAllowed: null });
    const result = checkProgram(silent, BORROWER, DEAL, TODAY);
    expect(rule(result, 'entity')).toEqual({
      rule: 'entity',
      pass: true,
      toConfirm: true,
      actual: 'llc',
      required: 'not-stated',
    });
    expect(result.eligible).toBe(check().eligible);
    expect(rulesToConfirm(result).map((r) => r.rule)).toEqual(['entity']);
    // A borrower in their own name has nothing to confirm.
    const personal = checkProgram(silent, { ...BORROWER, entity: 'personal' }, DEAL, TODAY);
    expect(rule(personal, 'entity')).toEqual({
      rule: 'entity',
      pass: true,
      actual: 'personal',
      required: ['personal'],
    });
    // Ranked after an otherwise equal program that states it lends to LLCs.
    const stated = { ...program({ llcAllowed: true }), id: 'stated', name: 'Stated' };
    const ranked = qualify(BORROWER, DEAL, [{ ...silent, name: 'A' }, stated], TODAY);
    expect(ranked.programs.map((p) => p.id)).toEqual(['stated', silent.id]);
  });

  it('the plan to qualify starts by confirming LLC vesting the source does not state', () => {
    const silent = program({ llcAllowed: null });
    const plan = planToQualify(silent, BORROWER, { ...DEAL, monthlyRent: 950 }, TODAY)!;
    expect(plan.steps[0]).toEqual({ kind: 'entity', entity: 'llc', toConfirm: true });
    expect(plan.steps.slice(1)).toEqual(
      planToQualify(PROGRAM, BORROWER, { ...DEAL, monthlyRent: 950 }, TODAY)!.steps,
    );
    // Refused where it says no: the plan's step is to borrow in one's own name.
    const personalOnly = program({ llcAllowed: false });
    expect(planToQualify(personalOnly, BORROWER, DEAL, TODAY)!.steps[0]).toEqual({
      kind: 'entity',
      entity: 'personal',
    });
  });

  it('a no-ratio program has no DSCR rule', () => {
    const result = checkProgram(
      program({ minDscr: null }),
      BORROWER,
      { ...DEAL, monthlyRent: 0 },
      TODAY,
    );
    expect(result.rules.some((r) => r.rule === 'dscr')).toBe(false);
    expect(result.changes.rentNeeded).toBeUndefined();
  });

  it('experience: only when the program asks for owned properties', () => {
    expect(check().rules.some((r) => r.rule === 'experience')).toBe(false);
    expect(
      rule(checkProgram(program({ minPropertiesOwned: 3 }), BORROWER, DEAL, TODAY), 'experience'),
    ).toEqual({
      rule: 'experience',
      pass: false,
      actual: 2,
      required: 3,
    });
  });
});

/* ── One worked example per rule kind of the program schema ─────────────── */

describe('maximum LTV by DSCR, FICO and loan size', () => {
  // optrumax.com: purchase 80 % up to $1.5M, 75 % up to $2M. At 0 %, a loan of $1.8M on
  // $2.25M (80 %): P&I $5,000, taxes and insurance $300: PITIA $5,300; rent $10,000, DSCR 1.89.
  const bySize = program({
    purposes: ['purchase'],
    maxLoan: 3_000_000,
    maxLtv: [
      { purpose: 'purchase', dscrAtLeast: 0, maxLtv: 70 },
      { purpose: 'purchase', dscrAtLeast: 1, loanUpTo: 2_000_000, maxLtv: 75 },
      { purpose: 'purchase', dscrAtLeast: 1, loanUpTo: 1_500_000, maxLtv: 80 },
    ],
  });
  const big = { ...DEAL, price: 2_250_000, loanAmount: 1_800_000, monthlyRent: 10_000 };
  const rich: Borrower = {
    ...BORROWER,
    reserves: { cash: 1_000_000, retirement: 0, brokerage: 0 },
  };

  it('an 80 % loan of $1.8M reads the $2M band: 75 %, so $112,500 less loan', () => {
    const result = checkProgram(bySize, rich, big, TODAY);
    expect(rule(result, 'ltv')).toMatchObject({ pass: false, actual: 80, required: 75 });
    // The 75 % band lends 0.75 × 2,250,000 = 1,687,500; the 80 % band at most its $1.5M cap.
    expect(result.changes.downPaymentNeeded).toBe(112_500);
    const fixed = checkProgram(bySize, rich, { ...big, loanAmount: 1_687_500 }, TODAY);
    expect(rule(fixed, 'ltv').pass).toBe(true);
  });

  it('the same 80 % on $1.5M passes (the $1.5M band holds)', () => {
    const small = { ...big, price: 1_875_000, loanAmount: 1_500_000 };
    expect(rule(checkProgram(bySize, rich, small, TODAY), 'ltv')).toMatchObject({
      pass: true,
      required: 80,
    });
  });

  it('a FICO band: 75 % below 720, 80 % from 720', () => {
    const byFico = program({
      purposes: ['purchase'],
      maxLtv: [
        { purpose: 'purchase', dscrAtLeast: 0, maxLtv: 75 },
        { purpose: 'purchase', dscrAtLeast: 0, ficoAtLeast: 720, maxLtv: 80 },
      ],
    });
    const at80 = { ...DEAL, price: 225_000 }; // 180,000 / 225,000 = 80 %
    expect(rule(checkProgram(byFico, BORROWER, at80, TODAY), 'ltv').required).toBe(75);
    expect(
      rule(checkProgram(byFico, { ...BORROWER, fico: 720 }, at80, TODAY), 'ltv').required,
    ).toBe(80);
  });
});

describe('minimum DSCR by FICO (Cozart: 1.05 at 720+, 1.15 at 680+, else 1.25)', () => {
  const cozart = program({
    minDscrByFico: [
      { ficoAtLeast: 720, minDscr: 1.05 },
      { ficoAtLeast: 680, minDscr: 1.15 },
    ],
  });
  // Rent $880 / PITIA $800 = DSCR 1.10.
  const deal = { ...DEAL, monthlyRent: 880 };

  it('FICO 679: 1.25; 700: 1.15 (rent needed 1.15 × 800 = $920); 720: 1.05 passes', () => {
    expect(
      rule(checkProgram(cozart, { ...BORROWER, fico: 679 }, deal, TODAY), 'dscr').required,
    ).toBe(1.25);
    const at700 = checkProgram(cozart, BORROWER, deal, TODAY);
    expect(rule(at700, 'dscr')).toMatchObject({ pass: false, required: 1.15 });
    expect(at700.changes.rentNeeded).toBe(920);
    expect(
      rule(checkProgram(cozart, { ...BORROWER, fico: 720 }, deal, TODAY), 'dscr'),
    ).toMatchObject({ pass: true, required: 1.05 });
  });
});

/**
 * Deal B of the lending review: a cash-out refinance of a $450,000 house, $315,000 (70 %) at
 * 7.875 %, 30 years with 10 interest-only, rent $2,750, taxes $5,400/yr and insurance $2,400/yr
 * ($650/month), paying off $200,000 with $7,875 of closing costs.
 *   ITIA = 315,000 × 7.875 % / 12 + 650 = 2,067.1875 + 650 = $2,717.19; DSCR 2,750 / 2,717.1875
 *          = 1.0121
 *   PITIA once the 10 years end (20 left): pmt(7.875 %/12, 240, 315,000) = 2,610.3339 + 650
 *          = $3,260.33; DSCR 0.8435 (amortised over the whole 30 years, with no interest-only
 *          years: 2,283.97 + 650 = 2,933.97, DSCR 0.9373 — what the old engine showed)
 *   cash out = 315,000 − 200,000 − 7,875 = $107,125
 */
const DEAL_B: QualifyDeal = {
  purpose: 'cash-out',
  price: 450_000,
  loanAmount: 315_000,
  interestRate: 7.875,
  termYears: 30,
  interestOnlyYears: 10,
  monthlyRent: 2_750,
  taxesYearly: 5_400,
  insuranceYearly: 2_400,
  hoaMonthly: 0,
  propertyType: 'single-family',
  units: 1,
  state: 'TX',
  payoff: 200_000,
  closingCosts: 7_875,
};
const BORROWER_B: Borrower = {
  fico: 740,
  borrowerType: 'citizen',
  propertiesOwned: 3,
  entity: 'llc',
  reserves: { cash: 10_000, retirement: 0, brokerage: 0 },
};

describe('interest-only terms', () => {
  const io = (interestOnly: LenderProgramInput['interestOnly']) =>
    program({ minDscr: 1, interestOnly, maxLoan: 1_000_000 });

  it('qualified on ITIA: DSCR 1.0121; on PITIA: 0.8435 (the 20 amortising years)', () => {
    const itia = checkProgram(io({ allowed: true, qualifyOn: 'ITIA' }), BORROWER_B, DEAL_B, TODAY);
    expect(itia.basis.paymentBasis).toBe('ITIA');
    expect(itia.basis.payment).toBeCloseTo(2717.1875, 10);
    expect(rule(itia, 'dscr')).toMatchObject({ pass: true });
    expect(itia.basis.dscr).toBeCloseTo(1.012076, 6);
    const pitia = checkProgram(
      io({ allowed: true, qualifyOn: 'PITIA' }),
      BORROWER_B,
      DEAL_B,
      TODAY,
    );
    expect(pitia.basis.paymentBasis).toBe('PITIA');
    expect(pitia.basis.payment).toBeCloseTo(3260.3339, 4);
    expect(pitia.basis.dscr).toBeCloseTo(0.843472, 6);
    // Rent for 1.00 on PITIA: 1 × 3,260.3339 → $3,260.34.
    expect(pitia.changes.rentNeeded).toBe(3260.34);
  });

  it('not offered: the interest-only rule fails; stated without a basis: PITIA', () => {
    expect(rule(checkProgram(PROGRAM, BORROWER_B, DEAL_B, TODAY), 'interest-only')).toEqual({
      rule: 'interest-only',
      pass: false,
      actual: 10,
      required: 'not-offered',
    });
    expect(checkProgram(io({ allowed: true }), BORROWER_B, DEAL_B, TODAY).basis.paymentBasis).toBe(
      'PITIA',
    );
  });

  it('5 points off the maximum LTV: cash-out 75 % becomes 70 %, the deal sits on it', () => {
    const haircut = checkProgram(
      io({ allowed: true, qualifyOn: 'ITIA', ltvReduction: 5 }),
      BORROWER_B,
      DEAL_B,
      TODAY,
    );
    expect(rule(haircut, 'ltv')).toMatchObject({ pass: true, actual: 70, required: 70 });
    const amortising = checkProgram(
      io({ allowed: true, qualifyOn: 'ITIA', ltvReduction: 5 }),
      BORROWER_B,
      { ...DEAL_B, interestOnlyYears: 0 },
      TODAY,
    );
    // Amortised over 30 years the DSCR is 0.9373 < 1: the 65 % band, no haircut.
    expect(rule(amortising, 'ltv')).toMatchObject({ pass: false, required: 65 });
    expect(amortising.basis.dscr).toBeCloseTo(0.937297, 6);
  });

  it('required (hard money): an amortising loan fails it', () => {
    const only = io({ allowed: true, qualifyOn: 'ITIA', required: true });
    expect(rule(checkProgram(only, BORROWER, DEAL, TODAY), 'interest-only')).toMatchObject({
      pass: false,
      actual: 0,
      required: 'required',
    });
  });
});

describe('cash-out cap (rule cash-out)', () => {
  it('$107,125 out against a $100,000 cap: $7,125 less loan', () => {
    const capped = program({
      minDscr: 1,
      cashOutMax: 100_000,
      interestOnly: { allowed: true, qualifyOn: 'ITIA' },
    });
    const result = checkProgram(capped, BORROWER_B, DEAL_B, TODAY);
    expect(rule(result, 'cash-out')).toEqual({
      rule: 'cash-out',
      pass: false,
      actual: 107_125,
      required: 100_000,
    });
    // Loan ≤ 100,000 + 200,000 payoff + 7,875 closing = 307,875.
    expect(result.changes.downPaymentNeeded).toBe(7_125);
  });
});

describe('seasoning: the lesser of appraisal and cost until it ends', () => {
  // Bought on 2026-06-15 for $300,000 with $20,000 of documented improvements; appraised today
  // (2026-11-20) at $450,000. A 6-month rule ends on 2026-12-15: until then the value is $320,000
  // and $315,000 is 98.44 % of it; from then, 70 % of the appraisal.
  const seasoned = program({
    minDscr: 1,
    seasoning: { months: 6 },
    interestOnly: { allowed: true, qualifyOn: 'ITIA' },
  });
  const refi = {
    ...DEAL_B,
    acquisitionDate: '2026-06-15',
    acquisitionPrice: 300_000,
    improvements: 20_000,
  };

  it('today the value is the cost: LTV 98.44 %, and waiting until 2026-12-15 alone fixes it', () => {
    const result = checkProgram(seasoned, BORROWER_B, refi, TODAY);
    expect(result.basis).toMatchObject({ value: 320_000, valueBasis: 'cost' });
    expect(rule(result, 'ltv').actual).toBeCloseTo(98.4375, 10);
    expect(result.changes.seasonedOn).toBe('2026-12-15');
    // Or now: 0.75 × 320,000 = 240,000, $75,000 less.
    expect(result.changes.downPaymentNeeded).toBe(75_000);
    const later = checkProgram(seasoned, BORROWER_B, refi, '2026-12-15');
    expect(later.basis).toMatchObject({ value: 450_000, valueBasis: 'appraisal' });
    expect(rule(later, 'ltv').pass).toBe(true);
  });

  it('12 months end a year later; a month end stays in the month (Aug 31 + 6 = Feb 28)', () => {
    const year = checkProgram(
      program({ ...seasoned, seasoning: { months: 12 } } as never),
      BORROWER_B,
      refi,
      TODAY,
    );
    expect(year.changes.seasonedOn).toBe('2027-06-15');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
  });

  it('a cost above the appraisal changes nothing; a purchase has no seasoning', () => {
    const dear = { ...refi, acquisitionPrice: 460_000 };
    expect(checkProgram(seasoned, BORROWER_B, dear, TODAY).basis.valueBasis).toBe('appraisal');
    expect(checkProgram(seasoned, BORROWER, DEAL, TODAY).basis.valueBasis).toBe('price');
  });
});

describe('entity-only, minimum property value, term', () => {
  it('entity-only: in your name fails, in an LLC passes', () => {
    const llcOnly = program({ entityOnly: true });
    expect(
      rule(checkProgram(llcOnly, { ...BORROWER, entity: 'personal' }, DEAL, TODAY), 'entity'),
    ).toEqual({ rule: 'entity', pass: false, actual: 'personal', required: ['llc'] });
    expect(rule(checkProgram(llcOnly, BORROWER, DEAL, TODAY), 'entity').pass).toBe(true);
  });

  it('minimum value $100,000: $99,999.99 fails, $100,000 passes', () => {
    const floor = program({ minPropertyValue: 100_000, minLoan: 0 });
    const at = (price: number) =>
      rule(
        checkProgram(floor, BORROWER, { ...DEAL, price, loanAmount: 50_000 }, TODAY),
        'value-min',
      );
    expect(at(99_999.99)).toMatchObject({ pass: false, required: 100_000 });
    expect(at(100_000).pass).toBe(true);
  });

  it('maximum term: 30 years against 2 fails', () => {
    expect(rule(checkProgram(program({ maxTermYears: 2 }), BORROWER, DEAL, TODAY), 'term')).toEqual(
      { rule: 'term', pass: false, actual: 30, required: 2 },
    );
  });
});

describe('which rent counts', () => {
  // PITIA $800 (the exact case); lease $1,000 and the appraiser's 1007 at $950.
  const withRule = (rent: LenderProgramInput['rent']) => program({ rent });
  const at = (rent: LenderProgramInput['rent'], deal: Partial<QualifyDeal>) =>
    checkProgram(withRule(rent), BORROWER, { ...DEAL, ...deal }, TODAY).basis;

  it('lease $1,000, market $950: lease 1,000; market 950; lesser 950; none stated: lesser', () => {
    expect(at({ rule: 'lease' }, { marketRent: 950 })).toMatchObject({
      rent: 1_000,
      rentSource: 'lease',
    });
    expect(at({ rule: 'market' }, { marketRent: 950 })).toMatchObject({
      rent: 950,
      rentSource: 'market',
    });
    expect(at({ rule: 'lesser' }, { marketRent: 950 })).toMatchObject({
      rent: 950,
      rentSource: 'lesser',
    });
    expect(at(undefined, { marketRent: 950 })).toMatchObject({ rent: 950, rentSource: 'lesser' });
  });

  it('vacant: 90 % of the market rent by default, the program’s factor otherwise', () => {
    expect(at(undefined, { occupancy: 'vacant', marketRent: 1_100 }).rent).toBeCloseTo(990, 10);
    expect(
      at({ rule: 'lease', vacantFactor: 0.75 }, { occupancy: 'vacant', marketRent: 1_100 }).rent,
    ).toBe(825);
  });

  it('the DSCR of a vacant unit at 90 %: rent needed is the market rent that counts 1.25 × 800', () => {
    // Counted 1,000 × 0.9 = 900 < 1,000 needed: market rent 1,000 / 0.9 = $1,111.12 (up).
    const result = checkProgram(
      PROGRAM,
      BORROWER,
      { ...DEAL, occupancy: 'vacant', marketRent: 1_000 },
      TODAY,
    );
    expect(result.changes.rentNeeded).toBe(1111.12);
  });

  it('short-term: 12 months of history count in full, 6 months count 80 % as a projection', () => {
    const str = {
      rule: 'lesser' as const,
      shortTerm: { minHistoryMonths: 12, projectionFactor: 0.8 },
    };
    expect(
      at(str, { occupancy: 'short-term', monthlyRent: 3_000, strHistoryMonths: 12 }),
    ).toMatchObject({
      rent: 3_000,
      rentSource: 'str-history',
    });
    expect(
      at(str, { occupancy: 'short-term', monthlyRent: 3_000, strHistoryMonths: 6 }),
    ).toMatchObject({
      rent: 2_400,
      rentSource: 'str-projection',
    });
  });

  it('short-term where the program does not count it: the short-term rule fails', () => {
    const result = checkProgram(PROGRAM, BORROWER, { ...DEAL, occupancy: 'short-term' }, TODAY);
    expect(rule(result, 'short-term')).toEqual({
      rule: 'short-term',
      pass: false,
      actual: 'short-term',
      required: ['leased', 'vacant'],
    });
    expect(result.basis.rentSource).toBe('not-counted');
  });
});

describe('reserves: vacant and financed-property months, cash-out, weights', () => {
  it('6 months + 3 if vacant + 1 per financed property (2): 11 months', () => {
    const extra = program({
      reserves: {
        by: 'ltv',
        bands: [{ upTo: null, months: 6 }],
        extraMonthsIfVacant: 3,
        extraMonthsPerFinancedProperty: 1,
      },
    });
    const vacant = { ...DEAL, occupancy: 'vacant' as const, marketRent: 1_200 };
    expect(checkProgram(extra, BORROWER, vacant, TODAY).basis.reservesRequiredMonths).toBe(11);
    // The member says one of the two is mortgaged: 10.
    expect(
      checkProgram(extra, { ...BORROWER, financedProperties: 1 }, vacant, TODAY).basis
        .reservesRequiredMonths,
    ).toBe(10);
  });

  it('cash-out counts only where the program says so: deal B, 12 months of ITIA', () => {
    // 12 × 2,717.1875 = $32,606.25 required; $10,000 of cash; + $107,125 of cash-out.
    const grid = {
      minDscr: 1,
      interestOnly: { allowed: true, qualifyOn: 'ITIA' as const },
    };
    const counts = program({
      ...grid,
      reserves: { by: 'ltv', bands: [{ upTo: null, months: 12 }], cashOutCounts: true },
    });
    const not = program({ ...grid, reserves: { by: 'ltv', bands: [{ upTo: null, months: 12 }] } });
    const yes = checkProgram(counts, BORROWER_B, DEAL_B, TODAY);
    expect(yes.basis.cashOutCounted).toBe(107_125);
    expect(rule(yes, 'reserves').pass).toBe(true);
    expect(yes.basis.reservesMonths).toBeCloseTo(117_125 / 2717.1875, 10);
    const no = checkProgram(not, BORROWER_B, DEAL_B, TODAY);
    expect(rule(no, 'reserves').pass).toBe(false);
    expect(no.changes.reservesNeeded).toBe(22_606.25); // 32,606.25 − 10,000
  });

  it('the program’s own weights: retirement and brokerage in full', () => {
    const full = program({ reserveWeights: { retirement: 1, brokerage: 1 } });
    // 63,800 + 2,000 − 60,000 = 5,800 over 800: 7.25 months (the default weights give 6).
    expect(checkProgram(full, BORROWER, DEAL, TODAY).basis.reservesMonths).toBe(7.25);
  });
});

/**
 * Deal C of the lending review as a hard-money purchase: $160,000, a $128,000 (80 %) loan at 11 %
 * interest-only for a year, 2 points, a $45,000 rehab the program finances in full, ARV $240,000,
 * taxes $1,800/yr and insurance $1,200/yr ($250/month).
 *   loan lent = 128,000 + 45,000 = $173,000; LTC 173,000 / 205,000 = 84.39 %; ARV LTV 72.08 %
 *   points 2 % × 173,000 = $3,460; funds to close 160,000 − 128,000 + 3,460 = $35,460
 *   ITIA = 173,000 × 11 % / 12 + 250 = 1,585.83 + 250 = $1,835.83
 */
describe('hard money: loan-to-cost, ARV, rehab financed', () => {
  const hardMoney = examplePrograms().find((p) => p.id === 'ejemplo-hard-money')!;
  const dealC: QualifyDeal = {
    purpose: 'purchase',
    price: 160_000,
    loanAmount: 128_000,
    interestRate: 11,
    termYears: 1,
    interestOnlyYears: 1,
    monthlyRent: 0,
    taxesYearly: 1_800,
    insuranceYearly: 1_200,
    hoaMonthly: 0,
    propertyType: 'single-family',
    units: 1,
    state: 'TX',
    points: 2,
    rehabCost: 45_000,
    arv: 240_000,
    rehabMonths: 4,
  };
  const investor: Borrower = {
    ...BORROWER,
    reserves: { cash: 45_000, retirement: 0, brokerage: 0 },
  };

  it('deal C of lending.md, the hard-money purchase: 80 % LTV, 84.39 % LTC, 72.08 % of ARV', () => {
    const result = checkProgram(hardMoney, investor, dealC, TODAY);
    expect(result.eligible).toBe(true);
    expect(result.basis).toMatchObject({ rehabFinanced: 45_000, fundsToClose: 35_460 });
    expect(result.basis.payment).toBeCloseTo(1835.8333, 4);
    expect(rule(result, 'ltc').actual).toBeCloseTo(84.3902, 4);
    expect(rule(result, 'arv-ltv').actual).toBeCloseTo(72.0833, 4);
    // 3 months × 1,835.83 = 5,507.50 ≤ 45,000 − 35,460 = 9,540.
    expect(rule(result, 'reserves')).toMatchObject({ pass: true, required: 3 });
  });

  it('at 85 % of a $160,000 price with an ARV of $220,000: 75 % of ARV caps the loan', () => {
    // 136,000 + 45,000 = 181,000 > 0.75 × 220,000 = 165,000: $16,000 less.
    const result = checkProgram(
      hardMoney,
      investor,
      { ...dealC, loanAmount: 136_000, arv: 220_000 },
      TODAY,
    );
    expect(rule(result, 'arv-ltv').pass).toBe(false);
    expect(rule(result, 'ltc').pass).toBe(true); // 181,000 / 205,000 = 88.29 %
    expect(result.changes.downPaymentNeeded).toBe(16_000);
  });

  it('a heavy rehab: 90 % of cost binds before 90 % of the price', () => {
    // Rehab $100,000: 136,000 + 100,000 = 236,000 > 0.9 × 260,000 = 234,000: $2,000 less.
    const result = checkProgram(
      hardMoney,
      investor,
      { ...dealC, loanAmount: 136_000, rehabCost: 100_000, arv: 400_000 },
      TODAY,
    );
    expect(rule(result, 'ltc').pass).toBe(false);
    expect(result.changes.downPaymentNeeded).toBe(2_000);
  });

  it('a 30-year amortising loan is not hard money: term and interest-only fail', () => {
    const result = checkProgram(
      hardMoney,
      investor,
      { ...dealC, termYears: 30, interestOnlyYears: 0 },
      TODAY,
    );
    expect(rule(result, 'term').pass).toBe(false);
    expect(rule(result, 'interest-only').pass).toBe(false);
  });

  it('carrying costs of the 4 rehab months: 4 × 1,835.83 on the loan drawn so far', () => {
    // At deal level no rehab is financed: ITIA on $128,000 = 1,173.33 + 250 = 1,423.33.
    expect(dealMetrics(investor, dealC).carryingCosts).toBeCloseTo(4 * 1423.3333, 3);
  });
});

/* ── The deals of the lending review, to the cent ──────────────────────────── */

describe('deal A of lending.md: a purchase with $88,000 of cash', () => {
  // $300,000, 25 % down, 7.25 % over 30 years, rent $2,450, $9,000 of closing costs; taxes and
  // insurance $425/month. P&I pmt(7.25 %/12, 360, 225,000) = $1,534.90; PITIA $1,959.90.
  const dealA: QualifyDeal = {
    purpose: 'purchase',
    price: 300_000,
    loanAmount: 225_000,
    interestRate: 7.25,
    termYears: 30,
    monthlyRent: 2_450,
    taxesYearly: 3_600,
    insuranceYearly: 1_500,
    hoaMonthly: 0,
    propertyType: 'single-family',
    units: 1,
    state: 'TX',
    closingCosts: 9_000,
  };
  const borrowerA: Borrower = {
    fico: 740,
    borrowerType: 'citizen',
    propertiesOwned: 0,
    entity: 'llc',
    reserves: { cash: 88_000, retirement: 0, brokerage: 0 },
    monthlySavings: 1_000,
  };
  const sixMonths = program({
    reserves: { by: 'ltv', bands: [{ upTo: null, months: 6 }] },
    minDscr: 1,
  });

  it('P&I $1,534.90, PITIA $1,959.90, DSCR 1.2501, LTV 75 %, $84,000 to close, 2.0 months', () => {
    const m = dealMetrics(borrowerA, dealA);
    expect(Math.round(m.payment * 100) / 100).toBe(1534.9);
    expect(Math.round(m.pitia * 100) / 100).toBe(1959.9);
    expect(m.dscr).toBeCloseTo(1.2501, 4);
    expect(m.ltv).toBe(75);
    expect(m.fundsToClose).toBe(84_000); // 75,000 + 9,000
    expect(m.reservesMonths).toBeCloseTo(2.0409, 4); // 4,000 / 1,959.8966
  });

  it('against 6 months: fails with a $7,759.38 shortfall (6 × 1,959.8966 − 4,000)', () => {
    const result = checkProgram(sixMonths, borrowerA, dealA, TODAY);
    expect(rule(result, 'reserves').pass).toBe(false);
    expect(result.changes).toEqual({ reservesNeeded: 7_759.38 });
  });

  it('the plan: save $7,759.38 at $1,000 a month — 8 months, by 2027-07-20', () => {
    const plan = planToQualify(sixMonths, borrowerA, dealA, TODAY)!;
    expect(plan.steps).toEqual([
      {
        kind: 'reserves',
        amount: 7_759.38,
        months: 6,
        payment: expect.closeTo(1959.8966, 4) as unknown as number,
        fundsToClose: 84_000,
      },
      { kind: 'save', amount: 7_759.38, monthly: 1_000, months: 8, date: '2027-07-20' },
    ]);
    expect(plan.cashNeeded).toBe(7_759.38);
    expect(plan.readyOn).toBe('2027-07-20');
  });
});

describe('deal B of lending.md: a cash-out refinance, interest-only, DSCR < 1 amortised', () => {
  it('metrics: ITIA $2,717.19, DSCR 1.0121, LTV 70 %, cash out $107,125, nothing to close', () => {
    const m = dealMetrics(BORROWER_B, DEAL_B);
    expect(m.qualifyingBasis).toBe('ITIA');
    expect(Math.round(m.qualifyingPayment * 100) / 100).toBe(2717.19);
    expect(m.payment).toBe(2067.1875); // interest only
    expect(m.dscr).toBeCloseTo(1.0121, 4);
    expect(m.ltv).toBe(70);
    expect(m.cashOut).toBe(107_125);
    expect(m.fundsToClose).toBe(0);
    // The amortised figure the old engine showed: 0.9373.
    expect(dealMetrics(BORROWER_B, { ...DEAL_B, interestOnlyYears: 0 }).dscr).toBeCloseTo(
      0.9373,
      4,
    );
  });

  it('the "DSCR desde 0.75" example takes it on ITIA (70 % at DSCR ≥ 1), reserves with the cash out', () => {
    const example = examplePrograms().find((p) => p.id === 'ejemplo-dscr-bajo-uno')!;
    const result = checkProgram(example, BORROWER_B, DEAL_B, TODAY);
    expect(rule(result, 'ltv')).toMatchObject({ pass: true, actual: 70, required: 70 });
    expect(rule(result, 'reserves').pass).toBe(true); // (10,000 + 107,125) / 2,717.19 = 43.1
    expect(result.eligible).toBe(true);
    expect(result.changes).toEqual({});
  });
});

describe('deal C of lending.md: the BRRRR refinance after the rehab', () => {
  // Bought for $160,000 with a $128,000 hard-money loan, $45,000 of rehab, ARV $240,000;
  // refinanced cash-out at 75 % with $5,000 of closing costs. The review gives no rate, rent,
  // taxes or insurance for the refinance: 7.5 % over 30 years, rent $2,200 and $360 a month of
  // taxes and insurance are this test's, and reproduce its DSCR of 1.359.
  const refi: QualifyDeal = {
    purpose: 'cash-out',
    price: 240_000,
    loanAmount: 180_000,
    interestRate: 7.5,
    termYears: 30,
    monthlyRent: 2_200,
    taxesYearly: 2_400,
    insuranceYearly: 1_920,
    hoaMonthly: 0,
    propertyType: 'single-family',
    units: 1,
    state: 'TX',
    closingCosts: 5_000,
    payoff: 128_000,
    acquisitionDate: '2026-07-20',
    acquisitionPrice: 160_000,
    improvements: 45_000,
  };
  const investor: Borrower = {
    ...BORROWER,
    fico: 740,
    reserves: { cash: 20_000, retirement: 0, brokerage: 0 },
  };
  // The test grid (cash-out 75 % at DSCR ≥ 1) with 12 months of seasoning (Change Wholesale).
  const seasoned = program({ seasoning: { months: 12 } });

  it('new loan $180,000 (75 % of the ARV), cash out $47,000, DSCR 1.359', () => {
    // P&I pmt(7.5 %/12, 360, 180,000) = 1,258.59; + 360 = PITIA 1,618.59; 2,200 / 1,618.59.
    const m = dealMetrics(investor, refi);
    expect(m.ltv).toBe(75);
    expect(m.cashOut).toBe(47_000); // 180,000 − 128,000 − 5,000
    expect(m.fundsToClose).toBe(0);
    expect(Math.round(m.qualifyingPayment * 100) / 100).toBe(1618.59);
    expect(m.dscr).toBeCloseTo(1.3592, 4);
  });

  it('seasoned: the appraisal counts and the 75 % loan passes', () => {
    const result = checkProgram(seasoned, investor, refi, '2027-07-20');
    expect(result.basis).toMatchObject({ valueBasis: 'appraisal', value: 240_000, ltv: 75 });
    expect(result.eligible).toBe(true);
  });

  it('under 12 months the value is the cost, $205,000: $153,750 of loan, $20,750 of cash out', () => {
    const result = checkProgram(seasoned, investor, refi, TODAY);
    expect(result.basis).toMatchObject({ valueBasis: 'cost', value: 205_000, cashOut: 47_000 });
    expect(rule(result, 'ltv')).toMatchObject({ pass: false, required: 75 });
    expect(rule(result, 'ltv').actual).toBeCloseTo(87.8049, 4); // 180,000 / 205,000
    // 0.75 × 205,000 = 153,750: $26,250 less loan, or wait until 2027-07-20.
    expect(result.changes).toEqual({ downPaymentNeeded: 26_250, seasonedOn: '2027-07-20' });
    const smaller = { ...refi, loanAmount: 180_000 - 26_250 };
    const now = checkProgram(seasoned, investor, smaller, TODAY);
    expect(now.eligible).toBe(true);
    expect(now.basis.cashOut).toBe(20_750); // 153,750 − 128,000 − 5,000
  });

  it('the plan: wait until 2027-07-20 rather than give up $26,250 of cash out', () => {
    const plan = planToQualify(seasoned, investor, refi, TODAY)!;
    expect(plan.steps).toEqual([
      { kind: 'wait', date: '2027-07-20', value: 240_000, cost: 205_000 },
    ]);
    expect(plan.loanReduction).toBe(0);
    expect(plan.readyOn).toBe('2027-07-20');
  });
});

describe('deal D of lending.md: a 6-month flip on interest-only hard money', () => {
  // $180,000 at 11 %, interest-only, a 1-year term, sold after 6 months, ARV $320,000. The price
  // ($200,000: the 90 % the old example refused) and the 2 points are this test's; the review's
  // profits differ only by the loan's payments over the 6 months.
  const flip: QualifyDeal = {
    purpose: 'purchase',
    price: 200_000,
    loanAmount: 180_000,
    interestRate: 11,
    termYears: 1,
    interestOnlyYears: 1,
    monthlyRent: 0,
    taxesYearly: 0,
    insuranceYearly: 0,
    hoaMonthly: 0,
    propertyType: 'single-family',
    units: 1,
    state: 'TX',
    points: 2,
    arv: 320_000,
    rehabMonths: 6,
  };
  const flipper: Borrower = {
    ...BORROWER,
    fico: 700,
    reserves: { cash: 40_000, retirement: 0, brokerage: 0 },
  };
  const monthly = (deal: QualifyDeal) => dealMetrics(flipper, deal).qualifyingPayment;

  it('interest only: $1,650.00 a month, $9,900.00 over the 6 months', () => {
    const m = dealMetrics(flipper, flip);
    expect(m.qualifyingBasis).toBe('ITIA');
    expect(m.qualifyingPayment).toBe(1_650); // 180,000 × 11 % / 12
    expect(m.carryingCosts).toBe(9_900);
    expect(m.fundsToClose).toBe(23_600); // 20,000 + 2 % × 180,000
  });

  it('the review’s three profits: $24,200 interest-only, $23,815 on 30 years, −$61,352 on 1', () => {
    const interestOnly = 6 * monthly(flip);
    const thirtyYears = 6 * monthly({ ...flip, interestOnlyYears: 0, termYears: 30 });
    const oneYear = 6 * monthly({ ...flip, interestOnlyYears: 0 });
    expect(Math.round(thirtyYears * 100) / 100).toBe(10_285.09); // 6 × 1,714.18
    expect(Math.round(oneYear * 100) / 100).toBe(95_452.19); // 6 × 15,908.70
    expect(Math.round(24_200 - (thirtyYears - interestOnly))).toBe(23_815);
    expect(Math.round(24_200 - (oneYear - interestOnly))).toBe(-61_352);
  });

  it('the hard-money example takes it: 90 % of the price, 56.25 % of the ARV', () => {
    const hardMoney = examplePrograms().find((p) => p.id === 'ejemplo-hard-money')!;
    const result = checkProgram(hardMoney, flipper, flip, TODAY);
    expect(result.eligible).toBe(true);
    expect(rule(result, 'ltv')).toMatchObject({ actual: 90, required: 90 });
    expect(rule(result, 'arv-ltv')).toMatchObject({ actual: 56.25, required: 75 });
    // The same loan amortised over its 1-year term is not hard money.
    const amortised = checkProgram(hardMoney, flipper, { ...flip, interestOnlyYears: 0 }, TODAY);
    expect(rule(amortised, 'interest-only').pass).toBe(false);
  });
});

/* ── Plans ─────────────────────────────────────────────────────────────────── */

describe('plans to qualify', () => {
  it('a smaller loan rather than a higher rent; the rent, as the alternative', () => {
    // Rent $950 / PITIA $800 = DSCR 1.1875 < 1.25. The loan whose PITIA rent covers 1.25 times:
    // 950 / 1.25 − 300 = $460 a month, × 360 = $165,600 ($14,400 less). LTV 69 %: 3 months of
    // $760 = $2,280 after 74,400 down: 64,800 − 74,400 = −9,600, so $11,880 more.
    const plan = planToQualify(PROGRAM, BORROWER, { ...DEAL, monthlyRent: 950 }, TODAY)!;
    expect(plan.steps.map((s) => s.kind)).toEqual(['loan', 'reserves']);
    expect(plan.steps[0]).toMatchObject({ kind: 'loan', amount: 14_400, loan: 165_600, ltv: 69 });
    expect(plan.steps[1]).toMatchObject({ kind: 'reserves', amount: 11_880, months: 3 });
    expect(plan.cashNeeded).toBe(11_880);
    expect(plan.readyOn).toBeNull(); // no monthly savings stated: no date
    // Or rent of $1,000 (1.25 × 800) and nothing more.
    expect(plan.rentOption).toEqual({ rent: 1_000, cashNeeded: 0 });
  });

  it('the rent first when it also lifts the DSCR band the loan would be cut for', () => {
    // Rent $720: DSCR 0.90, purchase band 70 %. No loan the program lends reaches 1.25 (the
    // $99,360 it takes is under its $100,000 minimum): rent $1,000 puts the DSCR at 1.25 and the
    // band back at 80 %, and the $4,800 left after closing is the 6 months — nothing else.
    const plan = planToQualify(PROGRAM, BORROWER, { ...DEAL, monthlyRent: 720 }, TODAY)!;
    expect(plan.steps).toEqual([{ kind: 'rent', amount: 1_000 }]);
    expect(plan.cashNeeded).toBe(0);
  });

  it('a seasoning wait when waiting alone fixes the LTV', () => {
    const seasoned = program({
      minDscr: 1,
      seasoning: { months: 6 },
      interestOnly: { allowed: true, qualifyOn: 'ITIA' },
      reserves: { by: 'ltv', bands: [{ upTo: null, months: 0 }] },
    });
    const refi = { ...DEAL_B, acquisitionDate: '2026-06-15', acquisitionPrice: 320_000 };
    const plan = planToQualify(seasoned, BORROWER_B, refi, TODAY)!;
    expect(plan.steps).toEqual([
      { kind: 'wait', date: '2026-12-15', value: 450_000, cost: 320_000 },
    ]);
    expect(plan.readyOn).toBe('2026-12-15');
  });

  it('seasoning that caps the value: wait, then borrow less of the appraisal, rather than much less now', () => {
    // Bought 2026-06-15 for $320,000; the 6-month rule ends 2026-12-15. Cash-out 75 % at DSCR ≥ 1
    // (ITIA 1.012), less 10 points for interest-only = 65 %: now 65 % of $320,000 = $208,000
    // ($107,000 less); after the wait 65 % of $450,000 = $292,500 ($22,500 less). Waiting costs
    // less money.
    const seasoned = program({
      minDscr: 1,
      seasoning: { months: 6 },
      interestOnly: { allowed: true, qualifyOn: 'ITIA', ltvReduction: 10 },
      reserves: { by: 'ltv', bands: [{ upTo: null, months: 0 }] },
    });
    const refi = { ...DEAL_B, acquisitionDate: '2026-06-15', acquisitionPrice: 320_000 };
    const plan = planToQualify(seasoned, BORROWER_B, refi, TODAY)!;
    expect(plan.steps).toEqual([
      { kind: 'wait', date: '2026-12-15', value: 450_000, cost: 320_000 },
      { kind: 'loan', amount: 22_500, loan: 292_500, ltv: 65 },
    ]);
    expect(plan.loanReduction).toBe(22_500);
    expect(plan.readyOn).toBe('2026-12-15');
  });

  it('structure first: an LLC for an entity-only lender, amortising payments where no IO', () => {
    const plan = planToQualify(
      program({ entityOnly: true, minDscr: 0.8 }),
      { ...BORROWER, entity: 'personal' },
      { ...DEAL, interestOnlyYears: 5 },
      TODAY,
    )!;
    expect(plan.steps.slice(0, 2)).toEqual([
      { kind: 'entity', entity: 'llc' },
      { kind: 'amortizing' },
    ]);
  });

  it('a FICO band that lowers the minimum DSCR is offered when it spares the rent', () => {
    const cozart = program({ minDscrByFico: [{ ficoAtLeast: 720, minDscr: 1.05 }] });
    // DSCR 1.10 < 1.25 at FICO 700; at 720 the minimum is 1.05.
    const plan = planToQualify(cozart, BORROWER, { ...DEAL, monthlyRent: 880 }, TODAY)!;
    expect(plan.ficoOption).toMatchObject({ fico: 720, needsRent: false });
  });

  it('no plan when a rule no change fixes fails (the state)', () => {
    expect(planToQualify(PROGRAM, BORROWER, { ...DEAL, state: 'NY' }, TODAY)).toBeNull();
  });

  it('qualify() keeps at most three plans, for programs that do not take the deal', () => {
    const result = qualify(BORROWER, { ...DEAL, monthlyRent: 720 }, examplePrograms(), TODAY);
    expect(result.plans.length).toBeLessThanOrEqual(3);
    const eligible = new Set(result.programs.filter((p) => p.eligible).map((p) => p.id));
    expect(result.plans.every((p) => !eligible.has(p.programId))).toBe(true);
  });
});

describe('ordering', () => {
  it('eligible first, then fewer failed rules, then rules money can fix', () => {
    const wrongState = program({
      id: 'prog-b',
      name: 'B',
      lender: { ...PROGRAM_INPUT.lender, states: ['NY'] },
    });
    const highDscr = program({ id: 'prog-c', name: 'C', minDscr: 1.3 });
    const both = program({
      id: 'prog-d',
      name: 'D',
      minDscr: 1.3,
      lender: { ...PROGRAM_INPUT.lender, states: ['NY'] },
    });
    const { programs } = qualify(BORROWER, DEAL, [both, wrongState, highDscr, PROGRAM], TODAY);
    expect(programs.map((p) => p.id)).toEqual(['prueba-dscr', 'prog-c', 'prog-b', 'prog-d']);
  });
});

describe('deal from monthly figures (deal files and calculators keep taxes monthly)', () => {
  it('converts taxes and insurance to yearly and the loan to price − down payment', () => {
    const deal = dealFromMonthlyFigures(
      {
        purchasePrice: 240_000,
        downPayment: 60_000,
        interestRate: 0,
        termYears: 30,
        monthlyRent: 1_000,
        taxesMonthly: 200,
        insuranceMonthly: 100,
        hoaMonthly: 0,
      },
      { purpose: 'purchase', propertyType: 'single-family', units: 1, state: 'TX' },
    );
    expect(deal).toEqual(DEAL);
  });
});

describe('ceilToCent', () => {
  it('rounds up, ignoring binary noise', () => {
    expect(ceilToCent(1699.1011)).toBe(1699.11);
    expect(ceilToCent(1000)).toBe(1000);
    expect(ceilToCent(0.1 + 0.2)).toBe(0.3);
  });
});
