import { programFileSchema, type LenderProgramInput } from './program.ts';

/**
 * Example lender programs: illustrative grids shaped like the market's, so ¿Califico? can be tried
 * locally. Together they use every rule the program schema has (each line below says which), so
 * every rule can be seen at work: maximum LTV by DSCR, FICO and loan size (optrumax.com's
 * matrix), minimum DSCR by FICO (Cozart), interest-only terms on ITIA or PITIA with an LTV haircut
 * (msjmortgage.com: −5 %), a cash-out cap ($500,000), seasoning (6 and 12 months), entity-only,
 * a minimum property value ($100,000, myinvestorfunds), the three rent rules with a vacant factor
 * (QuickLend: 90 %) and short-term rentals (12 months of history or 80 % of a projection: All
 * States Capital, HJ Funding), reserves with extra months when vacant (Boxwood) and per financed
 * property (Fannie Mae), cash-out counted toward reserves (TMG), stated asset weights, and a
 * hard-money loan: 12–24 months, interest-only, 90 % of the price plus 100 % of the rehab within
 * 90 % of cost and 75 % of the ARV (Pantheon, Baraka, Roadrunner). Every one is `example: true`,
 * named "Ejemplo — …", sourced "Ejemplo ilustrativo", and has no rate: they are never offers. The
 * local runtime loads them at start-up (scripts/local/seed.ts); `npx tsx
 * scripts/lender-programs.ts examples` prints them as a file to start from.
 */
/**
 * The examples' contact is at example.com (RFC 2606: reserved, never a real mailbox), so a
 * connection to an example lender can be tried locally and lands in the SES emulator only.
 */
export const EXAMPLE_CONTACT = 'prestamista@example.com';

const EXAMPLE = {
  example: true,
  origin: 'example',
  lender: { name: 'Prestamista de ejemplo', contactEmail: EXAMPLE_CONTACT, states: 'ALL' },
  rateRange: null,
  source: 'Ejemplo ilustrativo',
  sourceDate: '2026-11-23',
} as const;

const STANDARD_PROPERTIES = ['single-family', 'townhouse', 'condo', 'multi-family'] as const;

