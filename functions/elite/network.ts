import { randomBytes } from 'node:crypto';
import type { ProfileItem } from '../commons/access.ts';
import { incrementUnder, writeCounted } from '../commons/counters.ts';
import { db, epochSeconds, queryAll, tableName } from '../commons/db.ts';
import { profileOf } from './table-helpers.ts';
import { badRequest, conflict, notFound, tooManyRequests } from '../commons/errors.ts';
import { ConditionsFailed, writeTransaction } from '../commons/transactions.ts';
import {
  blockInputSchema,
  contactAnswerSchema,
  contactRequestInputSchema,
  NETWORK_DAILY_REQUESTS,
  NETWORK_MESSAGES,
  networkFilterSchema,
  networkProfileInputSchema,
  reportInputSchema,
  type ContactRequest,
  type ContactRequestStatus,
  type NetworkConnection,
  type NetworkMember,
  type NetworkProfile,
  type NetworkReport,
} from '../../shared/api/network.ts';
import { keys, userPk, PREFIX, PARTITION } from '../commons/keys.ts';

/**
 * Red de inversionistas in the single table:
 *   profile    pk USER#<id>              sk NETWORK#PROFILE            the member's own profile
 *   directory  pk NETWORK                sk MEMBER#<memberId>          Query: the directory
 *   request    pk USER#<id>              sk NETWORK#REQ#<requestId>    one copy per side
 *   pair       pk NETWORK#PAIR#<a>#<b>   sk PAIR                       one request per pair (a < b)
 *   day count  pk USER#<id>              sk NETWORK#DAY#<yyyy-mm-dd>   requests sent that UTC day
 *   block      pk USER#<id>              sk NETWORK#BLOCK#<otherId>    who I blocked
 *              pk USER#<otherId>         sk NETWORK#BLOCKEDBY#<id>     its mirror (hides me from them)
 *   report     pk NETWORK#REPORTS        sk REPORT#<reporterId>#<reportedId>   staff's list
 * The directory shows an opaque memberId, never the user id or an email; emails are only shown to
 * both sides of an accepted request. Blocks survive leaving (a rejoin does not lift them).
 */
interface DirectoryItem extends NetworkMember {
  pk: 'NETWORK';
  sk: string;
  userId: string;
}
interface ProfileRecord extends NetworkProfile {
  pk: string;
  sk: string;
  userId: string;
}
interface RequestItem {
  pk: string;
  sk: string;
  id: string;
  direction: 'received' | 'sent';
  otherUserId: string;
  otherMemberId: string;
  otherName: string;
  message: string;
  status: ContactRequestStatus;
  createdAt: string;
  answeredAt: string | null;
  pairPk: string;
}

const newId = () => randomBytes(9).toString('base64url');
/** What newId() makes (12 base64url characters): anything else names nothing, and is no key. */
const isNetworkId = (value: string) => /^[A-Za-z0-9_-]{12}$/.test(value);

function publicMember(item: NetworkMember): NetworkMember {
  return {
    memberId: item.memberId,
    displayName: item.displayName,
    markets: item.markets.map((m) => ({ state: m.state, metro: m.metro ?? '' })),
    strategies: item.strategies,
    experience: item.experience,
    lookingFor: item.lookingFor,
    bio: item.bio ?? '',
    joinedAt: item.joinedAt,
  };
}

/**
 * What is stored of a member: empty strings left out (the DynamoDB Local build we run refuses
 * them; publicMember puts them back).
 */
function stored(member: NetworkMember): Record<string, unknown> {
  return {
    ...member,
    markets: member.markets.map((m) => (m.metro ? m : { state: m.state })),
    bio: member.bio || undefined,
  };
}

async function ownProfile(userId: string): Promise<ProfileRecord | undefined> {
  const { Item } = await db.get({
    TableName: tableName,
    Key: keys.networkProfile(userId),
    ConsistentRead: true,
  });
  return Item as ProfileRecord | undefined;
}

async function requireOwnProfile(userId: string): Promise<ProfileRecord> {
  const profile = await ownProfile(userId);
  if (!profile) throw badRequest(NETWORK_MESSAGES.notInNetwork);
  return profile;
}

