/**
 * What the two stages `cdk synth` writes must hold to be run in AWS (docs/operations.md): read
 * from the CLI's templates and manifest (npm test synthesizes them first), never synthesized here.
 * Staging and production come from one definition (infra/app.ts); production alone is protected,
 * retains its data and logs, canaries its deployments, and cannot deploy without an alarm
 * recipient. Both run on Node 24, trace, log a year of security events (production), alarm, back
 * up, queue long work, and refuse at API Gateway what did not come through CloudFront.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES, STAGE_THROTTLE, type RouteEntry } from '../../../functions/routes.ts';
import { JOBS_QUEUE } from '../../../functions/jobs/settings.ts';
import { stackName, type StageName } from '../../../infra/stages.ts';
import {
  CDK_OUT,
  readTemplate,
  ROOT,
  STAGE_NAMES,
  type Resource,
  type Template,
} from '../../support/cdk-template.ts';

const TABLE: readonly RouteEntry[] = ROUTES;
const DEPLOYED_AREAS = [...new Set(TABLE.filter((r) => !r.localOnly).map((r) => r.area))];

function ofType(template: Template, type: string): [string, Resource][] {
  return Object.entries(template.Resources).filter(([, r]) => r.Type === type);
}

/** The app's functions (CDK's deployment helper runs Python). */
function appFunctions(template: Template): [string, Resource][] {
  return ofType(template, 'AWS::Lambda::Function').filter(
    ([, fn]) => !String(fn.Properties?.Runtime).startsWith('python'),
  );
}

const manifest = JSON.parse(readFileSync(path.join(CDK_OUT, 'manifest.json'), 'utf8')) as {
  artifacts: Record<string, { properties?: { terminationProtection?: boolean } }>;
};

