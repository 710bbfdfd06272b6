/**
 * The personalised portfolio analysis (Elite) on DynamoDB Local and the SES emulator: a member asks
 * for it, a consultant (a staff session: signed in, role granted by the ops code of
 * scripts/staff.ts, name set by `scripts/staff.ts name`) reads the member's portfolio, deal files
 * and latest ¿Califico?, takes it and delivers findings and recommendations; the member reads the
 * report, downloads its PDF and is emailed. Refusals: Elite only, staff only, Spanish 4xx, and a
 * refused write leaves nothing half written.
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as listAnalyses } from '../../functions/portfolio-analysis/handlers/list-portfolio-analyses.ts';
import { handler as analysisPdf } from '../../functions/portfolio-analysis/handlers/portfolio-analysis-pdf.ts';
import { handler as requestAnalysis } from '../../functions/portfolio-analysis/handlers/request-portfolio-analysis.ts';
import { handler as qualify } from '../../functions/qualify/handlers/qualify.ts';
import { handler as createDealFile } from '../../functions/deal-files/handlers/create-deal-file.ts';
import { handler as createProperty } from '../../functions/portfolio/handlers/create-property.ts';
import { handler as deliver } from '../../functions/staff/handlers/deliver-portfolio-analysis.ts';
import { handler as getAnalysis } from '../../functions/staff/handlers/get-portfolio-analysis.ts';
import { handler as staffQueue } from '../../functions/staff/handlers/list-portfolio-analyses.ts';
import { handler as take } from '../../functions/staff/handlers/take-portfolio-analysis.ts';
import { setStaffIdentity } from '../../functions/staff/roles.ts';
import { MESSAGES } from '../../shared/messages.ts';
import {
  ANALYSIS_MESSAGES as M,
  type AnalysesResponse,
  type AnalysisReportInput,
  type AnalysisResponse,
  type StaffAnalysisQueueResponse,
  type StaffAnalysisResponse,
} from '../../shared/api/portfolio-analysis.ts';
import { TEST_SES_URL } from '../setup/ports.ts';
import { apiEvent, jsonBody } from '../support/events.ts';
import { waitForEmail } from '../support/mail.ts';
import { pdfTextOf } from '../support/pdf-text.ts';
import { grantPlan } from '../support/plans.ts';
import { SAMPLE_DEAL, SAMPLE_PORTFOLIO } from '../support/sample-deal.ts';
import { scanTable } from '../support/table.ts';
import { signedInStaff, type Enrolled } from '../support/mfa.ts';
import { randomIp, signedInUser } from '../support/users.ts';
import { WORKED_EXAMPLE } from '../support/worked-example.ts';

type Lambda = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;
const call = (
  handler: Lambda,
  method: string,
  path: string,
  cookie: string | undefined,
  params: Record<string, string> = {},
  body?: unknown,
) =>
  handler(
    apiEvent({
      method,
      path,
      pathParameters: params,
      cookies: cookie ? [cookie] : undefined,
      body,
      sourceIp: randomIp(),
    }),
  );
const message = (result: APIGatewayProxyStructuredResultV2) =>
  jsonBody<{ message: string }>(result).message;

const GOALS =
  'Quiero comprar dos propiedades más en 2027 sin quedarme sin reservas, y saber cuál refinanciar.';
const ask = (cookie: string | undefined, body: unknown = { goals: GOALS }) =>
  call(requestAnalysis, 'POST', '/api/elite/portfolio-analyses', cookie, {}, body);
const mine = async (cookie: string) =>
  jsonBody<AnalysesResponse>(
    await call(listAnalyses, 'GET', '/api/elite/portfolio-analyses', cookie),
  ).analyses;
const workspacePath = (memberId: string, id: string) => ({
  path: `/api/staff/portfolio-analyses/${memberId}/${id}`,
  params: { memberId, id },
});

/** The items the feature writes, for one member (its partition and the queue). */
async function analysisItems(userId: string) {
  return (await scanTable()).filter(
    (i) =>
      (i.pk === `USER#${userId}` && String(i.sk).startsWith('PORTFOLIO_ANALYSIS')) ||
      (i.pk === 'PORTFOLIO_ANALYSES' && String(i.sk).endsWith(`#${userId}`)),
  );
}

