import * as z from 'zod';
import { db, queryAll, tableName } from '../commons/db.ts';
import { dateInZone } from '../../shared/elite/time.ts';
import type { Masterclass, MasterclassesResponse } from '../../shared/api/elite.ts';
import { masterclassPublishedEmail } from './masterclass-emails.ts';
import { mailEliteMembers } from './table-helpers.ts';
import { keys, PARTITION } from '../commons/keys.ts';

/**
 * Masterclasses in the single table (ops add them with scripts/elite-content.ts):
 *   class       pk MASTERCLASS          sk <id>           Query (a few dozen a year)
 *   wish        pk MASTERCLASS_NOTIFY   sk USER#<id>      GetItem (the toggle), Query (who to email)
 * Adding a class, or publishing its recording, emails every Elite member who asked to be told.
 */
const masterclassInputSchema = z.object({
  /** Lowercase words with dashes; the date is prefixed: 20260415-refinanciamiento-brrrr. */
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug: lowercase words with dashes'),
  title: z.string().trim().min(5).max(140),
  description: z.string().trim().min(20).max(2000),
  instructor: z.string().trim().min(3).max(100),
  instructorRole: z.string().trim().min(3).max(140),
  /** ISO 8601 with offset, e.g. 2026-04-15T19:00:00-04:00. */
  startsAt: z.iso.datetime({ offset: true }),
  durationMinutes: z.number().int().min(15).max(240),
  topics: z.array(z.string().trim().min(2).max(80)).min(1).max(8),
  level: z.enum(['Intermedio', 'Avanzado']),
  joinUrl: z.url().optional(),
  recordingUrl: z.url().optional(),
  /** Example content (the local runtime's seed): labelled as an example on the page. */
  example: z.boolean().optional(),
});
export type MasterclassInput = z.input<typeof masterclassInputSchema>;

/** The class's date in New York, then the slug: 20260415-refinanciamiento-brrrr. */
export function masterclassId(input: Pick<MasterclassInput, 'slug' | 'startsAt'>): string {
  return `${dateInZone(new Date(input.startsAt)).replace(/-/g, '')}-${input.slug}`;
}

function toMasterclass(item: Record<string, unknown>): Masterclass {
  const m = item as unknown as Masterclass;
  return {
    id: m.id,
    title: m.title,
    description: m.description,
    instructor: m.instructor,
    instructorRole: m.instructorRole,
    startsAt: m.startsAt,
    durationMinutes: m.durationMinutes,
    topics: m.topics,
    level: m.level,
    joinUrl: m.joinUrl ?? null,
    recordingUrl: m.recordingUrl ?? null,
    example: m.example === true,
  };
}

export async function allMasterclasses(): Promise<Masterclass[]> {
  return (await queryAll({ pk: PARTITION.masterclasses })).map(toMasterclass);
}

/** Live classes that have not ended (soonest first) and recorded ones (newest first). */
export function splitMasterclasses(
  all: Masterclass[],
  now = new Date(),
): Pick<MasterclassesResponse, 'upcoming' | 'recorded'> {
  const ends = (m: Masterclass) => new Date(m.startsAt).getTime() + m.durationMinutes * 60_000;
  return {
    upcoming: all
      .filter((m) => !m.recordingUrl && ends(m) > now.getTime()) // live until it ends
      .sort((a, b) => a.startsAt.localeCompare(b.startsAt)),
    recorded: all
      .filter((m) => m.recordingUrl)
      .sort((a, b) => b.startsAt.localeCompare(a.startsAt)),
  };
}

export async function wantsNotice(userId: string): Promise<boolean> {
  const { Item } = await db.get({ TableName: tableName, Key: keys.masterclassNotify(userId) });
  return Item !== undefined;
}

export async function setNotice(userId: string, notify: boolean, now = new Date()): Promise<void> {
  if (notify) {
    await db.put({
      TableName: tableName,
      Item: { ...keys.masterclassNotify(userId), userId, since: now.toISOString() },
    });
  } else {
    await db.delete({ TableName: tableName, Key: keys.masterclassNotify(userId) });
  }
}

/**
 * Store a new masterclass (refused if its id exists) and, unless `notify` is false, email the
 * members who asked. Returns the class and how many emails went out.
 */
export async function addMasterclass(
  input: MasterclassInput,
  options: { notify?: boolean } = {},
): Promise<{ masterclass: Masterclass; created: boolean; notified: number }> {
  const data = masterclassInputSchema.parse(input);
  // toMasterclass keeps the stored fields only (the slug is part of the id).
  const masterclass = toMasterclass({
    ...data,
    id: masterclassId(data),
    startsAt: new Date(data.startsAt).toISOString(),
  });
  try {
    await db.put({
      TableName: tableName,
      Item: {
        ...keys.masterclass(masterclass.id),
        ...masterclass,
        publishedAt: new Date().toISOString(),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') {
      return { masterclass, created: false, notified: 0 };
    }
    throw error;
  }
  const notified =
    options.notify === false
      ? 0
      : await notifySubscribers(masterclass, masterclass.recordingUrl ? 'recording' : 'new');
  return { masterclass, created: true, notified };
}

/** Attach the recording to a class and email the members who asked. */
export async function publishRecording(
  id: string,
  recordingUrl: string,
): Promise<{ masterclass: Masterclass; notified: number }> {
  const url = z.url().parse(recordingUrl);
  const result = await db.update({
    TableName: tableName,
    Key: keys.masterclass(id),
    UpdateExpression: 'SET recordingUrl = :url',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':url': url },
    ReturnValues: 'ALL_NEW',
  });
  const masterclass = toMasterclass(result.Attributes ?? {});
  return { masterclass, notified: await notifySubscribers(masterclass, 'recording') };
}

/** Email every member with the wish who is still on an active Elite plan. */
async function notifySubscribers(
  masterclass: Masterclass,
  kind: 'new' | 'recording',
): Promise<number> {
  const wishes = await queryAll({ pk: PARTITION.masterclassNotify });
  return mailEliteMembers(
    wishes.map((item) => String(item.userId)),
    (profile) => masterclassPublishedEmail(profile, masterclass, kind),
    { message: 'masterclass notice failed', masterclassId: masterclass.id },
  );
}
