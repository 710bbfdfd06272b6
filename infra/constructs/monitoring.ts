import { CfnParameter, Duration, Stack } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  SingleValueWidget,
  Stats,
  TextWidget,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { METRICS } from '../../functions/commons/metrics.ts';
import { MAIL_EVENTS_DIMENSION } from './mail.ts';

export interface MonitoringProps {
  httpApi: HttpApi;
  /** The functions, by what the alarm descriptions call them. */
  functions: ReadonlyMap<string, LambdaFunction>;
  table: ITable;
  /** The jobs queue and its dead-letter queue. */
  queue: IQueue;
  deadLetter: IQueue;
  /** The app's own metrics' namespace (the worker's METRICS_NAMESPACE). */
  metricsNamespace: string;
  /** The web ACL's metric name (its rate rule's blocks are the edge's 429s). */
  webAclMetricName: string;
  /** Staging's recipient (context `alarmEmail`); ignored when `requireRecipient`. */
  alarmEmail?: string;
  /**
   * Production: the recipient is the stack's required AlarmEmail parameter, so the stack cannot
   * be deployed without one (`--parameters AlarmEmail=oncall@…`).
   */
  requireRecipient: boolean;
}

const PERIOD = Duration.minutes(5);
const FUNCTIONS_PER_ALARM = 10;

/** The sum of some metrics, a function with no data in a period counting as 0. */
function sumOf(metrics: IMetric[], label?: string): MathExpression {
  return new MathExpression({
    expression: metrics.map((_, i) => `FILL(m${i}, 0)`).join(' + '),
    usingMetrics: Object.fromEntries(metrics.map((metric, i) => [`m${i}`, metric])),
    period: PERIOD,
    label,
  });
}

