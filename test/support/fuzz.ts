/**
 * Building blocks of the API fuzz (test/integration/fuzz.test.ts): fast-check arbitraries for the
 * parts of an HTTP API v2 event, the check that a refusal is a Spanish JSON message, and a table
 * snapshot to prove a refused request wrote nothing.
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import fc from 'fast-check';
import { db, dynamo, tableName } from '../../functions/commons/db.ts';
import { TEST_SITE_URL } from '../setup/ports.ts';
import { apiEvent } from './events.ts';

/* ── Bodies ──────────────────────────────────────────────────────────────── */

/** What the event carries as its body. */
export type FuzzBody =
  | { kind: 'none' }
  | { kind: 'text'; text: string }
  | { kind: 'base64'; text: string }
  /** Not valid base64 at all, flagged as base64. */
  | { kind: 'base64-garbage'; data: string };

const ABSENT = Symbol('absent');

/** Values that do not belong in any field: wrong types, edge numbers, huge and odd text. */
export const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -0,
    -1,
    1.5,
    -1e308,
    1e308,
    2 ** 53 + 2,
    Number.MIN_VALUE,
    '',
    ' ',
    'NaN',
    'Infinity',
    '-1',
    '1e309',
    '0x10',
    '\u0000',
    '\uFEFF',
    '\u202E',
    '<script>alert(1)</script>',
    '../../../etc/passwd',
    '__proto__',
    'constructor',
    "' OR 1=1 --",
    '${jndi:ldap://x}',
    'x'.repeat(5_000),
    'é'.repeat(3_000),
    '😀'.repeat(1_000),
    [],
    {},
    [null],
    { __proto__: null },
  ),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  // lone surrogates and any code unit
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Keys a body should not have. */
const extraKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'pk',
    'sk',
    'userId',
    'plan',
  ),
  fc.string({ maxLength: 12 }),
);

/**
 * Bodies shaped like `seed` (a valid example of the route's schema) with fields kept, mutated
 * recursively, replaced by weird values or left out, and extra keys added.
 */
export function shaped(seed: unknown, depth = 0): fc.Arbitrary<unknown> {
  if (seed !== null && typeof seed === 'object' && !Array.isArray(seed) && depth < 4) {
    const fields: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [key, value] of Object.entries(seed)) {
      fields[key] = fc.oneof(
        { arbitrary: shaped(value, depth + 1), weight: 6 },
        { arbitrary: weirdValue, weight: 1 },
        { arbitrary: fc.constant(ABSENT), weight: 1 },
      );
    }
    return fc
      .tuple(fc.record(fields), fc.dictionary(extraKey, weirdValue, { maxKeys: 2 }))
      .map(([record, extra]) => {
        const out: Record<string, unknown> = {};
        for (const [k, v] of Object.entries(extra)) {
          Object.defineProperty(out, k, { value: v, enumerable: true, writable: true });
        }
        for (const [k, v] of Object.entries(record)) {
          if (v !== ABSENT) {
            Object.defineProperty(out, k, { value: v, enumerable: true, writable: true });
          }
        }
        return out;
      });
  }
  if (Array.isArray(seed) && seed.length > 0 && depth < 4) {
    return fc.oneof(
      { arbitrary: fc.constant(seed), weight: 3 },
      { arbitrary: fc.array(shaped(seed[0], depth + 1), { maxLength: 3 }), weight: 2 },
      { arbitrary: fc.array(weirdValue, { maxLength: 3 }), weight: 1 },
      { arbitrary: fc.constant(Array.from({ length: 2_000 }, () => seed[0])), weight: 1 },
    );
  }
  return fc.oneof(
    { arbitrary: fc.constant(seed), weight: 3 },
    { arbitrary: weirdValue, weight: 1 },
  );
}

/** Raw text nested `depth` levels deep: arrays, objects, or both. */
export function nestedJson(depth: number, style: 'array' | 'object' | 'mixed'): string {
  if (style === 'array') return '['.repeat(depth) + ']'.repeat(depth);
  if (style === 'object') return '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
  return '{"a":['.repeat(depth) + '1' + ']}'.repeat(depth);
}

const deepBody: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom(100, 1_000, 5_000, 10_000, 20_000),
    fc.constantFrom<'array' | 'object' | 'mixed'>('array', 'object', 'mixed'),
  )
  .map(([depth, style]) => nestedJson(depth, style));

const invalidJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    '{"a":1,}',
    "{'a':1}",
    'NaN',
    'undefined',
    '\uFEFF{}',
    '{"a":1}{"b":2}',
    '[1,2',
    '{"a":"\\x41"}',
    '{"a":"\u0000"}',
    '--',
    ' ',
  ),
  fc.string({ maxLength: 60 }),
  fc.json({ maxDepth: 2 }).map((text) => text.slice(0, Math.max(1, text.length - 1))),
);

const hugeBody: fc.Arbitrary<string> = fc.constantFrom(
  JSON.stringify({ a: 'x'.repeat(64 * 1024) }),
  // under 64 K characters but over 64 KB in UTF-8
  JSON.stringify({ a: 'é'.repeat(40_000) }),
  JSON.stringify(Array.from({ length: 20_000 }, (_, i) => i)),
  ' '.repeat(70_000),
  'x'.repeat(700_000),
);

/** Every kind of body the fuzz sends; `seed` is a valid example of the route's body, if any. */
export function fuzzBody(seed: unknown): fc.Arbitrary<FuzzBody> {
  const text = (arb: fc.Arbitrary<string>) => arb.map((t): FuzzBody => ({ kind: 'text', text: t }));
  const json = (arb: fc.Arbitrary<unknown>) => text(arb.map((v) => JSON.stringify(v) ?? 'null'));
  return fc.oneof(
    { arbitrary: fc.constant<FuzzBody>({ kind: 'none' }), weight: 1 },
    { arbitrary: text(fc.constant('')), weight: 1 },
    { arbitrary: json(fc.constant(seed ?? {})), weight: 2 },
    { arbitrary: json(shaped(seed ?? {})), weight: 8 },
    { arbitrary: text(fc.json({ maxDepth: 3 })), weight: 2 },
    { arbitrary: json(fc.jsonValue({ maxDepth: 3 })), weight: 1 },
    { arbitrary: text(deepBody), weight: 1 },
    { arbitrary: text(invalidJson), weight: 2 },
    { arbitrary: text(hugeBody), weight: 1 },
    {
      arbitrary: json(shaped(seed ?? {})).map((b): FuzzBody => ({
        kind: 'base64',
        text: b.kind === 'text' ? b.text : '',
      })),
      weight: 1,
    },
    {
      arbitrary: fc
        .string({ maxLength: 40 })
        .map((data): FuzzBody => ({ kind: 'base64-garbage', data })),
      weight: 1,
    },
  );
}

/* ── Headers, cookies, query strings, path parameters ────────────────────── */

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  ' application/json ',
  'application/vnd.api+json',
  'application/jsonp',
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  '',
  '*/*',
];

/** undefined = no such header. */
export const contentType: fc.Arbitrary<string | undefined> = fc.oneof(
  { arbitrary: fc.constantFrom(...CONTENT_TYPES.slice(0, 5)), weight: 12 },
  { arbitrary: fc.constantFrom(...CONTENT_TYPES.slice(5)), weight: 2 },
  { arbitrary: fc.constant(undefined), weight: 1 },
  { arbitrary: fc.string({ maxLength: 30 }), weight: 1 },
  { arbitrary: fc.constant(`application/json; ${'x'.repeat(10_000)}`), weight: 1 },
);

export const origin: fc.Arbitrary<string | undefined> = fc.oneof(
  { arbitrary: fc.constant(undefined), weight: 6 },
  { arbitrary: fc.constant(new URL(TEST_SITE_URL).origin), weight: 6 },
  {
    arbitrary: fc.constantFrom(
      'https://evil.example',
      'null',
      `${TEST_SITE_URL}.evil.example`,
      `${TEST_SITE_URL}/`,
      TEST_SITE_URL.toUpperCase(),
      '',
      'x'.repeat(10_000),
    ),
    weight: 2,
  },
  { arbitrary: fc.string({ maxLength: 30 }), weight: 1 },
);

const headerName = fc.stringMatching(/^[a-z][a-z0-9-]{0,20}$/);
export const extraHeaders: fc.Arbitrary<Record<string, string>> = fc.dictionary(
  fc.oneof(
    fc.constantFrom(
      'accept',
      'accept-language',
      'authorization',
      'x-forwarded-for',
      'user-agent',
      'content-length',
      'cookie',
      'stripe-signature',
      'host',
    ),
    headerName,
  ),
  fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.constant('x'.repeat(16_000)),
    fc.constant('t=1,v1=abc'),
    fc.constant('Bearer x'),
  ),
  { maxKeys: 3 },
);

