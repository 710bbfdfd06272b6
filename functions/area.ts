import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import { handler as notFound } from './platform/handlers/not-found.ts';
import { logger } from './commons/logger.ts';
import { tracer } from './commons/tracer.ts';

type LambdaHandler = (
  event: APIGatewayProxyEventV2,
  context?: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

/**
 * The Lambda handler of one area (docs/how-to-add-a-route.md): API Gateway
 * has already matched the route, and says which in the event's routeKey ("POST /api/auth/login",
 * or "$default" for a path no route matches); each route's own `route()` wrapper does the rest.
 * The map is generated from the route table at synth (infra/area-entry.ts); a key it lacks gets
 * the same Spanish 404/405 as an unknown path. Each request is one X-Ray subsegment named and
 * annotated by its route, and every log line carries the Lambda context (function, cold start).
 */
export function areaHandler(routes: Readonly<Record<string, LambdaHandler>>): LambdaHandler {
  return async (event, context) => {
    const handle = Object.hasOwn(routes, event.routeKey) ? routes[event.routeKey]! : notFound;
    if (context) logger.addContext(context);
    const segment = tracer.getSegment();
    const subsegment = segment?.addNewSubsegment(`## ${event.routeKey}`);
    if (subsegment) tracer.setSegment(subsegment);
    tracer.annotateColdStart();
    tracer.putAnnotation('route', event.routeKey);
    try {
      return await handle(event, context);
    } finally {
      subsegment?.close();
      if (segment) tracer.setSegment(segment);
    }
  };
}
