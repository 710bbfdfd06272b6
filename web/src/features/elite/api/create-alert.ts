import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { DealCriteria } from '@shared/elite/offers';
import type { AlertResponse } from '@shared/api/elite';
import { ALERTS_QUERY_KEY } from './get-alerts';

/** POST /api/elite/alerts with the filter's criteria. */
export function useCreateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (criteria: DealCriteria) =>
      apiJson<AlertResponse>('POST', '/api/elite/alerts', criteria),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALERTS_QUERY_KEY }),
  });
}
