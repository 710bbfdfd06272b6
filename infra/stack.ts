import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { RouteEntry } from '../functions/routes.ts';
import { Api } from './constructs/api.ts';
import { Backup } from './constructs/backup.ts';
import { Billing } from './constructs/billing.ts';
import { Canary } from './constructs/canary.ts';
import { Data } from './constructs/data.ts';
import { Documents } from './constructs/documents.ts';
import { Firewall } from './constructs/firewall.ts';
import { Jobs } from './constructs/jobs.ts';
import { Mail } from './constructs/mail.ts';
import { Monitoring } from './constructs/monitoring.ts';
import {
  MfaKey,
  OpsSecret,
  OriginVerify,
  RENTCAST_SECRET_PLACEHOLDER,
} from './constructs/secrets.ts';
import { StaticSite } from './constructs/static-site.ts';
import { markStage, type Stage } from './stages.ts';

export interface InversorListoStackProps extends StackProps {
  /** Staging or production (infra/stages.ts): what is protected, kept and paged. */
  stage: Stage;
  /** The built web app (web/dist). */
  siteDir: string;
  /** SES identity (domain or address) and the sender address. */
  mailIdentity: string;
  mailFromAddress: string;
  /** Custom domain for CloudFront; unset: the *.cloudfront.net domain. */
  siteDomain?: string;
  /** The site's public URL for links in mail; unset: derived from the domain. */
  siteUrl?: string;
  /**
   * Who alarms page in staging (context `alarmEmail`). Production ignores it: its recipient is the
   * stack's required AlarmEmail parameter, so it cannot be deployed without one.
   */
  alarmEmail?: string;
  /** Who receives Elite consultation bookings and support tickets; unset: the config defaults. */
  consultingTeamEmail?: string;
  supportEmail?: string;
  /** A restored table the functions use instead of the stack's (docs/operations.md: restore). */
  tableName?: string;
  /** Defaults to the route table; tests may pass their own. */
  routes?: readonly RouteEntry[];
}

/** The whole app in one stack per stage; each concern is a construct (docs/infrastructure.md). */
export class InversorListoStack extends Stack {
  readonly stage: Stage;

