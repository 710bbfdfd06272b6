/**
 * The market analysis API (GET /api/market, GET /api/market/sources): the query, the Spanish
 * messages and the report. Every number in a report is a `Figure` with its source and period, or a
 * `NoFigure` saying why there is none — never a made-up value.
 */
import * as z from 'zod';
import type { MarketSourceId } from '../market/sources.ts';
import { isStateCode, type StateCode } from '../market/states.ts';
import { MARKET_MESSAGES, PROPERTY_TYPES, type PropertyTypeId } from './market-texts.ts';

export {
  hasFigure,
  MARKET_MESSAGES,
  PROPERTY_TYPE_LABELS,
  type PropertyTypeId,
} from './market-texts.ts';

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * The query of GET /api/market: a ZIP, or a city with its state (a ZIP wins when both are given).
 * With neither, one message asks for the location.
 */
export const marketQuerySchema = z
  .object({
    zip: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .regex(/^\d{5}$/, MARKET_MESSAGES.zipInvalid)
        .optional(),
    ),
    city: z.preprocess(
      emptyToUndefined,
      z.string().trim().max(80, MARKET_MESSAGES.cityTooLong).optional(),
    ),
    state: z.preprocess(
      (v) => (typeof v === 'string' ? emptyToUndefined(v.trim().toUpperCase()) : v),
      z
        .string()
        .refine((v): v is StateCode => isStateCode(v), MARKET_MESSAGES.stateInvalid)
        .optional(),
    ),
    type: z.preprocess(
      emptyToUndefined,
      z.enum(PROPERTY_TYPES, { error: MARKET_MESSAGES.propertyTypeInvalid }).default('all'),
    ),
  })
  .refine((q) => q.zip !== undefined || (q.city !== undefined && q.state !== undefined), {
    message: MARKET_MESSAGES.locationRequired,
  });

export type Geo = 'zip' | 'city' | 'county' | 'metro' | 'state';
export type Unit =
  'usd' | 'usd-month' | 'usd-sqft' | 'usd-sqft-month' | 'percent' | 'days' | 'count' | 'index';

export interface Figure {
  value: number;
  unit: Unit;
  source: MarketSourceId;
  /** See formatPeriod: '2026-03', '2025', '2025T4', 'FY2024', '2019-2023', '2026-11-21'. */
  period: string;
  geo: Geo;
  /** The place the figure describes: "ZIP 77008", "Harris County", "Houston, TX". */
  place: string;
  /** Anything the reader must know: what the figure approximates, how it was derived. */
  note?: string;
}

export interface NoFigure {
  value: null;
  /** Why there is no figure, in Spanish ("Sin dato en las fuentes públicas", …). */
  reason: string;
}

export type Datum = Figure | NoFigure;

export interface AppreciationRow {
  source: MarketSourceId;
  geo: Geo;
  place: string;
  period: string;
  /** 'cumulative': change over the whole span; 'average-annual': mean of annual changes. */
  kind: 'cumulative' | 'average-annual';
  oneYear: number | null;
  threeYear: number | null;
  fiveYear: number | null;
  note?: string;
}

interface SeriesPoint {
  period: string;
  value: number;
}

export interface Series {
  source: MarketSourceId;
  geo: Geo;
  place: string;
  unit: Unit;
  points: SeriesPoint[];
}

/** Fair market rents by bedroom count, 0 to 4 ($/month). */
export interface RentTable {
  source: 'hud-safmr' | 'hud-fmr';
  period: string;
  geo: Geo;
  place: string;
  /** HUD's area name. */
  area: string;
  rents: [number, number, number, number, number];
  note?: string;
}

export interface Comparable {
  address: string;
  price: number;
  sqft: number | null;
  beds: number | null;
  baths: number | null;
  soldDate: string;
}

export interface MarketReport {
  location: {
    /** "Houston, TX 77008" or "Houston, TX (97 ZIPs)". */
    label: string;
    zip: string | null;
    city: string;
    state: StateCode;
    stateName: string;
    county: string | null;
    metro: string | null;
    /** ZIPs the figures cover (one for a ZIP search). */
    zips: string[];
    propertyType: PropertyTypeId;
  };
  provider: 'embedded' | 'rentcast';
  summary: {
    averagePrice: Datum;
    pricePerSqFt: Datum;
    averageRent: Datum;
    rentPerSqFt: Datum;
    /** Live average list price (RentCast) when available. */
    listPrice: Datum;
  };
  priceAppreciation: {
    oneYear: Datum;
    threeYear: Datum;
    fiveYear: Datum;
    /** Every geography the sources cover, so the reader sees where each figure comes from. */
    table: AppreciationRow[];
  };
  priceHistory: Series | null;
  rentHistory: Series | null;
  marketMetrics: {
    daysOnMarket: Datum;
    /** Zillow's days to pending, the metro analogue of days on market. */
    daysToPending: Datum;
    inventory: Datum;
    inventoryMonths: Datum;
    priceReduction: Datum;
    cashSales: Datum;
    heatIndex: Datum;
    forecast: Datum;
    activeListings: Datum;
  };
  rentalMetrics: {
    vacancyRate: Datum;
    averageDaysVacant: Datum;
    rentGrowth: Datum;
    yieldRate: Datum;
    /** The HUD 3-bedroom rent the gross yield divides ($/month), shown beside the yield. */
    yieldRent: Datum;
    countyRent: Datum;
    fairMarketRents: RentTable[];
  };
  demographics: {
    medianIncome: Datum;
    meanIncome: Datum;
    populationGrowth: Datum;
    homeOwnership: Datum;
    medianAge: Datum;
    households: Datum;
  };
  comparables: { rows: Comparable[]; source: MarketSourceId; period: string } | NoFigure;
  /** ZIPs of a city search, so the user can narrow to one. */
  cityZips: { zip: string; homeValue: number | null }[];
  notes: string[];
}

/** GET /api/market/sources: which provider answers and the vintage of each embedded dataset. */
export interface MarketSourcesInfo {
  provider: 'embedded' | 'rentcast';
  liveListings: boolean;
  periods: Record<string, string>;
}

/* ── The property evaluator's market reference (GET /api/market/property) ── */

/** ?zip=44102&bedrooms=3: the ZIP is required; bedrooms 0-10 when known. */
export const propertyMarketQuerySchema = z.object({
  zip: z
    .string({ error: MARKET_MESSAGES.zipInvalid })
    .trim()
    .regex(/^\d{5}$/, MARKET_MESSAGES.zipInvalid),
  bedrooms: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v),
    z
      .number({ error: 'Las habitaciones deben ser un número de 0 a 10.' })
      .int('Las habitaciones deben ser un número de 0 a 10.')
      .min(0, 'Las habitaciones deben ser un número de 0 a 10.')
      .max(10, 'Las habitaciones deben ser un número de 0 a 10.')
      .optional(),
  ),
});

/**
 * What the evaluator shows beside its generic estimate: HUD's fair market rent for the ZIP and
 * bedroom count (SAFMR; the county FMR where HUD publishes no SAFMR) and Zillow's typical home
 * value for the ZIP (or its metro or state, labelled), each with its source and period.
 */
export interface PropertyMarketReference {
  zip: string;
  city: string;
  state: StateCode;
  stateName: string;
  bedrooms: number | null;
  rent: Datum;
  homeValue: Datum;
}
