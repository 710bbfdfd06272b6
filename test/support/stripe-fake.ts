/**
 * A small in-memory Stripe behind msw (docs/README.md "Traps of these machines": msw intercepts the
 * Stripe SDK's form-encoded HTTP). It answers the calls the billing code makes, shaped as Stripe's
 * API (2025-03-31 and later: invoice.confirmation_secret, item-level current_period_end), records
 * every request for assertions, and lets a test play Stripe's side (a payment succeeding, a
 * subscription ending).
 *
 *   const stripe = new FakeStripe();
 *   const server = setupServer(...stripe.handlers);
 *   server.listen({ onUnhandledRequest: stripeOnly });
 */
import { randomBytes } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import Stripe from 'stripe';

export const TEST_STRIPE = {
  secretKey: 'sk_test_fake_inversor_listo',
  webhookSecret: 'whsec_test_fake_inversor_listo',
  publishableKey: 'pk_test_fake_inversor_listo',
  pricePro: 'price_test_pro',
  priceElite: 'price_test_elite',
} as const;

type Json = Record<string, unknown>;

export interface RecordedRequest {
  method: string;
  path: string;
  params: URLSearchParams;
  idempotencyKey: string | null;
}

interface FakeSubscription {
  id: string;
  customer: string;
  status: string;
  price: string;
  itemId: string;
  created: number;
  currentPeriodEnd: number;
  trialEnd: number | null;
  cancelAtPeriodEnd: boolean;
  endedAt: number | null;
  defaultPaymentMethod: string | null;
  pendingSetupIntent: string | null;
  latestInvoice: { id: string; amountDue: number; paymentIntent: string | null };
  pendingUpdate: Json | null;
  metadata: Record<string, string>;
}

interface FakeIntent {
  id: string;
  object: 'payment_intent' | 'setup_intent';
  customer: string;
  status: string;
  clientSecret: string;
  paymentMethod: string | null;
  amount: number;
  created: number;
  metadata: Record<string, string>;
}

const AMOUNTS: Record<string, number> = {
  [TEST_STRIPE.pricePro]: 4900,
  [TEST_STRIPE.priceElite]: 9900,
};

const id = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

export class FakeStripe {
  readonly requests: RecordedRequest[] = [];
  readonly customers = new Map<string, Json>();
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly intents = new Map<string, FakeIntent>();
  readonly paymentMethods = new Map<string, { brand: string; last4: string }>();
  /** The next upgrade's proration charge fails (the update stays pending). */
  failNextUpgradePayment = false;
  /** Answer every call with a 500 (Stripe down). */
  down = false;
  /** Refunds made (POST /v1/refunds), by id. */
  readonly refunds = new Map<string, { id: string; paymentIntent: string; amount: number }>();
  private readonly idempotent = new Map<string, Json>();

  readonly handlers = [
    http.all('https://api.stripe.com/*', async ({ request }) => this.handle(request)),
  ];

  /** Requests to a path (e.g. 'POST /v1/subscriptions'). */
  calls(key: string): RecordedRequest[] {
    return this.requests.filter((r) => `${r.method} ${r.path}` === key);
  }

  reset(): void {
    this.requests.length = 0;
    this.failNextUpgradePayment = false;
    this.down = false;
  }

  // Stripe's side of the story, as a test plays it.

  /** The browser confirmed the first payment with a card: the invoice is paid, the subscription active. */
  payFirstInvoice(subscriptionId: string, card = { brand: 'visa', last4: '4242' }): FakeIntent {
    const sub = this.mustSub(subscriptionId);
    const intent = this.intents.get(sub.latestInvoice.paymentIntent ?? '')!;
    const pm = this.newPaymentMethod(card);
    intent.status = 'succeeded';
    intent.paymentMethod = pm;
    sub.status = 'active';
    sub.defaultPaymentMethod = pm;
    return intent;
  }

  /** The browser confirmed the trial's SetupIntent (save_default_payment_method is on_subscription). */
  completeSetup(subscriptionId: string, card = { brand: 'mastercard', last4: '4444' }): FakeIntent {
    const sub = this.mustSub(subscriptionId);
    const intent = this.intents.get(sub.pendingSetupIntent ?? '')!;
    intent.status = 'succeeded';
    intent.paymentMethod = this.newPaymentMethod(card);
    sub.pendingSetupIntent = null;
    sub.defaultPaymentMethod = intent.paymentMethod;
    return intent;
  }

