import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { matchRoute, ROUTES, type RouteEntry } from '../../routes.ts';
import { MESSAGES } from '../../../shared/messages.ts';

/**
 * The answer to an /api request that matches no route of the table: 405 with Allow for a known
 * path asked with another method, else 404, both in Spanish JSON. Used by the HTTP API's
 * `$default` route in AWS (otherwise API Gateway answers its own English `{"message":"Not Found"}`)
 * and by the local server. It reads and writes nothing, so it needs neither the table nor route().
 */
export function unmatchedResult(
  method: string,
  path: string,
  routes: readonly RouteEntry[] = ROUTES,
): APIGatewayProxyStructuredResultV2 {
  const match = matchRoute(method.toUpperCase(), path, routes);
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  };
  if (match && 'allowed' in match) {
    return {
      statusCode: 405,
      headers: { ...headers, allow: match.allowed.join(', ') },
      body: JSON.stringify({ message: MESSAGES.methodNotAllowed }),
    };
  }
  return { statusCode: 404, headers, body: JSON.stringify({ message: MESSAGES.notFound }) };
}

export async function handler(
  event: Pick<APIGatewayProxyEventV2, 'rawPath' | 'requestContext'>,
): Promise<APIGatewayProxyStructuredResultV2> {
  return unmatchedResult(event.requestContext.http.method, event.rawPath);
}
