import { redirectTo, requireCaller, route } from '../../commons/http.ts';
import { openReview, staffFileUrl } from '../../vault/reviews.ts';

/**
 * GET /api/staff/reviews/{memberId}/{reviewId}/files/{fileId} — (staff) 302 to a presigned GET of
 * a file the member submitted in that open review; any other file is 404. Logged.
 */
export const handler = route(
  'GET /api/staff/reviews/{memberId}/{reviewId}/files/{fileId}',
  async (req) => {
    const staff = requireCaller(req);
    const review = await openReview(req.params.memberId ?? '', req.params.reviewId ?? '');
    return redirectTo(await staffFileUrl(staff.userId, review, req.params.fileId ?? ''));
  },
);
