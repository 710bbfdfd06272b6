import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lenderProgramSchema, type LenderProgram } from '../lenders/program.ts';
import {
  ceilToCent,
  checkProgram,
  dealFromMonthlyFigures,
  dealMetrics,
  qualify,
  type Borrower,
  type ProgramResult,
  type QualifyDeal,
  type RuleId,
} from './qualification.ts';

/**
 * A program grid used only here (not the seeded examples), so each figure below is checked by
 * hand against it: FICO 660 up to 70 % LTV, 700 up to 80 %; purchase 80 % at DSCR ≥ 1.00, 70 %
 * below; cash-out 75 % / 65 %; minimum DSCR 1.25; reserves 3 months up to 70 % LTV, 6 above.
 */
const PROGRAM: LenderProgram = lenderProgramSchema.parse({
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
});

/**
 * At 0 % the payment is exact: $180,000 / 360 = $500.00. Taxes $2,400/yr = $200, insurance
 * $1,200/yr = $100, no HOA: PITIA $800.00. Rent $1,000 / $800 = DSCR 1.25 (the minimum, exactly).
 * LTV 180,000 / 240,000 = 75 %.
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

/** Reserves counted: $3,600 + 0.6 × $2,000 + 0.7 × $0 = $4,800 = 6 × $800, the requirement. */
const BORROWER: Borrower = {
  fico: 700,
  borrowerType: 'citizen',
  propertiesOwned: 2,
  entity: 'llc',
  reserves: { cash: 3_600, retirement: 2_000, brokerage: 0 },
};

function rule(result: ProgramResult, id: RuleId) {
  const found = result.rules.find((r) => r.rule === id);
  if (!found) throw new Error(`no ${id} rule`);
  return found;
}

const check = (deal: Partial<QualifyDeal> = {}, borrower: Partial<Borrower> = {}) =>
  checkProgram(PROGRAM, { ...BORROWER, ...borrower }, { ...DEAL, ...deal });

