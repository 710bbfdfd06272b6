import type { ProfileItem } from '../commons/access.ts';
import { db, epochSeconds, tableName } from '../commons/db.ts';
import { badRequest, conflict, notFound } from '../commons/errors.ts';
import { ConditionsFailed, writeTransaction } from '../commons/transactions.ts';
import { zonedTimeToUtc } from '../webinars/zoned-time.ts';
import {
  bookingId,
  consultationType,
  CONSULTING_SLOTS,
  CONSULTING_TIME_ZONE,
  dateInZone,
  extraSessionPrice,
  parseBookingId,
} from '../../shared/elite.ts';
import {
  bookingSchema,
  ELITE_MESSAGES,
  type Booking,
  type BookingsResponse,
} from '../../shared/api/elite.ts';

/**
 * 1:1 consulting bookings in the single table. Access patterns, all by key:
 *   slot       pk SLOT#<date>#<time>   sk SLOT                   one booking per consultant slot
 *   booking    pk USER#<id>            sk BOOKING#<date>#<time>  Query by date (my sessions)
 *   allowance  pk USER#<id>            sk ALLOWANCE#<YYYY-MM>    includedBooking = the month's
 *                                                                included session
 * A booking writes the slot (attribute_not_exists), the user's booking and, for the first session
 * of the month, the allowance (attribute_not_exists(includedBooking)) in one transaction: a taken
 * slot is refused whatever the timing, and two sessions of one month can never both be included.
 * Dates and times are wall-clock in CONSULTING_TIME_ZONE.
 */
interface BookingItem extends Booking {
  pk: string;
  sk: string;
}

const slotKey = (date: string, time: string) => ({ pk: `SLOT#${date}#${time}`, sk: 'SLOT' });
const bookingKey = (userId: string, date: string, time: string) => ({
  pk: `USER#${userId}`,
  sk: `BOOKING#${date}#${time}`,
});
const allowanceKey = (userId: string, month: string) => ({
  pk: `USER#${userId}`,
  sk: `ALLOWANCE#${month}`,
});

/** The UTC instant of a slot. */
export function slotStart(date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return zonedTimeToUtc({ year, month, day, hour, minute }, CONSULTING_TIME_ZONE);
}

export function toBooking(item: Record<string, unknown>): Booking {
  const b = item as unknown as BookingItem;
  return {
    id: b.id,
    type: b.type,
    date: b.date,
    time: b.time,
    startsAt: b.startsAt,
    durationMinutes: b.durationMinutes,
    topic: b.topic,
    mode: b.mode,
    phone: b.phone ?? null,
    extra: b.extra,
    price: b.price,
    regularPrice: b.regularPrice,
    createdAt: b.createdAt,
  };
}

function isTransactionConflict(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'TransactionCanceledException' || error.name === 'TransactionConflictException')
  );
}

/**
 * Book a session for the caller: 400 for an invalid date, 409 when the slot is taken. The first
 * session of a month is the included one; later ones are extra, at the discounted price.
 */
