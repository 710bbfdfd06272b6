/**
 * Billing handlers as the tests call them: one helper per route, each taking the session cookie,
 * answering { status, body }. Imported after stripe-env.ts when a test runs in Stripe mode.
 */
import { readProfile, type ProfileItem } from '../../functions/auth/profile.ts';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { handler as cancelHandler } from '../../functions/billing/handlers/cancel.ts';
import { handler as changePlanHandler } from '../../functions/billing/handlers/change-plan.ts';
import { handler as configHandler } from '../../functions/billing/handlers/config.ts';
import { handler as paymentSuccessHandler } from '../../functions/billing/handlers/payment-success.ts';
import { handler as portalHandler } from '../../functions/billing/handlers/portal.ts';
import { handler as resumeHandler } from '../../functions/billing/handlers/resume.ts';
import { handler as simulatorHandler } from '../../functions/billing/handlers/simulator-confirm.ts';
import { handler as subscribeFreeHandler } from '../../functions/billing/handlers/subscribe-free.ts';
import { handler as subscribeHandler } from '../../functions/billing/handlers/subscribe.ts';
import { handler as subscriptionHandler } from '../../functions/billing/handlers/subscription.ts';
import { handler as webhookHandler } from '../../functions/billing/handlers/stripe-webhook.ts';
import { randomUUID } from 'node:crypto';
import { sessionCookieName } from '../../functions/commons/access.ts';
import { db, tableName } from '../../functions/commons/db.ts';
import { createSession } from '../../functions/commons/sessions.ts';
import type {
  PaymentSuccessResponse,
  PlanChangeResponse,
  SubscribeResponse,
  SubscriptionResponse,
} from '../../shared/api/billing.ts';
import { apiEvent, jsonBody, type EventInput } from './events.ts';
import { randomIp } from './users.ts';

export interface Answer<T> {
  status: number;
  body: T & { message?: string };
}

type Lambda = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;

async function call<T>(handler: Lambda, input: EventInput): Promise<Answer<T>> {
  const result = await handler(apiEvent({ sourceIp: randomIp(), ...input }));
  return { status: result.statusCode ?? 200, body: jsonBody<T & { message?: string }>(result) };
}

const cookies = (cookie?: string) => (cookie ? [cookie] : undefined);

export const billing = {
  subscribe: (cookie: string | undefined, plan: string, body: unknown = {}) =>
    call<SubscribeResponse>(plan === 'free' ? subscribeFreeHandler : subscribeHandler, {
      method: 'POST',
      path: `/api/subscribe/${plan}`,
      pathParameters: plan === 'free' ? undefined : { plan },
      cookies: cookies(cookie),
      body,
    }),
  paymentSuccess: (cookie: string | undefined, body: unknown) =>
    call<PaymentSuccessResponse>(paymentSuccessHandler, {
      method: 'POST',
      path: '/api/payment-success',
      cookies: cookies(cookie),
      body,
    }),
  subscription: (cookie: string | undefined) =>
    call<SubscriptionResponse>(subscriptionHandler, {
      path: '/api/billing/subscription',
      cookies: cookies(cookie),
    }),
  changePlan: (cookie: string | undefined, plan: string) =>
    call<PlanChangeResponse>(changePlanHandler, {
      method: 'POST',
      path: '/api/billing/change-plan',
      cookies: cookies(cookie),
      body: { plan },
    }),
  cancel: (cookie: string | undefined) =>
    call<PlanChangeResponse>(cancelHandler, {
      method: 'POST',
      path: '/api/billing/cancel',
      cookies: cookies(cookie),
    }),
  resume: (cookie: string | undefined) =>
    call<PlanChangeResponse>(resumeHandler, {
      method: 'POST',
      path: '/api/billing/resume',
      cookies: cookies(cookie),
    }),
  portal: (cookie: string | undefined) =>
    call<{ url: string }>(portalHandler, {
      method: 'POST',
      path: '/api/billing/portal',
      cookies: cookies(cookie),
    }),
  config: () =>
    call<{ mode: string; publishableKey: string | null }>(configHandler, {
      path: '/api/billing/config',
    }),
  simulatorConfirm: (cookie: string | undefined, body: unknown) =>
    call<{ status: string; intentId: string; intentType: string }>(simulatorHandler, {
      method: 'POST',
      path: '/api/billing/simulator/confirm',
      cookies: cookies(cookie),
      body,
    }),
  /** A webhook delivery: the exact payload text and its Stripe-Signature header. */
  webhook: (payload: string, signature?: string, options: { base64?: boolean } = {}) => {
    const event = apiEvent({
      method: 'POST',
      path: '/api/stripe/webhook',
      rawBody: options.base64 ? Buffer.from(payload).toString('base64') : payload,
      headers: signature ? { 'stripe-signature': signature } : {},
      sourceIp: randomIp(),
    });
    event.isBase64Encoded = options.base64 === true;
    return webhookHandler(event).then((result) => ({
      status: result.statusCode ?? 200,
      body: jsonBody<{
        received?: boolean;
        duplicate?: boolean;
        outcome?: string;
        message?: string;
      }>(result),
    }));
  },
};

/**
 * A signed-in free user written straight to the table (profile, email and username markers, a
 * session): the billing tests need many users, and the password hash costs half a second each.
 */
export async function billingUser(): Promise<{
  cookie: string;
  user: { id: string; email: string };
}> {
  const id = randomUUID();
  const suffix = id.slice(0, 8);
  const email = `cliente.${suffix}@example.com`;
  const username = `cliente_${suffix}`;
  await db.transactWrite({
    TransactItems: [
      {
        Put: {
          TableName: tableName,
          Item: {
            pk: `USER#${id}`,
            sk: 'PROFILE',
            userId: id,
            firstName: 'Carla',
            lastName: 'Gómez',
            email,
            username,
            passwordHash: 'not-used-by-billing-tests',
            plan: 'gratuito',
            subscriptionStatus: 'active',
            createdAt: new Date().toISOString(),
          },
        },
      },
      { Put: { TableName: tableName, Item: { pk: `EMAIL#${email}`, sk: 'EMAIL', userId: id } } },
      {
        Put: {
          TableName: tableName,
          Item: { pk: `USERNAME#${username}`, sk: 'USERNAME', userId: id, username },
        },
      },
    ],
  });
  const token = await createSession({ userId: id });
  return { cookie: `${sessionCookieName()}=${token}`, user: { id, email } };
}

export async function profileOf(userId: string): Promise<ProfileItem> {
  const profile = await readProfile(userId, { consistent: true });
  if (!profile) throw new Error(`no profile for ${userId}`);
  return profile;
}

/** The billing fields of a profile (for "nothing changed" assertions). */
export function billingState(profile: ProfileItem) {
  const {
    plan,
    subscriptionStatus,
    stripeSubscriptionId,
    currentPeriodEnd,
    trialEnd,
    cancelAtPeriodEnd,
    cardBrand,
    cardLast4,
  } = profile;
  return {
    plan,
    subscriptionStatus,
    stripeSubscriptionId,
    currentPeriodEnd,
    trialEnd,
    cancelAtPeriodEnd,
    cardBrand,
    cardLast4,
  };
}
