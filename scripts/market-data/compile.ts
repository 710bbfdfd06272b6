/**
 * Compile the public market datasets (../shared/data/market, see SOURCES.md) into the compact
 * per-state shards of functions/market/data (layout in functions/market/compiled.ts).
 *
 * Joins (there is no ZIP→FIPS crosswalk in the sources, so by name as SOURCES.md advises):
 * - ZIP → county: the geography file's state + county name against the FY2026 FMR county list
 *   (names compared by placeKey). Where a state has both "X County" and the independent "X city"
 *   (Baltimore, St. Louis, Richmond, Fairfax…), the ZIP whose city is X gets the city, the others
 *   the county, and the ZIP carries a note saying so.
 * - County → FHFA HPI, ACS income, Zillow county ZORI: by 5-digit FIPS.
 * - ZIP → FMR row: the county's row; in New England (FMRs by town) the town named like the ZIP's
 *   city, else the county's towns when they all share one FMR.
 * - ZIP → SAFMR: by ZIP; a ZIP in several HUD areas takes the area of its county's FMR row.
 * - ZIP → metro: the geography file's metro name = Zillow RegionName; "A/B, ST" also tries "A, ST".
 * Everything is sorted before writing, so the output is byte-for-byte deterministic.
 *
 * Each source file has its reader in ./sources/ (rows read by their header's column names); this
 * file only joins what they return into the shards.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  addMonths,
  COMPILED_VERSION,
  type CompiledIndex,
  type CompiledPeriods,
  type CountyRecord,
  type MetroRecord,
  type StateRecord,
  type StateShard,
} from '../../functions/market/compiled.ts';
import { placeKey, US_STATES } from '../../shared/market/states.ts';
import { monthlyChanges, pctChange, series } from './changes.ts';
import { verifyChecksums, SOURCE_FILES } from './read-sources.ts';
import { readAcsIncome } from './sources/acs-income.ts';
import { readAcsTenure } from './sources/acs-tenure.ts';
import { readFhfaCounty } from './sources/fhfa-county.ts';
import { readFhfaState } from './sources/fhfa-state.ts';
import { readFhfaZip } from './sources/fhfa-zip.ts';
import {
  readHudFmr,
  townKey,
  type CountyCandidate,
  type FmrRow,
  type HudFmr,
} from './sources/hud-fmr.ts';
import { readHudSafmr, type SafmrRow } from './sources/hud-safmr.ts';
import { readZipGeography, type ZipGeography } from './sources/zip-geography.ts';
import { readCountyZori } from './sources/zillow-county-zori.ts';
import { readMetroFile, readMetroForecast, type MetroFile } from './sources/zillow-metro.ts';
import { readStateZhvi } from './sources/zillow-state.ts';

const NEW_ENGLAND = new Set(['CT', 'ME', 'MA', 'NH', 'RI', 'VT']);
/** Metro chart series: the last five years of each monthly file. */
const SERIES_MONTHS = 61;

export interface CompiledMarketData {
  index: CompiledIndex;
  shards: Map<string, StateShard>;
}

type Sources = Awaited<ReturnType<typeof readSources>>;

/** Every source file through its reader. */
async function readSources(sourceDir: string) {
  const [geography, fmr, fhfaZip, safmr, tenure, countyHpi, income, countyZori, forecast] =
    await Promise.all([
      readZipGeography(sourceDir),
      readHudFmr(sourceDir),
      readFhfaZip(sourceDir),
      readHudSafmr(sourceDir),
      readAcsTenure(sourceDir),
      readFhfaCounty(sourceDir),
      readAcsIncome(sourceDir),
      readCountyZori(sourceDir),
      readMetroForecast(sourceDir),
    ]);
  const [metroZhvi, metroZori, inventory, daysToPending, heat, stateZhvi, stateHpi] =
    await Promise.all([
      readMetroFile(sourceDir, SOURCE_FILES.metroZhvi),
      readMetroFile(sourceDir, SOURCE_FILES.metroZori),
      readMetroFile(sourceDir, SOURCE_FILES.inventory),
      readMetroFile(sourceDir, SOURCE_FILES.daysToPending),
      readMetroFile(sourceDir, SOURCE_FILES.heat),
      readStateZhvi(sourceDir),
      readFhfaState(sourceDir),
    ]);
  const metros = { zhvi: metroZhvi, zori: metroZori, inventory, daysToPending, heat };
  return {
    geography,
    fmr,
    fhfaZip,
    safmr,
    tenure,
    countyHpi,
    income,
    countyZori,
    forecast,
    metros,
    stateZhvi,
    stateHpi,
  };
}

