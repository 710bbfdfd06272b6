import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import { parseCookie } from 'cookie';
import * as z from 'zod';
import { AREAS, ROUTES, routeKey, type RouteEntry, type RouteKey } from '../routes.ts';
import { authorize, type Caller } from './access.ts';
import { rateLimitKey, viewerAddress } from './client-ip.ts';
import { siteOrigin } from './config.ts';
import { isUnavailableError } from './db.ts';
import {
  badRequest,
  forbidden,
  HttpError,
  notFound,
  payloadTooLarge,
  unauthorized,
  unsupportedMediaType,
} from './errors.ts';
import { logger, userHash } from './logger.ts';
import { fromOurEdge } from './origin-verify.ts';
import { RequestCount } from './rate-limit.ts';
import type { TransactItem } from './transactions.ts';
import { securityEvent } from './security-log.ts';
import { asTableWriter } from './table-writes.ts';
import { SecretUnavailable } from './secrets.ts';
import { inEnglish, MESSAGES, spanishFallback } from '../../shared/messages.ts';
import { ORIGIN_VERIFY_HEADER, VIEWER_IP_HEADER } from '../../shared/security-headers.ts';

// zod's own texts are English ("Invalid input: expected string, received undefined"): an issue
// whose schema names no message of its own gets the generic Spanish one. The schemas' texts (the
// spec's) always come first; only the Lambda side (every handler goes through this module) is set.
z.config({ customError: spanishFallback(MESSAGES.invalidInput) });

/** Largest request body accepted (bytes); larger answers 413 before any parsing. */
const MAX_BODY_BYTES = 64 * 1024;
/** Raw-body routes (Stripe's webhook) take whole events, which can exceed a form's size. */
const MAX_RAW_BODY_BYTES = 512 * 1024;

export interface ApiRequest {
  event: APIGatewayProxyEventV2;
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  headers: Record<string, string>;
  cookies: Record<string, string>;
  /** Parsed JSON body (undefined when empty); raw text for rawBody routes. */
  body: unknown;
  rawBody: string;
  /** The viewer's address (CloudFront's, never the client's say; IPv4-mapped IPv6 as IPv4). */
  sourceIp: string;
  /** Who per-IP limits count: the address, or its /64 for IPv6 (commons/client-ip.ts). */
  clientKey: string;
  /** The signed-in caller; always set on user/pro/elite routes. */
  caller: Caller | undefined;
  /**
   * On routes whose rate limit is counted in their write (routes.ts `rateLimit.inWrite`): the
   * transaction item that counts this request, for the route's one transaction to carry.
   */
  requestCount?: () => TransactItem;
}

export interface ApiResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Set-Cookie values. */
  cookies?: string[];
  /** A file instead of JSON (a letter's PDF): sent base64-encoded, as API Gateway expects. */
  file?: { contentType: string; fileName: string; data: Buffer };
}