export async function bookSession(
  profile: ProfileItem,
  body: unknown,
  now = new Date(),
): Promise<Booking> {
  const input = bookingSchema(() => now).parse(body);

  const type = consultationType(input.type);
  const start = slotStart(input.date, input.time);
  const id = bookingId(input.date, input.time);
  const createdAt = now.toISOString();
  const base = {
    id,
    type: input.type,
    date: input.date,
    time: input.time,
    startsAt: start.toISOString(),
    durationMinutes: type.minutes,
    topic: input.topic,
    mode: input.mode,
    phone: input.phone?.trim() || null,
    regularPrice: type.regularPrice,
    createdAt,
  };
  const month = input.date.slice(0, 7);

  // First try as the month's included session; if the allowance is used, as an extra session,
  // on the condition that it still is (a cancellation may free it meanwhile: then included again).
  let extra = false;
  for (let attempt = 1; attempt <= 4; attempt++) {
    const booking: Booking = { ...base, extra, price: extra ? extraSessionPrice(input.type) : 0 };
    try {
      await writeTransaction([
        {
          Put: {
            TableName: tableName,
            Item: {
              ...slotKey(input.date, input.time),
              userId: profile.userId,
              bookingId: id,
              createdAt,
              // The marker is only needed until the session is over.
              ttl: epochSeconds(start) + 7 * 86_400,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Put: {
            TableName: tableName,
            Item: { ...bookingKey(profile.userId, input.date, input.time), ...booking },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        ...(extra
          ? [
              {
                ConditionCheck: {
                  TableName: tableName,
                  Key: allowanceKey(profile.userId, month),
                  ConditionExpression: 'attribute_exists(includedBooking)',
                },
              },
            ]
          : [
              {
                Update: {
                  TableName: tableName,
                  Key: allowanceKey(profile.userId, month),
                  UpdateExpression: 'SET includedBooking = :id',
                  ConditionExpression: 'attribute_not_exists(includedBooking)',
                  ExpressionAttributeValues: { ':id': id },
                },
              },
            ]),
      ]);
      return booking;
    } catch (error) {
      if (error instanceof ConditionsFailed) {
        if (error.failed.includes(0) || error.failed.includes(1)) {
          throw conflict(ELITE_MESSAGES.slotTaken);
        }
        extra = !extra; // the month's allowance is not as this attempt assumed: the other way
        continue;
      }
      if (isTransactionConflict(error)) {
        // Still contended after the retries: the slot is most likely being taken right now.
        const { Item } = await db.get({
          TableName: tableName,
          Key: slotKey(input.date, input.time),
          ConsistentRead: true,
        });
        throw conflict(Item ? ELITE_MESSAGES.slotTaken : ELITE_MESSAGES.slotBusy);
      }
      throw error;
    }
  }
  throw conflict(ELITE_MESSAGES.slotBusy); // the allowance kept changing under us
}

/**
 * Cancel one of the caller's sessions before it starts: deletes the booking and the slot marker
 * (the slot is free again). If it was the month's included session, the earliest upcoming extra
 * session of that month becomes the included one, in the same transaction. Every item is written
 * on the condition that it is still as it was read, so two cancellations at once (two tabs) cannot
 * leave the allowance pointing at a deleted session: the one that finds things changed reads again.
 * Returns the cancelled booking and the promoted one, if any.
 */
export async function cancelSession(
  userId: string,
  id: string,
  now = new Date(),
): Promise<{ cancelled: Booking; promoted: Booking | null }> {
  const slot = parseBookingId(id);
  if (!slot) throw notFound(ELITE_MESSAGES.bookingNotFound);
  const month = slot.date.slice(0, 7);

  for (let attempt = 1; ; attempt++) {
    const { Item } = await db.get({
      TableName: tableName,
      Key: bookingKey(userId, slot.date, slot.time),
      ConsistentRead: true,
    });
    if (!Item) throw notFound(ELITE_MESSAGES.bookingNotFound);
    const booking = toBooking(Item);
    if (new Date(booking.startsAt) <= now) throw badRequest(ELITE_MESSAGES.bookingStarted);
    const promoted = booking.extra ? null : await nextExtraSession(userId, month, id, now);

    try {
      await writeTransaction([
        {
          Delete: {
            TableName: tableName,
            Key: bookingKey(userId, slot.date, slot.time),
            ConditionExpression: 'attribute_exists(pk) AND extra = :extra',
            ExpressionAttributeValues: { ':extra': booking.extra },
          },
        },
        {
          Delete: {
            TableName: tableName,
            Key: slotKey(slot.date, slot.time),
            ConditionExpression: 'attribute_not_exists(pk) OR userId = :user',
            ExpressionAttributeValues: { ':user': userId },
          },
        },
        ...(booking.extra
          ? []
          : [
              {
                Update: {
                  TableName: tableName,
                  Key: allowanceKey(userId, month),
                  UpdateExpression: promoted
                    ? 'SET includedBooking = :next'
                    : 'REMOVE includedBooking',
                  ConditionExpression: 'includedBooking = :id',
                  ExpressionAttributeValues: {
                    ':id': id,
                    ...(promoted ? { ':next': promoted.id } : {}),
                  },
                },
              },
            ]),
        ...(promoted
          ? [
              {
                Update: {
                  TableName: tableName,
                  Key: bookingKey(userId, promoted.date, promoted.time),
                  UpdateExpression: 'SET extra = :false, price = :zero',
                  ConditionExpression: 'attribute_exists(pk) AND extra = :true',
                  ExpressionAttributeValues: { ':false': false, ':zero': 0, ':true': true },
                },
              },
            ]
          : []),
      ]);
      return {
        cancelled: booking,
        promoted: promoted ? { ...promoted, extra: false, price: 0 } : null,
      };
    } catch (error) {
      // Something changed since the read (another cancellation, a promotion): read again; if the
      // booking itself is gone the next read says so.
      if (error instanceof ConditionsFailed && attempt < 3) continue;
      if (error instanceof ConditionsFailed) throw conflict(ELITE_MESSAGES.bookingChanging);
      throw error;
    }
  }
}

/** The earliest upcoming extra session of the month other than `except`, if any. */
async function nextExtraSession(
  userId: string,
  month: string,
  except: string,
  now: Date,
): Promise<Booking | null> {
  const result = await db.query({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :month)',
    ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':month': `BOOKING#${month}-` },
    ConsistentRead: true,
  });
  return (
    (result.Items ?? [])
      .map(toBooking)
      .find((b) => b.id !== except && b.extra && new Date(b.startsAt) > now) ?? null
  );
}

/** The caller's sessions that have not ended, soonest first, and the months already used. */
export async function listBookings(userId: string, now = new Date()): Promise<BookingsResponse> {
  const today = dateInZone(now);
  const [bookings, allowances] = await Promise.all([
    db.query({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': `USER#${userId}`,
        ':from': `BOOKING#${today}`,
        ':to': 'BOOKING#~',
      },
    }),
    db.query({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': `USER#${userId}`,
        ':from': `ALLOWANCE#${today.slice(0, 7)}`,
        ':to': 'ALLOWANCE#~',
      },
    }),
  ]);
  return {
    bookings: (bookings.Items ?? [])
      .map(toBooking)
      .filter((b) => new Date(b.startsAt).getTime() + b.durationMinutes * 60_000 > now.getTime()),
    includedUsed: (allowances.Items ?? [])
      .filter((item) => typeof item.includedBooking === 'string')
      .map((item) => String(item.sk).slice('ALLOWANCE#'.length)),
  };
}

/** Which of a date's slots are taken (by anyone). */
export async function takenSlots(date: string): Promise<string[]> {
  const result = await db.batchGet({
    RequestItems: {
      [tableName]: {
        Keys: CONSULTING_SLOTS.map((time) => slotKey(date, time)),
        ProjectionExpression: 'pk',
      },
    },
  });
  const taken = new Set((result.Responses?.[tableName] ?? []).map((item) => String(item.pk)));
  return CONSULTING_SLOTS.filter((time) => taken.has(slotKey(date, time).pk));
}
