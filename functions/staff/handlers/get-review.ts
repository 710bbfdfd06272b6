import { requireCaller, route } from '../../commons/http.ts';
import { logger } from '../../commons/logger.ts';
import { openReview, reviewFiles } from '../../vault/reviews.ts';

/** GET /api/staff/reviews/{memberId}/{reviewId} — (staff) an open review: its files and decisions. */
export const handler = route('GET /api/staff/reviews/{memberId}/{reviewId}', async (req) => {
  const staff = requireCaller(req);
  const review = await openReview(req.params.memberId ?? '', req.params.reviewId ?? '');
  logger.info('staff action', {
    staffId: staff.userId,
    action: 'open-review',
    memberId: review.userId,
    reviewId: review.reviewId,
  });
  return {
    body: {
      review: {
        id: review.reviewId,
        memberId: review.userId,
        memberName: review.memberName,
        submittedAt: review.submittedAt,
      },
      files: await reviewFiles(review),
    },
  };
});
