import { type ProfileItem, readProfile } from '../auth/profile.ts';
import { randomUUID } from 'node:crypto';
import type { Caller } from '../commons/access.ts';
import { db, tableName } from '../commons/db.ts';
import { conflict, unauthorized } from '../commons/errors.ts';
import { ConditionsFailed, writeTransaction } from '../commons/transactions.ts';
import { billingProvider } from './billing-provider.ts';
import {
  awaitingConfirmation,
  LIVE_STATUSES,
  type BillingProvider,
  type ProviderSubscription,
} from './provider.ts';
import { readCheckout } from './store.ts';
import { applySubscription } from './sync.ts';
import { BILLING_MESSAGES, planTitle, type SubscribeResponse } from '../../shared/api/billing.ts';
import { PLANS, type PaidPlanId } from '../../shared/plans.ts';
import { keys } from '../commons/keys.ts';

const M = BILLING_MESSAGES;

/** How long one subscribe call may hold the user's checkout, and how long another waits for it. */
const CLAIM_MS = 30_000;
const WAIT_MS = 12_000;

export interface SubscribeResult {
  status: number;
  body: SubscribeResponse;
}

/** POST /api/subscribe/free: the free plan needs no payment; a paid plan is left from /subscription. */
export async function subscribeFree(caller: Caller): Promise<SubscribeResult> {
  const profile = caller.profile;
  if (hasPaidPlan(profile)) {
    return {
      status: 409,
      body: { success: false, message: M.freeWhilePaid, redirectUrl: '/subscription' },
    };
  }
  return {
    status: 200,
    body: { success: true, plan: 'gratuito', message: M.freePlanActive, redirectUrl: '/dashboard' },
  };
}

/**
 * POST /api/subscribe/{pro|elite}: the subscription the checkout's Payment Element confirms.
 * An unpaid one of the same plan is reused (reloads, the activation page then the checkout); one of
 * another plan is dropped. Calls of one user run one at a time (a conditional claim in the table),
 * so two tabs never create two subscriptions.
 */
export async function subscribePaid(caller: Caller, plan: PaidPlanId): Promise<SubscribeResult> {
  const refusal = paidPlanRefusal(caller.profile, plan);
  if (refusal) return refusal;
  const provider = await billingProvider();
  const token = await claimCheckout(caller.userId);
  try {
    const profile = await readProfile(caller.userId, { consistent: true });
    if (!profile) throw unauthorized(M.invalidRequest);
    const again = paidPlanRefusal(profile, plan);
    if (again) return again;

    const checkout = await readCheckout(caller.userId);
    if (checkout?.subscriptionId && provider.owns(checkout.subscriptionId)) {
      const readAt = Date.now();
      const open = await provider.getSubscription(checkout.subscriptionId);
      if (open && awaitingConfirmation(open)) {
        if (checkout.plan === plan) return { status: 200, body: await offer(provider, plan, open) };
        await provider.cancelUnpaid(open.id);
      } else if (open && LIVE_STATUSES.has(open.status)) {
        // Paid in the meantime (its webhook not here yet): that is the user's plan now.
        await applySubscription(caller.userId, open, readAt, provider);
        const current = await readProfile(caller.userId, { consistent: true });
        const refused = current && paidPlanRefusal(current, plan);
        if (refused) return refused;
      }
    }

    const customerId = await ensureCustomer(profile, provider);
    const subscription = await provider.createSubscription({
      customerId,
      userId: caller.userId,
      plan,
      priceId: await provider.priceId(plan),
      // One free trial per user.
      trialDays: profile.trialUsedAt ? 0 : PLANS[plan].trialDays,
    });
    await db.update({
      TableName: tableName,
      Key: keys.checkout(caller.userId),
      UpdateExpression: 'SET subscriptionId = :id, #plan = :plan, updatedAt = :now',
      ExpressionAttributeNames: { '#plan': 'plan' },
      ExpressionAttributeValues: {
        ':id': subscription.id,
        ':plan': plan,
        ':now': new Date().toISOString(),
      },
    });
    if (!subscription.pendingConfirmation) {
      throw new Error(`new subscription ${subscription.id} has nothing to confirm`);
    }
    return { status: 200, body: await offer(provider, plan, subscription) };
  } finally {
    await releaseCheckout(caller.userId, token);
  }
}

