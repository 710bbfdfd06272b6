import { describe, expect, it } from 'vitest';
import { checkProgram, type QualifyDeal, type RuleId } from '../finance/qualification.ts';
import { EXAMPLE_PROGRAMS, examplePrograms } from './examples.ts';
import { programIssueText } from './program-issues.ts';
import { lenderProgramSchema, type LenderProgramInput } from './program.ts';

/** A program as files were written before schema v2: none of its fields. */
const V1: LenderProgramInput = {
  id: 'programa-v1',
  name: 'Programa v1',
  example: false,
  lender: { name: 'Prestamista', states: ['TX'] },
  type: 'dscr',
  purposes: ['purchase'],
  minFicoByLtv: [{ ltvUpTo: 80, minFico: 680 }],
  maxLtv: [
    { purpose: 'purchase', dscrAtLeast: 0, maxLtv: 70 },
    { purpose: 'purchase', dscrAtLeast: 1, maxLtv: 80 },
  ],
  minDscr: 1,
  reserves: { by: 'ltv', bands: [{ upTo: null, months: 6 }] },
  minLoan: 100_000,
  maxLoan: 1_000_000,
  propertyTypes: ['single-family'],
  units: { min: 1, max: 4 },
  borrowerTypes: ['citizen'],
  llcAllowed: true,
  prepaymentPenalty: null,
  rateRange: null,
  source: 'https://example.com/matriz',
  sourceDate: '2026-01-15',
};

