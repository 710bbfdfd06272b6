import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffAnalysisQueueResponse } from '@shared/api/portfolio-analysis';
import { apiJson } from '@/lib/api-client';

/** GET /api/staff/portfolio-analyses — requests not yet delivered, oldest first. */
export const ANALYSIS_QUEUE_KEY = ['/api/staff/portfolio-analyses'] as const;

const analysisQueueQueryOptions = queryOptions({
  queryKey: ANALYSIS_QUEUE_KEY,
  queryFn: () => apiJson<StaffAnalysisQueueResponse>('GET', '/api/staff/portfolio-analyses'),
});

export function useAnalysisQueue() {
  return useQuery(analysisQueueQueryOptions);
}
