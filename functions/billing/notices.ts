import type { ProfileItem } from '../auth/profile.ts';
import { db, epochSeconds, tableName } from '../commons/db.ts';
import { logger } from '../commons/logger.ts';
import { sendMail, type Mail } from '../commons/mail.ts';
import { keys } from '../commons/keys.ts';
import {
  cancelledEmail,
  cancelScheduledEmail,
  paymentFailedEmail,
  planChangedEmail,
  receiptEmail,
  trialEndingEmail,
  trialStartedEmail,
  type Recipient,
} from './emails.ts';
import type { ProviderInvoice, ProviderSubscription } from './provider.ts';
import type { PaidPlanId } from '../../shared/plans.ts';

/**
 * The billing emails of one subscription read (docs/billing.md "Emails"). The sync works out what
 * a fresh read of the provider means — a trial started, an invoice paid or refused, the plan or the
 * cancellation changed — and each such event has a key; an email is sent only by whoever first
 * claims its key (a conditional put), so webhook retries, out-of-order deliveries and the other
 * callers of the sync never send it twice.
 */
export interface BillingNotice {
  /** Names the event, e.g. `receipt#in_123`: the same event has the same key whoever sees it. */
  key: string;
  mail: (to: Recipient) => Mail;
}

/** What the trial reminder says: the days left when the daily job (or any sync) sees it. */
export const TRIAL_REMINDER_DAYS = 2;
/** Claims are kept a little over a year: longer than any retry or re-read of the same event. */
const NOTICE_TTL_SECONDS = 400 * 86_400;
const DAY_SECONDS = 86_400;

export interface NoticeInput {
  /** The profile before this read was written. */
  before: ProfileItem;
  sub: ProviderSubscription;
  plan: PaidPlanId | undefined;
  /** The invoices this read knows of: the subscription's latest and the one a webhook named. */
  invoices: ProviderInvoice[];
  /** What the write did: only a written change tells of a change (plan, cancellation, end). */
  outcome: 'applied' | 'ended' | 'unchanged' | 'stale';
  /** Epoch seconds. */
  now: number;
}

/** Whole calendar days (UTC) from `now` to `then`. */
function daysUntil(now: number, then: number): number {
  const dayOf = (t: number) => Math.floor(t / DAY_SECONDS);
  return dayOf(then) - dayOf(now);
}

/** Every billing email this read of the subscription calls for (before deduplication). */
export function billingNotices(input: NoticeInput): BillingNotice[] {
  const { before, sub, plan, outcome, now } = input;
  const notices: BillingNotice[] = [];
  const card = sub.card;
  const amount = sub.amount ?? 0;
  const live = outcome === 'applied';

  if (plan && live && sub.status === 'trialing' && sub.trialEnd && !sub.pendingConfirmation) {
    const trialEnd = sub.trialEnd;
    notices.push({
      key: `trial-started#${sub.id}`,
      mail: (to) => trialStartedEmail(to, { plan, amount, trialEnd, card }),
    });
    const daysLeft = daysUntil(now, trialEnd);
    if (!sub.cancelAtPeriodEnd && now < trialEnd && daysLeft <= TRIAL_REMINDER_DAYS) {
      notices.push({
        key: `trial-ending#${sub.id}#${trialEnd}`,
        mail: (to) => trialEndingEmail(to, { plan, amount, trialEnd, card, daysLeft }),
      });
    }
  }

  for (const invoice of input.invoices) {
    if (invoice.subscriptionId !== sub.id || !plan) continue;
    if (invoice.status === 'paid' && invoice.amountPaid > 0) {
      notices.push({
        key: `receipt#${invoice.id}`,
        mail: (to) =>
          receiptEmail(to, {
            plan,
            invoiceId: invoice.id,
            amount: invoice.amountPaid,
            billingReason: invoice.billingReason,
            periodStart: invoice.periodStart,
            periodEnd: invoice.periodEnd,
            paidAt: invoice.paidAt ?? now,
            card,
          }),
      });
    } else if (invoice.status === 'open' && invoice.attemptCount > 0 && invoice.amountDue > 0) {
      const upgrade = invoice.billingReason === 'subscription_update';
      notices.push({
        key: `payment-failed#${invoice.id}#${invoice.attemptCount}`,
        mail: (to) =>
          paymentFailedEmail(to, {
            // A refused upgrade is for the plan above the one the member keeps.
            plan: upgrade ? 'elite' : plan,
            amount: invoice.amountDue,
            billingReason: invoice.billingReason,
            card,
            currentPlan: plan,
          }),
      });
    }
  }

  const sameSubscription = before.stripeSubscriptionId === sub.id;
  const readBefore = before.billingReadAt ?? 0;
  if (live && plan && sameSubscription && before.plan !== 'gratuito' && before.plan !== plan) {
    const from = before.plan;
    notices.push({
      key: `plan-changed#${sub.id}#${readBefore}`,
      mail: (to) =>
        planChangedEmail(to, { from, to: plan, amount, nextCharge: sub.currentPeriodEnd }),
    });
  }
  if (live && plan && sameSubscription && sub.cancelAtPeriodEnd && !before.cancelAtPeriodEnd) {
    notices.push({
      key: `cancel-scheduled#${sub.id}#${readBefore}`,
      mail: (to) =>
        cancelScheduledEmail(to, {
          plan,
          endsAt: sub.status === 'trialing' ? sub.trialEnd : sub.currentPeriodEnd,
          trialing: sub.status === 'trialing',
        }),
    });
  }
  if (outcome === 'ended' && sameSubscription && before.plan !== 'gratuito') {
    const ended = before.plan;
    notices.push({
      key: `ended#${sub.id}`,
      mail: (to) => cancelledEmail(to, { plan: ended }),
    });
  }
  return notices;
}

/**
 * Send each notice whose key nobody claimed yet. The claim is written first; a failed send gives
 * it back (the next sync of the same event tries again) and is logged, never thrown: the plan the
 * sync wrote stands whether or not the email went out.
 */
export async function sendBillingNotices(
  profile: ProfileItem,
  notices: BillingNotice[],
): Promise<number> {
  let sent = 0;
  for (const notice of notices) {
    const key = keys.billingNotice(profile.userId, notice.key);
    try {
      await db.put({
        TableName: tableName,
        Item: {
          ...key,
          status: 'sending',
          claimedAt: new Date().toISOString(),
          ttl: epochSeconds() + NOTICE_TTL_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      });
    } catch (error) {
      if ((error as Error).name === 'ConditionalCheckFailedException') continue;
      logger.error('billing email not claimed', { notice: notice.key, error: error as Error });
      continue;
    }
    try {
      await sendMail(notice.mail({ email: profile.email, firstName: profile.firstName }));
      await db.update({
        TableName: tableName,
        Key: key,
        UpdateExpression: 'SET #status = :sent, sentAt = :at',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':sent': 'sent', ':at': new Date().toISOString() },
      });
      sent++;
    } catch (error) {
      logger.error('billing email not sent', {
        userId: profile.userId,
        notice: notice.key,
        error: error as Error,
      });
      await db.delete({ TableName: tableName, Key: key }).catch(() => undefined);
    }
  }
  return sent;
}
