/**
 * The one route table (docs/README.md, docs/how-to-add-a-route.md). Every API route is
 * listed here once: the CDK stack makes one Lambda per area and one HTTP API route per entry,
 * integrated with its area's function (functions/area.ts dispatches on the event's routeKey); the
 * local runtime, the fuzz and security tests and the bench read the same entries.
 */
import type { Access } from '../shared/plans.ts';
import type { LeadingKey } from './commons/keys.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
/**
 * AWS access a handler needs beyond the table: the Stripe keys secret, sending through SES, the
 * compiled market data shipped beside the bundle (functions/market/data), the RentCast key, the
 * key that seals second-factor secrets (functions/auth/mfa-key.ts), the password-strength
 * dictionaries shipped beside the bundle (shared/password-strength.ts), and the document vault's
 * bucket: `vault` writes, reads and deletes members' files (members/*), `vault-read` only reads
 * them (staff reviews), `vault-package` reads them and writes the lender packages (packages/*),
 * `vault-purge` lists and deletes every version under a member's prefixes (account deletion), and
 * `jobs` queues long work and retried emails for the jobs worker (functions/jobs/queue.ts).
 * An area's function gets the union of its routes' needs.
 */
export type Need =
  | 'stripe'
  | 'mail'
  | 'market-data'
  | 'rentcast'
  | 'mfa-key'
  | 'password-strength'
  | 'vault'
  | 'vault-read'
  | 'vault-package'
  | 'vault-purge'
  | 'jobs';

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

interface RateLimit {
  /** Requests allowed per window, per client IP. */
  perIp: number;
  windowSeconds: number;
  /**
   * The route answers with one transaction, which carries the request's count (ApiRequest
   * `requestCount`): one table call fewer per write, and a request past the limit writes nothing.
   * A request that ends before its write is counted on its own (commons/rate-limit.ts).
   */
  inWrite?: true;
}

export interface RouteEntry {
  method: Method;
  /** API Gateway path, with {name} parameters. */
  path: string;
  /** The Lambda that serves it (AREAS). */
  area: Area;
  /** Handler module, relative to functions/ (exports `handler`). */
  entry: string;
  access: Access;
  rateLimit?: RateLimit;
  /** Raw body needed (Stripe signatures): the wrapper must not parse it. */
  rawBody?: boolean;
  /** The stack grants these (and sets their env vars) on this route's area function. */
  needs?: readonly Need[];
  /** Local runtime only (the offline billing simulator): the CDK stack never deploys it. */
  localOnly?: boolean;
  /**
   * API Gateway's own limit for this route, across all callers (requests per second and burst),
   * below the stage's: expensive routes (password hashing, PDFs, ZIPs, paid calls) cannot use up
   * the capacity every other route shares. Per-IP limits are `rateLimit`'s.
   */
  throttle?: { rateLimit: number; burstLimit: number };
}

/** The API stage's limit across every route and caller (requests per second, burst). */
export const STAGE_THROTTLE = { rateLimit: 2000, burstLimit: 4000 } as const;

/** The area that answers any /api request no entry matches (HTTP API's `$default` route). */
export const NOT_FOUND = { area: 'platform', entry: 'platform/handlers/not-found.ts' } as const;

