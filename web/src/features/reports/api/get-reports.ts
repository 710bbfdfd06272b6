import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportListResponse } from '@shared/api/pro-catalog';
import { apiJson } from '@/lib/api-client';

/** GET /api/pro/reports: the user's reports history. */
export const REPORTS_QUERY_KEY = ['/api/pro/reports'] as const;

const reportsQueryOptions = queryOptions({
  queryKey: REPORTS_QUERY_KEY,
  queryFn: () => apiJson<ReportListResponse>('GET', '/api/pro/reports'),
  staleTime: 30_000,
});

export function useReports() {
  return useQuery(reportsQueryOptions);
}
