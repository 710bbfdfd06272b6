import { route } from '../../commons/http.ts';
import { reviewQueue } from '../../vault/reviews.ts';

/** GET /api/staff/reviews — (staff) the open expert reviews, oldest first. */
export const handler = route('GET /api/staff/reviews', async () => ({
  body: { reviews: await reviewQueue() },
}));
