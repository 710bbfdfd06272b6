import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App, Aspects, Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TABLE } from '../../../functions/commons/table.ts';
import { ROUTES as ALL_ROUTES, routeKey, type RouteEntry } from '../../../functions/routes.ts';
import { Mail } from '../../../infra/constructs/mail.ts';
import { securityHeadersPolicyProps } from '../../../infra/constructs/security-headers-policy.ts';
import { InversorListoStack } from '../../../infra/stack.ts';
import { HSTS_MAX_AGE_SECONDS, SECURITY_HEADERS } from '../../../shared/security-headers.ts';

const CDK_JSON = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../../cdk.json'), 'utf8'),
) as { context: Record<string, unknown> };

/** What the stack deploys: every route but the local-only ones (the billing simulator). */
const ROUTES: readonly RouteEntry[] = ALL_ROUTES.filter((r: RouteEntry) => !r.localOnly);
const LOCAL_ONLY: readonly RouteEntry[] = ALL_ROUTES.filter((r: RouteEntry) => r.localOnly);

type Resource = {
  Type: string;
  Properties: Record<string, unknown>;
  Metadata?: Record<string, unknown>;
};

// aws-cdk-lib's built-in CloudFormation linter (a WASM engine, ~10 s of CPU per process) runs in
// `npx cdk synth`; these tests assert the template and cdk-nag, so they skip it.
process.env.CDK_VALIDATION = 'false';

const tempDirs: string[] = [];
afterAll(() => tempDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Synthesize the stack as app.ts does, with cdk-nag, against a tiny built site; no bundling. */
function synth(routes?: readonly RouteEntry[]) {
  const siteDir = mkdtempSync(path.join(os.tmpdir(), 'site-'));
  tempDirs.push(siteDir);
  writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>t</title>');
  mkdirSync(path.join(siteDir, 'assets'));
  writeFileSync(path.join(siteDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  // cdk.json's feature flags, as `cdk synth` passes them to infra/app.ts.
  const flags = Object.fromEntries(
    Object.entries(CDK_JSON.context).filter(([key]) => key.startsWith('@aws-cdk')),
  );
  const app = new App({ context: { ...flags, 'aws:cdk:bundling-stacks': [] } });
  const stack = new InversorListoStack(app, 'Test', {
    env: { region: 'us-east-1', account: '123456789012' },
    siteDir,
    mailIdentity: 'inversorlisto.com',
    mailFromAddress: 'no-responder@inversorlisto.com',
    routes,
  });
  Aspects.of(stack).add(new AwsSolutionsChecks({ verbose: true, reports: false }));
  return { stack, template: Template.fromStack(stack) };
}

function resources(template: Template, type: string): [string, Resource][] {
  return Object.entries(template.findResources(type) as Record<string, Resource>);
}

/** The app's functions (BucketDeployment's provider is CDK's own, in Python). */
function routeFunctions(template: Template): [string, Resource][] {
  return resources(template, 'AWS::Lambda::Function').filter(
    ([, fn]) => !String(fn.Properties.Runtime).startsWith('python'),
  );
}

function env(fn: Resource): Record<string, unknown> {
  return (fn.Properties.Environment as { Variables?: Record<string, unknown> })?.Variables ?? {};
}

let stack: Stack;
let template: Template;
beforeAll(() => {
  ({ stack, template } = synth());
}, 120_000);

describe('Api: one function and one route per route-table entry', () => {
  it.each(ROUTES.map((r) => [routeKey(r), r as RouteEntry] as const))('%s', (key, route) => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: key,
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Timeout: route.timeoutSeconds ?? 10,
      Handler: 'index.handler',
      LoggingConfig: { LogGroup: Match.anyValue() },
    });
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: key });
  });

  it('makes nothing beyond the route table, and one $default route for every other /api path', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Route', ROUTES.length + 1);
    template.resourceCountIs('AWS::ApiGatewayV2::Integration', ROUTES.length + 1);
    expect(routeFunctions(template)).toHaveLength(ROUTES.length + 1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: '$default' });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('404/405 in Spanish'),
    });
  });

  it('gives the RentCast key only to the routes that call RentCast', () => {
    const withKey = routeFunctions(template)
      .filter(([, fn]) => env(fn).RENTCAST_API_KEY !== undefined)
      .map(([, fn]) => fn.Properties.Description)
      .sort();
    expect(withKey).toEqual(
      ROUTES.filter((r) => r.needs?.includes('rentcast'))
        .map(routeKey)
        .sort(),
    );
  });

  it('throttles the stage and logs every request', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: {
        ThrottlingRateLimit: Match.anyValue(),
        ThrottlingBurstLimit: Match.anyValue(),
      },
      AccessLogSettings: {
        DestinationArn: Match.anyValue(),
        Format: Match.stringLikeRegexp('\\$context.requestId'),
      },
    });
  });

  it('gives every function the site URL and its log level, and every route function the table', () => {
    for (const [, fn] of routeFunctions(template)) {
      const isRoute = ROUTES.some((r) => routeKey(r) === fn.Properties.Description);
      expect(Object.keys(env(fn))).toEqual(
        expect.arrayContaining([
          ...(isRoute ? ['TABLE_NAME'] : []),
          'SITE_URL',
          'LOG_LEVEL',
          'NODE_OPTIONS',
        ]),
      );
    }
  });

  it('never enables the offline billing simulator: BILLING_MODE is stripe on every function', () => {
    for (const [, fn] of routeFunctions(template)) expect(env(fn).BILLING_MODE).toBe('stripe');
    for (const [, fn] of resources(template, 'AWS::Lambda::Function')) {
      const mode = env(fn).BILLING_MODE;
      if (mode !== undefined) expect(mode).toBe('stripe');
    }
  });
});

