import { describe, expect, it } from 'vitest';
import { listRecentActivity } from '../../functions/commons/activity.ts';
import { handler as getSearch } from '../../functions/deal-finder/handlers/get-search.ts';
import { handler as listSearches } from '../../functions/deal-finder/handlers/list-searches.ts';
import { handler as scoreDeals } from '../../functions/deal-finder/handlers/score.ts';
import { handler as searchDeals } from '../../functions/deal-finder/handlers/search.ts';
import {
  DEAL_MESSAGES,
  type DealSearchResult,
  type DealSearchSummary,
} from '../../shared/api/deal-finder.ts';
import { scoreDeal } from '../../shared/finance/deal-score.ts';
import { apiEvent, jsonBody } from '../support/events.ts';
import { grantPlan } from '../support/plans.ts';
import { randomIp, signedInUser } from '../support/users.ts';

/** The deal finder without a live provider: the user's own candidates, the embedded market data. */
/** The member's loan: 25 % down, 6.771 % over 30 years (a payment of 0.65 % of the loan). */
const LOAN = { downPaymentPct: 25, interestRate: 6.771, termYears: 30 };
const CRITERIA = { location: 'Houston, TX', minRoi: 8, maxDaysOnMarket: 90, ...LOAN };

async function proUser() {
  const { cookie, user } = await signedInUser();
  await grantPlan(user.id, 'pro');
  return { cookie, user };
}

function score(body: unknown, cookie?: string) {
  return scoreDeals(
    apiEvent({
      method: 'POST',
      path: '/api/deals/score',
      body,
      cookies: cookie ? [cookie] : undefined,
      sourceIp: randomIp(),
    }),
  );
}

function open(id: string, cookie: string) {
  return getSearch(
    apiEvent({ path: `/api/deals/searches/${id}`, pathParameters: { id }, cookies: [cookie] }),
  );
}

