import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportListResponse } from '@shared/api/pro-catalog';
import { apiJson } from '@/lib/api-client';

/**
 * The letters' history is the reports history (GET /api/pro/reports, `letters`), the same query
 * key as the reports page.
 */
export const LETTER_HISTORY_KEY = ['/api/pro/reports'] as const;

const letterHistoryQueryOptions = queryOptions({
  queryKey: LETTER_HISTORY_KEY,
  queryFn: () => apiJson<ReportListResponse>('GET', '/api/pro/reports'),
  staleTime: 30_000,
});

export function useLetterHistory() {
  return useQuery({ ...letterHistoryQueryOptions, select: (data) => data.letters });
}
