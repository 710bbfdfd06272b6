import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BackupPlan, BackupPlanRule, BackupResource, BackupVault } from 'aws-cdk-lib/aws-backup';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Schedule } from 'aws-cdk-lib/aws-events';
import { ManagedPolicy, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';

export interface BackupProps {
  table: ITable;
  /** The document vault (versioned, as AWS Backup for S3 requires). */
  bucket: IBucket;
  /** Production keeps a month of dailies and a year of monthlies, and keeps its vault of backups. */
  protect: boolean;
}

/**
 * AWS Backup of the two stores of members' data: the table (beside its 35 days of point-in-time
 * recovery) and the document vault. Restoring either is docs/operations.md's runbook.
 */
export class Backup extends Construct {
  readonly plan: BackupPlan;
  readonly vault: BackupVault;

  constructor(scope: Construct, id: string, props: BackupProps) {
    super(scope, id);
    this.vault = new BackupVault(this, 'Vault', {
      removalPolicy: props.protect ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.plan = new BackupPlan(this, 'Plan', {
      backupVault: this.vault,
      backupPlanRules: [
        new BackupPlanRule({
          ruleName: 'Daily',
          scheduleExpression: Schedule.cron({ minute: '0', hour: '7' }),
          deleteAfter: Duration.days(props.protect ? 35 : 7),
        }),
        ...(props.protect
          ? [
              new BackupPlanRule({
                ruleName: 'Monthly',
                scheduleExpression: Schedule.cron({ minute: '0', hour: '8', day: '1' }),
                moveToColdStorageAfter: Duration.days(30),
                deleteAfter: Duration.days(365),
              }),
            ]
          : []),
      ],
    });
    // AWS Backup's own role, with its policies for S3 (the bucket) besides the default ones.
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('backup.amazonaws.com'),
      managedPolicies: [
        'service-role/AWSBackupServiceRolePolicyForBackup',
        'service-role/AWSBackupServiceRolePolicyForRestores',
        'AWSBackupServiceRolePolicyForS3Backup',
        'AWSBackupServiceRolePolicyForS3Restore',
      ].map((name) => ManagedPolicy.fromAwsManagedPolicyName(name)),
    });
    this.plan.addSelection('Data', {
      resources: [
        BackupResource.fromDynamoDbTable(props.table),
        BackupResource.fromArn(props.bucket.bucketArn),
      ],
      role,
    });
    NagSuppressions.addResourceSuppressions(role, [
      {
        id: 'AwsSolutions-IAM4',
        reason:
          "AWS Backup's service-role policies are AWS's least privilege for backing up and restoring DynamoDB tables and S3 buckets; the selection names this stack's table and vault only.",
      },
    ]);
  }
}
