/**
 * The layout of the compiled market data in functions/market/data/ (written by
 * scripts/build-market-data.ts from ../shared/data/market, read by embedded.ts). One index file
 * and one shard per state, so a request loads only the state it asks about.
 *
 * Units: money in whole US dollars; rents in $/month; changes in % (3.5 = 3.5 %), two decimals.
 * Periods: 'YYYY-MM' for monthly series, 'YYYY' for annual, 'YYYYTq' for quarters, 'FY2024' for
 * HUD fiscal years, '2019-2023' for ACS 5-year estimates.
 */
export const COMPILED_VERSION = 1;

/** 'YYYY-MM' plus `count` months (negative goes back): ('2025-01', -12) → '2024-01'. */
export function addMonths(month: string, count: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const total = y * 12 + (m - 1) + count;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

export interface CompiledPeriods {
  /** Zillow ZHVI by ZIP (zip-data-lite.json): the last month of Zillow's file at build time. */
  zipZhvi: string;
  /** Latest `thru` year in FHFA ZIP5 (fhfa_zip.csv). */
  zipFhfa: string;
  safmr: string;
  fmr: string;
  acs: string;
  /** Latest year of the FHFA county HPI. */
  countyHpi: string;
  countyZori: string;
  metroZhvi: string;
  metroZori: string;
  metroInventory: string;
  metroDaysToPending: string;
  metroHeat: string;
  forecastBase: string;
  forecastTarget: string;
  stateZhvi: string;
  stateHpi: string;
  /** First month of the metro ZHVI and ZORI series kept for charts. */
  metroZhviSeriesStart: string;
  metroZoriSeriesStart: string;
}

export interface CompiledIndex {
  version: typeof COMPILED_VERSION;
  periods: CompiledPeriods;
  /** USPS code → full name and how many ZIPs its shard holds. */
  states: Record<string, { name: string; zips: number }>;
  /** First three ZIP digits → the states whose shards hold ZIPs with that prefix. */
  prefixes: Record<string, string[]>;
  /** SHA-256 of each source file the build read (checked against SOURCES.md). */
  sources: Record<string, string>;
}

/**
 * One ZIP: [city, countyName, countyFips, metroName, fmrKey, zhvi, fhfa, safmr, tenure].
 * - countyName: '' when countyFips (key of `counties`) is set, whose record has the official
 *   name; else the geography file's name, unmatched (countyFips null).
 * - metroName: the geography file's short metro name (key of `metros`, which may lack it) or null.
 * - fmrKey: key of `fmr` (the county row, or the New England town row) or null.
 * - zhvi: Zillow home value, $ (period `zipZhvi`) or null.
 * - fhfa: [thru year, 1-year change %, mean of the last 3 reported annual changes %] or null.
 * - safmr: [HUD area code, 0BR, 1BR, 2BR, 3BR, 4BR] ($/month) or null.
 * - tenure: [occupied housing units, owner-occupied] (ACS B25003 by ZCTA) or null.
 */
export type ZipRow = [
  city: string,
  countyName: string,
  countyFips: string | null,
  metroName: string | null,
  fmrKey: string | null,
  zhvi: number | null,
  fhfa: [thru: number, oneYear: number, threeYearMean: number] | null,
  safmr: [areaCode: string, r0: number, r1: number, r2: number, r3: number, r4: number] | null,
  tenure: [occupied: number, owner: number] | null,
];

/** Cumulative changes over 1, 3 and 5 years, % (null where the series is too short). */
export interface Changes {
  y1: number | null;
  y3: number | null;
  y5: number | null;
}

export interface CountyRecord {
  /** Official name: "Harris County", "St. Louis city", "Capitol Planning Region". */
  name: string;
  /** FHFA annual county HPI: changes to `year`. */
  hpi: (Changes & { year: string }) | null;
  /** ACS S1901: household income, $ and number of households. */
  income: { median: number | null; mean: number | null; households: number | null } | null;
  /** Zillow ZORI for the county: $/month at `period`, 1-year change %. */
  zori: { period: string; value: number; y1: number | null } | null;
}

export interface MetroRecord {
  /** Zillow's RegionName for the metro. */
  zillowName: string;
  zhvi: (Changes & { period: string; value: number; series: (number | null)[] }) | null;
  zori: { period: string; value: number; y1: number | null; series: (number | null)[] } | null;
  inventory: { period: string; value: number; yearAgo: number | null } | null;
  daysToPending: { period: string; value: number; yearAgo: number | null } | null;
  heat: { period: string; value: number } | null;
  /** Zillow forecast of the ZHVI change from `base` to `target` (one year), %. */
  forecast: { base: string; target: string; value: number } | null;
}

export interface StateRecord {
  name: string;
  zhvi: (Changes & { period: string; value: number }) | null;
  /** FHFA purchase-only HPI (not seasonally adjusted), changes to `period` vs same quarter. */
  hpi: (Changes & { period: string }) | null;
}

export interface StateShard {
  version: typeof COMPILED_VERSION;
  state: string;
  info: StateRecord;
  zips: Record<string, ZipRow>;
  counties: Record<string, CountyRecord>;
  metros: Record<string, MetroRecord>;
  /** FY2026 FMR rows: key → [HUD area name, county or town name, 0BR … 4BR $/month]. */
  fmr: Record<
    string,
    [area: string, place: string, r0: number, r1: number, r2: number, r3: number, r4: number]
  >;
  /** SAFMR HUD area code → HUD metro FMR area name. */
  safmrAreas: Record<string, string>;
  /** ZIPs whose county could be the county or the independent city of the same name. */
  countyNotes: Record<string, string>;
}
