import type {
  APIGatewayRequestAuthorizerEventV2,
  APIGatewaySimpleAuthorizerResult,
} from 'aws-lambda';
import { fromOurEdge } from './commons/origin-verify.ts';
import { logger } from './commons/logger.ts';
import { ORIGIN_VERIFY_HEADER } from '../shared/security-headers.ts';

/**
 * The API's authorizer (infra/constructs/api.ts): only requests that came through CloudFront, with
 * the origin-verify value, reach an area's function. API Gateway refuses a request without the
 * header by itself and caches this answer per value, so a flood sent straight to the execute-api
 * endpoint never runs the app's functions. Each handler checks the value again (commons/http.ts).
 */
export const handler = async (
  event: APIGatewayRequestAuthorizerEventV2,
): Promise<APIGatewaySimpleAuthorizerResult> => {
  try {
    return { isAuthorized: await fromOurEdge(event.headers?.[ORIGIN_VERIFY_HEADER]) };
  } catch (error) {
    logger.error('origin-verify check failed', { error: error as Error });
    return { isAuthorized: false };
  }
};
