import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { PackageRecord } from '@shared/api/vault-catalog';

/**
 * POST /api/vault/packages: build the lender package (kept in the reports history); with a deal
 * file's id, the cover carries that property's lender figures.
 */
export function useBuildPackage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (dealFileId: string | null) =>
      apiJson<PackageRecord & { downloadUrl: string }>(
        'POST',
        '/api/vault/packages',
        dealFileId ? { dealFileId } : {},
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ['/api/pro/reports'] }),
  });
}
