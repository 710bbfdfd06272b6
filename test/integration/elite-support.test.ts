import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as createTicket } from '../../functions/handlers/elite/create-ticket.ts';
import { handler as listTickets } from '../../functions/handlers/elite/list-tickets.ts';
import { setTicketStatus, ticketQueue } from '../../functions/elite/tickets.ts';
import { ROUTES } from '../../functions/routes.ts';
import { MESSAGES } from '../../shared/messages.ts';
import {
  ELITE_MESSAGES,
  type TicketResponse,
  type TicketsResponse,
} from '../../shared/api/elite.ts';
import { TEST_SES_URL } from '../setup/ports.ts';
import { apiEvent, jsonBody } from '../support/events.ts';
import { emailsTo, waitForEmail } from '../support/mail.ts';
import { grantPlan } from '../support/plans.ts';
import { scanTable } from '../support/table.ts';
import { randomIp, signedInUser } from '../support/users.ts';

type Lambda = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;

const ELITE_ROUTES = ROUTES.filter((r) => r.path.startsWith('/api/elite/'));

describe('every Elite route', () => {
  it('is in the route table with access elite', () => {
    expect(ELITE_ROUTES.length).toBeGreaterThanOrEqual(13);
    for (const r of ELITE_ROUTES) expect(r.access, `${r.method} ${r.path}`).toBe('elite');
  });

  it('refuses visitors (401), free and Pro users, and lapsed Elite members (403)', async () => {
    const free = await signedInUser();
    const pro = await signedInUser();
    await grantPlan(pro.user.id, 'pro');
    const lapsed = await signedInUser();
    await grantPlan(lapsed.user.id, 'elite', 'canceled');
    for (const r of ELITE_ROUTES) {
      const mod = (await import(pathToFileURL(path.resolve('functions', r.entry)).href)) as {
        handler: Lambda;
      };
      const concrete = r.path.replace(/\{(\w+)\}/g, 'x');
      const event = (cookie?: string) =>
        apiEvent({
          method: r.method,
          path: concrete,
          pathParameters: Object.fromEntries(
            [...r.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1]!, 'x']),
          ),
          body: r.method === 'GET' ? undefined : {},
          cookies: cookie ? [cookie] : undefined,
          sourceIp: randomIp(),
        });
      const key = `${r.method} ${r.path}`;
      expect((await mod.handler(event())).statusCode, key).toBe(401);
      for (const user of [free, pro, lapsed]) {
        const result = await mod.handler(event(user.cookie));
        expect(result.statusCode, key).toBe(403);
        expect(jsonBody<{ message: string }>(result).message).toBe(MESSAGES.forbiddenElite);
      }
    }
  });
});

function post(cookie: string, body: unknown) {
  return createTicket(
    apiEvent({
      method: 'POST',
      path: '/api/elite/tickets',
      body,
      cookies: [cookie],
      sourceIp: randomIp(),
    }),
  );
}
async function history(cookie: string) {
  const result = await listTickets(apiEvent({ path: '/api/elite/tickets', cookies: [cookie] }));
  expect(result.statusCode).toBe(200);
  return jsonBody<TicketsResponse>(result).tickets;
}

const ticket = (overrides: Record<string, unknown> = {}) => ({
  subject: 'No puedo exportar el reporte para el prestamista',
  category: 'tools',
  description: 'Al generar el reporte profesional para mi préstamo DSCR el archivo sale vacío.',
  priority: 'alta',
  method: 'email',
  ...overrides,
});

