import Stripe from 'stripe';
import { badRequest, unavailable } from '../commons/errors.ts';
import { logger } from '../commons/logger.ts';
import { required, stripeKeys, type StripeKeys } from './keys.ts';
import type {
  BillingProvider,
  ChargeLookup,
  ChargeResult,
  FoundCharge,
  NewSubscription,
  OffSessionCharge,
  PendingConfirmation,
  ProviderIntent,
  ProviderInvoice,
  ProviderSubscription,
} from './provider.ts';
import { BILLING_MESSAGES } from '../../shared/api/billing.ts';
import type { PaidPlanId } from '../../shared/plans.ts';

/** What every subscription read expands: the card, and the secret the browser confirms. */
const SUBSCRIPTION_EXPAND = [
  'default_payment_method',
  'customer.invoice_settings.default_payment_method',
  'latest_invoice.confirmation_secret',
  'pending_setup_intent',
];

/**
 * The Stripe adapter (docs/billing.md, API versions from 2025-03-31 on): subscriptions
 * created incomplete for the Payment Element, the client secret from the latest invoice's
 * confirmation_secret, the Pro trial's card through pending_setup_intent.
 */
export class StripeProvider implements BillingProvider {
  readonly mode = 'stripe' as const;

  constructor(
    private readonly stripe: Stripe,
    private readonly keys: StripeKeys,
  ) {}

  async priceId(plan: PaidPlanId): Promise<string> {
    return required(this.keys, plan === 'pro' ? 'pricePro' : 'priceElite');
  }

  async planOf(priceId: string | null): Promise<PaidPlanId | undefined> {
    if (!priceId) return undefined;
    if (priceId === this.keys.pricePro) return 'pro';
    if (priceId === this.keys.priceElite) return 'elite';
    return undefined;
  }

  owns(id: string): boolean {
    return !id.startsWith('sim_');
  }

  async createCustomer(input: { userId: string; email: string; name: string }): Promise<string> {
    const customer = await call(() =>
      this.stripe.customers.create(
        {
          email: input.email,
          name: input.name,
          preferred_locales: ['es'],
          metadata: { userId: input.userId },
        },
        // Two requests racing for the same user get the same customer.
        { idempotencyKey: `customer-${input.userId}` },
      ),
    );
    return customer.id;
  }

