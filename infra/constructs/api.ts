import { Duration, Fn, NestedStack } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  CfnStage,
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  LogGroupLogDestination,
  type HttpStage,
} from 'aws-cdk-lib/aws-apigatewayv2';
import {
  HttpLambdaAuthorizer,
  HttpLambdaResponseType,
} from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Alias } from 'aws-cdk-lib/aws-lambda';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import path from 'node:path';
import {
  AREAS,
  NOT_FOUND,
  ROUTES,
  routeKey,
  routeName,
  STAGE_THROTTLE,
  type Area,
  type RouteEntry,
} from '../../functions/routes.ts';
import { ORIGIN_VERIFY_HEADER } from '../../shared/security-headers.ts';
import { writeAreaEntry } from '../area-entry.ts';
import { AppFunction, bindTable, logRetention, REPO_ROOT } from './app-function.ts';
import type { Billing } from './billing.ts';
import type { Documents } from './documents.ts';
import type { Jobs } from './jobs.ts';
import type { Mail } from './mail.ts';
import type { MfaKey, OpsSecret, OriginVerify } from './secrets.ts';
import { PASSWORD_DICTIONARY_COPIES } from '../function-bundling.ts';

export interface ApiProps {
  table: ITable;
  mail: Mail;
  billing: Billing;
  /** The document vault's bucket, for the areas whose routes need 'vault', 'vault-read', 'vault-package' or 'vault-purge'. */
  documents: Documents;
  /** The jobs queue, for the areas whose routes need 'jobs'. */
  jobs: Jobs;
  /** The RentCast key, for the areas whose routes need 'rentcast'. */
  rentcast: OpsSecret;
  /** The value only CloudFront sends: every function checks it. */
  originVerify: OriginVerify;
  /** The key of second-factor secrets, for the areas whose routes need 'mfa-key'. */
  mfaKey: MfaKey;
  routes?: readonly RouteEntry[];
  /** Variables every function gets (SITE_URL, mail addresses…). */
  environment?: Record<string, string>;
}

/** Every API function's base variables. The offline billing simulator never runs in AWS (docs/billing.md). */
const FUNCTION_ENVIRONMENT = { BILLING_MODE: 'stripe', LOG_LEVEL: 'INFO' };

/** How long API Gateway keeps the edge authorizer's answer for one origin-verify value. */
const AUTHORIZER_CACHE = Duration.minutes(5);

/** Where the areas' generated entry modules are written at synth (git-ignored). */
const AREA_ENTRY_DIR = path.join(REPO_ROOT, '.build', 'areas');

