import { CA as CANADA, MX as MEXICO } from 'country-region-data';
import { STATE_OPTIONS } from '@shared/market/states';
import { compareSpanish } from '@shared/format';

/**
 * The state or province of a billing address follows its country: the US's states, DC and
 * territories from the one table of state names (shared/market/states.ts, in Spanish); Mexico's
 * states and Canada's provinces and territories from country-region-data (ISO 3166-2 codes, the
 * names as each country writes them). No hand-typed lists.
 */
export interface Region {
  code: string;
  name: string;
}

type CountryEntry = readonly [string, string, readonly (readonly [string, string])[]];

function regionsOf([, , regions]: CountryEntry): readonly Region[] {
  return regions
    .map(([name, code]) => ({ code, name }))
    .sort((a, b) => compareSpanish(a.name, b.name));
}

const BY_COUNTRY: Record<string, readonly Region[]> = {
  US: STATE_OPTIONS,
  MX: regionsOf(MEXICO as CountryEntry),
  CA: regionsOf(CANADA as CountryEntry),
};

export function regionsOfCountry(country: string): readonly Region[] {
  return BY_COUNTRY[country] ?? [];
}

/** What the field is called in that country. */
export function regionLabel(country: string): string {
  return country === 'CA' ? 'Provincia o territorio' : 'Estado';
}
