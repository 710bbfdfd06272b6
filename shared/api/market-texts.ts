/**
 * The market's property types and their labels, without zod: the deal finder's form and cards show
 * them, and importing them from ./market.ts put zod (~25 kB gzip) on /finder-deals' first load.
 * ./market.ts re-exports those the server imports from it.
 */
/** Spec 02 §9: property types of the market analysis (the deal finder omits commercial). */
export const PROPERTY_TYPES = [
  'all',
  'single-family',
  'condo',
  'townhouse',
  'multi-family',
  'commercial',
] as const;
export type PropertyTypeId = (typeof PROPERTY_TYPES)[number];

export const PROPERTY_TYPE_LABELS: Record<PropertyTypeId, string> = {
  all: 'Todos los tipos',
  'single-family': 'Unifamiliar',
  condo: 'Condominio',
  townhouse: 'Townhouse',
  'multi-family': 'Multifamiliar',
  commercial: 'Comercial',
};