describe('the route table decides who gets Stripe and SES', () => {
  const extra: RouteEntry[] = [
    {
      method: 'POST',
      path: '/api/test-only/stripe-webhook',
      entry: 'handlers/health.ts',
      access: 'public',
      rawBody: true,
      timeoutSeconds: 20,
      needs: ['stripe'],
    },
    {
      method: 'POST',
      path: '/api/test-only/send-mail',
      entry: 'handlers/health.ts',
      access: 'public',
      needs: ['mail'],
    },
  ];
  let t: Template;
  beforeAll(() => {
    ({ template: t } = synth([...ROUTES, ...extra]));
  }, 120_000);

  function fnByKey(key: string): [string, Resource] {
    const found = routeFunctions(t).find(([, fn]) => fn.Properties.Description === key);
    if (!found) throw new Error(`no function for ${key}`);
    return found;
  }

  function policyFor(logicalId: string): string {
    const fn = t.toJSON().Resources[logicalId] as Resource;
    const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const policies = resources(t, 'AWS::IAM::Policy').filter(([, p]) =>
      (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId),
    );
    return JSON.stringify(policies.map(([, p]) => p.Properties.PolicyDocument));
  }

  it('binds the Stripe secret only where the route needs it', () => {
    const [webhookId, webhook] = fnByKey('POST /api/test-only/stripe-webhook');
    expect(env(webhook).STRIPE_SECRET_ARN).toBeDefined();
    expect(webhook.Properties.Timeout).toBe(20);
    expect(policyFor(webhookId)).toContain('secretsmanager:GetSecretValue');
    const noStripe = ROUTES.filter((r) => !r.needs?.includes('stripe')).map(routeKey);
    for (const key of ['POST /api/test-only/send-mail', ...noStripe]) {
      const [id, fn] = fnByKey(key);
      expect(env(fn).STRIPE_SECRET_ARN).toBeUndefined();
      expect(policyFor(id)).not.toContain('secretsmanager:');
    }
  });

  it('lets only mail routes send through SES, from the configured sender', () => {
    const [mailId, mailer] = fnByKey('POST /api/test-only/send-mail');
    expect(env(mailer).MAIL_FROM).toBe('no-responder@inversorlisto.com');
    expect(policyFor(mailId)).toContain('ses:SendEmail');
    const [webhookId] = fnByKey('POST /api/test-only/stripe-webhook');
    expect(policyFor(webhookId)).not.toContain('ses:');
  });

  it('grants the Stripe secret to the billing routes that call Stripe', () => {
    const billing = ROUTES.filter((r) => r.needs?.includes('stripe'));
    expect(billing.map(routeKey)).toEqual(
      expect.arrayContaining(['POST /api/stripe/webhook', 'POST /api/subscribe/{plan}']),
    );
    for (const route of billing) {
      const [id, fn] = fnByKey(routeKey(route));
      expect(env(fn).STRIPE_SECRET_ARN).toBeDefined();
      expect(policyFor(id)).toContain('secretsmanager:GetSecretValue');
    }
  });

  it('never deploys the offline billing simulator', () => {
    expect(LOCAL_ONLY.map(routeKey)).toContain('POST /api/billing/simulator/confirm');
    const deployed = routeFunctions(t).map(([, fn]) => fn.Properties.Description);
    const routeKeys = resources(t, 'AWS::ApiGatewayV2::Route').map(
      ([, r]) => r.Properties.RouteKey,
    );
    for (const route of LOCAL_ONLY) {
      expect(deployed).not.toContain(routeKey(route));
      expect(routeKeys).not.toContain(routeKey(route));
    }
    expect(JSON.stringify(t.toJSON())).not.toContain('simulator');
  });

  it('still sets BILLING_MODE=stripe on every function', () => {
    for (const [, fn] of routeFunctions(t)) expect(env(fn).BILLING_MODE).toBe('stripe');
  });
});

