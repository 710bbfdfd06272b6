/**
 * The investor network's finding of the security review (../shared/reviews/security.md #5): a
 * declined contact re-sent by leaving and rejoining, and display names that reached an email's
 * Subject unfiltered. Also the directory's split into shards: pages read with bounded Queries of
 * its shards, never the whole directory, so a page costs the same however large the network grows.
 */
import { randomBytes } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { db, tableName } from '../../functions/commons/db.ts';
import { keys } from '../../functions/commons/keys.ts';
import { migrateNetworkDirectory } from '../../functions/elite/network.ts';
import { handler as answerRequest } from '../../functions/elite/handlers/answer-contact-request.ts';
import { handler as block } from '../../functions/elite/handlers/block-member.ts';
import { handler as leave } from '../../functions/elite/handlers/leave-network.ts';
import { handler as listMembers } from '../../functions/elite/handlers/list-network-members.ts';
import { handler as listRequests } from '../../functions/elite/handlers/list-contact-requests.ts';
import { handler as saveProfile } from '../../functions/elite/handlers/save-network-profile.ts';
import { handler as sendRequest } from '../../functions/elite/handlers/send-contact-request.ts';
import {
  NETWORK_MESSAGES,
  NETWORK_PAGE_SIZE,
  type ContactRequestsResponse,
  type NetworkMembersResponse,
  type NetworkProfileSaved,
} from '../../shared/api/network.ts';
import { TEST_SES_URL } from '../setup/ports.ts';
import { apiEvent, jsonBody } from '../support/events.ts';
import { emailsTo, waitForEmail } from '../support/mail.ts';
import { grantPlan } from '../support/plans.ts';
import { scanTable } from '../support/table.ts';
import { randomIp, signedInUser } from '../support/users.ts';

type Lambda = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;
type Member = Awaited<ReturnType<typeof signedInUser>>;

