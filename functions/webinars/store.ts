import type { ProfileItem } from '../auth/profile.ts';
import { batchGetKeys, db, tableName } from '../commons/db.ts';
import { badRequest, conflict, forbidden, notFound } from '../commons/errors.ts';
import { ConditionsFailed, writeTransaction } from '../commons/transactions.ts';
import {
  canAttend,
  WEBINAR_MESSAGES,
  webinarStartFromId,
  type Webinar,
  type WebinarRegistration,
} from '../../shared/api/webinars.ts';
import type { NewWebinar } from './schedule.ts';
import { keys, userPk, PREFIX, PARTITION, webinarRosterPk } from '../commons/keys.ts';

/**
 * Webinars in the single table. Access patterns, all by key:
 *   schedule     pk WEBINAR,            sk <startsAt>#<id>     Query sk > now (upcoming), GetItem
 *   sign-ups     pk USER#<userId>,      sk WEBINAR#<startsAt>#<id>  Query by time (my sessions)
 *   roster       pk WEBINAR#<id>,       sk ATTENDEE#<userId>   Query (ops: who signed up)
 * A sign-up writes its item, the roster item and the seat count in one transaction: the
 * conditions refuse a second sign-up and a full session, whatever the timing.
 */
interface WebinarItem extends NewWebinar {
  pk: 'WEBINAR';
  sk: string;
  registered: number;
}

/** What anyone may see of a session (the join link goes to sign-ups only). */
export function toWebinar(item: WebinarItem): Webinar {
  return {
    id: item.id,
    title: item.title,
    description: item.description,
    startsAt: item.startsAt,
    durationMinutes: item.durationMinutes,
    audience: item.audience,
    host: item.host,
    capacity: item.capacity,
    seatsLeft: Math.max(0, item.capacity - (item.registered ?? 0)),
  };
}

