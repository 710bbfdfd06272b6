import { type ProfileItem, readProfile } from '../auth/profile.ts';
import type * as z from 'zod';
import { db, epochSeconds, tableName } from '../commons/db.ts';
import { badRequest, conflict, notFound } from '../commons/errors.ts';
import { logger } from '../commons/logger.ts';
import { ConditionsFailed, writeTransaction } from '../commons/transactions.ts';
import { sendMailRetried } from '../jobs/mail.ts';
import { bookingConfirmationEmail, bookingTeamEmail } from './consulting-emails.ts';
import { chargeExtraSession, findExtraSessionCharge, refundCharge } from './session-charges.ts';
import {
  bookingId,
  consultationType,
  CONSULTING_SLOTS,
  extraSessionPrice,
  parseBookingId,
  refundsOnCancel,
  slotStart,
} from '../../shared/elite/consulting.ts';
import { dateInZone } from '../../shared/elite/time.ts';
import {
  bookingSchema,
  ELITE_MESSAGES,
  type Booking,
  type BookingPayment,
  type BookingsResponse,
} from '../../shared/api/elite.ts';
import { keys, userPk, PREFIX } from '../commons/keys.ts';

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
 *
 * An extra session is charged to the card on file (session-charges.ts). The booking is written
 * first as a hold (payment.status 'pending': the slot is ours, nobody else can pay for it), then
 * charged with an idempotency key of that hold, then marked paid. A refused card deletes the hold
 * (nothing stays written, nothing was charged); a hold is never promoted nor cancelled while
 * pending. Cancelling a paid extra session at least EXTRA_SESSION_REFUND_HOURS ahead refunds it
 * before the booking is deleted (a failed refund leaves the booking in place, to try again).
 *
 * A hold whose function died between the hold and the confirm (a crash, a timeout) would keep the
 * slot forever. Its slot marker says `hold` until confirmed, so whoever next looks at that slot or
 * booking (availability, a booking attempt, the member's list, a cancellation) settles a hold older
 * than HOLD_STALE_AFTER_MS: it asks the provider for the charge of that attempt's idempotency key
 * (a read, never a new charge); charged → the booking is confirmed (and the emails the dead
 * function never sent go out), not charged → the slot is freed. Both writes are conditional on the
 * hold being unchanged (still pending, same createdAt), so of a late confirm by the original
 * function, several cleanups and a cancellation exactly one outcome is written.
 */
export interface BookingItem extends Booking {
  pk: string;
  sk: string;
  /** The staff member who holds the session (never sent to the member). */
  specialistId?: string;
  /** The provider's PaymentIntent (pi_… or sim_pi_…) of a paid extra session. */
  paymentIntentId?: string;
}

/**
 * When a pending hold is abandoned: far beyond the elite Lambda's 20 s timeout (and API Gateway's
 * 30 s), so the function that wrote it is surely gone, and short enough that a member who wants
 * the slot finds it free again within minutes.
 */
export const HOLD_STALE_AFTER_MS = 5 * 60_000;

export function toBooking(item: Record<string, unknown> | BookingItem): Booking {
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
    payment: b.payment ?? null,
    specialist: b.specialist ?? null,
  };
}

function isTransactionConflict(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'TransactionCanceledException' || error.name === 'TransactionConflictException')
  );
}

/** A booking request as the handler's bookingSchema() parse gives it. */
export type BookingRequest = z.output<ReturnType<typeof bookingSchema>>;

/**
 * Book a session for the caller (the handler checked the date against the clock), 409 when the slot is taken. The first
 * session of a month is the included one; later ones are extra, at the discounted price.
 *
 * Long (~110 lines) because it is one transaction retried: the slot marker, the month's
 * allowance and the booking are written together, and each reason it can fail (slot taken,
 * allowance changed meanwhile, a stale unpaid hold) is handled where it is caught.
 */
