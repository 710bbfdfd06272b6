import { runBillingDaily } from '../billing/daily.ts';
import { runVaultDaily } from './daily.ts';

/**
 * The daily job, invoked by an EventBridge schedule (infra/constructs/documents.ts): the vault's
 * freshness reminders and abandoned uploads, and the billing trial reminders. One part failing
 * does not stop the other; the job then fails so the schedule's retry runs it again.
 */
export const handler = async (): Promise<void> => {
  const results = await Promise.allSettled([runVaultDaily(), runBillingDaily()]);
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
};
