import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { unmatchedResult } from '../../functions/platform/handlers/not-found.ts';
import { matchRoute, ROUTES, type RouteEntry } from '../../functions/routes.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { securityHeaders, VIEWER_IP_HEADER } from '../../shared/security-headers.ts';
import { pageHtmlFile } from '../../shared/page-html.ts';

/**
 * The headers CloudFront sends, with the S3 emulator as the vault's upload origin (as the bucket's
 * origin is in AWS). Read when first needed: `npm start` sets S3_ENDPOINT once the emulator runs.
 */
let localHeaders: { endpoint: string | undefined; headers: Readonly<Record<string, string>> };
export function localSecurityHeaders(): Readonly<Record<string, string>> {
  const endpoint = process.env.S3_ENDPOINT || undefined;
  if (localHeaders?.endpoint !== endpoint) {
    localHeaders = {
      endpoint,
      headers: securityHeaders(endpoint ? new URL(endpoint).origin : undefined),
    };
  }
  return localHeaders.headers;
}

/** Lambda's synchronous payload limit; larger bodies are refused before any handler runs. */
const MAX_EVENT_BODY_BYTES = 6 * 1024 * 1024;
const FUNCTIONS_DIR = path.resolve(import.meta.dirname, '../../functions');

type LambdaHandler = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;
const handlers = new Map<string, Promise<LambdaHandler>>();

/** Import a route's handler module once (as Lambda keeps a warm container). */
function loadHandler(route: RouteEntry): Promise<LambdaHandler> {
  let loaded = handlers.get(route.entry);
  if (!loaded) {
    const url = pathToFileURL(path.join(FUNCTIONS_DIR, route.entry)).href;
    loaded = import(url).then((mod: { handler?: LambdaHandler }) => {
      if (typeof mod.handler !== 'function') throw new Error(`${route.entry} exports no handler`);
      return mod.handler;
    });
    handlers.set(route.entry, loaded);
  }
  return loaded;
}

/**
 * Import every route's handler before serving, as each area's Lambda imports all of its handlers
 * when it starts: the first request of a route then costs what it costs in AWS, not a module
 * transpile (which, under load, made a first checkout wait over 10 s). Returns how many modules.
 */
export async function preloadHandlers(): Promise<number> {
  const entries = new Map(ROUTES.map((route) => [route.entry, route]));
  for (const route of entries.values()) await loadHandler(route);
  return entries.size;
}

const TEXT_TYPES = /^(application\/(json|[\w.+-]+\+json|x-www-form-urlencoded|xml)|text\/)/i;

/** The request as API Gateway HTTP API (payload 2.0) hands it to Lambda. */
export function toEvent(
  req: IncomingMessage,
  url: URL,
  body: Buffer,
  route: RouteEntry | undefined,
  params: Record<string, string>,
): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === 'cookie') continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  // As CloudFront's viewer-request function does: the client cannot choose its own address.
  headers[VIEWER_IP_HEADER] = normalizeIp(req.socket.remoteAddress);
  const cookieHeader = req.headers.cookie;
  const cookies = cookieHeader
    ? cookieHeader
        .split(';')
        .map((c) => c.trim())
        .filter(Boolean)
    : undefined;
  const rawQueryString = url.search.startsWith('?') ? url.search.slice(1) : '';
  const queryStringParameters: Record<string, string> = {};
  for (const [k, v] of url.searchParams) {
    queryStringParameters[k] = k in queryStringParameters ? `${queryStringParameters[k]},${v}` : v;
  }
  const method = (req.method ?? 'GET').toUpperCase();
  const isText = TEXT_TYPES.test(headers['content-type'] ?? 'text/plain');
  const now = new Date();
  const routeKey = route ? `${route.method} ${route.path}` : '$default';
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString,
    cookies,
    headers,
    queryStringParameters: rawQueryString ? queryStringParameters : undefined,
    pathParameters: Object.keys(params).length > 0 ? params : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method,
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: normalizeIp(req.socket.remoteAddress),
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    body: body.length > 0 ? (isText ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !isText,
  };
}

function normalizeIp(ip: string | undefined): string {
  if (!ip) return '127.0.0.1';
  return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
}

function readBody(req: IncomingMessage): Promise<Buffer | 'too-large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_EVENT_BODY_BYTES) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(tooLarge ? 'too-large' : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, {
    ...localSecurityHeaders(),
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(JSON.stringify(body));
}

