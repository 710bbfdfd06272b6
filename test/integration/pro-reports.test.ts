import { beforeAll, describe, expect, it } from 'vitest';
import { handler as createReport } from '../../functions/pro/handlers/create-report.ts';
import { handler as getReport } from '../../functions/pro/handlers/get-report.ts';
import { handler as listActivity } from '../../functions/pro/handlers/list-activity.ts';
import { handler as listReports } from '../../functions/pro/handlers/list-reports.ts';
import { handler as listTemplates } from '../../functions/pro/handlers/list-templates.ts';
import { handler as saveTemplate } from '../../functions/pro/handlers/save-template.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { ITEM_ID } from '../../shared/api/item-id.ts';
import {
  PRO_MESSAGES,
  type ActivityResponse,
  type ReportInput,
  type ReportListResponse,
  type ReportRecord,
} from '../../shared/api/pro-catalog.ts';
import type { TemplateListResponse } from '../../shared/api/pro.ts';
import { apiEvent, jsonBody } from '../support/events.ts';
import { grantPlan } from '../support/plans.ts';
import { randomIp, signedInUser } from '../support/users.ts';

const report: ReportInput = {
  reportType: 'lender-presentation',
  clientName: 'Banco del Sur',
  propertyAddress: '123 Main St, Houston, TX 77002',
  investmentAmount: 64000,
  reportPurpose: 'loan-application',
  additionalNotes: '',
  propertyPrice: 320000,
  downPayment: 64000,
  monthlyRent: 2800,
  monthlyExpenses: 750,
  propertyTaxes: 300,
  insurance: 110,
  hoa: 0,
  interestRate: 7.25,
  loanTerm: 30,
};

const post = (cookie: string, body: unknown) =>
  createReport(
    apiEvent({
      method: 'POST',
      path: '/api/pro/reports',
      cookies: [cookie],
      body,
      sourceIp: randomIp(),
    }),
  );
const getOne = (cookie: string, id: string) =>
  getReport(
    apiEvent({ path: `/api/pro/reports/${id}`, pathParameters: { id }, cookies: [cookie] }),
  );
const putTemplate = (cookie: string, reportType: string, body: unknown) =>
  saveTemplate(
    apiEvent({
      method: 'PUT',
      path: `/api/pro/templates/${reportType}`,
      pathParameters: { reportType },
      cookies: [cookie],
      body,
      sourceIp: randomIp(),
    }),
  );

let cookie: string;
let otherCookie: string;

beforeAll(async () => {
  const a = await signedInUser();
  await grantPlan(a.user.id, 'pro');
  cookie = a.cookie;
  const b = await signedInUser();
  await grantPlan(b.user.id, 'pro', 'trialing');
  otherCookie = b.cookie;
});

describe('report validation reports the first problem in a fixed order', () => {
  it('type, address, price, down payment, rent — each message only once the earlier ones pass', async () => {
    const steps: [Record<string, unknown>, string][] = [
      [
        { reportType: '', propertyAddress: '', propertyPrice: 0, downPayment: 0, monthlyRent: 0 },
        PRO_MESSAGES.reportTypeRequired,
      ],
      [{ reportType: 'flip-report' }, PRO_MESSAGES.reportTypeRequired],
      [
        { propertyAddress: '   ', propertyPrice: 0, downPayment: 0, monthlyRent: 0 },
        PRO_MESSAGES.addressRequired,
      ],
      [{ propertyPrice: 0, downPayment: 0, monthlyRent: 0 }, PRO_MESSAGES.priceRequired],
      [{ downPayment: 0, monthlyRent: 0 }, PRO_MESSAGES.downPaymentRequired],
      [{ monthlyRent: 0 }, PRO_MESSAGES.rentRequired],
      [{ propertyTaxes: 500, insurance: 300 }, PRO_MESSAGES.escrowsOverExpenses],
    ];
    for (const [change, message] of steps) {
      const res = await post(cookie, { ...report, ...change });
      expect(res.statusCode, message).toBe(400);
      expect(jsonBody(res).message).toBe(message);
    }
  });

  it('wrong types and oversized text answer a Spanish 400', async () => {
    const text = await post(cookie, { ...report, propertyPrice: '320000' });
    expect(text.statusCode).toBe(400);
    expect(jsonBody(text).message).toBe(PRO_MESSAGES.invalidNumber);
    const huge = await post(cookie, { ...report, additionalNotes: 'x'.repeat(2001) });
    expect(huge.statusCode).toBe(400);
    expect(jsonBody(huge).message).toBe(PRO_MESSAGES.textTooLong);
    const term = await post(cookie, { ...report, loanTerm: 0 });
    expect(term.statusCode).toBe(400);
  });

  it('a free user cannot record reports', async () => {
    const free = await signedInUser();
    const res = await post(free.cookie, report);
    expect(res.statusCode).toBe(403);
    expect(jsonBody(res).message).toBe(MESSAGES.forbiddenPro);
  });
});

