import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lenderProgramSchema, type LenderProgram } from '../lenders/program.ts';
import {
  addMonths,
  checkProgram,
  planToQualify,
  withRent,
  type Borrower,
  type PlanStep,
  type ProgramResult,
  type QualifyDeal,
  type RuleId,
} from './qualification.ts';

/**
 * Properties of the engine over random programs (every rule kind of the schema) and random deals
 * (every deal input): each suggested change, applied alone, makes its rule pass; and each plan to
 * qualify, replayed step by step from what it says, ends with the program taking the deal.
 */
const TODAY = '2026-11-20';
const PURPOSES = ['purchase', 'rate-term', 'cash-out'] as const;
/** Rules a smaller loan fixes: `downPaymentNeeded` must make every one of them pass. */
const LOAN_CAPS: readonly RuleId[] = ['ltv', 'ltc', 'arv-ltv', 'cash-out', 'loan-max'];

const cents = (min: number, max: number) =>
  fc.integer({ min: Math.round(min * 100), max: Math.round(max * 100) }).map((c) => c / 100);
const ratio = (min: number, max: number) => fc.double({ min, max, noNaN: true });
const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

const programArb: fc.Arbitrary<LenderProgram> = fc
  .record({
    fico: fc.tuple(fc.integer({ min: 0, max: 720 }), fc.integer({ min: 0, max: 80 })),
    ltv: fc.tuple(
      fc.integer({ min: 40, max: 75 }),
      fc.integer({ min: 0, max: 10 }),
      fc.integer({ min: 0, max: 10 }),
    ),
    dscrBands: fc.tuple(ratio(0.5, 1.5), ratio(0, 0.5)),
    ficoBand: fc.integer({ min: 600, max: 800 }),
    loanBand: fc.integer({ min: 100_000, max: 3_000_000 }),
    minDscr: fc.option(ratio(0.5, 1.6), { nil: null }),
    minDscrByFico: fc.uniqueArray(
      fc.record({ ficoAtLeast: fc.integer({ min: 600, max: 800 }), minDscr: ratio(0.5, 1.6) }),
      { selector: (b) => b.ficoAtLeast, maxLength: 2 },
    ),
    interestOnly: optional(
      fc.record({
        allowed: fc.boolean(),
        qualifyOn: optional(fc.constantFrom('ITIA' as const, 'PITIA' as const)),
        ltvReduction: fc.integer({ min: 0, max: 10 }),
        required: fc.boolean(),
      }),
    ),
    maxTermYears: optional(fc.integer({ min: 1, max: 40 })),
    cashOutMax: optional(fc.integer({ min: 0, max: 1_000_000 })),
    seasoning: optional(fc.record({ months: fc.integer({ min: 1, max: 24 }) })),
    entityOnly: fc.boolean(),
    /** true, false, or null: the source does not say (entity-only needs true). */
    llcAllowed: fc.constantFrom(true, false, null),
    minPropertyValue: optional(fc.integer({ min: 0, max: 500_000 })),
    rent: optional(
      fc.record({
        rule: fc.constantFrom('lease' as const, 'market' as const, 'lesser' as const),
        vacantFactor: optional(ratio(0.5, 1)),
        shortTerm: optional(
          fc.option(
            fc.record({
              minHistoryMonths: fc.integer({ min: 0, max: 24 }),
              projectionFactor: ratio(0.5, 1),
            }),
            { nil: null },
          ),
        ),
      }),
    ),
    reservesBy: fc.constantFrom('ltv' as const, 'loan-amount' as const),
    reserveCut: fc.integer({ min: 1, max: 2_000_000 }),
    months: fc.tuple(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 })),
    extraVacant: fc.integer({ min: 0, max: 6 }),
    extraFinanced: fc.integer({ min: 0, max: 3 }),
    cashOutCounts: fc.boolean(),
    weights: optional(fc.record({ retirement: ratio(0, 1), brokerage: ratio(0, 1) })),
    maxLtc: optional(fc.integer({ min: 60, max: 100 })),
    maxArvLtv: optional(fc.integer({ min: 50, max: 90 })),
    rehabFinancedPct: fc.integer({ min: 0, max: 100 }),
    maxLoan: fc.integer({ min: 200_000, max: 5_000_000 }),
  })
  .map((g) =>
    lenderProgramSchema.parse({
      id: 'aleatorio',
      name: 'Aleatorio',
      example: true,
      lender: { name: 'Prestamista', states: 'ALL' },
      type: 'dscr',
      purposes: [...PURPOSES],
      minFicoByLtv: [
        { ltvUpTo: 70, minFico: g.fico[0] },
        { ltvUpTo: 100, minFico: Math.min(850, g.fico[0] + g.fico[1]) },
      ],
      // Three bands per purpose, each asking more than the one before and allowing as much or
      // more (the schema refuses a grid where a better deal reads a lower maximum).
      maxLtv: PURPOSES.flatMap((purpose) => [
        { purpose, dscrAtLeast: 0, maxLtv: g.ltv[0] },
        { purpose, dscrAtLeast: g.dscrBands[0], maxLtv: g.ltv[0] + g.ltv[1] },
        {
          purpose,
          dscrAtLeast: g.dscrBands[0] + g.dscrBands[1],
          ficoAtLeast: g.ficoBand,
          loanUpTo: g.loanBand,
          maxLtv: g.ltv[0] + g.ltv[1] + g.ltv[2],
        },
      ]),
      minDscr: g.minDscr,
      minDscrByFico: g.minDscrByFico,
      interestOnly: g.interestOnly,
      maxTermYears: g.maxTermYears,
      cashOutMax: g.cashOutMax,
      seasoning: g.seasoning,
      entityOnly: g.entityOnly,
      minPropertyValue: g.minPropertyValue,
      rent: g.rent,
      reserves: {
        by: g.reservesBy,
        bands: [
          { upTo: g.reservesBy === 'ltv' ? 70 : g.reserveCut, months: g.months[0] },
          { upTo: null, months: g.months[1] },
        ],
        extraMonthsIfVacant: g.extraVacant,
        extraMonthsPerFinancedProperty: g.extraFinanced,
        cashOutCounts: g.cashOutCounts,
      },
      reserveWeights: g.weights,
      maxLtc: g.maxLtc,
      maxArvLtv: g.maxArvLtv,
      rehabFinancedPct: g.rehabFinancedPct,
      minLoan: 0,
      maxLoan: g.maxLoan,
      propertyTypes: ['single-family'],
      units: { min: 1, max: 4 },
      borrowerTypes: ['citizen'],
      llcAllowed: g.entityOnly ? true : g.llcAllowed,
      prepaymentPenalty: null,
      rateRange: null,
      source: 'Prueba',
      sourceDate: '2026-11-23',
    }),
  );

