import { type ProfileItem, readProfile } from '../auth/profile.ts';
import { randomInt } from 'node:crypto';
import type * as z from 'zod';
import { db, queryAll, tableName } from '../commons/db.ts';
import { ConditionsFailed, writeTransaction, type TransactItem } from '../commons/transactions.ts';
import { badRequest, notFound } from '../commons/errors.ts';
import { zonedTimeToUtc } from '../webinars/zoned-time.ts';
import {
  PRO_SUPPORT,
  supportPriority,
  TICKET_STATUS_IDS,
  type SupportTier,
  type TicketStatusId,
} from '../../shared/elite/support.ts';
import { addDays, CONSULTING_TIME_ZONE, dateInZone, weekday } from '../../shared/elite/time.ts';
import { planAllows } from '../../shared/plans.ts';
import {
  ELITE_MESSAGES,
  type ticketInputSchema,
  type ticketReplySchema,
  type StaffTicket,
  type Ticket,
  type TicketReply,
} from '../../shared/api/elite.ts';
import { keys, userPk, PREFIX, PARTITION, resolvedTicketsPk } from '../commons/keys.ts';

/**
 * Priority support tickets in the single table:
 *   ticket    pk USER#<id>                      sk TICKET#<createdAt>#<ticketId>   the member's
 *   locator   pk TICKET#<ticketId>              sk TICKET                          by id alone
 *   open      pk TICKETS#OPEN                   sk <respondBy>#<ticketId>          the staff queue
 *   resolved  pk TICKETS#RESOLVED#<YYYY-MM>     sk <resolvedAt>#<ticketId>         ops, by month
 * The queue holds only the tickets not yet resolved, sorted by when their answer is due, and is
 * read a page at a time (Limit and a cursor); a resolved ticket moves to its month's partition, so
 * no read ever loads every ticket there has been. Every change writes the ticket, its locator and
 * its queue entry in one transaction, conditioned on the status it read (a concurrent change makes
 * it read again). The support team answers from the staff console (/equipo, replyToTicket) or
 * changes the status with scripts/elite-content.ts. Ids start with the date (IL-260312-K7QF). A
 * ticket's tier (Elite or Pro) is the member's plan when it was opened.
 */
interface TicketIndexItem {
  pk: string;
  sk: string;
  id: string;
  userId: string;
  ticketSk: string;
  status: TicketStatusId;
  priority: Ticket['priority'];
  subject: string;
  createdAt: string;
  respondBy: string;
  tier?: SupportTier;
  /** When it was resolved (on the locator and the resolved entry while it is). */
  resolvedAt?: string;
}

/** Tickets of one page of the staff queue unless the caller asks for fewer. */
const TICKET_PAGE_SIZE = 25;

const ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I: read over the phone

function newTicketId(now: Date): string {
  const date = now.toISOString().slice(2, 10).replace(/-/g, '');
  let suffix = '';
  for (let i = 0; i < 4; i++) suffix += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return `IL-${date}-${suffix}`;
}

function toTicket(item: Record<string, unknown>): Ticket {
  const t = item as unknown as Ticket;
  return {
    id: t.id,
    subject: t.subject,
    category: t.category,
    description: t.description,
    priority: t.priority,
    method: t.method,
    phone: t.phone ?? null,
    status: t.status,
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
    respondBy: t.respondBy,
    tier: t.tier ?? 'elite',
    replies: t.replies ?? [],
  };
}

/** Elite members are served as Elite; every other caller the Pro access lets in, as Pro. */
function supportTier(profile: Pick<ProfileItem, 'plan' | 'subscriptionStatus'>): SupportTier {
  return planAllows(profile.plan, profile.subscriptionStatus, 'elite') ? 'elite' : 'pro';
}

/**
 * The Pro target: 6:00 PM New York time on the first business day (Monday to Friday) after the
 * day the ticket was opened there. Friday or the weekend → Monday. Federal holidays not skipped.
 */
