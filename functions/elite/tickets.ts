import { randomInt } from 'node:crypto';
import type * as z from 'zod';
import type { ProfileItem } from '../commons/access.ts';
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
import { keys, userPk, PREFIX, PARTITION } from '../commons/keys.ts';

/**
 * Priority support tickets in the single table:
 *   ticket   pk USER#<id>   sk TICKET#<createdAt>#<ticketId>   Query newest first (my history)
 *   index    pk TICKETS     sk <ticketId>                      GetItem by id, Query (ops: the queue)
 * Ids start with the date (IL-260312-K7QF), so the index lists oldest first. Both items are written
 * in one transaction; the support team answers from the staff console (/equipo, replyToTicket)
 * or changes the status with scripts/elite-content.ts; both update both items (the user sees it
 * in the history list). A ticket's tier (Elite or Pro) is the member's plan when it was opened.
 */
interface TicketIndexItem {
  pk: string;
  sk: string;
  userId: string;
  ticketSk: string;
  status: TicketStatusId;
  priority: Ticket['priority'];
  subject: string;
  createdAt: string;
  tier?: SupportTier;
}

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
            Item: {
              ...keys.ticketQueue(ticket.id),
              userId: profile.userId,
              ticketSk,
              status: ticket.status,
              priority: ticket.priority,
              subject: ticket.subject,
              createdAt,
              tier,
            } satisfies TicketIndexItem,
            ConditionExpression: 'attribute_not_exists(pk)',
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

/** Ops: the queue, oldest first, optionally only one status. */
export async function ticketQueue(status?: TicketStatusId): Promise<TicketIndexItem[]> {
  const entries = await queryAll<TicketIndexItem>({ pk: PARTITION.tickets });
  return status ? entries.filter((entry) => entry.status === status) : entries;
}

/**
 * Ops: move a ticket to another status (both items in one transaction). Returns the updated
 * ticket and its owner's id, or undefined when no ticket has that id.
 */
export async function setTicketStatus(
  id: string,
  status: TicketStatusId,
  now = new Date(),
): Promise<{ ticket: Ticket; userId: string } | undefined> {
  if (!TICKET_STATUS_IDS.includes(status)) throw new Error(`Unknown status ${status}`);
  const { Item } = await db.get({ TableName: tableName, Key: keys.ticketQueue(id) });
  if (!Item) return undefined;
  const index = Item as TicketIndexItem;
  const updatedAt = now.toISOString();
  await writeTransaction([
    {
      Update: {
        TableName: tableName,
        Key: keys.ticket(index.userId, index.ticketSk),
        UpdateExpression: 'SET #status = :status, updatedAt = :at',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': status, ':at': updatedAt },
      },
    },
    {
      Update: {
        TableName: tableName,
        Key: keys.ticketQueue(id),
        UpdateExpression: 'SET #status = :status',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': status },
      },
    },
  ]);
  const { Item: updated } = await db.get({
    TableName: tableName,
    Key: keys.ticket(index.userId, index.ticketSk),
  });
  return updated ? { ticket: toTicket(updated), userId: index.userId } : undefined;
}

/**
 * The staff console's queue: tickets not yet resolved, the most urgent answer first (respondBy),
 * each with the member's name. The queue is small (open tickets only), one read per ticket.
 */
export async function staffTicketQueue(): Promise<StaffTicket[]> {
  const open = (await ticketQueue()).filter((entry) => entry.status !== 'resuelto');
  const tickets = await Promise.all(
    open.map(async (entry) => {
      const [ticket, owner] = await Promise.all([
        db.get({ TableName: tableName, Key: keys.ticket(entry.userId, entry.ticketSk) }),
        db.get({ TableName: tableName, Key: keys.profile(entry.userId) }),
      ]);
      if (!ticket.Item) return undefined;
      const profile = owner.Item as ProfileItem | undefined;
      const memberName = profile
        ? `${profile.firstName} ${profile.lastName}`.trim()
        : 'Cuenta eliminada';
      return { ...toTicket(ticket.Item), memberName } satisfies StaffTicket;
    }),
  );
  return tickets
    .filter((t): t is StaffTicket => t !== undefined)
    .sort((a, b) => a.respondBy.localeCompare(b.respondBy));
}

/**
 * Staff answer a ticket: the reply is appended to the member's ticket, which becomes En progreso,
 * or Resuelto when `resolve`; both items change in one transaction. Returns the ticket and its
 * owner's id (for the email).
 */
export async function replyToTicket(
  staff: Pick<ProfileItem, 'firstName'>,
  id: string,
  input: TicketReplyRequest,
  now = new Date(),
): Promise<{ ticket: Ticket; userId: string }> {
  const { Item } = await db.get({ TableName: tableName, Key: keys.ticketQueue(id) });
  if (!Item) throw notFound(ELITE_MESSAGES.ticketNotFound);
  const index = Item as TicketIndexItem;
  const at = now.toISOString();
  const reply: TicketReply = {
    at,
    author: staff.firstName.trim() || 'Equipo',
    message: input.message,
  };
  const status: TicketStatusId = input.resolve ? 'resuelto' : 'en-progreso';
  try {
    await writeTransaction([
      {
        Update: {
          TableName: tableName,
          Key: keys.ticket(index.userId, index.ticketSk),
          UpdateExpression:
            'SET replies = list_append(if_not_exists(replies, :none), :reply), #status = :status, updatedAt = :at',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':none': [],
            ':reply': [reply],
            ':status': status,
            ':at': at,
          },
        },
      },
      {
        Update: {
          TableName: tableName,
          Key: keys.ticketQueue(id),
          UpdateExpression: 'SET #status = :status',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':status': status },
        },
      },
    ]);
  } catch (error) {
    // The member's ticket is gone (account deleted) or the index with it.
    if (error instanceof ConditionsFailed) throw notFound(ELITE_MESSAGES.ticketNotFound);
    throw error;
  }
  const { Item: updated } = await db.get({
    TableName: tableName,
    Key: keys.ticket(index.userId, index.ticketSk),
  });
  if (!updated) throw notFound(ELITE_MESSAGES.ticketNotFound);
  return { ticket: toTicket(updated), userId: index.userId };
}
