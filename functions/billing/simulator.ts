import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { config } from '../commons/config.ts';
import { db, epochSeconds, tableName } from '../commons/db.ts';
import type {
  BillingProvider,
  ChargeLookup,
  ChargeResult,
  FoundCharge,
  NewSubscription,
  OffSessionCharge,
  ProviderIntent,
  ProviderInvoice,
  ProviderSubscription,
} from './provider.ts';
import type { CardSummary } from '../../shared/api/billing.ts';
import { PLANS, type PaidPlanId } from '../../shared/plans.ts';
import { keys } from '../commons/keys.ts';

/**
 * The offline billing simulator (docs/billing.md): a small fake of the parts of Stripe
 * we use, kept in the app's own table under SIM#… keys, for running the product with no Stripe
 * account. Never in AWS: BILLING_MODE is 'stripe' there and config refuses 'simulator'.
 *
 * Like Stripe it keeps its own clock: reading a subscription applies what happened since (an
 * unpaid first invoice expires after 23 hours, a trial converts, a period renews or, when
 * cancelled at its end, ends). Each charge is an invoice on the subscription (the first payment,
 * a renewal, an upgrade's difference), paid or left open with its failed attempts, as Stripe's.
 */
export const SIMULATOR_PRICES: Record<PaidPlanId, string> = {
  pro: 'sim_price_pro',
  elite: 'sim_price_elite',
};
const CURRENCY = 'usd';
const INCOMPLETE_EXPIRY_SECONDS = 23 * 3600;

export interface SimSubscription {
  id: string;
  customerId: string;
  userId: string;
  status: string;
  priceId: string;
  created: number;
  currentPeriodStart: number;
  currentPeriodEnd: number;
  trialEnd: number | null;
  cancelAtPeriodEnd: boolean;
  card: CardSummary | null;
  /** The first payment or the trial's card setup, while unconfirmed. */
  pendingIntentId: string | null;
  endedAt: number | null;
  /** Its invoices, oldest first (the last few: INVOICES_KEPT). */
  invoices?: SimInvoice[];
  /** Cents owed back to the member (a downgrade's unused days), taken off the next invoices. */
  credit?: number;
}

interface SimInvoice {
  id: string;
  status: 'open' | 'paid' | 'void';
  billingReason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
  /** Cents. */
  amount: number;
  periodStart: number;
  periodEnd: number;
  attemptCount: number;
  paidAt: number | null;
}

const INVOICES_KEPT = 24;

type IntentPurpose = 'first_payment' | 'trial_card' | 'card_update';

export interface SimIntent {
  id: string;
  type: 'payment' | 'setup';
  purpose: IntentPurpose;
  clientSecret: string;
  customerId: string;
  subscriptionId: string | null;
  status: string;
  amount: number;
  paymentMethodId: string | null;
  lastError?: string;
}

/** Stripe's test card that saves fine but whose later charges are declined (…0341). */
export const SIM_DECLINES_LATER_LAST4 = '0341';

/** Would a charge to this card go through (a renewal, an upgrade, an extra session)? */
function chargeable(card: CardSummary | null): boolean {
  return card !== null && card.last4 !== SIM_DECLINES_LATER_LAST4;
}

/** The subscription with a new invoice, paid when the card takes it, else open after one try. */
function withInvoice(
  sub: SimSubscription,
  invoice: Pick<SimInvoice, 'billingReason' | 'amount' | 'periodStart' | 'periodEnd'>,
  now: number,
  attempt = true,
): { sub: SimSubscription; invoice: SimInvoice } {
  const invoices = sub.invoices ?? [];
  const credit = sub.credit ?? 0;
  const used = Math.min(credit, invoice.amount);
  const amount = invoice.amount - used;
  const paid = attempt && (amount === 0 || chargeable(sub.card));
  const created: SimInvoice = {
    ...invoice,
    amount,
    id: `${sub.id.replace(/^sim_sub_/, 'sim_in_')}_${invoices.length + 1}`,
    status: paid ? 'paid' : 'open',
    attemptCount: attempt ? 1 : 0,
    paidAt: paid ? now : null,
  };
  // An older invoice still open is given up for the new one.
  const earlier = invoices.map((i) =>
    i.status === 'open' ? { ...i, status: 'void' as const } : i,
  );
  return {
    sub: {
      ...sub,
      invoices: [...earlier, created].slice(-INVOICES_KEPT),
      credit: paid ? credit - used : credit,
    },
    invoice: created,
  };
}

