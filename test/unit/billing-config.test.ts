import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../functions/commons/config.ts';

/** BILLING_MODE (docs/billing.md): the offline simulator only without Stripe and outside AWS. */
describe('billing configuration', () => {
  it('runs the simulator when no Stripe key is configured locally', () => {
    expect(loadConfig({}).BILLING_MODE).toBe('simulator');
    expect(loadConfig({ STRIPE_SECRET_KEY: '' }).BILLING_MODE).toBe('simulator');
  });

  it('uses Stripe when a key or the keys secret is configured', () => {
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' }).BILLING_MODE).toBe('stripe');
    expect(loadConfig({ STRIPE_SECRET_ARN: 'arn:aws:secretsmanager:x' }).BILLING_MODE).toBe(
      'stripe',
    );
  });

  it('uses Stripe in AWS, even with nothing configured, and refuses the simulator there', () => {
    expect(loadConfig({ AWS_LAMBDA_FUNCTION_NAME: 'fn' }).BILLING_MODE).toBe('stripe');
    expect(() => loadConfig({ AWS_LAMBDA_FUNCTION_NAME: 'fn', BILLING_MODE: 'simulator' })).toThrow(
      /simulator cannot run in AWS/,
    );
  });

  it('honours an explicit mode locally and refuses unknown ones', () => {
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', BILLING_MODE: 'simulator' }).BILLING_MODE,
    ).toBe('simulator');
    expect(() => loadConfig({ BILLING_MODE: 'free-money' })).toThrow(/BILLING_MODE/);
  });
});