const dealArb: fc.Arbitrary<QualifyDeal> = fc
  .record({
    purpose: fc.constantFrom(...PURPOSES),
    price: cents(50_000, 3_000_000),
    share: ratio(0.05, 1),
    interestRate: fc.oneof(fc.constant(0), cents(0.01, 15)),
    termYears: fc.integer({ min: 1, max: 40 }),
    ioShare: fc.oneof(fc.constant(0), ratio(0, 1)),
    monthlyRent: cents(0, 40_000),
    marketRent: optional(cents(0, 40_000)),
    occupancy: optional(
      fc.constantFrom('leased' as const, 'vacant' as const, 'short-term' as const),
    ),
    strHistoryMonths: optional(fc.integer({ min: 0, max: 36 })),
    taxesYearly: cents(0, 60_000),
    insuranceYearly: cents(0, 20_000),
    hoaMonthly: cents(0, 2_000),
    closingCosts: optional(cents(0, 50_000)),
    points: optional(cents(0, 5)),
    rehabCost: optional(cents(0, 300_000)),
    arv: optional(cents(50_000, 4_000_000)),
    acquired: optional(
      fc.record({
        monthsAgo: fc.integer({ min: 0, max: 30 }),
        price: cents(20_000, 3_000_000),
        improvements: optional(cents(0, 200_000)),
      }),
    ),
    payoffShare: optional(ratio(0, 1.2)),
  })
  .map(({ share, ioShare, acquired, payoffShare, ...d }) => {
    const loanAmount = Math.max(1, Math.round(d.price * share * 100) / 100);
    return {
      ...d,
      loanAmount,
      interestOnlyYears: Math.round(ioShare * d.termYears),
      propertyType: 'single-family' as const,
      units: 1,
      state: 'TX',
      ...(acquired
        ? {
            acquisitionDate: addMonths(TODAY, -acquired.monthsAgo),
            acquisitionPrice: acquired.price,
            improvements: acquired.improvements,
          }
        : {}),
      ...(payoffShare !== undefined
        ? { payoff: Math.round(loanAmount * payoffShare * 100) / 100 }
        : {}),
    };
  });

