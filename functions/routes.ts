/**
 * The one route table (docs/README.md, docs/how-to-add-a-route.md): each domain lists its routes in
 * functions/<domain>/routes.ts (beside its handlers); this module joins the lists, checks each
 * entry's area against AREAS and keeps the areas. The CDK stack makes one Lambda per area and one
 * HTTP API route per entry,
 * integrated with its area's function (functions/area.ts dispatches on the event's routeKey); the
 * local runtime, the fuzz and security tests and the bench read the same entries.
 */
import type { LeadingKey } from './commons/keys.ts';
import type { Method, RouteEntry as EntryOf } from './route-entry.ts';
import { PLATFORM_ROUTES } from './platform/routes.ts';
import { AUTH_ROUTES } from './auth/routes.ts';
import { PRO_ROUTES } from './pro/routes.ts';
import { DEAL_FILES_ROUTES } from './deal-files/routes.ts';
import { PORTFOLIO_ROUTES } from './portfolio/routes.ts';
import { BILLING_ROUTES } from './billing/routes.ts';
import { PROGRESS_ROUTES } from './progress/routes.ts';
import { MARKET_ROUTES } from './market/routes.ts';
import { DEAL_FINDER_ROUTES } from './deal-finder/routes.ts';
import { WEBINARS_ROUTES } from './webinars/routes.ts';
import { VIDEOS_ROUTES } from './videos/routes.ts';
import { EDUCATION_ROUTES } from './education/routes.ts';
import { ELITE_ROUTES } from './elite/routes.ts';
import { PORTFOLIO_ANALYSIS_ROUTES } from './portfolio-analysis/routes.ts';
import { VAULT_ROUTES } from './vault/routes.ts';
import { JOBS_ROUTES } from './jobs/routes.ts';
import { STAFF_ROUTES } from './staff/routes.ts';
import { QUALIFY_ROUTES } from './qualify/routes.ts';
import { LENDERS_ROUTES } from './lenders/routes.ts';

export type { Method, Need } from './route-entry.ts';

/** An entry of the table, its area one of AREAS. */
export type RouteEntry = EntryOf<Area>;

export interface AreaSettings {
  /** Lambda memory (MB); CPU grows with it. */
  memoryMb: number;
  /** Lambda timeout (s): under the HTTP API's 30 s integration limit. */
  timeoutSeconds: number;
  /**
   * The partition-key families (functions/commons/keys.ts LEADING_KEYS) its routes write: its role
   * may put, update and delete only items under them (dynamodb:LeadingKeys), and the table client
   * refuses any other write of its routes in the local runtime and the tests alike
   * (functions/commons/table-writes.ts). Every area reads the whole table and updates the
   * rate-limit counters and the sessions' lastSeenAt.
   */
  writes: readonly LeadingKey[];
  description: string;
}

/**
 * The areas: one Lambda each. Group routes by what they need (a read-only area stays read-only;
 * secrets and SES only where a route of the area uses them), not by URL alone.
 */
