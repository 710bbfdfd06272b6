import { db, queryAll, tableName } from '../commons/db.ts';
import { billingRemindersPk } from '../commons/keys.ts';
import { logger } from '../commons/logger.ts';
import { isoDay } from '../../shared/api/vault-catalog.ts';
import { syncSubscription } from './sync.ts';

/**
 * The billing part of the daily run (functions/jobs/worker.ts): the trials that end in
 * two days (a `BILLING_REMIND#<day>` item, written by the sync when the trial started) are synced
 * again; that fresh read sends the "trial ends in 2 days" email, once, unless the trial was
 * cancelled or upgraded meanwhile. Stripe's own `customer.subscription.trial_will_end` comes three
 * days before and only with Stripe: this works the same with the local simulator.
 */
const DAY_MS = 86_400_000;
/** A job that did not run for a day still reminds (the email says the days actually left). */
const CATCH_UP_DAYS = 1;

export async function runBillingDaily(now = new Date()): Promise<{ trialReminders: number }> {
  let trialReminders = 0;
  for (let back = CATCH_UP_DAYS; back >= 0; back--) {
    const day = isoDay(new Date(now.getTime() - back * DAY_MS));
    for (const item of await queryAll({ pk: billingRemindersPk(day) })) {
      const subscriptionId = String(item.sk);
      try {
        await syncSubscription(subscriptionId, undefined, { now });
        await db.delete({ TableName: tableName, Key: { pk: String(item.pk), sk: subscriptionId } });
        trialReminders++;
      } catch (error) {
        // Kept: the next run tries again.
        logger.error('trial reminder failed', { subscriptionId, error: error as Error });
      }
    }
  }
  logger.info('billing daily job', { trialReminders });
  return { trialReminders };
}
