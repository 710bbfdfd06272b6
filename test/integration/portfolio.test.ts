import { beforeAll, describe, expect, it } from 'vitest';
import { handler as createProperty } from '../../functions/portfolio/handlers/create-property.ts';
import { handler as createReport } from '../../functions/portfolio/handlers/create-report.ts';
import { handler as deleteProperty } from '../../functions/portfolio/handlers/delete-property.ts';
import { handler as getPortfolio } from '../../functions/portfolio/handlers/get-portfolio.ts';
import { handler as putBalanceSheet } from '../../functions/portfolio/handlers/put-balance-sheet.ts';
import { handler as putCashFlow } from '../../functions/portfolio/handlers/put-cash-flow.ts';
import { handler as updateProperty } from '../../functions/portfolio/handlers/update-property.ts';
import { handler as getReport } from '../../functions/pro/handlers/get-report.ts';
import { handler as listReports } from '../../functions/pro/handlers/list-reports.ts';
import { handler as getPropertyMarket } from '../../functions/market/handlers/get-property-market.ts';
import { db, tableName } from '../../functions/commons/db.ts';
import { MESSAGES } from '../../shared/messages.ts';
import {
  PORTFOLIO_LIMITS,
  PORTFOLIO_MESSAGES,
  type PortfolioResponse,
} from '../../shared/api/portfolio.ts';
import type { PropertyMarketReference } from '../../shared/api/market.ts';
import type { ReportListResponse, ReportRecord } from '../../shared/api/pro-catalog.ts';
import { apiEvent, jsonBody } from '../support/events.ts';
import { grantPlan } from '../support/plans.ts';
import {
  SAMPLE_BALANCE_SHEET,
  SAMPLE_PORTFOLIO,
  SAMPLE_PORTFOLIO_FIGURES,
  SAMPLE_PORTFOLIO_TOTALS as T,
} from '../support/sample-deal.ts';
import { randomIp, signedInUser } from '../support/users.ts';
import { listPrograms } from '../../functions/lenders/programs.ts';
import { propertyFigures } from '../../shared/finance/portfolio.ts';
import {
  DEFAULT_STRATEGY_TERMS,
  portfolioBorrower,
  portfolioCashOutTerms,
} from '../../shared/finance/strategies.ts';

type Handler = typeof getPortfolio;

function send(
  handler: Handler,
  cookie: string | undefined,
  method: string,
  path: string,
  body?: unknown,
  id?: string,
) {
  return handler(
    apiEvent({
      method,
      path,
      pathParameters: id ? { id } : undefined,
      cookies: cookie ? [cookie] : undefined,
      body,
      sourceIp: randomIp(),
    }),
  );
}
const read = (cookie: string) =>
  send(getPortfolio, cookie, 'GET', '/api/portfolio').then((r) => jsonBody<PortfolioResponse>(r));

let pro: { cookie: string; userId: string };
let elite: { cookie: string; userId: string; firstName: string; lastName: string };

beforeAll(async () => {
  const a = await signedInUser();
  await grantPlan(a.user.id, 'pro');
  pro = { cookie: a.cookie, userId: a.user.id };
  const b = await signedInUser({ firstName: 'Marta', lastName: 'Ríos' });
  await grantPlan(b.user.id, 'elite');
  elite = { cookie: b.cookie, userId: b.user.id, firstName: 'Marta', lastName: 'Ríos' };
});

describe('access', () => {
  it('portfolio needs Pro; the portfolio report needs Elite', async () => {
    expect((await send(getPortfolio, undefined, 'GET', '/api/portfolio')).statusCode).toBe(401);
    const free = await signedInUser();
    const refused = await send(
      createProperty,
      free.cookie,
      'POST',
      '/api/portfolio/properties',
      SAMPLE_PORTFOLIO[0],
    );
    expect(refused.statusCode).toBe(403);
    expect(jsonBody(refused).message).toBe(MESSAGES.forbiddenPro);
    const report = await send(createReport, pro.cookie, 'POST', '/api/portfolio/reports', {
      refiRate: 6,
      helocRate: 8.5,
    });
    expect(report.statusCode).toBe(403);
    expect(jsonBody(report).message).toBe(MESSAGES.forbiddenElite);
  });
});

