import { Construct } from 'constructs';
import { OpsSecret, STRIPE_SECRET_PLACEHOLDER } from './secrets.ts';

/**
 * Stripe in AWS: the keys live in one Secrets Manager secret, filled by ops after the first deploy
 * (docs/operations.md "First deploy of a stage") and read at run time by the functions of the areas whose routes need
 * Stripe (functions/billing/keys.ts). The offline billing simulator is never enabled here: every
 * function runs with BILLING_MODE=stripe (set by the Api construct).
 */
export class Billing extends Construct {
  readonly secret: OpsSecret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.secret = new OpsSecret(this, 'StripeKeys', {
      description:
        'Stripe keys for Inversor Listo, JSON {secretKey, webhookSecret, publishableKey, pricePro, priceElite}; set by ops',
      placeholder: STRIPE_SECRET_PLACEHOLDER,
      arnVariable: 'STRIPE_SECRET_ARN',
      noRotationReason:
        'Stripe API keys and the webhook signing secret are issued by Stripe and rolled in its dashboard; Secrets Manager cannot rotate them automatically.',
    });
  }
}
