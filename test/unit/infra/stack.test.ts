import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App, Aspects, Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TABLE } from '../../../functions/commons/table.ts';
import { STRIPE_SECRET_FIELDS } from '../../../functions/billing/keys.ts';
import {
  AREAS,
  NOT_FOUND,
  ROUTES as ALL_ROUTES,
  routeKey,
  STAGE_THROTTLE,
  type RouteEntry,
} from '../../../functions/routes.ts';
import { Documents, NONCURRENT_DAYS, PACKAGE_DAYS } from '../../../infra/constructs/documents.ts';
import { JOBS_QUEUE } from '../../../functions/jobs/settings.ts';
import { LEADING_KEYS } from '../../../functions/commons/keys.ts';
import { Mail } from '../../../infra/constructs/mail.ts';
import {
  RENTCAST_SECRET_PLACEHOLDER,
  STRIPE_SECRET_PLACEHOLDER,
} from '../../../infra/constructs/secrets.ts';
import { securityHeadersPolicyProps } from '../../../infra/constructs/security-headers-policy.ts';
import { InversorListoStack } from '../../../infra/stack.ts';
import { STAGES } from '../../../infra/stages.ts';
import type { Api } from '../../../infra/constructs/api.ts';
import {
  HSTS_MAX_AGE_SECONDS,
  SECURITY_HEADERS,
  securityHeaders,
} from '../../../shared/security-headers.ts';

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
function synth(routes?: readonly RouteEntry[], tableName?: string) {
  const siteDir = mkdtempSync(path.join(os.tmpdir(), 'site-'));
  tempDirs.push(siteDir);
  writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>t</title>');
  mkdirSync(path.join(siteDir, 'assets'));
  writeFileSync(path.join(siteDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  mkdirSync(path.join(siteDir, 'pages'));
  for (const page of [
    'pro-dashboard',
    'calculadora-dscr',
    'expediente-compartido/any',
    'portafolio/analisis/any',
  ]) {
    mkdirSync(path.dirname(path.join(siteDir, 'pages', page)), { recursive: true });
    writeFileSync(path.join(siteDir, 'pages', `${page}.html`), '<!doctype html><title>t</title>');
  }
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
    stage: STAGES.prod,
    routes,
    tableName,
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
/** The nested stack that holds the API's routes. */
let routesTemplate: Template;
beforeAll(() => {
  ({ stack, template } = synth());
  routesTemplate = Template.fromStack((stack.node.findChild('Api') as Api).routesStack);
}, 120_000);

/**
 * What names an area's live alias in the routes stack, which receives it as a parameter
 * (`referenceto<stack>Api<Area>Live<hash>Ref`).
 */
function aliasId(area: keyof typeof AREAS): string {
  expect((stack.node.findChild('Api') as Api).aliases.get(area)).toBeDefined();
  return `Api${area[0]!.toUpperCase()}${area.slice(1)}Live`;
}

/** The area functions, by the area their description names. */
function areaFunctions(t: Template): Map<string, [string, Resource]> {
  const found = new Map<string, [string, Resource]>();
  for (const [id, fn] of routeFunctions(t)) {
    const area = /\(area "([a-z-]+)"\)/.exec(String(fn.Properties.Description))?.[1];
    if (area) found.set(area, [id, fn]);
  }
  return found;
}

/** The policy documents attached to a function's role, as one JSON text. */
function policyOf(t: Template, logicalId: string): string {
  const fn = t.toJSON().Resources[logicalId] as Resource;
  const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  const policies = resources(t, 'AWS::IAM::Policy').filter(([, p]) =>
    (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId),
  );
  return JSON.stringify(policies.map(([, p]) => p.Properties.PolicyDocument));
}

const DEPLOYED_AREAS = [...new Set(ROUTES.map((r) => r.area))];

describe('Api: one function per area, one route per route-table entry', () => {
  it.each(DEPLOYED_AREAS.map((a) => [a] as const))('area %s', (area) => {
    const settings = AREAS[area];
    const [id, fn] = areaFunctions(template).get(area) ?? [];
    expect(fn, area).toBeDefined();
    expect(fn!.Properties).toMatchObject({
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
      MemorySize: settings.memoryMb,
      Timeout: settings.timeoutSeconds,
      Handler: 'index.handler',
      LoggingConfig: { LogGroup: expect.anything() },
    });
    expect(settings.timeoutSeconds).toBeLessThan(30); // the HTTP API's integration limit
    // API Gateway invokes the function's live alias (CodeDeploy shifts it between versions).
    const alias = aliasId(area);
    template.hasResourceProperties('AWS::Lambda::Alias', {
      FunctionName: { Ref: id },
      Name: 'live',
    });
    // Every route of the area goes to this alias's integration, behind the edge authorizer.
    const integrations = resources(routesTemplate, 'AWS::ApiGatewayV2::Integration').filter(
      ([, integration]) => JSON.stringify(integration.Properties.IntegrationUri).includes(alias),
    );
    expect(integrations).toHaveLength(1);
    const target = { 'Fn::Join': ['', ['integrations/', { Ref: integrations[0]![0] }]] };
    for (const route of ROUTES.filter((r) => r.area === area)) {
      routesTemplate.hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: routeKey(route),
        Target: target,
        AuthorizationType: 'CUSTOM',
      });
    }
  });

  it('makes a route for every deployed entry and the $default 404 in the routes stack, and nothing else', () => {
    const keys = resources(routesTemplate, 'AWS::ApiGatewayV2::Route').map(
      ([, r]) => r.Properties.RouteKey,
    );
    expect(keys.sort()).toEqual([...ROUTES.map(routeKey), '$default'].sort());
    template.resourceCountIs('AWS::ApiGatewayV2::Route', 0);
    routesTemplate.resourceCountIs('AWS::ApiGatewayV2::Integration', DEPLOYED_AREAS.length);
    expect([...areaFunctions(template).keys()].sort()).toEqual([...DEPLOYED_AREAS].sort());
    // One invoke permission per area alias, not one per route.
    const permissions = resources(routesTemplate, 'AWS::Lambda::Permission').filter(
      ([, p]) => p.Properties.Principal === 'apigateway.amazonaws.com',
    );
    expect(permissions).toHaveLength(DEPLOYED_AREAS.length);
  });

  it('routes $default to the area that answers the Spanish 404', () => {
    const alias = aliasId(NOT_FOUND.area);
    const integration = resources(routesTemplate, 'AWS::ApiGatewayV2::Integration').find(([, i]) =>
      JSON.stringify(i.Properties.IntegrationUri).includes(alias),
    )!;
    routesTemplate.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: '$default',
      Target: { 'Fn::Join': ['', ['integrations/', { Ref: integration[0] }]] },
    });
  });

  it('refuses at API Gateway what did not come through CloudFront: the origin-verify authorizer, cached', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'REQUEST',
      IdentitySource: ['$request.header.x-origin-verify'],
      EnableSimpleResponses: true,
      AuthorizerResultTtlInSeconds: 300,
    });
    for (const [, route] of resources(routesTemplate, 'AWS::ApiGatewayV2::Route')) {
      expect(route.Properties.AuthorizationType, String(route.Properties.RouteKey)).toBe('CUSTOM');
    }
  });

  it('throttles expensive routes below the stage, as the route table says', () => {
    const [, stage] = resources(template, 'AWS::ApiGatewayV2::Stage')[0]!;
    expect(stage.Properties.DefaultRouteSettings).toEqual({
      ThrottlingRateLimit: STAGE_THROTTLE.rateLimit,
      ThrottlingBurstLimit: STAGE_THROTTLE.burstLimit,
    });
    const throttled = ROUTES.filter((r) => r.throttle);
    expect(throttled.map(routeKey)).toEqual(
      expect.arrayContaining(['POST /api/auth/login', 'POST /api/vault/packages']),
    );
    expect(stage.Properties.RouteSettings).toEqual(
      Object.fromEntries(
        throttled.map((r) => [
          routeKey(r),
          {
            ThrottlingRateLimit: r.throttle!.rateLimit,
            ThrottlingBurstLimit: r.throttle!.burstLimit,
          },
        ]),
      ),
    );
    for (const r of throttled) expect(r.throttle!.rateLimit).toBeLessThan(STAGE_THROTTLE.rateLimit);
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

  it('gives every area function the table, the site URL, its log level and the origin check', () => {
    for (const [, fn] of areaFunctions(template).values()) {
      expect(Object.keys(env(fn))).toEqual(
        expect.arrayContaining([
          'TABLE_NAME',
          'SITE_URL',
          'LOG_LEVEL',
          'NODE_OPTIONS',
          'ORIGIN_VERIFY_SECRET_ARN',
        ]),
      );
    }
  });

  it('never enables the offline billing simulator: BILLING_MODE is stripe on every function', () => {
    expect(LOCAL_ONLY.map(routeKey)).toContain('POST /api/billing/simulator/confirm');
    for (const [, fn] of areaFunctions(template).values()) {
      expect(env(fn).BILLING_MODE).toBe('stripe');
    }
    for (const [, fn] of resources(template, 'AWS::Lambda::Function')) {
      const mode = env(fn).BILLING_MODE;
      if (mode !== undefined) expect(mode).toBe('stripe');
    }
    expect(JSON.stringify(template.toJSON())).not.toContain('simulator');
  });
});

