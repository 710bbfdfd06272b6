import { config } from '../commons/config.ts';
import { defaultSchedule } from './schedule.ts';
import { addWebinar, upcomingWebinars } from './store.ts';

/**
 * On the local runtime only (DynamoDB Local, no AWS account), an empty schedule is filled with the
 * standing monthly and weekly sessions so the product can be tried at once. In AWS the schedule is
 * whatever ops add with scripts/webinars.ts; this never runs there.
 */
export async function upcomingWithLocalSeed(now = new Date()) {
  const upcoming = await upcomingWebinars(now);
  if (upcoming.length > 0 || !config.DYNAMODB_ENDPOINT) return upcoming;
  await Promise.all(defaultSchedule(now).map(addWebinar)); // deterministic ids: idempotent
  return upcomingWebinars(now);
}
