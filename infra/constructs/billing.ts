import { SecretValue } from 'aws-cdk-lib';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';

/**
 * The JSON keys ops store in the secret (values never live in the repository): Stripe's keys and
 * the price ids of the Pro and Elite plans (functions/billing/keys.ts reads them).
 */
export const STRIPE_SECRET_KEYS = [
  'secretKey',
  'webhookSecret',
  'publishableKey',
  'pricePro',
  'priceElite',
] as const;

/**
 * Stripe in AWS: the keys live in one Secrets Manager secret, filled by ops after the first deploy.
 * The webhook and checkout functions come from the route table (`needs: ['stripe']`); this grants
 * them the secret. The offline billing simulator is never enabled here: every function runs with
 * BILLING_MODE=stripe (set by the Api construct).
 */
export class Billing extends Construct {
  readonly secret: Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.secret = new Secret(this, 'StripeKeys', {
      description: `Stripe keys for Inversor Listo, JSON {${STRIPE_SECRET_KEYS.join(', ')}}; set by ops`,
      // Empty placeholders with the expected shape (no secret in the template); ops replace the
      // value with put-secret-value, and later deploys leave it alone as long as this template
      // value does not change.
      secretObjectValue: Object.fromEntries(
        STRIPE_SECRET_KEYS.map((key) => [key, SecretValue.unsafePlainText('')]),
      ),
    });
    NagSuppressions.addResourceSuppressions(this.secret, [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'Stripe API keys and the webhook signing secret are issued by Stripe and rolled in its dashboard; Secrets Manager cannot rotate them automatically.',
      },
    ]);
  }

  /** Let a function read the Stripe keys: STRIPE_SECRET_ARN and read access to this secret only. */
  bind(fn: LambdaFunction): void {
    fn.addEnvironment('STRIPE_SECRET_ARN', this.secret.secretArn);
    this.secret.grantRead(fn);
  }
}
