import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { JobAccepted } from '@shared/api/jobs';

/**
 * POST /api/vault/packages: ask for the lender package (with a deal file's id, the cover carries
 * that property's lender figures). 202 with the job the card follows (features/jobs/api/job.ts).
 */
export function useBuildPackage() {
  return useMutation({
    mutationFn: (dealFileId: string | null) =>
      apiJson<JobAccepted>('POST', '/api/vault/packages', dealFileId ? { dealFileId } : {}),
  });
}