/**
 * Cookie lists: none, garbage, a garbage or oversized `sid`, or a real session (given as
 * `name=value` strings), alone or among others; `preferred` (the session the route needs) is the
 * most frequent, so most runs get past access and reach validation.
 */
export function cookies(
  sessions: readonly string[],
  preferred?: string,
): fc.Arbitrary<string[] | undefined> {
  const options: fc.Arbitrary<string[] | undefined>[] = [
    fc.constant(undefined),
    fc.constant([]),
    fc.string({ maxLength: 40 }).map((s) => [`sid=${s}`]),
    fc.constantFrom(
      ['sid=' + 'a'.repeat(129)],
      ['sid=' + 'a'.repeat(10_000)],
      ['sid='],
      ['sid'],
      ['=sid'],
      [';;;'],
      ['sid=%00'],
      ['__Host-sid=abc'],
    ),
    fc.array(fc.string({ maxLength: 30 }), { maxLength: 3 }),
  ];
  if (sessions.length > 0) {
    const session = fc.constantFrom(...sessions);
    options.push(
      session.map((c) => [c]),
      session.map((c) => [c]),
      fc
        .tuple(session, fc.string({ maxLength: 20 }))
        .map(([c, garbage]) => [`${garbage}; ${c}`, 'sid=other']),
    );
  }
  if (preferred === undefined) return fc.oneof(...options);
  return fc.oneof(
    { arbitrary: fc.constant(preferred).map((c) => [c]), weight: 3 },
    { arbitrary: fc.oneof(...options), weight: 2 },
  );
}

/** Query strings: none, garbage text, random pairs among the given keys, or huge. */
export function queryString(keys: readonly string[]): fc.Arbitrary<string> {
  const key = fc.oneof(
    fc.constantFrom(...keys, '__proto__', 'constructor', 'toString'),
    fc.string({ maxLength: 10 }),
  );
  const value = fc.oneof(
    fc.string({ maxLength: 20 }),
    fc.string({ unit: 'grapheme', maxLength: 20 }),
    fc.constantFrom('', 'NaN', '-1', '1e309', '2027-01-15', '77008', 'TX', 'x'.repeat(5_000)),
  );
  return fc.oneof(
    { arbitrary: fc.constant(''), weight: 2 },
    { arbitrary: fc.string({ maxLength: 40 }), weight: 1 },
    { arbitrary: fc.constantFrom('%', '%%zz', '&&&=', '=', 'a=1&a=2&a=3'), weight: 1 },
    {
      arbitrary: fc
        .array(fc.tuple(key, value), { maxLength: 4 })
        .map((pairs) => new URLSearchParams(pairs).toString()),
      weight: 4,
    },
    { arbitrary: fc.constant(`q=${'x'.repeat(20_000)}`), weight: 1 },
  );
}

/** A value for one path parameter: a plausible one, or anything API Gateway would pass. */
export function pathValue(plausible: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...plausible), weight: plausible.length > 0 ? 3 : 0 },
    { arbitrary: fc.string({ minLength: 1, maxLength: 30 }), weight: 2 },
    { arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }), weight: 1 },
    {
      arbitrary: fc.constantFrom(
        '..',
        '%',
        '__proto__',
        'constructor',
        ' ',
        '\u0000',
        'USER#x',
        'x'.repeat(3_000),
        '1'.repeat(400),
      ),
      weight: 1,
    },
  );
}

/* ── Events ──────────────────────────────────────────────────────────────── */

export interface FuzzRequest {
  method: string;
  /** Route path with its parameters filled in (decoded values). */
  params: Record<string, string>;
  query: string;
  contentType: string | undefined;
  /** Send Content-Type under this spelling of the header name. */
  contentTypeName: string;
  origin: string | undefined;
  headers: Record<string, string>;
  cookies: string[] | undefined;
  body: FuzzBody;
  sourceIp: string;
}