describe.each(STAGE_NAMES.map((s) => [s] as const))('stage %s', (stage: StageName) => {
  const template = readTemplate(stage);
  const prod = stage === 'prod';

  it('is its own stack, named after the stage; production has termination protection', () => {
    expect(stackName(stage)).toMatch(new RegExp(`-${stage}$`));
    const artifact = manifest.artifacts[stackName(stage)];
    expect(artifact, stackName(stage)).toBeDefined();
    expect(artifact!.properties?.terminationProtection ?? false).toBe(prod);
  });

  it('runs every function on Node 24 with X-Ray tracing', () => {
    const functions = appFunctions(template);
    expect(functions.length).toBeGreaterThanOrEqual(DEPLOYED_AREAS.length + 3);
    for (const [id, fn] of functions) {
      expect(fn.Properties?.Runtime, id).toBe('nodejs24.x');
      expect(fn.Properties?.TracingConfig, id).toEqual({ Mode: 'Active' });
    }
    // No runtime-version exception but for CDK's own deployment helper.
    for (const [id, resource] of Object.entries(template.Resources)) {
      const rules =
        (resource.Metadata?.cdk_nag as { rules_to_suppress?: { id: string }[] } | undefined)
          ?.rules_to_suppress ?? [];
      if (rules.some((r) => r.id === 'AwsSolutions-L1'))
        expect(id).toMatch(/^CustomCDKBucketDeployment/);
    }
  });

  it('keeps data and logs in production; staging’s go with the stack', () => {
    const [[, table]] = ofType(template, 'AWS::DynamoDB::Table') as [
      [string, Resource & { DeletionPolicy?: string }],
    ];
    expect(table.Properties?.DeletionProtectionEnabled).toBe(prod);
    expect((table as { DeletionPolicy?: string }).DeletionPolicy).toBe(prod ? 'Retain' : 'Delete');
    expect(table.Properties?.PointInTimeRecoverySpecification).toEqual({
      PointInTimeRecoveryEnabled: true,
    });
    // The functions' and the API's logs hold the security events: a year in production.
    // (CDK's own deployment helper keeps its logs two years.)
    const logGroups = ofType(template, 'AWS::Logs::LogGroup').filter(
      ([id]) => !id.startsWith('CustomCDKBucketDeployment'),
    );
    expect(logGroups.length).toBeGreaterThanOrEqual(DEPLOYED_AREAS.length + 3);
    for (const [id, group] of logGroups) {
      expect(group.Properties?.RetentionInDays, id).toBe(prod ? 365 : 30);
      expect((group as { DeletionPolicy?: string }).DeletionPolicy, id).toBe(
        prod ? 'Retain' : 'Delete',
      );
    }
  });

  it(
    prod
      ? 'cannot deploy without an alarm recipient: a required AlarmEmail parameter feeds the subscription'
      : 'subscribes the context’s alarmEmail when given, and asks for no parameter',
    () => {
      const subscriptions = ofType(template, 'AWS::SNS::Subscription');
      if (prod) {
        const parameter = template.Parameters?.AlarmEmail;
        expect(parameter).toMatchObject({ Type: 'String', AllowedPattern: expect.any(String) });
        expect(parameter?.Default).toBeUndefined();
        expect(new RegExp(parameter!.AllowedPattern!).test('')).toBe(false);
        expect(new RegExp(parameter!.AllowedPattern!).test('oncall@inversorlisto.com')).toBe(true);
        expect(subscriptions.map(([, s]) => s.Properties)).toEqual([
          expect.objectContaining({ Protocol: 'email', Endpoint: { Ref: 'AlarmEmail' } }),
        ]);
      } else {
        expect(template.Parameters?.AlarmEmail).toBeUndefined();
      }
    },
  );

  it('deploys every API function through its live alias with CodeDeploy, rolled back by the error alarms', () => {
    const groups = ofType(template, 'AWS::CodeDeploy::DeploymentGroup');
    expect(groups).toHaveLength(DEPLOYED_AREAS.length);
    for (const [id, group] of groups) {
      expect(group.Properties?.DeploymentConfigName, id).toBe(
        prod
          ? 'CodeDeployDefault.LambdaCanary10Percent5Minutes'
          : 'CodeDeployDefault.LambdaAllAtOnce',
      );
      expect(group.Properties?.AutoRollbackConfiguration, id).toMatchObject({
        Enabled: true,
        Events: expect.arrayContaining(['DEPLOYMENT_FAILURE', 'DEPLOYMENT_STOP_ON_ALARM']),
      });
      const alarms = (
        group.Properties?.AlarmConfiguration as { Alarms: unknown[]; Enabled: boolean }
      ).Alarms;
      expect(alarms.length, id).toBeGreaterThanOrEqual(2); // its alias's errors, the API's 5xx
    }
    expect(ofType(template, 'AWS::Lambda::Alias')).toHaveLength(DEPLOYED_AREAS.length);
  });

  it('alarms on what users feel and what breaks quietly, and has a dashboard', () => {
    const alarms = ofType(template, 'AWS::CloudWatch::Alarm').map(([, a]) =>
      JSON.stringify(a.Properties),
    );
    const has = (pattern: RegExp) => alarms.some((a) => pattern.test(a));
    expect(has(/"MetricName":"5xx"/), '5xx rate').toBe(true);
    expect(has(/"MetricName":"4xx"/), '4xx rate').toBe(true);
    expect(
      has(/"MetricName":"BlockedRequests".*RatePerIp|RatePerIp.*"MetricName":"BlockedRequests"/),
      'edge 429s',
    ).toBe(true);
    expect(
      has(
        /"MetricName":"Latency".*"ExtendedStatistic":"p95"|"ExtendedStatistic":"p95".*"MetricName":"Latency"/,
      ),
      'p95 latency',
    ).toBe(true);
    expect(has(/"MetricName":"Throttles"/), 'Lambda throttles').toBe(true);
    expect(has(/WriteThrottleEvents/), 'table throttles').toBe(true);
    expect(
      has(
        /ApproximateNumberOfMessagesVisible.*JobsDeadLetter|JobsDeadLetter.*ApproximateNumberOfMessagesVisible/,
      ),
      'dead letters',
    ).toBe(true);
    expect(
      has(
        /"MetricName":"VaultDailyPlanned".*"TreatMissingData":"breaching"|"TreatMissingData":"breaching".*"MetricName":"VaultDailyPlanned"/,
      ),
      'daily heartbeat',
    ).toBe(true);
    expect(has(/Reputation\.BounceRate/), 'bounces').toBe(true);
    expect(has(/Reputation\.ComplaintRate/), 'complaints').toBe(true);
    for (const [id, alarm] of ofType(template, 'AWS::CloudWatch::Alarm')) {
      expect((alarm.Properties?.AlarmActions as unknown[]).length, id).toBe(1);
    }
    expect(ofType(template, 'AWS::CloudWatch::Dashboard')).toHaveLength(1);
  });

  it('sends mail through a configuration set that counts bounces and complaints and suppresses those addresses', () => {
    const sets = ofType(template, 'AWS::SES::ConfigurationSet');
    expect(sets).toHaveLength(1);
    const [setId, set] = sets[0]!;
    expect(set.Properties).toMatchObject({
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
      ReputationOptions: { ReputationMetricsEnabled: true },
    });
    const [, destination] = ofType(template, 'AWS::SES::ConfigurationSetEventDestination')[0]!;
    expect(destination.Properties).toMatchObject({
      ConfigurationSetName: { Ref: setId },
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: expect.arrayContaining(['bounce', 'complaint']),
        CloudWatchDestination: expect.anything(),
      },
    });
    for (const [id, fn] of appFunctions(template)) {
      const variables =
        (fn.Properties?.Environment as { Variables?: Record<string, unknown> })?.Variables ?? {};
      if (variables.MAIL_FROM) expect(variables.MAIL_CONFIGURATION_SET, id).toEqual({ Ref: setId });
    }
  });

  it('backs up the table and the document vault with AWS Backup', () => {
    const [, plan] = ofType(template, 'AWS::Backup::BackupPlan')[0]!;
    const rules = (
      plan.Properties?.BackupPlan as {
        BackupPlanRule: { Lifecycle: { DeleteAfterDays: number } }[];
      }
    ).BackupPlanRule;
    expect(rules.map((r) => r.Lifecycle.DeleteAfterDays)).toEqual(prod ? [35, 365] : [7]);
    const [, selection] = ofType(template, 'AWS::Backup::BackupSelection')[0]!;
    const selected = JSON.stringify(
      (selection.Properties?.BackupSelection as { Resources: unknown[] }).Resources,
    );
    expect(selected).toMatch(/DataTable/);
    expect(selected).toMatch(/DocumentsBucket/);
  });

  it('queues long work: a queue with a dead-letter queue and a worker of at least 5 minutes', () => {
    const queues = ofType(template, 'AWS::SQS::Queue');
    expect(queues).toHaveLength(2);
    const redriven = queues.filter(([, q]) => q.Properties?.RedrivePolicy);
    expect(redriven).toHaveLength(1);
    expect(redriven[0]![1].Properties?.RedrivePolicy).toMatchObject({
      maxReceiveCount: JOBS_QUEUE.maxReceiveCount,
    });
    const [, mapping] = ofType(template, 'AWS::Lambda::EventSourceMapping')[0]!;
    expect(mapping.Properties).toMatchObject({
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    const worker = appFunctions(template).find(([, fn]) =>
      String(fn.Properties?.Description).startsWith('Jobs worker'),
    )!;
    expect(worker[1].Properties?.Timeout).toBeGreaterThanOrEqual(300);
  });

  it('refuses at API Gateway what skipped CloudFront, and throttles expensive routes', () => {
    expect(ofType(template, 'AWS::ApiGatewayV2::Authorizer')).toHaveLength(1);
    const routes = ofType(template, 'AWS::ApiGatewayV2::Route');
    expect(routes.length).toBe(TABLE.filter((r) => !r.localOnly).length + 1);
    for (const [, route] of routes) expect(route.Properties?.AuthorizationType).toBe('CUSTOM');
    const [, apiStage] = ofType(template, 'AWS::ApiGatewayV2::Stage')[0]!;
    expect(apiStage.Properties?.DefaultRouteSettings).toMatchObject({
      ThrottlingRateLimit: STAGE_THROTTLE.rateLimit,
    });
    expect(Object.keys(apiStage.Properties?.RouteSettings as object).length).toBe(
      TABLE.filter((r) => r.throttle).length,
    );
  });
});

describe('the deploy pipeline', () => {
  const workflow = readFileSync(path.join(ROOT, '.github/workflows/deploy.yml'), 'utf8');

  it('tests, diffs, deploys staging, smoke-tests it, waits for approval, then deploys production', () => {
    const steps = [
      'npm ci',
      'npm test',
      'cdk diff',
      `cdk deploy ${stackName('staging')}`,
      'scripts/smoke.ts',
      'environment: production',
      `cdk deploy ${stackName('prod')}`,
    ];
    let at = -1;
    for (const step of steps) {
      const found = workflow.indexOf(step, at + 1);
      expect(found, `${step} after the step before it`).toBeGreaterThan(at);
      at = found;
    }
    expect(workflow).toContain('AlarmEmail=');
    expect(workflow).toMatch(/id-token: write/); // OIDC, no stored AWS keys
  });
});
