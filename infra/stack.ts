import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
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
    const api = new Api(this, 'Api', { table: data.table, mail, billing, routes: props.routes });
    const firewall = new Firewall(this, 'Firewall');
    const site = new StaticSite(this, 'Site', {
      siteDir: props.siteDir,
      apiDomainName: api.domainName,
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