/** The subscription with its open invoice paid (a confirmed first payment, a new card). */
export function payOpenInvoice(sub: SimSubscription, now: number): SimSubscription {
  return {
    ...sub,
    invoices: (sub.invoices ?? []).map((i) =>
      i.status === 'open' ? { ...i, status: 'paid' as const, paidAt: now } : i,
    ),
  };
}

/** The subscription with a refused try at its open invoice (a declined first payment). */
export function failOpenInvoice(sub: SimSubscription): SimSubscription {
  return {
    ...sub,
    invoices: (sub.invoices ?? []).map((i) =>
      i.status === 'open' ? { ...i, attemptCount: i.attemptCount + 1 } : i,
    ),
  };
}

export interface SimCharge {
  id: string;
  customerId: string;
  amount: number;
  description: string;
  status: 'succeeded' | 'refunded';
  metadata: Record<string, string>;
  created: number;
  refundedAt?: number;
}

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

/** The same day of the month `months` later, clamped to the month's last day (as Stripe bills). */
export function addMonths(epoch: number, months: number): number {
  const date = new Date(epoch * 1000);
  const day = date.getUTCDate();
  const target = new Date(
    Date.UTC(
      date.getUTCFullYear(),
      date.getUTCMonth() + months,
      1,
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
    ),
  );
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return epochSeconds(target);
}

export class SimulatorProvider implements BillingProvider {
  readonly mode = 'simulator' as const;

  constructor(private readonly clock: () => Date = () => new Date()) {}

  private now(): number {
    return epochSeconds(this.clock());
  }

  async priceId(plan: PaidPlanId): Promise<string> {
    return SIMULATOR_PRICES[plan];
  }

  async planOf(priceId: string | null): Promise<PaidPlanId | undefined> {
    if (priceId === SIMULATOR_PRICES.pro) return 'pro';
    if (priceId === SIMULATOR_PRICES.elite) return 'elite';
    return undefined;
  }

  owns(id: string): boolean {
    return id.startsWith('sim_');
  }