  async createSubscription(input: NewSubscription): Promise<ProviderSubscription> {
    const trial = input.trialDays > 0;
    const subscription = await call(() =>
      this.stripe.subscriptions.create({
        customer: input.customerId,
        items: [{ price: input.priceId }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        ...(trial
          ? {
              trial_period_days: input.trialDays,
              // No card by the end of the trial: the subscription ends instead of going unpaid.
              trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
            }
          : {}),
        metadata: { userId: input.userId, plan: input.plan },
        expand: SUBSCRIPTION_EXPAND,
      }),
    );
    return toSubscription(subscription);
  }

  async getSubscription(id: string): Promise<ProviderSubscription | null> {
    const subscription = await call(
      () => this.stripe.subscriptions.retrieve(id, { expand: SUBSCRIPTION_EXPAND }),
      { missing: true },
    );
    return subscription ? toSubscription(subscription) : null;
  }

  async getInvoice(id: string): Promise<ProviderInvoice | null> {
    const invoice = await call(() => this.stripe.invoices.retrieve(id), { missing: true });
    return invoice ? toInvoice(invoice) : null;
  }

  async cancelUnpaid(id: string): Promise<void> {
    await call(() => this.stripe.subscriptions.cancel(id), { missing: true });
  }

  async getIntent(id: string): Promise<ProviderIntent | null> {
    if (id.startsWith('seti_')) {
      const intent = await call(() => this.stripe.setupIntents.retrieve(id), { missing: true });
      return intent
        ? {
            id: intent.id,
            type: 'setup',
            status: intent.status,
            customerId: idOf(intent.customer),
            paymentMethodId: idOf(intent.payment_method),
          }
        : null;
    }
    if (id.startsWith('pi_')) {
      const intent = await call(() => this.stripe.paymentIntents.retrieve(id), { missing: true });
      return intent
        ? {
            id: intent.id,
            type: 'payment',
            status: intent.status,
            customerId: idOf(intent.customer),
            paymentMethodId: idOf(intent.payment_method),
          }
        : null;
    }
    return null;
  }

  async setDefaultPaymentMethod(subscriptionId: string, paymentMethodId: string): Promise<void> {
    await call(() =>
      this.stripe.subscriptions.update(subscriptionId, { default_payment_method: paymentMethodId }),
    );
  }

  async changePrice(
    subscriptionId: string,
    priceId: string,
    kind: 'upgrade' | 'downgrade',
  ): Promise<ProviderSubscription> {
    const current = await call(() => this.stripe.subscriptions.retrieve(subscriptionId));
    const item = current.items.data[0];
    if (!item) throw new Error(`subscription ${subscriptionId} has no item`);
    const updated = await call(() =>
      this.stripe.subscriptions.update(
        subscriptionId,
        kind === 'upgrade'
          ? {
              items: [{ id: item.id, price: priceId }],
              // Charge the difference now; the new price applies only once that is paid.
              proration_behavior: 'always_invoice',
              payment_behavior: 'pending_if_incomplete',
              // Elite has no trial: an upgrade during the Pro trial starts paying now.
              ...(current.status === 'trialing' ? { trial_end: 'now' as const } : {}),
              expand: SUBSCRIPTION_EXPAND,
            }
          : {
              items: [{ id: item.id, price: priceId }],
              proration_behavior: 'create_prorations',
              expand: SUBSCRIPTION_EXPAND,
            },
      ),
    );
    return toSubscription(updated);
  }

  async setCancelAtPeriodEnd(
    subscriptionId: string,
    cancel: boolean,
  ): Promise<ProviderSubscription> {
    const updated = await call(() =>
      this.stripe.subscriptions.update(subscriptionId, {
        cancel_at_period_end: cancel,
        expand: SUBSCRIPTION_EXPAND,
      }),
    );
    return toSubscription(updated);
  }

  async chargeOffSession(input: OffSessionCharge): Promise<ChargeResult> {
    const subscription = await call(() =>
      this.stripe.subscriptions.retrieve(input.subscriptionId, {
        expand: ['default_payment_method', 'customer.invoice_settings.default_payment_method'],
      }),
    );
    // The card the plan bills: the subscription's own, else the customer's default.
    const method = subscription.default_payment_method ?? customerDefault(subscription);
    const paymentMethod = idOf(method);
    if (!paymentMethod) return { status: 'declined', reason: 'no_card' };
    try {
      const intent = await call(() =>
        this.stripe.paymentIntents.create(
          {
            amount: input.amount,
            currency: 'usd',
            customer: input.customerId,
            payment_method: paymentMethod,
            off_session: true,
            confirm: true,
            description: input.description,
            metadata: input.metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      if (intent.status === 'succeeded' || intent.status === 'processing') {
        return {
          status: 'succeeded',
          paymentIntentId: intent.id,
          card: cardOf(typeof method === 'string' ? null : method),
        };
      }
      return { status: 'declined', reason: 'action_required' };
    } catch (error) {
      const stripeError = error as { type?: string; code?: string; decline_code?: string };
      if (stripeError.type === 'StripeCardError') {
        // authentication_required: the bank wants the member present (3-D Secure).
        if (stripeError.code === 'authentication_required') {
          return { status: 'declined', reason: 'action_required' };
        }
        return {
          status: 'declined',
          reason:
            stripeError.decline_code === 'insufficient_funds' ? 'insufficient_funds' : 'declined',
        };
      }
      throw error;
    }
  }

  /**
   * Stripe's list of the customer's PaymentIntents since the hold (strongly consistent, unlike
   * search), matched on the idempotency key that chargeOffSession also writes in the metadata.
   */
  async findCharge(input: ChargeLookup): Promise<FoundCharge | null> {
    let startingAfter: string | undefined;
    for (let page = 0; page < 5; page++) {
      const list = await call(() =>
        this.stripe.paymentIntents.list({
          customer: input.customerId,
          created: { gte: input.since - 60 }, // a minute of clock skew between us and Stripe
          limit: 100,
          expand: ['data.payment_method', 'data.latest_charge'],
          ...(startingAfter ? { starting_after: startingAfter } : {}),
        }),
      );
      const intent = list.data.find((i) => i.metadata?.chargeKey === input.idempotencyKey);
      if (intent) {
        const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
        const charged = intent.status === 'succeeded' || intent.status === 'processing';
        if (!charged || charge?.refunded) return null;
        const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
        return { paymentIntentId: intent.id, card: cardOf(method) };
      }
      if (!list.has_more || list.data.length === 0) return null;
      startingAfter = list.data[list.data.length - 1]!.id;
    }
    return null;
  }

  async refund(paymentIntentId: string, idempotencyKey: string): Promise<{ refundId: string }> {
    const refund = await call(() =>
      this.stripe.refunds.create({ payment_intent: paymentIntentId }, { idempotencyKey }),
    );
    return { refundId: refund.id };
  }

  async cancelNow(subscriptionId: string): Promise<void> {
    await call(() => this.stripe.subscriptions.cancel(subscriptionId), { missing: true });
  }

  async createPortalSession(customerId: string, returnUrl: string): Promise<string> {
    const session = await call(() =>
      this.stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
        locale: 'es',
        flow_data: {
          type: 'payment_method_update',
          after_completion: { type: 'redirect', redirect: { return_url: returnUrl } },
        },
      }),
    );
    return session.url;
  }
}

let client: { signature: string; provider: StripeProvider } | undefined;

/**
 * The Stripe client for the current keys: rebuilt only when the secret changes (ops rolled a key
 * in Stripe or set a price), so warm functions follow within the secret's one-minute cache.
 */
export async function stripeProvider(): Promise<StripeProvider> {
  const keys = await stripeKeys();
  const secretKey = required(keys, 'secretKey');
  const signature = JSON.stringify(keys);
  if (client?.signature !== signature) {
    client = { signature, provider: new StripeProvider(newStripeClient(secretKey), keys) };
  }
  return client.provider;
}

/**
 * How long one Stripe call may take. Stripe's own default is 80 s; ours must end well inside the
 * Lambda timeout of every route that calls Stripe (20 s, functions/routes.ts), or API Gateway
 * answers a bare 503 instead of our Spanish one and the checkout cannot say why. Worst case of a
 * Stripe that never answers: 2 × 5 s plus a 0.5 s backoff. The retry (POSTs carry an idempotency
 * key, so it is safe) covers a lost connection or one slow answer.
 */
export const STRIPE_CLIENT_LIMITS = { timeoutMs: 5000, maxNetworkRetries: 1 } as const;

function newStripeClient(secretKey: string): Stripe {
  return new Stripe(secretKey, {
    maxNetworkRetries: STRIPE_CLIENT_LIMITS.maxNetworkRetries,
    timeout: STRIPE_CLIENT_LIMITS.timeoutMs,
    // fetch: the timeout is one deadline for the whole call (the default node:http client's is
    // an idle timeout per stage, so a slow trickle of bytes can outlast it).
    httpClient: Stripe.createFetchHttpClient(),
    telemetry: false,
    appInfo: { name: 'inversor-listo' },
  });
}

/** Verify a webhook delivery's signature on the raw body (Stripe's 5-minute tolerance). */
export async function verifyStripeEvent(rawBody: string, signature: string | undefined) {
  const keys = await stripeKeys();
  const secret = required(keys, 'webhookSecret');
  if (!signature) throw badRequest(BILLING_MESSAGES.webhookSignature);
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    logger.warn('webhook signature refused', { reason: (error as Error).message });
    throw badRequest(BILLING_MESSAGES.webhookSignature);
  }
}

function toSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const item = subscription.items.data[0];
  const price = item?.price;
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: subscription.status,
    priceId: price?.id ?? null,
    amount: price?.unit_amount ?? null,
    currency: price?.currency ?? subscription.currency,
    currentPeriodEnd: item?.current_period_end ?? null,
    trialEnd: subscription.trial_end,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    endedAt: subscription.ended_at,
    // The subscription's own card, else the customer's default (what the Billing Portal sets).
    card: cardOf(subscription.default_payment_method) ?? cardOf(customerDefault(subscription)),
    pendingConfirmation: pendingConfirmationOf(subscription),
    hasPendingUpdate:
      subscription.pending_update !== null && subscription.pending_update !== undefined,
    userId: subscription.metadata?.userId ?? null,
    latestInvoice:
      typeof subscription.latest_invoice === 'object' && subscription.latest_invoice
        ? toInvoice(subscription.latest_invoice)
        : null,
  };
}

