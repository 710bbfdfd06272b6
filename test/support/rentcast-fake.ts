/**
 * RentCast's API (https://api.rentcast.io/v1) behind msw, answering with the response shapes of
 * its documentation: GET /markets (saleData, rentalData with dataByBedrooms and
 * dataByPropertyType), GET /properties (records with lastSaleDate/lastSalePrice) and
 * GET /listings/sale (an array of listings). Records every call; any status can be forced.
 */
import { http, HttpResponse } from 'msw';

export const TEST_RENTCAST = {
  apiKey: 'rc_test_key_123',
  baseUrl: 'https://api.rentcast.io/v1',
} as const;

export interface RecordedCall {
  path: string;
  params: URLSearchParams;
  apiKey: string | null;
}

type Body = unknown;

export class FakeRentCast {
  calls: RecordedCall[] = [];
  markets = new Map<string, Body>();
  properties = new Map<string, Body>();
  listings: Body[] = [];
  /** Force a status for a path ('/markets', '/properties', '/listings/sale'). */
  failures = new Map<string, number>();

  reset(): void {
    this.calls = [];
    this.markets.clear();
    this.properties.clear();
    this.listings = [];
    this.failures.clear();
  }

  callsTo(path: string): RecordedCall[] {
    return this.calls.filter((c) => c.path === path);
  }

  private answer(path: string, request: Request, body: () => Body | undefined): Response {
    const url = new URL(request.url);
    const apiKey = request.headers.get('x-api-key');
    this.calls.push({ path, params: url.searchParams, apiKey });
    if (apiKey !== TEST_RENTCAST.apiKey) {
      return HttpResponse.json(
        { status: 401, error: 'auth/api-key-invalid', message: 'Invalid API key' },
        { status: 401 },
      );
    }
    const forced = this.failures.get(path);
    if (forced) return HttpResponse.json({ status: forced, message: 'forced' }, { status: forced });
    const found = body();
    if (found === undefined)
      return HttpResponse.json({ status: 404, message: 'No data found' }, { status: 404 });
    return HttpResponse.json(found as Record<string, unknown>);
  }

  get handlers() {
    const base = TEST_RENTCAST.baseUrl;
    return [
      http.get(`${base}/markets`, ({ request }) =>
        this.answer('/markets', request, () =>
          this.markets.get(new URL(request.url).searchParams.get('zipCode') ?? ''),
        ),
      ),
      http.get(`${base}/properties`, ({ request }) =>
        this.answer(
          '/properties',
          request,
          () => this.properties.get(new URL(request.url).searchParams.get('zipCode') ?? '') ?? [],
        ),
      ),
      http.get(`${base}/listings/sale`, ({ request }) =>
        this.answer('/listings/sale', request, () => this.listings),
      ),
    ];
  }
}

/** msw's policy: any RentCast call the fake does not answer fails the test (DynamoDB Local passes). */
export function rentcastOnly(request: Request, print: { error(): void }): void {
  if (new URL(request.url).hostname.endsWith('rentcast.io')) print.error();
}

/** A /markets answer for a ZIP, as RentCast documents it. */
export function marketStats(zip: string) {
  return {
    id: zip,
    zipCode: zip,
    saleData: {
      lastUpdatedDate: '2026-11-15T00:00:00.000Z',
      averagePrice: 612450,
      medianPrice: 575000,
      minPrice: 210000,
      maxPrice: 2150000,
      averagePricePerSquareFoot: 331.2,
      medianPricePerSquareFoot: 318.75,
      averageSquareFootage: 1890,
      averageDaysOnMarket: 47.6,
      medianDaysOnMarket: 39,
      newListings: 41,
      totalListings: 163,
      dataByPropertyType: [
        {
          propertyType: 'Single Family',
          averagePrice: 688000,
          medianPricePerSquareFoot: 301.4,
          averageDaysOnMarket: 44.1,
          totalListings: 120,
        },
        {
          propertyType: 'Condo',
          averagePrice: 298500,
          medianPricePerSquareFoot: 276.9,
          averageDaysOnMarket: 63.2,
          totalListings: 28,
        },
      ],
    },
    rentalData: {
      lastUpdatedDate: '2026-11-15T00:00:00.000Z',
      averageRent: 2385,
      medianRent: 2250,
      averageRentPerSquareFoot: 1.71,
      medianRentPerSquareFoot: 1.66,
      averageDaysOnMarket: 31.4,
      totalListings: 88,
      dataByBedrooms: [
        { bedrooms: 1, averageRent: 1540, medianRent: 1495, totalListings: 30 },
        { bedrooms: 2, averageRent: 2020, medianRent: 1975, totalListings: 31 },
        { bedrooms: 3, averageRent: 2810, medianRent: 2750, totalListings: 19 },
      ],
    },
  };
}