const borrowerArb: fc.Arbitrary<Borrower> = fc
  .record({
    fico: fc.integer({ min: 300, max: 850 }),
    propertiesOwned: fc.integer({ min: 0, max: 10 }),
    financedShare: optional(ratio(0, 1)),
    entity: fc.constantFrom('llc' as const, 'personal' as const),
    reserves: fc.record({
      cash: cents(0, 1_000_000),
      retirement: cents(0, 500_000),
      brokerage: cents(0, 500_000),
    }),
    monthlySavings: optional(cents(1, 20_000)),
  })
  .map(({ financedShare, ...b }) => ({
    ...b,
    borrowerType: 'citizen' as const,
    ...(financedShare !== undefined
      ? { financedProperties: Math.floor(financedShare * b.propertiesOwned) }
      : {}),
  }));

function passes(result: ProgramResult, id: RuleId): boolean {
  const found = result.rules.find((r) => r.rule === id);
  if (!found) throw new Error(`no ${id} rule`);
  return found.pass;
}

const failed = (result: ProgramResult) =>
  new Set(result.rules.filter((r) => !r.pass).map((r) => r.rule));

describe('property: vesting the source does not state never refuses', () => {
  it('the entity rule fails only on what the program states; null + LLC is to confirm', () => {
    fc.assert(
      fc.property(programArb, borrowerArb, dealArb, (program, borrower, deal) => {
        const entity = checkProgram(program, borrower, deal, TODAY).rules.find(
          (r) => r.rule === 'entity',
        )!;
        const silent = program.llcAllowed === null && borrower.entity === 'llc';
        expect(entity.toConfirm === true).toBe(silent);
        if (silent) expect(entity.pass).toBe(true);
        if (!entity.pass) {
          expect(
            borrower.entity === 'llc' ? program.llcAllowed === false : program.entityOnly,
          ).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('property: each change, applied alone, makes its rule pass', () => {
  it('rent, down payment, reserves, FICO and the seasoning date', () => {
    fc.assert(
      fc.property(programArb, borrowerArb, dealArb, (program, borrower, deal) => {
        const result = checkProgram(program, borrower, deal, TODAY);
        const fails = failed(result);
        const c = result.changes;
        // Reserves and FICO always say what fixes them; the loan when a loan cap fails.
        expect(c.reservesNeeded !== undefined).toBe(fails.has('reserves'));
        expect(c.ficoNeeded !== undefined).toBe(fails.has('fico'));
        if (c.rentNeeded !== undefined) {
          expect(fails.has('dscr')).toBe(true);
          const after = checkProgram(program, borrower, withRent(deal, c.rentNeeded), TODAY);
          expect(passes(after, 'dscr')).toBe(true);
        }
        if (c.downPaymentNeeded !== undefined) {
          expect(LOAN_CAPS.some((id) => fails.has(id))).toBe(true);
          expect(c.downPaymentNeeded).toBeGreaterThan(0);
          expect(c.downPaymentNeeded).toBeLessThan(deal.loanAmount);
          const loanAmount = deal.loanAmount - c.downPaymentNeeded;
          const after = checkProgram(program, borrower, { ...deal, loanAmount }, TODAY);
          for (const id of LOAN_CAPS) {
            if (after.rules.some((r) => r.rule === id)) expect(passes(after, id)).toBe(true);
          }
        }
        if (c.reservesNeeded !== undefined) {
          expect(c.reservesNeeded).toBeGreaterThan(0);
          const cash = borrower.reserves.cash + c.reservesNeeded;
          const after = checkProgram(
            program,
            { ...borrower, reserves: { ...borrower.reserves, cash } },
            deal,
            TODAY,
          );
          expect(passes(after, 'reserves')).toBe(true);
        }
        if (c.ficoNeeded !== undefined) {
          const after = checkProgram(program, { ...borrower, fico: c.ficoNeeded }, deal, TODAY);
          expect(passes(after, 'fico')).toBe(true);
        }
        if (c.seasonedOn !== undefined) {
          expect(fails.has('ltv')).toBe(true);
          expect(c.seasonedOn > TODAY).toBe(true);
          expect(passes(checkProgram(program, borrower, deal, c.seasonedOn), 'ltv')).toBe(true);
        }
      }),
      { numRuns: 600 },
    );
  });
});

/** A plan's steps applied from what they say, as the member would follow them. */
function replay(steps: readonly PlanStep[], start: { borrower: Borrower; deal: QualifyDeal }) {
  let { borrower, deal } = start;
  let today = TODAY;
  for (const step of steps) {
    switch (step.kind) {
      case 'entity':
        borrower = { ...borrower, entity: step.entity };
        break;
      case 'amortizing':
        deal = { ...deal, interestOnlyYears: 0 };
        break;
      case 'interest-only':
        deal = { ...deal, interestOnlyYears: deal.termYears };
        break;
      case 'wait':
        today = step.date;
        break;
      case 'fico':
        borrower = { ...borrower, fico: step.fico };
        break;
      case 'loan':
        deal = { ...deal, loanAmount: step.loan };
        break;
      case 'rent':
        deal = withRent(deal, step.amount);
        break;
      case 'reserves':
        borrower = {
          ...borrower,
          reserves: { ...borrower.reserves, cash: borrower.reserves.cash + step.amount },
        };
        break;
      case 'save':
        break;
    }
  }
  return { borrower, deal, today };
}

describe('property: a plan to qualify, followed step by step, qualifies', () => {
  it('the program takes the deal after the steps; the cash is what the reserves steps add', () => {
    fc.assert(
      fc.property(programArb, borrowerArb, dealArb, (program, borrower, deal) => {
        const plan = planToQualify(program, borrower, deal, TODAY);
        if (!plan) return;
        const after = replay(plan.steps, { borrower, deal });
        expect(checkProgram(program, after.borrower, after.deal, after.today).eligible).toBe(true);
        const added = plan.steps.reduce(
          (sum, s) => sum + (s.kind === 'reserves' ? s.amount : 0),
          0,
        );
        expect(plan.cashNeeded).toBeCloseTo(added, 2);
        const given = plan.steps.reduce((sum, s) => sum + (s.kind === 'loan' ? s.amount : 0), 0);
        expect(plan.loanReduction).toBeCloseTo(given, 2);
        const save = plan.steps.find((s) => s.kind === 'save');
        if (save?.kind === 'save') {
          expect(save.months * save.monthly).toBeGreaterThanOrEqual(save.amount - 0.005);
          expect((save.months - 1) * save.monthly).toBeLessThan(save.amount);
          expect(plan.readyOn! >= save.date).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
