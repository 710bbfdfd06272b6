import * as z from 'zod';
import { db, queryAll, tableName } from '../commons/db.ts';
import { isStateCode } from '../../shared/market/states.ts';
import {
  daysLeft,
  dealMatches,
  DEAL_PROPERTY_TYPE_IDS,
  DEAL_STATUSES,
  type DealCriteria,
} from '../../shared/elite/offers.ts';
import { dateInZone } from '../../shared/elite/time.ts';
import type { DealsResponse, EliteDeal, UpcomingLaunch } from '../../shared/api/elite.ts';
import { dealAlertEmail, launchAvailableEmail } from './offer-emails.ts';
import { mailEliteMembers } from './table-helpers.ts';
import { keys, PARTITION, interestPk } from '../commons/keys.ts';

/**
 * Exclusive deals and upcoming launches in the single table (ops load them from a JSON file with
 * scripts/elite-content.ts):
 *   deal      pk ELITE_DEAL     sk <dealId>      Query (dozens live at a time)
 *   launch    pk ELITE_LAUNCH   sk <launchId>    Query
 * Saved alerts and interests live in alerts.ts and interests.ts. Adding a new deal emails the
 * Elite members whose alerts match it; a deal that comes from a launch also emails the members
 * who asked to hear about that launch, and the launch leaves the list.
 */
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'id: lowercase words with dashes')
  .max(80);
const stateCode = z.string().refine(isStateCode, 'state: a USPS code such as TX');

const dealInputSchema = z.object({
  id: slug,
  title: z.string().trim().min(5).max(120),
  type: z.enum(DEAL_PROPERTY_TYPE_IDS),
  price: z.number().int().positive(),
  capRate: z.number().min(0).max(30),
  cashOnCash: z.number().min(-50).max(100),
  city: z.string().trim().min(2).max(60),
  state: stateCode,
  units: z.number().int().min(1).max(2000),
  sqft: z.number().int().min(100),
  status: z.enum(DEAL_STATUSES),
  /** ISO 8601 date-time: the end of the Elite-only period. */
  exclusiveUntil: z.iso.datetime({ offset: true }),
  description: z.string().trim().min(20).max(2000),
  highlights: z.array(z.string().trim().min(3).max(160)).min(1).max(8),
  financingNote: z.string().trim().min(10).max(300),
  /** The launch this deal was announced as; it is removed and its followers are emailed. */
  fromLaunch: slug.optional(),
  /** Example content (the local runtime's seed): labelled as an example on every page. */
  example: z.boolean().optional(),
});
export type DealInput = z.input<typeof dealInputSchema>;

const launchInputSchema = z
  .object({
    id: slug,
    title: z.string().trim().min(5).max(120),
    type: z.enum(DEAL_PROPERTY_TYPE_IDS),
    estimatedPrice: z.number().int().positive(),
    city: z.string().trim().min(2).max(60),
    state: stateCode,
    units: z.number().int().min(1).optional(),
    rooms: z.number().int().min(1).optional(),
    launchDate: z.iso.date(),
    preview: z.string().trim().min(20).max(1000),
    example: z.boolean().optional(),
  })
  .refine((l) => l.units !== undefined || l.rooms !== undefined, 'units or rooms is required');
export type LaunchInput = z.input<typeof launchInputSchema>;

/** The JSON file ops load: { "deals": [...], "launches": [...] }. */
export const contentFileSchema = z.object({
  deals: z.array(dealInputSchema).default([]),
  launches: z.array(launchInputSchema).default([]),
});

type StoredDeal = Omit<EliteDeal, 'daysLeft' | 'location' | 'example'> & { example?: boolean };
type StoredLaunch = Omit<UpcomingLaunch, 'location' | 'example'> & { example?: boolean };

function toDeal(item: Record<string, unknown>, now: Date): EliteDeal {
  const d = item as unknown as StoredDeal;
  return {
    id: d.id,
    title: d.title,
    type: d.type,
    price: d.price,
    capRate: d.capRate,
    cashOnCash: d.cashOnCash,
    location: `${d.city}, ${d.state}`,
    city: d.city,
    state: d.state,
    units: d.units,
    sqft: d.sqft,
    status: d.status,
    exclusiveUntil: d.exclusiveUntil,
    daysLeft: daysLeft(d.exclusiveUntil, now),
    description: d.description,
    highlights: d.highlights,
    financingNote: d.financingNote,
    addedAt: d.addedAt,
    example: d.example === true,
  };
}

function toLaunch(item: Record<string, unknown>): UpcomingLaunch {
  const l = item as unknown as StoredLaunch;
  return {
    id: l.id,
    title: l.title,
    type: l.type,
    estimatedPrice: l.estimatedPrice,
    location: `${l.city}, ${l.state}`,
    city: l.city,
    state: l.state,
    units: l.units ?? null,
    rooms: l.rooms ?? null,
    launchDate: l.launchDate,
    preview: l.preview,
    example: l.example === true,
  };
}

/** Deals still in their Elite-only period, newest first. */
export async function activeDeals(now = new Date()): Promise<EliteDeal[]> {
  const deals = (await queryAll({ pk: PARTITION.deals }))
    .map((item) => toDeal(item, now))
    .filter((deal) => new Date(deal.exclusiveUntil) > now);
  return deals.sort((a, b) => b.addedAt.localeCompare(a.addedAt) || a.id.localeCompare(b.id));
}

