/**
 * Rents: HUD's fair market rents (the ZIP's SAFMR, the county's FMR), Zillow's typical asking
 * rent (ZORI) for the metro and the county, and the gross yield they give over the home value.
 */
import {
  hasFigure,
  type Datum,
  type Figure,
  type MarketReport,
  type RentTable,
} from '../../../shared/api/market.ts';
import { formatPeriod } from '../../../shared/market/sources.ts';
import { figure, median, mode, none, round2 } from './figures.ts';
import {
  cityNote,
  placeOf,
  present,
  rows,
  thisPlace,
  ZIP,
  type County,
  type Metro,
  type Selection,
} from './selection.ts';

type Rents = [number, number, number, number, number];

/** HUD Small Area FMR: the ZIP's, or the median of the city's ZIPs, per bedroom count. */
export function safmrTable(sel: Selection): RentTable | null {
  const withRents = present(sel, 'safmr');
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

/** HUD FMR for the county (or New England town) most of the ZIPs fall in. */
export function fmrTable(sel: Selection): RentTable | null {
  const { value } = mode(rows(sel).map((r) => r[ZIP.fmrKey]));
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

type RentalFigures = Pick<
  MarketReport['rentalMetrics'],
  'rentGrowth' | 'yieldRate' | 'yieldRent' | 'countyRent' | 'fairMarketRents'
> & { averageRent: Datum };

/** The rent figures of the summary (averageRent) and of the rental metrics. */
export function rentalFigures(
  sel: Selection,
  county: County,
  metro: Metro,
  averagePrice: Datum,
): RentalFigures {
  const safmr = safmrTable(sel);
  const fmr = fmrTable(sel);
  const { yieldRate, yieldRent } = grossYield(sel, safmr ?? fmr, averagePrice);
  return {
    averageRent: averageRent(county, metro),
    rentGrowth: rentGrowth(county, metro),
    yieldRate,
    yieldRent,
    countyRent: countyRent(county),
    fairMarketRents: [safmr, fmr].filter((t): t is RentTable => t !== null),
  };
}

function averageRent(county: County, metro: Metro): Datum {
  const zori = metro.record?.zori;
  if (zori) {
    return figure(
      zori.value,
      'usd-month',
      'zillow-zori',
      zori.period,
      'metro',
      metro.record!.zillowName,
      'Renta típica pedida en el área metropolitana (todas las viviendas).',
    );
  }
  const countyZori = county.record?.zori;
  if (countyZori) {
    return figure(
      countyZori.value,
      'usd-month',
      'zillow-zori',
      countyZori.period,
      'county',
      county.record!.name,
      'Renta típica pedida en el condado (todas las viviendas).',
    );
  }
  return none();
}

function rentGrowth(county: County, metro: Metro): Datum {
  const note = 'Cambio de la renta típica pedida en 12 meses.';
  const zori = metro.record?.zori;
  if (zori && zori.y1 !== null) {
    return figure(
      zori.y1,
      'percent',
      'zillow-zori',
      zori.period,
      'metro',
      metro.record!.zillowName,
      note,
    );
  }
  const countyZori = county.record?.zori;
  if (countyZori && countyZori.y1 !== null) {
    return figure(
      countyZori.y1,
      'percent',
      'zillow-zori',
      countyZori.period,
      'county',
      county.record!.name,
      note,
    );
  }
  return none();
}

function countyRent(county: County): Datum {
  const zori = county.record?.zori;
  if (!zori) return none('Zillow no publica ZORI para este condado');
  return figure(
    zori.value,
    'usd-month',
    'zillow-zori',
    zori.period,
    'county',
    county.record!.name,
    zori.y1 !== null
      ? `Cambio en 12 meses: ${zori.y1 > 0 ? '+' : ''}${zori.y1.toFixed(2)} %.`
      : undefined,
  );
}

/**
 * Gross yield: HUD 3-bedroom rent × 12 ÷ typical home value, both as local as the data allows.
 * Only where the home value is the ZIP's (or the city's) own: a metro value over a ZIP rent
 * would mix geographies. The rent it divides is shown beside it so the reader can redo the sum.
 */
function grossYield(
  sel: Selection,
  rentBasis: RentTable | null,
  averagePrice: Datum,
): { yieldRate: Datum; yieldRent: Datum } {
  const yieldRent: Datum = rentBasis
    ? figure(
        rentBasis.rents[3],
        'usd-month',
        rentBasis.source,
        rentBasis.period,
        rentBasis.geo,
        rentBasis.place,
        'Renta FMR de HUD (percentil 40) para 3 habitaciones: la base del rendimiento bruto.',
      )
    : none('Sin renta FMR de HUD para esta zona');
  const localValue =
    hasFigure(averagePrice) && (averagePrice.geo === 'zip' || averagePrice.geo === 'city');
  if (!localValue) {
    const reason = `Sin valor típico de Zillow para ${thisPlace(sel)}: no se calcula el rendimiento bruto`;
    return { yieldRate: none(reason), yieldRent };
  }
  if (!rentBasis) {
    const reason = 'Sin renta FMR de HUD para esta zona: no se calcula el rendimiento bruto';
    return { yieldRate: none(reason), yieldRent };
  }
  if (averagePrice.value > 0) return { yieldRate: yieldOver(rentBasis, averagePrice), yieldRent };
  return { yieldRate: none(), yieldRent };
}

/** rent3 × 12 ÷ home value × 100, in % (two decimals), dated and placed as the home value. */
function yieldOver(rentBasis: RentTable, homeValue: Figure): Figure {
  const rent3 = rentBasis.rents[3];
  const value = round2(((rent3 * 12) / homeValue.value) * 100);
  return figure(
    value,
    'percent',
    'derived',
    homeValue.period,
    homeValue.geo,
    homeValue.place,
    `Rendimiento bruto = renta HUD de 3 habitaciones (${rentBasis.source === 'hud-safmr' ? 'SAFMR' : 'FMR'}, ${formatPeriod(rentBasis.period)}, $${rent3.toLocaleString('en-US')}/mes) × 12 ÷ valor típico Zillow (${formatPeriod(homeValue.period)}). Antes de gastos, vacancia y financiamiento.`,
  );
}
