import { Fn } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  LogGroupLogDestination,
  type HttpStage,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { ROUTES, routeKey, routeName, type RouteEntry } from '../../functions/routes.ts';
import { AppFunction, bindTable } from './app-function.ts';
import type { Billing } from './billing.ts';
import type { Mail } from './mail.ts';

export interface ApiProps {
  table: ITable;
  mail: Mail;
  billing: Billing;
  routes?: readonly RouteEntry[];
  /** RentCast API key (a deploy-time secret reference) for the routes that need 'rentcast'. */
  rentcastApiKey?: string;
  /** Variables every function gets (SITE_URL, mail addresses…). */
  environment?: Record<string, string>;
}

/** Every API function's base variables. The offline billing simulator never runs in AWS (DESIGN.md "Billing"). */
const FUNCTION_ENVIRONMENT = { BILLING_MODE: 'stripe', LOG_LEVEL: 'INFO' };

/** Whole-API throttling at the stage; per-IP limits are the route table's, enforced in the handlers. */
const STAGE_THROTTLE = { rateLimit: 100, burstLimit: 200 };

/**
 * The HTTP API: one function and one route per route-table entry (DESIGN.md "One route table").
 * Reached through CloudFront under the site's own origin; the execute-api domain is its origin.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  /** The functions by route key (`GET /api/health`). */
  readonly functions: ReadonlyMap<string, AppFunction>;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Inversor Listo API (behind CloudFront at /api/*)',
      createDefaultStage: false,
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.THREE_MONTHS });
    this.stage = this.httpApi.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: STAGE_THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(JSON.stringify(ACCESS_LOG_FIELDS)),
      },
    });

    const functions = new Map<string, AppFunction>();
    const routes: readonly RouteEntry[] = props.routes ?? ROUTES;
    for (const route of routes) {
      // Local-runtime routes (the offline billing simulator) are never deployed.
      if (route.localOnly) continue;
      const name = routeName(route);
      const fn = new AppFunction(this, name, {
        entry: route.entry,
        description: routeKey(route),
        timeoutSeconds: route.timeoutSeconds,
        environment: FUNCTION_ENVIRONMENT,
        // Market routes read functions/market/data (per-state shards) from beside the bundle.
        ...(route.needs?.includes('market-data')
          ? { copyIntoBundle: [{ from: 'functions/market/data', to: 'data' }] }
          : {}),
      });
      bindTable(fn, props.table);
      if (route.needs?.includes('stripe')) props.billing.bind(fn);
      if (route.needs?.includes('mail')) props.mail.bind(fn);
      if (route.needs?.includes('rentcast') && props.rentcastApiKey) {
        fn.addEnvironment('RENTCAST_API_KEY', props.rentcastApiKey);
      }
      for (const [key, value] of Object.entries(props.environment ?? {})) {
        fn.addEnvironment(key, value);
      }
      const [httpRoute] = this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${name}Integration`, fn),
      });
      suppressNag(fn, httpRoute!);
      functions.set(routeKey(route), fn);
    }
    // Any other /api path: a Spanish 404 (or 405 for a known path), not API Gateway's English one.
    const notFound = new AppFunction(this, 'NotFound', {
      entry: 'handlers/not-found.ts',
      description: 'Any /api request the route table does not have: 404/405 in Spanish',
      environment: FUNCTION_ENVIRONMENT,
    });
    const defaultRoute = new HttpRoute(this, 'DefaultRoute', {
      httpApi: this.httpApi,
      routeKey: HttpRouteKey.DEFAULT,
      integration: new HttpLambdaIntegration('NotFoundIntegration', notFound),
    });
    suppressNag(notFound, defaultRoute);
    functions.set('$default', notFound);
    this.functions = functions;
  }

  /** The execute-api host name, for CloudFront's origin. */
  get domainName(): string {
    return Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));
  }

  /** Set a variable on every API function (values known only once other constructs exist). */
  addEnvironment(key: string, value: string): void {
    for (const fn of this.functions.values()) fn.addEnvironment(key, value);
  }
}

/** Each on the one resource it concerns (a suppression is metadata in the template, per resource). */
function suppressNag(fn: AppFunction, httpRoute: HttpRoute): void {
  NagSuppressions.addResourceSuppressions(fn, [
    {
      id: 'AwsSolutions-L1',
      reason:
        'DESIGN.md pins the Lambda runtime to Node.js 22 (the version the code and tests target); upgrades are a deliberate change.',
    },
  ]);
  NagSuppressions.addResourceSuppressions(fn.role!, [
    {
      id: 'AwsSolutions-IAM4',
      reason: 'AWSLambdaBasicExecutionRole only lets the function write its own CloudWatch logs.',
      appliesTo: [
        'Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole',
      ],
    },
  ]);
  NagSuppressions.addResourceSuppressions(httpRoute, [
    {
      id: 'AwsSolutions-APIG4',
      reason:
        "Authorization is the app's own cookie session, checked in every handler against the route table's access level (public/user/pro/elite); public routes are public by design.",
    },
  ]);
}

/** One JSON line per request; HTTP APIs know fewer $context variables than REST APIs. */
const ACCESS_LOG_FIELDS = {
  requestId: '$context.requestId',
  time: '$context.requestTime',
  ip: '$context.identity.sourceIp',
  userAgent: '$context.identity.userAgent',
  method: '$context.httpMethod',
  path: '$context.path',
  routeKey: '$context.routeKey',
  status: '$context.status',
  latencyMs: '$context.responseLatency',
  integrationLatencyMs: '$context.integrationLatency',
  integrationError: '$context.integrationErrorMessage',
  responseLength: '$context.responseLength',
};