describe('least privilege per area: the route table decides', () => {
  it.each(DEPLOYED_AREAS.map((a) => [a] as const))('area %s', (area) => {
    const [id, fn] = areaFunctions(template).get(area)!;
    const policy = policyOf(template, id);
    const needs = new Set(ROUTES.filter((r) => r.area === area).flatMap((r) => r.needs ?? []));
    // Stripe's secret, SES, RentCast's secret: only where a route of the area needs them.
    expect(env(fn).STRIPE_SECRET_ARN !== undefined, 'stripe').toBe(needs.has('stripe'));
    expect(policy.includes('ses:SendEmail'), 'ses').toBe(needs.has('mail'));
    expect(env(fn).MAIL_FROM !== undefined, 'MAIL_FROM').toBe(needs.has('mail'));
    expect(env(fn).RENTCAST_SECRET_ARN !== undefined, 'rentcast').toBe(needs.has('rentcast'));
    expect(env(fn).MFA_SECRET_ARN !== undefined, 'mfa-key').toBe(needs.has('mfa-key'));
    // The vault bucket: only the object actions of the needs, on their prefixes; a listing only
    // for the purge of a deleted account.
    const s3 = [...new Set(policy.match(/"s3:[A-Z]\w+"/g) ?? [])].map((a) => a.slice(1, -1)).sort();
    const wanted = new Set<string>();
    if (needs.has('vault'))
      ['s3:PutObject', 's3:GetObject', 's3:DeleteObject'].forEach((a) => wanted.add(a));
    if (needs.has('vault-read')) wanted.add('s3:GetObject');
    if (needs.has('vault-package')) {
      ['s3:GetObject', 's3:PutObject', 's3:AbortMultipartUpload'].forEach((a) => wanted.add(a));
    }
    if (needs.has('vault-purge')) {
      [
        's3:ListBucket',
        's3:ListBucketVersions',
        's3:DeleteObject',
        's3:DeleteObjectVersion',
      ].forEach((a) => wanted.add(a));
    }
    expect(s3, 's3 actions').toEqual([...wanted].sort());
    expect(env(fn).VAULT_BUCKET !== undefined, 'VAULT_BUCKET').toBe(wanted.size > 0);
    if (needs.has('vault-read') && !needs.has('vault')) {
      expect(policy).not.toMatch(/packages\/\*/);
    }
    if (needs.has('vault') && !needs.has('vault-package')) {
      expect(policy).not.toMatch(/packages\/\*/);
    }
    // Never a scan, a stream or a table-wide grant of every action.
    expect(policy).not.toMatch(/dynamodb:Scan|dynamodb:GetRecords|dynamodb:\*/);
  });
});