const call = (
  handler: Lambda,
  member: Member,
  method: string,
  path: string,
  options: { body?: unknown; query?: Record<string, string>; params?: Record<string, string> } = {},
) =>
  handler(
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

async function eliteMember(): Promise<Member> {
  const member = await signedInUser();
  await grantPlan(member.user.id, 'elite');
  return member;
}

/** Letters only (display names take no digits): a tag no other test's member carries. */
const tag = () => Array.from(randomBytes(8), (b) => String.fromCharCode(97 + (b % 26))).join('');

const profile = (displayName: string) => ({
  displayName,
  markets: [{ state: 'FL', metro: 'Miami' }],
  strategies: ['brrrr'],
  experience: '1-3',
  lookingFor: ['partner'],
  bio: '',
});

async function join(member: Member, displayName: string) {
  const result = await call(saveProfile, member, 'PUT', '/api/elite/network/profile', {
    body: profile(displayName),
  });
  expect(result.statusCode, result.body).toBe(201);
  return jsonBody<NetworkProfileSaved>(result).profile.memberId;
}

const message = 'Hola, me gustaría conversar sobre un BRRRR en Miami esta semana.';
const send = (from: Member, memberId: string) =>
  call(sendRequest, from, 'POST', '/api/elite/network/requests', { body: { memberId, message } });

async function page(member: Member, query: Record<string, string>) {
  const result = await call(listMembers, member, 'GET', '/api/elite/network/members', { query });
  expect(result.statusCode, result.body).toBe(200);
  return jsonBody<NetworkMembersResponse>(result);
}

describe('security.md #5: the network keeps a "no"', () => {
  let e1: Member;
  let e2: Member;
  let e1Name: string;
  let e2Tag: string;
  let e2Id: string;
  beforeAll(async () => {
    [e1, e2] = await Promise.all([eliteMember(), eliteMember()]);
    e1Name = `Emisor ${tag()}`;
    e2Tag = tag();
    await join(e1, e1Name);
    e2Id = await join(e2, `Receptora ${e2Tag}`);
  });

  it('E1 → E2, E2 declines; E1 leaves and rejoins: sending again is refused and E2 is not emailed', async () => {
    expect((await send(e1, e2Id)).statusCode).toBe(201);
    await waitForEmail(TEST_SES_URL, e2.account.email, { subject: /quiere conectar/ });
    const received = jsonBody<ContactRequestsResponse>(
      await call(listRequests, e2, 'GET', '/api/elite/network/requests'),
    ).received[0]!;
    const declined = await call(
      answerRequest,
      e2,
      'POST',
      `/api/elite/network/requests/${received.id}`,
      { params: { id: received.id }, body: { action: 'decline' } },
    );
    expect(declined.statusCode).toBe(200);
    expect((await send(e1, e2Id)).statusCode).toBe(409);

    // The review's attack: leave, rejoin (a new profile), send again.
    expect((await call(leave, e1, 'DELETE', '/api/elite/network/profile')).statusCode).toBe(200);
    const e1Again = await join(e1, e1Name);
    const resent = await send(e1, e2Id);
    expect(resent.statusCode).toBe(409);
    expect(jsonBody(resent)).toEqual({ message: NETWORK_MESSAGES.requestExists });
    // Either way round, and the directory says so instead of offering "Contactar".
    expect((await send(e2, e1Again)).statusCode).toBe(409);
    const seen = (await page(e1, { q: e2Tag })).members.find((m) => m.memberId === e2Id);
    expect(seen?.connection).toBe('declined');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const asked = (await emailsTo(TEST_SES_URL, e2.account.email)).filter((e) =>
      /quiere conectar/.test(e.subject),
    );
    expect(asked).toHaveLength(1);
    // Rejoining the other way round changes nothing either.
    expect((await call(leave, e2, 'DELETE', '/api/elite/network/profile')).statusCode).toBe(200);
    const e2Again = await join(e2, `Receptora ${tag()}`);
    expect((await send(e1, e2Again)).statusCode).toBe(409);
  }, 90_000);

  it('a block holds across leaving and rejoining too', async () => {
    const [a, b] = await Promise.all([eliteMember(), eliteMember()]);
    const aId = await join(a, `Bloqueadora ${tag()}`);
    const bId = await join(b, `Bloqueado ${tag()}`);
    expect(
      (await call(block, a, 'POST', '/api/elite/network/blocks', { body: { memberId: bId } }))
        .statusCode,
    ).toBe(200);
    // The blocked member leaves and comes back with a new profile: still apart, both ways.
    await call(leave, b, 'DELETE', '/api/elite/network/profile');
    const bAgain = await join(b, `Bloqueado ${tag()}`);
    expect((await send(b, aId)).statusCode).toBe(404);
    expect((await send(a, bAgain)).statusCode).toBe(404);
  }, 60_000);

  it('display names are letters, spaces and common punctuation; the subject never carries one', async () => {
    const writer = await eliteMember();
    for (const displayName of [
      'Soporte: verifica tu cuenta en banco.com',
      'Premio de 1000 dólares',
      'https://pago.example',
      '<b>Ana</b>',
      'Ana\u202eadnaS', // right-to-left override
      'Ana\u200bBeto', // zero-width space
      '¡URGENTE! paga hoy',
      'Ana @ Banco',
    ]) {
      const refused = await call(saveProfile, writer, 'PUT', '/api/elite/network/profile', {
        body: profile(displayName),
      });
      expect(refused.statusCode, displayName).toBe(400);
      expect(jsonBody(refused)).toEqual({ message: NETWORK_MESSAGES.displayNameChars });
    }
    for (const displayName of [
      "María José O'Neill-Núñez",
      'J.R. Smith',
      'Inversiones Pérez & Hijos (Texas)',
      'Zoë, Łukasz',
    ]) {
      const saved = await call(saveProfile, writer, 'PUT', '/api/elite/network/profile', {
        body: profile(displayName),
      });
      expect(saved.statusCode, displayName).toBeLessThan(300);
    }

    // A name stored before the rule (written straight to the table) reaches no subject either.
    const [sender, receiver] = await Promise.all([eliteMember(), eliteMember()]);
    await join(sender, `Remitente ${tag()}`);
    const receiverId = await join(receiver, `Destinataria ${tag()}`);
    const raw = 'URGENTE: tu cuenta será cerrada, entra en banco-seguro.com';
    await db.update({
      TableName: tableName,
      Key: keys.networkProfile(sender.user.id),
      UpdateExpression: 'SET displayName = :raw',
      ExpressionAttributeValues: { ':raw': raw },
    });
    expect((await send(sender, receiverId)).statusCode).toBe(201);
    const email = await waitForEmail(TEST_SES_URL, receiver.account.email, {
      subject: /conectar/,
    });
    expect(email.subject).toBe(
      'Un miembro Elite quiere conectar contigo en la Red de inversionistas',
    );
    expect(email.subject).not.toContain('URGENTE');
  }, 90_000);
});

describe('the directory is split into shards and paged', () => {
  it(`pages of ${NETWORK_PAGE_SIZE} in name order, every member once, each Query of one shard with a Limit`, async () => {
    const viewer = await eliteMember();
    await join(viewer, `Mirona ${tag()}`);
    const group = tag();
    const names = Array.from({ length: NETWORK_PAGE_SIZE + 6 }, () => `${tag()} ${group}`);
    const members = await Promise.all(names.map(() => eliteMember()));
    const ids = await Promise.all(members.map((m, i) => join(m, names[i]!)));

    const queries = vi.spyOn(db, 'query');
    const seen: NetworkMembersResponse['members'] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const answer: NetworkMembersResponse = await page(viewer, {
        q: group,
        ...(cursor ? { cursor } : {}),
      });
      expect(answer.members.length).toBeLessThanOrEqual(NETWORK_PAGE_SIZE);
      seen.push(...answer.members);
      cursor = answer.next;
      pages++;
    } while (cursor && pages < 10);
    const directoryQueries = queries.mock.calls
      .map(([input]) => input)
      .filter((input) => String(input.ExpressionAttributeValues?.[':pk']).startsWith('NETWORK'));
    queries.mockRestore();

    expect(pages).toBeGreaterThanOrEqual(2);
    expect(seen.map((m) => m.memberId).sort()).toEqual([...ids].sort());
    expect(seen.map((m) => m.displayName)).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    // No read loads the directory whole: one shard per Query, at most 100 listings each.
    expect(directoryQueries.length).toBeGreaterThan(0);
    for (const input of directoryQueries) {
      expect(String(input.ExpressionAttributeValues?.[':pk'])).toMatch(/^NETWORK#DIR#[a-z_]$/);
      expect(input.Limit).toBeLessThanOrEqual(100);
    }
  }, 240_000);

  it('the migration moves a directory written before the shards, once', async () => {
    const [viewer, old] = await Promise.all([eliteMember(), eliteMember()]);
    await join(viewer, `Lectora ${tag()}`);
    const name = `Antigua ${tag()}`;
    const oldId = await join(old, name);
    // As the directory was: one partition, the profile without its listing.
    const member = (await db.get({ TableName: tableName, Key: keys.networkMember(oldId) })).Item!;
    await db.transactWrite({
      TransactItems: [
        {
          Put: { TableName: tableName, Item: { ...member, pk: 'NETWORK', sk: `MEMBER#${oldId}` } },
        },
        { Delete: { TableName: tableName, Key: keys.networkMember(oldId) } },
        {
          Update: {
            TableName: tableName,
            Key: keys.networkProfile(old.user.id),
            UpdateExpression: 'REMOVE listing',
          },
        },
      ],
    });
    const listing = (await scanTable()).find(
      (i) => String(i.pk).startsWith('NETWORK#DIR#') && i.memberId === oldId,
    )!;
    await db.delete({ TableName: tableName, Key: { pk: listing.pk, sk: listing.sk } });
    expect((await page(viewer, { q: name.split(' ')[1]! })).members).toEqual([]);

    expect(await migrateNetworkDirectory()).toBeGreaterThanOrEqual(1);
    expect((await page(viewer, { q: name.split(' ')[1]! })).members.map((m) => m.memberId)).toEqual(
      [oldId],
    );
    expect((await send(viewer, oldId)).statusCode).toBe(201);
    expect(await migrateNetworkDirectory()).toBe(0);
    expect((await scanTable()).filter((i) => i.pk === 'NETWORK')).toEqual([]);
  }, 60_000);

  it('a cursor that is not one of ours is refused in Spanish', async () => {
    const viewer = await eliteMember();
    await join(viewer, `Curiosa ${tag()}`);
    const forged = Buffer.from(JSON.stringify([99, 'x'])).toString('base64url');
    for (const cursor of ['%%%', forged, 'eyJwayI6IlVTRVIjMSJ9']) {
      const result = await call(listMembers, viewer, 'GET', '/api/elite/network/members', {
        query: { cursor },
      });
      expect(result.statusCode, cursor).toBe(400);
      expect(jsonBody(result)).toEqual({ message: NETWORK_MESSAGES.pageInvalid });
    }
  }, 60_000);
});
