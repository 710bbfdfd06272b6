import { batchGetKeys, db, tableName } from '../commons/db.ts';
import { keys } from '../commons/keys.ts';
import type { PaidPlanId, PlanId, Role } from '../../shared/plans.ts';

/**
 * The member profile: one item per account (pk USER#<id>, sk PROFILE; docs/data-model.md). This
 * module owns its type and every read of it; writes that go with other items in one transaction
 * (registration, a plan change, a second factor) address it by `keys.profile(userId)`.
 */
export interface ProfileItem {
  pk: string;
  sk: 'PROFILE';
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  passwordHash: string;
  /**
   * When the password last changed (reset or change; epoch ms); absent until the first change.
   * Every session created before it is refused (commons/access.ts loadCaller).
   */
  passwordChangedAt?: number;
  plan: PlanId;
  subscriptionStatus: string;
  createdAt: string;
  /**
   * Staff (set only by ops, scripts/staff.ts: the console at /equipo) or lender (set by staff
   * verifying a lender: the portal at /prestamistas, with `lenderId` its organisation).
   */
  role?: Role;
  lenderId?: string;
  /** Sealed TOTP secret while MFA is on (functions/auth/mfa.ts); absent when off. */
  mfaSecret?: string;
  /** ISO 8601: when MFA was last turned on. */
  mfaEnabledAt?: string;
  /** The member's zone for Elite times (PUT /api/auth/time-zone); absent: the browser's. */
  timeZone?: string;
  // Billing (functions/billing/sync.ts writes them from the provider's subscription).
  stripeCustomerId?: string;
  stripeSubscriptionId?: string;
  /** ISO dates. */
  currentPeriodEnd?: string;
  trialEnd?: string;
  cancelAtPeriodEnd?: boolean;
  cardBrand?: string;
  cardLast4?: string;
  /** The plan's price (cents) and currency, as the provider bills it. */
  planAmount?: number;
  planCurrency?: string;
  /** The paid plan that ended, and when (ISO), for the note on the free plan. */
  endedPlan?: PaidPlanId;
  endedAt?: string;
  /** Set once a trial started with a card: one trial per user. */
  trialUsedAt?: string;
  /** Epoch ms of the provider read last written: an older read never overwrites a newer one. */
  billingReadAt?: number;
  [extra: string]: unknown;
}

/**
 * A table item read under a profile key by a call that also reads other items (the caller's
 * session and profile in one BatchGetItem) or that returns the item it wrote.
 */
export function asProfile(item: Record<string, unknown>): ProfileItem {
  return item as ProfileItem;
}

/**
 * The profile of this user, if the account exists. `consistent` reads the latest write (billing
 * decides on the plan it reads; a deletion checks what it is about to remove).
 */
export async function readProfile(
  userId: string,
  options: { consistent?: boolean } = {},
): Promise<ProfileItem | undefined> {
  const { Item } = await db.get({
    TableName: tableName,
    Key: keys.profile(userId),
    ...(options.consistent ? { ConsistentRead: true } : {}),
  });
  return Item && asProfile(Item);
}

/** The profiles of these users that exist, in one batched read (any order). */
export async function readProfiles(userIds: readonly string[]): Promise<ProfileItem[]> {
  const items = await batchGetKeys(userIds.map((id) => keys.profile(id)));
  return items.map(asProfile);
}

/** When the password last changed (epoch ms), read consistently: absent until the first change. */
export async function readPasswordChangedAt(userId: string): Promise<number | undefined> {
  const { Item } = await db.get({
    TableName: tableName,
    Key: keys.profile(userId),
    ProjectionExpression: 'passwordChangedAt',
    ConsistentRead: true,
  });
  return Item && asProfile(Item).passwordChangedAt;
}

/** Sets (or with null clears) the member's time zone; answers the profile as written. */
export async function setTimeZone(userId: string, timeZone: string | null): Promise<ProfileItem> {
  const { Attributes } = await db.update({
    TableName: tableName,
    Key: keys.profile(userId),
    UpdateExpression: timeZone === null ? 'REMOVE #zone' : 'SET #zone = :zone',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#zone': 'timeZone' }, // a reserved word
    ...(timeZone === null ? {} : { ExpressionAttributeValues: { ':zone': timeZone } }),
    ReturnValues: 'ALL_NEW',
  });
  return asProfile(Attributes!);
}

/** The profile of the account with this email, if any (through the email's uniqueness marker). */
export async function findProfileByEmail(email: string): Promise<ProfileItem | undefined> {
  const marker = await db.get({ TableName: tableName, Key: keys.email(email) });
  const userId = marker.Item?.userId;
  if (typeof userId !== 'string') return undefined;
  return readProfile(userId);
}