/**
 * What each function may write in the table, by partition-key family (dynamodb:LeadingKeys),
 * listed here by hand so a new family is a reviewed change: the template must grant exactly these
 * (from AREAS `writes` and JOBS_QUEUE.workerWrites), and nothing else of the stack writes at all.
 * Every function may also update the rate-limit counters and the sessions' lastSeenAt.
 */
const TABLE_WRITES: Record<string, readonly string[]> = {
  platform: [],
  auth: [
    'USER#*',
    'EMAIL#*',
    'USERNAME#*',
    'SESSION#*',
    'MFA_LOGIN#*',
    'RESET#*',
    'EMAIL_CHANGE#*',
    'DATA_EXPORT#*',
    'ACCOUNT_DELETE#*',
    'DELETED#*',
    'STAFF',
    'CUSTOMER#*',
    'UPLOADS#*',
    'REMIND#*',
    'REVIEWQ',
    'SLOT#*',
    'INTEREST#*',
    'WEBINAR#*',
    'TICKET#*',
    'TICKETS#*',
    'NETWORK#MEMBER#*',
    'NETWORK#DIR#*',
    'NETWORK#PAIR#*',
    'NETWORK#REPORTS',
    'DEAL_ALERTS',
    'MASTERCLASS_NOTIFY',
    'LENDER_LINK#*',
    'LENDER#*',
    'LENDERS',
    'PORTFOLIO_ANALYSES',
    'SWEEP#*',
  ],
  billing: ['USER#*', 'CUSTOMER#*', 'BILLING_REMIND#*'],
  webhook: ['USER#*', 'CUSTOMER#*', 'STRIPE_EVENT#*', 'BILLING_REMIND#*'],
  pro: ['USER#*'],
  market: ['USER#*'],
  member: ['USER#*', 'WEBINAR', 'WEBINAR#*'],
  elite: [
    'USER#*',
    'SLOT#*',
    'INTEREST#*',
    'DEAL_ALERTS',
    'MASTERCLASS_NOTIFY',
    'TICKET#*',
    'TICKETS#*',
    'NETWORK#MEMBER#*',
    'NETWORK#DIR#*',
    'NETWORK#PAIR#*',
    'NETWORK#REPORTS',
    'PORTFOLIO_ANALYSES',
  ],
  vault: ['USER#*', 'UPLOADS#*', 'REMIND#*', 'REVIEWQ'],
  staff: ['USER#*', 'REVIEWQ', 'TICKET#*', 'TICKETS#*', 'PORTFOLIO_ANALYSES', 'LENDERS'],
  lenders: ['USER#*', 'LENDER_LINK#*', 'LENDER#*', 'PROGRAM#*', 'PROGRAMS', 'LENDERS'],
  'jobs-worker': [
    'USER#*',
    'REMIND#*',
    'UPLOADS#*',
    'BILLING_REMIND#*',
    'SWEEP#*',
    'PROGRAM#*',
    'PROGRAMS',
  ],
};
const EVERY_FUNCTION_UPDATES = ['RATE#*', 'SESSION#*'];

