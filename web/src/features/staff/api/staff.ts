import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import type { ReviewDecisionInput } from '@shared/api/vault';
import type { ReviewSummary, VaultFile } from '@shared/api/vault-catalog';

/** The staff console's calls: the review queue, one open review, a decision. */
export interface QueueEntry {
  memberId: string;
  reviewId: string;
  memberName: string;
  submittedAt: string;
  fileCount: number;
}

export interface OpenReview {
  review: { id: string; memberId: string; memberName: string; submittedAt: string };
  files: VaultFile[];
}

const QUEUE_KEY = ['/api/staff/reviews'] as const;
const reviewPath = (memberId: string, reviewId: string) =>
  apiPath('/api/staff/reviews/{memberId}/{reviewId}', { memberId, reviewId });

export function useReviewQueue() {
  return useQuery({
    queryKey: QUEUE_KEY,
    queryFn: () => apiJson<{ reviews: QueueEntry[] }>('GET', '/api/staff/reviews'),
  });
}

export function useOpenReview(entry: QueueEntry | null) {
  return useQuery({
    queryKey: [...QUEUE_KEY, entry?.memberId, entry?.reviewId],
    queryFn: () => apiJson<OpenReview>('GET', reviewPath(entry!.memberId, entry!.reviewId)),
    enabled: entry !== null,
  });
}

/** Where staff open a submitted file (302 to a presigned GET, shown inline). */
export const staffFileUrl = (memberId: string, reviewId: string, fileId: string) =>
  apiPath('/api/staff/reviews/{memberId}/{reviewId}/files/{fileId}', {
    memberId,
    reviewId,
    fileId,
  });

export function useDecide(entry: QueueEntry) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ fileId, decision }: { fileId: string; decision: ReviewDecisionInput }) =>
      apiJson<{ review: ReviewSummary; files: VaultFile[] }>(
        'PUT',
        staffFileUrl(entry.memberId, entry.reviewId, fileId),
        decision,
      ),
    // The queue only: the open review's own query would answer 404 once the last decision closes it.
    onSuccess: () => client.invalidateQueries({ queryKey: QUEUE_KEY, exact: true }),
  });
}
