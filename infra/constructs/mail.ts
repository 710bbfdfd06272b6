import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { EmailIdentity, Identity, type DkimRecord } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

export interface MailProps {
  /** A domain (`inversorlisto.com`) or a single address; from the `mailIdentity` context. */
  identity: string;
  /** The sender, from the `mailFromAddress` context; it must belong to the identity. */
  fromAddress: string;
}

/** The SES identity the app sends from (reset links, receipts), and who may send through it. */
export class Mail extends Construct {
  readonly identity: EmailIdentity;
  readonly fromAddress: string;
  readonly dkimRecords: readonly DkimRecord[];

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);
    assertSenderBelongs(props.fromAddress, props.identity);
    this.fromAddress = props.fromAddress;
    const isAddress = props.identity.includes('@');
    this.identity = new EmailIdentity(this, 'Identity', {
      identity: isAddress ? Identity.email(props.identity) : Identity.domain(props.identity),
    });
    // Easy DKIM: ops publish these CNAMEs in the domain's DNS to verify it (none for an address).
    this.dkimRecords = isAddress ? [] : this.identity.dkimRecords;
  }

  /** Let a function send mail: MAIL_FROM and ses:SendEmail on this identity only. */
  bind(fn: LambdaFunction): void {
    fn.addEnvironment('MAIL_FROM', this.fromAddress);
    this.identity.grantSendEmail(fn);
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