type Statement = {
  Action: string | string[];
  Effect: string;
  Condition?: Record<string, Record<string, string | string[]>>;
};

/** The statements of the policies attached to a function's role. */
function statementsOf(t: Template, logicalId: string): Statement[] {
  const documents = JSON.parse(policyOf(t, logicalId)) as { Statement: Statement[] }[];
  return documents.flatMap((d) => d.Statement);
}

/** The LeadingKeys each write action of the table is allowed on; '<any>' when unconditioned. */
function tableWrites(statements: Statement[]): Map<string, Set<string>> {
  const writes = new Map<string, Set<string>>();
  for (const statement of statements) {
    const actions = [statement.Action].flat();
    const leading = statement.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'];
    for (const action of actions) {
      if (!/^dynamodb:(PutItem|UpdateItem|DeleteItem|BatchWriteItem|\*)$/.test(action)) continue;
      const set = writes.get(action) ?? new Set<string>();
      for (const key of leading === undefined ? ['<any>'] : [leading].flat()) set.add(key);
      writes.set(action, set);
    }
  }
  return writes;
}

describe('least privilege in the table: each function writes only its key families', () => {
  const functions = (): Map<string, string> => {
    const byName = new Map([...areaFunctions(template)].map(([area, [id]]) => [area, id]));
    const [workerId] = routeFunctions(template).find(([, f]) =>
      String(f.Properties.Description).startsWith('Jobs worker'),
    )!;
    byName.set('jobs-worker', workerId);
    return byName;
  };

  it('lists every function that writes the table, and the list is what the code declares', () => {
    expect([...functions().keys()].sort()).toEqual(Object.keys(TABLE_WRITES).sort());
    for (const area of DEPLOYED_AREAS) {
      expect(
        AREAS[area].writes.map((f) => LEADING_KEYS[f]),
        area,
      ).toEqual(TABLE_WRITES[area]);
    }
    expect(JOBS_QUEUE.workerWrites.map((f) => LEADING_KEYS[f])).toEqual(
      TABLE_WRITES['jobs-worker'],
    );
  });

  it.each(Object.keys(TABLE_WRITES).map((name) => [name] as const))('%s', (name) => {
    const id = functions().get(name)!;
    const writes = tableWrites(statementsOf(template, id));
    const declared = TABLE_WRITES[name]!;
    const sorted = (keys: Iterable<string>) => [...new Set(keys)].sort();
    expect(sorted(writes.get('dynamodb:UpdateItem') ?? []), 'UpdateItem').toEqual(
      sorted([...declared, ...EVERY_FUNCTION_UPDATES]),
    );
    for (const action of ['dynamodb:PutItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem']) {
      expect(sorted(writes.get(action) ?? []), action).toEqual(sorted(declared));
    }
    expect(writes.has('dynamodb:*')).toBe(false);
  });

  it('gives no other function of the stack any write to the table', () => {
    const writers = new Set(functions().values());
    for (const [id] of routeFunctions(template)) {
      if (writers.has(id)) continue;
      expect(tableWrites(statementsOf(template, id)).size, id).toBe(0);
    }
  });
});

