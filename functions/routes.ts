/**
 * The one route table (DESIGN.md "One route table"). The CDK stack makes a function and an HTTP API
 * route from each entry; the local runtime dispatches to the same modules. Data only.
 */
import type { Access } from '../shared/plans.ts';

export type { Access };
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
/**
 * AWS access a handler needs beyond the table: the Stripe keys secret, sending through SES, the
 * compiled market data shipped beside the bundle (functions/market/data), the RentCast key.
 */
export type Need = 'stripe' | 'mail' | 'market-data' | 'rentcast';

export interface RateLimit {
  /** Requests allowed per window, per client IP. */
  perIp: number;
  windowSeconds: number;
}

export interface RouteEntry {
  method: Method;
  /** API Gateway path, with {name} parameters. */
  path: string;
  /** Handler module, relative to functions/ (exports `handler`). */
  entry: string;
  access: Access;
  rateLimit?: RateLimit;
  /** Raw body needed (Stripe signatures): the wrapper must not parse it. */
  rawBody?: boolean;
  /** Lambda timeout in seconds (default 10). */
  timeoutSeconds?: number;
  /** The stack grants these (and sets their env vars) on this route's function only. */
  needs?: readonly Need[];
  /** Local runtime only (the offline billing simulator): the CDK stack never deploys it. */
  localOnly?: boolean;
}

