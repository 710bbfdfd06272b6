import '../support/stripe-env.ts';
import { delay, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { routeTimeoutSeconds } from '../../functions/routes.ts';
import { db, tableName } from '../../functions/commons/db.ts';
import { STRIPE_CLIENT_LIMITS } from '../../functions/billing/stripe-provider.ts';
import { BILLING_MESSAGES } from '../../shared/api/billing.ts';
import { subscribeRefusal } from '../../web/src/features/billing/api/subscribe.ts';
import { ApiError } from '../../web/src/lib/api-client.ts';
import { billing, billingUser, profileOf, type Answer } from '../support/billing.ts';
import { lambdaTimeoutMs, ROUTE_ENTRIES } from '../support/faults.ts';
import { FakeStripe, stripeOnly } from '../support/stripe-fake.ts';

/**
 * Stripe answering 5xx, or not answering at all, while a user opens the checkout. POST
 * /api/subscribe/{plan} must answer in time (before its Lambda timeout, which API Gateway would
 * turn into a bare 503) with an error the checkout page shows as 'Error de Configuración'.
 */
const stripe = new FakeStripe();
const server = setupServer(...stripe.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: stripeOnly }));
afterEach(() => {
  server.resetHandlers();
  stripe.reset();
});
afterAll(() => server.close());

const lambdaMs = lambdaTimeoutMs('POST', '/api/subscribe/{plan}');

/**
 * What the checkout page does with the answer (web/src/features/billing/components/checkout-page.tsx):
 * a non-OK answer that is not a refusal (409 with a message), or an OK one without success and a
 * client secret, shows 'Error de Configuración'.
 */
function checkoutShowsConfigError(answer: Answer<{ success?: boolean; clientSecret?: string }>) {
  if (answer.status >= 200 && answer.status < 300) {
    return !answer.body.success || !answer.body.clientSecret;
  }
  return subscribeRefusal(new ApiError(answer.status, JSON.stringify(answer.body), '')) === null;
}

/** The user's checkout item: no subscription recorded and no claim left behind. */
async function checkoutOf(userId: string) {
  const found = await db.get({
    TableName: tableName,
    Key: { pk: `USER#${userId}`, sk: 'CHECKOUT' },
    ConsistentRead: true,
  });
  return found.Item;
}

async function subscribeTimed(cookie: string) {
  const started = Date.now();
  const answer = await billing.subscribe(cookie, 'pro', {});
  return { answer, ms: Date.now() - started };
}

describe('the checkout while Stripe fails', () => {
  it('Stripe answering 500: a Spanish 503 that the checkout shows as Error de Configuración', async () => {
    const { cookie, user } = await billingUser();
    stripe.down = true;
    const { answer, ms } = await subscribeTimed(cookie);

    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ message: BILLING_MESSAGES.paymentsUnavailable });
    expect(checkoutShowsConfigError(answer)).toBe(true);
    // Retried as configured, no more.
    expect(stripe.calls('POST /v1/customers')).toHaveLength(
      STRIPE_CLIENT_LIMITS.maxNetworkRetries + 1,
    );
    expect(ms).toBeLessThan(lambdaMs);
    expect((await checkoutOf(user.id))?.claim).toBeUndefined();
    expect((await profileOf(user.id)).stripeCustomerId).toBeUndefined();

    // Stripe back: the same handler prepares the checkout.
    stripe.down = false;
    const again = await billing.subscribe(cookie, 'pro', {});
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ success: true, clientSecret: expect.any(String) });
    expect(checkoutShowsConfigError(again)).toBe(false);
  }, 30_000);

  it('Stripe not answering: gives up within the Lambda timeout, with the same answer', async () => {
    const { cookie, user } = await billingUser();
    let hung = 0;
    server.use(
      http.all('https://api.stripe.com/*', async () => {
        hung++;
        await delay('infinite');
      }),
    );
    const { answer, ms } = await subscribeTimed(cookie);

    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ message: BILLING_MESSAGES.paymentsUnavailable });
    expect(checkoutShowsConfigError(answer)).toBe(true);
    expect(hung).toBe(STRIPE_CLIENT_LIMITS.maxNetworkRetries + 1);
    expect(ms).toBeGreaterThanOrEqual(STRIPE_CLIENT_LIMITS.timeoutMs);
    // Room left for the table calls around the Stripe call and the answer itself.
    expect(ms).toBeLessThan(lambdaMs - 5000);
    expect((await checkoutOf(user.id))?.claim).toBeUndefined();
    expect((await checkoutOf(user.id))?.subscriptionId).toBeUndefined();
  }, 30_000);
});

describe('the Stripe client limits', () => {
  it('fit every route that calls Stripe inside its Lambda timeout, even when Stripe never answers', () => {
    // Worst case of one call: every attempt times out, with Stripe's backoff between them (0.5 s
    // before the first retry, up to 1 s before the second).
    const { timeoutMs, maxNetworkRetries } = STRIPE_CLIENT_LIMITS;
    const worst = (maxNetworkRetries + 1) * timeoutMs + maxNetworkRetries * 1000;
    // GET /api/billing/config only reads the keys; every other Stripe route calls Stripe's API.
    const callers = ROUTE_ENTRIES.filter(
      (r) => r.needs?.includes('stripe') && r.path !== '/api/billing/config',
    );
    expect(callers.length).toBeGreaterThanOrEqual(8);
    for (const route of callers) {
      const seconds = routeTimeoutSeconds(route);
      expect(worst, `${route.method} ${route.path}`).toBeLessThan(seconds * 1000 - 5000);
    }
  });
});
