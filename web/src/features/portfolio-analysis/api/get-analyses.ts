import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalysesResponse } from '@shared/api/portfolio-analysis';
import { apiJson } from '@/lib/api-client';

/** GET /api/elite/portfolio-analyses — the member's analyses, newest first (Elite). */
export const ANALYSES_KEY = ['/api/elite/portfolio-analyses'] as const;

const analysesQueryOptions = queryOptions({
  queryKey: ANALYSES_KEY,
  queryFn: () => apiJson<AnalysesResponse>('GET', '/api/elite/portfolio-analyses'),
});

export function useAnalyses(enabled = true) {
  return useQuery({ ...analysesQueryOptions, enabled });
}
