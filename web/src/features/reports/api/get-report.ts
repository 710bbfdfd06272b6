import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportRecord } from '@shared/api/pro-catalog';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { REPORTS_QUERY_KEY } from './get-reports';

/** GET /api/pro/reports/{id}: one past report (from ?report=<id>). */
const reportQueryOptions = (id: string | null) =>
  queryOptions({
    queryKey: [...REPORTS_QUERY_KEY, id] as const,
    queryFn: () => apiJson<ReportRecord>('GET', apiPath('/api/pro/reports/{id}', { id: id! })),
    staleTime: Infinity,
  });

/** Disabled without an id. */
export function useReport(id: string | null) {
  return useQuery({ ...reportQueryOptions(id), enabled: id !== null });
}
