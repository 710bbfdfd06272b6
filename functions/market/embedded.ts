/**
 * The embedded MarketData adapter: the public datasets compiled into ./data (SOURCES.md in
 * ../shared/data/market), turned into the spec's market analysis sections. Each figure keeps its
 * source, period and geography; where the sources have nothing, the report says so.
 *
 * A city search covers the city's ZIPs in the geography file: ZIP figures are combined honestly
 * (medians of home values, rents and price changes; sums of households), the county and metro are
 * the ones most of its ZIPs fall in, and the report says how many ZIPs each figure rests on.
 */
import {
  MARKET_MESSAGES,
  PROPERTY_TYPE_LABELS,
  type AppreciationRow,
  type Datum,
  type Figure,
  type Geo,
  type MarketReport,
  type NoFigure,
  type PropertyTypeId,
  type RentTable,
  type Series,
} from '../../shared/api/market.ts';
import { formatPeriod, MARKET_SOURCES, type MarketSourceId } from '../../shared/market/sources.ts';
import { placeKey, STATE_NAMES_ES, type StateCode } from '../../shared/market/states.ts';
import { notFound } from '../commons/errors.ts';
import {
  addMonths,
  type CompiledIndex,
  type CountyRecord,
  type MetroRecord,
  type StateShard,
  type ZipRow,
} from './compiled.ts';
import type { MarketData, ZipRents } from './market-data.ts';
import { findZip, loadIndex, loadShard } from './store.ts';

type Rents = [number, number, number, number, number];

/** The ZIPs a report covers and how to name them. */
interface Selection {
  index: CompiledIndex;
  shard: StateShard;
  zips: string[];
  /** Set for a ZIP search. */
  zip: string | null;
  city: string;
}

export const NO_DATA = MARKET_MESSAGES.noData;
const LIVE_ONLY = 'Sin dato en las fuentes públicas (disponible con datos en vivo de RentCast)';

export function none(reason: string = NO_DATA): NoFigure {
  return { value: null, reason };
}

