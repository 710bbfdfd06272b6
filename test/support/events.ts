import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { TEST_SITE_URL } from '../setup/ports.ts';

export interface EventInput {
  method?: string;
  path: string;
  query?: string;
  headers?: Record<string, string>;
  cookies?: string[];
  body?: unknown;
  /** Send this exact text as the body (invalid JSON, huge bodies...). */
  rawBody?: string;
  pathParameters?: Record<string, string>;
  sourceIp?: string;
}

/** Build an API Gateway HTTP API (v2) event as the local runtime and AWS do. */
export function apiEvent(input: EventInput): APIGatewayProxyEventV2 {
  const method = (input.method ?? 'GET').toUpperCase();
  const hasBody = input.rawBody !== undefined || input.body !== undefined;
  const headers: Record<string, string> = {
    host: new URL(TEST_SITE_URL).host,
    ...(hasBody ? { 'content-type': 'application/json' } : {}),
    ...Object.fromEntries(
      Object.entries(input.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]),
    ),
  };
  return {
    version: '2.0',
    routeKey: `${method} ${input.path}`,
    rawPath: input.path,
    rawQueryString: input.query ?? '',
    cookies: input.cookies,
    headers,
    pathParameters: input.pathParameters,
    requestContext: {
      accountId: 'test',
      apiId: 'test',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: {
        method,
        path: input.path,
        protocol: 'HTTP/1.1',
        sourceIp: input.sourceIp ?? '127.0.0.1',
        userAgent: 'vitest',
      },
      requestId: crypto.randomUUID(),
      routeKey: `${method} ${input.path}`,
      stage: '$default',
      time: new Date().toISOString(),
      timeEpoch: Date.now(),
    },
    body: input.rawBody ?? (input.body !== undefined ? JSON.stringify(input.body) : undefined),
    isBase64Encoded: false,
  };
}

/** The JSON body of a handler's answer. */
export function jsonBody<T = Record<string, unknown>>(
  result: APIGatewayProxyStructuredResultV2,
): T {
  return (result.body ? JSON.parse(result.body) : undefined) as T;
}