export type Handler = (
  event: APIGatewayProxyEventV2,
  context?: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

/**
 * 302 to a presigned URL (a vault download): the browser navigates there, so the file never
 * passes through the function; the body carries the same URL for clients that read JSON.
 */
export function redirectTo(url: string): ApiResponse {
  return { status: 302, headers: { location: url }, body: { url } };
}

/** Caller with a guaranteed user (for user/pro/elite routes). */
export function requireCaller(req: ApiRequest): Caller {
  if (!req.caller) throw unauthorized(MESSAGES.unauthenticated);
  return req.caller;
}

/**
 * Wrap a domain function as the Lambda handler of one route-table entry: CSRF rules, body limits
 * and parsing, rate limit, access by plan, and the one mapping of errors to JSON in Spanish.
 */
export function route(key: RouteKey, fn: (req: ApiRequest) => Promise<ApiResponse>): Handler {
  const entry: RouteEntry | undefined = ROUTES.find((r) => routeKey(r) === key);
  if (!entry) throw new Error(`Route ${key} is not in the route table`);
  return async (event) => {
    const started = Date.now();
    // Every line this request logs carries its id (the access log's and X-Ray's) and, once the
    // caller is known, a hash of who it is (commons/logger.ts userHash).
    logger.resetKeys();
    logger.appendKeys({ requestId: event.requestContext.requestId });
    // Its table writes are its area's (the role's dynamodb:LeadingKeys in AWS).
    const result = await asTableWriter(entry.area, AREAS[entry.area].writes, () =>
      handle(entry, key, fn, event),
    );
    logAccess(event, key, result.statusCode ?? 200, Date.now() - started);
    return result;
  };
}

async function handle(
  entry: RouteEntry,
  key: RouteKey,
  fn: (req: ApiRequest) => Promise<ApiResponse>,
  event: APIGatewayProxyEventV2,
): Promise<APIGatewayProxyStructuredResultV2> {
  try {
    const req = await buildRequest(entry, event);
    const result = await answer(entry, key, fn, req);
    if (result.file) return fileResult(result.status ?? 200, result.file, result.headers);
    return toResult(result.status ?? 200, result.body, result.headers, result.cookies);
  } catch (error) {
    const result = errorResult(error, key);
    return entry.access === 'lender' ? inEnglishResult(result) : result;
  }
}

/** A lender route's error in English: the shared messages translated (lenders read English). */
function inEnglishResult(
  result: APIGatewayProxyStructuredResultV2,
): APIGatewayProxyStructuredResultV2 {
  const body = JSON.parse(String(result.body || '{}')) as { message?: unknown };
  if (typeof body.message !== 'string') return result;
  return { ...result, body: JSON.stringify({ ...body, message: inEnglish(body.message) }) };
}

/** Rate limit, access and the route itself, for a request that passed the edge checks. */
async function answer(
  entry: RouteEntry,
  key: RouteKey,
  fn: (req: ApiRequest) => Promise<ApiResponse>,
  req: ApiRequest,
): Promise<ApiResponse> {
  const limit = entry.rateLimit;
  const count =
    limit && new RequestCount(`route:${key}`, req.clientKey, limit.perIp, limit.windowSeconds);
  // A route that answers with one write carries its count in that write (rate-limit.ts).
  const carried = limit?.inWrite ? count : undefined;
  if (carried) req.requestCount = () => carried.item();
  // The count's 429 is logged; the route's own errors pass through as they are.
  const counting = (work: Promise<void>) =>
    work.catch((error: unknown) => {
      if (error instanceof HttpError && error.status === 429) {
        securityEvent('rate-limit.exceeded', { route: key, client: req.clientKey });
      }
      throw error;
    });
  // Past its limit a request is refused before anything else is read for it.
  if (count && !carried) await counting(count.consume());
  let result: ApiResponse;
  try {
    req.caller = await authorize(entry.access, req.cookies);
    if (req.caller) logger.appendKeys({ user: userHash(req.caller.userId) });
    refuseOversizedParams(req.params);
    result = await fn(req);
  } catch (error) {
    if (carried) await counting(carried.settle(error));
    throw error;
  }
  if (carried) await counting(carried.settle());
  return result;
}

/**
 * One access line per request, with the viewer's address as CloudFront saw it: API Gateway's own
 * access log can only name the CloudFront edge that connected ($context.identity.sourceIp), so
 * this line (same requestId) is where an incident finds the viewer.
 */
function logAccess(
  event: APIGatewayProxyEventV2,
  key: RouteKey,
  status: number,
  latencyMs: number,
): void {
  const header = Object.entries(event.headers ?? {}).find(
    ([name]) => name.toLowerCase() === VIEWER_IP_HEADER,
  )?.[1];
  logger.info('access', {
    route: key,
    status,
    latencyMs,
    viewerIp: viewerAddress(header) ?? viewerAddress(event.requestContext.http.sourceIp),
  });
}

async function buildRequest(entry: RouteEntry, event: APIGatewayProxyEventV2): Promise<ApiRequest> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(event.headers ?? {})) {
    if (value !== undefined) headers[name.toLowerCase()] = value;
  }
  // Before anything else: a direct call learns nothing, not even a body-size limit.
  if (!(await fromOurEdge(headers[ORIGIN_VERIFY_HEADER]))) throw forbidden(MESSAGES.directAccess);
  // The edge's viewer address when it is one (a forged or garbage value falls back to the
  // connection's own, which behind CloudFront is the edge's).
  const sourceIp =
    viewerAddress(headers[VIEWER_IP_HEADER]) ??
    viewerAddress(event.requestContext.http.sourceIp) ??
    'unknown';
  const clientKey = rateLimitKey(sourceIp) ?? sourceIp;
  const method = event.requestContext.http.method.toUpperCase();
  const rawBody = decodeBody(event);
  const limit = entry.rawBody ? MAX_RAW_BODY_BYTES : MAX_BODY_BYTES;
  if (Buffer.byteLength(rawBody) > limit) throw payloadTooLarge(MESSAGES.bodyTooLarge);

  let body: unknown;
  if (entry.rawBody) {
    body = rawBody;
  } else {
    if (method !== 'GET' && method !== 'HEAD') {
      // CSRF (docs/security.md): an Origin, when present, must be the site's own; bodies: JSON.
      const origin = headers.origin;
      if (origin !== undefined && origin !== siteOrigin()) {
        securityEvent('origin.refused', {
          route: routeKey(entry),
          reason: `origin ${origin.slice(0, 100)}`,
          client: clientKey,
        });
        throw forbidden(MESSAGES.foreignOrigin);
      }
      if (rawBody.length > 0 && !isJson(headers['content-type'])) {
        throw unsupportedMediaType(MESSAGES.jsonRequired);
      }
    }
    if (rawBody.length > 0) {
      try {
        body = JSON.parse(rawBody);
      } catch {
        throw badRequest(MESSAGES.invalidJson);
      }
    }
  }

  return {
    event,
    method,
    path: event.rawPath,
    params: (event.pathParameters ?? {}) as Record<string, string>,
    query: new URLSearchParams(event.rawQueryString ?? ''),
    headers,
    cookies: parseCookies(event.cookies ?? []),
    body,
    rawBody,
    sourceIp,
    clientKey,
    caller: undefined,
  };
}

