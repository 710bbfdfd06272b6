import { type ProfileItem, readProfile, readProfiles } from '../auth/profile.ts';
import { batchGetKeys, db, tableName } from '../commons/db.ts';
import { notFound } from '../commons/errors.ts';
import { keys } from '../commons/keys.ts';
import { logger } from '../commons/logger.ts';
import { sendMail } from '../commons/mail.ts';
import { staffIdentity } from '../staff/roles.ts';
import { bookingWindow, CONSULTING_SLOTS, parseBookingId } from '../../shared/elite/consulting.ts';
import { addDays, dateInZone, weekday } from '../../shared/elite/time.ts';
import { ELITE_MESSAGES, type Booking, type StaffSession } from '../../shared/api/elite.ts';
import { toBooking, type BookingItem } from './bookings.ts';
import { specialistEmail } from './consulting-emails.ts';

/**
 * The consulting calendar in the staff console: every session from today to the end of the
 * booking window, and a staff member taking one as its specialist. The calendar is the slot
 * markers (`SLOT#<date>#<time>`, one per booked slot, functions/elite/bookings.ts): the window's
 * weekday slots are read by key (about 260, three BatchGets), then each booked slot's booking and
 * member. No index of its own, so booking and cancelling stay as they are.
 */

/** The weekday slots from today to the last bookable date, as slot keys. */
function windowSlots(now: Date): { date: string; time: string }[] {
  const slots: { date: string; time: string }[] = [];
  const last = bookingWindow(now).max;
  for (let date = dateInZone(now); date <= last; date = addDays(date, 1)) {
    if (weekday(date) === 0 || weekday(date) === 6) continue;
    for (const time of CONSULTING_SLOTS) slots.push({ date, time });
  }
  return slots;
}

function toStaffSession(
  item: BookingItem,
  profile: ProfileItem | undefined,
  memberId: string,
  staffId: string,
): StaffSession {
  return {
    ...toBooking(item),
    memberId,
    memberName: profile ? `${profile.firstName} ${profile.lastName}`.trim() : 'Cuenta eliminada',
    memberEmail: profile?.email ?? '',
    memberTimeZone: typeof profile?.timeZone === 'string' ? profile.timeZone : null,
    mine: item.specialistId === staffId,
  };
}

/** Sessions that have not ended, soonest first; unpaid holds (a charge in flight) left out. */
export async function staffSessions(staffId: string, now = new Date()): Promise<StaffSession[]> {
  const markers = await batchGetKeys<{ userId: string; bookingId: string; pk: string }>(
    windowSlots(now).map(({ date, time }) => keys.slot(date, time)),
  );
  const wanted = markers.flatMap((marker) => {
    const slot = parseBookingId(String(marker.bookingId));
    return slot ? [{ userId: String(marker.userId), ...slot }] : [];
  });
  const members = [...new Set(wanted.map((w) => w.userId))];
  const [bookings, profiles] = await Promise.all([
    batchGetKeys<BookingItem>(wanted.map((w) => keys.booking(w.userId, w.date, w.time))),
    readProfiles(members),
  ]);
  const byId = new Map(profiles.map((p) => [p.userId, p]));
  return bookings
    .filter((b) => b.payment?.status !== 'pending')
    .filter((b) => new Date(b.startsAt).getTime() + b.durationMinutes * 60_000 > now.getTime())
    .map((b) => {
      const memberId = String(b.pk).slice('USER#'.length);
      return toStaffSession(b, byId.get(memberId), memberId, staffId);
    })
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

/**
 * The caller becomes the session's specialist (taking it over from another, if any), on the
 * condition that the booking is still there and has not started; the member is emailed the name.
 * A failed email is logged: the page shows the name anyway.
 */
export async function takeSession(
  staff: ProfileItem,
  bookingId: string,
  now = new Date(),
): Promise<StaffSession> {
  const slot = parseBookingId(bookingId);
  if (!slot) throw notFound(ELITE_MESSAGES.sessionNotFound);
  const { Item: marker } = await db.get({
    TableName: tableName,
    Key: keys.slot(slot.date, slot.time),
    ConsistentRead: true,
  });
  if (!marker || marker.bookingId !== bookingId) throw notFound(ELITE_MESSAGES.sessionNotFound);
  const memberId = String(marker.userId);
  const specialist = await staffIdentity(staff);
  let updated: BookingItem;
  try {
    const result = await db.update({
      TableName: tableName,
      Key: keys.booking(memberId, slot.date, slot.time),
      UpdateExpression: 'SET specialist = :specialist, specialistId = :staff',
      // Not a hold being charged, and not started yet.
      ConditionExpression:
        'attribute_exists(pk) AND startsAt > :now AND (attribute_not_exists(payment) OR attribute_type(payment, :null) OR payment.#status <> :pending)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':specialist': specialist,
        ':staff': staff.userId,
        ':now': now.toISOString(),
        ':null': 'NULL',
        ':pending': 'pending',
      },
      ReturnValues: 'ALL_NEW',
    });
    updated = result.Attributes as BookingItem;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') {
      throw notFound(ELITE_MESSAGES.sessionNotFound);
    }
    throw error;
  }
  logger.info('staff action', {
    staffId: staff.userId,
    action: 'take-session',
    memberId,
    bookingId,
  });
  const profile = await readProfile(memberId);
  if (profile) await emailMember(profile, toBooking(updated));
  return toStaffSession(updated, profile, memberId, staff.userId);
}

async function emailMember(profile: ProfileItem, booking: Booking): Promise<void> {
  try {
    await sendMail(specialistEmail(profile, booking));
  } catch (error) {
    logger.error('specialist email failed', { bookingId: booking.id, error: error as Error });
  }
}