describe('reports history', () => {
  it('records a report, lists it newest first and returns it again by id', async () => {
    const first = await post(cookie, report);
    expect(first.statusCode).toBe(201);
    const a = jsonBody<ReportRecord>(first);
    expect(a.id).toMatch(ITEM_ID);
    expect(new Date(a.createdAt).toISOString()).toBe(a.createdAt);
    expect(a).toMatchObject({ kind: 'deal', input: report });

    const b = jsonBody<ReportRecord>(
      await post(cookie, { ...report, propertyAddress: '9 Elm St, Tampa, FL' }),
    );
    const list = jsonBody<ReportListResponse>(
      await listReports(apiEvent({ path: '/api/pro/reports', cookies: [cookie] })),
    ).reports;
    expect(list.map((r) => r.id)).toEqual([b.id, a.id]);

    const again = await getOne(cookie, a.id);
    expect(again.statusCode).toBe(200);
    expect(jsonBody<ReportRecord>(again)).toEqual(a);

    expect((await getOne(otherCookie, a.id)).statusCode).toBe(404);
    const missing = await getOne(cookie, '1700000000000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(jsonBody(missing).message).toBe(PRO_MESSAGES.reportNotFound);
    expect((await getOne(cookie, 'REPORT#x')).statusCode).toBe(404);

    const { activity } = jsonBody<ActivityResponse>(
      await listActivity(apiEvent({ path: '/api/pro/activity', cookies: [cookie] })),
    );
    expect(activity[0]).toMatchObject({
      kind: 'report',
      title: 'Reporte: 9 Elm St, Tampa, FL',
      href: `/reportes-profesionales?report=${b.id}`,
    });
  });
});

describe('report templates, one per report type', () => {
  it('needs a known report type', async () => {
    const res = await putTemplate(cookie, 'cualquiera', {
      clientName: '',
      reportPurpose: '',
      additionalNotes: '',
    });
    expect(res.statusCode).toBe(400);
    expect(jsonBody(res).message).toBe(PRO_MESSAGES.templateTypeRequired);
  });

  it('saves, replaces and lists templates per type', async () => {
    const saved = await putTemplate(cookie, 'partner-proposal', {
      clientName: 'Socios LLC',
      reportPurpose: 'partnership-proposal',
      additionalNotes: 'Reparto 50/50',
    });
    expect(saved.statusCode).toBe(200);
    expect(jsonBody(saved).message).toBe(PRO_MESSAGES.templateSaved);
    await putTemplate(cookie, 'partner-proposal', {
      clientName: 'Socios Unidos LLC',
      reportPurpose: 'partnership-proposal',
      additionalNotes: '',
    });
    await putTemplate(cookie, 'lender-presentation', {
      clientName: 'Banco del Sur',
      reportPurpose: 'loan-application',
      additionalNotes: '',
    });
    const { templates } = jsonBody<TemplateListResponse>(
      await listTemplates(apiEvent({ path: '/api/pro/templates', cookies: [cookie] })),
    );
    expect(templates).toHaveLength(2);
    const partner = templates.find((t) => t.reportType === 'partner-proposal')!;
    expect(partner.clientName).toBe('Socios Unidos LLC');
    expect(partner.additionalNotes).toBe('');
    expect(new Date(partner.savedDate).toISOString()).toBe(partner.savedDate);

    const others = jsonBody<TemplateListResponse>(
      await listTemplates(apiEvent({ path: '/api/pro/templates', cookies: [otherCookie] })),
    );
    expect(others.templates).toEqual([]);

    const badPurpose = await putTemplate(cookie, 'due-diligence', {
      clientName: '',
      reportPurpose: 'vacaciones',
      additionalNotes: '',
    });
    expect(badPurpose.statusCode).toBe(400);
  });
});
