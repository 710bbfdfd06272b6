/**
 * The MarketData port (docs/README.md "Market data"): what the market analysis and the deal finder
 * ask of a data provider. Two adapters: embedded.ts (the public datasets compiled into ./data, the
 * offline default) and rentcast.ts (live RentCast figures over the embedded ones, chosen when
 * RENTCAST_API_KEY is set).
 */
import type { MarketReport, PropertyTypeId, RentTable } from '../../shared/api/market.ts';
import type { StateCode } from '../../shared/market/states.ts';

/** Rents a deal can be estimated from, for one ZIP. */
export interface ZipRents {
  zip: string;
  city: string;
  state: StateCode;
  /** HUD SAFMR for the ZIP, else null. */
  safmr: RentTable | null;
  /** HUD FMR for its county (or New England town), else null. */
  fmr: RentTable | null;
  /** Live median rent by bedroom count from RentCast, when available. */
  live?: { byBedrooms: Map<number, number>; period: string };
}

export interface ListingQuery {
  zip?: string;
  city?: string;
  state?: StateCode;
  propertyType: Exclude<PropertyTypeId, 'commercial'>;
  minPrice?: number;
  maxPrice?: number;
  /** Most listings to fetch. */
  limit: number;
}

/** A live for-sale listing, as the deal finder needs it. */
export interface SaleListing {
  id: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  price: number;
  beds: number | null;
  baths: number | null;
  sqft: number | null;
  daysOnMarket: number | null;
  propertyType: string | null;
  /** RentCast's listing type: Standard, New Construction, Foreclosure, Short Sale. */
  listingType: string | null;
  listedDate: string | null;
}

export interface MarketData {
  readonly provider: 'embedded' | 'rentcast';
  forZip(zip: string, propertyType: PropertyTypeId): Promise<MarketReport>;
  forCity(city: string, state: StateCode, propertyType: PropertyTypeId): Promise<MarketReport>;
  /** Rents for estimating a candidate's income; throws 404 for a ZIP not in the data. */
  rentsForZip(zip: string): Promise<ZipRents>;
  /** Live for-sale listings (only providers with a live feed). */
  listings?(query: ListingQuery): Promise<SaleListing[]>;
}
