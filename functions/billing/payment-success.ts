import { readProfile } from '../auth/profile.ts';
import type { Caller } from '../commons/access.ts';
import { conflict, notFound } from '../commons/errors.ts';
import { logger } from '../commons/logger.ts';
import { billingProvider } from './billing-provider.ts';
import { readCheckout } from './store.ts';
import { syncSubscription } from './sync.ts';
import {
  BILLING_MESSAGES,
  type PaymentSuccessInput,
  type PaymentSuccessResponse,
} from '../../shared/api/billing.ts';
import { planAllows } from '../../shared/plans.ts';

const M = BILLING_MESSAGES;
const PAID = new Set(['succeeded', 'processing']);

/**
 * POST /api/payment-success: the browser says it paid; the server believes the
 * provider only. The intent must exist, belong to this user's customer and have succeeded (or be
 * processing) before anything is written; then the same sync as the webhook runs.
 */
export async function confirmPayment(
  caller: Caller,
  input: PaymentSuccessInput,
): Promise<PaymentSuccessResponse> {
  const provider = await billingProvider();
  const profile = caller.profile;
  const customerId = profile.stripeCustomerId;
  const intent = provider.owns(input.paymentIntentId)
    ? await provider.getIntent(input.paymentIntentId)
    : null;
  if (!intent || !customerId || intent.customerId !== customerId) {
    logger.warn('payment-success refused', {
      userId: caller.userId,
      intentId: input.paymentIntentId,
      reason: intent ? 'another customer' : 'not found',
    });
    // The same answer whether the intent is missing or someone else's.
    throw notFound(M.paymentNotFound);
  }
  if (!PAID.has(intent.status)) throw conflict(M.paymentNotCompleted);

  const checkout = await readCheckout(caller.userId);
  const subscriptionId = checkout?.subscriptionId ?? profile.stripeSubscriptionId;
  if (subscriptionId) {
    if (intent.type === 'setup' && intent.status === 'succeeded' && intent.paymentMethodId) {
      // The trial's card becomes the subscription's, so the first charge uses it.
      const sub = await provider.getSubscription(subscriptionId);
      if (sub && sub.customerId === customerId && !sub.card) {
        await provider.setDefaultPaymentMethod(subscriptionId, intent.paymentMethodId);
      }
    }
    await syncSubscription(subscriptionId, provider);
  }
  const current = (await readProfile(caller.userId, { consistent: true })) ?? profile;
  const active = planAllows(current.plan, current.subscriptionStatus, 'pro');
  return {
    success: true,
    message: active ? M.paymentConfirmed : M.paymentProcessing,
    plan: current.plan,
    status: current.subscriptionStatus,
  };
}