export async function compileMarketData(sourceDir: string): Promise<CompiledMarketData> {
  const checksums = await verifyChecksums(sourceDir);
  const sources = await readSources(sourceDir);
  const { shards, prefixes } = buildShards(sources);
  const index: CompiledIndex = {
    version: COMPILED_VERSION,
    periods: periods(sources),
    states: Object.fromEntries(
      [...shards.values()].map((s) => [
        s.state,
        { name: s.info.name, zips: Object.keys(s.zips).length },
      ]),
    ),
    prefixes: Object.fromEntries([...prefixes].map(([p, set]) => [p, [...set].sort()])),
    sources: checksums,
  };
  return { index, shards };
}

function periods({
  geography,
  fhfaZip,
  countyHpi,
  countyZori,
  metros,
  forecast,
  stateZhvi,
  stateHpi,
}: Sources): CompiledPeriods {
  return {
    zipZhvi: geography.month,
    zipFhfa: String(fhfaZip.latestThru),
    // The vintages the files are (SOURCES.md items 4, 13, 5 and 6).
    safmr: 'FY2024',
    fmr: 'FY2026',
    acs: '2019-2023',
    countyHpi: String(countyHpi.latestYear),
    countyZori: countyZori.month,
    metroZhvi: metros.zhvi.month,
    metroZori: metros.zori.month,
    metroInventory: metros.inventory.month,
    metroDaysToPending: metros.daysToPending.month,
    metroHeat: metros.heat.month,
    forecastBase: forecast.base,
    forecastTarget: forecast.target,
    stateZhvi: stateZhvi.month,
    stateHpi: stateHpi.latestQuarter,
    metroZhviSeriesStart: seriesStart(metros.zhvi),
    metroZoriSeriesStart: seriesStart(metros.zori),
  };
}

function seriesStart(file: MetroFile): string {
  return addMonths(file.month, -(SERIES_MONTHS - 1));
}

/** The ZIP rows, one shard per state, and which states each 3-digit ZIP prefix is in. */
function buildShards(sources: Sources) {
  const shards = new Map<string, StateShard>();
  const prefixes = new Map<string, Set<string>>();
  const metros = metroRecords(sources);
  for (const geo of sources.geography.zips) {
    const stateName = (US_STATES as Record<string, string>)[geo.state];
    if (!stateName || !/^\d{5}$/.test(geo.zip)) continue;
    let shard = shards.get(geo.state);
    if (!shard) {
      shard = newShard(geo.state, stateRecord(sources, geo.state, stateName));
      shards.set(geo.state, shard);
    }
    addZip(sources, metros, shard, geo);
    const prefix = geo.zip.slice(0, 3);
    const states = prefixes.get(prefix) ?? new Set<string>();
    states.add(geo.state);
    prefixes.set(prefix, states);
  }
  return { shards, prefixes };
}

function newShard(state: string, info: StateRecord): StateShard {
  return {
    version: COMPILED_VERSION,
    state,
    info,
    zips: {},
    counties: {},
    metros: {},
    fmr: {},
    safmrAreas: {},
    countyNotes: {},
  };
}

/** One ZIP's row, and the county, FMR, SAFMR area and metro records it points at. */
function addZip(
  sources: Sources,
  metros: ReturnType<typeof metroRecords>,
  shard: StateShard,
  geo: ZipGeography,
): void {
  const { zip, city, countyName, metroName, zhvi } = geo;
  const { county, note } = matchCounty(sources.fmr, geo);
  if (note) shard.countyNotes[zip] = note;
  if (county && !shard.counties[county.fips]) {
    shard.counties[county.fips] = countyRecord(sources, county.fips, county.name);
  }

  const fmrRow = county ? fmrRowFor(sources.fmr, geo, county) : undefined;
  if (fmrRow) {
    const uniformTown = fmrRow.town && placeKey(city) !== townKey(fmrRow.town);
    shard.fmr[fmrRow.key] = [
      fmrRow.areaName,
      fmrRow.town && !uniformTown ? fmrRow.town : fmrRow.countyName,
      ...fmrRow.rents,
    ];
  }

  const safmr = safmrFor(sources.safmr.byZip.get(zip) ?? [], fmrRow);
  if (safmr) shard.safmrAreas[safmr[0]] = sources.safmr.areaNames.get(safmr[0]) ?? '';

  if (metroName && !(metroName in shard.metros)) {
    const record = metros.forName(metroName);
    if (record) shard.metros[metroName] = record;
  }

  shard.zips[zip] = [
    city,
    county ? '' : countyName, // the county record carries the official name
    county?.fips ?? null,
    metroName,
    fmrRow?.key ?? null,
    zhvi === null ? null : Math.round(zhvi),
    sources.fhfaZip.byZip.get(zip) ?? null,
    safmr,
    sources.tenure.get(zip) ?? null,
  ];
}