export const AREAS = {
  platform: {
    memoryMb: 512,
    timeoutSeconds: 10,
    writes: [],
    description:
      'Health, the public webinar schedule, intro videos, the education portal, and the Spanish 404/405 for any other /api path',
  },
  auth: {
    // scrypt N=2^17 (functions/commons/passwords.ts) is CPU-bound: at 1769 MB a Lambda has one
    // full vCPU, so one hash takes ~0.5-0.9 s instead of 2-3 s at 512 MB.
    memoryMb: 1769,
    timeoutSeconds: 20, // account deletion cancels at Stripe: its worst case (11 s) fits with margin
    writes: [
      'user',
      'email',
      'username',
      'session',
      'mfaLogin',
      'reset',
      'emailChange',
      'dataExport',
      'accountDelete',
      // Account deletion: the billing record kept, and what names the member outside its partition
      // (the staff marker among them: the role is on the profile too, which this area writes).
      'deletedBilling',
      'staff',
      'customer',
      'uploads',
      'reminders',
      'reviewQueue',
      'slot',
      'interestRoster',
      'webinarRoster',
      'ticketLocator',
      'ticketQueue',
      'networkMember',
      'networkDirectory',
      'networkPair',
      'networkReports',
      'dealAlerts',
      'masterclassNotify',
      'lenderLink',
      'lenderInbox',
      // A deleted lender's organisation stays, suspended and without the account.
      'lenders',
      'portfolioAnalyses',
      // The deleted member's objects are swept again once every link issued before is dead.
      'sweeps',
    ],
    description: 'Accounts: register, login, second factor, sessions, recovery, profile',
  },
  billing: {
    memoryMb: 512,
    timeoutSeconds: 20, // Stripe's calls, with their own time limits, fit inside
    writes: ['user', 'customer', 'billingReminders'],
    description: 'Checkout, payment return and plan management (Stripe)',
  },
  webhook: {
    memoryMb: 512,
    timeoutSeconds: 20,
    writes: ['user', 'customer', 'stripeEvent', 'billingReminders'],
    description: "Stripe's webhook: the source of truth of every subscription",
  },
  pro: {
    memoryMb: 512,
    timeoutSeconds: 10,
    writes: ['user'],
    description:
      "Pro tools: saved analyses, reports and activity; deal files, the member's portfolio, balance sheet and cash-flow actuals; the Elite portfolio report",
  },
  market: {
    memoryMb: 1024, // parses a state's compiled market file on first use
    timeoutSeconds: 20, // a live RentCast search
    writes: ['user'], // saved deal searches and recent activity
    description: 'Market analysis and the deal finder on public data (RentCast when configured)',
  },
  member: {
    memoryMb: 512,
    timeoutSeconds: 10,
    writes: ['user', 'webinars', 'webinarRoster'],
    description: "A member's saved progress and webinar sign-ups",
  },
  elite: {
    memoryMb: 512,
    timeoutSeconds: 20, // extra sessions are charged through Stripe (its calls: 2 x 5 s at most)
    writes: [
      'user',
      'slot',
      'interestRoster',
      'dealAlerts',
      'masterclassNotify',
      'ticketLocator',
      'ticketQueue',
      'networkMember',
      'networkDirectory',
      'networkPair',
      'networkReports',
      'portfolioAnalyses',
    ],
    description:
      'Elite services: consulting (extra sessions charged through Stripe), portfolio analyses, masterclasses, support, exclusive deals, investor network',
  },
  vault: {
    // Streams the files of a vault into one ZIP in S3 (the lender package), with a cover PDF;
    // the completion check reads an object's head and first bytes.
    memoryMb: 1024,
    timeoutSeconds: 28,
    writes: ['user', 'uploads', 'reminders', 'reviewQueue'],
    description:
      "The document vault: a member's uploads, files, review requests (S3 members/*) and lender packages (S3 packages/*)",
  },
  staff: {
    memoryMb: 512,
    timeoutSeconds: 10,
    // The lender's role on its profile and its organisation (verify, suspend).
    writes: ['user', 'reviewQueue', 'ticketLocator', 'ticketQueue', 'portfolioAnalyses', 'lenders'],
    description:
      'The staff console: the expert review queue (reads only submitted files), support tickets, the 1:1 sessions, portfolio analyses, lender verification',
  },
  lenders: {
    memoryMb: 512,
    timeoutSeconds: 10,
    // The borrower profile, letters, lender connections, their links and the lenders' inboxes;
    // the portal: a lender's programs (and their listing) and its organisation.
    writes: ['user', 'lenderLink', 'lenderInbox', 'program', 'programs', 'lenders'],
    description:
      "¿Califico?: lender programs, qualification, borrower profile, letters (PDF), direct lender connections (mail, vault packages), and the lenders' portal",
  },
} as const satisfies Record<string, AreaSettings>;

export type Area = keyof typeof AREAS;

/** The API stage's limit across every route and caller (requests per second, burst). */
export const STAGE_THROTTLE = { rateLimit: 2000, burstLimit: 4000 } as const;

/** The area that answers any /api request no entry matches (HTTP API's `$default` route). */
export const NOT_FOUND = { area: 'platform', entry: 'platform/handlers/not-found.ts' } as const;

export const ROUTES = [
  ...PLATFORM_ROUTES,
  ...AUTH_ROUTES,
  ...PRO_ROUTES,
  ...DEAL_FILES_ROUTES,
  ...PORTFOLIO_ROUTES,
  ...BILLING_ROUTES,
  ...PROGRESS_ROUTES,
  ...MARKET_ROUTES,
  ...DEAL_FINDER_ROUTES,
  ...WEBINARS_ROUTES,
  ...VIDEOS_ROUTES,
  ...EDUCATION_ROUTES,
  ...ELITE_ROUTES,
  ...PORTFOLIO_ANALYSIS_ROUTES,
  ...VAULT_ROUTES,
  ...JOBS_ROUTES,
  ...STAFF_ROUTES,
  ...QUALIFY_ROUTES,
  ...LENDERS_ROUTES,
] as const satisfies readonly RouteEntry[];

export type RouteKey = `${(typeof ROUTES)[number]['method']} ${(typeof ROUTES)[number]['path']}`;

export function routeKey(route: Pick<RouteEntry, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

/**
 * A stable, CloudFormation-safe name for a route: GET /api/auth/user -> GetApiAuthUser. The lender
 * portal's paths (/api/lender/…) would read like the members' /api/lender-… ones (GET
 * /api/lender/programs and GET /api/lender-programs): they are named ApiLenderPortal….
 */
export function routeName(route: Pick<RouteEntry, 'method' | 'path'>): string {
  const path = route.path.replace(/^\/api\/lender\//, '/api/lender-portal/');
  const words = [route.method.toLowerCase(), ...path.split(/[^A-Za-z0-9]+/)].filter(Boolean);
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
      // A segment that is not valid percent-encoding ("%zz") still reaches its route, as it is:
      // the handler refuses an id it does not know, in the route's language (English to lenders).
      try {
        params[w.slice(1, -1)] = decodeURIComponent(g);
      } catch {
        params[w.slice(1, -1)] = g;
      }
    } else if (w !== g) return undefined;
  }
  return params;
}

/** The Lambda timeout a route runs under: its area's. */
export function routeTimeoutSeconds(route: Pick<RouteEntry, 'area'>): number {
  return AREAS[route.area].timeoutSeconds;
}