describe('POST /api/deals/score', () => {
  it('is for signed-in Pro or Elite users only', async () => {
    const body = {
      criteria: CRITERIA,
      candidates: [{ address: 'x', zip: '77033', price: 1, beds: 1 }],
    };
    expect((await score(body)).statusCode).toBe(401);
    const { cookie } = await signedInUser();
    expect((await score(body, cookie)).statusCode).toBe(403);
  });

  it('scores candidates against HUD rents for their ZIP, filters by the criteria and sorts by score', async () => {
    const { cookie, user } = await proUser();
    const candidates = [
      // Rent and expenses given.
      {
        address: '123 Calle Ejemplo',
        zip: '77033',
        price: 139000,
        beds: 3,
        monthlyRent: 1650,
        monthlyExpenses: 520,
        daysOnMarket: 24,
      },
      // No rent: HUD SAFMR FY2024 for 77016, 3 bedrooms ($1,480); expenses at the 50 % default.
      {
        address: '45 Avenida Modelo',
        zip: '77016',
        price: 145000,
        beds: 3,
        rehabCost: 18000,
        arv: 185000,
        needsRehab: true,
      },
      // Good numbers but stale.
      {
        address: '7 Old Listing Rd',
        zip: '77033',
        price: 120000,
        beds: 3,
        monthlyRent: 1700,
        monthlyExpenses: 400,
        daysOnMarket: 200,
      },
      // A ZIP the data does not hold, without a rent: cannot be scored.
      { address: '1 Nowhere', zip: '00000', price: 100000, beds: 2 },
    ];
    const res = await score({ criteria: { ...CRITERIA, minCashFlow: 100 }, candidates }, cookie);
    expect(res.statusCode).toBe(200);
    const result = jsonBody<DealSearchResult>(res);

    expect(result).toMatchObject({ mode: 'manual', location: 'Houston, TX' });
    expect(result.deals.map((d) => d.address)).toEqual(['123 Calle Ejemplo']);
    const top = result.deals[0]!;
    const expected = scoreDeal({ price: 139000, monthlyRent: 1650, monthlyExpenses: 520 }, LOAN);
    expect(top).toMatchObject({
      estimatedRent: 1650,
      rentBasis: { source: 'user' },
      expensesBasis: 'user',
      dealScore: expected.dealScore,
      tier: 'excelente',
      missed: [],
    });

    const modelo = result.excluded.find((d) => d.address === '45 Avenida Modelo')!;
    expect(modelo).toMatchObject({
      estimatedRent: 1480,
      monthlyExpenses: 740,
      expensesBasis: 'ratio',
      rentBasis: { source: 'hud-safmr', period: 'FY2024' },
      needsRehab: true,
    });
    expect(modelo.rentBasis.note).toMatch(/SAFMR.*3 habitaciones en el ZIP 77016/);
    expect(modelo.missed).toEqual([
      'Cash-on-cash por debajo del ROI mínimo (8 %)',
      'Flujo de caja mensual por debajo del mínimo',
    ]);
    expect(result.excluded.find((d) => d.address === '7 Old Listing Rd')!.missed).toEqual([
      'Más de 90 días en el mercado',
    ]);
    expect(result.filteredOut).toEqual([
      { address: '1 Nowhere', reason: DEAL_MESSAGES.zipUnknown('00000') },
    ]);
    expect(result.excluded.map((d) => d.dealScore)).toEqual(
      [...result.excluded.map((d) => d.dealScore)].sort((a, b) => b - a),
    );

    // Saved for the user, reopenable, listed, and in the recent activity.
    const reopened = await open(result.id, cookie);
    expect(reopened.statusCode).toBe(200);
    expect(jsonBody<DealSearchResult>(reopened)).toEqual(result);
    const list = jsonBody<{ searches: DealSearchSummary[] }>(
      await listSearches(apiEvent({ path: '/api/deals/searches', cookies: [cookie] })),
    );
    expect(list.searches[0]).toMatchObject({
      id: result.id,
      matches: 1,
      total: 4,
      location: 'Houston, TX',
    });
    expect((await listRecentActivity(user.id))[0]).toMatchObject({
      kind: 'search',
      title: 'Deals: 1 de 4 propiedades en Houston, TX',
      href: `/finder-deals?busqueda=${result.id}`,
    });

    // Nobody else can open it.
    const other = await proUser();
    const refused = await open(result.id, other.cookie);
    expect(refused.statusCode).toBe(404);
    expect(jsonBody(refused).message).toBe(DEAL_MESSAGES.searchNotFound);
    expect((await open('../../etc', other.cookie)).statusCode).toBe(404);
  });

  it('applies the type, price and switch filters before scoring', async () => {
    const { cookie } = await proUser();
    const base = { zip: '77033', beds: 3, monthlyRent: 1600, monthlyExpenses: 500 };
    const res = await score(
      {
        criteria: {
          ...CRITERIA,
          propertyType: 'single-family',
          maxPrice: 200000,
          requiresRehab: true,
        },
        candidates: [
          { ...base, address: 'Condo', price: 120000, propertyType: 'condo', needsRehab: true },
          { ...base, address: 'Caro', price: 250000, needsRehab: true },
          { ...base, address: 'Lista', price: 130000, needsRehab: false },
          {
            ...base,
            address: 'Sí',
            price: 130000,
            needsRehab: true,
            propertyType: 'single-family',
          },
        ],
      },
      cookie,
    );
    const result = jsonBody<DealSearchResult>(res);
    expect(result.filteredOut).toEqual([
      { address: 'Condo', reason: 'Tipo Condominio: buscas Unifamiliar' },
      { address: 'Caro', reason: 'Precio por encima del máximo' },
      { address: 'Lista', reason: 'No requiere rehabilitación' },
    ]);
    expect([...result.deals, ...result.excluded].map((d) => d.address)).toEqual(['Sí']);
  });

  it('answers Spanish 400s for a missing location, no candidates or a bad row', async () => {
    const { cookie } = await proUser();
    const good = { address: '1 A St', zip: '77033', price: 100000, beds: 2 };
    const cases: [unknown, string][] = [
      [
        { criteria: { ...CRITERIA, location: '  ' }, candidates: [good] },
        DEAL_MESSAGES.locationRequired,
      ],
      [
        { criteria: { ...CRITERIA, location: undefined }, candidates: [good] },
        DEAL_MESSAGES.locationRequired,
      ],
      [{ criteria: CRITERIA, candidates: [] }, DEAL_MESSAGES.candidatesRequired],
      [
        { criteria: CRITERIA, candidates: [good, { ...good, price: 0 }] },
        'Propiedad 2: El precio debe ser mayor que 0',
      ],
      [
        { criteria: CRITERIA, candidates: [{ ...good, price: '100000' }] },
        'Propiedad 1: Ingresa un número válido',
      ],
      [
        { criteria: CRITERIA, candidates: [{ ...good, zip: '7703' }] },
        'Propiedad 1: El ZIP debe tener 5 dígitos',
      ],
      [
        { criteria: { ...CRITERIA, minRoi: 30 }, candidates: [good] },
        'El ROI mínimo debe estar entre 5 y 25',
      ],
      [
        { criteria: { ...CRITERIA, minRoi: 8.2 }, candidates: [good] },
        'El ROI mínimo va en pasos de 0.5',
      ],
      [
        { criteria: { ...CRITERIA, maxDaysOnMarket: 100 }, candidates: [good] },
        'Los días en el mercado van en pasos de 15',
      ],
      [
        { criteria: CRITERIA, candidates: Array.from({ length: 201 }, () => good) },
        DEAL_MESSAGES.tooManyCandidates,
      ],
      [[], 'Datos inválidos'],
    ];
    for (const [body, message] of cases) {
      const res = await score(body, cookie);
      expect({ status: res.statusCode, message: jsonBody(res).message }).toEqual({
        status: 400,
        message,
      });
    }
  });
});

describe('POST /api/deals/search without a live provider', () => {
  it('answers 409 and points to the user’s own properties', async () => {
    const { cookie } = await proUser();
    const res = await searchDeals(
      apiEvent({
        method: 'POST',
        path: '/api/deals/search',
        body: { criteria: CRITERIA },
        cookies: [cookie],
        sourceIp: randomIp(),
      }),
    );
    expect(res.statusCode).toBe(409);
    expect(jsonBody(res).message).toBe(DEAL_MESSAGES.liveUnavailable);
  });
});