function figure(
  value: number,
  unit: Figure['unit'],
  source: MarketSourceId,
  period: string,
  geo: Geo,
  place: string,
  note?: string,
): Figure {
  return note
    ? { value, unit, source, period, geo, place, note }
    : { value, unit, source, period, geo, place };
}

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The most frequent value (ties: the smallest, so the choice is stable). */
function mode(values: (string | null)[]): { value: string | null; distinct: number } {
  const counts = new Map<string, number>();
  for (const v of values) if (v !== null) counts.set(v, (counts.get(v) ?? 0) + 1);
  const sorted = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return { value: sorted[0]?.[0] ?? null, distinct: counts.size };
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function toSeries(
  values: (number | null)[],
  start: string,
  source: MarketSourceId,
  place: string,
  unit: Figure['unit'],
): Series {
  const points = values.flatMap((value, i) =>
    value === null ? [] : [{ period: addMonths(start, i), value }],
  );
  return { source, geo: 'metro', place, unit, points };
}

export class EmbeddedMarketData implements MarketData {
  readonly provider = 'embedded' as const;

  async forZip(zip: string, propertyType: PropertyTypeId): Promise<MarketReport> {
    const shard = await findZip(zip);
    if (!shard) throw notFound(MARKET_MESSAGES.zipNotFound(zip));
    const row = shard.zips[zip]!;
    return buildReport(
      { index: await loadIndex(), shard, zips: [zip], zip, city: row[0] },
      propertyType,
    );
  }

  async forCity(
    city: string,
    state: StateCode,
    propertyType: PropertyTypeId,
  ): Promise<MarketReport> {
    const shard = await loadShard(state);
    const zips = shard ? (cityIndex(shard).get(placeKey(city)) ?? []) : [];
    if (!shard || zips.length === 0) {
      throw notFound(MARKET_MESSAGES.cityNotFound(city.trim(), STATE_NAMES_ES[state]));
    }
    const name = shard.zips[zips[0]!]![0];
    return buildReport(
      { index: await loadIndex(), shard, zips, zip: null, city: name },
      propertyType,
    );
  }

  async rentsForZip(zip: string): Promise<ZipRents> {
    const shard = await findZip(zip);
    if (!shard) throw notFound(MARKET_MESSAGES.zipNotFound(zip));
    const index = await loadIndex();
    const row = shard.zips[zip]!;
    const sel: Selection = { index, shard, zips: [zip], zip, city: row[0] };
    return {
      zip,
      city: row[0],
      state: shard.state as StateCode,
      safmr: safmrTable(sel),
      fmr: fmrTable(sel),
    };
  }
}

const cityIndexes = new WeakMap<StateShard, Map<string, string[]>>();

/** A shard's ZIPs by city name (placeKey), built once per shard. */
function cityIndex(shard: StateShard): Map<string, string[]> {
  let index = cityIndexes.get(shard);
  if (!index) {
    index = new Map();
    for (const zip of Object.keys(shard.zips).sort()) {
      const key = placeKey(shard.zips[zip]![0]);
      index.set(key, [...(index.get(key) ?? []), zip]);
    }
    cityIndexes.set(shard, index);
  }
  return index;
}

function rows(sel: Selection): ZipRow[] {
  return sel.zips.map((zip) => sel.shard.zips[zip]!);
}

function placeOf(sel: Selection): { geo: Geo; place: string } {
  return sel.zip
    ? { geo: 'zip', place: `ZIP ${sel.zip}` }
    : { geo: 'city', place: `${sel.city}, ${sel.shard.state}` };
}

/** "mediana de 12 de 15 ZIPs" for a city figure; nothing for a ZIP. */
function cityNote(sel: Selection, used: number, what = 'ZIPs con dato'): string | undefined {
  if (sel.zip) return undefined;
  return `Mediana de ${used} ${what} (de ${sel.zips.length} ZIPs de la ciudad).`;
}

function countyOf(sel: Selection): {
  fips: string | null;
  record: CountyRecord | null;
  note?: string;
} {
  const { value, distinct } = mode(rows(sel).map((r) => r[2]));
  const record = value ? (sel.shard.counties[value] ?? null) : null;
  const note =
    !sel.zip && distinct > 1 && record
      ? `La ciudad abarca ${distinct} condados; se usa ${record.name}, el de más ZIPs.`
      : undefined;
  return { fips: value, record, note };
}

function metroOf(sel: Selection): { name: string | null; record: MetroRecord | null } {
  const { value } = mode(rows(sel).map((r) => r[3]));
  return { name: value, record: value ? (sel.shard.metros[value] ?? null) : null };
}

function safmrTable(sel: Selection): RentTable | null {
  const withRents = rows(sel).flatMap((r) => (r[7] ? [r[7]] : []));
  if (withRents.length === 0) return null;
  const area = mode(withRents.map((s) => s[0])).value!;
  const rents = [1, 2, 3, 4, 5].map((i) =>
    Math.round(median(withRents.map((s) => s[i] as number))!),
  ) as Rents;
  const { geo, place } = placeOf(sel);
  const note = cityNote(sel, withRents.length, 'ZIPs con renta HUD');
  return {
    source: 'hud-safmr',
    period: sel.index.periods.safmr,
    geo,
    place,
    area: sel.shard.safmrAreas[area] ?? area,
    rents,
    ...(note ? { note } : {}),
  };
}

function fmrTable(sel: Selection): RentTable | null {
  const { value } = mode(rows(sel).map((r) => r[4]));
  const row = value ? sel.shard.fmr[value] : undefined;
  if (!row) return null;
  const [area, placeName, ...rents] = row;
  return {
    source: 'hud-fmr',
    period: sel.index.periods.fmr,
    geo: 'county',
    place: placeName,
    area,
    rents: rents as Rents,
  };
}

function buildReport(sel: Selection, propertyType: PropertyTypeId): MarketReport {
  const { index, shard } = sel;
  const periods = index.periods;
  const state = shard.state as StateCode;
  const stateName = STATE_NAMES_ES[state];
  const zipRows = rows(sel);
  const { geo, place } = placeOf(sel);
  const county = countyOf(sel);
  const metro = metroOf(sel);
  const notes: string[] = [];

  // ── Home value (ZHVI) ──────────────────────────────────────────────────────────────────
  const zhvis = zipRows.flatMap((r) => (r[5] === null ? [] : [r[5]]));
  const zipZhvi = median(zhvis);
  let averagePrice: Datum;
  if (zipZhvi !== null) {
    averagePrice = figure(
      Math.round(zipZhvi),
      'usd',
      'zillow-zhvi',
      periods.zipZhvi,
      geo,
      place,
      cityNote(sel, zhvis.length),
    );
  } else if (metro.record?.zhvi) {
    averagePrice = figure(
      metro.record.zhvi.value,
      'usd',
      'zillow-zhvi',
      metro.record.zhvi.period,
      'metro',
      metro.record.zillowName,
      `Zillow no publica ZHVI para ${sel.zip ? 'este ZIP' : 'esta ciudad'}; se muestra el valor típico del área metropolitana.`,
    );
  } else if (shard.info.zhvi) {
    averagePrice = figure(
      shard.info.zhvi.value,
      'usd',
      'zillow-zhvi',
      shard.info.zhvi.period,
      'state',
      stateName,
      `Zillow no publica ZHVI para ${sel.zip ? 'este ZIP' : 'esta ciudad'} ni su área metropolitana; se muestra el valor típico del estado.`,
    );
  } else {
    averagePrice = none();
  }

  // ── Appreciation ───────────────────────────────────────────────────────────────────────
  const latestThru = Number(periods.zipFhfa);
  const fhfaAll = zipRows.flatMap((r) => (r[6] ? [r[6]] : []));
  const fhfaFresh = fhfaAll.filter(([thru]) => thru >= latestThru - 1);
  const table: AppreciationRow[] = [];
  let zipStaleReason: string | null = null;
  if (fhfaFresh.length > 0) {
    const thru = String(Math.max(...fhfaFresh.map(([t]) => t)));
    const a1 = round2(median(fhfaFresh.map(([, a]) => a))!);
    const a3 = round2(median(fhfaFresh.map(([, , a]) => a))!);
    const note = cityNote(sel, fhfaFresh.length, 'ZIPs con índice FHFA reciente');
    table.push({
      source: 'fhfa-zip',
      geo,
      place,
      period: thru,
      kind: 'average-annual',
      oneYear: a1,
      threeYear: a3,
      fiveYear: null,
      note: `1 año: cambio del último año reportado. 3 años: promedio anual de los últimos 3 cambios reportados (no acumulado). FHFA no publica 5 años por ZIP.${note ? ` ${note}` : ''}`,
    });
  } else if (fhfaAll.length > 0) {
    const thru = Math.max(...fhfaAll.map(([t]) => t));
    zipStaleReason = `El índice FHFA de ${sel.zip ? 'este ZIP' : 'los ZIPs de esta ciudad'} no se actualiza desde ${thru}.`;
  }
  if (county.record?.hpi) {
    const hpi = county.record.hpi;
    table.push({
      source: 'fhfa-county',
      geo: 'county',
      place: county.record.name,
      period: hpi.year,
      kind: 'cumulative',
      oneYear: hpi.y1,
      threeYear: hpi.y3,
      fiveYear: hpi.y5,
    });
  }
  if (metro.record?.zhvi) {
    const z = metro.record.zhvi;
    table.push({
      source: 'zillow-zhvi',
      geo: 'metro',
      place: metro.record.zillowName,
      period: z.period,
      kind: 'cumulative',
      oneYear: z.y1,
      threeYear: z.y3,
      fiveYear: z.y5,
    });
  }
  if (shard.info.hpi) {
    const h = shard.info.hpi;
    table.push({
      source: 'fhfa-state',
      geo: 'state',
      place: stateName,
      period: h.period,
      kind: 'cumulative',
      oneYear: h.y1,
      threeYear: h.y3,
      fiveYear: h.y5,
    });
  }
  if (shard.info.zhvi) {
    const z = shard.info.zhvi;
    table.push({
      source: 'zillow-zhvi',
      geo: 'state',
      place: stateName,
      period: z.period,
      kind: 'cumulative',
      oneYear: z.y1,
      threeYear: z.y3,
      fiveYear: z.y5,
    });
  }
  /**
   * The headline's 1-, 3- and 5-year changes all come from one row of the table (issue 16: one
   * source and one area per line, never a ZIP figure beside a metro one): the metro's Zillow ZHVI
   * when it has a 1-year change (the same series as the chart below), else the most local
   * cumulative row (county FHFA, then the state). The ZIP's own FHFA index stays in the table.
   */
  const cumulativeRows = table.filter((r) => r.kind === 'cumulative' && r.oneYear !== null);
  const headline =
    cumulativeRows.find((r) => r.source === 'zillow-zhvi' && r.geo === 'metro') ??
    cumulativeRows[0];
  const headlineFigure = (key: 'oneYear' | 'threeYear' | 'fiveYear'): Datum => {
    if (!headline) return none();
    const value = headline[key];
    if (value === null) {
      return none(
        `${MARKET_SOURCES[headline.source].name} no publica este cambio para ${headline.place}`,
      );
    }
    const stale = key === 'oneYear' && zipStaleReason ? ` ${zipStaleReason}` : '';
    return figure(
      value,
      'percent',
      headline.source,
      headline.period,
      headline.geo,
      headline.place,
      `Cambio acumulado.${stale}`,
    );
  };
  const oneYear = headlineFigure('oneYear');

  // ── Rents ──────────────────────────────────────────────────────────────────────────────
  const safmr = safmrTable(sel);
  const fmr = fmrTable(sel);
  const fairMarketRents = [safmr, fmr].filter((t): t is RentTable => t !== null);
  const zori = metro.record?.zori ?? null;
  const averageRent: Datum = zori
    ? figure(
        zori.value,
        'usd-month',
        'zillow-zori',
        zori.period,
        'metro',
        metro.record!.zillowName,
        'Renta típica pedida en el área metropolitana (todas las viviendas).',
      )
    : county.record?.zori
      ? figure(
          county.record.zori.value,
          'usd-month',
          'zillow-zori',
          county.record.zori.period,
          'county',
          county.record.name,
          'Renta típica pedida en el condado (todas las viviendas).',
        )
      : none();
  const rentGrowth: Datum =
    zori && zori.y1 !== null
      ? figure(
          zori.y1,
          'percent',
          'zillow-zori',
          zori.period,
          'metro',
          metro.record!.zillowName,
          'Cambio de la renta típica pedida en 12 meses.',
        )
      : county.record?.zori && county.record.zori.y1 !== null
        ? figure(
            county.record.zori.y1,
            'percent',
            'zillow-zori',
            county.record.zori.period,
            'county',
            county.record.name,
            'Cambio de la renta típica pedida en 12 meses.',
          )
        : none();
  const countyRent: Datum = county.record?.zori
    ? figure(
        county.record.zori.value,
        'usd-month',
        'zillow-zori',
        county.record.zori.period,
        'county',
        county.record.name,
        county.record.zori.y1 !== null
          ? `Cambio en 12 meses: ${county.record.zori.y1 > 0 ? '+' : ''}${county.record.zori.y1.toFixed(2)} %.`
          : undefined,
      )
    : none('Zillow no publica ZORI para este condado');

  // Gross yield: HUD 3-bedroom rent × 12 ÷ typical home value, both as local as the data allows.
  // Only where the home value is the ZIP's (or the city's) own: a metro value over a ZIP rent
  // would mix geographies.
  let yieldRate: Datum = none();
  const rentBasis = safmr ?? fmr;
  // The rent the yield divides, shown beside it so the reader can redo the sum (issue 16).
  const yieldRent: Datum = rentBasis
    ? figure(
        rentBasis.rents[3],
        'usd-month',
        rentBasis.source,
        rentBasis.period,
        rentBasis.geo,
        rentBasis.place,
        'Renta justa de mercado de HUD para 3 habitaciones: la base del rendimiento bruto.',
      )
    : none('Sin renta justa de HUD para esta zona');
  const localValue =
    averagePrice.value !== null && (averagePrice.geo === 'zip' || averagePrice.geo === 'city');
  if (!localValue) {
    yieldRate = none(
      `Sin valor típico de Zillow para ${sel.zip ? 'este ZIP' : 'esta ciudad'}: no se calcula el rendimiento bruto`,
    );
  } else if (!rentBasis) {
    yieldRate = none('Sin renta justa de HUD para esta zona: no se calcula el rendimiento bruto');
  } else if (averagePrice.value !== null && averagePrice.value > 0) {
    const rent3 = rentBasis.rents[3];
    const value = round2(((rent3 * 12) / averagePrice.value) * 100);
    yieldRate = figure(
      value,
      'percent',
      'derived',
      averagePrice.period,
      averagePrice.geo,
      averagePrice.place,
      `Rendimiento bruto = renta HUD de 3 habitaciones (${rentBasis.source === 'hud-safmr' ? 'SAFMR' : 'FMR'}, ${formatPeriod(rentBasis.period)}, $${rent3.toLocaleString('en-US')}/mes) × 12 ÷ valor típico Zillow (${formatPeriod(averagePrice.period)}). Antes de gastos, vacancia y financiamiento.`,
    );
  }

  // ── Market (metro, Zillow) ─────────────────────────────────────────────────────────────
  const m = metro.record;
  const metroMissing = metro.name
    ? `Zillow no publica esta cifra para ${metro.name}`
    : `${sel.zip ? 'Este ZIP' : 'Esta ciudad'} no pertenece a un área metropolitana en las fuentes`;
  const daysToPending: Datum = m?.daysToPending
    ? figure(
        m.daysToPending.value,
        'days',
        'zillow-days-to-pending',
        m.daysToPending.period,
        'metro',
        m.zillowName,
        `Días promedio desde el anuncio hasta quedar bajo contrato: el equivalente de Zillow a los días en el mercado.${m.daysToPending.yearAgo !== null ? ` Hace un año: ${m.daysToPending.yearAgo} días.` : ''}`,
      )
    : none(metroMissing);
  const inventory: Datum = m?.inventory
    ? figure(
        m.inventory.value,
        'count',
        'zillow-inventory',
        m.inventory.period,
        'metro',
        m.zillowName,
        m.inventory.yearAgo !== null
          ? `Viviendas en venta en el área metropolitana. Hace un año: ${m.inventory.yearAgo.toLocaleString('en-US')}.`
          : 'Viviendas en venta en el área metropolitana.',
      )
    : none(metroMissing);
  const heatIndex: Datum = m?.heat
    ? figure(
        m.heat.value,
        'index',
        'zillow-heat',
        m.heat.period,
        'metro',
        m.zillowName,
        'Alrededor de 50 es un mercado neutral; más de 50 favorece al vendedor y menos de 50 al comprador.',
      )
    : none(metroMissing);
  const forecast: Datum = m?.forecast
    ? figure(
        m.forecast.value,
        'percent',
        'zillow-forecast',
        m.forecast.base,
        'metro',
        m.zillowName,
        `Pronóstico publicado en ${formatPeriod(m.forecast.base)}: cambio del valor típico hasta ${formatPeriod(m.forecast.target)}.`,
      )
    : none(metroMissing);

  // ── Demographics ───────────────────────────────────────────────────────────────────────
  const tenure = zipRows.flatMap((r) => (r[8] ? [r[8]] : []));
  const occupied = tenure.reduce((sum, [total]) => sum + total, 0);
  const owners = tenure.reduce((sum, [, owner]) => sum + owner, 0);
  const noHouseholds = `El Censo no registra viviendas ocupadas en ${sel.zip ? 'este ZIP (puede ser un ZIP solo de apartados postales)' : 'los ZIPs de esta ciudad'}`;
  const homeOwnership: Datum =
    occupied > 0
      ? figure(
          round2((owners / occupied) * 100),
          'percent',
          'census-acs-tenure',
          periods.acs,
          geo,
          place,
          `${owners.toLocaleString('en-US')} de ${occupied.toLocaleString('en-US')} viviendas ocupadas son de sus dueños.`,
        )
      : none(noHouseholds);
  const households: Datum =
    occupied > 0
      ? figure(
          occupied,
          'count',
          'census-acs-tenure',
          periods.acs,
          geo,
          place,
          'Viviendas ocupadas (cada una es un hogar).',
        )
      : none(noHouseholds);
  const income = county.record?.income ?? null;
  const noIncome = county.record
    ? `El Censo no publica el ingreso de ${county.record.name} en esta tabla`
    : 'No se pudo identificar el condado en las fuentes';
  const medianIncome: Datum =
    income?.median != null
      ? figure(
          income.median,
          'usd',
          'census-acs-income',
          periods.acs,
          'county',
          county.record!.name,
          'Ingreso mediano de los hogares del condado (no hay ingreso por ZIP en las fuentes).',
        )
      : none(noIncome);
  const meanIncome: Datum =
    income?.mean != null
      ? figure(
          income.mean,
          'usd',
          'census-acs-income',
          periods.acs,
          'county',
          county.record!.name,
          'Ingreso promedio de los hogares del condado.',
        )
      : none(noIncome);

  // ── Notes ──────────────────────────────────────────────────────────────────────────────
  if (propertyType === 'commercial') {
    notes.push(
      'Las fuentes públicas cubren vivienda residencial: no hay cifras de propiedades comerciales. Las cifras siguientes son de todas las viviendas.',
    );
  } else if (propertyType !== 'all') {
    notes.push(
      `Las fuentes públicas publican cifras de todas las viviendas (unifamiliares y condominios; las rentas de Zillow incluyen multifamiliares): no hay cifras separadas para el tipo ${PROPERTY_TYPE_LABELS[propertyType]}.`,
    );
  }
  const countyNote = sel.zips.map((zip) => shard.countyNotes[zip]).find(Boolean);
  if (countyNote) notes.push(countyNote);
  if (county.note) notes.push(county.note);
  if (!county.record) {
    const rawName = zipRows.find((r) => r[1])?.[1];
    notes.push(
      rawName
        ? `No pudimos enlazar el condado "${rawName}" con las tablas de condados: las cifras de condado no están disponibles.`
        : 'No se pudo identificar el condado en las fuentes.',
    );
  }
  if (!sel.zip) {
    notes.push(
      `Cifras de ${plural(sel.zips.length, 'ZIP', 'ZIPs')} de ${sel.city}. Elige un ZIP para verlo en detalle.`,
    );
  }
  notes.push('Cada fuente publica con su propio calendario: cada cifra indica su fecha.');

  const label = sel.zip ? `${sel.city}, ${state} ${sel.zip}` : `${sel.city}, ${state}`;
  return {
    location: {
      label,
      zip: sel.zip,
      city: sel.city,
      state,
      stateName,
      county: county.record?.name ?? (zipRows.find((r) => r[1])?.[1] || null),
      metro: metro.name,
      zips: sel.zips,
      propertyType,
    },
    provider: 'embedded',
    summary: {
      averagePrice,
      pricePerSqFt: none(),
      averageRent,
      rentPerSqFt: none(),
      listPrice: none(LIVE_ONLY),
    },
    priceAppreciation: {
      oneYear,
      threeYear: headlineFigure('threeYear'),
      fiveYear: headlineFigure('fiveYear'),
      table,
    },
    priceHistory: m?.zhvi
      ? toSeries(m.zhvi.series, periods.metroZhviSeriesStart, 'zillow-zhvi', m.zillowName, 'usd')
      : null,
    rentHistory: m?.zori
      ? toSeries(
          m.zori.series,
          periods.metroZoriSeriesStart,
          'zillow-zori',
          m.zillowName,
          'usd-month',
        )
      : null,
    marketMetrics: {
      daysOnMarket: none(
        'Sin dato por ZIP en las fuentes públicas; ver los días hasta contrato del área metropolitana',
      ),
      daysToPending,
      inventory,
      inventoryMonths: none(),
      priceReduction: none(),
      cashSales: none(),
      heatIndex,
      forecast,
      activeListings: none(LIVE_ONLY),
    },
    rentalMetrics: {
      vacancyRate: none(),
      averageDaysVacant: none(),
      rentGrowth,
      yieldRate,
      yieldRent,
      countyRent,
      fairMarketRents,
    },
    demographics: {
      medianIncome,
      meanIncome,
      populationGrowth: none(),
      homeOwnership,
      medianAge: none(),
      households,
    },
    comparables: none(
      'Sin dato en las fuentes públicas: las ventas comparables requieren datos en vivo (RentCast)',
    ),
    cityZips: sel.zip ? [] : sel.zips.map((zip) => ({ zip, homeValue: sel.shard.zips[zip]![5] })),
    notes,
  };
}