export const ROUTES = [
  {
    method: 'GET',
    path: '/api/health',
    area: 'platform',
    entry: 'platform/handlers/health.ts',
    access: 'public',
  },
  // Accounts (issue 3). Per-IP limits here; per-email limits in functions/auth/limits.ts.
  {
    method: 'POST',
    path: '/api/auth/register',
    area: 'auth',
    entry: 'auth/handlers/register.ts',
    access: 'public',
    rateLimit: { perIp: 10, windowSeconds: 3600 },
    needs: ['mail', 'password-strength'],
    throttle: { rateLimit: 50, burstLimit: 100 },
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    area: 'auth',
    entry: 'auth/handlers/login.ts',
    access: 'public',
    rateLimit: { perIp: 30, windowSeconds: 900 },
    throttle: { rateLimit: 50, burstLimit: 100 },
  },
  {
    method: 'POST',
    path: '/api/auth/login/mfa',
    area: 'auth',
    entry: 'auth/handlers/login-mfa.ts',
    access: 'public',
    rateLimit: { perIp: 30, windowSeconds: 900 },
    needs: ['mfa-key'],
  },
  {
    method: 'POST',
    path: '/api/auth/logout',
    area: 'auth',
    entry: 'auth/handlers/logout.ts',
    access: 'public',
    rateLimit: { perIp: 60, windowSeconds: 60 },
  },
  {
    method: 'GET',
    path: '/api/auth/user',
    area: 'auth',
    entry: 'auth/handlers/get-user.ts',
    // Every page asks it: a visitor is an answer (null), not an error in the console.
    access: 'public',
  },
  {
    method: 'PUT',
    path: '/api/auth/user',
    area: 'auth',
    entry: 'auth/handlers/update-user.ts',
    access: 'user',
    rateLimit: { perIp: 30, windowSeconds: 900 },
    needs: ['mail'],
  },
  {
    method: 'PUT',
    path: '/api/auth/time-zone',
    area: 'auth',
    entry: 'auth/handlers/set-time-zone.ts',
    access: 'user',
    rateLimit: { perIp: 30, windowSeconds: 900 },
  },
  {
    method: 'POST',
    path: '/api/auth/confirm-email',
    area: 'auth',
    entry: 'auth/handlers/confirm-email.ts',
    access: 'public',
    rateLimit: { perIp: 20, windowSeconds: 900 },
    needs: ['mail'],
  },
  {
    method: 'POST',
    path: '/api/auth/change-password',
    area: 'auth',
    entry: 'auth/handlers/change-password.ts',
    access: 'user',
    rateLimit: { perIp: 10, windowSeconds: 900 },
    needs: ['mail', 'password-strength'],
    throttle: { rateLimit: 50, burstLimit: 100 },
  },
  {
    method: 'GET',
    path: '/api/auth/sessions',
    area: 'auth',
    entry: 'auth/handlers/list-sessions.ts',
    access: 'user',
  },
  {
    method: 'DELETE',
    path: '/api/auth/sessions',
    area: 'auth',
    entry: 'auth/handlers/end-other-sessions.ts',
    access: 'user',
    rateLimit: { perIp: 30, windowSeconds: 600 },
  },
  {
    method: 'DELETE',
    path: '/api/auth/sessions/{id}',
    area: 'auth',
    entry: 'auth/handlers/end-session.ts',
    access: 'user',
    rateLimit: { perIp: 60, windowSeconds: 600 },
  },
  {
    method: 'POST',
    path: '/api/auth/mfa/setup',
    area: 'auth',
    entry: 'auth/handlers/mfa-setup.ts',
    access: 'user',
    rateLimit: { perIp: 20, windowSeconds: 900 },
    needs: ['mfa-key'],
  },
  {
    method: 'POST',
    path: '/api/auth/mfa/enable',
    area: 'auth',
    entry: 'auth/handlers/mfa-enable.ts',
    access: 'user',
    rateLimit: { perIp: 20, windowSeconds: 900 },
    needs: ['mail', 'mfa-key'],
  },
  {
    method: 'POST',
    path: '/api/auth/mfa/disable',
    area: 'auth',
    entry: 'auth/handlers/mfa-disable.ts',
    access: 'user',
    rateLimit: { perIp: 20, windowSeconds: 900 },
    needs: ['mail', 'mfa-key'],
  },
  {
    method: 'GET',
    path: '/api/auth/check-username/{username}',
    area: 'auth',
    entry: 'auth/handlers/check-username.ts',
    access: 'public',
    rateLimit: { perIp: 120, windowSeconds: 60 },
  },
  {
    method: 'POST',
    path: '/api/auth/forgot-password',
    area: 'auth',
    entry: 'auth/handlers/forgot-password.ts',
    access: 'public',
    rateLimit: { perIp: 10, windowSeconds: 3600 },
    needs: ['mail'],
  },
  {
    method: 'POST',
    path: '/api/auth/forgot-username',
    area: 'auth',
    entry: 'auth/handlers/forgot-username.ts',
    access: 'public',
    rateLimit: { perIp: 10, windowSeconds: 3600 },
    needs: ['mail'],
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    area: 'auth',
    entry: 'auth/handlers/reset-password.ts',
    access: 'public',
    rateLimit: { perIp: 10, windowSeconds: 900 },
    needs: ['mail', 'password-strength'],
    throttle: { rateLimit: 50, burstLimit: 100 },
  },
  // The member's data (issue 16): download and account deletion, both confirmed by email.
  {
    method: 'POST',
    path: '/api/auth/data-export',
    area: 'auth',
    entry: 'auth/handlers/data-export.ts',
    access: 'user',
    rateLimit: { perIp: 10, windowSeconds: 3600 },
    needs: ['mail'],
  },
  {
    method: 'POST',
    path: '/api/auth/data-export/confirm',
    area: 'auth',
    entry: 'auth/handlers/data-export-confirm.ts',
    access: 'public',
    rateLimit: { perIp: 10, windowSeconds: 900 },
    needs: ['jobs'],
    throttle: { rateLimit: 10, burstLimit: 20 },
  },
  {
    method: 'POST',
    path: '/api/auth/delete-account',
    area: 'auth',
    entry: 'auth/handlers/delete-account.ts',
    access: 'user',
    rateLimit: { perIp: 10, windowSeconds: 900 },
    needs: ['mail', 'mfa-key'],
  },
  {
    method: 'POST',
    path: '/api/auth/delete-account/confirm',
    area: 'auth',
    entry: 'auth/handlers/delete-account-confirm.ts',
    access: 'public',
    rateLimit: { perIp: 10, windowSeconds: 900 },
    needs: ['mail', 'stripe', 'vault-purge'],
  },
  // Pro tools (issue 6): saved analyses, report templates and history, recent activity.
  {
    method: 'GET',
    path: '/api/pro/activity',
    area: 'pro',
    entry: 'pro/handlers/list-activity.ts',
    access: 'pro',
  },
  {
    method: 'GET',
    path: '/api/pro/analyses/{tool}',
    area: 'pro',
    entry: 'pro/handlers/list-analyses.ts',
    access: 'pro',
  },
  {
    method: 'POST',
    path: '/api/pro/analyses/{tool}',
    area: 'pro',
    entry: 'pro/handlers/create-analysis.ts',
    access: 'pro',
    rateLimit: { perIp: 60, windowSeconds: 60, inWrite: true },
  },
  {
    method: 'GET',
    path: '/api/pro/analyses/{tool}/{id}',
    area: 'pro',
    entry: 'pro/handlers/get-analysis.ts',
    access: 'pro',
  },
  {
    method: 'PUT',
    path: '/api/pro/analyses/{tool}/{id}',
    area: 'pro',
    entry: 'pro/handlers/update-analysis.ts',
    access: 'pro',
    rateLimit: { perIp: 60, windowSeconds: 60 },
  },
  {
    method: 'DELETE',
    path: '/api/pro/analyses/{tool}/{id}',
    area: 'pro',
    entry: 'pro/handlers/delete-analysis.ts',
    access: 'pro',
    rateLimit: { perIp: 60, windowSeconds: 60 },
  },
  {
    method: 'GET',
    path: '/api/pro/templates',
    area: 'pro',
    entry: 'pro/handlers/list-templates.ts',
    access: 'pro',
  },
  {
    method: 'PUT',
    path: '/api/pro/templates/{reportType}',
    area: 'pro',
    entry: 'pro/handlers/save-template.ts',
    access: 'pro',
    rateLimit: { perIp: 60, windowSeconds: 60 },
  },
  {
    method: 'GET',
    path: '/api/pro/reports',
    area: 'pro',
    entry: 'pro/handlers/list-reports.ts',
    access: 'pro',
  },
  {
    method: 'POST',
    path: '/api/pro/reports',
    area: 'pro',
    entry: 'pro/handlers/create-report.ts',
    access: 'pro',
    rateLimit: { perIp: 60, windowSeconds: 60 },
  },
  {
    method: 'GET',
    path: '/api/pro/reports/{id}',
    area: 'pro',
    entry: 'pro/handlers/get-report.ts',
    access: 'pro',
  },
  // Deal files and the portfolio (issue 13): one deal file across the Pro tools; the portfolio.
  {
    method: 'GET',
    path: '/api/deal-files',
    area: 'pro',
    entry: 'deal-files/handlers/list-deal-files.ts',
    access: 'pro',
  },
  {
    method: 'POST',
    path: '/api/deal-files',
    area: 'pro',
    entry: 'deal-files/handlers/create-deal-file.ts',
    access: 'pro',
    rateLimit: { perIp: 60, windowSeconds: 60 },
  },
  {
    method: 'GET',
    path: '/api/deal-files/{id}',
    area: 'pro',
    entry: 'deal-files/handlers/get-deal-file.ts',
    access: 'pro',
  },
  {
    method: 'PUT',
    path: '/api/deal-files/{id}',
    area: 'pro',
    entry: 'deal-files/handlers/update-deal-file.ts',
    access: 'pro',
    rateLimit: { perIp: 60, windowSeconds: 60 },
  },
  {
    method: 'DELETE',
    path: '/api/deal-files/{id}',
    area: 'pro',
    entry: 'deal-files/handlers/delete-deal-file.ts',
    access: 'pro',
    rateLimit: { perIp: 60, windowSeconds: 60 },
  },
  {
    method: 'POST',
    path: '/api/deal-files/{id}/portfolio',
    area: 'pro',
    entry: 'deal-files/handlers/move-deal-file.ts',
    access: 'pro',
    rateLimit: { perIp: 30, windowSeconds: 60 },
  },
  {
    method: 'GET',
    path: '/api/portfolio',
    area: 'pro',
    entry: 'portfolio/handlers/get-portfolio.ts',
    access: 'pro',
  },
  {
    method: 'POST',
    path: '/api/portfolio/properties',
    area: 'pro',
    entry: 'portfolio/handlers/create-property.ts',
    access: 'pro',
    rateLimit: { perIp: 60, windowSeconds: 60 },
  },
  {
    method: 'PUT',
    path: '/api/portfolio/properties/{id}',
    area: 'pro',
    entry: 'portfolio/handlers/update-property.ts',
    access: 'pro',
    rateLimit: { perIp: 60, windowSeconds: 60 },
  },
  {
    method: 'DELETE',
    path: '/api/portfolio/properties/{id}',
    area: 'pro',
    entry: 'portfolio/handlers/delete-property.ts',
    access: 'pro',
    rateLimit: { perIp: 60, windowSeconds: 60 },
  },
  {
    method: 'PUT',
    path: '/api/portfolio/properties/{id}/cash-flow',
    area: 'pro',
    entry: 'portfolio/handlers/put-cash-flow.ts',
    access: 'pro',
    rateLimit: { perIp: 60, windowSeconds: 60 },
  },
  {
    method: 'PUT',
    path: '/api/portfolio/balance-sheet',
    area: 'pro',
    entry: 'portfolio/handlers/put-balance-sheet.ts',
    access: 'pro',
    rateLimit: { perIp: 60, windowSeconds: 60 },
  },
  {
    method: 'POST',
    path: '/api/portfolio/reports',
    area: 'pro',
    entry: 'portfolio/handlers/create-report.ts',
    access: 'elite',
    rateLimit: { perIp: 20, windowSeconds: 600 },
  },
  // Billing (issue 4): checkout, payment return, Stripe webhook, plan management.
  {
    method: 'POST',
    path: '/api/subscribe/free',
    area: 'billing',
    entry: 'billing/handlers/subscribe-free.ts',
    access: 'user',
    rateLimit: { perIp: 30, windowSeconds: 900 },
    needs: ['mail'],
  },
  {
    method: 'POST',
    path: '/api/subscribe/{plan}',
    area: 'billing',
    entry: 'billing/handlers/subscribe.ts',
    access: 'user',
    rateLimit: { perIp: 30, windowSeconds: 900 },
    needs: ['stripe', 'mail'],
  },
  {
    method: 'POST',
    path: '/api/payment-success',
    area: 'billing',
    entry: 'billing/handlers/payment-success.ts',
    access: 'user',
    rateLimit: { perIp: 30, windowSeconds: 900 },
    needs: ['stripe', 'mail'],
  },
  {
    method: 'POST',
    path: '/api/stripe/webhook',
    area: 'webhook',
    entry: 'billing/handlers/stripe-webhook.ts',
    access: 'public',
    rawBody: true,
    needs: ['stripe', 'mail'],
  },
  {
    method: 'GET',
    path: '/api/billing/config',
    area: 'billing',
    entry: 'billing/handlers/config.ts',
    access: 'public',
    needs: ['stripe'],
  },
  {
    method: 'GET',
    path: '/api/billing/subscription',
    area: 'billing',
    entry: 'billing/handlers/subscription.ts',
    access: 'user',
    needs: ['stripe', 'mail'],
  },
  {
    method: 'POST',
    path: '/api/billing/change-plan',
    area: 'billing',
    entry: 'billing/handlers/change-plan.ts',
    access: 'user',
    rateLimit: { perIp: 20, windowSeconds: 3600 },
    needs: ['stripe', 'mail'],
  },
  {
    method: 'POST',
    path: '/api/billing/cancel',
    area: 'billing',
    entry: 'billing/handlers/cancel.ts',
    access: 'user',
    rateLimit: { perIp: 30, windowSeconds: 3600 },
    needs: ['stripe', 'mail'],
  },
  {
    method: 'POST',
    path: '/api/billing/resume',
    area: 'billing',
    entry: 'billing/handlers/resume.ts',
    access: 'user',
    rateLimit: { perIp: 30, windowSeconds: 3600 },
    needs: ['stripe', 'mail'],
  },
  {
    method: 'POST',
    path: '/api/billing/portal',
    area: 'billing',
    entry: 'billing/handlers/portal.ts',
    access: 'user',
    rateLimit: { perIp: 30, windowSeconds: 3600 },
    needs: ['stripe', 'mail'],
  },
  {
    method: 'POST',
    path: '/api/billing/simulator/confirm',
    area: 'billing',
    entry: 'billing/handlers/simulator-confirm.ts',
    access: 'user',
    rateLimit: { perIp: 60, windowSeconds: 900 },
    localOnly: true,
  },
  // Saved progress of the checklist and the document guide (issue 5).
  {
    method: 'GET',
    path: '/api/progress/{tool}',
    area: 'member',
    entry: 'progress/handlers/get.ts',
    access: 'user',
  },
  {
    method: 'PUT',
    path: '/api/progress/{tool}',
    area: 'member',
    entry: 'progress/handlers/put.ts',
    access: 'user',
    rateLimit: { perIp: 240, windowSeconds: 60 },
  },
  // Market analysis and deal finder (issue 6, items 4-5): compiled public data, RentCast live.
  {
    method: 'GET',
    path: '/api/market',
    area: 'market',
    entry: 'market/handlers/get-market.ts',
    access: 'pro',
    rateLimit: { perIp: 60, windowSeconds: 60 },
    needs: ['market-data', 'rentcast'],
  },
  {
    method: 'GET',
    path: '/api/market/sources',
    area: 'market',
    entry: 'market/handlers/get-sources.ts',
    access: 'pro',
    needs: ['market-data', 'rentcast'],
  },
  {
    method: 'GET',
    path: '/api/market/property',
    area: 'market',
    entry: 'market/handlers/get-property-market.ts',
    access: 'pro',
    rateLimit: { perIp: 120, windowSeconds: 60 },
    needs: ['market-data', 'rentcast'],
  },
  {
    method: 'POST',
    path: '/api/deals/score',
    area: 'market',
    entry: 'deal-finder/handlers/score.ts',
    access: 'pro',
    rateLimit: { perIp: 30, windowSeconds: 60 },
    needs: ['market-data', 'rentcast'],
  },
  {
    method: 'POST',
    path: '/api/deals/search',
    area: 'market',
    entry: 'deal-finder/handlers/search.ts',
    access: 'pro',
    rateLimit: { perIp: 10, windowSeconds: 60 },
    needs: ['market-data', 'rentcast'],
  },
  {
    method: 'GET',
    path: '/api/deals/searches',
    area: 'market',
    entry: 'deal-finder/handlers/list-searches.ts',
    access: 'pro',
  },
  {
    method: 'GET',
    path: '/api/deals/searches/{id}',
    area: 'market',
    entry: 'deal-finder/handlers/get-search.ts',
    access: 'pro',
  },
  // Webinar schedule and sign-ups (issue 5).
  {
    method: 'GET',
    path: '/api/webinars',
    area: 'platform',
    entry: 'webinars/handlers/list.ts',
    access: 'public',
  },
  // Intro videos loaded by ops (issue 16 point 4).
  {
    method: 'GET',
    path: '/api/videos',
    area: 'platform',
    entry: 'videos/handlers/list.ts',
    access: 'public',
  },
  // The Pro education portal: cards and previews for everyone, the full text for Pro and Elite.
  {
    method: 'GET',
    path: '/api/education/articles',
    area: 'platform',
    entry: 'education/handlers/list-articles.ts',
    access: 'public',
  },
  {
    method: 'GET',
    path: '/api/education/articles/{id}',
    area: 'platform',
    entry: 'education/handlers/get-article.ts',
    access: 'pro',
  },
  {
    method: 'GET',
    path: '/api/webinars/registrations',
    area: 'member',
    entry: 'webinars/handlers/registrations.ts',
    access: 'user',
  },
  {
    method: 'POST',
    path: '/api/webinars/registrations',
    area: 'member',
    entry: 'webinars/handlers/register.ts',
    access: 'user',
    rateLimit: { perIp: 30, windowSeconds: 600 },
    needs: ['mail'],
  },
  {
    method: 'DELETE',
    path: '/api/webinars/registrations/{webinarId}',
    area: 'member',
    entry: 'webinars/handlers/cancel.ts',
    access: 'user',
    rateLimit: { perIp: 30, windowSeconds: 600 },
  },
  // Elite area (issue 7): 1:1 consulting, masterclasses, priority support, exclusive deals.
  {
    method: 'GET',
    path: '/api/elite/bookings',
    area: 'elite',
    entry: 'elite/handlers/list-bookings.ts',
    access: 'elite',
    // An abandoned extra-session hold is settled on read: its charge looked up, emails sent.
    needs: ['mail', 'stripe', 'jobs'],
  },
  {
    method: 'POST',
    path: '/api/elite/bookings',
    area: 'elite',
    entry: 'elite/handlers/book.ts',
    access: 'elite',
    rateLimit: { perIp: 20, windowSeconds: 600 },
    needs: ['mail', 'stripe', 'jobs'],
  },
  {
    method: 'DELETE',
    path: '/api/elite/bookings/{bookingId}',
    area: 'elite',
    entry: 'elite/handlers/cancel-booking.ts',
    access: 'elite',
    rateLimit: { perIp: 20, windowSeconds: 600 },
    needs: ['mail', 'stripe', 'jobs'],
  },
  {
    method: 'GET',
    path: '/api/elite/availability',
    area: 'elite',
    entry: 'elite/handlers/availability.ts',
    access: 'elite',
    rateLimit: { perIp: 120, windowSeconds: 60 },
    needs: ['mail', 'stripe', 'jobs'], // settles abandoned holds on read, as GET /api/elite/bookings
  },
  {
    method: 'GET',
    path: '/api/elite/masterclasses',
    area: 'elite',
    entry: 'elite/handlers/list-masterclasses.ts',
    access: 'elite',
  },
  {
    method: 'PUT',
    path: '/api/elite/masterclasses/notify',
    area: 'elite',
    entry: 'elite/handlers/masterclass-notify.ts',
    access: 'elite',
    rateLimit: { perIp: 30, windowSeconds: 600 },
  },
  // The personalised portfolio analysis: asked for on /portafolio, written by a named consultant.
  {
    method: 'POST',
    path: '/api/elite/portfolio-analyses',
    area: 'elite',
    entry: 'portfolio-analysis/handlers/request-portfolio-analysis.ts',
    access: 'elite',
    rateLimit: { perIp: 10, windowSeconds: 3600 },
    needs: ['mail'],
  },
  {
    method: 'GET',
    path: '/api/elite/portfolio-analyses',
    area: 'elite',
    entry: 'portfolio-analysis/handlers/list-portfolio-analyses.ts',
    access: 'elite',
  },
  {
    method: 'GET',
    path: '/api/elite/portfolio-analyses/{id}/pdf',
    area: 'elite',
    entry: 'portfolio-analysis/handlers/portfolio-analysis-pdf.ts',
    access: 'elite',
    rateLimit: { perIp: 60, windowSeconds: 600 },
  },
  {
    method: 'GET',
    path: '/api/elite/support-channels',
    area: 'elite',
    entry: 'elite/handlers/support-channels.ts',
    access: 'elite',
  },
  {
    method: 'GET',
    path: '/api/elite/tickets',
    area: 'elite',
    entry: 'elite/handlers/list-tickets.ts',
    access: 'pro', // Pro's priority email support shares the store (issue 16)
  },
  {
    method: 'POST',
    path: '/api/elite/tickets',
    area: 'elite',
    entry: 'elite/handlers/create-ticket.ts',
    access: 'pro',
    rateLimit: { perIp: 10, windowSeconds: 600, inWrite: true },
    needs: ['mail'],
  },
  {
    method: 'GET',
    path: '/api/elite/deals',
    area: 'elite',
    entry: 'elite/handlers/list-offers.ts',
    access: 'elite',
    rateLimit: { perIp: 120, windowSeconds: 60 },
  },
  {
    method: 'POST',
    path: '/api/elite/interests',
    area: 'elite',
    entry: 'elite/handlers/register-interest.ts',
    access: 'elite',
    rateLimit: { perIp: 30, windowSeconds: 600 },
    needs: ['mail'],
  },
  {
    method: 'GET',
    path: '/api/elite/alerts',
    area: 'elite',
    entry: 'elite/handlers/list-alerts.ts',
    access: 'elite',
  },
  {
    method: 'POST',
    path: '/api/elite/alerts',
    area: 'elite',
    entry: 'elite/handlers/create-alert.ts',
    access: 'elite',
    rateLimit: { perIp: 30, windowSeconds: 600 },
  },
  {
    method: 'DELETE',
    path: '/api/elite/alerts/{alertId}',
    area: 'elite',
    entry: 'elite/handlers/delete-alert.ts',
    access: 'elite',
    rateLimit: { perIp: 30, windowSeconds: 600 },
  },
  // Red de inversionistas (issue 16): an opt-in directory of Elite members, relayed contact requests.
  {
    method: 'GET',
    path: '/api/elite/network/profile',
    area: 'elite',
    entry: 'elite/handlers/get-network-profile.ts',
    access: 'elite',
  },
  {
    method: 'PUT',
    path: '/api/elite/network/profile',
    area: 'elite',
    entry: 'elite/handlers/save-network-profile.ts',
    access: 'elite',
    rateLimit: { perIp: 30, windowSeconds: 600 },
  },
  {
    method: 'DELETE',
    path: '/api/elite/network/profile',
    area: 'elite',
    entry: 'elite/handlers/leave-network.ts',
    access: 'elite',
    rateLimit: { perIp: 30, windowSeconds: 600 },
  },
  {
    method: 'GET',
    path: '/api/elite/network/members',
    area: 'elite',
    entry: 'elite/handlers/list-network-members.ts',
    access: 'elite',
    rateLimit: { perIp: 120, windowSeconds: 60 },
  },
  {
    method: 'GET',
    path: '/api/elite/network/requests',
    area: 'elite',
    entry: 'elite/handlers/list-contact-requests.ts',
    access: 'elite',
  },
  {
    method: 'POST',
    path: '/api/elite/network/requests',
    area: 'elite',
    entry: 'elite/handlers/send-contact-request.ts',
    access: 'elite',
    rateLimit: { perIp: 30, windowSeconds: 600 },
    needs: ['mail'],
  },
  {
    method: 'POST',
    path: '/api/elite/network/requests/{id}',
    area: 'elite',
    entry: 'elite/handlers/answer-contact-request.ts',
    access: 'elite',
    rateLimit: { perIp: 60, windowSeconds: 600 },
    needs: ['mail'],
  },
  {
    method: 'POST',
    path: '/api/elite/network/blocks',
    area: 'elite',
    entry: 'elite/handlers/block-member.ts',
    access: 'elite',
    rateLimit: { perIp: 30, windowSeconds: 600 },
  },
  {
    method: 'POST',
    path: '/api/elite/network/reports',
    area: 'elite',
    entry: 'elite/handlers/report-member.ts',
    access: 'elite',
    rateLimit: { perIp: 10, windowSeconds: 600 },
  },
  // The loan file (issue 14): the document vault, the lender package, expert review, staff.
  {
    method: 'POST',
    path: '/api/vault/uploads',
    area: 'vault',
    entry: 'vault/handlers/start-upload.ts',
    access: 'pro',
    rateLimit: { perIp: 60, windowSeconds: 60 },
    needs: ['vault'],
  },
  {
    method: 'POST',
    path: '/api/vault/files/{id}/complete',
    area: 'vault',
    entry: 'vault/handlers/complete-upload.ts',
    access: 'pro',
    rateLimit: { perIp: 60, windowSeconds: 60 },
    needs: ['vault'],
  },
  {
    method: 'GET',
    path: '/api/vault/files',
    area: 'vault',
    entry: 'vault/handlers/list-files.ts',
    access: 'pro',
  },
  {
    method: 'GET',
    path: '/api/vault/files/{id}/download',
    area: 'vault',
    entry: 'vault/handlers/download-file.ts',
    access: 'pro',
    rateLimit: { perIp: 120, windowSeconds: 60 },
    needs: ['vault'],
  },
  {
    method: 'GET',
    path: '/api/vault/files/{id}/preview',
    area: 'vault',
    entry: 'vault/handlers/preview-file.ts',
    access: 'pro',
    rateLimit: { perIp: 120, windowSeconds: 60 },
    needs: ['vault'],
  },
  {
    method: 'PATCH',
    path: '/api/vault/files/{id}',
    area: 'vault',
    entry: 'vault/handlers/update-file.ts',
    access: 'pro',
    rateLimit: { perIp: 60, windowSeconds: 60 },
  },
  {
    method: 'DELETE',
    path: '/api/vault/files/{id}',
    area: 'vault',
    entry: 'vault/handlers/delete-file.ts',
    access: 'pro',
    rateLimit: { perIp: 60, windowSeconds: 60 },
    needs: ['vault'],
  },
  {
    method: 'POST',
    path: '/api/vault/reviews',
    area: 'vault',
    entry: 'vault/handlers/submit-review.ts',
    access: 'elite',
    rateLimit: { perIp: 10, windowSeconds: 600 },
  },
  {
    method: 'POST',
    path: '/api/vault/packages',
    area: 'vault',
    entry: 'vault/handlers/create-package.ts',
    access: 'pro',
    rateLimit: { perIp: 10, windowSeconds: 600 },
    needs: ['jobs'],
    throttle: { rateLimit: 10, burstLimit: 20 },
  },
  {
    method: 'GET',
    path: '/api/vault/packages/{id}/download',
    area: 'vault',
    entry: 'vault/handlers/download-package.ts',
    access: 'pro',
    rateLimit: { perIp: 60, windowSeconds: 60 },
    needs: ['vault-package'],
  },
  // Long work the member follows (a package, a data export): functions/jobs/.
  {
    method: 'GET',
    path: '/api/jobs/{id}',
    area: 'vault',
    entry: 'jobs/handlers/get-job.ts',
    access: 'user',
    rateLimit: { perIp: 120, windowSeconds: 60 },
  },
  {
    method: 'GET',
    path: '/api/jobs/{id}/download',
    area: 'vault',
    entry: 'jobs/handlers/download-job.ts',
    access: 'user',
    rateLimit: { perIp: 30, windowSeconds: 60 },
    needs: ['vault-package'],
  },
  {
    method: 'GET',
    path: '/api/staff/reviews',
    area: 'staff',
    entry: 'staff/handlers/list-reviews.ts',
    access: 'staff',
  },
  {
    method: 'GET',
    path: '/api/staff/reviews/{memberId}/{reviewId}',
    area: 'staff',
    entry: 'staff/handlers/get-review.ts',
    access: 'staff',
  },
  {
    method: 'GET',
    path: '/api/staff/reviews/{memberId}/{reviewId}/files/{fileId}',
    area: 'staff',
    entry: 'staff/handlers/open-file.ts',
    access: 'staff',
    rateLimit: { perIp: 240, windowSeconds: 60 },
    needs: ['vault-read'],
  },
  {
    method: 'PUT',
    path: '/api/staff/reviews/{memberId}/{reviewId}/files/{fileId}',
    area: 'staff',
    entry: 'staff/handlers/decide-file.ts',
    access: 'staff',
    rateLimit: { perIp: 240, windowSeconds: 60 },
    needs: ['mail'],
  },
  // Support tickets in the staff console (issue 16): Elite and Pro, answered by email and on the page.
  {
    method: 'GET',
    path: '/api/staff/tickets',
    area: 'staff',
    entry: 'staff/handlers/list-tickets.ts',
    access: 'staff',
  },
  {
    method: 'POST',
    path: '/api/staff/tickets/{id}/reply',
    area: 'staff',
    entry: 'staff/handlers/reply-ticket.ts',
    access: 'staff',
    rateLimit: { perIp: 120, windowSeconds: 60 },
    needs: ['mail'],
  },
  // Portfolio analyses in the staff console: the consultant reads the member's data and writes.
  {
    method: 'GET',
    path: '/api/staff/portfolio-analyses',
    area: 'staff',
    entry: 'staff/handlers/list-portfolio-analyses.ts',
    access: 'staff',
  },
  {
    method: 'GET',
    path: '/api/staff/portfolio-analyses/{memberId}/{id}',
    area: 'staff',
    entry: 'staff/handlers/get-portfolio-analysis.ts',
    access: 'staff',
    rateLimit: { perIp: 240, windowSeconds: 60 },
  },
  {
    method: 'POST',
    path: '/api/staff/portfolio-analyses/{memberId}/{id}/take',
    area: 'staff',
    entry: 'staff/handlers/take-portfolio-analysis.ts',
    access: 'staff',
    rateLimit: { perIp: 120, windowSeconds: 60 },
  },
  {
    method: 'PUT',
    path: '/api/staff/portfolio-analyses/{memberId}/{id}/report',
    area: 'staff',
    entry: 'staff/handlers/deliver-portfolio-analysis.ts',
    access: 'staff',
    rateLimit: { perIp: 60, windowSeconds: 60 },
    needs: ['mail'],
  },
  // The 1:1 sessions in the staff console: a staff member takes one as its named specialist.
  {
    method: 'GET',
    path: '/api/staff/consulting',
    area: 'staff',
    entry: 'staff/handlers/list-consulting.ts',
    access: 'staff',
  },
  {
    method: 'PUT',
    path: '/api/staff/consulting/{bookingId}/specialist',
    area: 'staff',
    entry: 'staff/handlers/take-consulting-session.ts',
    access: 'staff',
    rateLimit: { perIp: 120, windowSeconds: 60 },
    needs: ['mail'],
  },
  {
    method: 'GET',
    path: '/api/staff/network-reports',
    area: 'staff',
    entry: 'staff/handlers/list-network-reports.ts',
    access: 'staff',
  },
  // Lenders on the platform: staff verify and suspend them (docs/lender-portal.md).
  {
    method: 'GET',
    path: '/api/staff/lenders',
    area: 'staff',
    entry: 'staff/handlers/list-lenders.ts',
    access: 'staff',
  },
  {
    method: 'POST',
    path: '/api/staff/lenders',
    area: 'staff',
    entry: 'staff/handlers/verify-lender.ts',
    access: 'staff',
    rateLimit: { perIp: 30, windowSeconds: 600 },
  },
  {
    method: 'PATCH',
    path: '/api/staff/lenders/{id}',
    area: 'staff',
    entry: 'staff/handlers/set-lender-status.ts',
    access: 'staff',
    rateLimit: { perIp: 60, windowSeconds: 600 },
  },
  // ¿Califico? (issue 15): lender programs, the qualification engine, letters.
  {
    method: 'POST',
    path: '/api/qualify',
    area: 'lenders',
    entry: 'qualify/handlers/qualify.ts',
    access: 'pro',
    rateLimit: { perIp: 60, windowSeconds: 60 },
  },
  {
    method: 'GET',
    path: '/api/qualify/latest',
    area: 'lenders',
    entry: 'qualify/handlers/get-latest-qualification.ts',
    access: 'pro',
  },
  {
    method: 'GET',
    path: '/api/qualify/plans/{id}',
    area: 'lenders',
    entry: 'qualify/handlers/get-kept-plans.ts',
    access: 'pro',
  },
  {
    method: 'GET',
    path: '/api/lender-programs',
    area: 'lenders',
    entry: 'qualify/handlers/list-programs.ts',
    access: 'pro',
  },
  {
    method: 'GET',
    path: '/api/borrower-profile',
    area: 'lenders',
    entry: 'qualify/handlers/get-borrower-profile.ts',
    access: 'pro',
  },
  {
    method: 'PUT',
    path: '/api/borrower-profile',
    area: 'lenders',
    entry: 'qualify/handlers/save-borrower-profile.ts',
    access: 'pro',
    rateLimit: { perIp: 60, windowSeconds: 60 },
  },
  {
    method: 'POST',
    path: '/api/letters',
    area: 'lenders',
    entry: 'qualify/handlers/create-letter.ts',
    access: 'pro',
    rateLimit: { perIp: 30, windowSeconds: 600 },
    throttle: { rateLimit: 20, burstLimit: 40 },
  },
  {
    method: 'GET',
    path: '/api/letters/{id}',
    area: 'lenders',
    entry: 'qualify/handlers/get-letter.ts',
    access: 'pro',
    rateLimit: { perIp: 120, windowSeconds: 600 },
  },
  // Direct lender connections (Elite): the lender's read-only link is public, by its token.
  {
    method: 'POST',
    path: '/api/lender-connections',
    area: 'lenders',
    entry: 'qualify/handlers/create-connection.ts',
    access: 'elite',
    rateLimit: { perIp: 10, windowSeconds: 600 },
    needs: ['mail', 'jobs'],
    throttle: { rateLimit: 10, burstLimit: 20 },
  },
  {
    method: 'GET',
    path: '/api/lender-connections',
    area: 'lenders',
    entry: 'qualify/handlers/list-connections.ts',
    access: 'elite',
  },
  {
    method: 'DELETE',
    path: '/api/lender-connections/{id}',
    area: 'lenders',
    entry: 'qualify/handlers/revoke-connection.ts',
    access: 'elite',
    rateLimit: { perIp: 30, windowSeconds: 600 },
  },
  {
    method: 'GET',
    path: '/api/lender-links/{token}',
    area: 'lenders',
    entry: 'qualify/handlers/open-link.ts',
    access: 'public',
    rateLimit: { perIp: 30, windowSeconds: 60 },
  },
  {
    method: 'GET',
    path: '/api/lender-links/{token}/download',
    area: 'lenders',
    entry: 'qualify/handlers/download-link.ts',
    access: 'public',
    rateLimit: { perIp: 20, windowSeconds: 60 },
    needs: ['vault-package'],
  },
  // The lender portal (role lender, English): its organisation, its programs, its inbox.
  {
    method: 'GET',
    path: '/api/lender/organisation',
    area: 'lenders',
    entry: 'lenders/handlers/portal-get-organisation.ts',
    access: 'lender',
  },
  {
    method: 'PUT',
    path: '/api/lender/organisation',
    area: 'lenders',
    entry: 'lenders/handlers/portal-update-organisation.ts',
    access: 'lender',
    rateLimit: { perIp: 30, windowSeconds: 600 },
  },
  {
    method: 'GET',
    path: '/api/lender/programs',
    area: 'lenders',
    entry: 'lenders/handlers/portal-list-programs.ts',
    access: 'lender',
  },
  {
    method: 'POST',
    path: '/api/lender/programs',
    area: 'lenders',
    entry: 'lenders/handlers/portal-create-program.ts',
    access: 'lender',
    rateLimit: { perIp: 60, windowSeconds: 600 },
  },
  {
    method: 'PUT',
    path: '/api/lender/programs/{id}',
    area: 'lenders',
    entry: 'lenders/handlers/portal-update-program.ts',
    access: 'lender',
    rateLimit: { perIp: 120, windowSeconds: 600 },
  },
  {
    method: 'DELETE',
    path: '/api/lender/programs/{id}',
    area: 'lenders',
    entry: 'lenders/handlers/portal-delete-program.ts',
    access: 'lender',
    rateLimit: { perIp: 60, windowSeconds: 600 },
  },
  {
    method: 'GET',
    path: '/api/lender/connections',
    area: 'lenders',
    entry: 'lenders/handlers/portal-list-connections.ts',
    access: 'lender',
  },
  {
    method: 'POST',
    path: '/api/lender/connections/{id}/responses',
    area: 'lenders',
    entry: 'lenders/handlers/portal-respond.ts',
    access: 'lender',
    rateLimit: { perIp: 60, windowSeconds: 600 },
    needs: ['mail', 'jobs'],
  },
  {
    method: 'GET',
    path: '/api/lender/connections/{id}/download',
    area: 'lenders',
    entry: 'lenders/handlers/portal-download-package.ts',
    access: 'lender',
    rateLimit: { perIp: 30, windowSeconds: 60 },
    needs: ['vault-package'],
  },
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
      try {
        params[w.slice(1, -1)] = decodeURIComponent(g);
      } catch {
        return undefined;
      }
    } else if (w !== g) return undefined;
  }
  return params;
}

/** The Lambda timeout a route runs under: its area's. */
export function routeTimeoutSeconds(route: Pick<RouteEntry, 'area'>): number {
  return AREAS[route.area].timeoutSeconds;
}