describe('metrics', () => {
  it('PITIA, DSCR, LTV and reserves months of the exact case', () => {
    const m = dealMetrics(BORROWER, DEAL);
    expect(m.payment).toBe(500);
    expect(m.pitia).toBe(800);
    expect(m.dscr).toBe(1.25);
    expect(m.ltv).toBe(75);
    expect(m.reservesMonths).toBe(6);
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
    expect(m.reservesMonths).toBeCloseTo(4800 / 1359.2808, 6);
  });

  it('retirement counts 60 % and brokerage 70 %', () => {
    const m = dealMetrics(
      { ...BORROWER, reserves: { cash: 1_000, retirement: 1_000, brokerage: 1_000 } },
      DEAL,
    );
    expect(m.reservesMonths).toBeCloseTo((1_000 + 600 + 700) / 800, 12);
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
  });

  it('DSCR: a cent of rent below the minimum fails, and the rent needed is $1,000.00', () => {
    const result = check({ monthlyRent: 999.99 });
    expect(rule(result, 'dscr').pass).toBe(false);
    expect(result.changes.rentNeeded).toBe(1000); // 1.25 × $800
    expect(result.eligible).toBe(false);
  });

  it('DSCR with a real rate: rent needed = 1.25 × $1,359.28 = $1,699.11 (rounded up)', () => {
    const result = check({
      price: 200_000,
      loanAmount: 160_000,
      interestRate: 6,
      monthlyRent: 1_600,
      taxesYearly: 3_000,
      insuranceYearly: 1_200,
      hoaMonthly: 50,
    });
    expect(rule(result, 'dscr').pass).toBe(false);
    expect(result.changes.rentNeeded).toBe(1699.11); // 1.25 × 1,359.2808 = 1,699.1011
    const fixed = check({
      price: 200_000,
      loanAmount: 160_000,
      interestRate: 6,
      monthlyRent: 1699.11,
      taxesYearly: 3_000,
      insuranceYearly: 1_200,
      hoaMonthly: 50,
    });
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
    const result = check({}, { reserves: { cash: 3_599.99, retirement: 2_000, brokerage: 0 } });
    expect(rule(result, 'reserves').pass).toBe(false);
    expect(result.changes.reservesNeeded).toBe(0.01);
  });

  it('reserves by LTV band: at 70 % LTV, 3 months ($2,400) are enough', () => {
    // Loan $168,000 at 0 %: $466.67 + 300 = PITIA $766.67; 3 months = $2,300.
    const result = check(
      { loanAmount: 168_000 },
      { reserves: { cash: 2_300, retirement: 0, brokerage: 0 } },
    );
    expect(rule(result, 'reserves')).toMatchObject({ pass: true, required: 3 });
  });

  it('FICO: 699 fails the 700 of the 70-80 % band; 660 is enough at 70 %', () => {
    expect(rule(check({}, { fico: 699 }), 'fico')).toMatchObject({
      pass: false,
      actual: 699,
      required: 700,
    });
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

  it('LLC: refused where the program lends to people only', () => {
    const personalOnly = { ...PROGRAM, llcAllowed: false };
    const result = checkProgram(personalOnly, BORROWER, DEAL);
    expect(rule(result, 'entity')).toMatchObject({ pass: false, actual: 'llc' });
    expect(
      rule(checkProgram(personalOnly, { ...BORROWER, entity: 'personal' }, DEAL), 'entity').pass,
    ).toBe(true);
  });

  it('a no-ratio program has no DSCR rule', () => {
    const noRatio = { ...PROGRAM, minDscr: null };
    const result = checkProgram(noRatio, BORROWER, { ...DEAL, monthlyRent: 0 });
    expect(result.rules.some((r) => r.rule === 'dscr')).toBe(false);
    expect(result.changes.rentNeeded).toBeUndefined();
  });

  it('experience: only when the program asks for owned properties', () => {
    expect(check().rules.some((r) => r.rule === 'experience')).toBe(false);
    const seasoned = { ...PROGRAM, minPropertiesOwned: 3 };
    expect(rule(checkProgram(seasoned, BORROWER, DEAL), 'experience')).toEqual({
      rule: 'experience',
      pass: false,
      actual: 2,
      required: 3,
    });
  });
});

describe('ordering', () => {
  it('eligible first, then fewer failed rules, then rules money can fix', () => {
    const wrongState = {
      ...PROGRAM,
      id: 'b',
      name: 'B',
      lender: { ...PROGRAM.lender, states: ['NY' as const] },
    };
    const highDscr = { ...PROGRAM, id: 'c', name: 'C', minDscr: 1.3 };
    const both = { ...highDscr, id: 'd', name: 'D', lender: wrongState.lender };
    const { programs } = qualify(BORROWER, DEAL, [both, wrongState, highDscr, PROGRAM]);
    expect(programs.map((p) => p.id)).toEqual(['prueba-dscr', 'c', 'b', 'd']);
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

/* ── Property: applying each change makes its rule pass ─────────────────── */

const programArb: fc.Arbitrary<LenderProgram> = fc
  .record({
    fico: fc.tuple(fc.integer({ min: 0, max: 720 }), fc.integer({ min: 0, max: 80 })),
    ltvLow: fc.integer({ min: 50, max: 75 }),
    ltvStep: fc.integer({ min: 0, max: 10 }),
    dscrBand: fc.double({ min: 0.5, max: 1.5, noNaN: true }),
    minDscr: fc.option(fc.double({ min: 0.5, max: 1.6, noNaN: true }), { nil: null }),
    reservesBy: fc.constantFrom('ltv' as const, 'loan-amount' as const),
    reserveCut: fc.integer({ min: 1, max: 2_000_000 }),
    months: fc.tuple(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 })),
    weights: fc.option(
      fc.record({
        retirement: fc.double({ min: 0, max: 1, noNaN: true }),
        brokerage: fc.double({ min: 0, max: 1, noNaN: true }),
      }),
      { nil: undefined },
    ),
  })
  .map((g) =>
    lenderProgramSchema.parse({
      ...PROGRAM,
      purposes: ['purchase', 'rate-term', 'cash-out'],
      minFicoByLtv: [
        { ltvUpTo: 70, minFico: g.fico[0] },
        { ltvUpTo: 100, minFico: Math.min(850, g.fico[0] + g.fico[1]) },
      ],
      maxLtv: (['purchase', 'rate-term', 'cash-out'] as const).flatMap((purpose) => [
        { purpose, dscrAtLeast: 0, maxLtv: g.ltvLow },
        { purpose, dscrAtLeast: g.dscrBand, maxLtv: g.ltvLow + g.ltvStep },
      ]),
      minDscr: g.minDscr,
      reserves: {
        by: g.reservesBy,
        bands: [
          { upTo: g.reservesBy === 'ltv' ? 70 : g.reserveCut, months: g.months[0] },
          { upTo: null, months: g.months[1] },
        ],
      },
      reserveWeights: g.weights,
      minLoan: 0,
      maxLoan: 1_000_000_000,
    }),
  );

const cents = (min: number, max: number) =>
  fc.integer({ min: Math.round(min * 100), max: Math.round(max * 100) }).map((c) => c / 100);

const dealArb: fc.Arbitrary<QualifyDeal> = fc
  .record({
    purpose: fc.constantFrom('purchase' as const, 'rate-term' as const, 'cash-out' as const),
    price: cents(50_000, 3_000_000),
    share: fc.double({ min: 0.05, max: 1, noNaN: true }),
    interestRate: fc.oneof(fc.constant(0), cents(0.01, 15)),
    termYears: fc.integer({ min: 1, max: 40 }),
    monthlyRent: cents(0, 40_000),
    taxesYearly: cents(0, 60_000),
    insuranceYearly: cents(0, 20_000),
    hoaMonthly: cents(0, 2_000),
  })
  .map(({ share, ...d }) => ({
    ...d,
    loanAmount: Math.max(1, Math.round(d.price * share * 100) / 100),
    propertyType: 'single-family' as const,
    units: 1,
    state: 'TX',
  }));

const borrowerArb: fc.Arbitrary<Borrower> = fc.record({
  fico: fc.integer({ min: 300, max: 850 }),
  borrowerType: fc.constant('citizen' as const),
  propertiesOwned: fc.integer({ min: 0, max: 10 }),
  entity: fc.constantFrom('llc' as const, 'personal' as const),
  reserves: fc.record({
    cash: cents(0, 500_000),
    retirement: cents(0, 500_000),
    brokerage: cents(0, 500_000),
  }),
});

describe('property: each change makes its rule pass', () => {
  it('rent, down payment and reserves', () => {
    fc.assert(
      fc.property(programArb, borrowerArb, dealArb, (program, borrower, deal) => {
        const result = checkProgram(program, borrower, deal);
        const failed = new Set(result.rules.filter((r) => !r.pass).map((r) => r.rule));
        // A change is present exactly when its rule fails.
        expect(result.changes.rentNeeded !== undefined).toBe(failed.has('dscr'));
        expect(result.changes.downPaymentNeeded !== undefined).toBe(failed.has('ltv'));
        expect(result.changes.reservesNeeded !== undefined).toBe(failed.has('reserves'));

        const { rentNeeded, downPaymentNeeded, reservesNeeded } = result.changes;
        if (rentNeeded !== undefined) {
          const after = checkProgram(program, borrower, { ...deal, monthlyRent: rentNeeded });
          expect(rule(after, 'dscr').pass).toBe(true);
        }
        if (downPaymentNeeded !== undefined) {
          expect(downPaymentNeeded).toBeGreaterThan(0);
          const loanAmount = deal.loanAmount - downPaymentNeeded;
          const after = checkProgram(program, borrower, { ...deal, loanAmount });
          expect(rule(after, 'ltv').pass).toBe(true);
        }
        if (reservesNeeded !== undefined) {
          expect(reservesNeeded).toBeGreaterThan(0);
          const reserves = { ...borrower.reserves, cash: borrower.reserves.cash + reservesNeeded };
          const after = checkProgram(program, { ...borrower, reserves }, deal);
          expect(rule(after, 'reserves').pass).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});