function toInvoice(invoice: Stripe.Invoice): ProviderInvoice {
  // The service period is the lines' (the invoice's own period_* is the previous one's for a renewal).
  const lines = invoice.lines?.data ?? [];
  const starts = lines.map((line) => line.period?.start).filter((t): t is number => Boolean(t));
  const ends = lines.map((line) => line.period?.end).filter((t): t is number => Boolean(t));
  return {
    id: invoice.id ?? '',
    subscriptionId: idOf(invoice.parent?.subscription_details?.subscription ?? null),
    status: invoice.status ?? 'draft',
    billingReason: invoice.billing_reason ?? null,
    amountDue: invoice.amount_due ?? 0,
    amountPaid: invoice.amount_paid ?? 0,
    currency: invoice.currency ?? 'usd',
    periodStart: starts.length > 0 ? Math.min(...starts) : null,
    periodEnd: ends.length > 0 ? Math.max(...ends) : null,
    attemptCount: invoice.attempt_count ?? 0,
    paidAt: invoice.status_transitions?.paid_at ?? null,
  };
}

function pendingConfirmationOf(subscription: Stripe.Subscription): PendingConfirmation | null {
  if (subscription.status === 'incomplete') {
    const invoice = subscription.latest_invoice;
    const secret = typeof invoice === 'object' ? invoice?.confirmation_secret : null;
    if (secret?.client_secret) {
      return {
        type: 'payment',
        intentId: secret.client_secret.split('_secret_')[0]!,
        clientSecret: secret.client_secret,
        amountDue: typeof invoice === 'object' && invoice ? invoice.amount_due : 0,
      };
    }
  }
  const setup = subscription.pending_setup_intent;
  if (
    subscription.status === 'trialing' &&
    typeof setup === 'object' &&
    setup !== null &&
    setup.status !== 'succeeded' &&
    setup.client_secret &&
    !subscription.default_payment_method
  ) {
    return { type: 'setup', intentId: setup.id, clientSecret: setup.client_secret, amountDue: 0 };
  }
  return null;
}

