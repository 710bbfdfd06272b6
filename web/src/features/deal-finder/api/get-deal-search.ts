import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DealSearchResult } from '@shared/api/deal-finder';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { DEAL_SEARCHES_KEY } from './get-deal-searches';

/** GET /api/deals/searches/{id}: one saved search (?busqueda=<id>). */
export const dealSearchKey = (id: string | null) => [...DEAL_SEARCHES_KEY, id] as const;

const dealSearchQueryOptions = (id: string | null) =>
  queryOptions({
    queryKey: dealSearchKey(id),
    queryFn: () =>
      apiJson<DealSearchResult>('GET', apiPath('/api/deals/searches/{id}', { id: id ?? '' })),
  });

/** Idle without an id. */
export function useDealSearch(id: string | null) {
  return useQuery({ ...dealSearchQueryOptions(id), enabled: id !== null });
}
