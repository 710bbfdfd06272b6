import '../support/simulator-env.ts';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { ROUTES, routeKey, type RouteEntry } from '../../functions/routes.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { billing, billingUser } from '../support/billing.ts';
import { apiEvent, jsonBody } from '../support/events.ts';
import { grantPlan } from '../support/plans.ts';

/**
 * Access by plan on the server (docs/product.md "Plans and access"): every route of the table marked
 * pro or elite answers 401 to a visitor and 403 in Spanish to a user without the plan, before its
 * handler runs, through the one mechanism (the route table's access, checked by route()).
 */
const gated = (ROUTES as readonly RouteEntry[]).filter(
  (r) => r.access === 'pro' || r.access === 'elite',
);
const FUNCTIONS = new URL('../../functions/', import.meta.url);

type Lambda = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;

async function callRoute(route: RouteEntry, cookie?: string) {
  const file = fileURLToPath(new URL(route.entry, FUNCTIONS));
  expect(existsSync(file), `${routeKey(route)}: handler ${route.entry} missing`).toBe(true);
  const { handler } = (await import(file)) as { handler: Lambda };
  const params = Object.fromEntries(
    [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, 'prueba']),
  );
  const path = route.path.replace(/\{(\w+)\}/g, 'prueba');
  const result = await handler(
    apiEvent({
      method: route.method,
      path,
      pathParameters: params,
      cookies: cookie ? [cookie] : undefined,
      body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
    }),
  );
  return { status: result.statusCode, body: jsonBody<{ message?: string }>(result) };
}

describe('the route table gates its Pro and Elite areas', () => {
  it('marks every /api/pro and /api/elite route with its plan', () => {
    for (const route of ROUTES as readonly RouteEntry[]) {
      if (route.path.startsWith('/api/pro/'))
        expect(['pro', 'elite'], routeKey(route)).toContain(route.access);
      // Support tickets are Pro's priority email support too; the rest of /api/elite is Elite.
      const proToo = route.path === '/api/elite/tickets';
      if (route.path.startsWith('/api/elite/'))
        expect(route.access, routeKey(route)).toBe(proToo ? 'pro' : 'elite');
    }
  });

  it.each(gated.map((r) => [routeKey(r), r] as const))(
    '%s refuses visitors and lower plans',
    async (_key, route) => {
      expect((await callRoute(route)).status).toBe(401);

      const free = await billingUser();
      const refused = await callRoute(route, free.cookie);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(
        route.access === 'elite' ? MESSAGES.forbiddenElite : MESSAGES.forbiddenPro,
      );

      // A paid plan whose payment is overdue, or still unpaid at checkout, opens nothing.
      const overdue = await billingUser();
      await grantPlan(overdue.user.id, 'elite', 'past_due');
      expect((await callRoute(route, overdue.cookie)).status).toBe(403);
      await grantPlan(overdue.user.id, 'elite', 'incomplete');
      expect((await callRoute(route, overdue.cookie)).status).toBe(403);

      if (route.access === 'elite') {
        const pro = await billingUser();
        await grantPlan(pro.user.id, 'pro', 'active');
        expect((await callRoute(route, pro.cookie)).status).toBe(403);
      }
    },
  );

  it('lets a user who pays through checkout in, and not before', async () => {
    const proRoute = gated.find((r) => r.access === 'pro' && r.method === 'GET');
    expect(proRoute, 'a GET Pro route in the table').toBeDefined();
    const { cookie } = await billingUser();
    const offer = await billing.subscribe(cookie, 'pro');
    expect((await callRoute(proRoute!, cookie)).status).toBe(403);
    await billing.simulatorConfirm(cookie, {
      clientSecret: offer.body.clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    });
    expect((await callRoute(proRoute!, cookie)).status).not.toBe(403);
  });
});
