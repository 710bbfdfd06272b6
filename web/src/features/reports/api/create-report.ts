import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportInput, ReportRecord } from '@shared/api/pro-catalog';
import { apiJson } from '@/lib/api-client';
import { REPORTS_QUERY_KEY } from './get-reports';

/** POST /api/pro/reports: record a generated report; the answer's id and date go on the PDF. */
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