export function proRespondBy(now: Date): Date {
  let day = addDays(dateInZone(now, CONSULTING_TIME_ZONE), 1);
  while (weekday(day) === 0 || weekday(day) === 6) day = addDays(day, 1);
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return zonedTimeToUtc(
    { year, month, day: date, hour: PRO_SUPPORT.dueHour, minute: 0 },
    CONSULTING_TIME_ZONE,
  );
}

/** A new ticket and a staff reply, as their schemas' parse gives them (in the handlers). */
export type TicketRequest = z.output<typeof ticketInputSchema>;
export type TicketReplyRequest = z.output<typeof ticketReplySchema>;

/** Open a ticket for the caller (status Abierto). */
export async function createTicket(
  profile: ProfileItem,
  input: TicketRequest,
  /** The request's rate-limit count, carried by this write (ApiRequest `requestCount`). */
  requestCount?: TransactItem,
  now = new Date(),
): Promise<Ticket> {
  const tier = supportTier(profile);
  // Pro support answers by email only; its priority does not change its target.
  if (tier === 'pro' && input.method !== 'email') throw badRequest(ELITE_MESSAGES.proEmailOnly);
  const createdAt = now.toISOString();
  const respondBy = (
    tier === 'pro'
      ? proRespondBy(now)
      : new Date(now.getTime() + supportPriority(input.priority).targetMinutes * 60_000)
  ).toISOString();
  for (let attempt = 0; ; attempt++) {
    const ticket: Ticket = {
      id: newTicketId(now),
      subject: input.subject,
      category: input.category,
      description: input.description,
      priority: tier === 'pro' ? 'normal' : input.priority,
      method: input.method,
      phone: tier === 'pro' ? null : input.phone?.trim() || null,
      status: 'abierto',
      createdAt,
      updatedAt: createdAt,
      respondBy,
      tier,
      replies: [],
    };
    const ticketSk = keys.ticketSk(createdAt, ticket.id);
    try {
      await writeTransaction([
        {
          Put: {
            TableName: tableName,
            Item: { ...keys.ticket(profile.userId, ticketSk), ...ticket },
          },
        },
        {
          Put: {
            TableName: tableName,
            Item: { ...keys.ticketLocator(ticket.id), ...indexFields(profile.userId, ticket) },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Put: {
            TableName: tableName,
            Item: {
              ...keys.openTicket(respondBy, ticket.id),
              ...indexFields(profile.userId, ticket),
            },
          },
        },
        ...(requestCount ? [requestCount] : []),
      ]);
      return ticket;
    } catch (error) {
      // An id taken the same day (1 in ~a million): draw another.
      const idTaken =
        error instanceof ConditionsFailed &&
        error.failed.includes(1) &&
        !error.refused(requestCount);
      if (idTaken && attempt < 3) continue;
      throw error;
    }
  }
}

/** What the locator and the queue entries keep of a ticket (enough to list it and find it). */
function indexFields(userId: string, ticket: Ticket): Omit<TicketIndexItem, 'pk' | 'sk'> {
  return {
    id: ticket.id,
    userId,
    ticketSk: keys.ticketSk(ticket.createdAt, ticket.id),
    status: ticket.status,
    priority: ticket.priority,
    subject: ticket.subject,
    createdAt: ticket.createdAt,
    respondBy: ticket.respondBy,
    tier: ticket.tier,
  };
}

/** Where a ticket sits in the queue: the open partition, or its resolution month's. */
export function ticketQueueEntry(
  ticket: Pick<TicketIndexItem, 'id' | 'status' | 'respondBy' | 'resolvedAt'>,
) {
  return ticket.status === 'resuelto' && ticket.resolvedAt
    ? keys.resolvedTicket(ticket.resolvedAt, ticket.id)
    : keys.openTicket(ticket.respondBy, ticket.id);
}

/** The caller's tickets, newest first. */
export async function listTickets(userId: string): Promise<Ticket[]> {
  const result = await db.query({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': PREFIX.ticket },
    ScanIndexForward: false,
  });
  return (result.Items ?? []).map(toTicket);
}

/**
 * Ops: the tickets not yet resolved (most due first), optionally of one status; or, for
 * `resuelto`, those resolved in `month` (YYYY-MM, this month unless given).
 */
export async function ticketQueue(
  status?: TicketStatusId,
  month = new Date().toISOString().slice(0, 7),
): Promise<TicketIndexItem[]> {
  if (status === 'resuelto') return queryAll<TicketIndexItem>({ pk: resolvedTicketsPk(month) });
  const open = await queryAll<TicketIndexItem>({ pk: PARTITION.openTickets });
  return status ? open.filter((entry) => entry.status === status) : open;
}

/**
 * Ops, once: the queue of before the split was one partition (TICKETS, sk the ticket id) read
 * whole. Each of its entries becomes a locator and an open or resolved entry, built from the
 * member's ticket, and is deleted; run again, it finds nothing left. Returns how many moved.
 */
export async function migrateLegacyTicketQueue(): Promise<number> {
  const legacy = await queryAll<{ pk: string; sk: string; userId: string; ticketSk: string }>({
    pk: 'TICKETS',
  });
  for (const entry of legacy) {
    const { Item } = await db.get({
      TableName: tableName,
      Key: keys.ticket(entry.userId, entry.ticketSk),
    });
    const writes: TransactItem[] = [
      { Delete: { TableName: tableName, Key: { pk: entry.pk, sk: entry.sk } } },
    ];
    if (Item) {
      const ticket = toTicket(Item);
      const resolvedAt = ticket.status === 'resuelto' ? ticket.updatedAt : undefined;
      const fields: Omit<TicketIndexItem, 'pk' | 'sk'> = {
        ...indexFields(entry.userId, ticket),
        ...(resolvedAt ? { resolvedAt } : {}),
      };
      const at = ticketQueueEntry(fields);
      writes.push(
        { Put: { TableName: tableName, Item: { ...fields, ...keys.ticketLocator(ticket.id) } } },
        { Put: { TableName: tableName, Item: { ...fields, ...at } } },
      );
      if (resolvedAt) {
        writes.push({
          Update: {
            TableName: tableName,
            Key: keys.ticket(entry.userId, entry.ticketSk),
            UpdateExpression: 'SET resolvedAt = :at',
            ExpressionAttributeValues: { ':at': resolvedAt },
          },
        });
      }
    }
    await writeTransaction(writes);
  }
  return legacy.length;
}

/**
 * Move a ticket to `status` with `at` as its update time, and whatever else `change` sets on the
 * member's ticket (a reply): the ticket, its locator and its queue entry in one transaction,
 * conditioned on the status read, read again when another change came first. Undefined when no
 * ticket has that id (or its member's ticket is gone: account deleted).
 */
async function changeTicket(
  id: string,
  status: TicketStatusId,
  at: string,
  change: { set: string; values: Record<string, unknown> } = { set: '', values: {} },
): Promise<{ ticket: Ticket; userId: string } | undefined> {
  for (let attempt = 0; ; attempt++) {
    const { Item } = await db.get({
      TableName: tableName,
      Key: keys.ticketLocator(id),
      ConsistentRead: true,
    });
    if (!Item) return undefined;
    const before = Item as TicketIndexItem;
    const resolvedAt = status === 'resuelto' ? (before.resolvedAt ?? at) : undefined;
    const after: TicketIndexItem = { ...before, status, resolvedAt };
    const [from, to] = [ticketQueueEntry(before), ticketQueueEntry(after)];
    const stays = from.pk === to.pk && from.sk === to.sk;
    try {
      await writeTransaction([
        {
          Update: {
            TableName: tableName,
            Key: keys.ticket(before.userId, before.ticketSk),
            UpdateExpression: `SET #status = :status, updatedAt = :at${change.set}${
              resolvedAt ? ', resolvedAt = :resolvedAt' : ''
            }${resolvedAt ? '' : ' REMOVE resolvedAt'}`,
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':status': status,
              ':at': at,
              ...change.values,
              ...(resolvedAt ? { ':resolvedAt': resolvedAt } : {}),
            },
          },
        },
        {
          Put: {
            TableName: tableName,
            Item: { ...after, ...keys.ticketLocator(id) },
            ConditionExpression: '#status = :before',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':before': before.status },
          },
        },
        ...(stays ? [] : [{ Delete: { TableName: tableName, Key: from } }]),
        { Put: { TableName: tableName, Item: { ...after, ...to } } },
      ]);
    } catch (error) {
      if (!(error instanceof ConditionsFailed)) throw error;
      // The member's ticket is gone (account deleted): as if there were none.
      if (error.failed.includes(0)) return undefined;
      if (attempt < 3) continue; // another change came first: read it again
      throw error;
    }
    const { Item: updated } = await db.get({
      TableName: tableName,
      Key: keys.ticket(before.userId, before.ticketSk),
    });
    return updated ? { ticket: toTicket(updated), userId: before.userId } : undefined;
  }
}