/**
 * Longest path parameter a route reads. Every one is an id or a token of at most ~80 characters
 * that ends up in a DynamoDB key, and a key over DynamoDB's limit (1,024 bytes for a sort key) is
 * refused with a ValidationException, which would answer 500. Anything longer names nothing that
 * exists: 404, before any handler reads it (the route fuzz sends such ids).
 */
const MAX_PATH_PARAM_LENGTH = 200;

function refuseOversizedParams(params: Record<string, string>): void {
  for (const value of Object.values(params)) {
    if (value.length > MAX_PATH_PARAM_LENGTH) throw notFound();
  }
}

function decodeBody(event: APIGatewayProxyEventV2): string {
  if (!event.body) return '';
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}

function isJson(contentType: string | undefined): boolean {
  return /^application\/([\w.+-]+\+)?json\b/i.test(contentType?.trim() ?? '');
}

/**
 * HTTP API v2 passes cookies as an array of `name=value` strings; each is parsed by `cookie`,
 * values kept as sent (no URI decoding), the first of a repeated name winning.
 */
function parseCookies(list: string[]): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const header of list) {
    for (const [name, value] of Object.entries(parseCookie(header, { decode: (v) => v }))) {
      // `in` also refuses names like __proto__, which would otherwise reach the prototype.
      if (name && value !== undefined && !(name in cookies)) cookies[name] = value;
    }
  }
  return cookies;
}

function toResult(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
  cookies: string[] = [],
): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...headers,
    },
    cookies,
    body: body === undefined ? '' : JSON.stringify(body),
  };
}

function fileResult(
  status: number,
  file: NonNullable<ApiResponse['file']>,
  headers: Record<string, string> = {},
): APIGatewayProxyStructuredResultV2 {
  // The name is ours (ASCII, no quotes), never the member's text.
  return {
    statusCode: status,
    headers: {
      'content-type': file.contentType,
      'content-disposition': `attachment; filename="${file.fileName}"`,
      'cache-control': 'no-store',
      ...headers,
    },
    body: file.data.toString('base64'),
    isBase64Encoded: true,
  };
}

/** The one place errors become HTTP: typed errors keep their status; nothing internal leaks. */
export function errorResult(error: unknown, key: string): APIGatewayProxyStructuredResultV2 {
  if (error instanceof HttpError) {
    return toResult(error.status, { message: error.message }, error.headers);
  }
  if (error instanceof z.ZodError) {
    return toResult(400, { message: error.issues[0]?.message ?? MESSAGES.invalidInput });
  }
  if (isUnavailableError(error) || error instanceof SecretUnavailable) {
    logger.error('dependency unavailable', { route: key, error: error as Error });
    return toResult(503, { message: MESSAGES.unavailable }, { 'retry-after': '5' });
  }
  logger.error('unhandled error', { route: key, error: error as Error });
  return toResult(500, { message: MESSAGES.internal });
}
