import { programFileSchema, type LenderProgramInput } from './program.ts';

/**
 * Example lender programs: illustrative grids shaped like the market's (purchase 75–80 % LTV,
 * cash-out 70–75 %, 65–70 % below DSCR 1.00; minimum DSCR 1.25, 1.00, 0.75 or none; reserves of
 * 3 to 12 months; ITIN and foreign-national programs), so ¿Califico? can be tried locally. Every
 * one is `example: true`, named "Ejemplo — …", sourced "Ejemplo ilustrativo", and has no rate:
 * they are never offers. The local runtime loads them at start-up (scripts/local/seed.ts);
 * `npx tsx scripts/lender-programs.ts examples` prints them as a file to start from.
 */
/**
 * The examples' contact is at example.com (RFC 2606: reserved, never a real mailbox), so a
 * connection to an example lender can be tried locally and lands in the SES emulator only.
 */
export const EXAMPLE_CONTACT = 'prestamista@example.com';

const EXAMPLE = {
  example: true,
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
    maxLtv: [
      { purpose: 'purchase', dscrAtLeast: 0, maxLtv: 75 },
      { purpose: 'purchase', dscrAtLeast: 1.25, maxLtv: 80 },
      { purpose: 'rate-term', dscrAtLeast: 0, maxLtv: 75 },
      { purpose: 'cash-out', dscrAtLeast: 0, maxLtv: 70 },
      { purpose: 'cash-out', dscrAtLeast: 1.25, maxLtv: 75 },
    ],
    minDscr: 1,
    reserves: {
      by: 'ltv',
      bands: [
        { upTo: 70, months: 3 },
        { upTo: null, months: 6 },
      ],
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
    minDscr: 1.25,
    reserves: {
      by: 'loan-amount',
      bands: [
        { upTo: 1_000_000, months: 3 },
        { upTo: null, months: 6 },
      ],
    },
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
    reserves: { by: 'ltv', bands: [{ upTo: null, months: 12 }] },
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
    reserves: { by: 'ltv', bands: [{ upTo: null, months: 6 }] },
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
    name: 'Ejemplo — hard money para compra',
    type: 'hard-money',
    purposes: ['purchase'],
    minFicoByLtv: [
      { ltvUpTo: 75, minFico: 620 },
      { ltvUpTo: 85, minFico: 660 },
    ],
    maxLtv: [{ purpose: 'purchase', dscrAtLeast: 0, maxLtv: 85 }],
    minDscr: null,
    reserves: { by: 'ltv', bands: [{ upTo: null, months: 3 }] },
    minLoan: 50_000,
    maxLoan: 2_000_000,
    propertyTypes: [...STANDARD_PROPERTIES],
    units: { min: 1, max: 4 },
    borrowerTypes: ['citizen', 'resident', 'itin', 'foreign-national'],
    llcAllowed: true,
    prepaymentPenalty: null,
  },
];

/** The examples, validated as an ops file is. */
export function examplePrograms() {
  return programFileSchema.parse({ programs: EXAMPLE_PROGRAMS }).programs;
}
