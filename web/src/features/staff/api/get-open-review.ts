import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueueEntry, VaultFile } from '@shared/api/vault-catalog';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { REVIEW_QUEUE_KEY } from './get-review-queue';

/** GET /api/staff/reviews/{memberId}/{reviewId}: one open review with its files. */
export interface OpenReview {
  review: { id: string; memberId: string; memberName: string; submittedAt: string };
  files: VaultFile[];
}

const openReviewQueryOptions = (entry: QueueEntry | null) =>
  queryOptions({
    queryKey: [...REVIEW_QUEUE_KEY, entry?.memberId, entry?.reviewId],
    queryFn: () =>
      apiJson<OpenReview>(
        'GET',
        apiPath('/api/staff/reviews/{memberId}/{reviewId}', {
          memberId: entry!.memberId,
          reviewId: entry!.reviewId,
        }),
      ),
  });

export function useOpenReview(entry: QueueEntry | null) {
  return useQuery({ ...openReviewQueryOptions(entry), enabled: entry !== null });
}