describe('secrets and settings of the functions', () => {
  it('puts no secret in a function, only the ARNs to read at run time', () => {
    for (const [, fn] of resources(template, 'AWS::Lambda::Function')) {
      const variables = env(fn);
      expect(JSON.stringify(variables)).not.toContain('resolve:');
      expect(Object.keys(variables)).not.toEqual(expect.arrayContaining(['STRIPE_SECRET_KEY']));
      for (const name of [
        'ORIGIN_VERIFY_SECRET',
        'RENTCAST_API_KEY',
        'STRIPE_SECRET_KEY',
        'MFA_ENCRYPTION_KEY',
      ]) {
        expect(variables[name], name).toBeUndefined();
      }
    }
  });

  it('keeps the ops-filled secrets: fixed placeholders, retained, and the Stripe one where it was', () => {
    // The logical id it was first deployed under: a new id would be a new, empty secret.
    const stripe = template.toJSON().Resources.BillingStripeKeys190EE0F4 as Resource & {
      DeletionPolicy?: string;
    };
    expect(stripe?.Properties.SecretString).toBe(STRIPE_SECRET_PLACEHOLDER);
    expect(stripe?.DeletionPolicy).toBe('Retain');
    // Adding a field to the code must never change the template's value (CloudFormation would
    // overwrite the keys ops filled): the placeholder is a frozen text, not derived from the schema.
    expect(Object.keys(JSON.parse(STRIPE_SECRET_PLACEHOLDER)).sort()).toEqual(
      [...STRIPE_SECRET_FIELDS].sort(),
    );
    template.hasResource('AWS::SecretsManager::Secret', {
      DeletionPolicy: 'Retain',
      Properties: { SecretString: RENTCAST_SECRET_PLACEHOLDER },
    });
    for (const [, secret] of resources(template, 'AWS::SecretsManager::Secret')) {
      if (secret.Properties.SecretString !== undefined) {
        expect(String(secret.Properties.SecretString).length).toBeGreaterThan(0);
      }
    }
  });
});

