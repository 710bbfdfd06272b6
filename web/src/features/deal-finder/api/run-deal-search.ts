import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DealSearchResult, LiveSearchRequest, ScoreRequest } from '@shared/api/deal-finder';
import { apiJson } from '@/lib/api-client';
import { dealSearchKey } from './get-deal-search';
import { DEAL_SEARCHES_KEY } from './get-deal-searches';

/** POST /api/deals/score (own candidates) or /api/deals/search (live); refreshes the saved list. */
export function useRunDealSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      request: { mode: 'manual'; body: ScoreRequest } | { mode: 'live'; body: LiveSearchRequest },
    ) =>
      apiJson<DealSearchResult>(
        'POST',
        request.mode === 'manual' ? '/api/deals/score' : '/api/deals/search',
        request.body,
      ),
    onSuccess: (result) => {
      client.setQueryData(dealSearchKey(result.id), result);
      void client.invalidateQueries({ queryKey: DEAL_SEARCHES_KEY, exact: true });
    },
  });
}
