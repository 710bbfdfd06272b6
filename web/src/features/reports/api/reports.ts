import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { ReportInput, ReportListResponse, ReportRecord } from '@shared/api/pro-catalog';

/** GET/POST /api/pro/reports and GET /api/pro/reports/{id}: the user's reports history. */
const REPORTS_QUERY_KEY = ['/api/pro/reports'] as const;

const reportsQueryOptions = queryOptions({
  queryKey: REPORTS_QUERY_KEY,
  queryFn: () => apiJson<ReportListResponse>('GET', '/api/pro/reports'),
  staleTime: 30_000,
});

export function useReports() {
  return useQuery(reportsQueryOptions);
}

/** One past report (from ?report=<id>); disabled without an id. */
export function useReport(id: string | null) {
  return useQuery({
    queryKey: [...REPORTS_QUERY_KEY, id] as const,
    queryFn: () => apiJson<ReportRecord>('GET', `/api/pro/reports/${encodeURIComponent(id!)}`),
    enabled: id !== null,
    staleTime: Infinity,
  });
}

/** Record a generated report; the answer's id and date go on the PDF. */
export function useCreateReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ReportInput) => apiJson<ReportRecord>('POST', '/api/pro/reports', input),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: REPORTS_QUERY_KEY, exact: true });
      void client.invalidateQueries({ queryKey: ['/api/pro/activity'] });
    },
  });
}