async function directoryEntry(memberId: string): Promise<DirectoryItem | undefined> {
  const { Item } = await db.get({
    TableName: tableName,
    Key: keys.networkMember(memberId),
  });
  return Item as DirectoryItem | undefined;
}

/** The caller's network profile, or null when not in the network. */
export async function getNetworkProfile(userId: string): Promise<NetworkProfile | null> {
  const item = await ownProfile(userId);
  return item ? { ...publicMember(item), updatedAt: item.updatedAt } : null;
}

/** Join or update: the profile and its directory entry in one transaction. */
export async function saveNetworkProfile(
  userId: string,
  body: unknown,
  now = new Date(),
): Promise<{ profile: NetworkProfile; created: boolean }> {
  const input = networkProfileInputSchema.parse(body);
  const existing = await ownProfile(userId);
  const at = now.toISOString();
  const profile: NetworkProfile = {
    memberId: existing?.memberId ?? newId(),
    displayName: input.displayName,
    markets: input.markets,
    strategies: input.strategies,
    experience: input.experience,
    lookingFor: input.lookingFor,
    bio: input.bio,
    joinedAt: existing?.joinedAt ?? at,
    updatedAt: at,
  };
  try {
    await writeTransaction([
      {
        Put: {
          TableName: tableName,
          Item: { ...keys.networkProfile(userId), userId, ...stored(profile) },
          // Two first joins at once must not leave two directory entries.
          ConditionExpression: existing ? 'memberId = :memberId' : 'attribute_not_exists(pk)',
          ...(existing ? { ExpressionAttributeValues: { ':memberId': existing.memberId } } : {}),
        },
      },
      {
        Put: {
          TableName: tableName,
          Item: {
            ...keys.networkMember(profile.memberId),
            userId,
            ...stored(publicMember(profile)),
          },
        },
      },
    ]);
  } catch (error) {
    if (error instanceof ConditionsFailed) throw conflict(NETWORK_MESSAGES.profileChanged);
    throw error;
  }
  return { profile, created: !existing };
}

/** Everything of the caller's under NETWORK#: requests, blocks (both ways), counters. */
async function networkItems(userId: string): Promise<Record<string, unknown>[]> {
  return queryAll({ pk: userPk(userId), prefix: PREFIX.network });
}

function hiddenUserIds(items: Record<string, unknown>[]): Set<string> {
  const hidden = new Set<string>();
  for (const item of items) {
    const sk = String(item.sk);
    const match = /^NETWORK#(?:BLOCK|BLOCKEDBY)#(.+)$/.exec(sk);
    if (match) hidden.add(match[1]!);
  }
  return hidden;
}

/**
 * The directory for the caller: everyone in the network but the caller and anyone either side
 * blocked, filtered by state, strategy, what they look for and a name/metro search.
 */
export async function listNetworkMembers(
  userId: string,
  query: URLSearchParams,
): Promise<(NetworkMember & { connection: NetworkConnection })[]> {
  await requireOwnProfile(userId);
  const filter = networkFilterSchema.parse(Object.fromEntries(query));
  const mine = await networkItems(userId);
  const hidden = hiddenUserIds(mine);
  const connections = new Map<string, NetworkConnection>();
  for (const item of mine) {
    if (!String(item.sk).startsWith(PREFIX.networkRequest)) continue;
    const request = item as unknown as RequestItem;
    connections.set(
      request.otherUserId,
      request.status === 'accepted'
        ? 'connected'
        : request.status === 'declined'
          ? 'declined'
          : request.direction,
    );
  }
  const needle = filter.q?.toLocaleLowerCase('es');
  const members: (NetworkMember & { connection: NetworkConnection })[] = [];
  const directory = await queryAll<DirectoryItem>({
    pk: PARTITION.network,
    prefix: PREFIX.networkMember,
  });
  for (const item of directory) {
    if (item.userId === userId || hidden.has(item.userId)) continue;
    if (filter.state && !item.markets.some((m) => m.state === filter.state)) continue;
    if (filter.strategy && !item.strategies.includes(filter.strategy)) continue;
    if (filter.lookingFor && !item.lookingFor.includes(filter.lookingFor)) continue;
    if (
      needle &&
      !item.displayName.toLocaleLowerCase('es').includes(needle) &&
      !item.markets.some((m) => (m.metro ?? '').toLocaleLowerCase('es').includes(needle))
    ) {
      continue;
    }
    members.push({ ...publicMember(item), connection: connections.get(item.userId) ?? 'none' });
  }
  return members.sort((a, b) => a.displayName.localeCompare(b.displayName, 'es'));
}

