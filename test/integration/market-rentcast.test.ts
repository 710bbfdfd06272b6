import '../support/rentcast-env.ts';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handler as searchDeals } from '../../functions/deal-finder/handlers/search.ts';
import { handler as getMarket } from '../../functions/market/handlers/get-market.ts';
import { handler as getSources } from '../../functions/market/handlers/get-sources.ts';
import type { DealSearchResult } from '../../shared/api/deal-finder.ts';
import type { Figure, MarketReport, MarketSourcesInfo } from '../../shared/api/market.ts';
import { apiEvent, jsonBody } from '../support/events.ts';
import { grantPlan } from '../support/plans.ts';
import {
  FakeRentCast,
  marketStats,
  rentcastOnly,
  TEST_RENTCAST,
} from '../support/rentcast-fake.ts';
import { randomIp, signedInUser } from '../support/users.ts';

/** The RentCast adapter (RENTCAST_API_KEY set) against RentCast's API faked by msw. */
const rentcast = new FakeRentCast();
const server = setupServer(...rentcast.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: rentcastOnly }));
afterEach(() => rentcast.reset());
afterAll(() => server.close());

async function proCookie() {
  const { cookie, user } = await signedInUser();
  await grantPlan(user.id, 'pro');
  return cookie;
}

function market(query: string, cookie: string) {
  return getMarket(
    apiEvent({ path: '/api/market', query, cookies: [cookie], sourceIp: randomIp() }),
  );
}

/** The member's loan the finder measures every listing with. */
const LOAN = { downPaymentPct: 25, interestRate: 7, termYears: 30 };

function liveSearch(criteria: Record<string, unknown>, cookie: string) {
  return searchDeals(
    apiEvent({
      method: 'POST',
      path: '/api/deals/search',
      body: { criteria: { minRoi: 8, maxDaysOnMarket: 90, ...LOAN, ...criteria } },
      cookies: [cookie],
      sourceIp: randomIp(),
    }),
  );
}

