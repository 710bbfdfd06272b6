import { Aws, Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import {
  CloudWatchDimensionSource,
  ConfigurationSet,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  Identity,
  SuppressionReasons,
  type DkimRecord,
} from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

export interface MailProps {
  /** A domain (`inversorlisto.com`) or a single address; from the `mailIdentity` context. */
  identity: string;
  /** The sender, from the `mailFromAddress` context; it must belong to the identity. */
  fromAddress: string;
}

/** The dimension SES's sending events are counted under in CloudWatch (AWS/SES). */
export const MAIL_EVENTS_DIMENSION = { name: 'mail', value: 'app' } as const;

/**
 * The SES identity the app sends from (reset links, receipts), the configuration set every email
 * goes through, and who may send. The configuration set keeps SES's reputation metrics, counts
 * sends, deliveries, bounces and complaints in CloudWatch (the alarms and the dashboard read them),
 * and suppresses an address that bounced or complained: it stops receiving our mail.
 */
export class Mail extends Construct {
  readonly identity: EmailIdentity;
  readonly configurationSet: ConfigurationSet;
  readonly fromAddress: string;
  readonly dkimRecords: readonly DkimRecord[];

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);
    assertSenderBelongs(props.fromAddress, props.identity);
    this.fromAddress = props.fromAddress;
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      reputationMetrics: true,
      sendingEnabled: true,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    this.configurationSet.addEventDestination('Metrics', {
      destination: EventDestination.cloudWatchDimensions([
        {
          name: MAIL_EVENTS_DIMENSION.name,
          source: CloudWatchDimensionSource.MESSAGE_TAG,
          defaultValue: MAIL_EVENTS_DIMENSION.value,
        },
      ]),
      events: [
        EmailSendingEvent.SEND,
        EmailSendingEvent.DELIVERY,
        EmailSendingEvent.BOUNCE,
        EmailSendingEvent.COMPLAINT,
        EmailSendingEvent.REJECT,
      ],
    });
    const isAddress = props.identity.includes('@');
    this.identity = new EmailIdentity(this, 'Identity', {
      identity: isAddress ? Identity.email(props.identity) : Identity.domain(props.identity),
      configurationSet: this.configurationSet,
    });
    // Easy DKIM: ops publish these CNAMEs in the domain's DNS to verify it (none for an address).
    this.dkimRecords = isAddress ? [] : this.identity.dkimRecords;
  }

  /**
   * Let a function send mail: MAIL_FROM, MAIL_CONFIGURATION_SET, and ses:SendEmail on this
   * identity and this configuration set only (SES checks both when a send names the set).
   */
  bind(fn: LambdaFunction): void {
    fn.addEnvironment('MAIL_FROM', this.fromAddress);
    fn.addEnvironment('MAIL_CONFIGURATION_SET', this.configurationSet.configurationSetName);
    this.identity.grantSendEmail(fn);
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [
          `arn:${Aws.PARTITION}:ses:${Stack.of(this).region}:${Aws.ACCOUNT_ID}:configuration-set/${this.configurationSet.configurationSetName}`,
        ],
      }),
    );
  }
}

function assertSenderBelongs(from: string, identity: string): void {
  const domain = from.split('@')[1] ?? '';
  const ok = identity.includes('@')
    ? from.toLowerCase() === identity.toLowerCase()
    : domain.toLowerCase() === identity.toLowerCase() ||
      domain.toLowerCase().endsWith(`.${identity.toLowerCase()}`);
  if (!ok) {
    throw new Error(`mailFromAddress "${from}" is not covered by the SES identity "${identity}"`);
  }
}