async function emailOf(userId: string): Promise<string | null> {
  return (await profileOf(userId))?.email ?? null;
}

async function toContactRequest(item: RequestItem): Promise<ContactRequest> {
  return {
    id: item.id,
    direction: item.direction,
    member: { memberId: item.otherMemberId, displayName: item.otherName },
    message: item.message,
    status: item.status,
    createdAt: item.createdAt,
    answeredAt: item.answeredAt,
    email: item.status === 'accepted' ? await emailOf(item.otherUserId) : null,
  };
}

/** The caller's requests, newest first, split by direction; emails only on accepted ones. */
export async function listContactRequests(
  userId: string,
): Promise<{ received: ContactRequest[]; sent: ContactRequest[] }> {
  const items = await queryAll<RequestItem>({ pk: userPk(userId), prefix: PREFIX.networkRequest });
  const all = await Promise.all(
    items.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map(toContactRequest),
  );
  return {
    received: all.filter((r) => r.direction === 'received'),
    sent: all.filter((r) => r.direction === 'sent'),
  };
}

/** Seconds until the next UTC midnight, when the daily count starts again. */
function secondsToTomorrow(now: Date): number {
  const tomorrow = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((tomorrow - now.getTime()) / 1000));
}

export interface SentRequest {
  request: ContactRequest;
  /** For the relayed email: the receiver's account and the sender's display name. */
  receiverUserId: string;
  senderName: string;
}

/**
 * A contact request: at most NETWORK_DAILY_REQUESTS a UTC day (counter item), one per pair ever
 * (the pair marker, written only if absent), never to or from a blocked member (condition checks
 * on both block items), only to someone still in the network; all in one transaction.
 *
 * One function (~85 lines) because those rules are the conditions of that one transaction, and
 * each failed condition maps to its own Spanish answer after it.
 */