/**
 * Ops: move a ticket to another status. Returns the updated ticket and its owner's id, or
 * undefined when no ticket has that id.
 */
export async function setTicketStatus(
  id: string,
  status: TicketStatusId,
  now = new Date(),
): Promise<{ ticket: Ticket; userId: string } | undefined> {
  if (!TICKET_STATUS_IDS.includes(status)) throw new Error(`Unknown status ${status}`);
  return changeTicket(id, status, now.toISOString());
}

/** Where a page of the staff queue starts: after this entry's sort key (<respondBy>#<id>). */
const CURSOR_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z#IL-\d{6}-[A-Z2-9]{4}$/;

function encodeTicketCursor(sk: string): string {
  return Buffer.from(sk).toString('base64url');
}

/** The sort key a cursor names, or undefined when it is not one of ours. */
export function decodeTicketCursor(cursor: string): string | undefined {
  const sk = Buffer.from(cursor, 'base64url').toString('utf8');
  return CURSOR_PATTERN.test(sk) ? sk : undefined;
}

/**
 * The staff console's queue, a page at a time: tickets not yet resolved, the most urgent answer
 * first (the open partition's sort key), each with the member's name. `after` is the last sort key
 * of the page before; `next` the one to ask for the page after, null at the end.
 */
export async function staffTicketQueue(
  page: { after?: string; limit?: number } = {},
): Promise<{ tickets: StaffTicket[]; next: string | null }> {
  const result = await db.query({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': PARTITION.openTickets },
    Limit: page.limit ?? TICKET_PAGE_SIZE,
    ...(page.after ? { ExclusiveStartKey: { pk: PARTITION.openTickets, sk: page.after } } : {}),
  });
  const entries = (result.Items ?? []) as TicketIndexItem[];
  const tickets = await Promise.all(
    entries.map(async (entry) => {
      const [ticket, profile] = await Promise.all([
        db.get({ TableName: tableName, Key: keys.ticket(entry.userId, entry.ticketSk) }),
        readProfile(entry.userId),
      ]);
      if (!ticket.Item) return undefined;
      const memberName = profile
        ? `${profile.firstName} ${profile.lastName}`.trim()
        : 'Cuenta eliminada';
      return { ...toTicket(ticket.Item), memberName } satisfies StaffTicket;
    }),
  );
  const last = result.LastEvaluatedKey?.sk;
  return {
    tickets: tickets.filter((t): t is StaffTicket => t !== undefined),
    next: typeof last === 'string' ? encodeTicketCursor(last) : null,
  };
}

/**
 * Staff answer a ticket: the reply is appended to the member's ticket, which becomes En progreso,
 * or Resuelto when `resolve`. Returns the ticket and its owner's id (for the email).
 */
export async function replyToTicket(
  staff: Pick<ProfileItem, 'firstName'>,
  id: string,
  input: TicketReplyRequest,
  now = new Date(),
): Promise<{ ticket: Ticket; userId: string }> {
  const at = now.toISOString();
  const reply: TicketReply = {
    at,
    author: staff.firstName.trim() || 'Equipo',
    message: input.message,
  };
  const changed = await changeTicket(id, input.resolve ? 'resuelto' : 'en-progreso', at, {
    set: ', replies = list_append(if_not_exists(replies, :none), :reply)',
    values: { ':none': [], ':reply': [reply] },
  });
  if (!changed) throw notFound(ELITE_MESSAGES.ticketNotFound);
  return changed;
}