export async function bookSession(
  profile: ProfileItem,
  input: BookingRequest,
  now = new Date(),
): Promise<Booking> {
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
    specialist: null,
  };
  const month = input.date.slice(0, 7);

  // First try as the month's included session; if the allowance is used, as an extra session,
  // on the condition that it still is (a cancellation may free it meanwhile: then included again).
  let extra = false;
  let settled = false;
  for (let attempt = 1; attempt <= 5; attempt++) {
    const price = extra ? extraSessionPrice(input.type) : 0;
    const payment: BookingPayment | null = extra
      ? { status: 'pending', amount: price, card: null, paidAt: null, refundedAt: null }
      : null;
    const booking: Booking = { ...base, extra, price, payment };
    try {
      await writeTransaction([
        {
          Put: {
            TableName: tableName,
            Item: {
              ...keys.slot(input.date, input.time),
              userId: profile.userId,
              bookingId: id,
              createdAt,
              // An unpaid hold until confirmed (the flag is removed then): lets a reader of the
              // slot spot an abandoned one.
              ...(extra ? { hold: true } : {}),
              // The marker is only needed until the session is over.
              ttl: epochSeconds(start) + 7 * 86_400,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Put: {
            TableName: tableName,
            Item: { ...keys.booking(profile.userId, input.date, input.time), ...booking },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        ...(extra
          ? [
              {
                ConditionCheck: {
                  TableName: tableName,
                  Key: keys.allowance(profile.userId, month),
                  ConditionExpression: 'attribute_exists(includedBooking)',
                },
              },
            ]
          : [
              {
                Update: {
                  TableName: tableName,
                  Key: keys.allowance(profile.userId, month),
                  UpdateExpression: 'SET includedBooking = :id',
                  ConditionExpression: 'attribute_not_exists(includedBooking)',
                  ExpressionAttributeValues: { ':id': id },
                },
              },
            ]),
      ]);
      return extra ? await payForHold(profile, booking) : booking;
    } catch (error) {
      if (error instanceof ConditionsFailed) {
        if (error.failed.includes(0) && !settled) {
          // Taken, perhaps by an abandoned hold: settle it once, and try again if that freed it.
          settled = true;
          if (await settleStaleSlot(input.date, input.time, now)) continue;
        }
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
          Key: keys.slot(input.date, input.time),
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
 * Charge the hold of an extra session and mark it paid; if the card is refused (or the provider is
 * down), delete the hold and rethrow: the member sees the Spanish 402/503 and no session.
 */
async function payForHold(profile: ProfileItem, hold: Booking): Promise<Booking> {
  let charge: { paymentIntentId: string; card: string | null };
  try {
    charge = await chargeExtraSession(profile, hold);
  } catch (error) {
    await releaseHold(profile.userId, hold);
    throw error;
  }
  let failure: unknown;
  try {
    const paid = await confirmHold(profile.userId, hold, charge);
    if (paid) return paid;
    // The hold changed: a cleanup that found this very charge confirmed it, or one that found
    // none freed the slot (then the charge is ours to give back).
    const now = await readBooking(profile.userId, hold.date, hold.time);
    if (now?.item.paymentIntentId === charge.paymentIntentId) return now.booking;
  } catch (error) {
    failure = error;
  }
  // Not recorded (the table failing, or the hold freed meanwhile): give the money back before
  // answering.
  logger.error('extra session paid but not recorded: refunding', {
    bookingId: hold.id,
    error: failure as Error | undefined,
  });
  await refundCharge(charge.paymentIntentId);
  await releaseHold(profile.userId, hold);
  if (failure) throw failure;
  throw conflict(ELITE_MESSAGES.slotBusy);
}

/**
 * Mark a pending hold paid with its charge and clear the slot marker's hold flag, on the condition
 * that it is still that very hold (pending, same createdAt). Null when it is not.
 */
async function confirmHold(
  userId: string,
  hold: Booking,
  charge: { paymentIntentId: string; card: string | null },
): Promise<Booking | null> {
  const payment: BookingPayment = {
    ...hold.payment!,
    status: 'paid',
    card: charge.card,
    paidAt: new Date().toISOString(),
  };
  try {
    await writeTransaction([
      {
        Update: {
          TableName: tableName,
          Key: keys.booking(userId, hold.date, hold.time),
          UpdateExpression: 'SET payment = :payment, paymentIntentId = :pi',
          ConditionExpression:
            'attribute_exists(pk) AND payment.#status = :pending AND createdAt = :created',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':payment': payment,
            ':pi': charge.paymentIntentId,
            ':pending': 'pending',
            ':created': hold.createdAt,
          },
        },
      },
      {
        Update: {
          TableName: tableName,
          Key: keys.slot(hold.date, hold.time),
          UpdateExpression: 'REMOVE #hold',
          ConditionExpression: 'userId = :user AND createdAt = :created',
          ExpressionAttributeNames: { '#hold': 'hold' },
          ExpressionAttributeValues: { ':user': userId, ':created': hold.createdAt },
        },
      },
    ]);
  } catch (error) {
    if (error instanceof ConditionsFailed) return null;
    throw error;
  }
  return { ...hold, payment };
}

/**
 * Delete an unpaid hold and its slot marker, only while it is still that unpaid hold (pending,
 * same createdAt: a cleanup that read an older hold cannot delete a newer one). True when deleted.
 */
async function releaseHold(userId: string, hold: Booking): Promise<boolean> {
  try {
    await writeTransaction([
      {
        Delete: {
          TableName: tableName,
          Key: keys.booking(userId, hold.date, hold.time),
          ConditionExpression: 'payment.#status = :pending AND createdAt = :created',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':pending': 'pending', ':created': hold.createdAt },
        },
      },
      {
        Delete: {
          TableName: tableName,
          Key: keys.slot(hold.date, hold.time),
          ConditionExpression:
            'attribute_not_exists(pk) OR (userId = :user AND createdAt = :created)',
          ExpressionAttributeValues: { ':user': userId, ':created': hold.createdAt },
        },
      },
    ]);
    return true;
  } catch (error) {
    if (!(error instanceof ConditionsFailed)) {
      logger.error('could not release an unpaid consulting hold', {
        bookingId: hold.id,
        error: error as Error,
      });
    }
    return false;
  }
}

async function readBooking(
  userId: string,
  date: string,
  time: string,
): Promise<{ item: BookingItem; booking: Booking } | null> {
  const { Item } = await db.get({
    TableName: tableName,
    Key: keys.booking(userId, date, time),
    ConsistentRead: true,
  });
  return Item ? { item: Item as BookingItem, booking: toBooking(Item) } : null;
}

function isStaleHold(booking: Booking, now: Date): boolean {
  return (
    booking.payment?.status === 'pending' &&
    now.getTime() - Date.parse(booking.createdAt) >= HOLD_STALE_AFTER_MS
  );
}

/**
 * Settle one member's hold if it is stale (see the module comment): the booking as it stands
 * afterwards, or null when there is none (freed, or never there). A hold that is not stale, or a
 * paid booking, is returned as it is.
 */
async function settleHold(
  userId: string,
  date: string,
  time: string,
  now = new Date(),
): Promise<Booking | null> {
  const current = await readBooking(userId, date, time);
  if (!current || !isStaleHold(current.booking, now)) return current?.booking ?? null;
  const hold = current.booking;
  const profile = await readProfile(userId, { consistent: true });
  const charge = profile ? await findExtraSessionCharge(profile, hold) : null;
  if (charge) {
    const paid = await confirmHold(userId, hold, charge);
    if (paid) {
      logger.info('stale consulting hold confirmed: it was charged', { bookingId: hold.id });
      await sendConfirmations(profile!, paid);
      return paid;
    }
  } else if (await releaseHold(userId, hold)) {
    logger.info('stale consulting hold freed: it was not charged', { bookingId: hold.id });
    return null;
  }
  // Someone else settled it first (another reader, the original function's late confirm, a
  // cancellation): whatever they wrote stands.
  return (await readBooking(userId, date, time))?.booking ?? null;
}

/**
 * settleHold for readers that must answer anyway: if the provider or the table fails, the hold
 * stays as it is ('unsettled': shown pending, the slot taken) and the next reader tries again.
 */
async function trySettle(
  userId: string,
  date: string,
  time: string,
  now: Date,
): Promise<Booking | null | 'unsettled'> {
  try {
    return await settleHold(userId, date, time, now);
  } catch (error) {
    logger.error('could not settle a stale consulting hold', {
      bookingId: bookingId(date, time),
      error: error as Error,
    });
    return 'unsettled';
  }
}

/**
 * The member's and the team's confirmation emails of a paid booking: by the booking handler, and
 * by whoever settles a charged hold whose function never sent them. The booking stands whatever
 * the mail does; an email SES does not take now is queued and retried until it is delivered (the
 * team must know of every session it is to give).
 */
export async function sendConfirmations(profile: ProfileItem, booking: Booking): Promise<void> {
  const results = await Promise.allSettled([
    sendMailRetried('booking-member', bookingConfirmationEmail(profile, booking)),
    sendMailRetried('booking-team', bookingTeamEmail(profile, booking)),
  ]);
  for (const result of results) {
    if (result.status === 'rejected') {
      logger.error('booking email failed', {
        bookingId: booking.id,
        error: result.reason as Error,
      });
    }
  }
}

/**
 * A slot's marker, if it marks a stale hold, settled: true when the slot is free afterwards.
 */
async function settleStaleSlot(date: string, time: string, now: Date): Promise<boolean> {
  const { Item } = await db.get({
    TableName: tableName,
    Key: keys.slot(date, time),
    ConsistentRead: true,
  });
  if (!Item) return true;
  if (!isStaleMarker(Item, now)) return false;
  return (await trySettle(String(Item.userId), date, time, now)) === null;
}

function isStaleMarker(item: Record<string, unknown>, now: Date): boolean {
  return (
    item.hold === true && now.getTime() - Date.parse(String(item.createdAt)) >= HOLD_STALE_AFTER_MS
  );
}

/**
 * Cancel one of the caller's sessions before it starts: deletes the booking and the slot marker
 * (the slot is free again). If it was the month's included session, the earliest upcoming extra
 * session of that month becomes the included one, in the same transaction. Every item is written
 * on the condition that it is still as it was read, so two cancellations at once (two tabs) cannot
 * leave the allowance pointing at a deleted session: the one that finds things changed reads again.
 * Returns the cancelled booking and the promoted one, if any.
 *
 * Long (~100 lines) for the same reason as bookSession: one conditional transaction, read and
 * retried as a unit.
 */
export async function cancelSession(
  userId: string,
  id: string,
  now = new Date(),
): Promise<{ cancelled: Booking; promoted: Booking | null; refunded: boolean }> {
  const slot = parseBookingId(id);
  if (!slot) throw notFound(ELITE_MESSAGES.bookingNotFound);
  const month = slot.date.slice(0, 7);

  for (let attempt = 1; ; attempt++) {
    const { Item } = await db.get({
      TableName: tableName,
      Key: keys.booking(userId, slot.date, slot.time),
      ConsistentRead: true,
    });
    if (!Item) throw notFound(ELITE_MESSAGES.bookingNotFound);
    const booking = toBooking(Item);
    if (new Date(booking.startsAt) <= now) throw badRequest(ELITE_MESSAGES.bookingStarted);
    // Being charged right now (another tab is booking it): not cancellable until it settles. An
    // abandoned hold is settled first, then read again.
    if (isStaleHold(booking, now) && attempt < 3) {
      await settleHold(userId, slot.date, slot.time, now);
      continue;
    }
    if (booking.payment?.status === 'pending') throw conflict(ELITE_MESSAGES.bookingChanging);
    const paymentIntentId = (Item as BookingItem).paymentIntentId;
    const refund =
      booking.extra &&
      booking.payment?.status === 'paid' &&
      paymentIntentId !== undefined &&
      refundsOnCancel(booking.startsAt, now);
    // Refund first: if the provider fails, the booking stays and the member can try again; the
    // refund's idempotency key makes that second try the same refund.
    if (refund) await refundCharge(paymentIntentId);
    const promoted = booking.extra ? null : await nextExtraSession(userId, month, id, now);

    try {
      await writeTransaction([
        {
          Delete: {
            TableName: tableName,
            Key: keys.booking(userId, slot.date, slot.time),
            ConditionExpression: 'attribute_exists(pk) AND extra = :extra',
            ExpressionAttributeValues: { ':extra': booking.extra },
          },
        },
        {
          Delete: {
            TableName: tableName,
            Key: keys.slot(slot.date, slot.time),
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
                  Key: keys.allowance(userId, month),
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
                  Key: keys.booking(userId, promoted.date, promoted.time),
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
        promoted: promoted ? await refundPromoted(userId, promoted) : null,
        refunded: refund,
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

/**
 * A paid extra session that became the month's included one costs nothing now: refund its charge
 * and record it. A refund that fails is logged for ops (the item keeps paymentIntentId and the
 * payment stays 'paid' on an included session, which is how ops find it).
 */
async function refundPromoted(userId: string, promoted: Booking): Promise<Booking> {
  const included: Booking = { ...promoted, extra: false, price: 0 };
  if (promoted.payment?.status !== 'paid') return included;
  const { Item } = await db.get({
    TableName: tableName,
    Key: keys.booking(userId, promoted.date, promoted.time),
    ConsistentRead: true,
  });
  const paymentIntentId = (Item as BookingItem | undefined)?.paymentIntentId;
  if (!paymentIntentId) return included;
  try {
    await refundCharge(paymentIntentId);
    const payment: BookingPayment = {
      ...promoted.payment,
      status: 'refunded',
      refundedAt: new Date().toISOString(),
    };
    await db.update({
      TableName: tableName,
      Key: keys.booking(userId, promoted.date, promoted.time),
      UpdateExpression: 'SET payment = :payment',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':payment': payment },
    });
    return { ...included, payment };
  } catch (error) {
    logger.error('refund of a promoted extra session failed', {
      bookingId: promoted.id,
      error: error as Error,
    });
    return included;
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
    ExpressionAttributeValues: { ':pk': userPk(userId), ':month': `${PREFIX.booking}${month}-` },
    ConsistentRead: true,
  });
  return (
    (result.Items ?? [])
      .map(toBooking)
      .find(
        (b) =>
          b.id !== except &&
          b.extra &&
          b.payment?.status !== 'pending' &&
          new Date(b.startsAt) > now,
      ) ?? null
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
        ':pk': userPk(userId),
        ':from': `${PREFIX.booking}${today}`,
        ':to': `${PREFIX.booking}~`,
      },
    }),
    db.query({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': userPk(userId),
        ':from': `${PREFIX.allowance}${today.slice(0, 7)}`,
        ':to': `${PREFIX.allowance}~`,
      },
    }),
  ]);
  // An abandoned hold is settled before it is shown (confirmed, or gone).
  const settled = await Promise.all(
    (bookings.Items ?? []).map(toBooking).map(async (b) => {
      if (!isStaleHold(b, now)) return b;
      const settled = await trySettle(userId, b.date, b.time, now);
      return settled === 'unsettled' ? b : settled;
    }),
  );
  return {
    bookings: settled
      .filter((b): b is Booking => b !== null)
      .filter((b) => new Date(b.startsAt).getTime() + b.durationMinutes * 60_000 > now.getTime()),
    includedUsed: (allowances.Items ?? [])
      .filter((item) => typeof item.includedBooking === 'string')
      .map((item) => String(item.sk).slice(PREFIX.allowance.length)),
  };
}

/** Which of a date's slots are taken (by anyone); an abandoned hold is settled first. */
export async function takenSlots(date: string, now = new Date()): Promise<string[]> {
  const result = await db.batchGet({
    RequestItems: {
      [tableName]: {
        Keys: CONSULTING_SLOTS.map((time) => keys.slot(date, time)),
        ProjectionExpression: 'pk, userId, createdAt, #hold',
        ExpressionAttributeNames: { '#hold': 'hold' },
      },
    },
  });
  const markers = result.Responses?.[tableName] ?? [];
  const taken = new Set<string>();
  await Promise.all(
    markers.map(async (item) => {
      const time = String(item.pk).split('#')[2]!;
      if (
        isStaleMarker(item, now) &&
        (await trySettle(String(item.userId), date, time, now)) === null
      )
        return;
      taken.add(time);
    }),
  );
  return CONSULTING_SLOTS.filter((time) => taken.has(time));
}
