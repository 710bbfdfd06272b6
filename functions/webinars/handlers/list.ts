import { route } from '../../commons/http.ts';
import { toWebinar, upcomingWebinars } from '../store.ts';
import type { WebinarListResponse } from '../../../shared/api/webinars.ts';

/** GET /api/webinars — upcoming sessions, soonest first (anyone may see the schedule). */
export const handler = route('GET /api/webinars', async () => {
  const body: WebinarListResponse = { webinars: (await upcomingWebinars()).map(toWebinar) };
  return { body };
});
