import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import type { PackageRecord } from '../../../../../shared/api/vault-catalog';

/** POST /api/vault/packages: build the lender package (kept in the reports history). */
export function useBuildPackage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiJson<PackageRecord & { downloadUrl: string }>('POST', '/api/vault/packages', {}),
    onSuccess: () => client.invalidateQueries({ queryKey: ['/api/pro/reports'] }),
  });
}
