import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FileUpdate } from '@shared/api/vault';
import type { VaultFile } from '@shared/api/vault-catalog';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { VAULT_QUERY_KEY } from './get-vault';

/** PATCH /api/vault/files/{id}: rename, move or date a file. */
export function useUpdateFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: FileUpdate }) =>
      apiJson<VaultFile>('PATCH', apiPath('/api/vault/files/{id}', { id }), change),
    onSuccess: () => client.invalidateQueries({ queryKey: VAULT_QUERY_KEY }),
  });
}
