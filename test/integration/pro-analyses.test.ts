import { beforeAll, describe, expect, it } from 'vitest';
import { handler as createAnalysis } from '../../functions/pro/handlers/create-analysis.ts';
import { handler as deleteAnalysis } from '../../functions/pro/handlers/delete-analysis.ts';
import { handler as getAnalysis } from '../../functions/pro/handlers/get-analysis.ts';
import { handler as listActivity } from '../../functions/pro/handlers/list-activity.ts';
import { handler as listAnalyses } from '../../functions/pro/handlers/list-analyses.ts';
import { handler as updateAnalysis } from '../../functions/pro/handlers/update-analysis.ts';
import { db, tableName } from '../../functions/commons/db.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { ITEM_ID } from '../../shared/api/item-id.ts';
import { PRO_LIMITS, PRO_MESSAGES, type ActivityResponse } from '../../shared/api/pro-catalog.ts';
import type {
  AnalysisListResponse,
  EvaluatorForm,
  RoiForm,
  SavedAnalysis,
} from '../../shared/api/pro.ts';
import { apiEvent, jsonBody } from '../support/events.ts';
import { grantPlan } from '../support/plans.ts';
import { randomIp, signedInUser } from '../support/users.ts';

const roi: RoiForm = {
  propertyPrice: '250000',
  downPayment: '50000',
  closingCosts: '7500',
  monthlyRent: '2200',
  otherIncome: '',
  monthlyExpenses: '600',
  propertyTaxes: '250',
  insurance: '100',
  hoa: '',
  loanAmount: '',
  interestRate: '7.5',
  loanTerm: '30',
  interestOnlyYears: '',
};

const evaluator: EvaluatorForm = {
  address: '9 Elm St',
  zip: '',
  propertyType: 'duplex',
  condition: 'fair',
  bedrooms: '4',
  bathrooms: '2',
  squareFeet: '1200',
  lotSize: '5000',
  yearBuilt: '1990',
  appreciationPct: '3',
};

function call(
  handler: typeof listAnalyses,
  cookie: string | undefined,
  method: string,
  tool: string,
  id?: string,
  body?: unknown,
) {
  const path = `/api/pro/analyses/${tool}${id ? `/${id}` : ''}`;
  return handler(
    apiEvent({
      method,
      path,
      pathParameters: id ? { tool, id } : { tool },
      cookies: cookie ? [cookie] : undefined,
      body,
      sourceIp: randomIp(),
    }),
  );
}

let pro: { cookie: string; userId: string };
let other: { cookie: string; userId: string };

beforeAll(async () => {
  const a = await signedInUser();
  await grantPlan(a.user.id, 'pro');
  pro = { cookie: a.cookie, userId: a.user.id };
  const b = await signedInUser();
  await grantPlan(b.user.id, 'elite', 'trialing');
  other = { cookie: b.cookie, userId: b.user.id };
});

describe('plan checks on the Pro routes', () => {
  it('a visitor gets 401 and a free user 403, in Spanish', async () => {
    const visitor = await call(listAnalyses, undefined, 'GET', 'roi');
    expect(visitor.statusCode).toBe(401);
    expect(jsonBody(visitor).message).toBe(MESSAGES.unauthenticated);

    const free = await signedInUser();
    const refused = await call(createAnalysis, free.cookie, 'POST', 'roi', undefined, {
      name: 'x',
      inputs: roi,
    });
    expect(refused.statusCode).toBe(403);
    expect(jsonBody(refused).message).toBe(MESSAGES.forbiddenPro);
    const activity = await listActivity(
      apiEvent({ path: '/api/pro/activity', cookies: [free.cookie] }),
    );
    expect(activity.statusCode).toBe(403);
  });

  it('a Pro plan that is no longer paid (past_due) is refused', async () => {
    const lapsed = await signedInUser();
    await grantPlan(lapsed.user.id, 'pro', 'past_due');
    expect((await call(listAnalyses, lapsed.cookie, 'GET', 'roi')).statusCode).toBe(403);
  });
});

