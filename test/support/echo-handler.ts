import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** Test handler: answers with the event it received, so the runtime's event shape can be checked. */
export async function handler(event: APIGatewayProxyEventV2) {
  return {
    statusCode: 200,
    headers: { 'content-type': 'application/json' },
    cookies: ['a=1; Path=/', 'b=2; Path=/'],
    body: JSON.stringify(event),
  };
}
