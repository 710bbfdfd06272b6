import { useMutation } from '@tanstack/react-query';
import type { BalanceSheetInput } from '@shared/api/portfolio';
import type { BalanceSheet } from '@shared/finance/portfolio';
import { apiJson } from '@/lib/api-client';
import { useRefreshPortfolio } from './get-portfolio';

/** PUT /api/portfolio/balance-sheet: the member's other assets and debts. */
export function useSaveBalanceSheet() {
  const refresh = useRefreshPortfolio();
  return useMutation({
    mutationFn: (sheet: BalanceSheetInput) =>
      apiJson<BalanceSheet>('PUT', '/api/portfolio/balance-sheet', sheet),
    onSuccess: refresh,
  });
}