  /** What the Billing Portal does on a card update: a new default card on the customer. */
  setCustomerDefaultCard(customerId: string, card: { brand: string; last4: string }): string {
    const pm = this.newPaymentMethod(card);
    const customer = this.customers.get(customerId)!;
    customer.invoice_settings = { default_payment_method: pm };
    return pm;
  }

  /** A test-mode PaymentIntent of some customer (e.g. another user's). */
  succeededIntentFor(customer: string): FakeIntent {
    const intent = this.newIntent('payment_intent', customer, 4900);
    intent.status = 'succeeded';
    return intent;
  }

  update(subscriptionId: string, changes: Partial<FakeSubscription>): FakeSubscription {
    return Object.assign(this.mustSub(subscriptionId), changes);
  }

  mustSub(subscriptionId: string): FakeSubscription {
    const sub = this.subscriptions.get(subscriptionId);
    if (!sub) throw new Error(`fake Stripe has no ${subscriptionId}`);
    return sub;
  }

  /** The subscription as an event's data.object carries it (never trusted by the code). */
  subscriptionJson(subscriptionId: string, expand: string[] = []): Json {
    return this.renderSubscription(this.mustSub(subscriptionId), new Set(expand));
  }

  /** A signed webhook delivery of an event about this object. */
  event(
    type: string,
    object: Json,
    options: { id?: string; timestamp?: number; secret?: string } = {},
  ): { payload: string; signature: string; id: string } {
    const eventId = options.id ?? id('evt');
    const payload = JSON.stringify({
      id: eventId,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: options.timestamp ?? now(),
      type,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? TEST_STRIPE.webhookSecret,
      timestamp: options.timestamp ?? now(),
    });
    return { payload, signature, id: eventId };
  }

  // The HTTP side.