let member: Awaited<ReturnType<typeof signedInUser>>;
let staff: Enrolled;
let other: Enrolled;
const propertyIds: string[] = [];

beforeAll(async () => {
  member = await signedInUser({ firstName: 'Carlos', lastName: 'Méndez' });
  await grantPlan(member.user.id, 'elite');
  // Two staff sessions: signed-in accounts given the role by the ops code.
  staff = await signedInStaff({ firstName: 'Marta', lastName: 'Ríos' });
  await setStaffIdentity(staff.account.email, 'Marta Ríos', 'Consultora de inversiones DSCR');
  other = await signedInStaff({ firstName: 'Jorge' });
});

describe('asking for the analysis', () => {
  it('is Elite only: visitors 401, free and Pro members 403 in Spanish', async () => {
    expect((await ask(undefined)).statusCode).toBe(401);
    const pro = await signedInUser();
    await grantPlan(pro.user.id, 'pro');
    for (const cookie of [pro.cookie, (await signedInUser()).cookie]) {
      const refused = await ask(cookie);
      expect(refused.statusCode).toBe(403);
      expect(message(refused)).toBe(MESSAGES.forbiddenElite);
    }
  });

  it('needs goals and a property, and writes nothing when refused', async () => {
    for (const [body, text] of [
      [{}, M.goalsShort],
      [{ goals: 'corto' }, M.goalsShort],
      [{ goals: 'x'.repeat(2001) }, M.goalsLong],
      [[1], MESSAGES.invalidInput],
    ] as const) {
      const refused = await ask(member.cookie, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(message(refused)).toBe(text);
    }
    const empty = await ask(member.cookie);
    expect(empty.statusCode).toBe(400);
    expect(message(empty)).toBe(M.noProperties);
    expect(await analysisItems(member.user.id)).toEqual([]);
  });

  it('one open request at a time, even when asked twice at once; team and member emailed', async () => {
    for (const property of SAMPLE_PORTFOLIO.slice(0, 2)) {
      const created = await call(
        createProperty,
        'POST',
        '/api/portfolio/properties',
        member.cookie,
        {},
        property,
      );
      expect(created.statusCode).toBe(201);
      propertyIds.push(jsonBody<{ id: string }>(created).id);
    }
    expect(
      (await call(createDealFile, 'POST', '/api/deal-files', member.cookie, {}, SAMPLE_DEAL))
        .statusCode,
    ).toBe(201);
    expect(
      (await call(qualify, 'POST', '/api/qualify', member.cookie, {}, WORKED_EXAMPLE)).statusCode,
    ).toBe(200);

    const answers = await Promise.all([ask(member.cookie), ask(member.cookie), ask(member.cookie)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    expect(message(answers.find((a) => a.statusCode === 409)!)).toBe(M.open);
    const [analysis] = await mine(member.cookie);
    expect(analysis).toMatchObject({
      status: 'solicitado',
      goals: GOALS,
      consultant: null,
      report: null,
    });
    // One request, its open marker and its queue entry: nothing of the refused ones.
    expect((await analysisItems(member.user.id)).length).toBe(3);
    const team = await waitForEmail(TEST_SES_URL, 'consultoria@inversorlisto.com', {
      subject: /Nuevo análisis de portafolio: Carlos Méndez/,
    });
    expect(team.body.text).toContain('2 propiedades');
    await waitForEmail(TEST_SES_URL, member.account.email, {
      subject: /Recibimos tu solicitud de análisis/,
    });
  });
});

describe('the consultant', () => {
  let id = '';
  const report = (): AnalysisReportInput => ({
    summary:
      'Tu portafolio genera flujo positivo y tiene patrimonio suficiente para financiar la próxima compra.',
    properties: propertyIds.map((propertyId, i) => ({
      propertyId,
      findings: `Hallazgos de la propiedad ${i + 1}: la renta cubre el PITIA con margen.`,
      recommendations: `Recomendación de la propiedad ${i + 1}: subir la renta al vencer el contrato.`,
    })),
    recommendations: [
      { priority: 'alta', text: 'Refinancia la casa de Tampa cuando la tasa baje de 6 %.' },
      { priority: 'media', text: 'Mantén seis meses de PITIA en reservas antes de comprar.' },
    ],
  });

  it('only staff see the queue and the member data', async () => {
    const listed = jsonBody<StaffAnalysisQueueResponse>(
      await call(staffQueue, 'GET', '/api/staff/portfolio-analyses', staff.cookie),
    ).requests.find((r) => r.memberId === member.user.id);
    expect(listed).toMatchObject({
      memberName: 'Carlos Méndez',
      status: 'solicitado',
      mine: false,
    });
    id = listed!.id;
    const { path, params } = workspacePath(member.user.id, id);
    for (const [handler, method, where, body] of [
      [staffQueue, 'GET', '/api/staff/portfolio-analyses', undefined],
      [getAnalysis, 'GET', path, undefined],
      [take, 'POST', `${path}/take`, undefined],
      [deliver, 'PUT', `${path}/report`, report()],
    ] as const) {
      const refused = await call(handler, method, where, member.cookie, params, body);
      expect(refused.statusCode, where).toBe(403);
      expect(message(refused)).toBe(MESSAGES.forbiddenStaff);
    }
    const workspace = jsonBody<StaffAnalysisResponse>(
      await call(getAnalysis, 'GET', path, staff.cookie, params),
    );
    expect(workspace.member).toEqual({ name: 'Carlos Méndez', email: member.account.email });
    expect(workspace.portfolio.properties.map((p) => p.name)).toEqual(
      SAMPLE_PORTFOLIO.slice(0, 2).map((p) => p.name),
    );
    expect(workspace.dealFiles.map((d) => d.inputs.name)).toEqual([SAMPLE_DEAL.name]);
    expect(workspace.qualification?.deal.price).toBe(WORKED_EXAMPLE.deal.price);
    const missing = await call(getAnalysis, 'GET', path, staff.cookie, {
      memberId: member.user.id,
      id: '1700000000000-0123456789ab',
    });
    expect(missing.statusCode).toBe(404);
    expect(message(missing)).toBe(M.notFound);
  });

  it('takes it: the member sees the name; another consultant cannot deliver it', async () => {
    const { path, params } = workspacePath(member.user.id, id);
    const taken = await call(take, 'POST', `${path}/take`, staff.cookie, params);
    expect(taken.statusCode).toBe(200);
    expect(jsonBody<StaffAnalysisResponse>(taken)).toMatchObject({
      mine: true,
      analysis: { status: 'en-preparacion', consultant: { name: 'Marta Ríos' } },
    });
    expect((await mine(member.cookie))[0]).toMatchObject({
      status: 'en-preparacion',
      consultant: { name: 'Marta Ríos', title: 'Consultora de inversiones DSCR' },
    });
    const refused = await call(deliver, 'PUT', `${path}/report`, other.cookie, params, report());
    expect(refused.statusCode).toBe(409);
    expect(message(refused)).toBe(M.takenByOther);
    // Not delivered yet: no PDF.
    const early = await call(
      analysisPdf,
      'GET',
      `/api/elite/portfolio-analyses/${id}/pdf`,
      member.cookie,
      { id },
    );
    expect(early.statusCode).toBe(404);
    expect(message(early)).toBe(M.notDelivered);
  });

  it('refuses a report that does not cover each property once, in Spanish, writing nothing', async () => {
    const { path, params } = workspacePath(member.user.id, id);
    const before = await analysisItems(member.user.id);
    const full = report();
    for (const [body, text] of [
      [{ ...full, properties: full.properties.slice(0, 1) }, M.propertiesMismatch],
      [{ ...full, properties: [full.properties[0], full.properties[0]] }, M.propertiesMismatch],
      [
        {
          ...full,
          properties: [{ ...full.properties[0]!, propertyId: 'otra' }, full.properties[1]],
        },
        M.propertiesMismatch,
      ],
      [{ ...full, summary: 'corto' }, M.summaryShort],
      [{ ...full, recommendations: [] }, M.recommendationsEmpty],
      [
        { ...full, recommendations: [{ priority: 'urgente', text: 'Una recomendación.' }] },
        M.priority,
      ],
      [
        { ...full, properties: [{ ...full.properties[0]!, findings: 'poco' }, full.properties[1]] },
        M.findingsShort,
      ],
    ] as const) {
      const refused = await call(deliver, 'PUT', `${path}/report`, staff.cookie, params, body);
      expect(refused.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(message(refused)).toBe(text);
    }
    expect(await analysisItems(member.user.id)).toEqual(before);
  });

  it('delivers: the member reads it, downloads the signed PDF and is emailed; it leaves the queue', async () => {
    const { path, params } = workspacePath(member.user.id, id);
    const delivered = await call(deliver, 'PUT', `${path}/report`, staff.cookie, params, report());
    expect(delivered.statusCode).toBe(200);
    expect(jsonBody<AnalysisResponse>(delivered).message).toBe(M.delivered);
    const [analysis] = await mine(member.cookie);
    expect(analysis!.status).toBe('entregado');
    expect(analysis!.report!.properties.map((p) => [p.name, p.currentValue])).toEqual(
      SAMPLE_PORTFOLIO.slice(0, 2).map((p) => [p.name, p.currentValue]),
    );
    expect(analysis!.report!.recommendations[0]).toEqual(report().recommendations[0]);

    const pdf = await call(
      analysisPdf,
      'GET',
      `/api/elite/portfolio-analyses/${id}/pdf`,
      member.cookie,
      { id },
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers?.['content-type']).toBe('application/pdf');
    const text = await pdfTextOf(Buffer.from(pdf.body!, 'base64'));
    expect(text).toContain('Preparado por Marta Ríos, Consultora de inversiones DSCR');
    expect(text).toContain('Para Carlos Méndez');
    expect(text).toMatch(/Fecha: \d{1,2} de [a-z]+ de \d{4}/);
    expect(text).toContain('Casa en Tampa');
    expect(text).toContain('subir la renta al vencer el contrato');
    expect(text).toContain('Refinancia la casa de Tampa');

    const email = await waitForEmail(TEST_SES_URL, member.account.email, {
      subject: /Tu análisis de portafolio está listo \(por Marta Ríos\)/,
    });
    expect(email.body.text).toContain(`/portafolio/analisis/${id}`);

    const queue = jsonBody<StaffAnalysisQueueResponse>(
      await call(staffQueue, 'GET', '/api/staff/portfolio-analyses', staff.cookie),
    ).requests;
    expect(queue.map((r) => r.id)).not.toContain(id);
    // Delivered: it cannot be taken or written again; a new request may be made.
    const again = await call(take, 'POST', `${path}/take`, other.cookie, params);
    expect(again.statusCode).toBe(409);
    expect(message(again)).toBe(M.alreadyDelivered);
    expect((await ask(member.cookie)).statusCode).toBe(201);
    // Another member cannot read this one's PDF.
    const stranger = await signedInUser();
    await grantPlan(stranger.user.id, 'elite');
    const theirs = await call(
      analysisPdf,
      'GET',
      `/api/elite/portfolio-analyses/${id}/pdf`,
      stranger.cookie,
      { id },
    );
    expect(theirs.statusCode).toBe(404);
  });
});
