import { randomInt } from 'node:crypto';
import type { ProfileItem } from '../commons/access.ts';
import { db, tableName } from '../commons/db.ts';
import { ConditionsFailed, writeTransaction } from '../commons/transactions.ts';
import { supportPriority, TICKET_STATUS_IDS, type TicketStatusId } from '../../shared/elite.ts';
import { ticketInputSchema, type Ticket } from '../../shared/api/elite.ts';
import { forEachItem } from './table-helpers.ts';

/**
 * Priority support tickets in the single table:
 *   ticket   pk USER#<id>   sk TICKET#<createdAt>#<ticketId>   Query newest first (my history)
 *   index    pk TICKETS     sk <ticketId>                      GetItem by id, Query (ops: the queue)
 * Ids start with the date (IL-260312-K7QF), so the index lists oldest first. Both items are written
 * in one transaction; the support team changes the status with scripts/elite-content.ts, which
 * updates both (the user sees it in the history list).
 */
interface TicketIndexItem {
  pk: 'TICKETS';
  sk: string;
  userId: string;
  ticketSk: string;
  status: TicketStatusId;
  priority: Ticket['priority'];
  subject: string;
  createdAt: string;
}

const ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I: read over the phone

export function newTicketId(now: Date): string {
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
  };
}

/** Open a ticket for the caller (status Abierto). */
export async function createTicket(
  profile: ProfileItem,
  body: unknown,
  now = new Date(),
): Promise<Ticket> {
  const input = ticketInputSchema.parse(body);
  const createdAt = now.toISOString();
  const respondBy = new Date(
    now.getTime() + supportPriority(input.priority).targetMinutes * 60_000,
  ).toISOString();
  for (let attempt = 0; ; attempt++) {
    const ticket: Ticket = {
      id: newTicketId(now),
      subject: input.subject,
      category: input.category,
      description: input.description,
      priority: input.priority,
      method: input.method,
      phone: input.phone?.trim() || null,
      status: 'abierto',
      createdAt,
      updatedAt: createdAt,
      respondBy,
    };
    const ticketSk = `TICKET#${createdAt}#${ticket.id}`;
    try {
      await writeTransaction([
        {
          Put: {
            TableName: tableName,
            Item: { pk: `USER#${profile.userId}`, sk: ticketSk, ...ticket },
          },
        },
        {
          Put: {
            TableName: tableName,
            Item: {
              pk: 'TICKETS',
              sk: ticket.id,
              userId: profile.userId,
              ticketSk,
              status: ticket.status,
              priority: ticket.priority,
              subject: ticket.subject,
              createdAt,
            } satisfies TicketIndexItem,
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ]);
      return ticket;
    } catch (error) {
      // An id taken the same day (1 in ~a million): draw another.
      if (error instanceof ConditionsFailed && attempt < 3) continue;
      throw error;
    }
  }
}

/** The caller's tickets, newest first. */
export async function listTickets(userId: string): Promise<Ticket[]> {
  const result = await db.query({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': 'TICKET#' },
    ScanIndexForward: false,
  });
  return (result.Items ?? []).map(toTicket);
}

/** Ops: the queue, oldest first, optionally only one status. */
export async function ticketQueue(status?: TicketStatusId): Promise<TicketIndexItem[]> {
  const items: TicketIndexItem[] = [];
  await forEachItem({ pk: 'TICKETS' }, (item) => {
    const entry = item as unknown as TicketIndexItem;
    if (!status || entry.status === status) items.push(entry);
  });
  return items;
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
  const { Item } = await db.get({ TableName: tableName, Key: { pk: 'TICKETS', sk: id } });
  if (!Item) return undefined;
  const index = Item as TicketIndexItem;
  const updatedAt = now.toISOString();
  await writeTransaction([
    {
      Update: {
        TableName: tableName,
        Key: { pk: `USER#${index.userId}`, sk: index.ticketSk },
        UpdateExpression: 'SET #status = :status, updatedAt = :at',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': status, ':at': updatedAt },
      },
    },
    {
      Update: {
        TableName: tableName,
        Key: { pk: 'TICKETS', sk: id },
        UpdateExpression: 'SET #status = :status',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': status },
      },
    },
  ]);
  const { Item: updated } = await db.get({
    TableName: tableName,
    Key: { pk: `USER#${index.userId}`, sk: index.ticketSk },
  });
  return updated ? { ticket: toTicket(updated), userId: index.userId } : undefined;
}