/**
 * What pages a person (docs/operations.md lists each alarm and what to do): the API's 5xx and 4xx
 * rates, its p95 latency, the edge's per-IP 429s, the functions' errors and throttles, the table's
 * throttles, the jobs' dead-letter queue, the vault's daily run not running, and SES's bounce and
 * complaint rates; and one dashboard with all of it.
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly dashboard: Dashboard;
  /** Every alarm, by its construct id (the canary's rollback reads some). */
  readonly alarms = new Map<string, Alarm>();

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    // A customer-managed key: CloudWatch cannot publish to a topic under the AWS-managed SNS key.
    const key = new Key(this, 'AlarmTopicKey', {
      description: 'Encrypts the Inversor Listo alarm topic',
      enableKeyRotation: true,
    });
    key.grant(
      new ServicePrincipal('cloudwatch.amazonaws.com'),
      'kms:Decrypt',
      'kms:GenerateDataKey*',
    );
    this.topic = new Topic(this, 'AlarmTopic', { masterKey: key, enforceSSL: true });
    const recipient = props.requireRecipient
      ? new CfnParameter(Stack.of(this), 'AlarmEmail', {
          type: 'String',
          description: 'Who receives the alarms (required: production cannot deploy without it)',
          allowedPattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
          constraintDescription: 'an email address that receives the alarms',
        }).valueAsString
      : props.alarmEmail;
    if (recipient) this.topic.addSubscription(new EmailSubscription(recipient));

    const api = props.httpApi;
    const requests = api.metricCount({ period: PERIOD, statistic: Stats.SUM });
    const rate = (metric: IMetric, minimum: number, label: string) =>
      new MathExpression({
        expression: `IF(requests >= ${minimum}, 100 * FILL(errors, 0) / requests, 0)`,
        usingMetrics: { errors: metric, requests },
        period: PERIOD,
        label,
      });
    this.alarm('Api5xxRate', {
      metric: rate(api.metricServerError({ period: PERIOD, statistic: Stats.SUM }), 20, '5xx %'),
      threshold: 1,
      description: 'More than 1 % of API requests answered 5xx in 5 minutes (20 requests or more)',
    });
    this.alarm('Api4xxRate', {
      metric: rate(api.metricClientError({ period: PERIOD, statistic: Stats.SUM }), 100, '4xx %'),
      threshold: 50,
      periods: 3,
      description:
        'Half of the API requests answered 4xx (refusals, 429s of the stage or the routes) for 15 minutes',
    });
    this.alarm('EdgeRateLimited', {
      metric: new Metric({
        namespace: 'AWS/WAFV2',
        metricName: 'BlockedRequests',
        dimensionsMap: { WebACL: props.webAclMetricName, Rule: 'RatePerIp' },
        period: PERIOD,
        statistic: Stats.SUM,
      }),
      threshold: 100,
      description:
        "CloudFront's firewall answered 429 to 100 or more requests over a client's limit in 5 minutes",
    });
    this.alarm('ApiLatencyP95', {
      metric: api.metricLatency({ period: PERIOD, statistic: Stats.p(95) }),
      threshold: 3000,
      periods: 3,
      description: "The API's p95 latency was 3 s or more for 15 minutes",
    });

    // One alarm per ten functions (the most metrics an alarm may read).
    const entries = [...props.functions];
    for (let i = 0; i < entries.length; i += FUNCTIONS_PER_ALARM) {
      const group = entries.slice(i, i + FUNCTIONS_PER_ALARM);
      const n = i / FUNCTIONS_PER_ALARM + 1;
      const names = group.map(([name]) => name).join(', ');
      this.alarm(`FunctionErrors${n}`, {
        metric: sumOf(group.map(([, fn]) => fn.metricErrors({ period: PERIOD, statistic: 'Sum' }))),
        threshold: 1,
        description: `A function failed (crash or timeout) among: ${names}`,
      });
      this.alarm(`FunctionThrottles${n}`, {
        metric: sumOf(
          group.map(([, fn]) => fn.metricThrottles({ period: PERIOD, statistic: 'Sum' })),
        ),
        threshold: 1,
        description: `Lambda throttled (concurrency exhausted) among: ${names}`,
      });
    }

    const tableThrottles = sumOf(
      ['ReadThrottleEvents', 'WriteThrottleEvents'].map((metricName) =>
        props.table.metric(metricName, { period: PERIOD, statistic: Stats.SUM }),
      ),
      'table throttles',
    );
    this.alarm('TableThrottles', {
      metric: tableThrottles,
      threshold: 10,
      description: 'DynamoDB throttled 10 or more reads or writes of the table in 5 minutes',
    });

    const deadLetters = props.deadLetter.metricApproximateNumberOfMessagesVisible({
      period: PERIOD,
      statistic: Stats.MAXIMUM,
    });
    this.alarm('JobsDeadLetters', {
      metric: deadLetters,
      threshold: 1,
      description:
        'A job gave up after every retry and waits in the dead-letter queue (docs/operations.md: redrive)',
    });

    const heartbeat = new Metric({
      namespace: props.metricsNamespace,
      metricName: METRICS.vaultDailyPlanned,
      period: Duration.days(1),
      statistic: Stats.SUM,
    });
    this.alarm('VaultDailyMissing', {
      metric: heartbeat,
      threshold: 1,
      comparison: ComparisonOperator.LESS_THAN_THRESHOLD,
      missing: TreatMissingData.BREACHING,
      description: "The vault's daily run (reminders, abandoned uploads) did not run in a day",
    });

    const ses = (metricName: string) =>
      new Metric({
        namespace: 'AWS/SES',
        metricName,
        period: Duration.hours(1),
        statistic: Stats.MAXIMUM,
      });
    this.alarm('MailBounceRate', {
      metric: ses('Reputation.BounceRate'),
      threshold: 0.05,
      description: "SES's bounce rate reached 5 % (SES reviews the account at 10 %)",
    });
    this.alarm('MailComplaintRate', {
      metric: ses('Reputation.ComplaintRate'),
      threshold: 0.001,
      description: "SES's complaint rate reached 0.1 % (SES reviews the account at 0.5 %)",
    });

    this.dashboard = this.buildDashboard(props, {
      requests,
      tableThrottles,
      deadLetters,
      heartbeat,
    });
  }

  private alarm(
    id: string,
    opts: {
      metric: IMetric;
      threshold: number;
      description: string;
      periods?: number;
      comparison?: ComparisonOperator;
      missing?: TreatMissingData;
    },
  ): Alarm {
    const alarm = new Alarm(this, id, {
      metric: opts.metric,
      threshold: opts.threshold,
      alarmDescription: opts.description,
      evaluationPeriods: opts.periods ?? 1,
      comparisonOperator: opts.comparison ?? ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: opts.missing ?? TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(new SnsAction(this.topic));
    alarm.addOkAction(new SnsAction(this.topic));
    this.alarms.set(id, alarm);
    return alarm;
  }

  private buildDashboard(
    props: MonitoringProps,
    m: { requests: IMetric; tableThrottles: IMetric; deadLetters: IMetric; heartbeat: IMetric },
  ): Dashboard {
    const api = props.httpApi;
    const fns = [...props.functions];
    const mail = (metricName: string) =>
      new Metric({
        namespace: 'AWS/SES',
        metricName,
        dimensionsMap: { [MAIL_EVENTS_DIMENSION.name]: MAIL_EVENTS_DIMENSION.value },
        period: Duration.hours(1),
        statistic: Stats.SUM,
      });
    const dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: `${Stack.of(this).stackName}-operations`,
      defaultInterval: Duration.days(1),
    });
    dashboard.addWidgets(
      new TextWidget({
        markdown: `# ${Stack.of(this).stackName}\nAlarms and what to do: docs/operations.md in the repository.`,
        width: 24,
        height: 2,
      }),
    );
    dashboard.addWidgets(
      new GraphWidget({
        title: 'API requests and errors',
        left: [m.requests],
        right: [
          api.metricClientError({ period: PERIOD, statistic: Stats.SUM }),
          api.metricServerError({ period: PERIOD, statistic: Stats.SUM }),
        ],
        width: 8,
      }),
      new GraphWidget({
        title: 'API latency',
        left: [
          api.metricLatency({ period: PERIOD, statistic: Stats.p(50) }),
          api.metricLatency({ period: PERIOD, statistic: Stats.p(95) }),
          api.metricIntegrationLatency({ period: PERIOD, statistic: Stats.p(95) }),
        ],
        width: 8,
      }),
      new GraphWidget({
        title: 'Table throttles',
        left: [m.tableThrottles],
        width: 8,
      }),
    );
    dashboard.addWidgets(
      new GraphWidget({
        title: 'Function errors',
        left: fns.map(([name, fn]) =>
          fn.metricErrors({ period: PERIOD, statistic: Stats.SUM, label: name }),
        ),
        width: 8,
      }),
      new GraphWidget({
        title: 'Function duration p95',
        left: fns.map(([name, fn]) =>
          fn.metricDuration({ period: PERIOD, statistic: Stats.p(95), label: name }),
        ),
        width: 8,
      }),
      new GraphWidget({
        title: 'Function throttles and concurrency',
        left: fns.map(([name, fn]) =>
          fn.metricThrottles({ period: PERIOD, statistic: Stats.SUM, label: name }),
        ),
        width: 8,
      }),
    );
    dashboard.addWidgets(
      new GraphWidget({
        title: 'Jobs: queued, in flight, dead letters',
        left: [
          props.queue.metricApproximateNumberOfMessagesVisible({ period: PERIOD }),
          props.queue.metricApproximateNumberOfMessagesNotVisible({ period: PERIOD }),
          props.queue.metricApproximateAgeOfOldestMessage({ period: PERIOD }),
        ],
        right: [m.deadLetters],
        width: 8,
      }),
      new GraphWidget({
        title: 'Mail: sent, delivered, bounced, complained',
        left: ['Send', 'Delivery', 'Bounce', 'Complaint', 'Reject'].map(mail),
        width: 8,
      }),
      new SingleValueWidget({
        title: 'Vault daily run (last day)',
        metrics: [m.heartbeat],
        width: 8,
      }),
    );
    return dashboard;
  }
}
