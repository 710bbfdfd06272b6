/**
 * HUD FY2026 Fair Market Rents (FY26_FMRs.xlsx, SOURCES.md item 13): one row per county, or per
 * town in New England. It is also the build's county list: the geography file names counties,
 * and this sheet pairs each name with its FIPS.
 */
import { placeKey } from '../../../shared/market/states.ts';
import { num, readSheet, SOURCE_FILES } from '../read-sources.ts';

export interface FmrRow {
  /** 10 digits: county FIPS + the town's code, or 99999 for the whole county. */
  key: string;
  state: string;
  countyFips: string;
  countyName: string;
  town: string;
  areaCode: string;
  areaName: string;
  /** 0–4 bedrooms, $/month. */
  rents: [number, number, number, number, number];
}

export interface CountyCandidate {
  fips: string;
  name: string;
  kind: 'county' | 'city';
  /** placeKey forms of the name the geography file may use. */
  keys: string[];
}

export interface HudFmr {
  byKey: Map<string, FmrRow>;
  countiesByState: Map<string, CountyCandidate[]>;
  townsByCounty: Map<string, FmrRow[]>;
}

const RENT_COLUMNS = ['fmr_0', 'fmr_1', 'fmr_2', 'fmr_3', 'fmr_4'];

export async function readHudFmr(sourceDir: string): Promise<HudFmr> {
  const rows: FmrRow[] = [];
  for (const record of await readSheet(sourceDir, SOURCE_FILES.fmr, 'FY26_FMRs')) {
    const key = String(record.fips ?? '');
    const rents = RENT_COLUMNS.map((column) => num(record[column]));
    if (!/^\d{10}$/.test(key) || rents.some((r) => r === null)) continue;
    rows.push({
      key,
      state: String(record.stusps),
      countyFips: key.slice(0, 5),
      countyName: String(record.countyname ?? ''),
      town: String(record.county_town_name ?? ''),
      areaCode: String(record.hud_area_code ?? ''),
      areaName: String(record.hud_area_name ?? ''),
      rents: rents as FmrRow['rents'],
    });
  }
  const countiesByState = new Map<string, CountyCandidate[]>();
  const townsByCounty = new Map<string, FmrRow[]>();
  const seenCounty = new Set<string>();
  for (const row of rows) {
    if (!seenCounty.has(row.countyFips)) {
      seenCounty.add(row.countyFips);
      pushTo(countiesByState, row.state, countyCandidate(row.countyFips, row.countyName));
    }
    if (row.town) pushTo(townsByCounty, row.countyFips, row);
  }
  return { byKey: new Map(rows.map((row) => [row.key, row])), countiesByState, townsByCounty };
}

function pushTo<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key) ?? [];
  list.push(value);
  map.set(key, list);
}

const COUNTY_SUFFIX =
  /\s+(county|parish|borough|census area|city and borough|municipality|municipio|planning region)$/i;

function countyCandidate(fips: string, name: string): CountyCandidate {
  const clean = name.replace(/\s*\(part\)$/i, '').trim();
  if (COUNTY_SUFFIX.test(clean)) {
    return {
      fips,
      name: clean,
      kind: 'county',
      keys: [placeKey(clean.replace(COUNTY_SUFFIX, ''))],
    };
  }
  // "Richmond city" (independent city) vs "Carson City" (consolidated, named so): both keys.
  if (/\s+city$/.test(clean)) {
    return {
      fips,
      name: clean,
      kind: 'city',
      keys: [placeKey(clean.replace(/\s+city$/, '')), placeKey(clean)],
    };
  }
  return { fips, name: clean, kind: 'county', keys: [placeKey(clean)] };
}

/** A New England town's name as the geography file's city would be written. */
export function townKey(name: string): string {
  return placeKey(
    name.replace(/\s+(town|city|plantation|township|gore|grant|purchase|location)$/i, ''),
  );
}