export async function sendContactRequest(
  userId: string,
  body: unknown,
  now = new Date(),
): Promise<SentRequest> {
  const input = contactRequestInputSchema.parse(body);
  const sender = await requireOwnProfile(userId);
  if (input.memberId === sender.memberId) throw badRequest(NETWORK_MESSAGES.requestSelf);
  const receiver = await directoryEntry(input.memberId);
  if (!receiver) throw notFound(NETWORK_MESSAGES.memberNotFound);
  const id = newId();
  const createdAt = now.toISOString();
  const pair = keys.networkPair(userId, receiver.userId);
  const day = createdAt.slice(0, 10);
  const counter = keys.networkDay(userId, day);
  const common = { id, message: input.message, status: 'pending', createdAt, answeredAt: null };
  const sent: RequestItem = {
    ...keys.networkRequest(userId, id),
    ...common,
    status: 'pending',
    direction: 'sent',
    otherUserId: receiver.userId,
    otherMemberId: receiver.memberId,
    otherName: receiver.displayName,
    pairPk: pair.pk,
  };
  const received: RequestItem = {
    ...sent,
    pk: userPk(receiver.userId),
    direction: 'received',
    otherUserId: userId,
    otherMemberId: sender.memberId,
    otherName: sender.displayName,
  };
  const absent = 'attribute_not_exists(pk)';
  try {
    await writeCounted(
      counter,
      // A new day starts at zero; the counter expires two days later.
      async () => ({ count: 0, ttl: epochSeconds(now) + 2 * 86_400 }),
      [
        incrementUnder(counter, NETWORK_DAILY_REQUESTS),
        {
          Put: {
            TableName: tableName,
            Item: { ...pair, requestId: id, fromUserId: userId },
            ConditionExpression: absent,
          },
        },
        { Put: { TableName: tableName, Item: sent } },
        { Put: { TableName: tableName, Item: received } },
        {
          ConditionCheck: {
            TableName: tableName,
            Key: keys.networkBlock(userId, receiver.userId),
            ConditionExpression: absent,
          },
        },
        {
          ConditionCheck: {
            TableName: tableName,
            Key: keys.networkBlockedBy(userId, receiver.userId),
            ConditionExpression: absent,
          },
        },
        {
          ConditionCheck: {
            TableName: tableName,
            Key: keys.networkMember(receiver.memberId),
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
      ],
    );
  } catch (error) {
    if (!(error instanceof ConditionsFailed)) throw error;
    // A block or a receiver who just left reads as "not in the network": a block is not told.
    if (error.failed.some((i) => i >= 4)) throw notFound(NETWORK_MESSAGES.memberNotFound);
    if (error.failed.includes(1)) throw conflict(NETWORK_MESSAGES.requestExists);
    throw tooManyRequests(NETWORK_MESSAGES.requestLimit, secondsToTomorrow(now));
  }
  return {
    request: await toContactRequest(sent),
    receiverUserId: receiver.userId,
    senderName: sender.displayName,
  };
}

export interface AnsweredRequest {
  request: ContactRequest;
  senderUserId: string;
  receiverName: string;
}

/**
 * The receiver accepts or declines a pending request: both copies change in one transaction,
 * only while pending. Another member's request id, or one the caller sent, is "not found".
 */
export async function answerContactRequest(
  userId: string,
  requestId: string,
  body: unknown,
  now = new Date(),
): Promise<AnsweredRequest> {
  if (!isNetworkId(requestId)) throw notFound(NETWORK_MESSAGES.requestNotFound);
  const { Item } = await db.get({
    TableName: tableName,
    Key: keys.networkRequest(userId, requestId),
    ConsistentRead: true,
  });
  const item = Item as RequestItem | undefined;
  if (!item || item.direction !== 'received') throw notFound(NETWORK_MESSAGES.requestNotFound);
  const { action } = contactAnswerSchema.parse(body);
  const me = await requireOwnProfile(userId);
  const status: ContactRequestStatus = action === 'accept' ? 'accepted' : 'declined';
  const answeredAt = now.toISOString();
  const update = (memberUserId: string) => ({
    Update: {
      TableName: tableName,
      Key: keys.networkRequest(memberUserId, requestId),
      UpdateExpression: 'SET #status = :status, answeredAt = :at',
      ConditionExpression: '#status = :pending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':status': status, ':at': answeredAt, ':pending': 'pending' },
    },
  });
  try {
    await writeTransaction([update(userId), update(item.otherUserId)]);
  } catch (error) {
    if (error instanceof ConditionsFailed) throw conflict(NETWORK_MESSAGES.requestAnswered);
    throw error;
  }
  return {
    request: await toContactRequest({ ...item, status, answeredAt }),
    senderUserId: item.otherUserId,
    receiverName: me.displayName,
  };
}

/** Delete both copies of a request and its pair marker. */
async function deleteRequest(item: RequestItem): Promise<void> {
  await writeTransaction([
    { Delete: { TableName: tableName, Key: { pk: item.pk, sk: item.sk } } },
    { Delete: { TableName: tableName, Key: { pk: userPk(item.otherUserId), sk: item.sk } } },
    { Delete: { TableName: tableName, Key: keys.networkPairAt(item.pairPk) } },
  ]);
}

/**
 * Block a member: neither sees the other in the directory nor can send a request; a pending
 * request between them is withdrawn. Idempotent.
 */
export async function blockMember(userId: string, body: unknown): Promise<void> {
  const { memberId } = blockInputSchema.parse(body);
  const me = await requireOwnProfile(userId);
  if (memberId === me.memberId) throw badRequest(NETWORK_MESSAGES.blockSelf);
  const other = await directoryEntry(memberId);
  if (!other) throw notFound(NETWORK_MESSAGES.memberNotFound);
  const at = new Date().toISOString();
  await writeTransaction([
    {
      Put: {
        TableName: tableName,
        Item: { ...keys.networkBlock(userId, other.userId), memberId, at },
      },
    },
    {
      Put: {
        TableName: tableName,
        Item: { ...keys.networkBlockedBy(other.userId, userId), at },
      },
    },
  ]);
  const { Item: pair } = await db.get({
    TableName: tableName,
    Key: keys.networkPair(userId, other.userId),
    ConsistentRead: true,
  });
  if (!pair) return;
  const { Item: mine } = await db.get({
    TableName: tableName,
    Key: keys.networkRequest(userId, String(pair.requestId)),
    ConsistentRead: true,
  });
  if (mine && (mine as RequestItem).status === 'pending') await deleteRequest(mine as RequestItem);
}

/** Report a member to staff (one report per pair; the reporter may also block). */
export async function reportMember(userId: string, body: unknown, now = new Date()): Promise<void> {
  const input = reportInputSchema.parse(body);
  const me = await requireOwnProfile(userId);
  if (input.memberId === me.memberId) throw badRequest(NETWORK_MESSAGES.reportSelf);
  const other = await directoryEntry(input.memberId);
  if (!other) throw notFound(NETWORK_MESSAGES.memberNotFound);
  try {
    await db.put({
      TableName: tableName,
      Item: {
        ...keys.networkReport(userId, other.userId),
        id: newId(),
        createdAt: now.toISOString(),
        reason: input.reason,
        details: input.details || undefined,
        reporterUserId: userId,
        reporterMemberId: me.memberId,
        reporterDisplayName: me.displayName,
        reportedUserId: other.userId,
        reportedMemberId: other.memberId,
        reportedDisplayName: other.displayName,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') {
      throw conflict(NETWORK_MESSAGES.reportExists);
    }
    throw error;
  }
}

/** Staff: every report, newest first, with both members' names and emails. */
export async function networkReports(): Promise<NetworkReport[]> {
  const raw = await queryAll({ pk: PARTITION.networkReports, prefix: PREFIX.networkReport });
  const account = async (id: string) => {
    const [{ Item: profile }, { Item: network }] = await Promise.all([
      db.get({ TableName: tableName, Key: keys.profile(id) }),
      db.get({ TableName: tableName, Key: keys.networkProfile(id) }),
    ]);
    const p = profile as ProfileItem | undefined;
    return {
      name: p ? `${p.firstName} ${p.lastName}`.trim() : 'Cuenta eliminada',
      email: p?.email ?? '',
      inNetwork: Boolean(network),
    };
  };
  const reports = await Promise.all(
    raw.map(async (r) => {
      const [reporter, reported] = await Promise.all([
        account(String(r.reporterUserId)),
        account(String(r.reportedUserId)),
      ]);
      return {
        id: String(r.id),
        createdAt: String(r.createdAt),
        reason: r.reason as NetworkReport['reason'],
        details: String(r.details ?? ''),
        reporter: {
          memberId: String(r.reporterMemberId),
          displayName: String(r.reporterDisplayName),
          name: reporter.name,
          email: reporter.email,
        },
        reported: {
          memberId: String(r.reportedMemberId),
          displayName: String(r.reportedDisplayName),
          name: reported.name,
          email: reported.email,
        },
        reportedInNetwork: reported.inNetwork,
      } satisfies NetworkReport;
    }),
  );
  return reports.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/**
 * Leave the network at once: the profile and its directory entry, and every contact request of
 * the member (both copies and the pair markers, so nobody keeps a pending request from someone
 * gone). Blocks and reports stay. Account deletion calls this too. Safe to call when not a member.
 */
export async function leaveNetwork(userId: string): Promise<void> {
  const profile = await ownProfile(userId);
  if (profile) {
    await writeTransaction([
      { Delete: { TableName: tableName, Key: keys.networkProfile(userId) } },
      { Delete: { TableName: tableName, Key: keys.networkMember(profile.memberId) } },
    ]);
  }
  const requests = await queryAll<RequestItem>({
    pk: userPk(userId),
    prefix: PREFIX.networkRequest,
  });
  for (const request of requests) await deleteRequest(request);
}
