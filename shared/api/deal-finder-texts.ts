/**
 * The deal finder's messages, property types, listing labels and location parsing, without zod:
 * /finder-deals draws with them, and importing them from ./deals.ts put zod (~25 kB gzip) and the
 * schemas' construction on the page's first load. ./deals.ts re-exports those the server imports from it.
 */
import { DEAL_FINDER } from '../finance/deal-score.ts';
import { isStateCode, type StateCode } from '../market/states.ts';

export const DEAL_MESSAGES = {
  /** Neither a ZIP nor a city with its state. */
  locationRequired: 'Por favor ingresa una ubicación para buscar deals',
  locationInvalid:
    'Escribe un código postal de 5 dígitos (77008) o una ciudad y su estado (Houston, TX).',
  candidatesRequired: 'Agrega al menos una propiedad (a mano o importando un CSV) para analizarla.',
  tooManyCandidates: `Puedes analizar hasta ${DEAL_FINDER.maxCandidates} propiedades a la vez.`,
  liveUnavailable:
    'La búsqueda de listados en vivo no está configurada. Agrega tus propias propiedades o importa un CSV.',
  searchNotFound: 'No encontramos esa búsqueda. Puede que haya expirado.',
  rentUnavailable: (zip: string) =>
    `No hay renta de referencia para el ZIP ${zip} en las fuentes: indica la renta mensual.`,
  zipUnknown: (zip: string) => `El ZIP ${zip} no está en los datos de mercado: revisa el número.`,
  downPaymentPct: 'Indica el pago inicial de tu préstamo (% del precio, de 0 a 100).',
  interestRate: 'Indica la tasa de interés de tu préstamo (% anual, de 0 a 30).',
  termYears: 'Indica el plazo de tu préstamo (1 a 50 años).',
  /** The empty state, before the first search. */
  empty: 'Configura tus criterios y encuentra deals',
} as const;

/** The deal finder's property types (the market's, without commercial). */
export const DEAL_PROPERTY_TYPES = [
  'all',
  'single-family',
  'condo',
  'townhouse',
  'multi-family',
] as const;
export type DealPropertyType = (typeof DEAL_PROPERTY_TYPES)[number];

export const LISTING_TYPE_LABELS: Record<string, string> = {
  MLS: 'MLS',
  FSBO: 'Venta directa (FSBO)',
  Foreclosure: 'Ejecución hipotecaria',
  'Bank Owned': 'Propiedad del banco',
  Wholesale: 'Wholesale',
  Standard: 'Venta estándar',
  'New Construction': 'Construcción nueva',
  'Short Sale': 'Venta corta (short sale)',
};

/** "77008" or "Houston, TX" (state as its USPS code). */
export type ParsedLocation =
  | { kind: 'zip'; zip: string; label: string }
  | { kind: 'city'; city: string; state: StateCode; label: string };

export function parseLocation(raw: string): ParsedLocation | null {
  const text = raw.trim().replace(/\s+/g, ' ');
  if (/^\d{5}$/.test(text)) return { kind: 'zip', zip: text, label: text };
  const match = /^(.+?)[,\s]+([A-Za-z]{2})$/.exec(text);
  if (!match) return null;
  const city = match[1]!.replace(/,$/, '').trim();
  const state = match[2]!.toUpperCase();
  if (!city || !isStateCode(state)) return null;
  return { kind: 'city', city, state, label: `${city}, ${state}` };
}