const problems = (input: unknown) => {
  const parsed = lenderProgramSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe('program schema v2', () => {
  it('a v1 program still loads; the new fields read as "not stated"', () => {
    const p = lenderProgramSchema.parse(V1);
    expect(p.origin).toBe('published-guide');
    expect(p.maxLtv[0]).toEqual({
      purpose: 'purchase',
      dscrAtLeast: 0,
      ficoAtLeast: 0,
      loanUpTo: null,
      maxLtv: 70,
    });
    expect(p.minDscrByFico).toEqual([]);
    expect(p.entityOnly).toBe(false);
    expect(p.rehabFinancedPct).toBe(0);
    expect(p.reserves).toMatchObject({
      extraMonthsIfVacant: 0,
      extraMonthsPerFinancedProperty: 0,
      cashOutCounts: false,
    });
    for (const absent of ['interestOnly', 'cashOutMax', 'seasoning', 'rent', 'maxLtc'] as const) {
      expect(p[absent]).toBeUndefined();
    }
  });

  it('origin: an example is "example"; a stated origin must agree with `example`', () => {
    expect(lenderProgramSchema.parse({ ...V1, example: true }).origin).toBe('example');
    expect(lenderProgramSchema.parse({ ...V1, origin: 'lender' }).origin).toBe('lender');
    expect(problems({ ...V1, origin: 'example' })).toEqual([
      'origin "example" if and only if example is true',
    ]);
  });

  it('monotony per set of conditions: a band asking more may not allow less', () => {
    const band = (b: object) => ({ purpose: 'purchase', dscrAtLeast: 0, maxLtv: 70, ...b });
    // A higher DSCR, a higher FICO or a smaller loan cap reading a lower maximum.
    for (const stricter of [
      { dscrAtLeast: 1, maxLtv: 65 },
      { ficoAtLeast: 720, maxLtv: 65 },
      { loanUpTo: 500_000, maxLtv: 65 },
    ]) {
      expect(problems({ ...V1, maxLtv: [band({}), band(stricter)] })[0]).toMatch(
        /asks as much as band 0 or more yet allows less LTV/,
      );
    }
    // Different conditions on different axes are fine: 80 % to $1.5M at 720, 75 % to $2M.
    expect(
      problems({
        ...V1,
        maxLtv: [
          band({}),
          band({ dscrAtLeast: 1, ficoAtLeast: 720, loanUpTo: 1_500_000, maxLtv: 80 }),
          band({ dscrAtLeast: 1, loanUpTo: 2_000_000, maxLtv: 75 }),
        ],
      }),
    ).toEqual([]);
  });

  it('refuses a purpose without an any-DSCR band, two minimum-DSCR bands at one FICO, entity-only without LLCs', () => {
    expect(
      problems({ ...V1, maxLtv: [{ purpose: 'purchase', dscrAtLeast: 1, maxLtv: 80 }] }),
    ).toEqual(['maxLtv: purchase needs a band with dscrAtLeast 0']);
    expect(
      problems({
        ...V1,
        minDscrByFico: [
          { ficoAtLeast: 700, minDscr: 1 },
          { ficoAtLeast: 700, minDscr: 1.1 },
        ],
      }),
    ).toEqual(['minDscrByFico: one band per ficoAtLeast']);
    expect(problems({ ...V1, entityOnly: true, llcAllowed: false })).toEqual([
      'entityOnly needs llcAllowed true',
    ]);
  });

  it('llcAllowed: true, false, or null when the source does not say; entity-only needs true', () => {
    for (const llcAllowed of [true, false, null]) {
      expect(problems({ ...V1, llcAllowed })).toEqual([]);
      expect(lenderProgramSchema.parse({ ...V1, llcAllowed }).llcAllowed).toBe(llcAllowed);
    }
    expect(problems({ ...V1, entityOnly: true, llcAllowed: null })).toEqual([
      'entityOnly needs llcAllowed true',
    ]);
    expect(problems({ ...V1, entityOnly: true, llcAllowed: true })).toEqual([]);
    // Left out is not "not stated": a program says it, even as null.
    expect(problems({ ...V1, llcAllowed: undefined })).toEqual([
      'Invalid input: expected boolean, received undefined',
    ]);
    // The lender who typed something else reads the three answers (program-issues.ts).
    const typo = lenderProgramSchema.safeParse({ ...V1, llcAllowed: 'maybe' });
    expect(typo.success ? [] : typo.error.issues.map(programIssueText)).toEqual([
      'llcAllowed: true, false or null (not stated)',
    ]);
  });
});

describe('the example programs', () => {
  it('are labelled examples, never offers', () => {
    for (const p of examplePrograms()) {
      expect(p).toMatchObject({ example: true, origin: 'example', rateRange: null });
      expect(p.name).toMatch(/^Ejemplo — /);
    }
  });

  it('together state every field of schema v2', () => {
    const stated = (has: (p: LenderProgramInput) => boolean) => EXAMPLE_PROGRAMS.some(has);
    const fields: Record<string, (p: LenderProgramInput) => boolean> = {
      'maxLtv.ficoAtLeast': (p) => p.maxLtv.some((b) => (b.ficoAtLeast ?? 0) > 0),
      'maxLtv.loanUpTo': (p) => p.maxLtv.some((b) => b.loanUpTo != null),
      minDscrByFico: (p) => (p.minDscrByFico ?? []).length > 0,
      'interestOnly ITIA': (p) => p.interestOnly?.qualifyOn === 'ITIA',
      'interestOnly PITIA': (p) => p.interestOnly?.qualifyOn === 'PITIA',
      'interestOnly.ltvReduction': (p) => (p.interestOnly?.ltvReduction ?? 0) > 0,
      'interestOnly.required': (p) => p.interestOnly?.required === true,
      'no interestOnly': (p) => p.interestOnly === undefined,
      cashOutMax: (p) => p.cashOutMax !== undefined,
      seasoning: (p) => p.seasoning !== undefined,
      entityOnly: (p) => p.entityOnly === true,
      minPropertyValue: (p) => p.minPropertyValue !== undefined,
      'rent lease': (p) => p.rent?.rule === 'lease',
      'rent market': (p) => p.rent?.rule === 'market',
      'rent lesser': (p) => p.rent?.rule === 'lesser',
      'rent.vacantFactor': (p) => p.rent?.vacantFactor !== undefined,
      'rent.shortTerm': (p) => Boolean(p.rent?.shortTerm),
      'reserves.extraMonthsIfVacant': (p) => (p.reserves.extraMonthsIfVacant ?? 0) > 0,
      'reserves.extraMonthsPerFinancedProperty': (p) =>
        (p.reserves.extraMonthsPerFinancedProperty ?? 0) > 0,
      'reserves.cashOutCounts': (p) => p.reserves.cashOutCounts === true,
      reserveWeights: (p) => p.reserveWeights !== undefined,
      maxLtc: (p) => p.maxLtc !== undefined,
      maxArvLtv: (p) => p.maxArvLtv !== undefined,
      rehabFinancedPct: (p) => (p.rehabFinancedPct ?? 0) > 0,
      maxTermYears: (p) => p.maxTermYears !== undefined,
      minPropertiesOwned: (p) => (p.minPropertiesOwned ?? 0) > 0,
    };
    const missing = Object.entries(fields).filter(([, has]) => !stated(has));
    expect(missing.map(([name]) => name)).toEqual([]);
  });

  it('together make every rule of the engine speak', () => {
    const base: QualifyDeal = {
      purpose: 'cash-out',
      price: 90_000,
      loanAmount: 85_000,
      interestRate: 7.5,
      termYears: 30,
      interestOnlyYears: 10,
      monthlyRent: 500,
      taxesYearly: 1_200,
      insuranceYearly: 600,
      hoaMonthly: 0,
      propertyType: 'mixed-use',
      units: 6,
      state: 'NY',
      occupancy: 'short-term',
      payoff: 0,
      rehabCost: 50_000,
      arv: 90_000,
    };
    const borrower = {
      fico: 600,
      borrowerType: 'itin' as const,
      propertiesOwned: 0,
      entity: 'personal' as const,
      reserves: { cash: 0, retirement: 0, brokerage: 0 },
    };
    const spoken = new Set<RuleId>();
    for (const deal of [base, { ...base, purpose: 'purchase' as const, interestOnlyYears: 0 }]) {
      for (const p of examplePrograms()) {
        for (const r of checkProgram(p, borrower, deal, '2026-11-20').rules) spoken.add(r.rule);
      }
    }
    const all: RuleId[] = [
      'purpose',
      'state',
      'borrower-type',
      'entity',
      'property-type',
      'units',
      'short-term',
      'value-min',
      'experience',
      'loan-min',
      'loan-max',
      'term',
      'interest-only',
      'fico',
      'ltv',
      'ltc',
      'arv-ltv',
      'cash-out',
      'dscr',
      'reserves',
    ];
    expect(all.filter((id) => !spoken.has(id))).toEqual([]);
  });
});
