/**
 * Import first in a test file that reads the Stripe keys from Secrets Manager, as in AWS:
 * STRIPE_SECRET_ARN set, no STRIPE_* key variables.
 */
for (const name of Object.keys(process.env)) {
  if (name.startsWith('STRIPE_')) delete process.env[name];
}
delete process.env.BILLING_MODE;
process.env.STRIPE_SECRET_ARN =
  'arn:aws:secretsmanager:us-east-1:123456789012:secret:StripeKeys-test';