describe('a three-property portfolio with its balance sheet (the sample, checked by hand)', () => {
  const ids: string[] = [];

  it('POST → 201 { id } for each property; GET → figures, totals and net worth', async () => {
    for (const property of SAMPLE_PORTFOLIO) {
      const res = await send(
        createProperty,
        elite.cookie,
        'POST',
        '/api/portfolio/properties',
        property,
      );
      expect(res.statusCode).toBe(201);
      ids.push(jsonBody<{ id: string }>(res).id);
    }
    const sheet = await send(
      putBalanceSheet,
      elite.cookie,
      'PUT',
      '/api/portfolio/balance-sheet',
      SAMPLE_BALANCE_SHEET,
    );
    expect(sheet.statusCode).toBe(200);

    const portfolio = await read(elite.cookie);
    expect(portfolio.properties.map((p) => p.id)).toEqual(ids);
    portfolio.properties.forEach((p, index) => {
      const want = SAMPLE_PORTFOLIO_FIGURES[index]!;
      expect(p).toMatchObject(SAMPLE_PORTFOLIO[index]!);
      expect(p.payment).toBeCloseTo(want.payment, 8);
      expect(p.pitia).toBeCloseTo(want.pitia, 8);
      expect(p.cashFlow).toBeCloseTo(want.cashFlow, 8);
      expect(p.equity).toBe(want.equity);
      expect(p.dscr!).toBeCloseTo(want.dscr, 10);
      expect(p.cashOnCash).toBeNull(); // no cash invested given
    });
    const t = portfolio.totals;
    expect(t.value).toBe(T.value);
    expect(t.debt).toBe(T.debt);
    expect(t.equity).toBe(T.equity);
    expect(t.monthlyCashFlow).toBeCloseTo(T.monthlyCashFlow, 8);
    expect(t.dscr!).toBeCloseTo(T.dscr, 10);
    expect(portfolio.netWorth).toBe(T.netWorth);
    expect(portfolio.worth.reserves).toBeCloseTo(T.reserves, 8);
    expect(portfolio.worth.reserveMonths!).toBeCloseTo(T.reserveMonths, 8);
    expect(portfolio.balanceSheet).toEqual(SAMPLE_BALANCE_SHEET);
  });

  it('PUT replaces a property; the totals follow', async () => {
    const res = await send(
      updateProperty,
      elite.cookie,
      'PUT',
      `/api/portfolio/properties/${ids[2]}`,
      { ...SAMPLE_PORTFOLIO[2], monthlyRent: 2_800 },
      ids[2],
    );
    expect(res.statusCode).toBe(200);
    const portfolio = await read(elite.cookie);
    expect(portfolio.properties[2]!.cashFlow).toBeCloseTo(
      SAMPLE_PORTFOLIO_FIGURES[2].cashFlow + 300,
      8,
    );
    expect(portfolio.totals.monthlyCashFlow).toBeCloseTo(T.monthlyCashFlow + 300, 8);
    await send(
      updateProperty,
      elite.cookie,
      'PUT',
      `/api/portfolio/properties/${ids[2]}`,
      SAMPLE_PORTFOLIO[2],
      ids[2],
    );
  });

  it('cash-flow actuals: replaced whole, sorted, at most 24 months, only for a property the member has', async () => {
    const path = `/api/portfolio/properties/${ids[0]}/cash-flow`;
    const months = [
      { month: '2026-02', income: 2_200, expenses: 1_900 },
      { month: '2026-01', income: 2_200, expenses: 2_400 },
    ];
    const ok = await send(putCashFlow, elite.cookie, 'PUT', path, { months }, ids[0]);
    expect(ok.statusCode).toBe(200);
    expect(jsonBody<{ months: typeof months }>(ok).months.map((m) => m.month)).toEqual([
      '2026-01',
      '2026-02',
    ]);
    expect((await read(elite.cookie)).properties[0]!.actuals).toHaveLength(2);

    const tooMany = Array.from({ length: PORTFOLIO_LIMITS.cashFlowMonths + 1 }, (_, i) => ({
      month: `20${24 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`,
      income: 1,
      expenses: 1,
    }));
    const refused = await send(putCashFlow, elite.cookie, 'PUT', path, { months: tooMany }, ids[0]);
    expect(refused.statusCode).toBe(400);
    expect(jsonBody(refused).message).toBe(PORTFOLIO_MESSAGES.tooManyMonths);
    const repeated = await send(
      putCashFlow,
      elite.cookie,
      'PUT',
      path,
      { months: [months[0], months[0]] },
      ids[0],
    );
    expect(jsonBody(repeated).message).toBe(PORTFOLIO_MESSAGES.monthRepeated);
    const badMonth = await send(
      putCashFlow,
      elite.cookie,
      'PUT',
      path,
      { months: [{ ...months[0], month: '2026-13' }] },
      ids[0],
    );
    expect(jsonBody(badMonth).message).toBe(PORTFOLIO_MESSAGES.monthInvalid);
    const negative = await send(
      putCashFlow,
      elite.cookie,
      'PUT',
      path,
      { months: [{ ...months[0], income: -1 }] },
      ids[0],
    );
    expect(jsonBody(negative).message).toBe('Los ingresos no puede ser negativo');

    const other = await send(putCashFlow, pro.cookie, 'PUT', path, { months }, ids[0]);
    expect(other.statusCode).toBe(404);
    const ghost = await db.get({
      TableName: tableName,
      Key: { pk: `USER#${pro.userId}`, sk: `CASHFLOW#${ids[0]}` },
    });
    expect(ghost.Item).toBeUndefined();
  });

  it('the Elite portfolio report is kept in the report history with the member’s name and goals', async () => {
    const terms = {
      fico: 720,
      refiRate: 6,
      refiClosingCostsPct: 2,
      helocRate: 8.5,
      helocCltvPct: 80,
    };
    const res = await send(createReport, elite.cookie, 'POST', '/api/portfolio/reports', {
      goals: 'Comprar dos propiedades más en 2027',
      ...terms,
    });
    expect(res.statusCode).toBe(201);
    const record = jsonBody<ReportRecord>(res);
    expect(record.kind).toBe('portfolio');
    if (record.kind !== 'portfolio') return;
    expect(record.portfolio.memberName).toBe('Marta Ríos');
    expect(record.portfolio.goals).toBe('Comprar dos propiedades más en 2027');
    expect(record.portfolio.properties.map((p) => p.name)).toEqual(
      SAMPLE_PORTFOLIO.map((p) => p.name),
    );
    expect(record.portfolio.balanceSheet).toEqual(SAMPLE_BALANCE_SHEET);
    // The cash-out terms of the programs loaded now, kept so the PDF reads as the page did.
    const properties = record.portfolio.properties.map((p) => ({ ...p, ...propertyFigures(p) }));
    expect(record.portfolio.cashOutTerms).toEqual(
      portfolioCashOutTerms(
        properties,
        { ...DEFAULT_STRATEGY_TERMS, ...terms },
        {
          programs: await listPrograms(),
          borrower: portfolioBorrower(720, SAMPLE_BALANCE_SHEET, properties.length),
        },
      ),
    );
    expect(record.portfolio.cashOutTerms!.every((t) => t !== null && t.checked > 0)).toBe(true);

    const history = jsonBody<ReportListResponse>(
      await listReports(apiEvent({ path: '/api/pro/reports', cookies: [elite.cookie] })),
    );
    expect(history.reports[0]).toEqual(record);
    const again = await getReport(
      apiEvent({
        path: `/api/pro/reports/${record.id}`,
        pathParameters: { id: record.id },
        cookies: [elite.cookie],
      }),
    );
    expect(jsonBody(again)).toEqual(record);
  });

  it('DELETE removes a property with its actuals', async () => {
    const res = await send(
      deleteProperty,
      elite.cookie,
      'DELETE',
      `/api/portfolio/properties/${ids[0]}`,
      undefined,
      ids[0],
    );
    expect(res.statusCode).toBe(200);
    expect(jsonBody(res).message).toBe(PORTFOLIO_MESSAGES.deleted);
    const actuals = await db.get({
      TableName: tableName,
      Key: { pk: `USER#${elite.userId}`, sk: `CASHFLOW#${ids[0]}` },
    });
    expect(actuals.Item).toBeUndefined();
    expect((await read(elite.cookie)).properties).toHaveLength(2);
    const again = await send(
      deleteProperty,
      elite.cookie,
      'DELETE',
      `/api/portfolio/properties/${ids[0]}`,
      undefined,
      ids[0],
    );
    expect(again.statusCode).toBe(404);
    expect(jsonBody(again).message).toBe(PORTFOLIO_MESSAGES.notFound);
  });
});

