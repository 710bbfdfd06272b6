import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DealFileListResponse } from '@shared/api/deal-files';
import { apiJson } from '@/lib/api-client';

/** GET /api/deal-files: the member's deal files (shared/api/deal-files.ts). */
export const DEAL_FILES_KEY = ['/api/deal-files'] as const;

const dealFilesQueryOptions = queryOptions({
  queryKey: DEAL_FILES_KEY,
  queryFn: () => apiJson<DealFileListResponse>('GET', '/api/deal-files'),
  staleTime: 30_000,
});

export function useDealFiles(enabled = true) {
  return useQuery({ ...dealFilesQueryOptions, enabled });
}
