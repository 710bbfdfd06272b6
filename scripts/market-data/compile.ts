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
 */
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  addMonths,
  COMPILED_VERSION,
  type Changes,
  type CompiledIndex,
  type CompiledPeriods,
  type CountyRecord,
  type MetroRecord,
  type StateRecord,
  type StateShard,
  type ZipRow,
} from '../../functions/market/compiled.ts';
import { placeKey, US_STATES } from '../../shared/market/states.ts';
import {
  num,
  readCsv,
  readSheet,
  SOURCE_FILES,
  verifyChecksums,
  wideRegions,
  zip5,
  type WideRegion,
} from './read-sources.ts';

const NEW_ENGLAND = new Set(['CT', 'ME', 'MA', 'NH', 'RI', 'VT']);
/** Metro chart series: the last five years of each monthly file. */
const SERIES_MONTHS = 61;

export interface CompiledMarketData {
  index: CompiledIndex;
  shards: Map<string, StateShard>;
}

/** Percent change a/b − 1, two decimals; null when either side is missing. */
export function pctChange(current: number | null | undefined, base: number | null | undefined) {
  if (current == null || base == null || !(base > 0)) return null;
  return round2((current / base - 1) * 100);
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

function monthsBack(month: string, count: number): string {
  return addMonths(month, -count);
}

function lastMonth(months: string[]): string {
  const last = months[months.length - 1];
  if (!last) throw new Error('a Zillow file without month columns');
  return last;
}

/** 1-, 3- and 5-year changes of a monthly series at `month`. */
function monthlyChanges(values: Map<string, number>, month: string): Changes {
  const now = values.get(month);
  return {
    y1: pctChange(now, values.get(monthsBack(month, 12))),
    y3: pctChange(now, values.get(monthsBack(month, 36))),
    y5: pctChange(now, values.get(monthsBack(month, 60))),
  };
}

function series(values: Map<string, number>, start: string, count: number): (number | null)[] {
  return Array.from({ length: count }, (_, i) => {
    const value = values.get(monthsBack(start, -i));
    return value === undefined ? null : Math.round(value);
  });
}

interface CountyCandidate {
  fips: string;
  name: string;
  kind: 'county' | 'city';
  keys: string[];
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

function townKey(name: string): string {
  return placeKey(
    name.replace(/\s+(town|city|plantation|township|gore|grant|purchase|location)$/i, ''),
  );
}

export async function compileMarketData(sourceDir: string): Promise<CompiledMarketData> {
  const sources = await verifyChecksums(sourceDir);

  // ── Geography and ZIP ZHVI ─────────────────────────────────────────────────────────────
  const zipData = JSON.parse(
    await readFile(path.join(sourceDir, SOURCE_FILES.zipData), 'utf8'),
  ) as { last_updated_utc: string; f: string[]; z: string[]; d: unknown[][] };
  // Zillow publishes month M's ZHVI in the middle of month M+1: the file built on 2026-04-26
  // carries March 2026 (SOURCES.md item 1).
  const zipZhviMonth = monthsBack(zipData.last_updated_utc.slice(0, 7), 1);
  const field = (name: string) => {
    const i = zipData.f.indexOf(name);
    if (i < 0) throw new Error(`zip-data-lite.json has no field ${name}`);
    return i;
  };
  const F = {
    city: field('city'),
    county: field('county'),
    state: field('state'),
    metro: field('metro'),
    zhvi: field('zhvi'),
  };

  // ── FY2026 FMR: the county list and the rows ZIPs point at ─────────────────────────────
  const fmrRows = await readSheet(sourceDir, SOURCE_FILES.fmr, 'FY26_FMRs');
  const fmrHeader = (fmrRows[0] ?? []).map(String);
  const fc = (name: string) => fmrHeader.indexOf(name);
  interface FmrRow {
    key: string;
    state: string;
    countyFips: string;
    countyName: string;
    town: string;
    areaCode: string;
    areaName: string;
    rents: [number, number, number, number, number];
  }
  const fmr: FmrRow[] = [];
  for (const row of fmrRows.slice(1)) {
    const key = String(row[fc('fips')] ?? '');
    const rents = ['fmr_0', 'fmr_1', 'fmr_2', 'fmr_3', 'fmr_4'].map((n) => num(row[fc(n)]));
    if (!/^\d{10}$/.test(key) || rents.some((r) => r === null)) continue;
    fmr.push({
      key,
      state: String(row[fc('stusps')]),
      countyFips: key.slice(0, 5),
      countyName: String(row[fc('countyname')] ?? ''),
      town: String(row[fc('county_town_name')] ?? ''),
      areaCode: String(row[fc('hud_area_code')] ?? ''),
      areaName: String(row[fc('hud_area_name')] ?? ''),
      rents: rents as FmrRow['rents'],
    });
  }
  const countiesByState = new Map<string, CountyCandidate[]>();
  const seenCounty = new Set<string>();
  for (const row of fmr) {
    if (seenCounty.has(row.countyFips)) continue;
    seenCounty.add(row.countyFips);
    const list = countiesByState.get(row.state) ?? [];
    list.push(countyCandidate(row.countyFips, row.countyName));
    countiesByState.set(row.state, list);
  }
  const fmrByKey = new Map(fmr.map((row) => [row.key, row]));
  const townsByCounty = new Map<string, FmrRow[]>();
  for (const row of fmr) {
    if (!row.town) continue;
    const list = townsByCounty.get(row.countyFips) ?? [];
    list.push(row);
    townsByCounty.set(row.countyFips, list);
  }

  // ── FHFA ZIP5 ──────────────────────────────────────────────────────────────────────────
  const fhfaZip = new Map<string, [number, number, number]>();
  const fhfaRows = await readCsv(sourceDir, SOURCE_FILES.fhfaZip);
  let latestThru = 0;
  for (const row of fhfaRows.slice(1)) {
    const zip = zip5(row[0]);
    const [thru, a1, a3] = [num(row[1]), num(row[2]), num(row[3])];
    if (!zip || thru === null || a1 === null || a3 === null) continue;
    fhfaZip.set(zip, [thru, a1, a3]);
    latestThru = Math.max(latestThru, thru);
  }

  // ── HUD SAFMR FY2024 ───────────────────────────────────────────────────────────────────
  const safmrRows = await readSheet(sourceDir, SOURCE_FILES.safmr, 'SAFMRs');
  const safmrHeader = (safmrRows[0] ?? []).map((h) => String(h).replace(/\s+/g, ' ').trim());
  const sc = (name: string) => {
    const i = safmrHeader.indexOf(name);
    if (i < 0) throw new Error(`SAFMR sheet has no column "${name}"`);
    return i;
  };
  const safmrCols = ['SAFMR 0BR', 'SAFMR 1BR', 'SAFMR 2BR', 'SAFMR 3BR', 'SAFMR 4BR'].map(sc);
  const [zipCol, areaCodeCol, areaNameCol] = [
    sc('ZIP Code'),
    sc('HUD Area Code'),
    sc('HUD Metro Fair Market Rent Area Name'),
  ];
  const safmrByZip = new Map<string, NonNullable<ZipRow[7]>[]>();
  const safmrAreaNames = new Map<string, string>();
  for (const row of safmrRows.slice(1)) {
    const zip = zip5(row[zipCol!]);
    const rents = safmrCols.map((i) => num(row[i]));
    const code = String(row[areaCodeCol!] ?? '');
    if (!zip || !code || rents.some((r) => r === null)) continue;
    safmrAreaNames.set(
      code,
      String(row[areaNameCol!] ?? '')
        .replace(/\s+/g, ' ')
        .trim(),
    );
    const list = safmrByZip.get(zip) ?? [];
    list.push([code, ...(rents as number[])] as NonNullable<ZipRow[7]>);
    safmrByZip.set(zip, list);
  }

  // ── ACS B25003 tenure by ZCTA (dedupe on GEO_ID) ───────────────────────────────────────
  const tenure = new Map<string, [number, number]>();
  const tenureRows = await readCsv(sourceDir, SOURCE_FILES.tenure);
  const th = tenureRows[0] ?? [];
  const [geoCol, totalCol, ownerCol] = ['GEO_ID', 'B25003_001E', 'B25003_002E'].map((n) =>
    th.indexOf(n),
  );
  for (const row of tenureRows.slice(2)) {
    const match = /^860Z200US(\d{5})$/.exec(row[geoCol!] ?? '');
    if (!match || tenure.has(match[1]!)) continue;
    const total = num(row[totalCol!]);
    const owner = num(row[ownerCol!]);
    if (total === null || owner === null || total <= 0) continue;
    tenure.set(match[1]!, [total, owner]);
  }

  // ── County figures: FHFA HPI, ACS income, Zillow county ZORI ──────────────────────────
  const hpiByFips = new Map<string, Map<number, number>>();
  for (const row of (await readCsv(sourceDir, SOURCE_FILES.countyHpi)).slice(1)) {
    const fips = row[2];
    const year = num(row[3]);
    const hpi = num(row[5]);
    if (!fips || !/^\d{5}$/.test(fips) || year === null || hpi === null) continue;
    const years = hpiByFips.get(fips) ?? new Map<number, number>();
    years.set(year, hpi);
    hpiByFips.set(fips, years);
  }
  let countyHpiYear = 0;
  for (const years of hpiByFips.values()) countyHpiYear = Math.max(countyHpiYear, ...years.keys());

  const incomeByFips = new Map<string, NonNullable<CountyRecord['income']>>();
  const incomeRows = await readCsv(sourceDir, SOURCE_FILES.income);
  const ih = incomeRows[0] ?? [];
  const [igeo, imedian, imean, ihouseholds] = [
    'GEO_ID',
    'S1901_C01_012E',
    'S1901_C01_013E',
    'S1901_C01_001E',
  ].map((n) => ih.indexOf(n));
  for (const row of incomeRows.slice(2)) {
    const match = /^0500000US(\d{5})$/.exec(row[igeo!] ?? '');
    if (!match) continue; // the stray state row
    incomeByFips.set(match[1]!, {
      median: num(row[imedian!]),
      mean: num(row[imean!]),
      households: num(row[ihouseholds!]),
    });
  }

  const countyZori = wideRegions(await readCsv(sourceDir, SOURCE_FILES.countyZori));
  const countyZoriMonth = lastMonth(countyZori.months);
  const zoriByFips = new Map<string, NonNullable<CountyRecord['zori']>>();
  {
    const h = countyZori.regions[0]?.header ?? [];
    const [stCol, coCol] = [h.indexOf('StateCodeFIPS'), h.indexOf('MunicipalCodeFIPS')];
    for (const region of countyZori.regions) {
      const fips = `${region.row[stCol]!.padStart(2, '0')}${region.row[coCol]!.padStart(3, '0')}`;
      const value = region.values.get(countyZoriMonth);
      if (value === undefined) continue;
      zoriByFips.set(fips, {
        period: countyZoriMonth,
        value: Math.round(value),
        y1: pctChange(value, region.values.get(monthsBack(countyZoriMonth, 12))),
      });
    }
  }

  function countyRecord(fips: string, name: string): CountyRecord {
    const years = hpiByFips.get(fips);
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
      income: incomeByFips.get(fips) ?? null,
      zori: zoriByFips.get(fips) ?? null,
    };
  }

  // ── Metro figures (Zillow) ─────────────────────────────────────────────────────────────
  const metroFile = async (file: string) => {
    const wide = wideRegions(await readCsv(sourceDir, file));
    const byName = new Map<string, WideRegion>();
    for (const region of wide.regions) {
      if (region.regionType === 'msa') byName.set(region.regionName, region);
    }
    return { month: lastMonth(wide.months), byName };
  };
  const [metroZhvi, metroZori, inventory, daysToPending, heat] = await Promise.all([
    metroFile(SOURCE_FILES.metroZhvi),
    metroFile(SOURCE_FILES.metroZori),
    metroFile(SOURCE_FILES.inventory),
    metroFile(SOURCE_FILES.daysToPending),
    metroFile(SOURCE_FILES.heat),
  ]);
  const forecastRows = await readCsv(sourceDir, SOURCE_FILES.forecast);
  const forecastHeader = forecastRows[0] ?? [];
  const forecastTargetCol = forecastHeader.length - 1;
  const forecastTarget = forecastHeader[forecastTargetCol]!.slice(0, 7);
  const forecastBaseCol = forecastHeader.indexOf('BaseDate');
  const forecastByName = new Map<string, { base: string; value: number }>();
  for (const row of forecastRows.slice(1)) {
    const value = num(row[forecastTargetCol]);
    if (row[3] !== 'msa' || value === null) continue;
    forecastByName.set(row[2]!, { base: row[forecastBaseCol]!.slice(0, 7), value });
  }
  const forecastBase = [...forecastByName.values()][0]?.base ?? '';
  const zhviSeriesStart = monthsBack(metroZhvi.month, SERIES_MONTHS - 1);
  const zoriSeriesStart = monthsBack(metroZori.month, SERIES_MONTHS - 1);

  const metroNames = new Set([
    ...metroZhvi.byName.keys(),
    ...metroZori.byName.keys(),
    ...inventory.byName.keys(),
    ...daysToPending.byName.keys(),
    ...heat.byName.keys(),
    ...forecastByName.keys(),
  ]);
  function zillowMetroName(name: string): string | null {
    if (metroNames.has(name)) return name;
    const slash = /^([^/,]+)\/[^,]*,\s*(.+)$/.exec(name); // "Louisville/Jefferson County, KY"
    if (slash && metroNames.has(`${slash[1]}, ${slash[2]}`)) return `${slash[1]}, ${slash[2]}`;
    return null;
  }
  function metroRecord(zillowName: string): MetroRecord {
    const point = (file: {
      month: string;
      byName: Map<string, WideRegion>;
    }): { period: string; value: number; yearAgo: number | null } | null => {
      const values = file.byName.get(zillowName)?.values;
      const value = values?.get(file.month);
      if (!values || value === undefined) return null;
      const yearAgo = values.get(monthsBack(file.month, 12));
      return {
        period: file.month,
        value: Math.round(value),
        yearAgo: yearAgo === undefined ? null : Math.round(yearAgo),
      };
    };
    const zhviValues = metroZhvi.byName.get(zillowName)?.values;
    const zhviNow = zhviValues?.get(metroZhvi.month);
    const zoriValues = metroZori.byName.get(zillowName)?.values;
    const zoriNow = zoriValues?.get(metroZori.month);
    const heatPoint = point(heat);
    const forecast = forecastByName.get(zillowName);
    return {
      zillowName,
      zhvi:
        zhviValues && zhviNow !== undefined
          ? {
              period: metroZhvi.month,
              value: Math.round(zhviNow),
              ...monthlyChanges(zhviValues, metroZhvi.month),
              series: series(zhviValues, zhviSeriesStart, SERIES_MONTHS),
            }
          : null,
      zori:
        zoriValues && zoriNow !== undefined
          ? {
              period: metroZori.month,
              value: Math.round(zoriNow),
              y1: pctChange(zoriNow, zoriValues.get(monthsBack(metroZori.month, 12))),
              series: series(zoriValues, zoriSeriesStart, SERIES_MONTHS),
            }
          : null,
      inventory: point(inventory),
      daysToPending: point(daysToPending),
      heat: heatPoint ? { period: heatPoint.period, value: heatPoint.value } : null,
      forecast: forecast
        ? { base: forecast.base, target: forecastTarget, value: forecast.value }
        : null,
    };
  }

  // ── State figures ──────────────────────────────────────────────────────────────────────
  const stateZhvi = wideRegions(await readCsv(sourceDir, SOURCE_FILES.stateZhvi));
  const stateZhviMonth = lastMonth(stateZhvi.months);
  const stateHpiRows = await readSheet(sourceDir, SOURCE_FILES.stateHpi, 'HPI_PO_state');
  const stateHpi = new Map<string, Map<string, number>>();
  let stateHpiLatest = '';
  for (const row of stateHpiRows.slice(1)) {
    const [state, yr, qtr, nsa] = [String(row[0]), num(row[1]), num(row[2]), num(row[3])];
    if (yr === null || qtr === null || nsa === null) continue;
    const quarter = `${yr}T${qtr}`;
    const quarters = stateHpi.get(state) ?? new Map<string, number>();
    quarters.set(quarter, nsa);
    stateHpi.set(state, quarters);
    if (quarter > stateHpiLatest) stateHpiLatest = quarter;
  }
  function stateRecord(code: string, name: string): StateRecord {
    const zhviRegion = stateZhvi.regions.find((r) => r.regionName === name);
    const zhviNow = zhviRegion?.values.get(stateZhviMonth);
    const quarters = stateHpi.get(code);
    const [y, q] = stateHpiLatest.split('T');
    const back = (years: number) => quarters?.get(`${Number(y) - years}T${q}`);
    const now = quarters?.get(stateHpiLatest);
    return {
      name,
      zhvi:
        zhviRegion && zhviNow !== undefined
          ? {
              period: stateZhviMonth,
              value: Math.round(zhviNow),
              ...monthlyChanges(zhviRegion.values, stateZhviMonth),
            }
          : null,
      hpi:
        now !== undefined
          ? {
              period: stateHpiLatest,
              y1: pctChange(now, back(1)),
              y3: pctChange(now, back(3)),
              y5: pctChange(now, back(5)),
            }
          : null,
    };
  }

  // ── ZIP rows, shard by state ───────────────────────────────────────────────────────────
  const shards = new Map<string, StateShard>();
  const prefixes = new Map<string, Set<string>>();
  zipData.z.forEach((zip, i) => {
    const d = zipData.d[i]!;
    const state = String(d[F.state]);
    const stateName = (US_STATES as Record<string, string>)[state];
    if (!stateName || !/^\d{5}$/.test(zip)) return;
    let shard = shards.get(state);
    if (!shard) {
      shard = {
        version: COMPILED_VERSION,
        state,
        info: stateRecord(state, stateName),
        zips: {},
        counties: {},
        metros: {},
        fmr: {},
        safmrAreas: {},
        countyNotes: {},
      };
      shards.set(state, shard);
    }
    const city = String(d[F.city] ?? '');
    const countyName = String(d[F.county] ?? '');

    // County: unique name match, or the county/independent-city rule.
    const key = placeKey(countyName);
    const candidates = (countiesByState.get(state) ?? []).filter((c) => c.keys.includes(key));
    let county: CountyCandidate | undefined;
    if (candidates.length === 1) county = candidates[0];
    else if (candidates.length > 1) {
      const cityCandidate = candidates.find((c) => c.kind === 'city');
      const countyCandidate = candidates.find((c) => c.kind === 'county');
      county =
        placeKey(city) === key
          ? (cityCandidate ?? countyCandidate)
          : (countyCandidate ?? cityCandidate);
      const other = candidates.find((c) => c !== county);
      if (county && other) {
        shard.countyNotes[zip] =
          `El archivo de geografía solo dice "${countyName}": este ZIP puede estar en ${county.name} o en ${other.name}. Se usan las cifras de ${county.name}.`;
      }
    }
    if (county && !shard.counties[county.fips]) {
      shard.counties[county.fips] = countyRecord(county.fips, county.name);
    }

    // FMR row: the county's, or the New England town's.
    let fmrRow: FmrRow | undefined;
    if (county) {
      fmrRow = fmrByKey.get(`${county.fips}99999`);
      if (!fmrRow && NEW_ENGLAND.has(state)) {
        const towns = townsByCounty.get(county.fips) ?? [];
        fmrRow = towns.find((t) => townKey(t.town) === placeKey(city));
        if (!fmrRow && towns.length > 0) {
          const first = towns[0]!;
          const uniform = towns.every((t) => t.rents.join() === first.rents.join());
          if (uniform) fmrRow = first;
        }
      }
    }
    if (fmrRow) {
      const uniformTown = fmrRow.town && placeKey(city) !== townKey(fmrRow.town);
      shard.fmr[fmrRow.key] = [
        fmrRow.areaName,
        fmrRow.town && !uniformTown ? fmrRow.town : fmrRow.countyName,
        ...fmrRow.rents,
      ];
    }

    // SAFMR: the row in the county's HUD area when the ZIP is in several.
    const safmrOptions = safmrByZip.get(zip) ?? [];
    const safmr =
      safmrOptions.find((row) => fmrRow && row[0] === fmrRow.areaCode) ??
      [...safmrOptions].sort((a, b) => a[0].localeCompare(b[0]))[0] ??
      null;
    if (safmr) shard.safmrAreas[safmr[0]] = safmrAreaNames.get(safmr[0]) ?? '';

    // Metro.
    const metroName = d[F.metro] ? String(d[F.metro]) : null;
    if (metroName && !(metroName in shard.metros)) {
      const zillowName = zillowMetroName(metroName);
      if (zillowName) shard.metros[metroName] = metroRecord(zillowName);
    }

    const zhvi = num(d[F.zhvi]);
    shard.zips[zip] = [
      city,
      county ? '' : countyName, // the county record carries the official name
      county?.fips ?? null,
      metroName,
      fmrRow?.key ?? null,
      zhvi === null ? null : Math.round(zhvi),
      fhfaZip.get(zip) ?? null,
      safmr,
      tenure.get(zip) ?? null,
    ];
    const prefix = zip.slice(0, 3);
    const states = prefixes.get(prefix) ?? new Set<string>();
    states.add(state);
    prefixes.set(prefix, states);
  });

  const periods: CompiledPeriods = {
    zipZhvi: zipZhviMonth,
    zipFhfa: String(latestThru),
    // The vintages the files are (SOURCES.md items 4, 13, 5 and 6).
    safmr: 'FY2024',
    fmr: 'FY2026',
    acs: '2019-2023',
    countyHpi: String(countyHpiYear),
    countyZori: countyZoriMonth,
    metroZhvi: metroZhvi.month,
    metroZori: metroZori.month,
    metroInventory: inventory.month,
    metroDaysToPending: daysToPending.month,
    metroHeat: heat.month,
    forecastBase,
    forecastTarget,
    stateZhvi: stateZhviMonth,
    stateHpi: stateHpiLatest,
    metroZhviSeriesStart: zhviSeriesStart,
    metroZoriSeriesStart: zoriSeriesStart,
  };
  const index: CompiledIndex = {
    version: COMPILED_VERSION,
    periods,
    states: Object.fromEntries(
      [...shards.values()].map((s) => [
        s.state,
        { name: s.info.name, zips: Object.keys(s.zips).length },
      ]),
    ),
    prefixes: Object.fromEntries([...prefixes].map(([p, set]) => [p, [...set].sort()])),
    sources,
  };
  return { index, shards };
}

/** JSON with object keys sorted at every level (arrays keep their order): stable output. */
export function stableJson(value: unknown): string {
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