  async createCustomer(input: { userId: string; email: string; name: string }): Promise<string> {
    // Deterministic per user, so two racing requests make one customer (Stripe: idempotency key).
    const id = `sim_cus_${createHash('sha256').update(input.userId).digest('hex').slice(0, 24)}`;
    await db
      .put({
        TableName: tableName,
        Item: {
          ...keys.sim.customer(id),
          id,
          userId: input.userId,
          email: input.email,
          name: input.name,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      })
      .catch((error: unknown) => {
        if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
      });
    return id;
  }

  async createSubscription(input: NewSubscription): Promise<ProviderSubscription> {
    const now = this.now();
    const trial = input.trialDays > 0;
    const id = newId('sim_sub');
    const intent = newIntent({
      type: trial ? 'setup' : 'payment',
      purpose: trial ? 'trial_card' : 'first_payment',
      customerId: input.customerId,
      subscriptionId: id,
      amount: trial ? 0 : priceAmount(input.priceId),
    });
    const trialEnd = trial ? now + input.trialDays * 86_400 : null;
    let sub: SimSubscription = {
      id,
      customerId: input.customerId,
      userId: input.userId,
      status: trial ? 'trialing' : 'incomplete',
      priceId: input.priceId,
      created: now,
      currentPeriodStart: now,
      currentPeriodEnd: trialEnd ?? addMonths(now, 1),
      trialEnd,
      cancelAtPeriodEnd: false,
      card: null,
      pendingIntentId: intent.id,
      endedAt: null,
    };
    if (!trial) {
      // The first invoice waits for the browser to confirm its payment.
      sub = withInvoice(
        sub,
        {
          billingReason: 'subscription_create',
          amount: intent.amount,
          periodStart: now,
          periodEnd: sub.currentPeriodEnd,
        },
        now,
        false,
      ).sub;
    }
    await db.transactWrite({
      TransactItems: [
        { Put: { TableName: tableName, Item: { ...keys.sim.intent(intent.id), ...intent } } },
        { Put: { TableName: tableName, Item: { ...keys.sim.subscription(id), ...sub } } },
      ],
    });
    return this.view(sub, intent);
  }

  async getSubscription(id: string): Promise<ProviderSubscription | null> {
    const sub = await this.readSubscription(id);
    if (!sub) return null;
    const intent = sub.pendingIntentId ? await readIntent(sub.pendingIntentId) : null;
    return this.view(sub, intent);
  }

  /** The stored subscription with the simulated clock applied (and saved when it moved). */
  async readSubscription(id: string): Promise<SimSubscription | null> {
    const result = await db.get({
      TableName: tableName,
      Key: keys.sim.subscription(id),
      ConsistentRead: true,
    });
    if (!result.Item) return null;
    const stored = result.Item as SimSubscription;
    const advanced = advance(stored, this.now());
    if (advanced !== stored) await saveSubscription(advanced);
    return advanced;
  }

  async getInvoice(id: string): Promise<ProviderInvoice | null> {
    const match = /^sim_in_([0-9a-f]+)_\d+$/.exec(id);
    if (!match) return null;
    const sub = await this.readSubscription(`sim_sub_${match[1]}`);
    const invoice = sub?.invoices?.find((i) => i.id === id);
    return sub && invoice ? invoiceView(sub, invoice) : null;
  }

  async cancelUnpaid(id: string): Promise<void> {
    const sub = await this.readSubscription(id);
    if (!sub || sub.status === 'canceled' || sub.status === 'incomplete_expired') return;
    await saveSubscription({
      ...sub,
      status: 'canceled',
      endedAt: this.now(),
      pendingIntentId: null,
    });
  }

  async getIntent(id: string): Promise<ProviderIntent | null> {
    const intent = await readIntent(id);
    if (!intent) return null;
    return {
      id: intent.id,
      type: intent.type,
      status: intent.status,
      customerId: intent.customerId,
      paymentMethodId: intent.paymentMethodId,
    };
  }

  async setDefaultPaymentMethod(): Promise<void> {
    // The simulator saves the card on the subscription when the intent is confirmed.
  }

  async changePrice(
    subscriptionId: string,
    priceId: string,
    kind: 'upgrade' | 'downgrade',
  ): Promise<ProviderSubscription> {
    const sub = await this.mustRead(subscriptionId);
    const now = this.now();
    if (kind === 'upgrade' && !sub.card) {
      // Nothing to charge the difference to: the update stays pending, as Stripe's would.
      return { ...this.view(sub, null), hasPendingUpdate: true };
    }
    const left = unusedShare(sub, now);
    if (kind === 'downgrade') {
      // Applies now; the unused part of the difference is credited to the next invoices.
      const credit = Math.round((priceAmount(sub.priceId) - priceAmount(priceId)) * left);
      const next = { ...sub, priceId, credit: (sub.credit ?? 0) + Math.max(0, credit) };
      await saveSubscription(next);
      return this.view(next, null);
    }
    // An upgrade charges now (Stripe's always_invoice): during the trial the whole first month
    // (the trial ends today), else the difference for the rest of the period.
    const trial = sub.status === 'trialing';
    const periodStart = trial ? now : sub.currentPeriodStart;
    const periodEnd = trial ? addMonths(now, 1) : sub.currentPeriodEnd;
    const amount = trial
      ? priceAmount(priceId)
      : Math.round((priceAmount(priceId) - priceAmount(sub.priceId)) * left);
    const charged = withInvoice(
      sub,
      { billingReason: 'subscription_update', amount, periodStart: now, periodEnd },
      now,
    );
    if (charged.invoice.status !== 'paid') {
      // Refused: the update is not applied (Stripe's pending_if_incomplete); the invoice stays.
      await saveSubscription(charged.sub);
      return { ...this.view(charged.sub, null), hasPendingUpdate: true };
    }
    const next: SimSubscription = {
      ...charged.sub,
      priceId,
      ...(trial
        ? {
            status: 'active',
            trialEnd: null,
            currentPeriodStart: periodStart,
            currentPeriodEnd: periodEnd,
          }
        : {}),
    };
    await saveSubscription(next);
    return this.view(next, null);
  }

  async setCancelAtPeriodEnd(
    subscriptionId: string,
    cancel: boolean,
  ): Promise<ProviderSubscription> {
    const sub = await this.mustRead(subscriptionId);
    const next = { ...sub, cancelAtPeriodEnd: cancel };
    await saveSubscription(next);
    return this.view(next, null);
  }

  async chargeOffSession(input: OffSessionCharge): Promise<ChargeResult> {
    const earlier = await db.get({
      TableName: tableName,
      Key: keys.sim.charge(input.idempotencyKey),
      ConsistentRead: true,
    });
    if (earlier.Item) {
      const charge = earlier.Item as SimCharge;
      const sub = await this.readSubscription(input.subscriptionId);
      return { status: 'succeeded', paymentIntentId: charge.id, card: sub?.card ?? null };
    }
    const sub = await this.readSubscription(input.subscriptionId);
    if (!sub || sub.customerId !== input.customerId || !sub.card) {
      return { status: 'declined', reason: 'no_card' };
    }
    if (!chargeable(sub.card)) return { status: 'declined', reason: 'declined' };
    const charge: SimCharge = {
      id: newId('sim_pi'),
      customerId: input.customerId,
      amount: input.amount,
      description: input.description,
      status: 'succeeded',
      metadata: input.metadata,
      created: this.now(),
    };
    try {
      await db.put({
        TableName: tableName,
        Item: { ...keys.sim.charge(input.idempotencyKey), ...charge },
        ConditionExpression: 'attribute_not_exists(pk)',
      });
    } catch (error) {
      if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
      return this.chargeOffSession(input); // a concurrent retry charged first: its answer
    }
    // Also by id, so a refund finds it.
    await db.put({
      TableName: tableName,
      Item: { ...keys.sim.chargeId(charge.id), ...charge, key: input.idempotencyKey },
    });
    return { status: 'succeeded', paymentIntentId: charge.id, card: sub.card };
  }

  async findCharge(input: ChargeLookup): Promise<FoundCharge | null> {
    const { Item } = await db.get({
      TableName: tableName,
      Key: keys.sim.charge(input.idempotencyKey),
      ConsistentRead: true,
    });
    const charge = Item as SimCharge | undefined;
    if (!charge || charge.customerId !== input.customerId || charge.status !== 'succeeded') {
      return null;
    }
    const sub = await this.readSubscription(input.subscriptionId);
    return { paymentIntentId: charge.id, card: sub?.card ?? null };
  }

  async refund(paymentIntentId: string, idempotencyKey: string): Promise<{ refundId: string }> {
    const refundId = `sim_re_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;
    const found = await db.get({
      TableName: tableName,
      Key: keys.sim.chargeId(paymentIntentId),
      ConsistentRead: true,
    });
    const charge = found.Item as (SimCharge & { key: string }) | undefined;
    if (!charge?.key) throw new Error(`simulated charge ${paymentIntentId} not found`);
    const refundedAt = this.now();
    await db.transactWrite({
      TransactItems: [
        {
          Put: {
            TableName: tableName,
            Item: {
              ...keys.sim.refund(idempotencyKey),
              id: refundId,
              paymentIntentId,
              amount: charge.amount,
              created: refundedAt,
            },
          },
        },
        {
          Update: {
            TableName: tableName,
            Key: keys.sim.chargeId(paymentIntentId),
            UpdateExpression:
              'SET #status = :refunded, refundedAt = if_not_exists(refundedAt, :at)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':refunded': 'refunded', ':at': refundedAt },
          },
        },
        {
          Update: {
            TableName: tableName,
            Key: keys.sim.charge(charge.key),
            UpdateExpression:
              'SET #status = :refunded, refundedAt = if_not_exists(refundedAt, :at)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':refunded': 'refunded', ':at': refundedAt },
          },
        },
      ],
    });
    return { refundId };
  }

  async cancelNow(subscriptionId: string): Promise<void> {
    await this.cancelUnpaid(subscriptionId);
  }

  /** The simulator's "portal": the subscription page with a test card form for a new setup intent. */
  async createPortalSession(customerId: string, returnUrl: string): Promise<string> {
    const intent = newIntent({
      type: 'setup',
      purpose: 'card_update',
      customerId,
      subscriptionId: null,
      amount: 0,
    });
    await db.put({ TableName: tableName, Item: { ...keys.sim.intent(intent.id), ...intent } });
    const url = new URL(returnUrl, config.SITE_URL);
    url.searchParams.set('tarjeta-prueba', intent.clientSecret);
    return url.toString();
  }

  private async mustRead(id: string): Promise<SimSubscription> {
    const sub = await this.readSubscription(id);
    if (!sub) throw new Error(`simulated subscription ${id} not found`);
    return sub;
  }

  private view(sub: SimSubscription, intent: SimIntent | null): ProviderSubscription {
    const latest = sub.invoices?.at(-1);
    const pending =
      intent && intent.status !== 'succeeded' && intent.status !== 'canceled' && sub.pendingIntentId
        ? {
            type: intent.type,
            intentId: intent.id,
            clientSecret: intent.clientSecret,
            amountDue: intent.amount,
          }
        : null;
    return {
      id: sub.id,
      customerId: sub.customerId,
      status: sub.status,
      priceId: sub.priceId,
      amount: priceAmount(sub.priceId),
      currency: CURRENCY,
      currentPeriodEnd: sub.currentPeriodEnd,
      trialEnd: sub.trialEnd,
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
      endedAt: sub.endedAt,
      card: sub.card,
      pendingConfirmation: pending,
      hasPendingUpdate: false,
      userId: sub.userId,
      latestInvoice: latest ? invoiceView(sub, latest) : null,
    };
  }
}

function invoiceView(sub: SimSubscription, invoice: SimInvoice): ProviderInvoice {
  return {
    id: invoice.id,
    subscriptionId: sub.id,
    status: invoice.status,
    billingReason: invoice.billingReason,
    amountDue: invoice.amount,
    amountPaid: invoice.status === 'paid' ? invoice.amount : 0,
    currency: CURRENCY,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    attemptCount: invoice.attemptCount,
    paidAt: invoice.paidAt,
  };
}

/** The share of the current paid period still ahead (0 to 1). */
function unusedShare(sub: SimSubscription, now: number): number {
  const length = sub.currentPeriodEnd - sub.currentPeriodStart;
  if (length <= 0) return 0;
  return Math.min(1, Math.max(0, (sub.currentPeriodEnd - now) / length));
}

/** What the simulated clock did to a subscription by `now` (the same object when nothing). */
export function advance(sub: SimSubscription, now: number): SimSubscription {
  let next = sub;
  if (next.status === 'incomplete' && now >= next.created + INCOMPLETE_EXPIRY_SECONDS) {
    next = { ...next, status: 'incomplete_expired', endedAt: now, pendingIntentId: null };
  }
  if (next.status === 'trialing' && next.trialEnd !== null && now >= next.trialEnd) {
    next = next.cancelAtPeriodEnd
      ? { ...next, status: 'canceled', endedAt: next.trialEnd, pendingIntentId: null }
      : next.card
        ? renew({ ...next, currentPeriodEnd: next.trialEnd })
        : // No card by the end of the trial: cancelled (trial_settings missing_payment_method=cancel).
          { ...next, status: 'canceled', endedAt: next.trialEnd, pendingIntentId: null };
  }
  while ((next.status === 'active' || next.status === 'trialing') && now >= next.currentPeriodEnd) {
    next = next.cancelAtPeriodEnd
      ? { ...next, status: 'canceled', endedAt: next.currentPeriodEnd }
      : renew(next);
  }
  // A period that ended unpaid ends the subscription (Stripe, once its retries are over).
  if (next.status === 'past_due' && now >= next.currentPeriodEnd) {
    next = { ...next, status: 'canceled', endedAt: next.currentPeriodEnd };
  }
  return next;
}

/** The next period starts at the end of this one, and its invoice is charged to the card. */
function renew(sub: SimSubscription): SimSubscription {
  const start = sub.currentPeriodEnd;
  const end = addMonths(start, 1);
  const { sub: next, invoice } = withInvoice(
    sub,
    {
      billingReason: 'subscription_cycle',
      amount: priceAmount(sub.priceId),
      periodStart: start,
      periodEnd: end,
    },
    start,
  );
  return {
    ...next,
    status: invoice.status === 'paid' ? 'active' : 'past_due',
    currentPeriodStart: start,
    currentPeriodEnd: end,
  };
}

function newIntent(input: {
  type: 'payment' | 'setup';
  purpose: IntentPurpose;
  customerId: string;
  subscriptionId: string | null;
  amount: number;
}): SimIntent {
  const id = newId(input.type === 'payment' ? 'sim_pi' : 'sim_seti');
  return {
    ...input,
    id,
    clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`,
    status: 'requires_payment_method',
    paymentMethodId: null,
  };
}

function priceAmount(priceId: string): number {
  const plan = priceId === SIMULATOR_PRICES.elite ? 'elite' : 'pro';
  return PLANS[plan].monthlyPrice * 100;
}

async function readIntent(id: string): Promise<SimIntent | null> {
  const result = await db.get({
    TableName: tableName,
    Key: keys.sim.intent(id),
    ConsistentRead: true,
  });
  return (result.Item as SimIntent | undefined) ?? null;
}

/** The intent a client secret names, only when the secret matches exactly. */
export async function intentForSecret(clientSecret: string): Promise<SimIntent | null> {
  const id = clientSecret.split('_secret_')[0];
  if (!id || !/^sim_(pi|seti)_[0-9a-f]+$/.test(id)) return null;
  const intent = await readIntent(id);
  if (!intent) return null;
  const a = Buffer.from(intent.clientSecret);
  const b = Buffer.from(clientSecret);
  return a.length === b.length && timingSafeEqual(a, b) ? intent : null;
}

export async function readSimCustomer(id: string): Promise<{ userId: string } | null> {
  const result = await db.get({ TableName: tableName, Key: keys.sim.customer(id) });
  return (result.Item as { userId: string } | undefined) ?? null;
}

export async function saveSubscription(sub: SimSubscription): Promise<void> {
  await db.put({ TableName: tableName, Item: { ...keys.sim.subscription(sub.id), ...sub } });
}

export async function saveIntent(intent: SimIntent): Promise<void> {
  await db.put({ TableName: tableName, Item: { ...keys.sim.intent(intent.id), ...intent } });
}

/** A simulated one-off charge by its id (tests and the local runtime's checks). */
export async function readSimCharge(id: string): Promise<SimCharge | null> {
  const result = await db.get({
    TableName: tableName,
    Key: keys.sim.chargeId(id),
    ConsistentRead: true,
  });
  return (result.Item as SimCharge | undefined) ?? null;
}
