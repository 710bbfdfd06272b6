import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VaultListResponse } from '@shared/api/vault-catalog';
import { apiJson } from '@/lib/api-client';

/** GET /api/vault/files: the member's files, review state and quota. */
export const VAULT_QUERY_KEY = ['/api/vault/files'] as const;

const vaultQueryOptions = queryOptions({
  queryKey: VAULT_QUERY_KEY,
  queryFn: () => apiJson<VaultListResponse>('GET', '/api/vault/files'),
});

export function useVault(enabled = true) {
  return useQuery({ ...vaultQueryOptions, enabled });
}

/** The ids of guide items that have at least one ready file: those count as done. */
export function itemsWithFiles(vault: VaultListResponse | undefined): Set<string> {
  return new Set(
    (vault?.files ?? [])
      .filter((f) => f.status === 'ready' && f.documentId)
      .map((f) => f.documentId!),
  );
}
