import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as getProfile } from '../../functions/elite/handlers/get-network-profile.ts';
import { handler as saveProfile } from '../../functions/elite/handlers/save-network-profile.ts';
import { handler as leave } from '../../functions/elite/handlers/leave-network.ts';
import { handler as listMembers } from '../../functions/elite/handlers/list-network-members.ts';
import { handler as listRequests } from '../../functions/elite/handlers/list-contact-requests.ts';
import { handler as sendRequest } from '../../functions/elite/handlers/send-contact-request.ts';
import { handler as answerRequest } from '../../functions/elite/handlers/answer-contact-request.ts';
import { handler as block } from '../../functions/elite/handlers/block-member.ts';
import { handler as report } from '../../functions/elite/handlers/report-member.ts';
import { handler as staffReports } from '../../functions/staff/handlers/list-network-reports.ts';
import { leaveNetwork } from '../../functions/elite/network.ts';
import {
  NETWORK_DAILY_REQUESTS,
  NETWORK_MESSAGES,
  type ContactRequestResponse,
  type ContactRequestsResponse,
  type NetworkMembersResponse,
  type NetworkProfileResponse,
  type NetworkProfileSaved,
  type NetworkReportsResponse,
} from '../../shared/api/network.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { TEST_SES_URL } from '../setup/ports.ts';
import { signedInStaff } from '../support/mfa.ts';
import { apiEvent, jsonBody } from '../support/events.ts';
import { emailsTo, waitForEmail } from '../support/mail.ts';
import { grantPlan } from '../support/plans.ts';
import { scanTable } from '../support/table.ts';
import { randomIp, signedInUser } from '../support/users.ts';

type Lambda = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;
type Member = Awaited<ReturnType<typeof signedInUser>>;

function call(
  handler: Lambda,
  member: Member,
  method: string,
  path: string,
  options: { body?: unknown; query?: Record<string, string>; params?: Record<string, string> } = {},
) {
  return handler(
    apiEvent({
      method,
      path,
      body: options.body,
      query: options.query ? new URLSearchParams(options.query).toString() : undefined,
      pathParameters: options.params,
      cookies: [member.cookie],
      sourceIp: randomIp(),
    }),
  );
}

async function eliteMember(): Promise<Member> {
  const member = await signedInUser();
  await grantPlan(member.user.id, 'elite');
  return member;
}

const profile = (overrides: Record<string, unknown> = {}) => ({
  displayName: 'Ana (Miami)',
  markets: [{ state: 'FL', metro: 'Miami' }],
  strategies: ['brrrr', 'buy-and-hold'],
  experience: '1-3',
  lookingFor: ['partner', 'lender'],
  bio: 'Compro casas para BRRRR en el sur de Florida.',
  ...overrides,
});

async function join(member: Member, body: unknown) {
  const result = await call(saveProfile, member, 'PUT', '/api/elite/network/profile', { body });
  expect(result.statusCode, JSON.stringify(jsonBody(result))).toBe(201);
  return jsonBody<NetworkProfileSaved>(result).profile;
}

/** Every page of the directory for `member`, following `next`. */
async function directory(member: Member, query: Record<string, string> = {}) {
  const members: NetworkMembersResponse['members'] = [];
  let cursor: string | null = null;
  do {
    const result = await call(listMembers, member, 'GET', '/api/elite/network/members', {
      query: cursor ? { ...query, cursor } : query,
    });
    expect(result.statusCode).toBe(200);
    const page = jsonBody<NetworkMembersResponse>(result);
    members.push(...page.members);
    cursor = page.next;
  } while (cursor);
  return members;
}

async function requests(member: Member) {
  const result = await call(listRequests, member, 'GET', '/api/elite/network/requests');
  expect(result.statusCode).toBe(200);
  return jsonBody<ContactRequestsResponse>(result);
}

const message = 'Hola, busco socio para un BRRRR en Miami. ¿Conversamos esta semana?';