/** Add a session; false when one with that id already exists (seeding is idempotent). */
export async function addWebinar(session: NewWebinar): Promise<boolean> {
  try {
    await db.put({
      TableName: tableName,
      Item: { ...keys.webinar(session.startsAt, session.id), ...session, registered: 0 },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/** Sessions that start after `now`, soonest first (at most `limit`). */
export async function upcomingWebinars(now = new Date(), limit = 50): Promise<WebinarItem[]> {
  const result = await db.query({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND sk > :now',
    ExpressionAttributeValues: { ':pk': PARTITION.webinars, ':now': now.toISOString() },
    Limit: limit,
  });
  return (result.Items ?? []) as WebinarItem[];
}

/** One session by id (its key comes from the id), or 404. */
async function getWebinar(id: string): Promise<WebinarItem> {
  const startsAt = webinarStartFromId(id);
  if (!startsAt) throw notFound(WEBINAR_MESSAGES.notFound);
  const { Item } = await db.get({ TableName: tableName, Key: keys.webinar(startsAt, id) });
  if (!Item) throw notFound(WEBINAR_MESSAGES.notFound);
  return Item as WebinarItem;
}

/** Sign the user up: 403 for a Pro session on the free plan, 409 when full or already in. */
export async function register(
  profile: ProfileItem,
  id: string,
  now = new Date(),
): Promise<{ session: WebinarItem; registration: WebinarRegistration }> {
  const session = await getWebinar(id);
  if (new Date(session.startsAt) <= now) throw badRequest(WEBINAR_MESSAGES.started);
  if (!canAttend(profile.plan, profile.subscriptionStatus, session.audience)) {
    throw forbidden(WEBINAR_MESSAGES.proOnly);
  }
  const registeredAt = now.toISOString();
  try {
    await writeTransaction([
      {
        Put: {
          TableName: tableName,
          Item: {
            ...keys.webinarSignUp(profile.userId, session.startsAt, id),
            webinarId: id,
            registeredAt,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Update: {
          TableName: tableName,
          Key: keys.webinar(session.startsAt, id),
          UpdateExpression: 'SET #registered = #registered + :one',
          ConditionExpression: 'attribute_exists(pk) AND #registered < #capacity',
          ExpressionAttributeNames: { '#registered': 'registered', '#capacity': 'capacity' },
          ExpressionAttributeValues: { ':one': 1 },
        },
      },
      {
        Put: {
          TableName: tableName,
          Item: {
            ...keys.webinarAttendee(id, profile.userId),
            userId: profile.userId,
            email: profile.email,
            firstName: profile.firstName,
            lastName: profile.lastName,
            registeredAt,
          },
        },
      },
    ]);
  } catch (error) {
    if (error instanceof ConditionsFailed) {
      throw conflict(
        error.failed.includes(0) ? WEBINAR_MESSAGES.alreadyRegistered : WEBINAR_MESSAGES.full,
      );
    }
    throw error;
  }
  const updated = { ...session, registered: (session.registered ?? 0) + 1 };
  return {
    session: updated,
    registration: { webinar: toWebinar(updated), registeredAt, joinUrl: session.joinUrl ?? null },
  };
}

/** Cancel a sign-up (frees the seat); 404 when the user is not signed up. */
export async function unregister(userId: string, id: string): Promise<void> {
  const startsAt = webinarStartFromId(id);
  if (!startsAt) throw notFound(WEBINAR_MESSAGES.notRegistered);
  try {
    await writeTransaction([
      {
        Delete: {
          TableName: tableName,
          Key: keys.webinarSignUp(userId, startsAt, id),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      {
        Update: {
          TableName: tableName,
          Key: keys.webinar(startsAt, id),
          UpdateExpression: 'SET #registered = #registered - :one',
          ConditionExpression: 'attribute_exists(pk) AND #registered > :zero',
          ExpressionAttributeNames: { '#registered': 'registered' },
          ExpressionAttributeValues: { ':one': 1, ':zero': 0 },
        },
      },
      { Delete: { TableName: tableName, Key: keys.webinarAttendee(id, userId) } },
    ]);
  } catch (error) {
    if (error instanceof ConditionsFailed) throw notFound(WEBINAR_MESSAGES.notRegistered);
    throw error;
  }
}

/**
 * The user's sign-ups for sessions that have not ended (a session counts for 3 hours after its
 * start), soonest first, with the sessions read fresh (seats, join link).
 */
export async function registrationsOf(
  userId: string,
  now = new Date(),
): Promise<WebinarRegistration[]> {
  const since = new Date(now.getTime() - 3 * 3600_000).toISOString();
  const result = await db.query({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': userPk(userId),
      ':from': `${PREFIX.webinar}${since}`,
      ':to': `${PREFIX.webinar}~`,
    },
  });
  const signUps = (result.Items ?? []) as { sk: string; webinarId: string; registeredAt: string }[];
  if (signUps.length === 0) return [];
  const wanted = signUps.map((s) => keys.webinar(s.sk.split('#')[1]!, s.webinarId));
  const sessions = new Map<string, WebinarItem>();
  for (const item of await batchGetKeys<WebinarItem>(wanted)) sessions.set(item.id, item);
  return signUps.flatMap((s) => {
    const session = sessions.get(s.webinarId);
    return session
      ? [
          {
            webinar: toWebinar(session),
            registeredAt: s.registeredAt,
            joinUrl: session.joinUrl ?? null,
          },
        ]
      : [];
  });
}

/** Publish (or change) the link to join a session; sign-ups see it in Mis webinars. */
export async function setJoinUrl(id: string, joinUrl: string): Promise<void> {
  const session = await getWebinar(id);
  await db.update({
    TableName: tableName,
    Key: keys.webinar(session.startsAt, id),
    UpdateExpression: 'SET joinUrl = :url',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':url': joinUrl },
  });
}

/** Who signed up for a session (ops script). */
export async function attendees(id: string) {
  const result = await db.query({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :attendee)',
    ExpressionAttributeValues: { ':pk': webinarRosterPk(id), ':attendee': PREFIX.attendee },
  });
  return (result.Items ?? []) as {
    email: string;
    firstName: string;
    lastName: string;
    registeredAt: string;
  }[];
}
