import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as createTicket } from '../../functions/elite/handlers/create-ticket.ts';
import { handler as listTickets } from '../../functions/elite/handlers/list-tickets.ts';
import { handler as supportChannels } from '../../functions/elite/handlers/support-channels.ts';
import { setWhatsappUrl } from '../../functions/elite/support-channels.ts';
import { handler as staffTickets } from '../../functions/staff/handlers/list-tickets.ts';
import { handler as replyTicket } from '../../functions/staff/handlers/reply-ticket.ts';
import {
  migrateLegacyTicketQueue,
  proRespondBy,
  setTicketStatus,
  ticketQueue,
} from '../../functions/elite/tickets.ts';
import { db, tableName } from '../../functions/commons/db.ts';
import { keys } from '../../functions/commons/keys.ts';
import { ROUTES } from '../../functions/routes.ts';
import { MESSAGES } from '../../shared/messages.ts';
import {
  ELITE_MESSAGES,
  type StaffTicketsResponse,
  type SupportChannelsResponse,
  type TicketResponse,
  type TicketsResponse,
} from '../../shared/api/elite.ts';
import { TEST_SES_URL } from '../setup/ports.ts';
import { signedInStaff } from '../support/mfa.ts';
import { apiEvent, jsonBody } from '../support/events.ts';
import { emailsTo, waitForEmail } from '../support/mail.ts';
import { grantPlan } from '../support/plans.ts';
import { scanTable } from '../support/table.ts';
import { randomIp, signedInUser } from '../support/users.ts';

type Lambda = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;

// The support tickets are Pro's too (Pro's priority email support); every other Elite route is
// Elite's only.
const TICKET_PATH = '/api/elite/tickets';
const ELITE_ROUTES = ROUTES.filter(
  (r) => r.path.startsWith('/api/elite/') && r.path !== TICKET_PATH,
);

