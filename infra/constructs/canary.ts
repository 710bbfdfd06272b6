import { Duration } from 'aws-cdk-lib';
import {
  Alarm,
  ComparisonOperator,
  Stats,
  TreatMissingData,
  type IAlarm,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import {
  LambdaApplication,
  LambdaDeploymentConfig,
  LambdaDeploymentGroup,
} from 'aws-cdk-lib/aws-codedeploy';
import { ManagedPolicy, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { Alias } from 'aws-cdk-lib/aws-lambda';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';

export interface CanaryProps {
  /** The API functions' `live` aliases, by area. */
  aliases: ReadonlyMap<string, Alias>;
  /** Alarms that stop any deployment (the API's 5xx rate). */
  rollbackAlarms: IAlarm[];
  /** Where the per-area error alarms notify. */
  topic: ITopic;
  /** Production shifts 10 % of traffic for 5 minutes first; staging all at once. */
  canary: boolean;
}

/**
 * Deployments of the API functions through CodeDeploy: a new version takes a share of its area's
 * traffic (the `live` alias) and the rest follows only if neither the area's own error alarm (any
 * error of the new version's alias in a minute) nor the API's 5xx alarm went off; otherwise
 * CodeDeploy moves the alias back and the stack update fails.
 */
export class Canary extends Construct {
  readonly groups: LambdaDeploymentGroup[] = [];

  constructor(scope: Construct, id: string, props: CanaryProps) {
    super(scope, id);
    const application = new LambdaApplication(this, 'Application');
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('codedeploy.amazonaws.com'),
      managedPolicies: [
        ManagedPolicy.fromAwsManagedPolicyName('service-role/AWSCodeDeployRoleForLambdaLimited'),
      ],
    });
    NagSuppressions.addResourceSuppressions(role, [
      {
        id: 'AwsSolutions-IAM4',
        reason:
          "AWSCodeDeployRoleForLambdaLimited is AWS's least-privilege policy for CodeDeploy on Lambda: it only shifts alias weights and reads the deployment's alarms.",
        appliesTo: [
          'Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSCodeDeployRoleForLambdaLimited',
        ],
      },
    ]);
    const deploymentConfig = props.canary
      ? LambdaDeploymentConfig.CANARY_10PERCENT_5MINUTES
      : LambdaDeploymentConfig.ALL_AT_ONCE;
    for (const [area, alias] of props.aliases) {
      const name = area[0]!.toUpperCase() + area.slice(1);
      const errors = new Alarm(this, `${name}Errors`, {
        metric: alias.metricErrors({ period: Duration.minutes(1), statistic: Stats.SUM }),
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
        alarmDescription: `The ${area} function's live alias failed (a deployment in progress rolls back)`,
      });
      errors.addAlarmAction(new SnsAction(props.topic));
      this.groups.push(
        new LambdaDeploymentGroup(this, `${name}Deployment`, {
          application,
          alias,
          role,
          deploymentConfig,
          alarms: [errors, ...props.rollbackAlarms],
          autoRollback: {
            failedDeployment: true,
            stoppedDeployment: true,
            deploymentInAlarm: true,
          },
        }),
      );
    }
  }
}
