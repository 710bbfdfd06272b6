import { beforeAll, describe, expect, it } from 'vitest';
import { handler as createDealFile } from '../../functions/deal-files/handlers/create-deal-file.ts';
import { handler as deleteDealFile } from '../../functions/deal-files/handlers/delete-deal-file.ts';
import { handler as getDealFile } from '../../functions/deal-files/handlers/get-deal-file.ts';
import { handler as listDealFiles } from '../../functions/deal-files/handlers/list-deal-files.ts';
import { handler as moveDealFile } from '../../functions/deal-files/handlers/move-deal-file.ts';
import { handler as updateDealFile } from '../../functions/deal-files/handlers/update-deal-file.ts';
import { handler as getPortfolio } from '../../functions/portfolio/handlers/get-portfolio.ts';
import { db, tableName } from '../../functions/commons/db.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { ITEM_ID } from '../../shared/api/item-id.ts';
import {
  DEAL_FILE_LIMITS,
  DEAL_FILE_MESSAGES,
  type DealFile,
  type DealFileListResponse,
} from '../../shared/api/deal-files.ts';
import type { PortfolioResponse } from '../../shared/api/portfolio.ts';
import { apiEvent, jsonBody } from '../support/events.ts';
import { grantPlan } from '../support/plans.ts';
import { SAMPLE_DEAL, SAMPLE_DEAL_FIGURES as F } from '../support/sample-deal.ts';
import { randomIp, signedInUser } from '../support/users.ts';

type Handler = typeof listDealFiles;

function call(
  handler: Handler,
  cookie: string | undefined,
  method: string,
  id?: string,
  body?: unknown,
  suffix = '',
) {
  return handler(
    apiEvent({
      method,
      path: `/api/deal-files${id ? `/${id}` : ''}${suffix}`,
      pathParameters: id ? { id } : undefined,
      cookies: cookie ? [cookie] : undefined,
      body,
      sourceIp: randomIp(),
    }),
  );
}

let pro: { cookie: string; userId: string };
let elite: { cookie: string; userId: string };

beforeAll(async () => {
  const a = await signedInUser();
  await grantPlan(a.user.id, 'pro');
  pro = { cookie: a.cookie, userId: a.user.id };
  const b = await signedInUser();
  await grantPlan(b.user.id, 'elite', 'trialing');
  elite = { cookie: b.cookie, userId: b.user.id };
});

describe('access', () => {
  it('a visitor gets 401, a free user and a lapsed Pro 403, in Spanish', async () => {
    const visitor = await call(listDealFiles, undefined, 'GET');
    expect(visitor.statusCode).toBe(401);
    expect(jsonBody(visitor).message).toBe(MESSAGES.unauthenticated);
    const free = await signedInUser();
    const refused = await call(createDealFile, free.cookie, 'POST', undefined, SAMPLE_DEAL);
    expect(refused.statusCode).toBe(403);
    expect(jsonBody(refused).message).toBe(MESSAGES.forbiddenPro);
    const lapsed = await signedInUser();
    await grantPlan(lapsed.user.id, 'pro', 'past_due');
    expect((await call(listDealFiles, lapsed.cookie, 'GET')).statusCode).toBe(403);
  });
});