describe('saved analyses', () => {
  it('save, list, reopen, update and delete an ROI analysis', async () => {
    const created = await call(createAnalysis, pro.cookie, 'POST', 'roi', undefined, {
      name: '  123 Main St  ',
      inputs: roi,
    });
    expect(created.statusCode).toBe(201);
    const saved = jsonBody<SavedAnalysis<'roi'>>(created);
    expect(saved.id).toMatch(ITEM_ID);
    expect(saved.name).toBe('123 Main St');
    expect(saved.inputs).toEqual(roi);

    const list = jsonBody<AnalysisListResponse>(await call(listAnalyses, pro.cookie, 'GET', 'roi'));
    expect(list.analyses.map((a) => a.id)).toContain(saved.id);

    const reopened = await call(getAnalysis, pro.cookie, 'GET', 'roi', saved.id);
    expect(reopened.statusCode).toBe(200);
    expect(jsonBody<SavedAnalysis>(reopened).inputs).toEqual(roi);

    const updated = await call(updateAnalysis, pro.cookie, 'PUT', 'roi', saved.id, {
      name: '123 Main St (renta 2,400)',
      inputs: { ...roi, monthlyRent: '2400' },
    });
    expect(updated.statusCode).toBe(200);
    const after = jsonBody<SavedAnalysis<'roi'>>(updated);
    expect(after.inputs.monthlyRent).toBe('2400');
    expect(after.createdAt).toBe(saved.createdAt);

    const removed = await call(deleteAnalysis, pro.cookie, 'DELETE', 'roi', saved.id);
    expect(removed.statusCode).toBe(200);
    const gone = await call(getAnalysis, pro.cookie, 'GET', 'roi', saved.id);
    expect(gone.statusCode).toBe(404);
    expect(jsonBody(gone).message).toBe(PRO_MESSAGES.analysisNotFound);
    expect((await call(deleteAnalysis, pro.cookie, 'DELETE', 'roi', saved.id)).statusCode).toBe(
      404,
    );
  });

  it('lists newest first and per tool', async () => {
    const first = jsonBody<SavedAnalysis>(
      await call(createAnalysis, other.cookie, 'POST', 'roi', undefined, {
        name: 'Primero',
        inputs: roi,
      }),
    );
    const second = jsonBody<SavedAnalysis>(
      await call(createAnalysis, other.cookie, 'POST', 'roi', undefined, {
        name: 'Segundo',
        inputs: roi,
      }),
    );
    const evaluation = await call(createAnalysis, other.cookie, 'POST', 'evaluator', undefined, {
      name: 'Casa',
      inputs: evaluator,
    });
    expect(evaluation.statusCode).toBe(201);
    const rois = jsonBody<AnalysisListResponse>(
      await call(listAnalyses, other.cookie, 'GET', 'roi'),
    ).analyses;
    expect(rois.map((a) => a.id)).toEqual([second.id, first.id]);
    const evaluations = jsonBody<AnalysisListResponse>(
      await call(listAnalyses, other.cookie, 'GET', 'evaluator'),
    );
    expect(evaluations.analyses.map((a) => a.name)).toEqual(['Casa']);
  });

  it("one user cannot read, change or delete another user's analysis", async () => {
    const mine = jsonBody<SavedAnalysis>(
      await call(createAnalysis, pro.cookie, 'POST', 'roi', undefined, {
        name: 'Privado',
        inputs: roi,
      }),
    );
    expect((await call(getAnalysis, other.cookie, 'GET', 'roi', mine.id)).statusCode).toBe(404);
    const change = await call(updateAnalysis, other.cookie, 'PUT', 'roi', mine.id, {
      name: 'x',
      inputs: roi,
    });
    expect(change.statusCode).toBe(404);
    expect((await call(deleteAnalysis, other.cookie, 'DELETE', 'roi', mine.id)).statusCode).toBe(
      404,
    );
    expect((await call(getAnalysis, pro.cookie, 'GET', 'roi', mine.id)).statusCode).toBe(200);
  });

  it('bad input answers a Spanish 4xx, never 500', async () => {
    const noName = await call(createAnalysis, pro.cookie, 'POST', 'roi', undefined, {
      name: '   ',
      inputs: roi,
    });
    expect(noName.statusCode).toBe(400);
    expect(jsonBody(noName).message).toBe(PRO_MESSAGES.analysisNameRequired);

    const longField = await call(createAnalysis, pro.cookie, 'POST', 'roi', undefined, {
      name: 'x',
      inputs: { ...roi, monthlyRent: '9'.repeat(41) },
    });
    expect(longField.statusCode).toBe(400);
    expect(jsonBody(longField).message).toBe(PRO_MESSAGES.textTooLong);

    const slider = await call(createAnalysis, pro.cookie, 'POST', 'scenarios', undefined, {
      name: 'x',
      inputs: {
        propertyPrice: '1',
        downPayment: '1',
        monthlyRent: '1',
        monthlyExpenses: '1',
        interestRate: 101,
        vacancyRate: 5,
        repairCosts: 2000,
        appreciation: 3,
        marketCondition: 'stable',
      },
    });
    expect(slider.statusCode).toBe(400);
    expect(jsonBody(slider).message).toBe(PRO_MESSAGES.invalidNumber);

    const unknownTool = await call(listAnalyses, pro.cookie, 'GET', 'flips');
    expect(unknownTool.statusCode).toBe(404);
    expect(jsonBody(unknownTool).message).toBe(PRO_MESSAGES.unknownTool);

    const badId = await call(getAnalysis, pro.cookie, 'GET', 'roi', '../../PROFILE');
    expect(badId.statusCode).toBe(404);

    const noBody = await call(createAnalysis, pro.cookie, 'POST', 'roi');
    expect(noBody.statusCode).toBe(400);
    expect(typeof jsonBody(noBody).message).toBe('string');
  });

  it('saving records the analysis in the recent activity, with a link that reopens it', async () => {
    const saved = jsonBody<SavedAnalysis>(
      await call(createAnalysis, pro.cookie, 'POST', 'roi', undefined, {
        name: 'Dúplex en Tampa',
        inputs: roi,
      }),
    );
    const res = await listActivity(apiEvent({ path: '/api/pro/activity', cookies: [pro.cookie] }));
    expect(res.statusCode).toBe(200);
    const { activity } = jsonBody<ActivityResponse>(res);
    expect(activity[0]).toMatchObject({
      kind: 'analysis',
      title: 'Análisis ROI: Dúplex en Tampa',
      href: `/calculadora-roi?analysis=${saved.id}`,
    });
  });
});

