/**
 * Import first in a test file that runs the offline billing simulator: whatever the shell has,
 * the functions run with no Stripe key and BILLING_MODE=simulator.
 */
for (const name of Object.keys(process.env)) {
  if (name.startsWith('STRIPE_')) delete process.env[name];
}
process.env.BILLING_MODE = 'simulator';