describe('Data: the single table', () => {
  it('has the shared keys, TTL, PITR, deletion protection, on-demand billing and is retained', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: {
        KeySchema: [
          { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
          { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
        ],
        BillingMode: 'PAY_PER_REQUEST',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true },
        DeletionProtectionEnabled: true,
      },
    });
  });
});

describe('StaticSite', () => {
  function distribution(): Record<string, unknown> & {
    DefaultCacheBehavior: Record<string, unknown>;
    CacheBehaviors: Record<string, unknown>[];
    Origins: Record<string, unknown>[];
  } {
    const [[, dist]] = resources(template, 'AWS::CloudFront::Distribution') as [[string, Resource]];
    return dist.Properties.DistributionConfig as ReturnType<typeof distribution>;
  }

  it('serves a private bucket through origin access control', () => {
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: {
        OriginAccessControlOriginType: 's3',
        SigningBehavior: 'always',
        SigningProtocol: 'sigv4',
      },
    });
    const s3Origin = distribution().Origins.find((o) => o.S3OriginConfig);
    expect(s3Origin?.OriginAccessControlId).toBeDefined();
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      LoggingConfiguration: Match.anyValue(),
    });
  });

  it('sends our security headers from shared/security-headers.ts', () => {
    template.resourceCountIs('AWS::CloudFront::ResponseHeadersPolicy', 1);
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: {
          ContentSecurityPolicy: {
            ContentSecurityPolicy: SECURITY_HEADERS['content-security-policy'],
            Override: true,
          },
          StrictTransportSecurity: {
            AccessControlMaxAgeSec: HSTS_MAX_AGE_SECONDS,
            IncludeSubdomains: /includeSubDomains/.test(
              SECURITY_HEADERS['strict-transport-security']!,
            ),
            Preload: /preload/.test(SECURITY_HEADERS['strict-transport-security']!),
            Override: true,
          },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: SECURITY_HEADERS['x-frame-options'], Override: true },
          ReferrerPolicy: { ReferrerPolicy: SECURITY_HEADERS['referrer-policy'], Override: true },
        },
      },
    });
    expect(SECURITY_HEADERS['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(SECURITY_HEADERS['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a header value CloudFront cannot send', () => {
    expect(() =>
      securityHeadersPolicyProps({ ...SECURITY_HEADERS, 'x-frame-options': 'ALLOWALL' }),
    ).toThrow(/x-frame-options/);
  });

  it('routes /api/* to the HTTP API uncached, with every viewer header but Host, cookies and query strings', () => {
    const config = distribution();
    const api = config.CacheBehaviors.find((b) => b.PathPattern === '/api/*');
    expect(api).toMatchObject({
      CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId:
        OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      AllowedMethods: expect.arrayContaining([
        'GET',
        'HEAD',
        'OPTIONS',
        'PUT',
        'PATCH',
        'POST',
        'DELETE',
      ]),
      ViewerProtocolPolicy: 'redirect-to-https',
      ResponseHeadersPolicyId: config.DefaultCacheBehavior.ResponseHeadersPolicyId,
    });
    const origin = config.Origins.find((o) => o.Id === api?.TargetOriginId);
    expect(JSON.stringify(origin?.DomainName)).toMatch(/HttpApi.*ApiEndpoint/);
    expect(origin?.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only' });
  });

  it('lets only CloudFront call the API: the origin-verify secret is sent by CloudFront and required by every function', () => {
    const secretId = resources(template, 'AWS::SecretsManager::Secret').find(([, secret]) =>
      JSON.stringify(secret.Properties).includes('CloudFront sends'),
    )?.[0];
    expect(secretId).toBeDefined();
    const reference = JSON.stringify({
      'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secretId }, ':SecretString:::}}']],
    });
    for (const [, fn] of routeFunctions(template)) {
      expect(JSON.stringify(env(fn).ORIGIN_VERIFY_SECRET)).toBe(reference);
    }
    const api = distribution().Origins.find((o) =>
      JSON.stringify(o.DomainName).includes('HttpApi'),
    );
    expect(JSON.stringify(api?.OriginCustomHeaders)).toBe(
      JSON.stringify([{ HeaderName: 'x-origin-verify', HeaderValue: JSON.parse(reference) }]),
    );
  });

  it('falls back to index.html for app routes at the edge, never through error responses', () => {
    const config = distribution();
    expect(config.CustomErrorResponses).toBeUndefined();
    const [association] = config.DefaultCacheBehavior.FunctionAssociations as {
      EventType: string;
      FunctionARN: { 'Fn::GetAtt': [string, string] };
    }[];
    expect(association?.EventType).toBe('viewer-request');
    const fn = template.toJSON().Resources[association!.FunctionARN['Fn::GetAtt'][0]] as Resource;
    const handler = new Function(
      `${fn.Properties.FunctionCode as string}; return handler;`,
    )() as (e: { request: { uri: string } }) => { uri: string };
    const rewrite = (uri: string) => handler({ request: { uri } }).uri;
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/pro-dashboard')).toBe('/index.html');
    expect(rewrite('/elite/deals/42')).toBe('/index.html');
    expect(rewrite('/assets/app-abc123.js')).toBe('/assets/app-abc123.js');
    expect(rewrite('/favicon.svg')).toBe('/favicon.svg');
  });

  it('logs viewer requests and deploys the built site', () => {
    expect(distribution().Logging).toBeDefined();
    template.resourceCountIs('Custom::CDKBucketDeployment', 2);
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketKeyPrefix: 'assets/',
      Prune: false,
      SystemMetadata: { 'cache-control': Match.stringLikeRegexp('immutable') },
    });
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      DistributionPaths: ['/*'],
      SystemMetadata: { 'cache-control': 'no-cache' },
    });
  });
});