describe('at most 200 analyses per tool, also when saves race', () => {
  const stored = async (userId: string) => {
    const result = await db.query({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': 'ANALYSIS#roi#' },
      Select: 'COUNT',
      ConsistentRead: true,
    });
    return result.Count ?? 0;
  };
  const save = (cookie: string, name: string) =>
    call(createAnalysis, cookie, 'POST', 'roi', undefined, { name, inputs: roi });

  it('six saves at once with two places left: two saved, four refused with the message', async () => {
    const a = await signedInUser();
    await grantPlan(a.user.id, 'pro');
    // 198 analyses already there, written straight to the table (as if saved before the count
    // existed): the first save counts them.
    const limit = PRO_LIMITS.analysesPerTool;
    const items = Array.from({ length: limit - 2 }, (_, i) => {
      const id = `${String(1_700_000_000_000 + i)}-${i.toString(16).padStart(12, '0')}`;
      const at = new Date(1_700_000_000_000 + i).toISOString();
      return {
        pk: `USER#${a.user.id}`,
        sk: `ANALYSIS#roi#${id}`,
        id,
        tool: 'roi',
        name: `Casa ${i}`,
        inputsJson: JSON.stringify(roi),
        createdAt: at,
        updatedAt: at,
      };
    });
    for (let i = 0; i < items.length; i += 25) {
      await db.batchWrite({
        RequestItems: {
          [tableName]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })),
        },
      });
    }
    expect(await stored(a.user.id)).toBe(limit - 2);

    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => save(a.cookie, `Carrera ${i}`)),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, 201, 409, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(jsonBody(refused).message).toBe(PRO_MESSAGES.tooManyAnalyses);
    }
    expect(await stored(a.user.id)).toBe(limit);
    // The recent activity lists the two saves made and none refused: each line is written in the
    // transaction of the save it records.
    const activity = await db.query({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `USER#${a.user.id}`, ':prefix': 'ACTIVITY#' },
    });
    expect((activity.Items ?? []).map((line) => line.title).sort()).toEqual(
      codes
        .filter((code) => code === 201)
        .map(() => expect.stringMatching(/^Análisis ROI: Carrera \d$/)),
    );

    // Deleting one frees one place, and only one.
    const first = `ANALYSIS#roi#`.length;
    const oneId = items[0]!.sk.slice(first);
    expect((await call(deleteAnalysis, a.cookie, 'DELETE', 'roi', oneId)).statusCode).toBe(200);
    expect((await call(deleteAnalysis, a.cookie, 'DELETE', 'roi', oneId)).statusCode).toBe(404);
    const again = await Promise.all([save(a.cookie, 'Otra'), save(a.cookie, 'Otra más')]);
    expect(again.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await stored(a.user.id)).toBe(limit);
    // The other tools keep their own count.
    const evaluation = await call(createAnalysis, a.cookie, 'POST', 'evaluator', undefined, {
      name: 'Casa',
      inputs: evaluator,
    });
    expect(evaluation.statusCode).toBe(201);
  }, 60_000);

  it('deleting an analysis saved before the count existed seeds the count first', async () => {
    const a = await signedInUser();
    await grantPlan(a.user.id, 'pro');
    const id = '1700000000000-0000000000aa';
    const at = new Date(1_700_000_000_000).toISOString();
    await db.put({
      TableName: tableName,
      Item: {
        pk: `USER#${a.user.id}`,
        sk: `ANALYSIS#roi#${id}`,
        id,
        tool: 'roi',
        name: 'Vieja',
        inputsJson: JSON.stringify(roi),
        createdAt: at,
        updatedAt: at,
      },
    });
    // A missing one is a 404 that writes nothing, not even the count.
    const stranger = await call(
      deleteAnalysis,
      a.cookie,
      'DELETE',
      'roi',
      '1700000000000-0000000000bb',
    );
    expect(stranger.statusCode).toBe(404);
    const counter = () =>
      db.get({
        TableName: tableName,
        Key: { pk: `USER#${a.user.id}`, sk: 'COUNT#ANALYSIS#roi' },
        ConsistentRead: true,
      });
    expect((await counter()).Item).toBeUndefined();
    expect((await call(deleteAnalysis, a.cookie, 'DELETE', 'roi', id)).statusCode).toBe(200);
    expect((await counter()).Item?.count).toBe(0);
    expect(await stored(a.user.id)).toBe(0);
  });
});
