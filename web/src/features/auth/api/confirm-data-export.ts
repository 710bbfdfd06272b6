import { useMutation } from '@tanstack/react-query';
import type { JobAccepted } from '@shared/api/jobs';
import { apiJson } from '@/lib/api-client';

/** POST /api/auth/data-export/confirm: the emailed link queues the ZIP (202 with its job). */
export function useConfirmDataExport() {
  return useMutation({
    mutationFn: (token: string) =>
      apiJson<JobAccepted>('POST', '/api/auth/data-export/confirm', { token }),
  });
}