describe('the deal file round trip', () => {
  it('POST → 201 { id }; GET → { id, inputs, analysis } with the hand-checked figures', async () => {
    const created = await call(createDealFile, pro.cookie, 'POST', undefined, SAMPLE_DEAL);
    expect(created.statusCode).toBe(201);
    const { id } = jsonBody<{ id: string }>(created);
    expect(id).toMatch(ITEM_ID);

    const got = await call(getDealFile, pro.cookie, 'GET', id);
    expect(got.statusCode).toBe(200);
    const file = jsonBody<DealFile>(got);
    expect(file.id).toBe(id);
    expect(file.inputs).toMatchObject(SAMPLE_DEAL);
    const a = file.analysis;
    expect(a.loan).toBe(F.loan);
    expect(a.monthlyPayment).toBeCloseTo(F.monthlyPayment, 8);
    expect(a.cashInvested).toBe(F.cashInvested);
    expect(a.noi).toBeCloseTo(F.noi, 8);
    expect(a.monthlyCashFlow).toBeCloseTo(F.monthlyCashFlow, 8);
    expect(a.cashOnCash!).toBeCloseTo(F.cashOnCash, 8);
    expect(a.capRate!).toBeCloseTo(F.capRate, 8);
    expect(a.lenderDscr!).toBeCloseTo(F.lenderDscr, 8);
    expect(a.projections.map((p) => p.year)).toEqual([1, 2, 3, 4, 5]);
    expect(a.projections[4]!.loanBalance).toBeCloseTo(F.projections[4].loanBalance, 5);
    expect(a.irr!).toBeCloseTo(F.irr, 6);
    expect(a.brrrr.cashOut).toBeCloseTo(F.brrrr.cashOut, 6);
    expect(a.flip.profit).toBeCloseTo(F.flip.profit, 6);
  });

  it('stores the inputs, never the analysis (figures cannot drift)', async () => {
    const { id } = jsonBody<{ id: string }>(
      await call(createDealFile, pro.cookie, 'POST', undefined, SAMPLE_DEAL),
    );
    const item = await db.get({
      TableName: tableName,
      Key: { pk: `USER#${pro.userId}`, sk: `DEALFILE#${id}` },
    });
    expect(Object.keys(item.Item!).sort()).toEqual(
      ['createdAt', 'id', 'inputsJson', 'pk', 'sk', 'updatedAt'].sort(),
    );
  });

  it('defaults: only the required inputs; ARV follows the price', async () => {
    const { id } = jsonBody<{ id: string }>(
      await call(createDealFile, pro.cookie, 'POST', undefined, {
        name: 'Casa mínima',
        purchasePrice: 100_000,
        downPayment: 25_000,
        interestRate: 6,
        monthlyRent: 1_100,
      }),
    );
    const file = jsonBody<DealFile>(await call(getDealFile, pro.cookie, 'GET', id));
    expect(file.inputs).toMatchObject({
      termYears: 30,
      holdYears: 5,
      sellingCostsPct: 6,
      refiLtvPct: 75,
    });
    expect(file.inputs.arv).toBeUndefined();
    expect(file.analysis.arv).toBe(100_000);

    const updated = await call(updateDealFile, pro.cookie, 'PUT', id, {
      ...file.inputs,
      purchasePrice: 120_000,
    });
    expect(updated.statusCode).toBe(200);
    expect(jsonBody<DealFile>(updated).analysis.arv).toBe(120_000);
  });

  it('lists newest first with the headline figures; PUT replaces; DELETE removes', async () => {
    const owner = await signedInUser();
    await grantPlan(owner.user.id, 'pro');
    const first = jsonBody<{ id: string }>(
      await call(createDealFile, owner.cookie, 'POST', undefined, {
        ...SAMPLE_DEAL,
        name: 'Primero',
      }),
    );
    const second = jsonBody<{ id: string }>(
      await call(createDealFile, owner.cookie, 'POST', undefined, {
        ...SAMPLE_DEAL,
        name: 'Segundo',
      }),
    );
    const list = jsonBody<DealFileListResponse>(await call(listDealFiles, owner.cookie, 'GET'));
    expect(list.dealFiles.map((f) => f.inputs.name)).toEqual(['Segundo', 'Primero']);
    expect(list.dealFiles[0]!.figures.irr!).toBeCloseTo(F.irr, 6);
    expect(list.dealFiles[0]!.figures.cashOnCash!).toBeCloseTo(F.cashOnCash, 8);

    const put = await call(updateDealFile, owner.cookie, 'PUT', first.id, {
      ...SAMPLE_DEAL,
      name: 'Primero (renta 2,300)',
      monthlyRent: 2_300,
    });
    expect(put.statusCode).toBe(200);
    const after = jsonBody<DealFile>(put);
    expect(after.inputs.monthlyRent).toBe(2_300);
    expect(after.analysis.monthlyCashFlow).toBeGreaterThan(F.monthlyCashFlow);

    const removed = await call(deleteDealFile, owner.cookie, 'DELETE', second.id);
    expect(removed.statusCode).toBe(200);
    expect(jsonBody(removed).message).toBe(DEAL_FILE_MESSAGES.deleted);
    const gone = await call(getDealFile, owner.cookie, 'GET', second.id);
    expect(gone.statusCode).toBe(404);
    expect(jsonBody(gone).message).toBe(DEAL_FILE_MESSAGES.notFound);
    expect((await call(deleteDealFile, owner.cookie, 'DELETE', second.id)).statusCode).toBe(404);
  });

  it("one member cannot read, change or delete another's deal file", async () => {
    const { id } = jsonBody<{ id: string }>(
      await call(createDealFile, pro.cookie, 'POST', undefined, SAMPLE_DEAL),
    );
    expect((await call(getDealFile, elite.cookie, 'GET', id)).statusCode).toBe(404);
    expect((await call(updateDealFile, elite.cookie, 'PUT', id, SAMPLE_DEAL)).statusCode).toBe(404);
    expect((await call(deleteDealFile, elite.cookie, 'DELETE', id)).statusCode).toBe(404);
    expect(
      (await call(moveDealFile, elite.cookie, 'POST', id, undefined, '/portfolio')).statusCode,
    ).toBe(404);
    expect((await call(getDealFile, pro.cookie, 'GET', id)).statusCode).toBe(200);
  });
});