describe('validation and limits', () => {
  it('bad input answers a Spanish 400 and writes nothing', async () => {
    const cases: [unknown, string][] = [
      [{ ...SAMPLE_PORTFOLIO[0], monthlyRent: -500 }, 'La renta mensual no puede ser negativo'],
      [
        { ...SAMPLE_PORTFOLIO[0], interestRate: 150 },
        'La tasa de interés debe estar entre 0 y 100',
      ],
      [{ ...SAMPLE_PORTFOLIO[0], remainingTermMonths: 0 }, PORTFOLIO_MESSAGES.termRequired],
      [{ ...SAMPLE_PORTFOLIO[0], name: ' ' }, PORTFOLIO_MESSAGES.nameRequired],
      [{ ...SAMPLE_PORTFOLIO[0], currentValue: 0 }, 'El valor actual debe ser mayor que 0'],
    ];
    for (const [body, message] of cases) {
      const res = await send(createProperty, pro.cookie, 'POST', '/api/portfolio/properties', body);
      expect(res.statusCode).toBe(400);
      expect(jsonBody(res).message).toBe(message);
    }
    const sheet = await send(putBalanceSheet, pro.cookie, 'PUT', '/api/portfolio/balance-sheet', {
      assets: { cash: -1 },
    });
    expect(jsonBody(sheet).message).toBe('El efectivo no puede ser negativo');
    const portfolio = await read(pro.cookie);
    expect(portfolio.properties).toEqual([]);
    expect(portfolio.netWorth).toBe(0);
    expect(portfolio.totals.dscr).toBeNull();
  });

  it(`at ${PORTFOLIO_LIMITS.properties} properties the next one answers 409 in Spanish, even when creates race`, async () => {
    const owner = await signedInUser();
    await grantPlan(owner.user.id, 'pro');
    await db.put({
      TableName: tableName,
      Item: {
        pk: `USER#${owner.user.id}`,
        sk: 'COUNT#PORTFOLIO',
        count: PORTFOLIO_LIMITS.properties - 1,
      },
    });
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        send(
          createProperty,
          owner.cookie,
          'POST',
          '/api/portfolio/properties',
          SAMPLE_PORTFOLIO[1],
        ),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(jsonBody(results.find((r) => r.statusCode === 409)!).message).toBe(
      PORTFOLIO_MESSAGES.tooMany,
    );
  });

  it('the report refuses an empty portfolio', async () => {
    const owner = await signedInUser();
    await grantPlan(owner.user.id, 'elite');
    const res = await send(createReport, owner.cookie, 'POST', '/api/portfolio/reports', {
      fico: 700,
      refiRate: 6,
      refiClosingCostsPct: 2,
      helocRate: 8,
      helocCltvPct: 80,
    });
    expect(res.statusCode).toBe(400);
    expect(jsonBody(res).message).toMatch(/^Agrega al menos una propiedad/);
  });

  it('the report asks for the closing costs: never taken as $0', async () => {
    const res = await send(createReport, elite.cookie, 'POST', '/api/portfolio/reports', {
      fico: 700,
      refiRate: 6,
      helocRate: 8,
      helocCltvPct: 80,
    });
    expect(res.statusCode).toBe(400);
    expect(jsonBody(res).message).toBe(PORTFOLIO_MESSAGES.closingCostsRequired);
  });
});

