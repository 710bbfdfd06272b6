import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueueEntry } from '@shared/api/vault-catalog';
import { apiJson } from '@/lib/api-client';

/** GET /api/staff/reviews: the document reviews members submitted, waiting for a decision. */
export const REVIEW_QUEUE_KEY = ['/api/staff/reviews'] as const;

const reviewQueueQueryOptions = queryOptions({
  queryKey: REVIEW_QUEUE_KEY,
  queryFn: () => apiJson<{ reviews: QueueEntry[] }>('GET', '/api/staff/reviews'),
});

export function useReviewQueue() {
  return useQuery(reviewQueueQueryOptions);
}
