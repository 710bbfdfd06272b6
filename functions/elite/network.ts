import { readProfile } from '../auth/profile.ts';
import { randomBytes } from 'node:crypto';
import type { QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { incrementUnder, writeCounted } from '../commons/counters.ts';
import { batchDeleteKeys, db, epochSeconds, queryAll, tableName } from '../commons/db.ts';
import { badRequest, conflict, notFound, tooManyRequests } from '../commons/errors.ts';
import { ConditionsFailed, writeTransaction } from '../commons/transactions.ts';
import {
  blockInputSchema,
  contactAnswerSchema,
  contactRequestInputSchema,
  NETWORK_DAILY_REQUESTS,
  NETWORK_MESSAGES,
  NETWORK_PAGE_SIZE,
  networkCursorSchema,
  networkFilterSchema,
  networkProfileInputSchema,
  reportInputSchema,
  type ContactRequest,
  type ContactRequestStatus,
  type NetworkConnection,
  type NetworkFilter,
  type NetworkMember,
  type NetworkProfile,
  type NetworkReport,
} from '../../shared/api/network.ts';
import {
  keys,
  networkDirectoryPk,
  userPk,
  PREFIX,
  PARTITION,
  type ItemKey,
} from '../commons/keys.ts';

/**
 * Red de inversionistas in the single table:
 *   profile    pk USER#<id>              sk NETWORK#PROFILE            the member's own profile
 *   member     pk NETWORK#MEMBER#<mId>   sk MEMBER                     a member by the id others see
 *   listing    pk NETWORK#DIR#<letter>   sk <folded name>#<memberId>   the directory, one shard per
 *                                                                      run of first letters, in order
 *   request    pk USER#<id>              sk NETWORK#REQ#<requestId>    one copy per side
 *   pair       pk NETWORK#PAIR#<a>#<b>   sk PAIR                       one request per pair (a < b)
 *   day count  pk USER#<id>              sk NETWORK#DAY#<yyyy-mm-dd>   requests sent that UTC day
 *   block      pk USER#<id>              sk NETWORK#BLOCK#<otherId>    who I blocked
 *              pk USER#<otherId>         sk NETWORK#BLOCKEDBY#<id>     its mirror (hides me from them)
 *   declined   pk USER#<id>              sk NETWORK#DECLINED#<otherId> a declined request, both sides
 *   report     pk NETWORK#REPORTS        sk REPORT#<reporterId>#<reportedId>   staff's list
 * The directory shows an opaque memberId, never the user id or an email; emails are only shown to
 * both sides of an accepted request. A "no" holds between the members, not their profiles: blocks
 * and declined requests survive leaving and rejoining. A page of the directory is a few bounded
 * Queries of its shards (listNetworkMembers), never a read of all of it.
 */
interface DirectoryItem extends NetworkMember {
  pk: string;
  sk: string;
  userId: string;
}
interface ProfileRecord extends NetworkProfile {
  pk: string;
  sk: string;
  userId: string;
  /** Its listing's key (absent on profiles written before the directory had shards). */
  listing?: ItemKey;
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

/**
 * The directory's shards, in name order: runs of first letters of about the same size for Spanish
 * names (a folded name's first letter picks one), and one for any other start. Few, so a page of
 * a small directory is a few Queries; each a partition of its own, so none holds everyone.
 */
const SHARD_LETTERS = ['ab', 'cd', 'efg', 'hijk', 'lm', 'nop', 'qrs', 'tuvwxyz'];
const SHARDS = [...SHARD_LETTERS.map((run) => run[0]!), '_'];
/** One Query of a shard reads at most this many listings. */
const QUERY_LIMIT = 100;
/** A page stops reading after this many listings or Queries (then `next` says where to go on). */
const PAGE_READ_BUDGET = { items: 400, queries: SHARDS.length + 10 };

/** A name or a search for comparing: no accents, lower case, single spaces. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Where a member is listed: the shard of their folded name's first letter, sorted by that name. */
function listingKey(displayName: string, memberId: string): ItemKey {
  const sortName = fold(displayName);
  const first = sortName[0] ?? '';
  const run = SHARD_LETTERS.find((letters) => letters.includes(first));
  return keys.networkListing(run ? run[0]! : '_', sortName, memberId);
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

/**
 * Join or update: the profile, its member record and its listing in one transaction (a new name
 * moves the listing: the old one goes in the same transaction).
 */
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
  const listing = listingKey(profile.displayName, profile.memberId);
  const moved =
    existing?.listing && existing.listing.pk + existing.listing.sk !== listing.pk + listing.sk;
  try {
    await writeTransaction([
      {
        Put: {
          TableName: tableName,
          Item: { ...keys.networkProfile(userId), userId, ...stored(profile), listing },
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
      { Put: { TableName: tableName, Item: listed(userId, profile, listing) } },
      ...(moved ? [{ Delete: { TableName: tableName, Key: existing.listing! } }] : []),
    ]);
  } catch (error) {
    if (error instanceof ConditionsFailed) throw conflict(NETWORK_MESSAGES.profileChanged);
    throw error;
  }
  return { profile, created: !existing };
}

/** A listing: what the directory shows, and what its filters read (states, folded text). */
function listed(userId: string, member: NetworkMember, key: ItemKey): Record<string, unknown> {
  const text = [member.displayName, ...member.markets.map((m) => m.metro ?? ''), member.bio ?? ''];
  return {
    ...key,
    userId,
    ...stored(publicMember(member)),
    states: [...new Set(member.markets.map((m) => m.state))],
    search: fold(text.join(' ')),
  };
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

/** Between the caller and each member they have dealt with: a request, or a declined one. */
function connectionsOf(items: Record<string, unknown>[]): Map<string, NetworkConnection> {
  const connections = new Map<string, NetworkConnection>();
  for (const item of items) {
    const sk = String(item.sk);
    const declined = /^NETWORK#DECLINED#(.+)$/.exec(sk);
    if (declined) connections.set(declined[1]!, 'declined');
    if (!sk.startsWith(PREFIX.networkRequest)) continue;
    const request = item as unknown as RequestItem;
    if (connections.get(request.otherUserId) === 'declined') continue;
    connections.set(
      request.otherUserId,
      request.status === 'accepted'
        ? 'connected'
        : request.status === 'declined'
          ? 'declined'
          : request.direction,
    );
  }
  return connections;
}

interface Cursor {
  shard: number;
  after?: string;
}

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.shard, cursor.after ?? null])).toString('base64url');
}

function decodeCursor(value: string | null): Cursor {
  const raw = networkCursorSchema.parse(value ?? undefined);
  if (raw === undefined) return { shard: 0 };
  try {
    const [shard, after] = JSON.parse(Buffer.from(raw, 'base64url').toString()) as unknown[];
    if (
      Number.isInteger(shard) &&
      (shard as number) >= 0 &&
      (shard as number) < SHARDS.length &&
      (after === null || (typeof after === 'string' && after.length <= 300))
    ) {
      return { shard: shard as number, ...(after ? { after } : {}) };
    }
  } catch {
    // Not ours: refused below.
  }
  throw badRequest(NETWORK_MESSAGES.pageInvalid);
}

/** The filter as a DynamoDB FilterExpression on the listings (undefined: no filter). */
function filterExpression(filter: NetworkFilter) {
  const parts: string[] = [];
  const values: Record<string, string> = {};
  if (filter.state) {
    parts.push('contains(#states, :state)');
    values[':state'] = filter.state;
  }
  if (filter.strategy) {
    parts.push('contains(strategies, :strategy)');
    values[':strategy'] = filter.strategy;
  }
  if (filter.lookingFor) {
    parts.push('contains(lookingFor, :lookingFor)');
    values[':lookingFor'] = filter.lookingFor;
  }
  const needle = filter.q ? fold(filter.q) : '';
  if (needle) {
    parts.push('contains(#search, :q)');
    values[':q'] = needle;
  }
  if (parts.length === 0) return undefined;
  const names = {
    ...(filter.state ? { '#states': 'states' } : {}),
    ...(needle ? { '#search': 'search' } : {}),
  };
  return {
    FilterExpression: parts.join(' AND '),
    ExpressionAttributeValues: values,
    ...(Object.keys(names).length > 0 ? { ExpressionAttributeNames: names } : {}),
  };
}

/**
 * A page of the directory for the caller, in name order: everyone in the network but the caller
 * and anyone either side blocked, filtered by state, strategy, what they look for and a text in
 * the name, metros or presentation. Each Query reads one shard with a Limit, filtered by DynamoDB;
 * the page ends full, or when its read budget is spent, and `next` says where the next one starts.
 */
export async function listNetworkMembers(
  userId: string,
  query: URLSearchParams,
): Promise<{
  members: (NetworkMember & { connection: NetworkConnection })[];
  next: string | null;
}> {
  await requireOwnProfile(userId);
  const filter = networkFilterSchema.parse(Object.fromEntries(query));
  let cursor: Cursor | undefined = decodeCursor(query.get('cursor'));
  const mine = await networkItems(userId);
  const hidden = hiddenUserIds(mine);
  const connections = connectionsOf(mine);
  const where = filterExpression(filter);
  const members: (NetworkMember & { connection: NetworkConnection })[] = [];
  let read = 0;
  let queries = 0;
  while (cursor && members.length < NETWORK_PAGE_SIZE) {
    if (read >= PAGE_READ_BUDGET.items || queries >= PAGE_READ_BUDGET.queries) break;
    const pk = networkDirectoryPk(SHARDS[cursor.shard]!);
    const page: QueryCommandOutput = await db.query({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk',
      ...where,
      ExpressionAttributeValues: { ...where?.ExpressionAttributeValues, ':pk': pk },
      Limit: QUERY_LIMIT,
      ...(cursor.after ? { ExclusiveStartKey: { pk, sk: cursor.after } } : {}),
    });
    queries++;
    read += page.ScannedCount ?? 0;
    const at: Cursor = cursor;
    cursor = undefined;
    const items = (page.Items ?? []) as DirectoryItem[];
    const last: unknown = page.LastEvaluatedKey?.sk;
    // Where this shard's reading goes on: after what DynamoDB read, or the next shard.
    const onwards: Cursor | undefined =
      typeof last === 'string'
        ? { shard: at.shard, after: last }
        : at.shard + 1 < SHARDS.length
          ? { shard: at.shard + 1 }
          : undefined;
    for (const [index, item] of items.entries()) {
      if (item.userId === userId || hidden.has(item.userId)) continue;
      members.push({ ...publicMember(item), connection: connections.get(item.userId) ?? 'none' });
      if (members.length === NETWORK_PAGE_SIZE) {
        cursor = index < items.length - 1 ? { shard: at.shard, after: item.sk } : onwards;
        break;
      }
    }
    if (members.length === NETWORK_PAGE_SIZE) break;
    cursor = onwards;
  }
  return { members, next: cursor ? encodeCursor(cursor) : null };
}

async function emailOf(userId: string): Promise<string | null> {
  return (await readProfile(userId))?.email ?? null;
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
 * A contact request: at most NETWORK_DAILY_REQUESTS a UTC day (counter item), one per pair while
 * both are in the network (the pair marker, written only if absent) and never again once declined
 * (the declined items outlive leaving), never to or from a blocked member (condition checks on
 * both block items), only to someone still in the network; all in one transaction.
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
        // A "no" between these two members stands, even if either left and joined again.
        {
          ConditionCheck: {
            TableName: tableName,
            Key: keys.networkDeclined(userId, receiver.userId),
            ConditionExpression: absent,
          },
        },
      ],
    );
  } catch (error) {
    if (!(error instanceof ConditionsFailed)) throw error;
    // A block or a receiver who just left reads as "not in the network": a block is not told.
    if (error.failed.some((i) => i >= 4 && i <= 6)) throw notFound(NETWORK_MESSAGES.memberNotFound);
    if (error.failed.includes(1) || error.failed.includes(7)) {
      throw conflict(NETWORK_MESSAGES.requestExists);
    }
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
  // A "no" is kept on both members' sides, outside the requests that leaving deletes.
  const declined =
    status === 'declined'
      ? [
          keys.networkDeclined(userId, item.otherUserId),
          keys.networkDeclined(item.otherUserId, userId),
        ].map((key) => ({ Put: { TableName: tableName, Item: { ...key, at: answeredAt } } }))
      : [];
  try {
    await writeTransaction([update(userId), update(item.otherUserId), ...declined]);
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
    const [p, { Item: network }] = await Promise.all([
      readProfile(id),
      db.get({ TableName: tableName, Key: keys.networkProfile(id) }),
    ]);
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
 * Leave the network at once: the profile, its member record and listing, and every contact
 * request of the member (both copies and the pair markers, so nobody keeps a pending request from
 * someone gone). Blocks, declined requests and reports stay: a "no" outlives the profile. Safe to
 * call when not a member.
 */
export async function leaveNetwork(userId: string): Promise<void> {
  const profile = await ownProfile(userId);
  if (profile) {
    const listing = profile.listing ?? listingKey(profile.displayName, profile.memberId);
    await writeTransaction([
      { Delete: { TableName: tableName, Key: keys.networkProfile(userId) } },
      { Delete: { TableName: tableName, Key: keys.networkMember(profile.memberId) } },
      { Delete: { TableName: tableName, Key: listing } },
    ]);
  }
  const requests = await queryAll<RequestItem>({
    pk: userPk(userId),
    prefix: PREFIX.networkRequest,
  });
  for (const request of requests) await deleteRequest(request);
}

/**
 * Account deletion: leave, then forget the member everywhere the network names them — their
 * blocks, declined requests and day counters and the other side of each, and every report they
 * made or received. The reports' list is staff's (small, read whole here only).
 */
export async function forgetNetworkMember(userId: string): Promise<void> {
  await leaveNetwork(userId);
  const doomed: ItemKey[] = [];
  for (const item of await networkItems(userId)) {
    doomed.push({ pk: String(item.pk), sk: String(item.sk) });
    const [, kind, otherId] =
      /^NETWORK#(BLOCK|BLOCKEDBY|DECLINED)#(.+)$/.exec(String(item.sk)) ?? [];
    if (!otherId) continue;
    if (kind === 'BLOCK') doomed.push(keys.networkBlockedBy(otherId, userId));
    else if (kind === 'BLOCKEDBY') doomed.push(keys.networkBlock(otherId, userId));
    else doomed.push(keys.networkDeclined(otherId, userId));
  }
  const reports = await queryAll({ pk: PARTITION.networkReports, prefix: PREFIX.networkReport });
  for (const report of reports) {
    if (report.reporterUserId === userId || report.reportedUserId === userId) {
      doomed.push({ pk: String(report.pk), sk: String(report.sk) });
    }
  }
  await batchDeleteKeys(doomed);
}

/**
 * Move the directory written before it had shards (pk NETWORK, sk MEMBER#<memberId>) to the
 * member records and listings; run once by `npx tsx scripts/network-directory.ts migrate`. Each
 * member moves in one transaction, conditional on their profile; running it again finds nothing.
 */
export async function migrateNetworkDirectory(): Promise<number> {
  let moved = 0;
  for (;;) {
    const page = await db.query({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :member)',
      ExpressionAttributeValues: { ':pk': 'NETWORK', ':member': 'MEMBER#' },
      Limit: QUERY_LIMIT,
    });
    const legacy = (page.Items ?? []) as DirectoryItem[];
    if (legacy.length === 0) return moved;
    for (const item of legacy) {
      const profile = await ownProfile(item.userId);
      const stale = { Delete: { TableName: tableName, Key: { pk: item.pk, sk: item.sk } } };
      if (!profile || profile.memberId !== item.memberId) {
        await writeTransaction([stale]); // left meanwhile
        continue;
      }
      const listing = listingKey(profile.displayName, profile.memberId);
      await writeTransaction([
        {
          Update: {
            TableName: tableName,
            Key: keys.networkProfile(item.userId),
            UpdateExpression: 'SET listing = :listing',
            ConditionExpression: 'memberId = :memberId',
            ExpressionAttributeValues: { ':listing': listing, ':memberId': profile.memberId },
          },
        },
        {
          Put: {
            TableName: tableName,
            Item: {
              ...keys.networkMember(profile.memberId),
              userId: item.userId,
              ...stored(publicMember(profile)),
            },
          },
        },
        { Put: { TableName: tableName, Item: listed(item.userId, profile, listing) } },
        stale,
      ]);
      moved++;
    }
  }
}