describe('Documents: the vault bucket', () => {
  function vaultBucket(): Resource & { DeletionPolicy?: string } {
    const found = resources(template, 'AWS::S3::Bucket').filter(([id]) =>
      id.startsWith('Documents'),
    );
    expect(found).toHaveLength(1);
    return found[0]![1] as Resource & { DeletionPolicy?: string };
  }

  it('is private, encrypted, versioned, retained, with lifecycle for deleted files and packages', () => {
    const bucket = vaultBucket();
    expect(bucket.DeletionPolicy).toBe('Retain');
    expect(bucket.Properties).toMatchObject({
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [
          { ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } },
        ],
      },
      VersioningConfiguration: { Status: 'Enabled' },
      LoggingConfiguration: { LogFilePrefix: 's3-documents/' },
      LifecycleConfiguration: {
        Rules: expect.arrayContaining([
          expect.objectContaining({
            NoncurrentVersionExpiration: { NoncurrentDays: NONCURRENT_DAYS },
            AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
            Status: 'Enabled',
          }),
          expect.objectContaining({ Prefix: 'packages/', ExpirationInDays: PACKAGE_DAYS }),
        ]),
      },
    });
  });

  it('lets only the site origin upload (PUT) by CORS', () => {
    const cors = (
      vaultBucket().Properties.CorsConfiguration as { CorsRules: Record<string, unknown>[] }
    ).CorsRules;
    expect(cors).toHaveLength(1);
    expect(cors[0]!.AllowedMethods).toEqual(['PUT']);
    expect(JSON.stringify(cors[0]!.AllowedOrigins)).toMatch(/Distribution.*DomainName/);
  });

  it('refuses plain HTTP and TLS below 1.2 in its bucket policy', () => {
    const policies = resources(template, 'AWS::S3::BucketPolicy').filter(([id]) =>
      id.startsWith('Documents'),
    );
    const text = JSON.stringify(policies.map(([, p]) => p.Properties.PolicyDocument));
    expect(text).toContain('"aws:SecureTransport":"false"');
    expect(text).toContain('"s3:TlsVersion":1.2');
  });

  it('keeps browser uploads apart from the files anything serves, and expires them', () => {
    const [, bucket] = Object.entries(template.findResources('AWS::S3::Bucket')).find(([, b]) =>
      JSON.stringify(b).includes('deleted-files'),
    )!;
    const rules = (bucket.Properties as { LifecycleConfiguration: { Rules: unknown[] } })
      .LifecycleConfiguration.Rules;
    expect(rules).toContainEqual(
      expect.objectContaining({ Id: 'uploads', Prefix: 'uploads/', ExpirationInDays: 2 }),
    );
  });
});

