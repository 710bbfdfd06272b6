import { CfnOutput, SecretValue, Stack, type StackProps } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import type { RouteEntry } from '../functions/routes.ts';
import { Api } from './constructs/api.ts';
import { Billing } from './constructs/billing.ts';
import { Data } from './constructs/data.ts';
import { Firewall } from './constructs/firewall.ts';
import { Mail } from './constructs/mail.ts';
import { Monitoring } from './constructs/monitoring.ts';
import { StaticSite } from './constructs/static-site.ts';

export interface InversorListoStackProps extends StackProps {
  /** The built web app (web/dist). */
  siteDir: string;
  /** SES identity (domain or address) and the sender address. */
  mailIdentity: string;
  mailFromAddress: string;
  /** Custom domain for CloudFront; unset: the *.cloudfront.net domain. */
  siteDomain?: string;
  /** The site's public URL for links in mail; unset: derived from the domain. */
  siteUrl?: string;
  alarmEmail?: string;
  /** Who receives Elite consultation bookings and support tickets; unset: the config defaults. */
  consultingTeamEmail?: string;
  supportEmail?: string;
  /** Defaults to the route table; tests may pass their own. */
  routes?: readonly RouteEntry[];
}

/** The whole app in one stack; each concern is a construct (DESIGN.md "Infrastructure"). */
export class InversorListoStack extends Stack {
  constructor(scope: Construct, id: string, props: InversorListoStackProps) {
    super(scope, id, props);
    const data = new Data(this, 'Data');
    const mail = new Mail(this, 'Mail', {
      identity: props.mailIdentity,
      fromAddress: props.mailFromAddress,
    });
    const billing = new Billing(this, 'Billing');
    // RentCast's key, filled by ops (put-secret-value, then deploy); empty: the embedded public data.
    const rentcast = new Secret(this, 'RentCastKey', {
      description: 'RentCast API key for live market figures and listings; empty = embedded data',
      secretStringValue: SecretValue.unsafePlainText(''),
    });
    NagSuppressions.addResourceSuppressions(rentcast, [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'The key is issued and rolled by RentCast in its dashboard; it cannot be rotated here.',
      },
    ]);
    const api = new Api(this, 'Api', {
      table: data.table,
      mail,
      billing,
      routes: props.routes,
      rentcastApiKey: rentcast.secretValue.unsafeUnwrap(),
      environment: {
        ...(props.consultingTeamEmail ? { CONSULTING_TEAM_EMAIL: props.consultingTeamEmail } : {}),
        ...(props.supportEmail ? { SUPPORT_EMAIL: props.supportEmail } : {}),
      },
    });
    const firewall = new Firewall(this, 'Firewall');
    // CloudFront proves itself to the API with this value (shared/security-headers.ts
    // ORIGIN_VERIFY_HEADER); a direct execute-api call lacks it and is refused with 403.
    const originVerify = new Secret(this, 'OriginVerify', {
      description:
        'Header value CloudFront sends to the API; rotate with put-secret-value + deploy',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    NagSuppressions.addResourceSuppressions(originVerify, [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'The value is copied into CloudFront and the functions at deploy time; a rotation without a deploy would lock the site out, so it is rotated by put-secret-value followed by cdk deploy.',
      },
    ]);
    const originVerifySecret = originVerify.secretValue.unsafeUnwrap();
    api.addEnvironment('ORIGIN_VERIFY_SECRET', originVerifySecret);
    const site = new StaticSite(this, 'Site', {
      siteDir: props.siteDir,
      apiDomainName: api.domainName,
      originVerifySecret,
      webAclArn: firewall.webAcl.attrArn,
      domainName: props.siteDomain,
    });
    const siteUrl = props.siteUrl || site.url;
    api.addEnvironment('SITE_URL', siteUrl);
    const monitoring = new Monitoring(this, 'Monitoring', {
      httpApi: api.httpApi,
      functions: api.functions,
      alarmEmail: props.alarmEmail,
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
    new CfnOutput(this, 'TableName', { value: data.table.tableName });
    new CfnOutput(this, 'StripeSecretArn', {
      description:
        'Fill with aws secretsmanager put-secret-value (JSON secretKey, webhookSecret, publishableKey, pricePro, priceElite)',
      value: billing.secret.secretArn,
    });
    new CfnOutput(this, 'RentCastSecretArn', {
      description: 'Optional: put-secret-value with the RentCast API key, then cdk deploy',
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