describe('bad input: a Spanish 400, nothing written', () => {
  let owner: { cookie: string };
  beforeAll(async () => {
    const user = await signedInUser();
    await grantPlan(user.user.id, 'pro');
    owner = user;
  });
  it.each([
    [{ monthlyRent: -500 }, 'La renta mensual no puede ser negativo'],
    [{ vacancyPct: 101 }, 'La vacancia debe estar entre 0 y 100'],
    [{ downPayment: 250_000 }, DEAL_FILE_MESSAGES.downOverPrice],
    [{ name: '' }, DEAL_FILE_MESSAGES.nameRequired],
    [{ holdYears: 31 }, 'Los años de tenencia debe estar entre 1 y 30'],
    [{ purchasePrice: '200000' }, 'Ingresa un número válido en El precio de compra'],
  ])('%j → %s', async (change, message) => {
    const res = await call(createDealFile, owner.cookie, 'POST', undefined, {
      ...SAMPLE_DEAL,
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(jsonBody(res).message).toBe(message);
    const list = jsonBody<DealFileListResponse>(await call(listDealFiles, owner.cookie, 'GET'));
    expect(list.dealFiles).toEqual([]);
  });
});

describe('per-member limit', () => {
  it(`at ${DEAL_FILE_LIMITS.perMember} files the next create answers 409 in Spanish, even when creates race`, async () => {
    const owner = await signedInUser();
    await grantPlan(owner.user.id, 'pro');
    // Start just under the limit (the counter seeded as the store would have it).
    await db.put({
      TableName: tableName,
      Item: {
        pk: `USER#${owner.user.id}`,
        sk: 'COUNT#DEALFILE',
        count: DEAL_FILE_LIMITS.perMember - 2,
      },
    });
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(createDealFile, owner.cookie, 'POST', undefined, SAMPLE_DEAL),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, 409, 409, 409]);
    const refusal = results.find((r) => r.statusCode === 409)!;
    expect(jsonBody(refusal).message).toBe(DEAL_FILE_MESSAGES.tooMany);
    const counter = await db.get({
      TableName: tableName,
      Key: { pk: `USER#${owner.user.id}`, sk: 'COUNT#DEALFILE' },
      ConsistentRead: true,
    });
    expect(counter.Item!.count).toBe(DEAL_FILE_LIMITS.perMember);
  });
});

describe('moving a bought deal into the portfolio', () => {
  it('creates the property once, with the deal’s cash flow, and links the file', async () => {
    const owner = await signedInUser();
    await grantPlan(owner.user.id, 'pro');
    const { id } = jsonBody<{ id: string }>(
      await call(createDealFile, owner.cookie, 'POST', undefined, SAMPLE_DEAL),
    );
    const [first, second] = await Promise.all([
      call(moveDealFile, owner.cookie, 'POST', id, undefined, '/portfolio'),
      call(moveDealFile, owner.cookie, 'POST', id, undefined, '/portfolio'),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const moved = [first, second].find((r) => r.statusCode === 201)!;
    const refused = [first, second].find((r) => r.statusCode === 409)!;
    expect(jsonBody(refused).message).toBe(DEAL_FILE_MESSAGES.alreadyInPortfolio);
    const propertyId = jsonBody<{ id: string }>(moved).id;

    const portfolio = jsonBody<PortfolioResponse>(
      await getPortfolio(apiEvent({ path: '/api/portfolio', cookies: [owner.cookie] })),
    );
    expect(portfolio.properties).toHaveLength(1);
    const property = portfolio.properties[0]!;
    expect(property.id).toBe(propertyId);
    expect(property.dealFileId).toBe(id);
    expect(property).toMatchObject({
      name: SAMPLE_DEAL.name,
      currentValue: 240_000,
      loanBalance: 150_000,
      interestRate: 7,
      remainingTermMonths: 360,
      monthlyRent: 2_100,
    });
    // other = 50 + 18 % × 2,100 + 5 % × 2,150 = 535.50, other income 50: the deal's cash flow,
    // DSCR and cash-on-cash (on its 70,000 invested).
    expect(property.otherExpenses).toBe(535.5);
    expect(property.otherIncome).toBe(50);
    expect(property.cashInvested).toBe(70_000);
    expect(property.cashFlow).toBeCloseTo(F.monthlyCashFlow, 8);
    expect(property.dscr!).toBeCloseTo(F.lenderDscr, 10);
    expect(property.cashOnCash!).toBeCloseTo(F.cashOnCash, 8);
    const file = jsonBody<DealFile>(await call(getDealFile, owner.cookie, 'GET', id));
    expect(file.portfolioPropertyId).toBe(propertyId);
  });
});
