import { requireCaller, route } from '../../commons/http.ts';
import { decideFile, openReview } from '../../vault/reviews.ts';
import { reviewDecisionSchema } from '../../../shared/api/vault.ts';

/**
 * PUT /api/staff/reviews/{memberId}/{reviewId}/files/{fileId} — (staff) `aprobado` or
 * `requiere-cambios` with a Spanish comment; the last decision closes the review and emails the
 * member. Logged.
 */
export const handler = route(
  'PUT /api/staff/reviews/{memberId}/{reviewId}/files/{fileId}',
  async (req) => {
    const staff = requireCaller(req);
    const input = reviewDecisionSchema.parse(req.body);
    const review = await openReview(req.params.memberId ?? '', req.params.reviewId ?? '');
    return { body: await decideFile(staff.userId, review, req.params.fileId ?? '', input) };
  },
);