/** The API Gateway HTTP API v2 event of a fuzzed request to `routePath`. */
export function fuzzEvent(routePath: string, req: FuzzRequest): APIGatewayProxyEventV2 {
  const rawPath = routePath.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(req.params[name] ?? ''),
  );
  const event = apiEvent({
    method: req.method,
    path: rawPath,
    query: req.query,
    cookies: req.cookies,
    headers: { ...req.headers, 'x-viewer-ip': req.sourceIp },
    pathParameters: Object.keys(req.params).length > 0 ? req.params : undefined,
    sourceIp: req.sourceIp,
  });
  event.routeKey = `${req.method} ${routePath}`;
  event.requestContext.routeKey = event.routeKey;
  const headers = event.headers as Record<string, string | undefined>;
  delete headers['content-type'];
  if (req.contentType !== undefined) headers[req.contentTypeName] = req.contentType;
  if (req.origin !== undefined) headers.origin = req.origin;
  switch (req.body.kind) {
    case 'none':
      event.body = undefined;
      break;
    case 'text':
      event.body = req.body.text;
      break;
    case 'base64':
      event.body = Buffer.from(req.body.text, 'utf8').toString('base64');
      event.isBase64Encoded = true;
      break;
    case 'base64-garbage':
      event.body = req.body.data;
      event.isBase64Encoded = true;
      break;
  }
  return event;
}

/** Short description of a request for failure messages (huge strings cut). */
export function describeRequest(req: FuzzRequest): string {
  return JSON.stringify(req, (_, value: unknown) =>
    typeof value === 'string' && value.length > 200
      ? `${value.slice(0, 60)}…(${value.length} chars)`
      : value,
  );
}

/* ── Answers ─────────────────────────────────────────────────────────────── */

/** English library defaults (zod's, JavaScript's): in a Spanish message, any English of the kind. */
const LIBRARY_ENGLISH =
  /\b(invalid|expected|received|required|must|unrecognized|too (big|small)|string|number|array|object|boolean|undefined|null|NaN)\b/i;
/** The same in an English message: zod's own phrasing and JavaScript's leaked values. */
const LIBRARY_DEFAULTS =
  /\b(expected \w+, received|unrecognized keys?|too (big|small):|undefined|null|NaN)\b|Invalid input:/i;