/** Launches from today on, soonest first. */
export async function upcomingLaunches(now = new Date()): Promise<UpcomingLaunch[]> {
  const today = dateInZone(now);
  const launches = (await queryAll({ pk: PARTITION.launches }))
    .map(toLaunch)
    .filter((launch) => launch.launchDate >= today);
  return launches.sort((a, b) => a.launchDate.localeCompare(b.launchDate));
}

export async function getDeal(id: string, now = new Date()): Promise<EliteDeal | undefined> {
  const { Item } = await db.get({ TableName: tableName, Key: keys.deal(id) });
  const deal = Item ? toDeal(Item, now) : undefined;
  return deal && new Date(deal.exclusiveUntil) > now ? deal : undefined;
}

export async function getLaunch(id: string): Promise<UpcomingLaunch | undefined> {
  const { Item } = await db.get({ TableName: tableName, Key: keys.launch(id) });
  return Item ? toLaunch(Item) : undefined;
}

/**
 * The deals page: active deals meeting the criteria, upcoming launches meeting them (a launch has
 * no cap rate yet, so that criterion does not apply to it), and figures of all active deals.
 */
export async function dealsPage(
  criteria: DealCriteria,
  interests: string[],
  now = new Date(),
): Promise<DealsResponse> {
  const [deals, launches] = await Promise.all([activeDeals(now), upcomingLaunches(now)]);
  const average =
    deals.length > 0
      ? Math.round((deals.reduce((sum, d) => sum + d.capRate, 0) / deals.length) * 10) / 10
      : null;
  const launchCriteria: DealCriteria = { ...criteria, minCapRate: undefined };
  return {
    deals: deals.filter((deal) => dealMatches(deal, criteria)),
    launches: launches.filter((launch) =>
      dealMatches({ ...launch, price: launch.estimatedPrice, capRate: 0 }, launchCriteria),
    ),
    totalActive: deals.length,
    averageCapRate: average,
    interests,
  };
}

export interface PutDealResult {
  deal: EliteDeal;
  created: boolean;
  alertsEmailed: number;
  launchFollowersEmailed: number;
}

/**
 * Store a deal (a new id adds it, a known id updates it). A new deal is announced to the members
 * whose alerts match it, unless `notify` is false (the local examples).
 */
export async function putDeal(
  input: DealInput,
  options: { notify?: boolean; now?: Date } = {},
): Promise<PutDealResult> {
  const now = options.now ?? new Date();
  const { fromLaunch, ...data } = dealInputSchema.parse(input);
  const existing = await db.get({ TableName: tableName, Key: keys.deal(data.id) });
  const stored: StoredDeal = {
    ...data,
    exclusiveUntil: new Date(data.exclusiveUntil).toISOString(),
    addedAt: (existing.Item?.addedAt as string | undefined) ?? now.toISOString(),
  };
  await db.put({ TableName: tableName, Item: { ...keys.deal(data.id), ...stored } });
  const deal = toDeal(stored as unknown as Record<string, unknown>, now);
  const created = existing.Item === undefined;
  const notify = options.notify !== false && created;

  let launchFollowersEmailed = 0;
  if (fromLaunch) {
    const launch = await getLaunch(fromLaunch);
    if (launch) {
      await db.delete({ TableName: tableName, Key: keys.launch(fromLaunch) });
      if (notify) launchFollowersEmailed = await emailLaunchFollowers(launch, deal);
    }
  }
  const alertsEmailed = notify ? await emailMatchingAlerts(deal) : 0;
  return { deal, created, alertsEmailed, launchFollowersEmailed };
}

export async function putLaunch(input: LaunchInput): Promise<UpcomingLaunch> {
  const data = launchInputSchema.parse(input);
  await db.put({ TableName: tableName, Item: { ...keys.launch(data.id), ...data } });
  return toLaunch(data as unknown as Record<string, unknown>);
}

/** Ops: take a deal or launch off the list (e.g. it went under contract). */
export async function removeContent(kind: 'deal' | 'launch', id: string): Promise<boolean> {
  const result = await db.delete({
    TableName: tableName,
    Key: kind === 'deal' ? keys.deal(id) : keys.launch(id),
    ReturnValues: 'ALL_OLD',
  });
  return result.Attributes !== undefined;
}

/** One email per member with at least one matching alert (listing which ones matched). */
async function emailMatchingAlerts(deal: EliteDeal): Promise<number> {
  const matches = new Map<string, DealCriteria[]>();
  for (const item of await queryAll({ pk: PARTITION.dealAlerts })) {
    const criteria = item.criteria as DealCriteria;
    if (!dealMatches(deal, criteria)) continue;
    const userId = String(item.userId);
    matches.set(userId, [...(matches.get(userId) ?? []), criteria]);
  }
  return mailEliteMembers(
    matches.keys(),
    (profile, userId) => dealAlertEmail(profile, deal, matches.get(userId)!),
    { message: 'deal alert email failed', dealId: deal.id },
  );
}

async function emailLaunchFollowers(launch: UpcomingLaunch, deal: EliteDeal): Promise<number> {
  const followers = await queryAll({ pk: interestPk('launch', launch.id) });
  return mailEliteMembers(
    followers.map((item) => String(item.userId)),
    (profile) => launchAvailableEmail(profile, launch, deal),
    { message: 'launch email failed', launchId: launch.id },
  );
}
