import { requireCaller, route } from '../../commons/http.ts';
import { submitReview } from '../reviews.ts';
import { reviewRequestSchema } from '../../../shared/api/vault.ts';

/** POST /api/vault/reviews — (Elite) send the vault's files (or the chosen ones) for expert review. */
export const handler = route('POST /api/vault/reviews', async (req) => {
  const caller = requireCaller(req);
  const { fileIds } = reviewRequestSchema.parse(req.body);
  return { status: 201, body: await submitReview(caller.profile, fileIds) };
});
