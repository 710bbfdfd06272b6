import '../support/secret-env.ts';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '../../shared/api/billing.ts';
import { billing, billingUser } from '../support/billing.ts';
import { FakeStripe, stripeOnly, TEST_STRIPE } from '../support/stripe-fake.ts';

/**
 * In AWS the Stripe keys and price ids come from one Secrets Manager secret, read once per cold
 * start (functions/billing/keys.ts). Secrets Manager's HTTP is faked with msw, as Stripe's is.
 */
const stripe = new FakeStripe();
const secretReads: string[] = [];
let secretAvailable = false;
const secretsManager = http.post(
  'https://secretsmanager.us-east-1.amazonaws.com/',
  async ({ request }) => {
    const body = (await request.json()) as { SecretId: string };
    secretReads.push(body.SecretId);
    if (!secretAvailable) {
      return HttpResponse.json(
        { __type: 'ResourceNotFoundException', message: 'not found' },
        { status: 400 },
      );
    }
    return HttpResponse.json({
      ARN: body.SecretId,
      Name: 'StripeKeys',
      SecretString: JSON.stringify(TEST_STRIPE),
    });
  },
);
const server = setupServer(secretsManager, ...stripe.handlers);
beforeAll(() =>
  server.listen({
    onUnhandledRequest: (request, print) => {
      if (request.url.includes('amazonaws.com')) print.error();
      stripeOnly(request, print);
    },
  }),
);
afterAll(() => server.close());

describe('Stripe keys from Secrets Manager', () => {
  it('answers 503 in Spanish while the secret cannot be read, and reads it again later', async () => {
    const answer = await billing.config();
    expect(answer.status).toBe(503);
    expect(answer.body.message).toBe(BILLING_MESSAGES.paymentsUnavailable);
    expect(secretReads).toHaveLength(1);
  });

  it('reads the secret once and uses its keys and price ids', async () => {
    secretAvailable = true;
    secretReads.length = 0;
    const first = await billing.config();
    expect(first.body).toEqual({ mode: 'stripe', publishableKey: TEST_STRIPE.publishableKey });

    const { cookie } = await billingUser();
    const offer = await billing.subscribe(cookie, 'elite');
    expect(offer.status).toBe(200);
    const [create] = stripe.calls('POST /v1/subscriptions');
    expect(create?.params.get('items[0][price]')).toBe(TEST_STRIPE.priceElite);
    await billing.config();
    expect(secretReads).toEqual([process.env.STRIPE_SECRET_ARN]);
  });
});