describe('Firewall and alarms', () => {
  it('puts a CLOUDFRONT web ACL with a per-IP rate rule on the distribution', () => {
    const acls = resources(template, 'AWS::WAFv2::WebACL');
    expect(acls).toHaveLength(1);
    const aclId = acls[0]![0];
    template.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      Rules: Match.arrayWith([
        Match.objectLike({
          Action: { Block: Match.anyValue() },
          Statement: {
            RateBasedStatement: Match.objectLike({
              AggregateKeyType: 'IP',
              Limit: Match.anyValue(),
            }),
          },
        }),
        Match.objectLike({
          Statement: {
            ManagedRuleGroupStatement: Match.objectLike({
              VendorName: 'AWS',
              Name: 'AWSManagedRulesCommonRuleSet',
            }),
          },
        }),
      ]),
    });
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ WebACLId: { 'Fn::GetAtt': [aclId, 'Arn'] } }),
    });
  });

  it('alarms on API 5xx and on every function’s errors and throttles', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/ApiGateway',
      MetricName: '5xx',
      AlarmActions: [Match.anyValue()],
    });
    // Every route function's Errors and Throttles are read by exactly one alarm that notifies.
    const functionIds = routeFunctions(template).map(([id]) => id);
    for (const metric of ['Errors', 'Throttles']) {
      const watched: string[] = [];
      for (const [, alarm] of resources(template, 'AWS::CloudWatch::Alarm')) {
        const queries = (alarm.Properties.Metrics ?? []) as {
          MetricStat?: {
            Metric: {
              Namespace: string;
              MetricName: string;
              Dimensions: { Value: { Ref: string } }[];
            };
          };
        }[];
        const stats = queries.flatMap((q) => (q.MetricStat ? [q.MetricStat.Metric] : []));
        const mine = stats.filter((m) => m.Namespace === 'AWS/Lambda' && m.MetricName === metric);
        if (mine.length === 0) continue;
        expect(alarm.Properties.AlarmActions).toHaveLength(1);
        expect(stats.length).toBeLessThanOrEqual(10); // CloudWatch's limit per alarm
        watched.push(...mine.map((m) => m.Dimensions[0]!.Value.Ref));
      }
      expect(watched.sort(), metric).toEqual([...functionIds].sort());
    }
  });
});