describe('GET /api/market with RentCast', () => {
  it('adds the live ZIP figures and recent sales to the public data, with the key in X-Api-Key', async () => {
    const cookie = await proCookie();
    rentcast.markets.set('77008', marketStats('77008'));
    rentcast.properties.set('77008', [
      {
        formattedAddress: '1 Old Sale St, Houston, TX 77008',
        lastSaleDate: '2026-06-02T00:00:00.000Z',
        lastSalePrice: 505000,
        bedrooms: 3,
        bathrooms: 2,
        squareFootage: 1720,
      },
      {
        formattedAddress: '2 New Sale St, Houston, TX 77008',
        lastSaleDate: '2026-10-20T00:00:00.000Z',
        lastSalePrice: 640000,
        bedrooms: 4,
        bathrooms: 3,
        squareFootage: 2300,
      },
      { formattedAddress: 'No price Rd', lastSaleDate: '2026-10-01T00:00:00.000Z' },
    ]);

    const res = await market('zip=77008', cookie);
    expect(res.statusCode).toBe(200);
    const report = jsonBody<MarketReport>(res);
    expect(report.provider).toBe('rentcast');

    const [marketCall] = rentcast.callsTo('/markets');
    expect(marketCall?.apiKey).toBe(TEST_RENTCAST.apiKey);
    expect(marketCall?.params.get('zipCode')).toBe('77008');
    expect(marketCall?.params.get('dataType')).toBe('All');
    expect(rentcast.callsTo('/properties')[0]?.params.get('saleDateRange')).toBe('180');

    // Live figures where the public data has none…
    expect(report.summary.pricePerSqFt).toMatchObject({
      value: 318.75,
      unit: 'usd-sqft',
      source: 'rentcast',
      period: '2026-11-15',
      geo: 'zip',
    });
    expect(report.summary.rentPerSqFt).toMatchObject({ value: 1.66, source: 'rentcast' });
    expect(report.summary.listPrice).toMatchObject({ value: 612450, source: 'rentcast' });
    expect(report.summary.averageRent).toMatchObject({
      value: 2385,
      source: 'rentcast',
      geo: 'zip',
    });
    expect(report.marketMetrics.daysOnMarket).toMatchObject({
      value: 48,
      unit: 'days',
      source: 'rentcast',
    });
    expect(report.marketMetrics.activeListings).toMatchObject({ value: 163 });
    expect(report.rentalMetrics.averageDaysVacant).toMatchObject({ value: 31, source: 'rentcast' });
    // …the public figures kept…
    expect(report.summary.averagePrice).toMatchObject({ value: 592425, source: 'zillow-zhvi' });
    expect(report.marketMetrics.priceReduction).toEqual({
      value: null,
      reason: 'Sin dato en las fuentes públicas',
    });
    // …and comparables: sold homes with a price, newest first.
    expect(report.comparables).toMatchObject({
      source: 'rentcast',
      rows: [
        {
          address: '2 New Sale St, Houston, TX 77008',
          price: 640000,
          soldDate: '2026-10-20',
          beds: 4,
        },
        {
          address: '1 Old Sale St, Houston, TX 77008',
          price: 505000,
          soldDate: '2026-06-02',
          sqft: 1720,
        },
      ],
    });
  });

  it('uses the chosen property type’s own RentCast row', async () => {
    const cookie = await proCookie();
    rentcast.markets.set('77008', marketStats('77008'));
    const report = jsonBody<MarketReport>(await market('zip=77008&type=condo', cookie));
    expect(report.summary.listPrice).toMatchObject({ value: 298500 });
    expect((report.summary.listPrice as Figure).note).toMatch(/Solo Condo/);
    expect(report.marketMetrics.daysOnMarket).toMatchObject({ value: 63 });
  });

  it('keeps the public data and says so when RentCast fails or has nothing', async () => {
    const cookie = await proCookie();
    rentcast.failures.set('/markets', 500);
    rentcast.failures.set('/properties', 429);
    const res = await market('zip=60614', cookie);
    expect(res.statusCode).toBe(200);
    const report = jsonBody<MarketReport>(res);
    expect(report.notes[0]).toBe(
      'No pudimos obtener las cifras en vivo (RentCast no respondió); se muestran las fuentes públicas.',
    );
    expect(report.summary.averagePrice).toMatchObject({ value: 642774, source: 'zillow-zhvi' });
    expect(report.summary.pricePerSqFt.value).toBeNull();
    expect(report.comparables).toEqual({
      value: null,
      reason:
        'No pudimos obtener las ventas comparables (se alcanzó el límite de consultas de RentCast)',
    });

    rentcast.failures.clear();
    const empty = jsonBody<MarketReport>(await market('zip=60614', cookie)); // 404 /markets, [] sales
    expect(empty.notes.join(' ')).not.toMatch(/No pudimos/);
    expect(empty.comparables).toMatchObject({
      value: null,
      reason: expect.stringMatching(/no registra ventas/),
    });
  });

  it('says live listings are available', async () => {
    const cookie = await proCookie();
    const res = await getSources(apiEvent({ path: '/api/market/sources', cookies: [cookie] }));
    expect(jsonBody<MarketSourcesInfo>(res)).toMatchObject({
      provider: 'rentcast',
      liveListings: true,
    });
  });
});

