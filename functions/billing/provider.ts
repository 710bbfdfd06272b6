import type { BillingMode, CardSummary } from '../../shared/api/billing.ts';
import type { PaidPlanId } from '../../shared/plans.ts';

/**
 * The billing port (docs/billing.md): what the handlers need from a payment provider.
 * Two adapters keep the handlers identical: Stripe's API (stripe-provider.ts) and the offline
 * simulator (simulator.ts). Times are epoch seconds, amounts cents, as Stripe gives them.
 */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  /** Stripe's status: active, trialing, incomplete, past_due, unpaid, canceled, … */
  status: string;
  priceId: string | null;
  /** The plan's unit price (cents) and currency. */
  amount: number | null;
  currency: string;
  currentPeriodEnd: number | null;
  trialEnd: number | null;
  cancelAtPeriodEnd: boolean;
  /** When it ended (canceled or expired). */
  endedAt: number | null;
  card: CardSummary | null;
  /**
   * The first payment (or, for the trial, the card setup) the browser still has to confirm; null
   * once confirmed. A subscription with one is not yet the user's plan.
   */
  pendingConfirmation: PendingConfirmation | null;
  /** The upgrade whose payment failed (Stripe's pending_update), not applied yet. */
  hasPendingUpdate: boolean;
  /** The userId we put in its metadata. */
  userId: string | null;
  /** Its newest invoice (the first payment, a renewal, an upgrade's difference), if any. */
  latestInvoice: ProviderInvoice | null;
}

/** An invoice of a subscription, as the billing emails need it (docs/billing.md "Emails"). */
export interface ProviderInvoice {
  id: string;
  subscriptionId: string | null;
  /** Stripe's status: draft, open, paid, void, uncollectible. */
  status: string;
  /**
   * Why it exists: subscription_create (the checkout), subscription_cycle (a renewal or the end
   * of a trial), subscription_update (an upgrade's difference), …
   */
  billingReason: string | null;
  /** Cents. */
  amountDue: number;
  amountPaid: number;
  currency: string;
  /** The service period it bills (epoch seconds). */
  periodStart: number | null;
  periodEnd: number | null;
  /** Payment attempts so far; an open invoice with attempts had its payment refused. */
  attemptCount: number;
  paidAt: number | null;
}

export interface PendingConfirmation {
  type: 'payment' | 'setup';
  intentId: string;
  clientSecret: string;
  /** Due now, in cents (0 for a trial's card setup). */
  amountDue: number;
}

export interface ProviderIntent {
  id: string;
  type: 'payment' | 'setup';
  /** succeeded, processing, requires_payment_method, … */
  status: string;
  customerId: string | null;
  paymentMethodId: string | null;
}

export interface NewSubscription {
  customerId: string;
  userId: string;
  plan: PaidPlanId;
  priceId: string;
  trialDays: number;
}

/**
 * A one-off charge to the card the member's subscription bills (extra consulting sessions):
 * Stripe's PaymentIntent with the saved default method, off_session and confirmed at once.
 * The idempotency key makes a retried request one charge.
 */
export interface OffSessionCharge {
  customerId: string;
  subscriptionId: string;
  /** Cents. */
  amount: number;
  description: string;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export type ChargeResult =
  | { status: 'succeeded'; paymentIntentId: string; card: CardSummary | null }
  /** The card was refused, needs the member (3-D Secure), or there is none: nothing charged. */
  | {
      status: 'declined';
      reason: 'no_card' | 'declined' | 'insufficient_funds' | 'action_required';
    };

export interface ChargeLookup {
  customerId: string;
  subscriptionId: string;
  idempotencyKey: string;
  /** Epoch seconds: the charge cannot be older than the hold that asked for it. */
  since: number;
}

export interface FoundCharge {
  paymentIntentId: string;
  card: CardSummary | null;
}

export interface BillingProvider {
  readonly mode: BillingMode;
  /** The configured price id of a plan, and back (undefined for a price that is not ours). */
  priceId(plan: PaidPlanId): Promise<string>;
  planOf(priceId: string | null): Promise<PaidPlanId | undefined>;
  /** One customer per user, whatever the timing (idempotent per userId). */
  createCustomer(input: { userId: string; email: string; name: string }): Promise<string>;
  /** Incomplete until the browser confirms; with trialDays, trialing with a card setup pending. */
  createSubscription(input: NewSubscription): Promise<ProviderSubscription>;
  /** Always read fresh from the provider; null when it does not exist. */
  getSubscription(id: string): Promise<ProviderSubscription | null>;
  /** One invoice, read fresh (a webhook names it); null when it does not exist. */
  getInvoice(id: string): Promise<ProviderInvoice | null>;
  /** Drop a subscription nobody paid for (the user chose another plan at checkout). */
  cancelUnpaid(id: string): Promise<void>;
  getIntent(id: string): Promise<ProviderIntent | null>;
  /** Make the card confirmed by a setup intent the subscription's default. */
  setDefaultPaymentMethod(subscriptionId: string, paymentMethodId: string): Promise<void>;
  /**
   * Switch the plan's price. An upgrade charges the difference now and applies only once paid
   * (a trial ends); a downgrade applies now and credits the rest on the next invoice.
   */
  changePrice(
    subscriptionId: string,
    priceId: string,
    kind: 'upgrade' | 'downgrade',
  ): Promise<ProviderSubscription>;
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription>;
  /** A page where the customer updates the card; returns to returnUrl. */
  createPortalSession(customerId: string, returnUrl: string): Promise<string>;
  /** Charge the subscription's card now (see OffSessionCharge). */
  chargeOffSession(input: OffSessionCharge): Promise<ChargeResult>;
  /**
   * The succeeded (or processing) charge a chargeOffSession with this idempotency key made, or
   * null when it made none, was declined or was refunded. A read, never a charge: a request that
   * never reached the provider must not be made now (stale consulting holds,
   * functions/elite/bookings.ts).
   */
  findCharge(input: ChargeLookup): Promise<FoundCharge | null>;
  /** Refund a charge in full; the same key refunds it once whatever the retries. */
  refund(paymentIntentId: string, idempotencyKey: string): Promise<{ refundId: string }>;
  /** End a subscription now (account deletion): no further invoice. Missing is fine. */
  cancelNow(subscriptionId: string): Promise<void>;
  /** Does this id belong to this provider (simulator ids start with sim_)? */
  owns(id: string): boolean;
}

/** Statuses in which a subscription is the user's plan (access itself needs active/trialing). */
export const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due', 'unpaid', 'paused']);
/** Statuses after which a subscription is over for good. */
export const ENDED_STATUSES = new Set(['canceled', 'incomplete_expired']);

/** Waiting for the browser to confirm the first payment or the trial's card. */
export function awaitingConfirmation(sub: ProviderSubscription): boolean {
  return (
    sub.pendingConfirmation !== null && (sub.status === 'incomplete' || sub.status === 'trialing')
  );
}