describe('every Elite route', () => {
  it('is in the route table with access elite, the tickets with access pro', () => {
    expect(ELITE_ROUTES.length).toBeGreaterThanOrEqual(11);
    expect(ROUTES.filter((r) => r.path === TICKET_PATH).map((r) => r.access)).toEqual([
      'pro',
      'pro',
    ]);
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

/** A page of the staff queue (GET /api/staff/tickets?…). */
async function staffPage(cookie: string, query = '') {
  const result = await staffTickets(
    apiEvent({ path: '/api/staff/tickets', query, cookies: [cookie] }),
  );
  expect(result.statusCode, jsonBody<{ message?: string }>(result).message).toBe(200);
  return jsonBody<StaffTicketsResponse>(result);
}

/** The whole staff queue, page after page as the console asks for it. */
async function wholeStaffQueue(cookie: string) {
  const tickets: StaffTicketsResponse['tickets'] = [];
  let next: string | null = null;
  do {
    const page = await staffPage(cookie, next ? `cursor=${encodeURIComponent(next)}` : '');
    tickets.push(...page.tickets);
    next = page.next;
  } while (next);
  return tickets;
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

    expect((await ticketQueue('abierto')).map((t) => t.id)).toContain(urgent.id);
    const moved = await setTicketStatus(urgent.id, 'en-progreso');
    expect(moved?.userId).toBe(ana.user.id);
    expect((await history(ana.cookie))[0]).toMatchObject({ id: urgent.id, status: 'en-progreso' });
    await setTicketStatus(urgent.id, 'resuelto');
    expect((await history(ana.cookie))[0]!.status).toBe('resuelto');
    expect((await ticketQueue('resuelto')).map((t) => t.id)).toContain(urgent.id);
    expect((await ticketQueue('abierto')).map((t) => t.id)).not.toContain(urgent.id);
    // Reopened by ops: back in the open queue, out of the month's resolved ones.
    await setTicketStatus(urgent.id, 'abierto');
    expect((await ticketQueue()).map((t) => t.id)).toContain(urgent.id);
    expect((await ticketQueue('resuelto')).map((t) => t.id)).not.toContain(urgent.id);
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
      // It becomes the Subject of two emails: no header injection.
      [ticket({ subject: 'Ayuda\r\nBcc: evil@x.example' }), ELITE_MESSAGES.subjectOneLine],
      [ticket({ subject: 'Ayuda\nurgente por favor' }), ELITE_MESSAGES.subjectOneLine],
      [ticket({ subject: 'Ayuda\u2028urgente por favor' }), ELITE_MESSAGES.subjectOneLine],
      [ticket({ category: 'otra' }), ELITE_MESSAGES.categoryRequired],
      [ticket({ description: 'muy corto' }), ELITE_MESSAGES.descriptionShort],
      [ticket({ priority: 'maxima' }), ELITE_MESSAGES.priorityRequired],
      [ticket({ method: 'fax' }), ELITE_MESSAGES.methodRequired],
      [ticket({ method: 'phone' }), ELITE_MESSAGES.phoneRequired],
      // WhatsApp is a link ops configure, not a ticket method.
      [ticket({ method: 'chat', phone: '(305) 555-0123' }), ELITE_MESSAGES.methodRequired],
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
    expect(
      items.filter((i) => String(i.pk).startsWith('TICKET') && i.userId === carla.user.id),
    ).toEqual([]);
    const sent = await emailsTo(TEST_SES_URL, carla.account.email);
    expect(sent.filter((e) => /solicitud/i.test(e.subject))).toEqual([]);
  });
});

describe('Pro priority email support', () => {
  it('puts the Pro target at 6:00 PM New York on the next business day', () => {
    // Tuesday 10:00 New York (EST) → Wednesday 18:00 EST = 23:00Z.
    expect(proRespondBy(new Date('2026-11-24T15:00:00Z')).toISOString()).toBe(
      '2026-11-25T23:00:00.000Z',
    );
    // Friday 23:30 New York → Monday 18:00.
    expect(proRespondBy(new Date('2026-11-28T04:30:00Z')).toISOString()).toBe(
      '2026-11-30T23:00:00.000Z',
    );
    // Saturday in summer (EDT) → Monday 18:00 EDT = 22:00Z.
    expect(proRespondBy(new Date('2026-07-11T16:00:00Z')).toISOString()).toBe(
      '2026-07-13T22:00:00.000Z',
    );
  });

  it('lets a Pro member open an email ticket that staff answer, by email and on the page', async () => {
    const pablo = await signedInUser();
    await grantPlan(pablo.user.id, 'pro', 'trialing');
    const result = await post(pablo.cookie, ticket({ priority: 'urgente' }));
    expect(result.statusCode).toBe(201);
    const { ticket: created, message } = jsonBody<TicketResponse>(result);
    expect(message).toBe(ELITE_MESSAGES.ticketCreatedPro);
    // Pro's target does not depend on the priority asked for.
    expect(created).toMatchObject({
      tier: 'pro',
      priority: 'normal',
      status: 'abierto',
      replies: [],
    });
    expect(created.respondBy).toBe(proRespondBy(new Date(created.createdAt)).toISOString());
    const team = await waitForEmail(TEST_SES_URL, 'soporte@inversorlisto.com', {
      subject: new RegExp(created.id),
    });
    expect(team.subject).toBe(`[Pro] ${created.id}: ${created.subject}`);
    expect(team.body.text).toContain('Miembro Pro');
    const receipt = await waitForEmail(TEST_SES_URL, pablo.account.email, {
      subject: /Recibimos tu solicitud/,
    });
    expect(receipt.body.text).toContain('hora del Este');

    // Chat and phone are Elite's.
    const chat = await post(pablo.cookie, ticket({ method: 'phone', phone: '(305) 555-0123' }));
    expect(chat.statusCode).toBe(400);
    expect(jsonBody<{ message: string }>(chat).message).toBe(ELITE_MESSAGES.proEmailOnly);

    // Staff see it in the queue and answer.
    const staff = await signedInStaff();
    const queued = (await wholeStaffQueue(staff.cookie)).find((t) => t.id === created.id);
    expect(queued).toMatchObject({
      memberName: `${pablo.account.firstName} ${pablo.account.lastName}`,
      tier: 'pro',
      description: created.description,
    });
    // Members (even Elite) cannot read the queue nor answer.
    expect(
      (await staffTickets(apiEvent({ path: '/api/staff/tickets', cookies: [pablo.cookie] })))
        .statusCode,
    ).toBe(403);

    const answer = (id: string, body: unknown, cookie = staff.cookie) =>
      replyTicket(
        apiEvent({
          method: 'POST',
          path: `/api/staff/tickets/${id}/reply`,
          pathParameters: { id },
          body,
          cookies: [cookie],
          sourceIp: randomIp(),
        }),
      );
    expect((await answer(created.id, { message: 'Hola', resolve: true })).statusCode).toBe(400);
    expect(
      (await answer(created.id, { message: 'Ya lo revisamos todo', resolve: true }, pablo.cookie))
        .statusCode,
    ).toBe(403);
    const missing = await answer('IL-000000-XXXX', { message: 'Ya está resuelto.', resolve: true });
    expect(missing.statusCode).toBe(404);
    expect(jsonBody<{ message: string }>(missing).message).toBe(ELITE_MESSAGES.ticketNotFound);
    // An id longer than any DynamoDB key may be (found by the route fuzz: it answered 500).
    const oversized = await answer('x'.repeat(3000), {
      message: 'Ya está resuelto.',
      resolve: true,
    });
    expect(oversized.statusCode).toBe(404);
    expect(jsonBody<{ message: string }>(oversized).message).toBe('Recurso no encontrado');

    const text = 'Revisamos tu reporte: vuelve a generarlo desde la pestaña Historial.';
    const replied = await answer(created.id, { message: text, resolve: true });
    expect(replied.statusCode).toBe(200);
    expect(jsonBody<TicketResponse>(replied).ticket).toMatchObject({
      status: 'resuelto',
      replies: [{ author: staff.account.firstName, message: text }],
    });
    const mine = (await history(pablo.cookie)).find((t) => t.id === created.id)!;
    expect(mine.status).toBe('resuelto');
    expect(mine.replies.map((r) => r.message)).toEqual([text]);
    const mail = await waitForEmail(TEST_SES_URL, pablo.account.email, {
      subject: /Respuesta a tu solicitud/,
    });
    expect(mail.body.text).toContain(text);
    // Resolved: it leaves the queue.
    const after = await wholeStaffQueue(staff.cookie);
    expect(after.map((t) => t.id)).not.toContain(created.id);
  });

  it('refuses free members and lapsed Pro members', async () => {
    const free = await signedInUser();
    const lapsed = await signedInUser();
    await grantPlan(lapsed.user.id, 'pro', 'canceled');
    for (const user of [free, lapsed]) {
      const result = await post(user.cookie, ticket());
      expect(result.statusCode).toBe(403);
      expect(jsonBody<{ message: string }>(result).message).toBe(MESSAGES.forbiddenPro);
    }
  });
});

describe('support channels', () => {
  it('offers WhatsApp only with the link ops set, and refuses anything else as the link', async () => {
    const elite = await signedInUser();
    await grantPlan(elite.user.id, 'elite');
    const channels = async () => {
      const result = await supportChannels(
        apiEvent({ path: '/api/elite/support-channels', cookies: [elite.cookie] }),
      );
      expect(result.statusCode).toBe(200);
      return jsonBody<SupportChannelsResponse>(result);
    };
    expect(await channels()).toEqual({ whatsappUrl: null });
    for (const bad of [
      'https://chat.whatsapp.com/abc',
      'http://wa.me/13055550123',
      'https://wa.me/+1 305 555 0123',
      'https://wa.me/0123',
    ]) {
      await expect(setWhatsappUrl(bad), bad).rejects.toThrow(/wa\.me/);
    }
    expect(await channels()).toEqual({ whatsappUrl: null });
    await setWhatsappUrl('https://wa.me/13055550123');
    expect(await channels()).toEqual({ whatsappUrl: 'https://wa.me/13055550123' });
    await setWhatsappUrl(null);
    expect(await channels()).toEqual({ whatsappUrl: null });
  });
});

describe('the staff queue: open tickets only, a page at a time', () => {
  it('pages the open tickets most due first, resolved ones in their month, bad pages refused', async () => {
    const staff = await signedInStaff();
    const member = await signedInUser();
    await grantPlan(member.user.id, 'elite');
    const opened: string[] = [];
    for (const priority of ['normal', 'urgente', 'alta', 'normal', 'urgente']) {
      const result = await post(member.cookie, ticket({ priority }));
      expect(result.statusCode).toBe(201);
      opened.push(jsonBody<TicketResponse>(result).ticket.id);
    }
    // Pages of 2: each answers at most 2, in due order, none twice, and ends with next null.
    const seen: StaffTicketsResponse['tickets'] = [];
    let next: string | null = null;
    let pages = 0;
    do {
      const query = `limit=2${next ? `&cursor=${encodeURIComponent(next)}` : ''}`;
      const page = await staffPage(staff.cookie, query);
      expect(page.tickets.length).toBeLessThanOrEqual(2);
      seen.push(...page.tickets);
      next = page.next;
      pages++;
    } while (next);
    expect(pages).toBeGreaterThanOrEqual(3);
    const ids = seen.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(opened));
    const due = seen.map((t) => t.respondBy);
    expect(due).toEqual([...due].sort());

    // Resolving moves a ticket out of the open partition into its month's.
    const resolved = opened[1]!;
    await setTicketStatus(resolved, 'resuelto');
    const items = await scanTable();
    const open = items.filter((i) => i.pk === 'TICKETS#OPEN');
    expect(open.map((i) => i.id)).not.toContain(resolved);
    expect(open.every((i) => i.status !== 'resuelto')).toBe(true);
    const month = items.find(
      (i) =>
        i.pk === `TICKETS#RESOLVED#${new Date().toISOString().slice(0, 7)}` && i.id === resolved,
    );
    expect(month).toMatchObject({ status: 'resuelto', userId: member.user.id });
    expect((await wholeStaffQueue(staff.cookie)).map((t) => t.id)).not.toContain(resolved);

    // A cursor that is not one of ours, or a limit out of range: 400 in Spanish, never a 500.
    for (const [query, message] of [
      ['cursor=nada', ELITE_MESSAGES.ticketCursor],
      [`cursor=${Buffer.from('STAFF#x').toString('base64url')}`, ELITE_MESSAGES.ticketCursor],
      ['limit=0', ELITE_MESSAGES.ticketLimit],
      ['limit=101', ELITE_MESSAGES.ticketLimit],
      ['limit=abc', ELITE_MESSAGES.ticketLimit],
    ] as const) {
      const result = await staffTickets(
        apiEvent({ path: '/api/staff/tickets', query, cookies: [staff.cookie] }),
      );
      expect(result.statusCode, query).toBe(400);
      expect(jsonBody<{ message: string }>(result).message, query).toBe(message);
    }
  });
});

