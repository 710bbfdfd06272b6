/**
 * The RentCast adapter (https://api.rentcast.io/v1, header X-Api-Key): live figures over the
 * embedded public data. The market analysis of a ZIP adds RentCast's market statistics
 * (GET /markets: list prices, $/sq ft, days on market, rents) and recent sales as comparables
 * (GET /properties with saleDateRange); the deal finder gets live for-sale listings
 * (GET /listings/sale) and median rents by bedroom count. When RentCast fails, the report keeps
 * the public figures and says the live ones could not be fetched; a listing search answers 502.
 */
import * as z from 'zod';
import {
  type Comparable,
  type Datum,
  type Figure,
  type MarketReport,
  type PropertyTypeId,
} from '../../shared/api/market.ts';
import type { StateCode } from '../../shared/market/states.ts';
import { HttpError } from '../commons/errors.ts';
import { logger } from '../commons/logger.ts';
import type { EmbeddedMarketData } from './embedded.ts';
import type { ListingQuery, MarketData, SaleListing, ZipRents } from './market-data.ts';

/** Our property types → RentCast's. */
const RENTCAST_PROPERTY_TYPES: Partial<Record<PropertyTypeId, string>> = {
  'single-family': 'Single Family',
  condo: 'Condo',
  townhouse: 'Townhouse',
  'multi-family': 'Multi-Family',
};

const n = z.number().nullish();

const saleStatsSchema = z
  .object({
    propertyType: z.string().nullish(),
    averagePrice: n,
    medianPrice: n,
    averagePricePerSquareFoot: n,
    medianPricePerSquareFoot: n,
    averageDaysOnMarket: n,
    medianDaysOnMarket: n,
    totalListings: n,
  })
  .loose();

const marketSchema = z
  .object({
    zipCode: z.string().nullish(),
    saleData: saleStatsSchema
      .extend({
        lastUpdatedDate: z.string().nullish(),
        dataByPropertyType: z.array(saleStatsSchema).nullish(),
      })
      .nullish(),
    rentalData: z
      .object({
        lastUpdatedDate: z.string().nullish(),
        averageRent: n,
        medianRent: n,
        averageRentPerSquareFoot: n,
        medianRentPerSquareFoot: n,
        averageDaysOnMarket: n,
        totalListings: n,
        dataByBedrooms: z
          .array(z.object({ bedrooms: n, averageRent: n, medianRent: n }).loose())
          .nullish(),
      })
      .loose()
      .nullish(),
  })
  .loose();
export type RentCastMarket = z.infer<typeof marketSchema>;

const propertySchema = z
  .object({
    formattedAddress: z.string().nullish(),
    bedrooms: n,
    bathrooms: n,
    squareFootage: n,
    lastSaleDate: z.string().nullish(),
    lastSalePrice: n,
  })
  .loose();

const listingSchema = z
  .object({
    id: z.string(),
    formattedAddress: z.string().nullish(),
    addressLine1: z.string().nullish(),
    city: z.string().nullish(),
    state: z.string().nullish(),
    zipCode: z.string().nullish(),
    price: n,
    bedrooms: n,
    bathrooms: n,
    squareFootage: n,
    daysOnMarket: n,
    propertyType: z.string().nullish(),
    listingType: z.string().nullish(),
    listedDate: z.string().nullish(),
  })
  .loose();

class RentCastError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'RentCastError';
  }
}

export interface RentCastClientOptions {
  apiKey: string;
  baseUrl: string;
  timeoutMs?: number;
}

/** The few RentCast calls we make, each validated loosely (unknown fields are kept, not required). */
export class RentCastClient {
  constructor(private readonly options: RentCastClientOptions) {}

  private async get<T>(
    path: string,
    params: Record<string, string>,
    schema: z.ZodType<T>,
  ): Promise<T> {
    const url = new URL(`${this.options.baseUrl.replace(/\/$/, '')}${path}`);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    let res: Response;
    try {
      res = await fetch(url, {
        headers: { 'X-Api-Key': this.options.apiKey, accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 8000),
      });
    } catch (error) {
      throw new RentCastError(0, `RentCast ${path}: ${(error as Error).message}`);
    }
    if (!res.ok) {
      // 404 is RentCast's "no data for this area": the callers treat it as empty.
      throw new RentCastError(res.status, `RentCast ${path} answered ${res.status}`);
    }
    const parsed = schema.safeParse(await res.json().catch(() => undefined));
    if (!parsed.success) throw new RentCastError(502, `RentCast ${path}: unexpected answer`);
    return parsed.data;
  }

  market(zip: string): Promise<RentCastMarket> {
    return this.get('/markets', { zipCode: zip, dataType: 'All', historyRange: '1' }, marketSchema);
  }

  /** Properties in the ZIP sold within `days`. */
  recentSales(zip: string, days: number, limit: number) {
    return this.get(
      '/properties',
      { zipCode: zip, saleDateRange: String(days), limit: String(limit) },
      z.array(propertySchema),
    );
  }

  saleListings(params: Record<string, string>) {
    return this.get('/listings/sale', { status: 'Active', ...params }, z.array(listingSchema));
  }
}