describe('Jobs: the queue for long work', () => {
  function worker(): [string, Resource] {
    return routeFunctions(template).find(([, f]) =>
      String(f.Properties.Description).startsWith('Jobs worker'),
    )!;
  }

  it('has a dead-letter queue after maxReceiveCount receives, encrypted, TLS only', () => {
    const queues = resources(template, 'AWS::SQS::Queue');
    expect(queues).toHaveLength(2);
    const [dlqId] = queues.find(([, q]) => !q.Properties.RedrivePolicy)!;
    const [, main] = queues.find(([, q]) => q.Properties.RedrivePolicy)!;
    expect(main.Properties).toMatchObject({
      SqsManagedSseEnabled: true,
      VisibilityTimeout: JOBS_QUEUE.visibilityTimeoutSeconds,
      MessageRetentionPeriod: JOBS_QUEUE.retentionSeconds,
      RedrivePolicy: {
        deadLetterTargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] },
        maxReceiveCount: JOBS_QUEUE.maxReceiveCount,
      },
    });
    // AWS: the visibility timeout at least six times the worker's timeout.
    expect(JOBS_QUEUE.visibilityTimeoutSeconds).toBeGreaterThanOrEqual(
      6 * JOBS_QUEUE.workerTimeoutSeconds,
    );
    const policies = JSON.stringify(resources(template, 'AWS::SQS::QueuePolicy'));
    expect(policies).toContain('"aws:SecureTransport":"false"');
  });

  it('runs a worker of at least 5 minutes with room to stream, one message at a time, partial failures', () => {
    const [id, fn] = worker();
    expect(fn.Properties.Timeout).toBeGreaterThanOrEqual(300);
    expect(fn.Properties.MemorySize).toBeGreaterThanOrEqual(1024);
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: id },
      BatchSize: 1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      ScalingConfig: { MaximumConcurrency: JOBS_QUEUE.maxConcurrency },
    });
    expect(Object.keys(env(fn))).toEqual(
      expect.arrayContaining([
        'TABLE_NAME',
        'MAIL_FROM',
        'SITE_URL',
        'VAULT_BUCKET',
        'JOBS_QUEUE_URL',
        // The daily run's trial reminders read the subscription from Stripe.
        'STRIPE_SECRET_ARN',
      ]),
    );
    const policy = policyOf(template, id);
    expect([...new Set(policy.match(/"s3:[A-Z]\w+"/g))].sort()).toEqual(
      [
        '"s3:AbortMultipartUpload"',
        '"s3:DeleteObject"',
        '"s3:GetObject"',
        '"s3:PutObject"',
        // The second sweep of deleted members (functions/vault/erase.ts runDueMemberSweeps).
        '"s3:DeleteObjectVersion"',
        '"s3:ListBucket"',
        '"s3:ListBucketVersions"',
      ].sort(),
    );
    expect(policy).toContain('sqs:SendMessage');
  });

  it('queues the vault daily run every day at 13:00 UTC', () => {
    const [, rule] = resources(template, 'AWS::Events::Rule').find(
      ([, r]) => r.Properties.ScheduleExpression === 'cron(0 13 * * ? *)',
    )!;
    const [target] = rule.Properties.Targets as { Arn: unknown; Input: string }[];
    expect(JSON.stringify(target!.Arn)).toMatch(/JobsQueue/);
    expect(JSON.parse(target!.Input)).toEqual({ v: 1, kind: 'daily' });
  });

  it('lets only the routes that queue work send to the queue', () => {
    for (const [area, [id, fn]] of areaFunctions(template)) {
      const needs = new Set(ROUTES.filter((r) => r.area === area).flatMap((r) => r.needs ?? []));
      expect(env(fn).JOBS_QUEUE_URL !== undefined, area).toBe(needs.has('jobs'));
      expect(policyOf(template, id).includes('sqs:SendMessage'), area).toBe(needs.has('jobs'));
    }
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

describe('restore: the functions move to a restored table by configuration, not code', () => {
  it('points every function and its grants at the table named by context, keeping the stack’s own', () => {
    const restored = synth(
      ALL_ROUTES.filter((r) => r.area === 'platform'),
      'InversorListo-prod-restored',
    ).template;
    restored.resourceCountIs('AWS::DynamoDB::Table', 1);
    for (const [, fn] of routeFunctions(restored)) {
      const table = env(fn).TABLE_NAME;
      if (table !== undefined) expect(table).toBe('InversorListo-prod-restored');
    }
    const policies = JSON.stringify(resources(restored, 'AWS::IAM::Policy'));
    expect(policies).toContain(':table/InversorListo-prod-restored');
  }, 120_000);
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

  it('sends our security headers from shared/security-headers.ts, with the vault as upload origin', () => {
    const documents = stack.node.findChild('Documents') as Documents;
    const csp = securityHeaders(documents.origin)['content-security-policy']!;
    template.resourceCountIs('AWS::CloudFront::ResponseHeadersPolicy', 1);
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: {
          ContentSecurityPolicy: {
            ContentSecurityPolicy: stack.resolve(csp),
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
    expect(csp).toContain("frame-ancestors 'none'");
    // The vault's origin in connect-src only (uploads); nothing else names it.
    const directives = csp.split('; ').filter((d) => d.includes(documents.origin));
    expect(directives).toHaveLength(1);
    expect(directives[0]).toMatch(/^connect-src /);
    expect(SECURITY_HEADERS['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a header value CloudFront cannot send', () => {
    expect(() =>
      securityHeadersPolicyProps({ ...SECURITY_HEADERS, 'x-frame-options': 'ALLOWALL' }),
    ).toThrow(/x-frame-options/);
  });

  function config_api(config: ReturnType<typeof distribution>) {
    const behavior = config.CacheBehaviors.find((b) => b.PathPattern === '/api/*')!;
    const origin = config.Origins.find((o) => o.Id === behavior.TargetOriginId);
    return { behavior, origin };
  }

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

  it('lets only CloudFront call the API: the origin-verify value comes from a key-value store, rotated', () => {
    const api = config_api(distribution());
    expect(api.origin?.OriginCustomHeaders).toBeUndefined();
    const [association] = api.behavior.FunctionAssociations as {
      EventType: string;
      FunctionARN: { 'Fn::GetAtt': [string, string] };
    }[];
    const fn = template.toJSON().Resources[association!.FunctionARN['Fn::GetAtt'][0]] as Resource;
    expect(fn.Properties.FunctionConfig).toMatchObject({
      Runtime: 'cloudfront-js-2.0',
      KeyValueStoreAssociations: [{ KeyValueStoreARN: expect.anything() }],
    });
    template.resourceCountIs('AWS::CloudFront::KeyValueStore', 1);
    template.hasResourceProperties('AWS::SecretsManager::RotationSchedule', {
      RotationRules: { ScheduleExpression: 'rate(30 days)' },
    });
  });

  it('answers app routes at the edge with their page HTML or index.html, never through error responses', () => {
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
    // A page of the build has its own HTML (its preload hints); the stack reads them from the build.
    expect(rewrite('/pro-dashboard')).toBe('/pages/pro-dashboard.html');
    expect(rewrite('/calculadora-dscr')).toBe('/pages/calculadora-dscr.html');
    expect(rewrite('/pagina-que-no-existe')).toBe('/index.html');
    // A page whose last segment is a parameter has one file for every value of it.
    expect(rewrite('/expediente-compartido/abc123')).toBe('/pages/expediente-compartido/any.html');
    expect(rewrite('/portafolio/analisis/a1')).toBe('/pages/portafolio/analisis/any.html');
    expect(rewrite('/expediente-compartido')).toBe('/index.html');
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

  it('lets no managed rule inspect the Stripe webhook, which carries customer-typed text', () => {
    const [, acl] = resources(template, 'AWS::WAFv2::WebACL')[0]!;
    const managed = (acl.Properties.Rules as { Statement: Record<string, unknown> }[])
      .map((rule) => rule.Statement.ManagedRuleGroupStatement as Record<string, unknown>)
      .filter(Boolean);
    expect(managed.length).toBeGreaterThanOrEqual(2);
    for (const group of managed) {
      expect(group.ScopeDownStatement).toEqual({
        NotStatement: {
          Statement: {
            ByteMatchStatement: {
              FieldToMatch: { UriPath: {} },
              PositionalConstraint: 'EXACTLY',
              SearchString: '/api/stripe/webhook',
              TextTransformations: [{ Priority: 0, Type: 'NONE' }],
            },
          },
        },
      });
    }
    expect(ROUTES.map(routeKey)).toContain('POST /api/stripe/webhook');
  });

  it('alarms on the API’s 5xx rate and on every function’s errors and throttles', () => {
    const fiveXx = resources(template, 'AWS::CloudWatch::Alarm').filter(([, alarm]) =>
      JSON.stringify(alarm.Properties.Metrics ?? []).includes('"MetricName":"5xx"'),
    );
    expect(fiveXx).toHaveLength(1);
    expect(fiveXx[0]![1].Properties.AlarmActions).toHaveLength(1);
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