/**
 * The HTTP API: one function per area of the route table, and one route per entry integrated
 * with its area's live alias (docs/README.md, docs/how-to-add-a-route.md); API Gateway still
 * matches the routes (and answers 404/405 for the rest through the `$default` route). Reached
 * through CloudFront under the site's own origin; the execute-api domain is its origin.
 *  - The routes live in a nested stack (`Routes`): the route table grows there, far from
 *    CloudFormation's 500 resources per template, and the main stack does not grow with it.
 *  - Every route has the edge authorizer: a request that did not come through CloudFront (no
 *    origin-verify value) is refused by API Gateway before any function runs.
 *  - The stage's throttle is high (STAGE_THROTTLE); expensive routes have their own below it
 *    (the route table's `throttle`), so one route's flood leaves the others their capacity.
 *  - Each area's function is deployed through its `live` alias (infra/constructs/canary.ts
 *    shifts traffic to a new version and rolls back on the error alarms).
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  /** The functions by area. */
  readonly functions: ReadonlyMap<Area, AppFunction>;
  /** Each area function's `live` alias, which API Gateway invokes. */
  readonly aliases: ReadonlyMap<Area, Alias>;
  /** The nested stack that holds the API's routes. */
  readonly routesStack: NestedStack;
  /** The edge authorizer's function (origin-verify check). */
  readonly authorizerFunction: AppFunction;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Inversor Listo API (behind CloudFront at /api/*)',
      createDefaultStage: false,
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', logRetention(this));
    this.stage = this.httpApi.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: STAGE_THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(JSON.stringify(ACCESS_LOG_FIELDS)),
      },
    });

    this.authorizerFunction = new AppFunction(this, 'EdgeAuthorizer', {
      entry: path.join(REPO_ROOT, 'functions', 'edge-authorizer.ts'),
      description: 'API authorizer: only requests that came through CloudFront (origin-verify)',
      memoryMb: 256,
      timeoutSeconds: 5,
      environment: { LOG_LEVEL: 'INFO' },
    });
    props.originVerify.bind(this.authorizerFunction);
    suppressFunctionNag(this.authorizerFunction);
    const authorizer = new HttpLambdaAuthorizer('EdgeAuthorizer', this.authorizerFunction, {
      responseTypes: [HttpLambdaResponseType.SIMPLE],
      identitySource: [`$request.header.${ORIGIN_VERIFY_HEADER}`],
      resultsCacheTtl: AUTHORIZER_CACHE,
    });

    this.routesStack = new NestedStack(this, 'Routes', {
      description: 'Inversor Listo API routes, one per route-table entry',
    });
    const functions = new Map<Area, AppFunction>();
    const aliases = new Map<Area, Alias>();
    const routes: readonly RouteEntry[] = props.routes ?? ROUTES;
    const throttled: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> =
      {};
    for (const area of Object.keys(AREAS) as Area[]) {
      // Local-runtime routes (the offline billing simulator) are never deployed.
      const served = routes.filter((r) => r.area === area && !r.localOnly);
      const ownsDefault = NOT_FOUND.area === area;
      if (served.length === 0 && !ownsDefault) continue;
      const fn = this.areaFunction(area, served, routes, props);
      const alias = new Alias(this, `${pascal(area)}Live`, {
        aliasName: 'live',
        version: fn.currentVersion,
      });
      const integration = new HttpLambdaIntegration(`${pascal(area)}Integration`, alias, {
        // One permission for the alias, not one per route: API Gateway may invoke it for any of
        // its routes (it dispatches on the routeKey and answers 404 for anything else).
        scopePermissionToRoute: false,
      });
      for (const route of served) {
        new HttpRoute(this.routesStack, routeName(route), {
          httpApi: this.httpApi,
          routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
          integration,
          authorizer,
        });
        if (route.throttle) {
          throttled[routeKey(route)] = {
            ThrottlingRateLimit: route.throttle.rateLimit,
            ThrottlingBurstLimit: route.throttle.burstLimit,
          };
        }
      }
      if (ownsDefault) {
        // Any other /api path: a Spanish 404 (or 405 for a known path), not API Gateway's English one.
        new HttpRoute(this.routesStack, 'DefaultRoute', {
          httpApi: this.httpApi,
          routeKey: HttpRouteKey.DEFAULT,
          integration,
          authorizer,
        });
      }
      functions.set(area, fn);
      aliases.set(area, alias);
    }
    this.functions = functions;
    this.aliases = aliases;
    // Route settings name route keys: the stage waits for the routes.
    const cfnStage = this.stage.node.defaultChild as CfnStage;
    cfnStage.routeSettings = throttled;
    cfnStage.node.addDependency(this.routesStack);
  }

  /** An area's function: its settings, and only the access its routes need. */
  private areaFunction(
    area: Area,
    served: readonly RouteEntry[],
    routes: readonly RouteEntry[],
    props: ApiProps,
  ): AppFunction {
    const settings = AREAS[area];
    const needs = new Set(served.flatMap((r) => r.needs ?? []));
    const fn = new AppFunction(this, pascal(area), {
      entry: writeAreaEntry(area, path.join(REPO_ROOT, 'functions'), AREA_ENTRY_DIR, routes),
      description: `${settings.description} (area "${area}")`,
      memoryMb: settings.memoryMb,
      timeoutSeconds: settings.timeoutSeconds,
      environment: FUNCTION_ENVIRONMENT,
      // Mail with attachments needs SES v2's Simple.Attachments, which older runtime SDKs drop.
      bundleAwsSdk: needs.has('mail'),
      copyIntoBundle: [
        // Market routes read functions/market/data (per-state shards) from beside the bundle.
        ...(needs.has('market-data') ? [{ from: 'functions/market/data', to: 'data' }] : []),
        // Password strength loads its dictionaries from node_modules beside the bundle.
        ...(needs.has('password-strength')
          ? PASSWORD_DICTIONARY_COPIES.map((pkg) => ({
              from: `node_modules/${pkg}`,
              to: `node_modules/${pkg}`,
            }))
          : []),
      ],
    });
    bindTable(fn, props.table, settings.writes);
    props.originVerify.bind(fn);
    if (needs.has('stripe')) props.billing.secret.bind(fn);
    if (needs.has('mail')) props.mail.bind(fn);
    if (needs.has('rentcast')) props.rentcast.bind(fn);
    if (needs.has('mfa-key')) props.mfaKey.bind(fn);
    for (const need of ['vault', 'vault-read', 'vault-package'] as const) {
      if (needs.has(need)) props.documents.bind(fn, need);
    }
    if (needs.has('vault-purge')) props.documents.grantPurge(fn);
    if (needs.has('jobs')) props.jobs.bind(fn);
    for (const [key, value] of Object.entries(props.environment ?? {})) {
      fn.addEnvironment(key, value);
    }
    suppressFunctionNag(fn);
    return fn;
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

/** platform -> Platform, for construct ids. */
function pascal(name: string): string {
  return name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
}

/** Each on the one resource it concerns (a suppression is metadata in the template, per resource). */
function suppressFunctionNag(fn: AppFunction): void {
  NagSuppressions.addResourceSuppressions(fn.role!, [
    {
      id: 'AwsSolutions-IAM4',
      reason: 'AWSLambdaBasicExecutionRole only lets the function write its own CloudWatch logs.',
      appliesTo: [
        'Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole',
      ],
    },
  ]);
}

/** One JSON line per request; HTTP APIs know fewer $context variables than REST APIs. */
const ACCESS_LOG_FIELDS = {
  requestId: '$context.requestId',
  time: '$context.requestTime',
  // Behind CloudFront this is the edge's address, the only one API Gateway knows; each function's
  // `access` line (same requestId, functions/commons/http.ts) has the viewer's.
  edgeIp: '$context.identity.sourceIp',
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
