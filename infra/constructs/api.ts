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
import path from 'node:path';
import {
  AREAS,
  NOT_FOUND,
  ROUTES,
  routeName,
  type Area,
  type RouteEntry,
} from '../../functions/routes.ts';
import { writeAreaEntry } from '../area-entry.ts';
import { AppFunction, bindTable, REPO_ROOT } from './app-function.ts';
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

/** Whole-API throttling at the stage; per-IP limits are the route table's, enforced in the handlers. */
const STAGE_THROTTLE = { rateLimit: 100, burstLimit: 200 };

/** Where the areas' generated entry modules are written at synth (git-ignored). */
const AREA_ENTRY_DIR = path.join(REPO_ROOT, '.build', 'areas');

/**
 * The HTTP API: one function per area of the route table, and one route per entry integrated
 * with its area's function (docs/README.md, docs/how-to-add-a-route.md); API Gateway
 * still matches the routes (and answers 404/405 for the rest through the `$default` route).
 * Reached through CloudFront under the site's own origin; the execute-api domain is its origin.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  /** The functions by area. */
  readonly functions: ReadonlyMap<Area, AppFunction>;

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

    const functions = new Map<Area, AppFunction>();
    const routes: readonly RouteEntry[] = props.routes ?? ROUTES;
    for (const area of Object.keys(AREAS) as Area[]) {
      // Local-runtime routes (the offline billing simulator) are never deployed.
      const served = routes.filter((r) => r.area === area && !r.localOnly);
      const ownsDefault = NOT_FOUND.area === area;
      if (served.length === 0 && !ownsDefault) continue;
      const fn = this.areaFunction(area, served, routes, props);
      const integration = new HttpLambdaIntegration(`${pascal(area)}Integration`, fn, {
        // One permission for the function, not one per route: API Gateway may invoke it for any
        // of its routes (it dispatches on the routeKey and answers 404 for anything else).
        scopePermissionToRoute: false,
      });
      for (const route of served) {
        const httpRoute = new HttpRoute(this, routeName(route), {
          httpApi: this.httpApi,
          routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
          integration,
        });
        suppressRouteNag(httpRoute);
      }
      if (ownsDefault) {
        // Any other /api path: a Spanish 404 (or 405 for a known path), not API Gateway's English one.
        const defaultRoute = new HttpRoute(this, 'DefaultRoute', {
          httpApi: this.httpApi,
          routeKey: HttpRouteKey.DEFAULT,
          integration,
        });
        suppressRouteNag(defaultRoute);
      }
      functions.set(area, fn);
    }
    this.functions = functions;
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
    bindTable(fn, props.table, settings.table);
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

function suppressRouteNag(httpRoute: HttpRoute): void {
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
