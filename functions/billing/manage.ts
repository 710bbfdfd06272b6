import { type ProfileItem, readProfile } from '../auth/profile.ts';
import { config } from '../commons/config.ts';
import { conflict, paymentRequired, unauthorized } from '../commons/errors.ts';
import { billingProvider } from './billing-provider.ts';
import { syncSubscription } from './sync.ts';
import {
  BILLING_MESSAGES,
  type PlanChangeResponse,
  type PortalResponse,
  type SubscriptionResponse,
} from '../../shared/api/billing.ts';
import { PLANS, type PaidPlanId } from '../../shared/plans.ts';

const M = BILLING_MESSAGES;

/** GET /api/billing/subscription: the plan as the provider last told us (webhook or sync). */
export function subscriptionView(profile: ProfileItem): SubscriptionResponse {
  const paid = profile.plan !== 'gratuito';
  const chargeDate =
    profile.subscriptionStatus === 'trialing'
      ? (profile.trialEnd ?? profile.currentPeriodEnd)
      : profile.currentPeriodEnd;
  const amount = profile.planAmount ?? PLANS[profile.plan].monthlyPrice * 100;
  const charges =
    paid &&
    !profile.cancelAtPeriodEnd &&
    (profile.subscriptionStatus === 'active' || profile.subscriptionStatus === 'trialing');
  return {
    plan: profile.plan,
    status: profile.subscriptionStatus,
    currentPeriodEnd: paid ? (profile.currentPeriodEnd ?? null) : null,
    trialEnd: paid && profile.subscriptionStatus === 'trialing' ? (profile.trialEnd ?? null) : null,
    cancelAtPeriodEnd: paid && profile.cancelAtPeriodEnd === true,
    card:
      paid && profile.cardBrand && profile.cardLast4
        ? { brand: profile.cardBrand, last4: profile.cardLast4 }
        : null,
    amount: paid ? amount : null,
    nextCharge:
      charges && chargeDate
        ? {
            date: chargeDate,
            amount,
            currency: profile.planCurrency ?? 'usd',
          }
        : null,
    canUpdateCard: paid && Boolean(profile.stripeCustomerId && profile.stripeSubscriptionId),
    endedPlan: !paid ? (profile.endedPlan ?? null) : null,
    endedAt: !paid ? (profile.endedAt ?? null) : null,
  };
}

/**
 * The stored state is the provider's as of its last event; once the period it describes is over
 * (a renewal or an end whose webhook we may have missed), read it again before showing it.
 */
export async function freshProfile(profile: ProfileItem): Promise<ProfileItem> {
  const due =
    profile.subscriptionStatus === 'trialing' ? profile.trialEnd : profile.currentPeriodEnd;
  if (!profile.stripeSubscriptionId || profile.plan === 'gratuito' || !due) return profile;
  if (Date.parse(due) > Date.now()) return profile;
  await syncSubscription(profile.stripeSubscriptionId);
  return (await readProfile(profile.userId, { consistent: true })) ?? profile;
}

/** The user's paid subscription that can be changed (active or in trial). */
function changeable(profile: ProfileItem): { id: string; plan: PaidPlanId } {
  if (
    profile.plan === 'gratuito' ||
    !profile.stripeSubscriptionId ||
    (profile.subscriptionStatus !== 'active' && profile.subscriptionStatus !== 'trialing')
  ) {
    if (profile.subscriptionStatus === 'past_due' || profile.subscriptionStatus === 'unpaid') {
      throw conflict(
        'Tienes un pago pendiente. Actualiza tu método de pago antes de cambiar tu plan.',
      );
    }
    throw conflict(M.noSubscription);
  }
  return { id: profile.stripeSubscriptionId, plan: profile.plan };
}

async function answer(userId: string, message: string): Promise<PlanChangeResponse> {
  const profile = await readProfile(userId, { consistent: true });
  if (!profile) throw unauthorized(M.invalidRequest);
  return { success: true, message, subscription: subscriptionView(profile) };
}

/** POST /api/billing/change-plan: Pro→Elite charges the difference now; Elite→Pro credits it. */
export async function changePlan(profile: ProfileItem, target: PaidPlanId) {
  const current = changeable(profile);
  if (current.plan === target) throw conflict(M.samePlan);
  const provider = await billingProvider();
  const kind = target === 'elite' ? 'upgrade' : 'downgrade';
  const updated = await provider.changePrice(current.id, await provider.priceId(target), kind);
  await syncSubscription(current.id, provider);
  if (updated.hasPendingUpdate) throw paymentRequired(M.upgradeDeclined);
  return answer(profile.userId, kind === 'upgrade' ? M.upgraded : M.downgraded);
}

/** POST /api/billing/cancel: to gratuito at the end of the paid period (or of the trial). */
export async function cancelAtPeriodEnd(profile: ProfileItem) {
  const current = changeable(profile);
  const provider = await billingProvider();
  await provider.setCancelAtPeriodEnd(current.id, true);
  await syncSubscription(current.id, provider);
  return answer(profile.userId, M.cancelScheduled);
}

/** POST /api/billing/resume: undo a scheduled cancellation. */
export async function resume(profile: ProfileItem) {
  const current = changeable(profile);
  if (!profile.cancelAtPeriodEnd) throw conflict(M.notCancelable);
  const provider = await billingProvider();
  await provider.setCancelAtPeriodEnd(current.id, false);
  await syncSubscription(current.id, provider);
  return answer(profile.userId, M.cancelUndone);
}

/** POST /api/billing/portal: Stripe's Billing Portal (the simulator's card form) for a new card. */
export async function portalSession(profile: ProfileItem): Promise<PortalResponse> {
  const provider = await billingProvider();
  const customerId = profile.stripeCustomerId;
  if (profile.plan === 'gratuito' || !customerId || !provider.owns(customerId)) {
    throw conflict(M.noBillingAccount);
  }
  const returnUrl = new URL('/subscription', config.SITE_URL).toString();
  return { url: await provider.createPortalSession(customerId, returnUrl) };
}
