import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PortfolioReportRequest } from '@shared/api/portfolio';
import type { ReportRecord } from '@shared/api/pro-catalog';
import { apiJson } from '@/lib/api-client';

/** POST /api/portfolio/reports: the portfolio report, kept with the member's reports. */
export function useCreatePortfolioReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: PortfolioReportRequest) =>
      apiJson<ReportRecord>('POST', '/api/portfolio/reports', request),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['/api/pro/reports'], exact: true });
      void client.invalidateQueries({ queryKey: ['/api/pro/activity'] });
    },
  });
}