export const EXAMPLE_PROGRAMS: readonly LenderProgramInput[] = [
  {
    ...EXAMPLE,
    id: 'ejemplo-dscr-estandar',
    name: 'Ejemplo — DSCR estándar',
    type: 'dscr',
    purposes: ['purchase', 'rate-term', 'cash-out'],
    minFicoByLtv: [
      { ltvUpTo: 65, minFico: 660 },
      { ltvUpTo: 75, minFico: 680 },
      { ltvUpTo: 80, minFico: 700 },
    ],
    // LTV by DSCR, FICO and loan size: 65 % for anyone, 75 % at DSCR 1.00 and FICO 680 up to
    // $1.5M (70 % up to $2M), 80 % from FICO 720.
    maxLtv: [
      { purpose: 'purchase', dscrAtLeast: 0, maxLtv: 65 },
      { purpose: 'purchase', dscrAtLeast: 1, ficoAtLeast: 680, loanUpTo: 1_500_000, maxLtv: 75 },
      { purpose: 'purchase', dscrAtLeast: 1, ficoAtLeast: 680, loanUpTo: 2_000_000, maxLtv: 70 },
      { purpose: 'purchase', dscrAtLeast: 1, ficoAtLeast: 720, loanUpTo: 1_500_000, maxLtv: 80 },
      { purpose: 'rate-term', dscrAtLeast: 0, maxLtv: 65 },
      { purpose: 'rate-term', dscrAtLeast: 1, ficoAtLeast: 680, loanUpTo: 1_500_000, maxLtv: 75 },
      { purpose: 'cash-out', dscrAtLeast: 0, maxLtv: 60 },
      { purpose: 'cash-out', dscrAtLeast: 1, ficoAtLeast: 680, loanUpTo: 1_500_000, maxLtv: 70 },
    ],
    minDscr: 1,
    // Interest-only on ITIA, 5 points off the maximum LTV.
    interestOnly: { allowed: true, qualifyOn: 'ITIA', ltvReduction: 5 },
    maxTermYears: 40,
    cashOutMax: 500_000,
    seasoning: { months: 6 },
    // The lesser of lease and 1007; vacant at 90 %; short-term with 12 months or 80 % projected.
    rent: {
      rule: 'lesser',
      vacantFactor: 0.9,
      shortTerm: { minHistoryMonths: 12, projectionFactor: 0.8 },
    },
    reserves: {
      by: 'ltv',
      bands: [
        { upTo: 70, months: 3 },
        { upTo: null, months: 6 },
      ],
      extraMonthsIfVacant: 3,
      extraMonthsPerFinancedProperty: 1,
    },
    minLoan: 100_000,
    maxLoan: 2_000_000,
    propertyTypes: [...STANDARD_PROPERTIES],
    units: { min: 1, max: 4 },
    borrowerTypes: ['citizen', 'resident'],
    llcAllowed: true,
    prepaymentPenalty: 'Escalonada de 5 años (ejemplo)',
  },
  {
    ...EXAMPLE,
    id: 'ejemplo-dscr-premium',
    name: 'Ejemplo — DSCR 1.25 con mejores condiciones',
    type: 'dscr',
    purposes: ['purchase', 'rate-term', 'cash-out'],
    minFicoByLtv: [
      { ltvUpTo: 70, minFico: 700 },
      { ltvUpTo: 80, minFico: 720 },
    ],
    maxLtv: [
      { purpose: 'purchase', dscrAtLeast: 0, maxLtv: 80 },
      { purpose: 'rate-term', dscrAtLeast: 0, maxLtv: 75 },
      { purpose: 'cash-out', dscrAtLeast: 0, maxLtv: 75 },
    ],
    // DSCR 1.25, or 1.15 from FICO 740.
    minDscr: 1.25,
    minDscrByFico: [{ ficoAtLeast: 740, minDscr: 1.15 }],
    // Interest-only, qualified on the amortising PITIA.
    interestOnly: { allowed: true, qualifyOn: 'PITIA', ltvReduction: 0 },
    // The lease only (a purchase with no lease yet counts the rent given).
    rent: { rule: 'lease', vacantFactor: 1 },
    reserves: {
      by: 'loan-amount',
      bands: [
        { upTo: 1_000_000, months: 3 },
        { upTo: null, months: 6 },
      ],
    },
    // Retirement and brokerage counted in full, as Fannie Mae does.
    reserveWeights: { retirement: 1, brokerage: 1 },
    minLoan: 150_000,
    maxLoan: 3_000_000,
    propertyTypes: ['single-family', 'townhouse', 'multi-family'],
    units: { min: 1, max: 4 },
    borrowerTypes: ['citizen', 'resident'],
    llcAllowed: true,
    minPropertiesOwned: 1,
    prepaymentPenalty: 'Escalonada de 3 años (ejemplo)',
  },
  {
    ...EXAMPLE,
    id: 'ejemplo-dscr-bajo-uno',
    name: 'Ejemplo — DSCR desde 0.75',
    type: 'dscr',
    purposes: ['purchase', 'rate-term', 'cash-out'],
    minFicoByLtv: [
      { ltvUpTo: 65, minFico: 680 },
      { ltvUpTo: 75, minFico: 700 },
    ],
    maxLtv: [
      { purpose: 'purchase', dscrAtLeast: 0, maxLtv: 70 },
      { purpose: 'purchase', dscrAtLeast: 1, maxLtv: 75 },
      { purpose: 'rate-term', dscrAtLeast: 0, maxLtv: 65 },
      { purpose: 'rate-term', dscrAtLeast: 1, maxLtv: 70 },
      { purpose: 'cash-out', dscrAtLeast: 0, maxLtv: 65 },
      { purpose: 'cash-out', dscrAtLeast: 1, maxLtv: 70 },
    ],
    minDscr: 0.75,
    // Interest-only on ITIA, no LTV haircut.
    interestOnly: { allowed: true, qualifyOn: 'ITIA', ltvReduction: 0 },
    seasoning: { months: 12 },
    minPropertyValue: 100_000,
    // The appraiser's market rent (form 1007) when there is one.
    rent: { rule: 'market', vacantFactor: 0.9, shortTerm: null },
    // Twelve months, and the cash-out of the loan counts toward them.
    reserves: { by: 'ltv', bands: [{ upTo: null, months: 12 }], cashOutCounts: true },
    minLoan: 100_000,
    maxLoan: 1_500_000,
    propertyTypes: [...STANDARD_PROPERTIES],
    units: { min: 1, max: 4 },
    borrowerTypes: ['citizen', 'resident'],
    llcAllowed: true,
    prepaymentPenalty: 'Escalonada de 5 años (ejemplo)',
  },
  {
    ...EXAMPLE,
    id: 'ejemplo-sin-ratio',
    name: 'Ejemplo — sin ratio (no-ratio)',
    type: 'dscr',
    purposes: ['purchase', 'rate-term', 'cash-out'],
    minFicoByLtv: [
      { ltvUpTo: 60, minFico: 680 },
      { ltvUpTo: 70, minFico: 700 },
    ],
    maxLtv: [
      { purpose: 'purchase', dscrAtLeast: 0, maxLtv: 70 },
      { purpose: 'rate-term', dscrAtLeast: 0, maxLtv: 65 },
      { purpose: 'cash-out', dscrAtLeast: 0, maxLtv: 65 },
    ],
    minDscr: null,
    reserves: {
      by: 'loan-amount',
      bands: [
        { upTo: 1_000_000, months: 6 },
        { upTo: null, months: 12 },
      ],
    },
    minLoan: 100_000,
    maxLoan: 1_500_000,
    propertyTypes: ['single-family', 'townhouse', 'condo'],
    units: { min: 1, max: 1 },
    borrowerTypes: ['citizen', 'resident'],
    llcAllowed: true,
    prepaymentPenalty: 'Escalonada de 3 años (ejemplo)',
  },
  {
    ...EXAMPLE,
    id: 'ejemplo-itin',
    name: 'Ejemplo — DSCR para prestatarios con ITIN',
    lender: {
      name: 'Prestamista de ejemplo',
      contactEmail: EXAMPLE_CONTACT,
      states: ['AZ', 'CA', 'CO', 'FL', 'GA', 'IL', 'NC', 'NV', 'TN', 'TX'],
    },
    type: 'itin',
    purposes: ['purchase', 'rate-term', 'cash-out'],
    minFicoByLtv: [
      { ltvUpTo: 70, minFico: 660 },
      { ltvUpTo: 75, minFico: 680 },
    ],
    maxLtv: [
      { purpose: 'purchase', dscrAtLeast: 0, maxLtv: 75 },
      { purpose: 'rate-term', dscrAtLeast: 0, maxLtv: 70 },
      { purpose: 'cash-out', dscrAtLeast: 0, maxLtv: 65 },
    ],
    minDscr: 1,
    rent: { rule: 'lease', vacantFactor: 1 },
    reserves: { by: 'ltv', bands: [{ upTo: null, months: 6 }] },
    // Retirement at 60 %, brokerage at 70 %, as this program states.
    reserveWeights: { retirement: 0.6, brokerage: 0.7 },
    minLoan: 75_000,
    maxLoan: 1_000_000,
    propertyTypes: [...STANDARD_PROPERTIES],
    units: { min: 1, max: 4 },
    borrowerTypes: ['itin', 'citizen', 'resident'],
    llcAllowed: true,
    prepaymentPenalty: 'Escalonada de 3 años (ejemplo)',
  },
  {
    ...EXAMPLE,
    id: 'ejemplo-extranjero',
    name: 'Ejemplo — DSCR para extranjeros (foreign national)',
    type: 'foreign-national',
    purposes: ['purchase', 'rate-term', 'cash-out'],
    // Foreign nationals often have no US score: 0 = not required.
    minFicoByLtv: [{ ltvUpTo: 70, minFico: 0 }],
    maxLtv: [
      { purpose: 'purchase', dscrAtLeast: 0, maxLtv: 70 },
      { purpose: 'rate-term', dscrAtLeast: 0, maxLtv: 65 },
      { purpose: 'cash-out', dscrAtLeast: 0, maxLtv: 60 },
    ],
    minDscr: 1,
    reserves: { by: 'ltv', bands: [{ upTo: null, months: 12 }] },
    minLoan: 150_000,
    maxLoan: 1_500_000,
    propertyTypes: ['single-family', 'townhouse', 'condo'],
    units: { min: 1, max: 4 },
    borrowerTypes: ['foreign-national'],
    llcAllowed: true,
    prepaymentPenalty: 'Escalonada de 5 años (ejemplo)',
  },
  {
    ...EXAMPLE,
    id: 'ejemplo-hard-money',
    name: 'Ejemplo — hard money para compra y obra',
    type: 'hard-money',
    purposes: ['purchase'],
    minFicoByLtv: [
      { ltvUpTo: 75, minFico: 620 },
      { ltvUpTo: 90, minFico: 660 },
    ],
    // 90 % of the price, plus 100 % of the rehab, within 90 % of cost and 75 % of the ARV.
    maxLtv: [{ purpose: 'purchase', dscrAtLeast: 0, maxLtv: 90 }],
    rehabFinancedPct: 100,
    maxLtc: 90,
    maxArvLtv: 75,
    minDscr: null,
    // Interest-only only, 12 to 24 months: a bridge to a sale or a refinance.
    interestOnly: { allowed: true, qualifyOn: 'ITIA', ltvReduction: 0, required: true },
    maxTermYears: 2,
    reserves: { by: 'ltv', bands: [{ upTo: null, months: 3 }] },
    minLoan: 50_000,
    maxLoan: 2_000_000,
    propertyTypes: [...STANDARD_PROPERTIES],
    units: { min: 1, max: 4 },
    borrowerTypes: ['citizen', 'resident', 'itin', 'foreign-national'],
    // Lends to an LLC only.
    llcAllowed: true,
    entityOnly: true,
    prepaymentPenalty: null,
  },
];

/** The examples, validated as an ops file is. */
export function examplePrograms() {
  return programFileSchema.parse({ programs: EXAMPLE_PROGRAMS }).programs;
}