function customerDefault(subscription: Stripe.Subscription): Stripe.PaymentMethod | string | null {
  const customer = subscription.customer;
  if (typeof customer !== 'object' || customer === null || 'deleted' in customer) return null;
  return customer.invoice_settings?.default_payment_method ?? null;
}

function cardOf(method: string | Stripe.PaymentMethod | null): ProviderSubscription['card'] {
  if (!method || typeof method === 'string' || !method.card) return null;
  return { brand: method.card.brand, last4: method.card.last4 };
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** Errors that mean Stripe could not be reached or refused our keys: a 503, never a 500. */
const UNAVAILABLE = new Set([
  'StripeConnectionError',
  'StripeAPIError',
  'StripeRateLimitError',
  'StripeAuthenticationError',
  'StripePermissionError',
]);

/**
 * Run one Stripe call: a missing object reads as null where the caller allows it; an outage as a
 * Spanish 503; anything else is ours to fix (logged, 500).
 */
async function call<T>(fn: () => Promise<T>): Promise<T>;
async function call<T>(fn: () => Promise<T>, options: { missing: true }): Promise<T | null>;
async function call<T>(fn: () => Promise<T>, options?: { missing: true }): Promise<T | null> {
  try {
    return await fn();
  } catch (error) {
    const stripeError = error as { type?: string; code?: string; statusCode?: number };
    if (options?.missing && stripeError.code === 'resource_missing') return null;
    if (stripeError.type && UNAVAILABLE.has(stripeError.type)) {
      logger.error('Stripe unavailable', { error: error as Error });
      throw unavailable(BILLING_MESSAGES.paymentsUnavailable, 5);
    }
    throw error;
  }
}