describe('POST /api/deals/search (live listings)', () => {
  const listing = (over: Record<string, unknown>) => ({
    id: `${over.formattedAddress}`,
    city: 'Houston',
    state: 'TX',
    zipCode: '77008',
    status: 'Active',
    propertyType: 'Single Family',
    listingType: 'Standard',
    listedDate: '2026-10-01T00:00:00.000Z',
    ...over,
  });

  it('scores live listings with RentCast’s median rent by bedrooms, best first', async () => {
    const cookie = await proCookie();
    rentcast.markets.set('77008', marketStats('77008'));
    rentcast.listings = [
      listing({
        formattedAddress: 'A Good Deal St',
        price: 150000,
        bedrooms: 3,
        bathrooms: 2,
        squareFootage: 1400,
        daysOnMarket: 12,
      }),
      listing({ formattedAddress: 'B Pricey Ave', price: 900000, bedrooms: 3, daysOnMarket: 20 }),
      listing({
        formattedAddress: 'C Stale Ln',
        price: 140000,
        bedrooms: 3,
        daysOnMarket: 200,
        listingType: 'Foreclosure',
      }),
      listing({ formattedAddress: 'D Studio Ct', price: 95000, bedrooms: 0, daysOnMarket: 5 }),
      listing({ formattedAddress: 'E No Beds', price: 120000, bedrooms: null, daysOnMarket: 5 }),
      listing({
        formattedAddress: 'F Over Budget',
        price: 2_500_000,
        bedrooms: 5,
        daysOnMarket: 5,
      }),
    ];

    const res = await liveSearch(
      { location: '77008', maxPrice: 1_000_000, expenseRatio: 40 },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    const result = jsonBody<DealSearchResult>(res);
    const call = rentcast.callsTo('/listings/sale')[0]!;
    expect(call.params.get('zipCode')).toBe('77008');
    expect(call.params.get('status')).toBe('Active');

    expect(result.mode).toBe('live');
    expect(result.location).toBe('77008');
    const good = result.deals.find((d) => d.address === 'A Good Deal St')!;
    // 3 bedrooms → RentCast median $2,750; expenses 40 % = $1,100; the member's loan of 112,500
    // at 7 % over 30 years pays PMT(7 %/12, 360, 112,500) = 748.4653; 2,750 − 1,100 − 748.4653
    // = 901.5347 (the API answers in cents).
    expect(good).toMatchObject({
      estimatedRent: 2750,
      monthlyExpenses: 1100,
      interestRate: 7,
      monthlyPayment: 748.47,
      netCashFlow: 901.53,
    });
    expect(good.rentBasis).toMatchObject({ source: 'rentcast', period: '2026-11-15' });
    expect(result.deals.map((d) => d.dealScore)).toEqual(
      [...result.deals.map((d) => d.dealScore)].sort((a, b) => b - a),
    );

    const stale = result.excluded.find((d) => d.address === 'C Stale Ln')!;
    expect(stale.missed).toContain('Más de 90 días en el mercado');
    expect(stale.listingType).toBe('Foreclosure');
    // No RentCast rent for studios: HUD's SAFMR for 77008 0BR ($1,310).
    const studio = [...result.deals, ...result.excluded].find((d) => d.address === 'D Studio Ct')!;
    expect(studio).toMatchObject({
      estimatedRent: 1310,
      rentBasis: { source: 'hud-safmr', period: 'FY2024' },
    });
    expect(result.filteredOut).toEqual([
      {
        address: 'E No Beds',
        reason: 'El anuncio no indica habitaciones: no se puede estimar la renta',
      },
    ]);
    expect([...result.deals, ...result.excluded].map((d) => d.address)).not.toContain(
      'F Over Budget',
    );
  });

  it('searches a city, and answers 502 in Spanish when RentCast refuses', async () => {
    const cookie = await proCookie();
    rentcast.listings = [];
    const ok = await liveSearch({ location: 'San Antonio, tx' }, cookie);
    expect(ok.statusCode).toBe(200);
    const call = rentcast.callsTo('/listings/sale')[0]!;
    expect([call.params.get('city'), call.params.get('state')]).toEqual(['San Antonio', 'TX']);

    rentcast.failures.set('/listings/sale', 401);
    const refused = await liveSearch({ location: '77008' }, cookie);
    expect(refused.statusCode).toBe(502);
    expect(jsonBody(refused).message).toBe(
      'No pudimos obtener los listados en vivo: la clave de RentCast fue rechazada. Intenta nuevamente en unos minutos o analiza tus propias propiedades.',
    );

    const bad = await liveSearch({ location: 'Springfield' }, cookie);
    expect(bad.statusCode).toBe(400);
    expect(jsonBody(bad).message).toBe(
      'Escribe un código postal de 5 dígitos (77008) o una ciudad y su estado (Houston, TX).',
    );
  });
});