/** What the checkout needs to show and confirm. */
async function offer(
  provider: BillingProvider,
  plan: PaidPlanId,
  sub: ProviderSubscription,
): Promise<SubscribeResponse> {
  const pending = sub.pendingConfirmation!;
  return {
    success: true,
    plan,
    redirectUrl: `/checkout?plan=${plan}`,
    clientSecret: pending.clientSecret,
    intentType: pending.type,
    amountDueToday: pending.amountDue,
    amount: sub.amount ?? PLANS[plan].monthlyPrice * 100,
    currency: sub.currency,
    trialEnd:
      sub.trialEnd && sub.status === 'trialing'
        ? new Date(sub.trialEnd * 1000).toISOString()
        : null,
    message:
      provider.mode === 'simulator'
        ? 'Modo de prueba: no se realizará ningún cargo real.'
        : undefined,
  };
}

/** A paid plan in force (including one whose payment is overdue) is changed from /subscription. */
function hasPaidPlan(profile: ProfileItem): boolean {
  return profile.plan !== 'gratuito' && LIVE_STATUSES.has(profile.subscriptionStatus);
}

function paidPlanRefusal(profile: ProfileItem, plan: PaidPlanId): SubscribeResult | undefined {
  if (!hasPaidPlan(profile)) return undefined;
  const current = profile.plan as PaidPlanId;
  const message =
    profile.subscriptionStatus === 'past_due' || profile.subscriptionStatus === 'unpaid'
      ? `Tienes un pago pendiente en tu ${planTitle(current)}. Actualiza tu método de pago desde Gestionar Plan.`
      : current === plan
        ? `Ya tienes el ${planTitle(current)}. Puedes gestionarlo desde Gestionar Plan.`
        : `Ya tienes el ${planTitle(current)}. Cambia al ${planTitle(plan)} desde Gestionar Plan.`;
  return { status: 409, body: { success: false, message, redirectUrl: '/subscription' } };
}

/** The user's customer at the provider, created once; CUSTOMER# marker and profile in one write. */
async function ensureCustomer(profile: ProfileItem, provider: BillingProvider): Promise<string> {
  const stored = profile.stripeCustomerId;
  if (stored && provider.owns(stored)) return stored;
  const customerId = await provider.createCustomer({
    userId: profile.userId,
    email: profile.email,
    name: `${profile.firstName} ${profile.lastName}`,
  });
  // A customer of the other mode (the local data outlived a switch of BILLING_MODE) is replaced.
  const previous = stored ? ' OR stripeCustomerId = :previous' : '';
  try {
    await writeTransaction([
      {
        Put: {
          TableName: tableName,
          Item: { ...keys.customer(customerId), userId: profile.userId },
          ConditionExpression: 'attribute_not_exists(pk) OR userId = :user',
          ExpressionAttributeValues: { ':user': profile.userId },
        },
      },
      {
        Update: {
          TableName: tableName,
          Key: keys.profile(profile.userId),
          UpdateExpression: 'SET stripeCustomerId = :customer',
          ConditionExpression: `attribute_exists(pk) AND (attribute_not_exists(stripeCustomerId) OR stripeCustomerId = :customer${previous})`,
          ExpressionAttributeValues: {
            ':customer': customerId,
            ...(stored ? { ':previous': stored } : {}),
          },
        },
      },
    ]);
  } catch (error) {
    if (!(error instanceof ConditionsFailed)) throw error;
    const current = await readProfile(profile.userId, { consistent: true });
    if (current?.stripeCustomerId && provider.owns(current.stripeCustomerId)) {
      return current.stripeCustomerId;
    }
    throw error;
  }
  return customerId;
}

/** Take the user's checkout, waiting a little for another call of the same user to finish. */
async function claimCheckout(userId: string): Promise<string> {
  const token = randomUUID();
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const now = Date.now();
    try {
      await db.update({
        TableName: tableName,
        Key: keys.checkout(userId),
        UpdateExpression: 'SET claim = :token, claimUntil = :until',
        ConditionExpression: 'attribute_not_exists(claim) OR claimUntil < :now',
        ExpressionAttributeValues: { ':token': token, ':until': now + CLAIM_MS, ':now': now },
      });
      return token;
    } catch (error) {
      if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
      if (Date.now() > deadline) throw conflict(M.checkoutBusy);
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 100));
    }
  }
}

async function releaseCheckout(userId: string, token: string): Promise<void> {
  await db
    .update({
      TableName: tableName,
      Key: keys.checkout(userId),
      UpdateExpression: 'REMOVE claim, claimUntil',
      ConditionExpression: 'claim = :token',
      ExpressionAttributeValues: { ':token': token },
    })
    .catch((error: unknown) => {
      if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    });
}