async function handleApi(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  routes: readonly RouteEntry[],
) {
  const method = (req.method ?? 'GET').toUpperCase();
  const match = matchRoute(method, url.pathname, routes);
  if (!match || !('route' in match)) {
    const unmatched = unmatchedResult(method, url.pathname, routes);
    return sendJson(res, unmatched.statusCode!, JSON.parse(unmatched.body!), {
      ...(unmatched.headers as Record<string, string>),
    });
  }
  const body = await readBody(req);
  if (body === 'too-large') return sendJson(res, 413, { message: MESSAGES.bodyTooLarge });
  const event = toEvent(req, url, body, match.route, match.params);
  let result: APIGatewayProxyStructuredResultV2;
  try {
    result = await (await loadHandler(match.route))(event);
  } catch (error) {
    // A handler must never throw (route() maps every error); this is the runtime's last guard.
    console.error(`Handler ${match.route.entry} threw:`, error);
    return sendJson(res, 500, { message: MESSAGES.internal });
  }
  const headers: Record<string, string | string[]> = { ...localSecurityHeaders() };
  for (const [k, v] of Object.entries(result.headers ?? {})) headers[k.toLowerCase()] = String(v);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  res.writeHead(result.statusCode ?? 200, headers);
  const payload = result.body ?? '';
  res.end(result.isBase64Encoded ? Buffer.from(payload, 'base64') : payload);
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.ics': 'text/calendar; charset=utf-8',
  '.webm': 'video/webm',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt']);

interface StaticFile {
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  type: string;
}
const staticCache = new Map<string, StaticFile>();

async function loadStatic(file: string): Promise<StaticFile | undefined> {
  const cached = staticCache.get(file);
  if (cached) return cached;
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return undefined;
  const body = await readFile(file);
  const ext = path.extname(file).toLowerCase();
  const entry: StaticFile = { body, type: CONTENT_TYPES[ext] ?? 'application/octet-stream' };
  if (COMPRESSIBLE.has(ext) && body.length > 512) {
    entry.gzip = gzipSync(body, { level: 9 });
    entry.br = brotliCompressSync(body);
  }
  staticCache.set(file, entry);
  return entry;
}

/**
 * web/dist, with SPA fallback for extension-less paths as the CloudFront Function does: a page's own
 * HTML (web/build/page-html.ts) when it has one, otherwise index.html.
 */
async function handleStatic(req: IncomingMessage, res: ServerResponse, url: URL, distDir: string) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...localSecurityHeaders(), allow: 'GET, HEAD' });
    return res.end();
  }
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    pathname = '/';
  }
  const resolved = path.resolve(distDir, `.${path.posix.normalize(pathname)}`);
  const inside = resolved === distDir || resolved.startsWith(distDir + path.sep);
  let file = inside ? await loadStatic(resolved) : undefined;
  let isIndex = false;
  if (!file && !path.extname(pathname)) {
    // A page of the route table has its own HTML (its preload hints); any other app path index.html.
    const page = pageHtmlFile(pathname);
    file =
      (page && (await loadStatic(path.join(distDir, page)))) ||
      (await loadStatic(path.join(distDir, 'index.html')));
    isIndex = true;
  }
  if (!file) {
    res.writeHead(404, { ...localSecurityHeaders(), 'content-type': 'text/plain; charset=utf-8' });
    return res.end(MESSAGES.notFound);
  }
  isIndex ||= resolved.endsWith('index.html');
  const headers: Record<string, string> = {
    ...localSecurityHeaders(),
    'content-type': file.type,
    'cache-control':
      !isIndex && pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    vary: 'accept-encoding',
  };
  const accept = String(req.headers['accept-encoding'] ?? '');
  let body = file.body;
  if (file.br && /\bbr\b/.test(accept)) {
    body = file.br;
    headers['content-encoding'] = 'br';
  } else if (file.gzip && /\bgzip\b/.test(accept)) {
    body = file.gzip;
    headers['content-encoding'] = 'gzip';
  }
  headers['content-length'] = String(body.length);
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

export interface LocalServerOptions {
  /** Built web app to serve; omitted for the API-only server behind Vite in dev. */
  distDir?: string;
  routes?: readonly RouteEntry[];
}

/** One origin: /api/* to the Lambda handlers through the route table, the rest from web/dist. */
export function createLocalServer(options: LocalServerOptions = {}): http.Server {
  const distDir = options.distDir ? path.resolve(options.distDir) : undefined;
  const routes = options.routes ?? ROUTES;
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const work =
      url.pathname === '/api' || url.pathname.startsWith('/api/')
        ? handleApi(req, res, url, routes)
        : distDir
          ? handleStatic(req, res, url, distDir)
          : Promise.resolve(sendJson(res, 404, { message: MESSAGES.notFound }));
    work.catch((error: unknown) => {
      console.error('Local server error:', error);
      if (!res.headersSent) sendJson(res, 500, { message: MESSAGES.internal });
      else res.end();
    });
  });
}