export const ROUTES = [
  { method: 'GET', path: '/api/health', entry: 'handlers/health.ts', access: 'public' },
  // Accounts (issue 3). Per-IP limits here; per-email limits in functions/auth/limits.ts.
  {
    method: 'POST',
    path: '/api/auth/register',
    entry: 'handlers/auth/register.ts',
    access: 'public',
    rateLimit: { perIp: 10, windowSeconds: 3600 },
    needs: ['mail'],
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    entry: 'handlers/auth/login.ts',
    access: 'public',
    rateLimit: { perIp: 30, windowSeconds: 900 },
  },
  {
    method: 'POST',
    path: '/api/auth/logout',
    entry: 'handlers/auth/logout.ts',
    access: 'public',
    rateLimit: { perIp: 60, windowSeconds: 60 },
  },
  { method: 'GET', path: '/api/auth/user', entry: 'handlers/auth/get-user.ts', access: 'user' },
  {
    method: 'PUT',
    path: '/api/auth/user',
    entry: 'handlers/auth/update-user.ts',
    access: 'user',
    rateLimit: { perIp: 30, windowSeconds: 900 },
  },
  {
    method: 'GET',
    path: '/api/auth/check-username/{username}',
    entry: 'handlers/auth/check-username.ts',
    access: 'public',
    rateLimit: { perIp: 120, windowSeconds: 60 },
  },
  {
    method: 'POST',
    path: '/api/auth/forgot-password',
    entry: 'handlers/auth/forgot-password.ts',
    access: 'public',
    rateLimit: { perIp: 10, windowSeconds: 3600 },
    needs: ['mail'],
  },
  {
    method: 'POST',
    path: '/api/auth/forgot-username',
    entry: 'handlers/auth/forgot-username.ts',
    access: 'public',
    rateLimit: { perIp: 10, windowSeconds: 3600 },
    needs: ['mail'],
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    entry: 'handlers/auth/reset-password.ts',
    access: 'public',
    rateLimit: { perIp: 10, windowSeconds: 900 },
  },
  // Pro tools (issue 6): saved analyses, report templates and history, recent activity.
  {
    method: 'GET',
    path: '/api/pro/activity',
    entry: 'handlers/pro/list-activity.ts',
    access: 'pro',
  },
  {
    method: 'GET',
    path: '/api/pro/analyses/{tool}',
    entry: 'handlers/pro/list-analyses.ts',
    access: 'pro',
  },
  {
    method: 'POST',
    path: '/api/pro/analyses/{tool}',
    entry: 'handlers/pro/create-analysis.ts',
    access: 'pro',
    rateLimit: { perIp: 60, windowSeconds: 60 },
  },
  {
    method: 'GET',
    path: '/api/pro/analyses/{tool}/{id}',
    entry: 'handlers/pro/get-analysis.ts',
    access: 'pro',
  },
  {
    method: 'PUT',
    path: '/api/pro/analyses/{tool}/{id}',
    entry: 'handlers/pro/update-analysis.ts',
    access: 'pro',
    rateLimit: { perIp: 60, windowSeconds: 60 },
  },
  {
    method: 'DELETE',
    path: '/api/pro/analyses/{tool}/{id}',
    entry: 'handlers/pro/delete-analysis.ts',
    access: 'pro',
    rateLimit: { perIp: 60, windowSeconds: 60 },
  },
  {
    method: 'GET',
    path: '/api/pro/templates',
    entry: 'handlers/pro/list-templates.ts',
    access: 'pro',
  },
  {
    method: 'PUT',
    path: '/api/pro/templates/{reportType}',
    entry: 'handlers/pro/save-template.ts',
    access: 'pro',
    rateLimit: { perIp: 60, windowSeconds: 60 },
  },
  { method: 'GET', path: '/api/pro/reports', entry: 'handlers/pro/list-reports.ts', access: 'pro' },
  {
    method: 'POST',
    path: '/api/pro/reports',
    entry: 'handlers/pro/create-report.ts',
    access: 'pro',
    rateLimit: { perIp: 60, windowSeconds: 60 },
  },
  {
    method: 'GET',
    path: '/api/pro/reports/{id}',
    entry: 'handlers/pro/get-report.ts',
    access: 'pro',
  },
  // Billing (issue 4): checkout, payment return, Stripe webhook, plan management.
  {
    method: 'POST',
    path: '/api/subscribe/free',
    entry: 'handlers/billing/subscribe-free.ts',
    access: 'user',
    rateLimit: { perIp: 30, windowSeconds: 900 },
  },
  {
    method: 'POST',
    path: '/api/subscribe/{plan}',
    entry: 'handlers/billing/subscribe.ts',
    access: 'user',
    rateLimit: { perIp: 30, windowSeconds: 900 },
    timeoutSeconds: 20,
    needs: ['stripe'],
  },
  {
    method: 'POST',
    path: '/api/payment-success',
    entry: 'handlers/billing/payment-success.ts',
    access: 'user',
    rateLimit: { perIp: 30, windowSeconds: 900 },
    timeoutSeconds: 20,
    needs: ['stripe'],
  },
  {
    method: 'POST',
    path: '/api/stripe/webhook',
    entry: 'handlers/billing/stripe-webhook.ts',
    access: 'public',
    rawBody: true,
    timeoutSeconds: 20,
    needs: ['stripe'],
  },
  {
    method: 'GET',
    path: '/api/billing/config',
    entry: 'handlers/billing/config.ts',
    access: 'public',
    needs: ['stripe'],
  },
  {
    method: 'GET',
    path: '/api/billing/subscription',
    entry: 'handlers/billing/subscription.ts',
    access: 'user',
    // Re-reads the subscription from Stripe once its period is over: Stripe's time limits apply.
    timeoutSeconds: 20,
    needs: ['stripe'],
  },
  {
    method: 'POST',
    path: '/api/billing/change-plan',
    entry: 'handlers/billing/change-plan.ts',
    access: 'user',
    rateLimit: { perIp: 20, windowSeconds: 3600 },
    timeoutSeconds: 20,
    needs: ['stripe'],
  },
  {
    method: 'POST',
    path: '/api/billing/cancel',
    entry: 'handlers/billing/cancel.ts',
    access: 'user',
    rateLimit: { perIp: 30, windowSeconds: 3600 },
    timeoutSeconds: 20,
    needs: ['stripe'],
  },
  {
    method: 'POST',
    path: '/api/billing/resume',
    entry: 'handlers/billing/resume.ts',
    access: 'user',
    rateLimit: { perIp: 30, windowSeconds: 3600 },
    timeoutSeconds: 20,
    needs: ['stripe'],
  },
  {
    method: 'POST',
    path: '/api/billing/portal',
    entry: 'handlers/billing/portal.ts',
    access: 'user',
    rateLimit: { perIp: 30, windowSeconds: 3600 },
    timeoutSeconds: 20,
    needs: ['stripe'],
  },
  {
    method: 'POST',
    path: '/api/billing/simulator/confirm',
    entry: 'handlers/billing/simulator-confirm.ts',
    access: 'user',
    rateLimit: { perIp: 60, windowSeconds: 900 },
    localOnly: true,
  },
  // Saved progress of the checklist and the document guide (issue 5).
  {
    method: 'GET',
    path: '/api/progress/{tool}',
    entry: 'handlers/progress/get.ts',
    access: 'user',
  },
  {
    method: 'PUT',
    path: '/api/progress/{tool}',
    entry: 'handlers/progress/put.ts',
    access: 'user',
    rateLimit: { perIp: 240, windowSeconds: 60 },
  },
  // Market analysis and deal finder (issue 6, items 4-5): compiled public data, RentCast live.
  {
    method: 'GET',
    path: '/api/market',
    entry: 'handlers/market/get-market.ts',
    access: 'pro',
    rateLimit: { perIp: 60, windowSeconds: 60 },
    needs: ['market-data', 'rentcast'],
  },
  {
    method: 'GET',
    path: '/api/market/sources',
    entry: 'handlers/market/get-sources.ts',
    access: 'pro',
    needs: ['market-data', 'rentcast'],
  },
  {
    method: 'POST',
    path: '/api/deals/score',
    entry: 'handlers/deals/score.ts',
    access: 'pro',
    rateLimit: { perIp: 30, windowSeconds: 60 },
    needs: ['market-data', 'rentcast'],
  },
  {
    method: 'POST',
    path: '/api/deals/search',
    entry: 'handlers/deals/search.ts',
    access: 'pro',
    rateLimit: { perIp: 10, windowSeconds: 60 },
    timeoutSeconds: 20,
    needs: ['market-data', 'rentcast'],
  },
  {
    method: 'GET',
    path: '/api/deals/searches',
    entry: 'handlers/deals/list-searches.ts',
    access: 'pro',
  },
  {
    method: 'GET',
    path: '/api/deals/searches/{id}',
    entry: 'handlers/deals/get-search.ts',
    access: 'pro',
  },
  // Webinar schedule and sign-ups (issue 5).
  { method: 'GET', path: '/api/webinars', entry: 'handlers/webinars/list.ts', access: 'public' },
  {
    method: 'GET',
    path: '/api/webinars/registrations',
    entry: 'handlers/webinars/registrations.ts',
    access: 'user',
  },
  {
    method: 'POST',
    path: '/api/webinars/registrations',
    entry: 'handlers/webinars/register.ts',
    access: 'user',
    rateLimit: { perIp: 30, windowSeconds: 600 },
    needs: ['mail'],
  },
  {
    method: 'DELETE',
    path: '/api/webinars/registrations/{webinarId}',
    entry: 'handlers/webinars/cancel.ts',
    access: 'user',
    rateLimit: { perIp: 30, windowSeconds: 600 },
  },
  // Elite area (issue 7): 1:1 consulting, masterclasses, priority support, exclusive deals.
  {
    method: 'GET',
    path: '/api/elite/bookings',
    entry: 'handlers/elite/list-bookings.ts',
    access: 'elite',
  },
  {
    method: 'POST',
    path: '/api/elite/bookings',
    entry: 'handlers/elite/book.ts',
    access: 'elite',
    rateLimit: { perIp: 20, windowSeconds: 600 },
    needs: ['mail'],
  },
  {
    method: 'DELETE',
    path: '/api/elite/bookings/{bookingId}',
    entry: 'handlers/elite/cancel-booking.ts',
    access: 'elite',
    rateLimit: { perIp: 20, windowSeconds: 600 },
    needs: ['mail'],
  },
  {
    method: 'GET',
    path: '/api/elite/availability',
    entry: 'handlers/elite/availability.ts',
    access: 'elite',
    rateLimit: { perIp: 120, windowSeconds: 60 },
  },
  {
    method: 'GET',
    path: '/api/elite/masterclasses',
    entry: 'handlers/elite/list-masterclasses.ts',
    access: 'elite',
  },
  {
    method: 'PUT',
    path: '/api/elite/masterclasses/notify',
    entry: 'handlers/elite/masterclass-notify.ts',
    access: 'elite',
    rateLimit: { perIp: 30, windowSeconds: 600 },
  },
  {
    method: 'GET',
    path: '/api/elite/tickets',
    entry: 'handlers/elite/list-tickets.ts',
    access: 'elite',
  },
  {
    method: 'POST',
    path: '/api/elite/tickets',
    entry: 'handlers/elite/create-ticket.ts',
    access: 'elite',
    rateLimit: { perIp: 10, windowSeconds: 600 },
    needs: ['mail'],
  },
  {
    method: 'GET',
    path: '/api/elite/deals',
    entry: 'handlers/elite/list-deals.ts',
    access: 'elite',
    rateLimit: { perIp: 120, windowSeconds: 60 },
  },
  {
    method: 'POST',
    path: '/api/elite/interests',
    entry: 'handlers/elite/register-interest.ts',
    access: 'elite',
    rateLimit: { perIp: 30, windowSeconds: 600 },
    needs: ['mail'],
  },
  {
    method: 'GET',
    path: '/api/elite/alerts',
    entry: 'handlers/elite/list-alerts.ts',
    access: 'elite',
  },
  {
    method: 'POST',
    path: '/api/elite/alerts',
    entry: 'handlers/elite/create-alert.ts',
    access: 'elite',
    rateLimit: { perIp: 30, windowSeconds: 600 },
  },
  {
    method: 'DELETE',
    path: '/api/elite/alerts/{alertId}',
    entry: 'handlers/elite/delete-alert.ts',
    access: 'elite',
    rateLimit: { perIp: 30, windowSeconds: 600 },
  },
] as const satisfies readonly RouteEntry[];

