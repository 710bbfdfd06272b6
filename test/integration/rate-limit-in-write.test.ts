/**
 * Routes whose per-IP limit is counted in their own write (routes.ts `rateLimit.inWrite`): the
 * count rides in the write's transaction, so the limit must hold exactly as a count made apart
 * would — past it a 429 that writes nothing, requests that never reach their write still counted,
 * and one address racing itself never getting more than its limit.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handler as createAnalysis } from '../../functions/pro/handlers/create-analysis.ts';
import { handler as createTicket } from '../../functions/elite/handlers/create-ticket.ts';
import { handler as listTickets } from '../../functions/elite/handlers/list-tickets.ts';
import { db, dynamo, epochSeconds, tableName } from '../../functions/commons/db.ts';
import { ROUTES, type RouteEntry } from '../../functions/routes.ts';
import { MESSAGES, tooManyRequestsMessage } from '../../shared/messages.ts';
import { ELITE_MESSAGES, type TicketsResponse } from '../../shared/api/elite.ts';
import { DEFAULT_ROI_FORM } from '../../web/src/features/roi/model.ts';
import { apiEvent, jsonBody } from '../support/events.ts';
import { captureLogs } from '../support/logs.ts';
import { grantPlan } from '../support/plans.ts';
import { randomIp, signedInUser } from '../support/users.ts';

const TICKETS = '/api/elite/tickets';
const ANALYSES = '/api/pro/analyses/{tool}';

function limitOf(method: string, path: string) {
  const entry = ROUTES.find((r) => r.method === method && r.path === path) as RouteEntry;
  return entry.rateLimit!;
}

/**
 * Fixed windows: a test that needs `seconds` inside one window waits for the next if the current
 * one ends sooner, so its count never restarts halfway.
 */
async function inOneWindow(windowSeconds: number, seconds: number): Promise<void> {
  const left = windowSeconds - (epochSeconds() % windowSeconds);
  if (left < seconds) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 200));
}

/**
 * The next `times` calls of `command` on a tickets rate-limit item are refused as DynamoDB refuses
 * a write to an item another transaction holds at that moment. Returns the disarm.
 */
function conflictsOn(command: RegExp, times: number, error: () => Error): () => void {
  let left = times;
  const name = `conflicts-${command.source}`;
  dynamo.middlewareStack.add(
    (next, context) => async (args) => {
      const onCount = JSON.stringify(args.input).includes(`RATE#route:POST ${TICKETS}#`);
      if (left > 0 && onCount && command.test(String(context.commandName))) {
        left -= 1;
        throw error();
      }
      return next(args);
    },
    { step: 'initialize', name },
  );
  return () => dynamo.middlewareStack.remove(name);
}

const dynamoError = (name: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(`${name}: held by another transaction`), {
    name,
    $fault: 'client',
    ...extra,
  });

const disarms: (() => void)[] = [];
afterEach(() => disarms.splice(0).forEach((disarm) => disarm()));

const ticket = {
  subject: 'El reporte sale vacío',
  category: 'tools',
  description: 'Al generar el reporte profesional para mi préstamo el archivo sale vacío.',
  priority: 'normal',
  method: 'email',
};

function postTicket(cookie: string | undefined, ip: string, body: unknown = ticket) {
  return createTicket(
    apiEvent({
      method: 'POST',
      path: TICKETS,
      body,
      cookies: cookie ? [cookie] : undefined,
      sourceIp: ip,
    }),
  );
}

async function ticketCount(cookie: string): Promise<number> {
  const result = await listTickets(apiEvent({ path: TICKETS, cookies: [cookie] }));
  return jsonBody<TicketsResponse>(result).tickets.length;
}