/** Texts that must never reach a user: internals (and library defaults, by language above). */
const FORBIDDEN_IN_MESSAGES: RegExp[] = [
  /\w+(Error|Exception)\b|Error:|\bat \S+ \(|\bstack\b/,
  /\/var\/task|node_modules|\.(ts|js|mjs)\b|file:\/\//i,
  /DynamoDB|ConditionalCheck|Transaction|Zod|ValidationException|ResourceNotFound|Throttl/i,
  /\[object|\{|\}/,
];

/** Marks of Spanish text: an accent, ¿¡ñ, or a common Spanish word. */
const SPANISH =
  /[áéíóúñ¿¡]|\b(el|la|los|las|de|del|no|un|una|es|ya|debe|para|en|con|por|tu|su|datos|solicitud|plan|ingresa|elige|indica|desconocid[oa]s?|credenciales|incorrect[oa]s?|cuenta|correo|contraseña|usuario|fecha|demasiad[oa]s?|máximo|mínimo|recurso|método|origen|sesión)\b/i;

/** Marks of English text: common English words, and no Spanish letter or mark. */
const ENGLISH =
  /\b(the|an|is|are|not|this|that|your|you|please|sign|signed|in|on|of|to|for|too|only|at least|at most|needs|use|allowed|found|request|program|connection|valid|invalid|input|large|again|many|attempts|lenders?|send|body)\b/i;
const SPANISH_LETTERS = /[áéíóúñ¿¡]/i;

/**
 * The problem with a refusal's answer, or undefined when it is a proper JSON message in `language`
 * (Spanish for members; English on lender-facing routes, access `lender`).
 */
export function refusalProblem(
  result: APIGatewayProxyStructuredResultV2,
  language: 'es' | 'en' = 'es',
): string | undefined {
  const type = String(result.headers?.['content-type'] ?? '');
  if (!/^application\/json/.test(type)) return `content-type is "${type}"`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(result.body ?? '');
  } catch {
    return `body is not JSON: ${String(result.body).slice(0, 200)}`;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return `body is not an object: ${String(result.body).slice(0, 200)}`;
  }
  const { message } = parsed as { message?: unknown };
  if (typeof message !== 'string' || message.trim() === '') return 'no message';
  if (message.length > 300) return `message too long (${message.length})`;
  for (const pattern of [
    ...FORBIDDEN_IN_MESSAGES,
    language === 'es' ? LIBRARY_ENGLISH : LIBRARY_DEFAULTS,
  ]) {
    if (pattern.test(message)) return `message "${message}" matches ${String(pattern)}`;
  }
  if (language === 'en') {
    if (SPANISH_LETTERS.test(message) || !ENGLISH.test(message)) {
      return `message "${message}" does not read as English`;
    }
    return undefined;
  }
  if (!SPANISH.test(message)) return `message "${message}" does not read as Spanish`;
  return undefined;
}

/* ── Table snapshot ──────────────────────────────────────────────────────── */

/**
 * Every item of the test table except the rate-limit counters (`RATE#<scope>#<key>#<window>` /
 * `RATE`, which every request counts, refused or not), as "pk|sk" → item JSON.
 */
export async function tableSnapshot(): Promise<Map<string, string>> {
  const items = new Map<string, string>();
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.scan({
      TableName: tableName,
      ExclusiveStartKey: startKey,
      FilterExpression: 'NOT begins_with(pk, :rate)',
      ExpressionAttributeValues: { ':rate': 'RATE#' },
    });
    for (const item of page.Items ?? []) {
      items.set(`${String(item.pk)}|${String(item.sk)}`, JSON.stringify(item));
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** Keys added, removed or changed between two snapshots. */
export function snapshotDiff(before: Map<string, string>, after: Map<string, string>): string[] {
  const changed: string[] = [];
  for (const [key, value] of after) {
    if (!before.has(key)) changed.push(`+ ${key}`);
    else if (before.get(key) !== value) changed.push(`~ ${key}`);
  }
  for (const key of before.keys()) if (!after.has(key)) changed.push(`- ${key}`);
  return changed;
}

/* ── Writes ──────────────────────────────────────────────────────────────── */

const WRITE_COMMANDS = /^(PutItem|UpdateItem|DeleteItem|TransactWriteItems|BatchWriteItem)Command$/;

/** "pk|sk" of a key or item, marshalled ({ S: … }) or not. */
function keyOf(item: Record<string, unknown> | undefined): string {
  const text = (v: unknown) =>
    v !== null && typeof v === 'object' && 'S' in v ? String((v as { S: unknown }).S) : String(v);
  return `${text(item?.pk)}|${text(item?.sk)}`;
}

type Row = Record<string, unknown> | undefined;
interface WriteInput {
  Item?: Row;
  Key?: Row;
  TransactItems?: { Put?: { Item?: Row }; Update?: { Key?: Row }; Delete?: { Key?: Row } }[];
  RequestItems?: Record<string, { PutRequest?: { Item?: Row }; DeleteRequest?: { Key?: Row } }[]>;
}

function writtenKeys(input: WriteInput): string[] {
  if (input.TransactItems) {
    return input.TransactItems.flatMap((t) =>
      t.Put
        ? [keyOf(t.Put.Item)]
        : t.Update
          ? [keyOf(t.Update.Key)]
          : t.Delete
            ? [keyOf(t.Delete.Key)]
            : [],
    );
  }
  if (input.RequestItems) {
    return Object.values(input.RequestItems).flatMap((requests) =>
      requests.map((r) => keyOf(r.PutRequest?.Item ?? r.DeleteRequest?.Key)),
    );
  }
  return [keyOf(input.Item ?? input.Key)];
}

/**
 * Every key a write command (put, update, delete, transaction, batch) of the functions' one
 * DynamoDB client wrote successfully since the last `take()`, rate-limit counters left out.
 */
export function recordWrites(): { take(): string[]; stop(): void } {
  let written: string[] = [];
  const name = 'fuzzWriteRecorder';
  dynamo.middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      if (WRITE_COMMANDS.test(context.commandName ?? '')) {
        const keys = writtenKeys((args as { input: WriteInput }).input);
        written.push(...keys.filter((key) => !key.startsWith('RATE#')));
      }
      return result;
    },
    { step: 'build', name },
  );
  return {
    take() {
      const keys = written;
      written = [];
      return keys;
    },
    stop() {
      dynamo.middlewareStack.remove(name);
    },
  };
}
