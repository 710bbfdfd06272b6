import type { Access } from '../shared/plans.ts';

/**
 * The shape of an entry of the route table. Each domain lists its routes in
 * functions/<domain>/routes.ts against this type; functions/routes.ts joins the lists and checks
 * every `area` against AREAS (kept out of here so that a domain's list imports nothing that
 * imports it back).
 */

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

export interface RouteEntry<A extends string = string> {
  method: Method;
  /** API Gateway path, with {name} parameters. */
  path: string;
  /** The Lambda that serves it (AREAS in functions/routes.ts, checked where the lists are joined). */
  area: A;
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