describe('Mail', () => {
  it('creates the SES identity from context', () => {
    template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'inversorlisto.com',
    });
  });

  it('refuses a sender outside the identity', () => {
    const scratch = new Stack(new App(), 'Scratch');
    expect(
      () =>
        new Mail(scratch, 'Mail', { identity: 'inversorlisto.com', fromAddress: 'x@example.com' }),
    ).toThrow(/not covered/);
  });
});

describe('cdk-nag AwsSolutions', () => {
  it('has no unsuppressed error or warning', () => {
    const findings = [
      ...Annotations.fromStack(stack).findError('*', Match.stringLikeRegexp('AwsSolutions-.*')),
      ...Annotations.fromStack(stack).findWarning('*', Match.stringLikeRegexp('AwsSolutions-.*')),
    ].map((f) => `${f.id}: ${String(f.entry.data).split('\n')[0]}`);
    expect(findings).toEqual([]);
  });

  it('justifies every suppression, and suppresses only reviewed rules', () => {
    const suppressed = new Set<string>();
    for (const [, resource] of Object.entries(
      template.toJSON().Resources as Record<string, Resource>,
    )) {
      const rules =
        (resource.Metadata?.cdk_nag as { rules_to_suppress?: { id: string; reason: string }[] })
          ?.rules_to_suppress ?? [];
      for (const rule of rules) {
        expect(rule.reason.length, rule.id).toBeGreaterThan(30);
        suppressed.add(rule.id);
      }
    }
    expect([...suppressed].sort()).toEqual(
      [
        'AwsSolutions-APIG4',
        'AwsSolutions-CFR1',
        'AwsSolutions-CFR4',
        'AwsSolutions-IAM4',
        'AwsSolutions-IAM5',
        'AwsSolutions-L1',
        'AwsSolutions-SMG4',
      ].sort(),
    );
  });
});
