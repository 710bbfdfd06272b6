import { route } from '../../commons/http.ts';
import { upcomingWithLocalSeed } from '../../webinars/local-seed.ts';
import { toWebinar } from '../../webinars/store.ts';
import type { WebinarListResponse } from '../../../shared/api/webinars.ts';

/** GET /api/webinars — upcoming sessions, soonest first (anyone may see the schedule). */
export const handler = route('GET /api/webinars', async () => {
  const body: WebinarListResponse = { webinars: (await upcomingWithLocalSeed()).map(toWebinar) };
  return { body };
});
