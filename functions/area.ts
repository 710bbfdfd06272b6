import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import { handler as notFound } from './handlers/not-found.ts';

type LambdaHandler = (
  event: APIGatewayProxyEventV2,
  context?: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

/**
 * The Lambda handler of one area (docs/how-to-add-a-route.md): API Gateway
 * has already matched the route, and says which in the event's routeKey ("POST /api/auth/login",
 * or "$default" for a path no route matches); each route's own `route()` wrapper does the rest.
 * The map is generated from the route table at synth (infra/area-entry.ts); a key it lacks gets
 * the same Spanish 404/405 as an unknown path.
 */
export function areaHandler(routes: Readonly<Record<string, LambdaHandler>>): LambdaHandler {
  return (event, context) => {
    const handle = Object.hasOwn(routes, event.routeKey) ? routes[event.routeKey]! : notFound;
    return handle(event, context);
  };
}
