import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type {
  BalanceSheetInput,
  CashFlowMonth,
  PortfolioPropertyInput,
  PortfolioReportRequest,
  PortfolioResponse,
} from '@shared/api/portfolio';
import type { BalanceSheet } from '@shared/finance/portfolio';
import type { ReportRecord } from '@shared/api/pro-catalog';

/** The portfolio: GET /api/portfolio and its writes (shared/api/portfolio.ts). */
const PORTFOLIO_KEY = ['/api/portfolio'] as const;

const portfolioQueryOptions = queryOptions({
  queryKey: PORTFOLIO_KEY,
  queryFn: () => apiJson<PortfolioResponse>('GET', '/api/portfolio'),
  staleTime: 30_000,
});

export function usePortfolio() {
  return useQuery(portfolioQueryOptions);
}

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: PORTFOLIO_KEY });
}

export function useSaveProperty() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, inputs }: { id?: string; inputs: PortfolioPropertyInput }) =>
      id
        ? apiJson<{ id: string }>(
            'PUT',
            `/api/portfolio/properties/${encodeURIComponent(id)}`,
            inputs,
          )
        : apiJson<{ id: string }>('POST', '/api/portfolio/properties', inputs),
    onSuccess: refresh,
  });
}

export function useDeleteProperty() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) =>
      apiJson<{ message: string }>('DELETE', `/api/portfolio/properties/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  });
}

export function useSaveBalanceSheet() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (sheet: BalanceSheetInput) =>
      apiJson<BalanceSheet>('PUT', '/api/portfolio/balance-sheet', sheet),
    onSuccess: refresh,
  });
}

export function useSaveCashFlow() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, months }: { id: string; months: CashFlowMonth[] }) =>
      apiJson<{ months: CashFlowMonth[] }>(
        'PUT',
        `/api/portfolio/properties/${encodeURIComponent(id)}/cash-flow`,
        { months },
      ),
    onSuccess: refresh,
  });
}

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
