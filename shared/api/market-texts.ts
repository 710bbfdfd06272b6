/**
 * The market's messages, property types and their labels, and hasFigure, without zod: the deal finder's form and cards show
 * them, and importing them from ./market.ts put zod (~25 kB gzip) on /finder-deals' first load.
 * ./market.ts re-exports those the server imports from it.
 */
/** Property types of the market analysis (the deal finder omits commercial). */
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

export const MARKET_MESSAGES = {
  /** Neither a ZIP nor a city with its state. */
  locationRequired: 'Por favor ingresa la ciudad y estado para el análisis',
  zipInvalid: 'El código postal debe tener 5 dígitos (por ejemplo, 77008).',
  stateInvalid: 'Selecciona un estado válido (abreviatura de 2 letras, por ejemplo TX).',
  cityTooLong: 'El nombre de la ciudad es demasiado largo.',
  propertyTypeInvalid: 'Tipo de propiedad no válido.',
  zipNotFound: (zip: string) =>
    `No encontramos el código postal ${zip} en los datos de mercado. Revisa el número o busca por ciudad y estado.`,
  cityNotFound: (city: string, state: string) =>
    `No encontramos la ciudad "${city}" en ${state}. Revisa la ortografía o busca por código postal.`,
  noData: 'Sin dato en las fuentes públicas',
} as const;

/** Whether a market datum (a Figure or a NoFigure of ./market.ts) has a value. */
export function hasFigure<T extends { value: number | null }>(
  datum: T,
): datum is Extract<T, { value: number }> {
  return datum.value !== null;
}
