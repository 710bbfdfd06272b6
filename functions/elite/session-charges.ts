import type { ProfileItem } from '../auth/profile.ts';
import { billingProvider } from '../billing/billing-provider.ts';
import { paymentRequired } from '../commons/errors.ts';
import { logger } from '../commons/logger.ts';
import { consultationType } from '../../shared/elite/consulting.ts';
import { ELITE_MESSAGES, type Booking } from '../../shared/api/elite.ts';

/**
 * Extra consulting sessions are charged to the card the member's Elite subscription bills, through
 * the billing port (Stripe's PaymentIntent off_session + confirm with the saved default method,
 * or the offline simulator). The member pays in the product, at booking, with no invoice to chase.
 */

/** "visa •••• 4242". */
function cardLabel(card: { brand: string; last4: string } | null): string | null {
  return card ? `${card.brand} •••• ${card.last4}` : null;
}

/**
 * The Stripe idempotency key of one booking attempt: the same hold (booking id + its creation
 * instant) is charged once whatever the retries; a new attempt after a decline is a new key, so a
 * member who fixed the card can try again.
 */
function chargeKey(userId: string, booking: Pick<Booking, 'id' | 'createdAt'>): string {
  return `consulting-${userId}-${booking.id}-${Date.parse(booking.createdAt)}`;
}

/** One refund per charge: the key is the charge's. */
function refundKey(paymentIntentId: string): string {
  return `refund-${paymentIntentId}`;
}

/**
 * Charge an extra session: returns the charge, or throws a Spanish 402 when the card is missing or
 * refused (nothing was charged then), a 503 when the provider cannot be reached.
 */
export async function chargeExtraSession(
  profile: ProfileItem,
  booking: Booking,
): Promise<{ paymentIntentId: string; card: string | null }> {
  const billing = profile;
  if (!billing.stripeCustomerId || !billing.stripeSubscriptionId) {
    throw paymentRequired(ELITE_MESSAGES.chargeNoCard);
  }
  const provider = await billingProvider();
  const result = await provider.chargeOffSession({
    customerId: billing.stripeCustomerId,
    subscriptionId: billing.stripeSubscriptionId,
    amount: Math.round(booking.price * 100),
    description: `Sesión 1:1 adicional: ${consultationType(booking.type).title}, ${booking.date} ${booking.time}`,
    idempotencyKey: chargeKey(profile.userId, booking),
    // The key again, so a stale hold's charge can be found by it (findExtraSessionCharge).
    metadata: {
      userId: profile.userId,
      bookingId: booking.id,
      kind: 'extra-consulting',
      chargeKey: chargeKey(profile.userId, booking),
    },
  });
  if (result.status === 'succeeded') {
    return { paymentIntentId: result.paymentIntentId, card: cardLabel(result.card) };
  }
  logger.info('extra session charge declined', { bookingId: booking.id, reason: result.reason });
  const message = {
    no_card: ELITE_MESSAGES.chargeNoCard,
    declined: ELITE_MESSAGES.chargeDeclined,
    insufficient_funds: ELITE_MESSAGES.chargeInsufficientFunds,
    action_required: ELITE_MESSAGES.chargeActionRequired,
  }[result.reason];
  throw paymentRequired(message);
}

/**
 * The charge a hold's booking attempt made, if it made one that stands (asked of the provider by
 * the attempt's idempotency key; never a new charge). No customer or subscription: the attempt
 * was refused before any charge.
 */
export async function findExtraSessionCharge(
  profile: ProfileItem,
  booking: Booking,
): Promise<{ paymentIntentId: string; card: string | null } | null> {
  const billing = profile;
  if (!billing.stripeCustomerId || !billing.stripeSubscriptionId) return null;
  const provider = await billingProvider();
  const found = await provider.findCharge({
    customerId: billing.stripeCustomerId,
    subscriptionId: billing.stripeSubscriptionId,
    idempotencyKey: chargeKey(profile.userId, booking),
    since: Math.floor(Date.parse(booking.createdAt) / 1000),
  });
  return found ? { paymentIntentId: found.paymentIntentId, card: cardLabel(found.card) } : null;
}

export async function refundCharge(paymentIntentId: string): Promise<string> {
  const provider = await billingProvider();
  const { refundId } = await provider.refund(paymentIntentId, refundKey(paymentIntentId));
  return refundId;
}
