import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  MathExpression,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

export interface MonitoringProps {
  httpApi: HttpApi;
  /** The API functions, by what the alarm descriptions call them (the route key). */
  functions: ReadonlyMap<string, LambdaFunction>;
  /** Subscribed to the alarm topic when set (context `alarmEmail`). */
  alarmEmail?: string;
}

const PERIOD = Duration.minutes(5);
const FUNCTIONS_PER_ALARM = 10;

/** The sum of some metrics, a function with no data in a period counting as 0. */
function sumOf(metrics: IMetric[]): MathExpression {
  return new MathExpression({
    expression: metrics.map((_, i) => `FILL(m${i}, 0)`).join(' + '),
    usingMetrics: Object.fromEntries(metrics.map((metric, i) => [`m${i}`, metric])),
    period: PERIOD,
  });
}

/** Alarms on what users feel: API 5xx, and the functions' errors and throttles, to one topic. */
export class Monitoring extends Construct {
  readonly topic: Topic;

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
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));

    this.alarm('Api5xx', {
      metric: props.httpApi.metricServerError({ period: PERIOD, statistic: 'Sum' }),
      threshold: 5,
      description: 'The API answered 5 or more 5xx in 5 minutes',
    });
    // One alarm per ten functions (the most metrics an alarm may read) keeps the stack far from
    // CloudFormation's 500-resource limit as the route table grows.
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
  }

  private alarm(
    id: string,
    opts: { metric: IMetric; threshold: number; description: string },
  ): void {
    const alarm = new Alarm(this, id, {
      metric: opts.metric,
      threshold: opts.threshold,
      alarmDescription: opts.description,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(new SnsAction(this.topic));
    alarm.addOkAction(new SnsAction(this.topic));
  }
}
