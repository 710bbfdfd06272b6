/**
 * What a report covers: one ZIP, or a city's ZIPs from the geography file, with the county and
 * metro most of them fall in. Sections read ZIP rows through the named fields of `ZIP`.
 */
import type { Geo } from '../../../shared/api/market.ts';
import type { CompiledIndex, CountyRecord, MetroRecord, StateShard, ZipRow } from '../compiled.ts';
import { mode } from './figures.ts';

/** The ZIPs a report covers and how to name them. */
export interface Selection {
  index: CompiledIndex;
  shard: StateShard;
  zips: string[];
  /** Set for a ZIP search. */
  zip: string | null;
  city: string;
}

/** Positions of a ZipRow's fields (see ZipRow in compiled.ts). */
export const ZIP = {
  city: 0,
  countyName: 1,
  countyFips: 2,
  metroName: 3,
  fmrKey: 4,
  zhvi: 5,
  fhfa: 6,
  safmr: 7,
  tenure: 8,
} as const;

export interface County {
  fips: string | null;
  record: CountyRecord | null;
  /** Set when a city spans several counties. */
  note?: string;
}

export interface Metro {
  name: string | null;
  record: MetroRecord | null;
}

export function rows(sel: Selection): ZipRow[] {
  return sel.zips.map((zip) => sel.shard.zips[zip]!);
}

type ZipField = keyof typeof ZIP;

/** One field of each of the selection's ZIPs that has it (not null), in the selection's order. */
export function present<F extends ZipField>(
  sel: Selection,
  field: F,
): NonNullable<ZipRow[(typeof ZIP)[F]]>[] {
  return rows(sel).flatMap((r) => {
    const value = r[ZIP[field]] as ZipRow[(typeof ZIP)[F]];
    return value === null ? [] : [value as NonNullable<typeof value>];
  });
}

export function placeOf(sel: Selection): { geo: Geo; place: string } {
  return sel.zip
    ? { geo: 'zip', place: `ZIP ${sel.zip}` }
    : { geo: 'city', place: `${sel.city}, ${sel.shard.state}` };
}

/** "mediana de 12 de 15 ZIPs" for a city figure; nothing for a ZIP. */
export function cityNote(sel: Selection, used: number, what = 'ZIPs con dato'): string | undefined {
  if (sel.zip) return undefined;
  return `Mediana de ${used} ${what} (de ${sel.zips.length} ZIPs de la ciudad).`;
}

/** "este ZIP" or "esta ciudad", as the report's sentences name the searched place. */
export function thisPlace(sel: Selection): string {
  return sel.zip ? 'este ZIP' : 'esta ciudad';
}

export function countyOf(sel: Selection): County {
  const { value, distinct } = mode(rows(sel).map((r) => r[ZIP.countyFips]));
  const record = value ? (sel.shard.counties[value] ?? null) : null;
  const note =
    !sel.zip && distinct > 1 && record
      ? `La ciudad abarca ${distinct} condados; se usa ${record.name}, el de más ZIPs.`
      : undefined;
  return { fips: value, record, note };
}

export function metroOf(sel: Selection): Metro {
  const { value } = mode(rows(sel).map((r) => r[ZIP.metroName]));
  return { name: value, record: value ? (sel.shard.metros[value] ?? null) : null };
}

/** The geography file's county name for the first ZIP that has one, unmatched to the tables. */
export function rawCountyName(sel: Selection): string | undefined {
  return rows(sel).find((r) => r[ZIP.countyName])?.[ZIP.countyName];
}