  constructor(scope: Construct, id: string, props: InversorListoStackProps) {
    super(scope, id, { ...props, terminationProtection: props.stage.protect });
    this.stage = props.stage;
    markStage(this, props.stage);
    const data = new Data(this, 'Data', {
      protect: props.stage.protect,
      activeTableName: props.tableName,
    });
    const mail = new Mail(this, 'Mail', {
      identity: props.mailIdentity,
      fromAddress: props.mailFromAddress,
    });
    const billing = new Billing(this, 'Billing');
    const documents = new Documents(this, 'Documents');
    const jobs = new Jobs(this, 'Jobs', { table: data.table, mail, documents });
    new Backup(this, 'Backup', {
      table: data.table,
      bucket: documents.bucket,
      protect: props.stage.protect,
    });
    // RentCast's key, filled by ops (put-secret-value, read at run time); unset: the embedded data.
    const rentcast = new OpsSecret(this, 'RentCastKey', {
      description:
        'RentCast API key for live market figures and listings, JSON {apiKey}; set by ops',
      placeholder: RENTCAST_SECRET_PLACEHOLDER,
      arnVariable: 'RENTCAST_SECRET_ARN',
      noRotationReason:
        'The key is issued and rolled by RentCast in its dashboard; it cannot be rotated here.',
    });
    // CloudFront proves itself to the API with this value (shared/security-headers.ts
    // ORIGIN_VERIFY_HEADER); a direct execute-api call lacks it and is refused with 403.
    const originVerify = new OriginVerify(this, 'OriginVerify');
    // Seals members' second-factor secrets (generated; read at run time by the auth function).
    const mfaKey = new MfaKey(this, 'MfaKey');
    const api = new Api(this, 'Api', {
      table: data.table,
      mail,
      billing,
      documents,
      jobs,
      rentcast,
      originVerify,
      mfaKey,
      routes: props.routes,
      environment: {
        ...(props.consultingTeamEmail ? { CONSULTING_TEAM_EMAIL: props.consultingTeamEmail } : {}),
        ...(props.supportEmail ? { SUPPORT_EMAIL: props.supportEmail } : {}),
      },
    });
    const firewall = new Firewall(this, 'Firewall');
    const site = new StaticSite(this, 'Site', {
      siteDir: props.siteDir,
      apiDomainName: api.domainName,
      originVerifyStore: originVerify.store,
      webAclArn: firewall.webAcl.attrArn,
      domainName: props.siteDomain,
      uploadOrigin: documents.origin,
    });
    const siteUrl = props.siteUrl || site.url;
    api.addEnvironment('SITE_URL', siteUrl);
    jobs.worker.addEnvironment('SITE_URL', siteUrl);
    // The daily run's trial reminders read the subscription from Stripe (functions/billing/daily.ts).
    billing.secret.bind(jobs.worker);
    documents.allowUploadsFrom(siteUrl);
    documents.logTo(site.logsBucket);
    const metricsNamespace = `InversorListo/${props.stage.name}`;
    jobs.worker.addEnvironment('METRICS_NAMESPACE', metricsNamespace);
    const monitoring = new Monitoring(this, 'Monitoring', {
      httpApi: api.httpApi,
      functions: new Map([
        ...api.functions,
        ['origin-verify-rotation', originVerify.rotation],
        ['edge-authorizer', api.authorizerFunction],
        ['jobs-worker', jobs.worker],
      ]),
      table: data.table,
      queue: jobs.queue,
      deadLetter: jobs.deadLetter,
      metricsNamespace,
      webAclMetricName: firewall.metricName,
      alarmEmail: props.alarmEmail,
      requireRecipient: props.stage.protect,
    });

    new Canary(this, 'Canary', {
      aliases: api.aliases,
      rollbackAlarms: [monitoring.alarms.get('Api5xxRate')!],
      topic: monitoring.topic,
      canary: props.stage.protect,
    });

    new CfnOutput(this, 'SiteUrl', { value: siteUrl });
    new CfnOutput(this, 'DistributionId', { value: site.distribution.distributionId });
    new CfnOutput(this, 'DistributionDomainName', {
      description: 'Point the custom domain (CNAME/alias) here',
      value: site.distribution.distributionDomainName,
    });
    new CfnOutput(this, 'SiteBucketName', { value: site.bucket.bucketName });
    new CfnOutput(this, 'ApiEndpoint', {
      description: 'Direct execute-api endpoint (the site calls /api on its own origin)',
      value: api.httpApi.apiEndpoint,
    });
    new CfnOutput(this, 'TableName', {
      description: 'The table the functions use (a restored one when -c <stage>.tableName is set)',
      value: data.table.tableName,
    });
    new CfnOutput(this, 'OwnTableName', { value: data.ownTable.tableName });
    new CfnOutput(this, 'DocumentsBucketName', { value: documents.bucketName });
    new CfnOutput(this, 'StripeSecretArn', {
      description:
        'Fill with aws secretsmanager put-secret-value (JSON secretKey, webhookSecret, publishableKey, pricePro, priceElite)',
      value: billing.secret.secretArn,
    });
    new CfnOutput(this, 'RentCastSecretArn', {
      description:
        'Optional: put-secret-value with {"apiKey":"…"}; read within a minute, no deploy',
      value: rentcast.secretArn,
    });
    new CfnOutput(this, 'AlarmTopicArn', {
      description: 'Subscribe here to receive alarms',
      value: monitoring.topic.topicArn,
    });
    mail.dkimRecords.forEach((record, i) => {
      new CfnOutput(this, `DkimRecord${i + 1}`, {
        description: 'SES Easy DKIM: publish this CNAME in DNS to verify the mail domain',
        value: `${record.name} CNAME ${record.value}`,
      });
    });
  }
}