describe("the evaluator's market reference (GET /api/market/property)", () => {
  const get = (query: string) =>
    getPropertyMarket(
      apiEvent({
        path: '/api/market/property',
        query,
        cookies: [pro.cookie],
        sourceIp: randomIp(),
      }),
    );

  it('HUD SAFMR rent for the ZIP and bedrooms and the Zillow typical value, with source and date', async () => {
    const res = await get('zip=44102&bedrooms=3');
    expect(res.statusCode).toBe(200);
    const ref = jsonBody<PropertyMarketReference>(res);
    expect(ref.city).toBe('Cleveland');
    expect(ref.rent.value).toBeGreaterThan(0);
    if (ref.rent.value !== null) {
      expect(['hud-safmr', 'hud-fmr']).toContain(ref.rent.source);
      expect(ref.rent.period).toMatch(/^FY\d{4}$/);
    }
    expect(ref.homeValue.value).toBeGreaterThan(0);
    if (ref.homeValue.value !== null) {
      expect(ref.homeValue.source).toBe('zillow-zhvi');
      expect(ref.homeValue.period).toMatch(/^\d{4}-\d{2}$/);
    }
  });

  it('says what is missing instead of inventing it', async () => {
    const ref = jsonBody<PropertyMarketReference>(await get('zip=44102'));
    expect(ref.rent).toEqual({
      value: null,
      reason: 'Indica las habitaciones para leer la renta de HUD.',
    });
    const bad = await get('zip=441');
    expect(bad.statusCode).toBe(400);
    expect(jsonBody(bad).message).toBe(
      'El código postal debe tener 5 dígitos (por ejemplo, 77008).',
    );
    const unknown = await get('zip=00001&bedrooms=2');
    expect(unknown.statusCode).toBe(404);
  });
});
