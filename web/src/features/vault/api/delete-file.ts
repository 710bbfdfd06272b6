import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { VAULT_QUERY_KEY } from './get-vault';

/** DELETE /api/vault/files/{id}. */
export function useDeleteFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiJson<{ message: string }>('DELETE', apiPath('/api/vault/files/{id}', { id })),
    onSuccess: () => client.invalidateQueries({ queryKey: VAULT_QUERY_KEY }),
  });
}