function expectWindowRefusal(
  answer: Awaited<ReturnType<typeof createTicket>>,
  windowSeconds: number,
) {
  expect(answer.statusCode).toBe(429);
  const retryAfter = Number(answer.headers?.['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(jsonBody<{ message: string }>(answer).message).toBe(tooManyRequestsMessage(retryAfter));
}

describe('a limit counted in the route’s write', () => {
  let elite: Awaited<ReturnType<typeof signedInUser>>;
  let pro: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    elite = await signedInUser();
    await grantPlan(elite.user.id, 'elite');
    pro = await signedInUser();
    await grantPlan(pro.user.id, 'pro');
  });

  it('is declared on the ticket and analysis saves only', () => {
    expect(limitOf('POST', TICKETS).inWrite).toBe(true);
    expect(limitOf('POST', ANALYSES).inWrite).toBe(true);
    // Updates are not one transaction: counted apart.
    expect(limitOf('PUT', `${ANALYSES}/{id}`).inWrite).toBeUndefined();
  });

  it('refuses the request past the limit with 429 and writes nothing', async () => {
    const { perIp, windowSeconds } = limitOf('POST', TICKETS);
    await inOneWindow(windowSeconds, 10);
    const ip = randomIp();
    const before = await ticketCount(elite.cookie);
    for (let i = 0; i < perIp; i++) {
      expect((await postTicket(elite.cookie, ip)).statusCode).toBe(201);
    }
    const { result: over, logs } = await captureLogs(() => postTicket(elite.cookie, ip));
    expectWindowRefusal(over, windowSeconds);
    expect(logs.find((line) => line.securityEvent === 'rate-limit.exceeded')).toMatchObject({
      route: `POST ${TICKETS}`,
      client: ip,
    });
    expect(await ticketCount(elite.cookie)).toBe(before + perIp);
    // Another address is someone else.
    expect((await postTicket(elite.cookie, randomIp())).statusCode).toBe(201);
  });

  it('counts requests that never reach their write: refused input, refused plans, visitors', async () => {
    const { perIp, windowSeconds } = limitOf('POST', TICKETS);
    await inOneWindow(windowSeconds, 10);
    const ip = randomIp();
    const before = await ticketCount(elite.cookie);
    const refusals: [string | undefined, unknown, number, string][] = [
      // Refused by the schema, before the write is built.
      [elite.cookie, { ...ticket, subject: '' }, 400, ELITE_MESSAGES.subjectShort],
      // Refused while the write is built, its count already taken: counted all the same.
      [
        pro.cookie,
        { ...ticket, method: 'phone', phone: '+1 786 555 0199' },
        400,
        ELITE_MESSAGES.proEmailOnly,
      ],
      [undefined, ticket, 401, MESSAGES.unauthenticated],
    ];
    for (let i = 0; i < perIp; i++) {
      const [cookie, body, status, message] = refusals[i % refusals.length]!;
      const refused = await postTicket(cookie, ip, body);
      expect(refused.statusCode).toBe(status);
      expect(jsonBody<{ message: string }>(refused).message).toBe(message);
    }
    expectWindowRefusal(await postTicket(elite.cookie, ip), windowSeconds);
    expectWindowRefusal(await postTicket(undefined, ip), windowSeconds);
    expect(await ticketCount(elite.cookie)).toBe(before);
  });

  it('holds under one address racing itself: exactly the limit is written', async () => {
    const { perIp, windowSeconds } = limitOf('POST', TICKETS);
    await inOneWindow(windowSeconds, 10);
    const ip = randomIp();
    const before = await ticketCount(elite.cookie);
    const answers = await Promise.all(
      Array.from({ length: perIp + 6 }, () => postTicket(elite.cookie, ip)),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([...Array(perIp).fill(201), ...Array(6).fill(429)]);
    expect(await ticketCount(elite.cookie)).toBe(before + perIp);
  });

  it('holds for analyses too: the 61st save in a minute is refused and not saved', async () => {
    const { perIp, windowSeconds } = limitOf('POST', ANALYSES);
    await inOneWindow(windowSeconds, 10);
    const ip = randomIp();
    const save = (name: string) =>
      createAnalysis(
        apiEvent({
          method: 'POST',
          path: '/api/pro/analyses/roi',
          pathParameters: { tool: 'roi' },
          body: { name, inputs: DEFAULT_ROI_FORM },
          cookies: [pro.cookie],
          sourceIp: ip,
        }),
      );
    for (let i = 0; i < perIp; i++) expect((await save(`Casa ${i}`)).statusCode).toBe(201);
    const refused = await Promise.all([save('Una más'), save('Y otra')]);
    for (const answer of refused) expectWindowRefusal(answer, windowSeconds);
    // The list shows a page of 50: the table says how many there are.
    const saved = await db.query({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `USER#${pro.user.id}`, ':prefix': 'ANALYSIS#roi#' },
      Select: 'COUNT',
    });
    expect(saved.Count).toBe(perIp);
  });

  it('retries a count that meets a save in flight on the same address, never a 500', async () => {
    disarms.push(
      conflictsOn(/^UpdateItemCommand$/, 2, () => dynamoError('TransactionConflictException')),
    );
    const refused = await postTicket(elite.cookie, randomIp(), { ...ticket, subject: '' });
    expect(refused.statusCode).toBe(400);
    expect(jsonBody<{ message: string }>(refused).message).toBe(ELITE_MESSAGES.subjectShort);
  });

  it('answers the Spanish 503 when other transactions hold the count past the retries', async () => {
    const before = await ticketCount(elite.cookie);
    disarms.push(
      conflictsOn(/^TransactWriteItemsCommand$/, 100, () =>
        dynamoError('TransactionCanceledException', {
          CancellationReasons: [
            { Code: 'None' },
            { Code: 'None' },
            { Code: 'TransactionConflict' },
          ],
        }),
      ),
    );
    const answer = await postTicket(elite.cookie, randomIp());
    expect(answer.statusCode).toBe(503);
    expect(answer.headers?.['retry-after']).toBe('5');
    expect(jsonBody(answer)).toEqual({ message: MESSAGES.unavailable });
    expect(await ticketCount(elite.cookie)).toBe(before);
  });
});
