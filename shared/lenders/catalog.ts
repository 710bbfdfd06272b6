/**
 * The vocabulary of lender programs and qualification, without zod (pages that only need labels
 * do not load the schema library): purposes, borrower types, entities, property types, program
 * types, their Spanish labels, and the example label. The program schema is in program.ts.
 */
import { US_STATES, type StateCode } from '../market/states.ts';

export const LOAN_PURPOSES = ['purchase', 'rate-term', 'cash-out'] as const;
export type LoanPurpose = (typeof LOAN_PURPOSES)[number];
export const LOAN_PURPOSE_LABELS: Record<LoanPurpose, string> = {
  purchase: 'Compra',
  'rate-term': 'Refinanciamiento (tasa y plazo)',
  'cash-out': 'Refinanciamiento con retiro de efectivo (cash-out)',
};

export const BORROWER_TYPES = ['citizen', 'resident', 'itin', 'foreign-national'] as const;
export type BorrowerType = (typeof BORROWER_TYPES)[number];
export const BORROWER_TYPE_LABELS: Record<BorrowerType, string> = {
  citizen: 'Ciudadano de EE. UU.',
  resident: 'Residente permanente',
  itin: 'Con ITIN',
  'foreign-national': 'Extranjero (foreign national)',
};

export const BORROWER_ENTITIES = ['llc', 'personal'] as const;
export type BorrowerEntity = (typeof BORROWER_ENTITIES)[number];
export const BORROWER_ENTITY_LABELS: Record<BorrowerEntity, string> = {
  llc: 'A nombre de una LLC',
  personal: 'A tu nombre',
};

/** Property types as lenders' grids name them; the number of units is a separate figure. */
export const QUALIFY_PROPERTY_TYPES = [
  'single-family',
  'townhouse',
  'condo',
  'multi-family',
  'mixed-use',
] as const;
export type QualifyPropertyType = (typeof QUALIFY_PROPERTY_TYPES)[number];
export const QUALIFY_PROPERTY_TYPE_LABELS: Record<QualifyPropertyType, string> = {
  'single-family': 'Casa unifamiliar',
  townhouse: 'Townhouse',
  condo: 'Condominio',
  'multi-family': 'Multifamiliar',
  'mixed-use': 'Uso mixto',
};

export const PROGRAM_TYPES = [
  'dscr',
  'hard-money',
  'bank-statement',
  'foreign-national',
  'itin',
  'conventional',
] as const;
export type ProgramType = (typeof PROGRAM_TYPES)[number];
export const PROGRAM_TYPE_LABELS: Record<ProgramType, string> = {
  dscr: 'DSCR',
  'hard-money': 'Hard money',
  'bank-statement': 'Estados de cuenta bancarios',
  'foreign-national': 'Extranjeros (foreign national)',
  itin: 'ITIN',
  conventional: 'Convencional',
};

/** Who a program comes from: the lender itself, a guide the lender published, or an example. */
export const PROGRAM_ORIGINS = ['lender', 'published-guide', 'example'] as const;
export type ProgramOrigin = (typeof PROGRAM_ORIGINS)[number];

/** How the unit is rented today: a long-term lease, empty, or short-term (Airbnb, VRBO). */
export const OCCUPANCIES = ['leased', 'vacant', 'short-term'] as const;
export type Occupancy = (typeof OCCUPANCIES)[number];
export const OCCUPANCY_LABELS: Record<Occupancy, string> = {
  leased: 'Alquilada con contrato',
  vacant: 'Vacía',
  'short-term': 'Alquiler de corto plazo (Airbnb, VRBO)',
};

/** The label every example program carries wherever it is shown. */
export const EXAMPLE_LABEL = 'Ejemplo — no es una oferta';
/** The label every published guide carries: read from the lender's own pages, not an offer. */
export const PUBLISHED_GUIDE_LABEL = 'Guía publicada — no es una oferta';
/** What a missing figure reads as (never a guess). */
export const NO_DATA = 'sin dato';

const ALL_STATES = Object.keys(US_STATES) as StateCode[];

/** The states a program lends in, as codes. */
export function programStates(program: {
  lender: { states: 'ALL' | readonly string[] };
}): readonly StateCode[] {
  return program.lender.states === 'ALL' ? ALL_STATES : (program.lender.states as StateCode[]);
}