  private async handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const body =
      request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
    const params = new URLSearchParams(body || url.search);
    const idempotencyKey = request.headers.get('idempotency-key');
    this.requests.push({ method: request.method, path: url.pathname, params, idempotencyKey });
    if (this.down) return error(500, 'api_error', 'Stripe is down', 'api_error');
    if (!request.headers.get('authorization')?.includes(TEST_STRIPE.secretKey)) {
      return error(401, 'authentication_error', 'Invalid API Key provided');
    }
    const cacheKey = idempotencyKey ? `${request.method} ${url.pathname} ${idempotencyKey}` : null;
    if (cacheKey && this.idempotent.has(cacheKey)) {
      return HttpResponse.json(this.idempotent.get(cacheKey)!);
    }
    const response = this.route(request.method, url.pathname, params);
    if (cacheKey && response.status === 200) {
      this.idempotent.set(cacheKey, (await response.clone().json()) as Json);
    }
    return response;
  }

  private route(method: string, path: string, params: URLSearchParams): Response {
    const expand = new Set(
      [...params.entries()].filter(([k]) => k.startsWith('expand[')).map(([, v]) => v),
    );
    const parts = path.split('/').filter(Boolean); // ['v1', resource, id?]
    const [, resource, objectId] = parts;
    if (resource === 'customers' && method === 'POST' && !objectId) {
      const customer = {
        id: id('cus'),
        object: 'customer',
        email: params.get('email'),
        name: params.get('name'),
        metadata: { userId: params.get('metadata[userId]') },
        invoice_settings: { default_payment_method: null },
      };
      this.customers.set(customer.id, customer);
      return HttpResponse.json(customer);
    }
    if (resource === 'subscriptions') {
      if (method === 'POST' && !objectId) return this.createSubscription(params, expand);
      const sub = objectId ? this.subscriptions.get(objectId) : undefined;
      if (!sub)
        return error(
          404,
          'invalid_request_error',
          `No such subscription: '${objectId}'`,
          'resource_missing',
        );
      if (method === 'GET') return HttpResponse.json(this.renderSubscription(sub, expand));
      if (method === 'DELETE') {
        sub.status = 'canceled';
        sub.endedAt = now();
        return HttpResponse.json(this.renderSubscription(sub, expand));
      }
      if (method === 'POST') return this.updateSubscription(sub, params, expand);
    }
    if (resource === 'invoices' && method === 'GET' && objectId) {
      const sub = [...this.subscriptions.values()].find((s) => s.latestInvoice.id === objectId);
      if (!sub) {
        return error(
          404,
          'invalid_request_error',
          `No such invoice: '${objectId}'`,
          'resource_missing',
        );
      }
      return HttpResponse.json(this.renderInvoice(sub));
    }
    if (resource === 'payment_intents' && method === 'POST' && !objectId) {
      return this.createPaymentIntent(params);
    }
    if (resource === 'payment_intents' && method === 'GET' && !objectId) {
      return this.listPaymentIntents(params, expand);
    }
    if (resource === 'refunds' && method === 'POST' && !objectId) return this.createRefund(params);
    if (resource === 'payment_intents' || resource === 'setup_intents') {
      const intent = objectId ? this.intents.get(objectId) : undefined;
      if (!intent || method !== 'GET') {
        return error(
          404,
          'invalid_request_error',
          `No such ${resource}: '${objectId}'`,
          'resource_missing',
        );
      }
      return HttpResponse.json(this.renderIntent(intent));
    }
    if (resource === 'billing_portal' && parts[2] === 'sessions' && method === 'POST') {
      const customer = params.get('customer') ?? '';
      if (!this.customers.has(customer)) {
        return error(
          404,
          'invalid_request_error',
          `No such customer: '${customer}'`,
          'resource_missing',
        );
      }
      return HttpResponse.json({
        id: id('bps'),
        object: 'billing_portal.session',
        customer,
        return_url: params.get('return_url'),
        url: `https://billing.stripe.com/p/session/test_${randomBytes(8).toString('hex')}`,
      });
    }
    return error(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path})`);
  }

  /**
   * A one-off PaymentIntent confirmed at once with a saved card (off_session). Stripe's test card
   * ending 0341 attaches fine but its charges are declined (card_error, 402).
   */
  private createPaymentIntent(params: URLSearchParams): Response {
    const customer = params.get('customer') ?? '';
    const pm = params.get('payment_method') ?? '';
    const card = this.paymentMethods.get(pm);
    if (!this.customers.has(customer) || !card) {
      return error(
        400,
        'invalid_request_error',
        'No such customer or payment method',
        'resource_missing',
      );
    }
    if (params.get('confirm') !== 'true' || params.get('off_session') !== 'true') {
      return error(400, 'invalid_request_error', 'The fake only confirms off-session intents');
    }
    const intent = this.newIntent('payment_intent', customer, Number(params.get('amount')));
    intent.paymentMethod = pm;
    intent.metadata = metadataOf(params);
    if (card.last4 === '0341') {
      intent.status = 'requires_payment_method';
      return HttpResponse.json(
        {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
            payment_intent: this.renderIntent(intent),
          },
        },
        { status: 402 },
      );
    }
    intent.status = 'succeeded';
    return HttpResponse.json(this.renderIntent(intent));
  }

  /** GET /v1/payment_intents?customer=…&created[gte]=…: newest first, one page. */
  private listPaymentIntents(params: URLSearchParams, expand: Set<string>): Response {
    const customer = params.get('customer');
    const since = Number(params.get('created[gte]') ?? 0);
    const data = [...this.intents.values()]
      .filter((i) => i.object === 'payment_intent' && (!customer || i.customer === customer))
      .filter((i) => i.created >= since)
      .reverse()
      .map((i) => ({
        ...this.renderIntent(i),
        payment_method: this.renderPaymentMethod(
          i.paymentMethod,
          expand.has('data.payment_method'),
        ),
        latest_charge:
          i.status === 'succeeded'
            ? expand.has('data.latest_charge')
              ? {
                  id: `ch_${i.id}`,
                  object: 'charge',
                  refunded: [...this.refunds.values()].some((r) => r.paymentIntent === i.id),
                }
              : `ch_${i.id}`
            : null,
      }));
    return HttpResponse.json({ object: 'list', data, has_more: false, url: '/v1/payment_intents' });
  }

  private createRefund(params: URLSearchParams): Response {
    const intent = this.intents.get(params.get('payment_intent') ?? '');
    if (!intent || intent.status !== 'succeeded') {
      return error(400, 'invalid_request_error', 'No such charge to refund', 'resource_missing');
    }
    if ([...this.refunds.values()].some((r) => r.paymentIntent === intent.id)) {
      return error(
        400,
        'invalid_request_error',
        'Charge has already been refunded',
        'charge_already_refunded',
      );
    }
    const refund = { id: id('re'), paymentIntent: intent.id, amount: intent.amount };
    this.refunds.set(refund.id, refund);
    return HttpResponse.json({
      ...refund,
      object: 'refund',
      payment_intent: intent.id,
      status: 'succeeded',
    });
  }

  private createSubscription(params: URLSearchParams, expand: Set<string>): Response {
    const customer = params.get('customer') ?? '';
    const price = params.get('items[0][price]') ?? '';
    if (!this.customers.has(customer)) {
      return error(
        400,
        'invalid_request_error',
        `No such customer: '${customer}'`,
        'resource_missing',
      );
    }
    if (!(price in AMOUNTS)) {
      return error(400, 'invalid_request_error', `No such price: '${price}'`, 'resource_missing');
    }
    const trialDays = Number(params.get('trial_period_days') ?? 0);
    const created = now();
    const metadata = metadataOf(params);
    const sub: FakeSubscription = {
      id: id('sub'),
      customer,
      status: trialDays > 0 ? 'trialing' : 'incomplete',
      price,
      itemId: id('si'),
      created,
      currentPeriodEnd: trialDays > 0 ? created + trialDays * 86_400 : created + 31 * 86_400,
      trialEnd: trialDays > 0 ? created + trialDays * 86_400 : null,
      cancelAtPeriodEnd: false,
      endedAt: null,
      defaultPaymentMethod: null,
      pendingSetupIntent: null,
      latestInvoice: { id: id('in'), amountDue: 0, paymentIntent: null },
      pendingUpdate: null,
      metadata,
    };
    if (trialDays > 0) {
      sub.pendingSetupIntent = this.newIntent('setup_intent', customer, 0).id;
    } else {
      const intent = this.newIntent('payment_intent', customer, AMOUNTS[price]!);
      sub.latestInvoice = { id: id('in'), amountDue: AMOUNTS[price]!, paymentIntent: intent.id };
    }
    this.subscriptions.set(sub.id, sub);
    return HttpResponse.json(this.renderSubscription(sub, expand));
  }

  private updateSubscription(
    sub: FakeSubscription,
    params: URLSearchParams,
    expand: Set<string>,
  ): Response {
    const price = params.get('items[0][price]');
    if (price) {
      if (params.get('items[0][id]') !== sub.itemId) {
        return error(400, 'invalid_request_error', 'Unknown subscription item');
      }
      const pending = params.get('payment_behavior') === 'pending_if_incomplete';
      if (pending && this.failNextUpgradePayment) {
        this.failNextUpgradePayment = false;
        sub.pendingUpdate = { subscription_items: [{ price }], expires_at: now() + 82_800 };
      } else {
        sub.price = price;
        if (params.get('trial_end') === 'now') {
          sub.status = 'active';
          sub.trialEnd = now();
          sub.currentPeriodEnd = now() + 31 * 86_400;
        }
      }
    }
    const cancel = params.get('cancel_at_period_end');
    if (cancel !== null) sub.cancelAtPeriodEnd = cancel === 'true';
    const pm = params.get('default_payment_method');
    if (pm) sub.defaultPaymentMethod = pm;
    return HttpResponse.json(this.renderSubscription(sub, expand));
  }

  private newIntent(object: FakeIntent['object'], customer: string, amount: number): FakeIntent {
    const intentId = id(object === 'payment_intent' ? 'pi' : 'seti');
    const intent: FakeIntent = {
      id: intentId,
      object,
      customer,
      status: 'requires_payment_method',
      clientSecret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
      paymentMethod: null,
      amount,
      created: now(),
      metadata: {},
    };
    this.intents.set(intentId, intent);
    return intent;
  }

  private newPaymentMethod(card: { brand: string; last4: string }): string {
    const pm = id('pm');
    this.paymentMethods.set(pm, card);
    return pm;
  }

  private renderPaymentMethod(pm: string | null, expanded: boolean): Json | string | null {
    if (!pm || !expanded) return pm;
    const card = this.paymentMethods.get(pm);
    return { id: pm, object: 'payment_method', type: 'card', card: card ?? null };
  }

  private renderIntent(intent: FakeIntent): Json {
    return {
      id: intent.id,
      object: intent.object,
      customer: intent.customer,
      status: intent.status,
      client_secret: intent.clientSecret,
      payment_method: intent.paymentMethod,
      created: intent.created,
      metadata: intent.metadata,
      ...(intent.object === 'payment_intent' ? { amount: intent.amount, currency: 'usd' } : {}),
    };
  }

  /** The latest invoice: paid once its PaymentIntent succeeded (a trial's $0 one at once). */
  private renderInvoice(sub: FakeSubscription): Json {
    const invoice = sub.latestInvoice;
    const pi = invoice.paymentIntent ? this.intents.get(invoice.paymentIntent) : undefined;
    const paid = invoice.amountDue === 0 || pi?.status === 'succeeded';
    return {
      id: invoice.id,
      object: 'invoice',
      status: paid ? 'paid' : 'open',
      billing_reason: 'subscription_create',
      amount_due: invoice.amountDue,
      amount_paid: paid ? invoice.amountDue : 0,
      currency: 'usd',
      attempt_count: paid && invoice.amountDue > 0 ? 1 : 0,
      status_transitions: { paid_at: paid ? sub.created : null },
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } },
      lines: {
        object: 'list',
        data: [{ period: { start: sub.created, end: sub.currentPeriodEnd } }],
      },
    };
  }

  private renderSubscription(sub: FakeSubscription, expand: Set<string>): Json {
    const invoice = sub.latestInvoice;
    const pi = invoice.paymentIntent ? this.intents.get(invoice.paymentIntent) : undefined;
    const customer = this.customers.get(sub.customer);
    const setup = sub.pendingSetupIntent ? this.intents.get(sub.pendingSetupIntent) : undefined;
    return {
      id: sub.id,
      object: 'subscription',
      customer: expand.has('customer.invoice_settings.default_payment_method')
        ? {
            ...customer,
            invoice_settings: {
              default_payment_method: this.renderPaymentMethod(
                (customer?.invoice_settings as { default_payment_method: string | null })
                  ?.default_payment_method ?? null,
                true,
              ),
            },
          }
        : sub.customer,
      status: sub.status,
      currency: 'usd',
      created: sub.created,
      cancel_at_period_end: sub.cancelAtPeriodEnd,
      ended_at: sub.endedAt,
      trial_end: sub.trialEnd,
      metadata: sub.metadata,
      pending_update: sub.pendingUpdate,
      default_payment_method: this.renderPaymentMethod(
        sub.defaultPaymentMethod,
        expand.has('default_payment_method'),
      ),
      pending_setup_intent:
        setup && expand.has('pending_setup_intent')
          ? this.renderIntent(setup)
          : (setup?.id ?? null),
      latest_invoice: expand.has('latest_invoice.confirmation_secret')
        ? {
            ...this.renderInvoice(sub),
            confirmation_secret:
              pi && sub.status === 'incomplete'
                ? { client_secret: pi.clientSecret, type: 'payment_intent' }
                : null,
          }
        : invoice.id,
      items: {
        object: 'list',
        data: [
          {
            id: sub.itemId,
            object: 'subscription_item',
            current_period_start: sub.created,
            current_period_end: sub.currentPeriodEnd,
            price: {
              id: sub.price,
              object: 'price',
              unit_amount: AMOUNTS[sub.price],
              currency: 'usd',
            },
          },
        ],
      },
    };
  }
}

function metadataOf(params: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of params) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match) metadata[match[1]!] = value;
  }
  return metadata;
}

function error(status: number, type: string, message: string, code?: string): Response {
  return HttpResponse.json({ error: { type, message, ...(code ? { code } : {}) } }, { status });
}

/** The `expand[]` values of a recorded request. */
export function expandOf(request: RecordedRequest): string[] {
  return [...request.params.entries()].filter(([k]) => k.startsWith('expand[')).map(([, v]) => v);
}

/** msw's unhandled-request policy: any Stripe call the fake does not answer fails the test. */
export function stripeOnly(request: Request, print: { error(): void }): void {
  if (new URL(request.url).hostname.endsWith('stripe.com')) print.error();
}
