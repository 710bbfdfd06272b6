import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useSearchAfterHydration } from '@/lib/hydration';
import { apiJson } from '@/lib/api-client';
import { isItemId } from '@shared/api/item-id';
import type { DealFile, DealFileInput, DealFileListResponse } from '@shared/api/deal-files';
import { DEAL_FILE_PARAM } from '@shared/api/deal-file-texts';

/**
 * Deal files: GET/POST /api/deal-files, GET/PUT/DELETE /api/deal-files/{id},
 * POST /api/deal-files/{id}/portfolio (shared/api/deal-files.ts).
 */
const DEAL_FILES_KEY = ['/api/deal-files'] as const;
const fileKey = (id: string) => [...DEAL_FILES_KEY, id] as const;

const dealFilesQueryOptions = queryOptions({
  queryKey: DEAL_FILES_KEY,
  queryFn: () => apiJson<DealFileListResponse>('GET', '/api/deal-files'),
  staleTime: 30_000,
});

export function useDealFiles(enabled = true) {
  return useQuery({ ...dealFilesQueryOptions, enabled });
}

export function useDealFile(id: string | null) {
  return useQuery({
    queryKey: fileKey(id ?? ''),
    queryFn: () => apiJson<DealFile>('GET', `/api/deal-files/${encodeURIComponent(id!)}`),
    enabled: id !== null,
    staleTime: 30_000,
  });
}

export function useSaveDealFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, inputs }: { id?: string; inputs: DealFileInput }) => {
      if (id) return apiJson<DealFile>('PUT', `/api/deal-files/${encodeURIComponent(id)}`, inputs);
      const { id: created } = await apiJson<{ id: string }>('POST', '/api/deal-files', inputs);
      return apiJson<DealFile>('GET', `/api/deal-files/${encodeURIComponent(created)}`);
    },
    onSuccess: (file) => {
      client.setQueryData(fileKey(file.id), file);
      void client.invalidateQueries({ queryKey: DEAL_FILES_KEY, exact: true });
      void client.invalidateQueries({ queryKey: ['/api/pro/activity'] });
    },
  });
}

export function useDeleteDealFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiJson<{ message: string }>('DELETE', `/api/deal-files/${encodeURIComponent(id)}`),
    onSuccess: (_result, id) => {
      client.removeQueries({ queryKey: fileKey(id) });
      void client.invalidateQueries({ queryKey: DEAL_FILES_KEY, exact: true });
    },
  });
}

export function useMoveToPortfolio() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiJson<{ id: string }>('POST', `/api/deal-files/${encodeURIComponent(id)}/portfolio`),
    onSuccess: (_result, id) => {
      void client.invalidateQueries({ queryKey: fileKey(id) });
      void client.invalidateQueries({ queryKey: DEAL_FILES_KEY, exact: true });
      void client.invalidateQueries({ queryKey: ['/api/portfolio'] });
    },
  });
}

/**
 * The deal file a tool shows, from ?expediente=<id>: loads it, and opens or closes one by changing
 * that parameter (so a link from /mis-propiedades opens the tool filled in).
 */
export function useOpenedDealFile(enabled = true) {
  const [, setParams] = useSearchParams();
  const params = useSearchAfterHydration(); // the tool pages are prerendered
  const raw = params.get(DEAL_FILE_PARAM);
  const id = enabled && raw !== null && isItemId(raw) ? raw : null;
  const query = useDealFile(id);
  return {
    id,
    isLoading: id !== null && query.isLoading,
    failed: enabled && ((raw !== null && id === null) || query.isError),
    error: query.error,
    file: query.data ?? null,
    open: (next: string) => setParams({ [DEAL_FILE_PARAM]: next }),
    close: () => setParams({}, { replace: true }),
  };
}

export type OpenedDealFile = ReturnType<typeof useOpenedDealFile>;
