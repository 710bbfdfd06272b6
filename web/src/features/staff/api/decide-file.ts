import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewDecisionInput } from '@shared/api/vault';
import type { ReviewSummary, VaultFile } from '@shared/api/vault-catalog';
import { apiJson } from '@/lib/api-client';
import type { QueueEntry } from '@shared/api/vault-catalog';
import { REVIEW_QUEUE_KEY } from './get-review-queue';
import { staffFileUrl } from './review-file-url';

/** PUT /api/staff/reviews/{memberId}/{reviewId}/files/{fileId}: accept or reject one file. */
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
    onSuccess: () => client.invalidateQueries({ queryKey: REVIEW_QUEUE_KEY, exact: true }),
  });
}