describe('the support queue written before its split', () => {
  it('moves once: each old entry becomes a locator and an open or resolved entry', async () => {
    const member = await signedInUser();
    const old = async (id: string, status: string, updatedAt: string) => {
      const createdAt = '2026-10-01T12:00:00.000Z';
      const ticketSk = keys.ticketSk(createdAt, id);
      const respondBy = '2026-10-01T14:00:00.000Z';
      await db.put({
        TableName: tableName,
        Item: {
          ...keys.ticket(member.user.id, ticketSk),
          ...{ id, subject: `Antigua ${id}`, category: 'tools', description: 'x'.repeat(30) },
          ...{ priority: 'alta', method: 'email', status, createdAt, updatedAt, respondBy },
        },
      });
      await db.put({
        TableName: tableName,
        Item: { pk: 'TICKETS', sk: id, userId: member.user.id, ticketSk, status, createdAt },
      });
    };
    await old('IL-261001-AAAA', 'abierto', '2026-10-01T12:00:00.000Z');
    await old('IL-261001-BBBB', 'resuelto', '2026-10-03T09:00:00.000Z');
    expect(await migrateLegacyTicketQueue()).toBeGreaterThanOrEqual(2);
    expect(await migrateLegacyTicketQueue()).toBe(0);
    const items = await scanTable();
    expect(items.filter((i) => i.pk === 'TICKETS')).toEqual([]);
    expect((await ticketQueue()).map((t) => t.id)).toContain('IL-261001-AAAA');
    expect((await ticketQueue('resuelto', '2026-10')).map((t) => t.id)).toEqual(['IL-261001-BBBB']);
    // Found by id again: ops move it, and it lands back in the open queue.
    expect((await setTicketStatus('IL-261001-BBBB', 'abierto'))?.userId).toBe(member.user.id);
    expect((await ticketQueue()).map((t) => t.id)).toContain('IL-261001-BBBB');
  });
});