const COMPARABLE_DAYS = 180;
const COMPARABLE_COUNT = 10;

function live(
  value: number | null | undefined,
  unit: Figure['unit'],
  period: string,
  zip: string,
  note?: string,
): Datum | null {
  if (value === null || value === undefined || !Number.isFinite(value) || value < 0) return null;
  const rounded =
    unit === 'usd-sqft' || unit === 'usd-sqft-month'
      ? Math.round(value * 100) / 100
      : Math.round(value);
  return {
    value: rounded,
    unit,
    source: 'rentcast',
    period,
    geo: 'zip',
    place: `ZIP ${zip}`,
    ...(note ? { note } : {}),
  };
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

function reasonFor(error: unknown): string {
  if (error instanceof RentCastError && (error.status === 401 || error.status === 403)) {
    return 'la clave de RentCast fue rechazada';
  }
  if (error instanceof RentCastError && error.status === 429) {
    return 'se alcanzó el límite de consultas de RentCast';
  }
  return 'RentCast no respondió';
}

/** Market statistics change daily at most: keep them a few hours per ZIP (warm Lambdas share). */
const MARKET_CACHE_MS = 6 * 60 * 60 * 1000;
const MARKET_CACHE_MAX = 500;

export class RentCastMarketData implements MarketData {
  readonly provider = 'rentcast' as const;
  private readonly marketCache = new Map<string, { at: number; market: Promise<RentCastMarket> }>();

  constructor(
    private readonly embedded: EmbeddedMarketData,
    private readonly client: RentCastClient,
  ) {}

  /** GET /markets for a ZIP, once per ZIP for a few hours (failures are not kept). */
  private market(zip: string): Promise<RentCastMarket> {
    const now = Date.now();
    const cached = this.marketCache.get(zip);
    if (cached && now - cached.at < MARKET_CACHE_MS) return cached.market;
    if (this.marketCache.size >= MARKET_CACHE_MAX) {
      this.marketCache.delete(this.marketCache.keys().next().value!);
    }
    const market = this.client.market(zip);
    market.catch(() => this.marketCache.delete(zip));
    this.marketCache.set(zip, { at: now, market });
    return market;
  }

  async forZip(zip: string, propertyType: PropertyTypeId): Promise<MarketReport> {
    const report = await this.embedded.forZip(zip, propertyType);
    const [market, sales] = await Promise.allSettled([
      this.market(zip),
      this.client.recentSales(zip, COMPARABLE_DAYS, 50),
    ]);
    const result: MarketReport = { ...report, provider: 'rentcast' };

    if (market.status === 'fulfilled') {
      applyMarket(result, market.value, zip, propertyType);
    } else if (!(market.reason instanceof RentCastError && market.reason.status === 404)) {
      logger.warn('rentcast market failed', { zip, error: (market.reason as Error).message });
      result.notes = [
        `No pudimos obtener las cifras en vivo (${reasonFor(market.reason)}); se muestran las fuentes públicas.`,
        ...result.notes,
      ];
    }

    if (sales.status === 'fulfilled') {
      const rows: Comparable[] = sales.value
        .flatMap((p) =>
          p.formattedAddress && p.lastSalePrice && p.lastSaleDate
            ? [
                {
                  address: p.formattedAddress,
                  price: p.lastSalePrice,
                  sqft: p.squareFootage ?? null,
                  beds: p.bedrooms ?? null,
                  baths: p.bathrooms ?? null,
                  soldDate: p.lastSaleDate.slice(0, 10),
                },
              ]
            : [],
        )
        .sort((a, b) => b.soldDate.localeCompare(a.soldDate))
        .slice(0, COMPARABLE_COUNT);
      result.comparables =
        rows.length > 0
          ? { rows, source: 'rentcast', period: today() }
          : {
              value: null,
              reason: `RentCast no registra ventas en este ZIP en los últimos ${COMPARABLE_DAYS} días`,
            };
    } else if (sales.reason instanceof RentCastError && sales.reason.status === 404) {
      result.comparables = {
        value: null,
        reason: `RentCast no registra ventas en este ZIP en los últimos ${COMPARABLE_DAYS} días`,
      };
    } else {
      logger.warn('rentcast sales failed', { zip, error: (sales.reason as Error).message });
      result.comparables = {
        value: null,
        reason: `No pudimos obtener las ventas comparables (${reasonFor(sales.reason)})`,
      };
    }
    return result;
  }

  async forCity(
    city: string,
    state: StateCode,
    propertyType: PropertyTypeId,
  ): Promise<MarketReport> {
    const report = await this.embedded.forCity(city, state, propertyType);
    return {
      ...report,
      provider: 'rentcast',
      notes: [
        'Las cifras en vivo de RentCast (precios de lista, días en el mercado, comparables) se consultan por ZIP: elige un ZIP para verlas.',
        ...report.notes,
      ],
    };
  }

  async rentsForZip(zip: string): Promise<ZipRents> {
    const rents = await this.embedded.rentsForZip(zip);
    try {
      const market = await this.market(zip);
      const byBedrooms = new Map<number, number>();
      for (const row of market.rentalData?.dataByBedrooms ?? []) {
        const rent = row.medianRent ?? row.averageRent;
        if (row.bedrooms != null && rent != null && rent > 0)
          byBedrooms.set(row.bedrooms, Math.round(rent));
      }
      if (byBedrooms.size > 0) {
        return {
          ...rents,
          live: { byBedrooms, period: market.rentalData?.lastUpdatedDate?.slice(0, 10) ?? today() },
        };
      }
    } catch (error) {
      logger.warn('rentcast rents failed', { zip, error: (error as Error).message });
    }
    return rents;
  }

  async listings(query: ListingQuery): Promise<SaleListing[]> {
    const params: Record<string, string> = { limit: String(query.limit) };
    if (query.zip) params.zipCode = query.zip;
    else if (query.city && query.state) {
      params.city = query.city;
      params.state = query.state;
    }
    const type = RENTCAST_PROPERTY_TYPES[query.propertyType];
    if (type) params.propertyType = type;
    let raw;
    try {
      raw = await this.client.saleListings(params);
    } catch (error) {
      if (error instanceof RentCastError && error.status === 404) return [];
      logger.error('rentcast listings failed', { error: (error as Error).message });
      throw new HttpError(
        502,
        `No pudimos obtener los listados en vivo: ${reasonFor(error)}. Intenta nuevamente en unos minutos o analiza tus propias propiedades.`,
      );
    }
    return raw.flatMap((l) => {
      const zip = l.zipCode?.slice(0, 5) ?? '';
      if (!l.price || l.price <= 0 || !/^\d{5}$/.test(zip)) return [];
      if (query.minPrice !== undefined && l.price < query.minPrice) return [];
      if (query.maxPrice !== undefined && l.price > query.maxPrice) return [];
      return [
        {
          id: l.id,
          address: l.formattedAddress ?? l.addressLine1 ?? l.id,
          city: l.city ?? '',
          state: l.state ?? '',
          zip,
          price: l.price,
          beds: l.bedrooms ?? null,
          baths: l.bathrooms ?? null,
          sqft: l.squareFootage ?? null,
          daysOnMarket: l.daysOnMarket ?? null,
          propertyType: l.propertyType ?? null,
          listingType: l.listingType ?? null,
          listedDate: l.listedDate?.slice(0, 10) ?? null,
        },
      ];
    });
  }
}

/**
 * Put RentCast's ZIP statistics into the report (the type's own row when one was chosen). Long
 * (~90 lines) as a list is: one assignment per figure of the report, each with its source and date.
 */
function applyMarket(
  report: MarketReport,
  market: RentCastMarket,
  zip: string,
  type: PropertyTypeId,
) {
  const sale = market.saleData;
  const rental = market.rentalData;
  const typeName = RENTCAST_PROPERTY_TYPES[type];
  const typeRow = typeName
    ? sale?.dataByPropertyType?.find((r) => r.propertyType === typeName)
    : undefined;
  const s = typeRow ?? sale;
  const salePeriod = sale?.lastUpdatedDate?.slice(0, 10) ?? today();
  const rentPeriod = rental?.lastUpdatedDate?.slice(0, 10) ?? today();
  const typeNote = typeRow
    ? `Solo ${typeName} (anuncios de RentCast).`
    : 'Anuncios activos de venta en el ZIP.';

  const set = <T, K extends keyof T>(target: T, key: K, datum: Datum | null) => {
    if (datum) target[key] = datum as T[K];
  };
  set(
    report.summary,
    'listPrice',
    live(s?.averagePrice, 'usd', salePeriod, zip, `Precio promedio de lista. ${typeNote}`),
  );
  set(
    report.summary,
    'pricePerSqFt',
    live(
      s?.medianPricePerSquareFoot ?? s?.averagePricePerSquareFoot,
      'usd-sqft',
      salePeriod,
      zip,
      `Mediana del precio de lista por pie cuadrado. ${typeNote}`,
    ),
  );
  set(
    report.marketMetrics,
    'daysOnMarket',
    live(
      s?.averageDaysOnMarket,
      'days',
      salePeriod,
      zip,
      `Días promedio en el mercado. ${typeNote}`,
    ),
  );
  set(
    report.marketMetrics,
    'activeListings',
    live(s?.totalListings, 'count', salePeriod, zip, typeNote),
  );
  set(
    report.summary,
    'averageRent',
    live(
      rental?.averageRent,
      'usd-month',
      rentPeriod,
      zip,
      'Renta promedio de los anuncios de alquiler en el ZIP.',
    ),
  );
  set(
    report.summary,
    'rentPerSqFt',
    live(
      rental?.medianRentPerSquareFoot ?? rental?.averageRentPerSquareFoot,
      'usd-sqft-month',
      rentPeriod,
      zip,
      'Mediana de la renta mensual por pie cuadrado.',
    ),
  );
  set(
    report.rentalMetrics,
    'averageDaysVacant',
    live(
      rental?.averageDaysOnMarket,
      'days',
      rentPeriod,
      zip,
      'Días promedio de los anuncios de alquiler en el mercado (aproximación del tiempo vacante).',
    ),
  );
}