/**
 * The ZIP's county: the one FMR county of its state with that name, or, where a county and an
 * independent city share it, the city for the ZIP named like it and the county for the others,
 * with a note saying so.
 */
function matchCounty(
  fmr: HudFmr,
  { state, city, countyName }: ZipGeography,
): { county?: CountyCandidate; note?: string } {
  const key = placeKey(countyName);
  const candidates = (fmr.countiesByState.get(state) ?? []).filter((c) => c.keys.includes(key));
  if (candidates.length <= 1) return { county: candidates[0] };
  const cityCandidate = candidates.find((c) => c.kind === 'city');
  const countyCandidate = candidates.find((c) => c.kind === 'county');
  const county =
    placeKey(city) === key
      ? (cityCandidate ?? countyCandidate)
      : (countyCandidate ?? cityCandidate);
  const other = candidates.find((c) => c !== county);
  if (!county || !other) return { county };
  return {
    county,
    note: `El archivo de geografía solo dice "${countyName}": este ZIP puede estar en ${county.name} o en ${other.name}. Se usan las cifras de ${county.name}.`,
  };
}

/** The county's FMR row; in New England the town named like the ZIP's city, or the county's
 * towns' row when they all share one. */
function fmrRowFor(fmr: HudFmr, { state, city }: ZipGeography, county: CountyCandidate) {
  const row: FmrRow | undefined = fmr.byKey.get(`${county.fips}99999`);
  if (row || !NEW_ENGLAND.has(state)) return row;
  const towns = fmr.townsByCounty.get(county.fips) ?? [];
  const town = towns.find((t) => townKey(t.town) === placeKey(city));
  if (town || towns.length === 0) return town;
  const first = towns[0]!;
  return towns.every((t) => t.rents.join() === first.rents.join()) ? first : undefined;
}

/** The SAFMR row in the county's HUD area when the ZIP is in several, else the first by code. */
function safmrFor(options: SafmrRow[], fmrRow: FmrRow | undefined): SafmrRow | null {
  return (
    options.find((row) => fmrRow && row[0] === fmrRow.areaCode) ??
    [...options].sort((a, b) => a[0].localeCompare(b[0]))[0] ??
    null
  );
}

function countyRecord(
  { countyHpi, income, countyZori }: Sources,
  fips: string,
  name: string,
): CountyRecord {
  const years = countyHpi.byFips.get(fips);
  let hpi: CountyRecord['hpi'] = null;
  if (years && years.size > 0) {
    const last = Math.max(...years.keys());
    hpi = {
      year: String(last),
      y1: pctChange(years.get(last), years.get(last - 1)),
      y3: pctChange(years.get(last), years.get(last - 3)),
      y5: pctChange(years.get(last), years.get(last - 5)),
    };
  }
  return {
    name,
    hpi,
    income: income.get(fips) ?? null,
    zori: countyZori.byFips.get(fips) ?? null,
  };
}

function stateRecord({ stateZhvi, stateHpi }: Sources, code: string, name: string): StateRecord {
  const zhviValues = stateZhvi.byName.get(name);
  const zhviNow = zhviValues?.get(stateZhvi.month);
  const quarters = stateHpi.byState.get(code);
  const [y, q] = stateHpi.latestQuarter.split('T');
  const back = (years: number) => quarters?.get(`${Number(y) - years}T${q}`);
  const now = quarters?.get(stateHpi.latestQuarter);
  return {
    name,
    zhvi:
      zhviValues && zhviNow !== undefined
        ? {
            period: stateZhvi.month,
            value: Math.round(zhviNow),
            ...monthlyChanges(zhviValues, stateZhvi.month),
          }
        : null,
    hpi:
      now !== undefined
        ? {
            period: stateHpi.latestQuarter,
            y1: pctChange(now, back(1)),
            y3: pctChange(now, back(3)),
            y5: pctChange(now, back(5)),
          }
        : null,
  };
}

