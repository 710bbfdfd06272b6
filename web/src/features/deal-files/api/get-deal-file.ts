import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DealFile } from '@shared/api/deal-files';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { DEAL_FILES_KEY } from './get-deal-files';

/** GET /api/deal-files/{id}: one deal file (another member's answers 404). */
export const dealFileKey = (id: string) => [...DEAL_FILES_KEY, id] as const;

export const fetchDealFile = (id: string) =>
  apiJson<DealFile>('GET', apiPath('/api/deal-files/{id}', { id }));

const dealFileQueryOptions = (id: string) =>
  queryOptions({ queryKey: dealFileKey(id), queryFn: () => fetchDealFile(id), staleTime: 30_000 });

export function useDealFile(id: string | null) {
  return useQuery({ ...dealFileQueryOptions(id ?? ''), enabled: id !== null });
}