describe('Elite priority support tickets', () => {
  let ana: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    ana = await signedInUser();
    await grantPlan(ana.user.id, 'elite');
  });

  it('starts with an empty history', async () => {
    expect(await history(ana.cookie)).toEqual([]);
  });

  it('opens a ticket, stores it for the member, emails support and a receipt', async () => {
    const before = Date.now();
    const result = await post(ana.cookie, ticket());
    expect(result.statusCode).toBe(201);
    const { ticket: created, message } = jsonBody<TicketResponse>(result);
    expect(message).toBe(ELITE_MESSAGES.ticketCreated);
    expect(created).toMatchObject({
      subject: 'No puedo exportar el reporte para el prestamista',
      category: 'tools',
      priority: 'alta',
      method: 'email',
      phone: null,
      status: 'abierto',
    });
    expect(created.id).toMatch(/^IL-\d{6}-[A-Z2-9]{4}$/);
    // Alta: an answer within 2 hours.
    const due = new Date(created.respondBy).getTime() - new Date(created.createdAt).getTime();
    expect(due).toBe(2 * 3600_000);
    expect(new Date(created.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000);

    expect(await history(ana.cookie)).toEqual([created]);

    const team = await waitForEmail(TEST_SES_URL, 'soporte@inversorlisto.com', {
      subject: new RegExp(created.id),
    });
    expect(team.subject).toBe(
      `[Alta] ${created.id}: No puedo exportar el reporte para el prestamista`,
    );
    expect(team.body.text).toContain(ana.account.email);
    expect(team.body.text).toContain('el archivo sale vacío');
    const receipt = await waitForEmail(TEST_SES_URL, ana.account.email, {
      subject: /Recibimos tu solicitud/,
    });
    expect(receipt.body.text).toContain(created.id);
    expect(receipt.body.text).toContain('respuesta en menos de 2 h');
  });

  it('lists tickets newest first with the status the support team sets', async () => {
    const urgent = jsonBody<TicketResponse>(
      await post(
        ana.cookie,
        ticket({
          subject: 'Cierre mañana: el prestamista pide otra carta',
          priority: 'urgente',
          method: 'phone',
          phone: '+1 (786) 555-0199',
          category: 'financing',
        }),
      ),
    ).ticket;
    expect(urgent.phone).toBe('+1 (786) 555-0199');
    const tickets = await history(ana.cookie);
    expect(tickets[0]!.id).toBe(urgent.id);
    expect(tickets).toHaveLength(2);

    expect((await ticketQueue('abierto')).map((t) => t.sk)).toContain(urgent.id);
    const moved = await setTicketStatus(urgent.id, 'en-progreso');
    expect(moved?.userId).toBe(ana.user.id);
    expect((await history(ana.cookie))[0]).toMatchObject({ id: urgent.id, status: 'en-progreso' });
    await setTicketStatus(urgent.id, 'resuelto');
    expect((await history(ana.cookie))[0]!.status).toBe('resuelto');
    expect((await ticketQueue('resuelto')).map((t) => t.sk)).toContain(urgent.id);
    expect(await setTicketStatus('IL-000000-XXXX', 'resuelto')).toBeUndefined();
  });

  it("keeps each member's tickets to themselves", async () => {
    const luis = await signedInUser();
    await grantPlan(luis.user.id, 'elite');
    expect(await history(luis.cookie)).toEqual([]);
  });

  it('validates with Spanish messages and writes nothing', async () => {
    const carla = await signedInUser();
    await grantPlan(carla.user.id, 'elite');
    const cases: [unknown, string][] = [
      [ticket({ subject: '' }), ELITE_MESSAGES.subjectShort],
      [ticket({ subject: 'x'.repeat(121) }), ELITE_MESSAGES.subjectLong],
      // It becomes the Subject of two emails: no header injection (issue 12 §8).
      [ticket({ subject: 'Ayuda\r\nBcc: evil@x.example' }), ELITE_MESSAGES.subjectOneLine],
      [ticket({ subject: 'Ayuda\nurgente por favor' }), ELITE_MESSAGES.subjectOneLine],
      [ticket({ subject: 'Ayuda\u2028urgente por favor' }), ELITE_MESSAGES.subjectOneLine],
      [ticket({ category: 'otra' }), ELITE_MESSAGES.categoryRequired],
      [ticket({ description: 'muy corto' }), ELITE_MESSAGES.descriptionShort],
      [ticket({ priority: 'maxima' }), ELITE_MESSAGES.priorityRequired],
      [ticket({ method: 'fax' }), ELITE_MESSAGES.methodRequired],
      [ticket({ method: 'chat' }), ELITE_MESSAGES.phoneRequired],
      [ticket({ method: 'phone', phone: 'llámame' }), ELITE_MESSAGES.phoneInvalid],
      [{}, ELITE_MESSAGES.subjectShort],
      [[1, 2], MESSAGES.invalidInput],
    ];
    for (const [body, message] of cases) {
      const result = await post(carla.cookie, body);
      expect(result.statusCode, JSON.stringify(body)).toBe(400);
      expect(jsonBody<{ message: string }>(result).message).toBe(message);
    }
    const items = await scanTable();
    expect(
      items.filter((i) => i.pk === `USER#${carla.user.id}` && String(i.sk).startsWith('TICKET#')),
    ).toEqual([]);
    expect(items.filter((i) => i.pk === 'TICKETS' && i.userId === carla.user.id)).toEqual([]);
    const sent = await emailsTo(TEST_SES_URL, carla.account.email);
    expect(sent.filter((e) => /solicitud/i.test(e.subject))).toEqual([]);
  });
});
