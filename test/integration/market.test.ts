import { describe, expect, it } from 'vitest';
import { listRecentActivity } from '../../functions/commons/activity.ts';
import { handler as getMarket } from '../../functions/market/handlers/get-market.ts';
import { handler as getSources } from '../../functions/market/handlers/get-sources.ts';
import {
  MARKET_MESSAGES,
  type MarketReport,
  type MarketSourcesInfo,
} from '../../shared/api/market.ts';
import { apiEvent, jsonBody } from '../support/events.ts';
import { grantPlan } from '../support/plans.ts';
import { randomIp, signedInUser } from '../support/users.ts';

/** GET /api/market with the embedded public data (no RENTCAST_API_KEY in this file). */
function market(query: string, cookie?: string) {
  return getMarket(
    apiEvent({
      path: '/api/market',
      query,
      cookies: cookie ? [cookie] : undefined,
      sourceIp: randomIp(),
    }),
  );
}

async function proUser() {
  const { cookie, user } = await signedInUser();
  await grantPlan(user.id, 'pro');
  return { cookie, user };
}

describe('GET /api/market (embedded data)', () => {
  it('is for signed-in Pro or Elite users only', async () => {
    expect((await market('zip=60614')).statusCode).toBe(401);
    const { cookie } = await signedInUser();
    const refused = await market('zip=60614', cookie);
    expect(refused.statusCode).toBe(403);
    expect(jsonBody(refused).message).toBe('Esta función requiere el plan Pro o Elite activo.');
  });

  it('analyses a ZIP with figures, sources and periods, and records the search', async () => {
    const { cookie, user } = await proUser();
    const res = await market('zip=60614', cookie);
    expect(res.statusCode).toBe(200);
    const report = jsonBody<MarketReport>(res);
    expect(report.provider).toBe('embedded');
    expect(report.location).toMatchObject({
      label: 'Chicago, IL 60614',
      county: 'Cook County',
      metro: 'Chicago, IL',
      zips: ['60614'],
    });
    // Values of the committed compiled data (checked against the raw files by the unit tests).
    expect(report.summary.averagePrice).toEqual({
      value: 642774,
      unit: 'usd',
      source: 'zillow-zhvi',
      period: '2026-03',
      geo: 'zip',
      place: 'ZIP 60614',
    });
    // The 1-, 3- and 5-year headline is one row (the metro's Zillow ZHVI, as the
    // chart); the ZIP's FHFA index stays in the table.
    const { oneYear, threeYear, fiveYear, table } = report.priceAppreciation;
    for (const datum of [oneYear, threeYear, fiveYear]) {
      expect(datum).toMatchObject({ source: 'zillow-zhvi', geo: 'metro', place: 'Chicago, IL' });
    }
    expect(table.find((r) => r.source === 'zillow-zhvi' && r.geo === 'metro')).toMatchObject({
      oneYear: (oneYear as { value: number }).value,
      threeYear: (threeYear as { value: number }).value,
      fiveYear: (fiveYear as { value: number }).value,
    });
    expect(table.find((r) => r.source === 'fhfa-zip')).toMatchObject({
      oneYear: 4.01,
      period: '2025',
    });
    // The gross yield divides the HUD rent shown beside it by the typical value shown above it.
    const rent = report.rentalMetrics.yieldRent as { value: number; source: string };
    expect(rent).toMatchObject({ value: 3270, source: 'hud-safmr' });
    expect((report.rentalMetrics.yieldRate as { value: number }).value).toBeCloseTo(
      ((3270 * 12) / 642774) * 100,
      2,
    );
    expect(report.demographics.homeOwnership).toMatchObject({
      value: 45.12,
      source: 'census-acs-tenure',
    });
    expect(report.rentalMetrics.fairMarketRents[0]).toMatchObject({
      source: 'hud-safmr',
      period: 'FY2024',
      rents: [2100, 2260, 2570, 3270, 3870],
    });
    expect(report.priceHistory?.points.length).toBeGreaterThan(50);
    expect(report.comparables).toMatchObject({ value: null });

    const activity = await listRecentActivity(user.id);
    expect(activity[0]).toMatchObject({
      kind: 'search',
      title: 'Análisis de mercado: Chicago, IL 60614',
      href: '/analisis-mercado?zip=60614',
    });
  });

  it('analyses a city from its ZIPs, whatever the case and accents', async () => {
    const { cookie } = await proUser();
    const res = await market('city=SAN%20ANTONIO&state=tx&type=condo', cookie);
    expect(res.statusCode).toBe(200);
    const report = jsonBody<MarketReport>(res);
    expect(report.location.city).toBe('San Antonio');
    expect(report.location.zip).toBeNull();
    expect(report.location.zips.length).toBeGreaterThan(40);
    expect(report.cityZips).toHaveLength(report.location.zips.length);
    expect(report.summary.averagePrice).toMatchObject({ geo: 'city', source: 'zillow-zhvi' });
    expect((report.summary.averagePrice as { note: string }).note).toMatch(
      /^Mediana de \d+ ZIPs con dato/,
    );
    expect(report.notes.join(' ')).toMatch(/no hay cifras separadas para el tipo Condominio/);

    const accented = await market('city=Espa%C3%B1ola&state=NM', cookie);
    expect(jsonBody<MarketReport>(accented).location.city).toBe('Espanola');
  });

  it('answers Spanish 4xx for missing, malformed or unknown locations', async () => {
    const { cookie } = await proUser();
    const cases: [string, number, string][] = [
      ['', 400, MARKET_MESSAGES.locationRequired],
      ['city=Houston', 400, MARKET_MESSAGES.locationRequired],
      ['state=TX', 400, MARKET_MESSAGES.locationRequired],
      ['zip=7700', 400, MARKET_MESSAGES.zipInvalid],
      ['zip=abcde', 400, MARKET_MESSAGES.zipInvalid],
      ['city=Houston&state=XX', 400, MARKET_MESSAGES.stateInvalid],
      ['zip=77008&type=castle', 400, MARKET_MESSAGES.propertyTypeInvalid],
      ['zip=00000', 404, MARKET_MESSAGES.zipNotFound('00000')],
      ['city=Atlantis&state=FL', 404, MARKET_MESSAGES.cityNotFound('Atlantis', 'Florida')],
      [`city=${'x'.repeat(81)}&state=TX`, 400, MARKET_MESSAGES.cityTooLong],
    ];
    for (const [query, status, message] of cases) {
      const res = await market(query, cookie);
      expect({ query, status: res.statusCode, message: jsonBody(res).message }).toEqual({
        query,
        status,
        message,
      });
    }
  });
});

describe('GET /api/market/sources', () => {
  it('tells the provider and the vintage of each dataset', async () => {
    const { cookie } = await proUser();
    const res = await getSources(apiEvent({ path: '/api/market/sources', cookies: [cookie] }));
    expect(res.statusCode).toBe(200);
    const body = jsonBody<MarketSourcesInfo>(res);
    expect(body).toMatchObject({ provider: 'embedded', liveListings: false });
    expect(body.periods).toMatchObject({
      zipZhvi: '2026-03',
      safmr: 'FY2024',
      fmr: 'FY2026',
      metroZori: '2025-11',
    });
  });
});
