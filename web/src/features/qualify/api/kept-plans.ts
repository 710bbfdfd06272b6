import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { KeptPlansResponse } from '@shared/api/qualify';

/** The query key of a deal file's kept plans (a run from that file refreshes it). */
export const keptPlansKey = (dealFileId: string) => ['/api/qualify/plans', dealFileId] as const;

/** GET /api/qualify/plans/{id}: the plans to qualify kept with one of the member's deal files. */
export function useKeptPlans(dealFileId: string | null) {
  return useQuery({
    queryKey: keptPlansKey(dealFileId ?? ''),
    queryFn: () =>
      apiJson<KeptPlansResponse>('GET', `/api/qualify/plans/${encodeURIComponent(dealFileId!)}`),
    enabled: dealFileId !== null,
    staleTime: 30_000,
  });
}
