import { config } from '../commons/config.ts';
import type { BillingProvider } from './provider.ts';
import { SimulatorProvider } from './simulator.ts';
import { stripeProvider } from './stripe-provider.ts';

const simulator = new SimulatorProvider();

/** The provider of this deployment: Stripe, or the offline simulator (never in AWS). */
export async function billingProvider(): Promise<BillingProvider> {
  return config.BILLING_MODE === 'simulator' ? simulator : stripeProvider();
}