export type RouteKey = `${(typeof ROUTES)[number]['method']} ${(typeof ROUTES)[number]['path']}`;

export function routeKey(route: Pick<RouteEntry, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

/** A stable, CloudFormation-safe name for a route: GET /api/auth/user -> GetApiAuthUser. */
export function routeName(route: Pick<RouteEntry, 'method' | 'path'>): string {
  const words = [route.method.toLowerCase(), ...route.path.split(/[^A-Za-z0-9]+/)].filter(Boolean);
  return words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

/** Match a concrete request path against the table; returns the entry and its path parameters. */
export function matchRoute(
  method: string,
  path: string,
  routes: readonly RouteEntry[] = ROUTES,
): { route: RouteEntry; params: Record<string, string> } | { allowed: Method[] } | undefined {
  const allowed: Method[] = [];
  for (const route of routes) {
    const params = matchPath(route.path, path);
    if (!params) continue;
    if (route.method === method) return { route, params };
    allowed.push(route.method);
  }
  return allowed.length > 0 ? { allowed } : undefined;
}

function matchPath(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const g = got[i]!;
    if (w.startsWith('{') && w.endsWith('}')) {
      if (g === '') return undefined;
      try {
        params[w.slice(1, -1)] = decodeURIComponent(g);
      } catch {
        return undefined;
      }
    } else if (w !== g) return undefined;
  }
  return params;
}
