import type * as z from 'zod';
import type { Caller } from '../commons/access.ts';
import { config } from '../commons/config.ts';
import { badRequest, conflict, notFound, paymentRequired } from '../commons/errors.ts';
import { billingProvider } from './billing-provider.ts';
import {
  SIM_DECLINES_LATER_LAST4,
  failOpenInvoice,
  intentForSecret,
  payOpenInvoice,
  readSimCustomer,
  saveIntent,
  saveSubscription,
  SimulatorProvider,
  type SimIntent,
} from './simulator.ts';
import { syncSubscription } from './sync.ts';
import {
  BILLING_MESSAGES,
  type simulatorConfirmSchema,
  type CardSummary,
  type SimulatorConfirmResponse,
} from '../../shared/api/billing.ts';

const M = BILLING_MESSAGES;

/**
 * Stripe's test cards the simulator knows (https://docs.stripe.com/testing): 4242… pays,
 * 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 lacks funds, 4000 0000 0000 0341 is
 * saved but its later one-off charges are declined. Other numbers are refused
 * as Stripe's test mode refuses real cards.
 */
const TEST_CARDS: Record<string, { brand: string; decline?: string }> = {
  '4242424242424242': { brand: 'visa' },
  '5555555555554444': { brand: 'mastercard' },
  '378282246310005': { brand: 'amex' },
  '4000000000000002': { brand: 'visa', decline: M.cardDeclined },
  // Saves fine; later off-session charges of it are declined (simulator.ts).
  '4000000000000341': { brand: 'visa' },
  '4000000000009995': { brand: 'visa', decline: M.cardInsufficientFunds },
};

/** 404 unless the offline simulator is on: checked before the body is even read. */
export function requireSimulator(): void {
  if (config.BILLING_MODE !== 'simulator') throw notFound(M.simulatorOff);
}

export type SimulatorConfirmRequest = z.output<typeof simulatorConfirmSchema>;

/**
 * POST /api/billing/simulator/confirm: what Stripe.js and Stripe do when the Payment Element is
 * confirmed — check the card, settle the intent, update the subscription — then the same sync a
 * webhook would trigger. Refuses to run unless BILLING_MODE is 'simulator'.
 */
export async function confirmSimulated(
  caller: Caller,
  input: SimulatorConfirmRequest,
  now: Date = new Date(),
): Promise<SimulatorConfirmResponse> {
  requireSimulator();
  const provider = await billingProvider();
  if (!(provider instanceof SimulatorProvider)) throw notFound(M.simulatorOff);

  const intent = await intentForSecret(input.clientSecret);
  const owner = intent ? await readSimCustomer(intent.customerId) : null;
  if (!intent || owner?.userId !== caller.userId) throw notFound(M.paymentNotFound);
  if (intent.status === 'succeeded') throw conflict(M.intentDone);
  if (intent.status === 'canceled') throw conflict(M.paymentNotCompleted);

  const subscriptionId = intent.subscriptionId ?? caller.profile.stripeSubscriptionId;
  const card = checkCard(input.cardNumber, input.expiry, now);
  if ('decline' in card) {
    await saveIntent({ ...intent, lastError: card.decline });
    if (intent.purpose === 'first_payment' && subscriptionId) {
      // A refused try at the first invoice, as Stripe records it (and emails about it).
      const sub = await provider.readSubscription(subscriptionId);
      if (sub?.status === 'incomplete') {
        await saveSubscription(failOpenInvoice(sub));
        await syncSubscription(subscriptionId, provider);
      }
    }
    throw paymentRequired(card.decline);
  }

  await settle(provider, intent, subscriptionId, card);
  if (subscriptionId) await syncSubscription(subscriptionId, provider);
  return { status: 'succeeded', intentId: intent.id, intentType: intent.type };
}

function checkCard(
  rawNumber: string,
  expiry: string,
  now: Date,
): CardSummary | { decline: string } {
  const number = rawNumber.replace(/\D/g, '');
  if (!luhn(number)) throw badRequest(M.cardNumberInvalid);
  const [month, year] = expiry.split('/').map((part) => Number(part.trim()));
  // Valid through the last day of its month.
  const expiresAt = Date.UTC(2000 + year!, month!, 1);
  if (expiresAt <= now.getTime()) throw badRequest(M.cardExpired);
  const known = TEST_CARDS[number];
  if (!known) throw paymentRequired(M.cardNotTest);
  if (known.decline) return { decline: known.decline };
  return { brand: known.brand, last4: number.slice(-4) };
}

function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length >= 12 && sum % 10 === 0;
}

/** The intent succeeds and its subscription takes the card (and, for a first payment, starts). */
async function settle(
  provider: SimulatorProvider,
  intent: SimIntent,
  subscriptionId: string | undefined,
  card: CardSummary,
): Promise<void> {
  const paymentMethodId = `sim_pm_${card.brand}_${card.last4}`;
  const sub = subscriptionId ? await provider.readSubscription(subscriptionId) : null;
  if (intent.purpose === 'first_payment' && sub?.status !== 'incomplete') {
    // Its subscription expired unpaid (23 hours) or was dropped for another plan.
    throw conflict(M.paymentNotCompleted);
  }
  if (sub && sub.customerId === intent.customerId) {
    const first = intent.purpose === 'first_payment';
    const nowSeconds = Math.floor(Date.now() / 1000);
    // A first payment pays its invoice; a new card pays a renewal the old one failed.
    const pays = first || (sub.status === 'past_due' && card.last4 !== SIM_DECLINES_LATER_LAST4);
    const withCard = {
      ...sub,
      card,
      pendingIntentId: sub.pendingIntentId === intent.id ? null : sub.pendingIntentId,
    };
    await saveSubscription(
      pays ? { ...payOpenInvoice(withCard, nowSeconds), status: 'active' } : withCard,
    );
  }
  await saveIntent({ ...intent, status: 'succeeded', paymentMethodId, lastError: undefined });
}
