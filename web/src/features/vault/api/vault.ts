import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { FileUpdate } from '@shared/api/vault';
import type { ReviewSummary, VaultFile, VaultListResponse } from '@shared/api/vault-catalog';

/** GET /api/vault/files: the member's files, review state and quota. */
export const VAULT_QUERY_KEY = ['/api/vault/files'] as const;

const vaultQueryOptions = queryOptions({
  queryKey: VAULT_QUERY_KEY,
  queryFn: () => apiJson<VaultListResponse>('GET', '/api/vault/files'),
});

export function useVault(enabled = true) {
  return useQuery({ ...vaultQueryOptions, enabled });
}

/** Where the browser goes to save a file (302 to a presigned GET); a preview opens inline. */
export const downloadUrl = (id: string) => `/api/vault/files/${encodeURIComponent(id)}/download`;
export const previewUrl = (id: string) => `/api/vault/files/${encodeURIComponent(id)}/preview`;

/** PATCH /api/vault/files/{id}: rename, move or date a file. */
export function useUpdateFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: FileUpdate }) =>
      apiJson<VaultFile>('PATCH', `/api/vault/files/${encodeURIComponent(id)}`, change),
    onSuccess: () => client.invalidateQueries({ queryKey: VAULT_QUERY_KEY }),
  });
}

/** DELETE /api/vault/files/{id}. */
export function useDeleteFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiJson<{ message: string }>('DELETE', `/api/vault/files/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: VAULT_QUERY_KEY }),
  });
}

/** POST /api/vault/reviews (Elite): every ready file goes to expert review. */
export function useSubmitReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<ReviewSummary>('POST', '/api/vault/reviews', {}),
    onSuccess: () => client.invalidateQueries({ queryKey: VAULT_QUERY_KEY }),
  });
}

/** The ids of guide items that have at least one ready file: those count as done. */
export function itemsWithFiles(vault: VaultListResponse | undefined): Set<string> {
  return new Set(
    (vault?.files ?? [])
      .filter((f) => f.status === 'ready' && f.documentId)
      .map((f) => f.documentId!),
  );
}