/** A metro's record by the geography file's metro name, matched to Zillow's RegionName. */
function metroRecords({ metros, forecast }: Sources) {
  const names = new Set([
    ...metros.zhvi.byName.keys(),
    ...metros.zori.byName.keys(),
    ...metros.inventory.byName.keys(),
    ...metros.daysToPending.byName.keys(),
    ...metros.heat.byName.keys(),
    ...forecast.byName.keys(),
  ]);
  const zillowName = (name: string): string | null => {
    if (names.has(name)) return name;
    const slash = /^([^/,]+)\/[^,]*,\s*(.+)$/.exec(name); // "Louisville/Jefferson County, KY"
    if (slash && names.has(`${slash[1]}, ${slash[2]}`)) return `${slash[1]}, ${slash[2]}`;
    return null;
  };
  return {
    forName(name: string): MetroRecord | null {
      const zillow = zillowName(name);
      return zillow ? metroRecord(metros, forecast, zillow) : null;
    },
  };
}

function metroRecord(
  metros: Sources['metros'],
  forecast: Sources['forecast'],
  zillowName: string,
): MetroRecord {
  const heat = latestPoint(metros.heat, zillowName);
  const metroForecast = forecast.byName.get(zillowName);
  return {
    zillowName,
    zhvi: metroZhvi(metros.zhvi, zillowName),
    zori: metroZori(metros.zori, zillowName),
    inventory: latestPoint(metros.inventory, zillowName),
    daysToPending: latestPoint(metros.daysToPending, zillowName),
    heat: heat ? { period: heat.period, value: heat.value } : null,
    forecast: metroForecast
      ? { base: metroForecast.base, target: forecast.target, value: metroForecast.value }
      : null,
  };
}

/** The last month's value, rounded, and the value a year before. */
function latestPoint(file: MetroFile, zillowName: string) {
  const values = file.byName.get(zillowName);
  const value = values?.get(file.month);
  if (!values || value === undefined) return null;
  const yearAgo = values.get(addMonths(file.month, -12));
  return {
    period: file.month,
    value: Math.round(value),
    yearAgo: yearAgo === undefined ? null : Math.round(yearAgo),
  };
}

/** Metro ZHVI: the last month's value, its 1-, 3- and 5-year changes and the chart series. */
function metroZhvi(file: MetroFile, zillowName: string): MetroRecord['zhvi'] {
  const values = file.byName.get(zillowName);
  const now = values?.get(file.month);
  if (!values || now === undefined) return null;
  return {
    period: file.month,
    value: Math.round(now),
    ...monthlyChanges(values, file.month),
    series: series(values, seriesStart(file), SERIES_MONTHS),
  };
}

/** Metro ZORI: the last month's rent, its 1-year change and the chart series. */
function metroZori(file: MetroFile, zillowName: string): MetroRecord['zori'] {
  const values = file.byName.get(zillowName);
  const now = values?.get(file.month);
  if (!values || now === undefined) return null;
  return {
    period: file.month,
    value: Math.round(now),
    y1: pctChange(now, values.get(addMonths(file.month, -12))),
    series: series(values, seriesStart(file), SERIES_MONTHS),
  };
}

/** JSON with object keys sorted at every level (arrays keep their order): stable output. */
function stableJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/** The files of the compiled data, by path relative to the output folder. */
export function compiledFiles(data: CompiledMarketData): Map<string, string> {
  const files = new Map<string, string>();
  files.set('index.json', `${stableJson(data.index)}\n`);
  for (const [state, shard] of data.shards) {
    files.set(`states/${state}.json`, `${stableJson(shard)}\n`);
  }
  return files;
}

/** Replace the output folder's compiled files with these. */
export async function writeCompiled(outDir: string, files: Map<string, string>): Promise<void> {
  await mkdir(path.join(outDir, 'states'), { recursive: true });
  for (const old of await readdir(path.join(outDir, 'states'))) {
    if (!files.has(`states/${old}`)) await rm(path.join(outDir, 'states', old));
  }
  for (const [file, text] of files) await writeFile(path.join(outDir, file), text);
}