describe('Red de inversionistas', () => {
  let ana: Member;
  let luis: Member;
  let marta: Member;
  let anaId: string;
  let luisId: string;
  let martaId: string;
  beforeAll(async () => {
    [ana, luis, marta] = await Promise.all([eliteMember(), eliteMember(), eliteMember()]);
  });

  it('starts outside the network and cannot browse until joining', async () => {
    const result = await call(getProfile, ana, 'GET', '/api/elite/network/profile');
    expect(jsonBody<NetworkProfileResponse>(result).profile).toBeNull();
    const browse = await call(listMembers, ana, 'GET', '/api/elite/network/members');
    expect(browse.statusCode).toBe(400);
    expect(jsonBody<{ message: string }>(browse).message).toBe(NETWORK_MESSAGES.notInNetwork);
  });

  it('validates a profile with Spanish messages and writes nothing', async () => {
    const cases: [unknown, string][] = [
      [profile({ displayName: 'A' }), NETWORK_MESSAGES.displayNameShort],
      [profile({ displayName: 'Ana\nBcc: x@y.z' }), NETWORK_MESSAGES.oneLine],
      [profile({ markets: [] }), NETWORK_MESSAGES.marketsRequired],
      [profile({ markets: [{ state: 'XX' }] }), NETWORK_MESSAGES.stateRequired],
      [profile({ strategies: ['wholesale'] }), NETWORK_MESSAGES.strategiesRequired],
      [profile({ experience: 'mucha' }), NETWORK_MESSAGES.experienceRequired],
      [profile({ lookingFor: [] }), NETWORK_MESSAGES.lookingForRequired],
      [[1], MESSAGES.invalidInput],
    ];
    for (const [body, expected] of cases) {
      const result = await call(saveProfile, marta, 'PUT', '/api/elite/network/profile', { body });
      expect(result.statusCode, JSON.stringify(body)).toBe(400);
      expect(jsonBody<{ message: string }>(result).message).toBe(expected);
    }
    const items = await scanTable();
    expect(
      items.filter((i) => i.userId === marta.user.id && String(i.sk).includes('NETWORK')),
    ).toEqual([]);
  });

  it('lists members with filters, never emails, never the caller', async () => {
    anaId = (await join(ana, profile())).memberId;
    luisId = (
      await join(
        luis,
        profile({
          displayName: 'Luis Flips',
          markets: [{ state: 'TX', metro: 'Houston' }],
          strategies: ['flips'],
          experience: '4-10',
          lookingFor: ['contractor', 'deals'],
          bio: '',
        }),
      )
    ).memberId;
    martaId = (
      await join(
        marta,
        profile({
          displayName: 'Marta STR',
          markets: [
            { state: 'FL', metro: 'Orlando' },
            { state: 'TX', metro: '' },
          ],
          strategies: ['short-term-rentals', 'multifamily'],
          lookingFor: ['lender'],
        }),
      )
    ).memberId;

    const all = await directory(ana);
    const names = all.map((m) => m.displayName);
    expect(names).toEqual(expect.arrayContaining(['Luis Flips', 'Marta STR']));
    expect(names).not.toContain('Ana (Miami)');
    expect(JSON.stringify(all)).not.toContain('@');
    expect(JSON.stringify(all)).not.toContain(luis.user.id);

    const mine = (list: { memberId: string }[]) =>
      list.map((m) => m.memberId).filter((id) => [anaId, luisId, martaId].includes(id));
    expect(mine(await directory(ana, { state: 'TX' })).sort()).toEqual([luisId, martaId].sort());
    expect(mine(await directory(ana, { strategy: 'flips' }))).toEqual([luisId]);
    expect(mine(await directory(ana, { lookingFor: 'lender' }))).toEqual([martaId]);
    expect(mine(await directory(ana, { state: 'TX', strategy: 'multifamily' }))).toEqual([martaId]);
    expect(mine(await directory(ana, { q: 'orlando' }))).toEqual([martaId]);
    expect(mine(await directory(luis, { state: 'FL', lookingFor: 'partner' }))).toEqual([anaId]);
  });

  it('relays a contact request by email without either address', async () => {
    const result = await call(sendRequest, ana, 'POST', '/api/elite/network/requests', {
      body: { memberId: luisId, message },
    });
    expect(result.statusCode).toBe(201);
    const { request, message: answer } = jsonBody<ContactRequestResponse>(result);
    expect(answer).toBe(NETWORK_MESSAGES.requestSent);
    expect(request).toMatchObject({ direction: 'sent', status: 'pending', email: null });

    const email = await waitForEmail(TEST_SES_URL, luis.account.email, {
      subject: /quiere conectar contigo/,
    });
    // The display name is in the body, never the subject.
    expect(email.subject).toBe(
      'Un miembro Elite quiere conectar contigo en la Red de inversionistas',
    );
    expect(email.body.text).toContain('Ana (Miami), miembro Elite');
    expect(email.body.text).toContain('busco socio para un BRRRR');
    expect(email.body.text).not.toContain(ana.account.email);
    expect(email.body.html).not.toContain(ana.account.email);

    const luisSees = await requests(luis);
    expect(luisSees.received).toHaveLength(1);
    expect(luisSees.received[0]).toMatchObject({
      id: request.id,
      member: { memberId: anaId, displayName: 'Ana (Miami)' },
      status: 'pending',
      email: null,
    });
    expect((await directory(ana, { strategy: 'flips' }))[0]!.connection).toBe('sent');

    // One request per pair, either way round.
    for (const [from, to] of [
      [ana, luisId],
      [luis, anaId],
    ] as const) {
      const again = await call(sendRequest, from, 'POST', '/api/elite/network/requests', {
        body: { memberId: to, message },
      });
      expect(again.statusCode).toBe(409);
      expect(jsonBody<{ message: string }>(again).message).toBe(NETWORK_MESSAGES.requestExists);
    }
  });

  it("answers 404 for another member's request id, and for the sender", async () => {
    const { id } = (await requests(luis)).received[0]!;
    for (const member of [marta, ana]) {
      const result = await call(
        answerRequest,
        member,
        'POST',
        `/api/elite/network/requests/${id}`,
        {
          params: { id },
          body: { action: 'accept' },
        },
      );
      expect(result.statusCode).toBe(404);
      expect(jsonBody<{ message: string }>(result).message).toBe(NETWORK_MESSAGES.requestNotFound);
    }
  });

  it('shows each side the other email once the receiver accepts', async () => {
    const { id } = (await requests(luis)).received[0]!;
    const result = await call(answerRequest, luis, 'POST', `/api/elite/network/requests/${id}`, {
      params: { id },
      body: { action: 'accept' },
    });
    expect(result.statusCode).toBe(200);
    expect(jsonBody<ContactRequestResponse>(result).request.email).toBe(ana.account.email);
    expect((await requests(ana)).sent[0]).toMatchObject({
      status: 'accepted',
      email: luis.account.email,
    });
    expect((await requests(luis)).received[0]!.email).toBe(ana.account.email);
    const toAna = await waitForEmail(TEST_SES_URL, ana.account.email, { subject: /aceptada/ });
    expect(toAna.body.text).toContain(luis.account.email);
    const toLuis = await waitForEmail(TEST_SES_URL, luis.account.email, { subject: /aceptada/ });
    expect(toLuis.body.text).toContain(ana.account.email);

    const twice = await call(answerRequest, luis, 'POST', `/api/elite/network/requests/${id}`, {
      params: { id },
      body: { action: 'decline' },
    });
    expect(twice.statusCode).toBe(409);
  });

  it('keeps blocked members apart in the directory and in requests', async () => {
    const pending = await call(sendRequest, marta, 'POST', '/api/elite/network/requests', {
      body: { memberId: anaId, message },
    });
    expect(pending.statusCode).toBe(201);
    const result = await call(block, ana, 'POST', '/api/elite/network/blocks', {
      body: { memberId: martaId },
    });
    expect(result.statusCode).toBe(200);
    expect((await directory(ana)).map((m) => m.memberId)).not.toContain(martaId);
    expect((await directory(marta)).map((m) => m.memberId)).not.toContain(anaId);
    // The pending request between them is withdrawn.
    expect((await requests(ana)).received).toEqual([]);
    expect((await requests(marta)).sent).toEqual([]);
    for (const [from, to] of [
      [marta, anaId],
      [ana, martaId],
    ] as const) {
      const refused = await call(sendRequest, from, 'POST', '/api/elite/network/requests', {
        body: { memberId: to, message },
      });
      expect(refused.statusCode).toBe(404);
      expect(jsonBody<{ message: string }>(refused).message).toBe(NETWORK_MESSAGES.memberNotFound);
    }
  });

  it('lets a member report another, once, and staff see the report', async () => {
    const body = { memberId: martaId, reason: 'spam', details: 'Me ofrece cursos sin parar.' };
    const result = await call(report, luis, 'POST', '/api/elite/network/reports', { body });
    expect(result.statusCode).toBe(201);
    const again = await call(report, luis, 'POST', '/api/elite/network/reports', { body });
    expect(again.statusCode).toBe(409);

    const refused = await call(staffReports, luis, 'GET', '/api/staff/network-reports');
    expect(refused.statusCode).toBe(403);
    const staff = await signedInStaff();
    const staffer = { ...luis, cookie: staff.cookie };
    const list = await call(staffReports, staffer, 'GET', '/api/staff/network-reports');
    expect(list.statusCode).toBe(200);
    const found = jsonBody<NetworkReportsResponse>(list).reports.find(
      (r) => r.reported.memberId === martaId && r.reporter.memberId === luisId,
    );
    expect(found).toMatchObject({
      reason: 'spam',
      details: 'Me ofrece cursos sin parar.',
      reporter: { displayName: 'Luis Flips', email: luis.account.email },
      reported: { displayName: 'Marta STR', email: marta.account.email },
      reportedInNetwork: true,
    });
  });

  it(`limits contact requests to ${NETWORK_DAILY_REQUESTS} a day`, async () => {
    const sender = await eliteMember();
    await join(sender, profile({ displayName: 'Remitente' }));
    const targets = await Promise.all(
      Array.from({ length: NETWORK_DAILY_REQUESTS + 1 }, async (_, i) => {
        const member = await eliteMember();
        return (
          await join(member, profile({ displayName: `Destino ${'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[i]}` }))
        ).memberId;
      }),
    );
    const results = await Promise.all(
      targets.map((memberId) =>
        call(sendRequest, sender, 'POST', '/api/elite/network/requests', {
          body: { memberId, message },
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(NETWORK_DAILY_REQUESTS);
    const refused = results.find((r) => r.statusCode === 429)!;
    expect(jsonBody<{ message: string }>(refused).message).toBe(NETWORK_MESSAGES.requestLimit);
    expect((await requests(sender)).sent).toHaveLength(NETWORK_DAILY_REQUESTS);
  }, 60_000);

  it('removes the profile and pending requests at once when leaving', async () => {
    const pending = await call(sendRequest, marta, 'POST', '/api/elite/network/requests', {
      body: { memberId: luisId, message },
    });
    expect(pending.statusCode).toBe(201);
    const result = await call(leave, marta, 'DELETE', '/api/elite/network/profile');
    expect(result.statusCode).toBe(200);
    expect(jsonBody<{ message: string }>(result).message).toBe(NETWORK_MESSAGES.left);
    expect((await directory(luis)).map((m) => m.memberId)).not.toContain(martaId);
    expect((await requests(luis)).received.map((r) => r.member.memberId)).not.toContain(martaId);
    const items = await scanTable();
    expect(
      items.filter(
        (i) =>
          (i.pk === `USER#${marta.user.id}` && /^NETWORK#(PROFILE|REQ#)/.test(String(i.sk))) ||
          (String(i.pk).startsWith('NETWORK#MEMBER#') && i.userId === marta.user.id) ||
          (String(i.pk).startsWith('NETWORK#DIR#') && i.userId === marta.user.id) ||
          (String(i.pk).startsWith('NETWORK#PAIR#') && String(i.pk).includes(marta.user.id)),
      ),
    ).toEqual([]);
    // Account deletion calls the same function; twice is harmless.
    await leaveNetwork(marta.user.id);
    const sent = await emailsTo(TEST_SES_URL, marta.account.email);
    expect(sent.every((e) => !e.body.text?.includes(luis.account.email))).toBe(true);
  });
});
