import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@shared/api/auth';
import { apiJson } from '@/lib/api-client';

/** POST /api/auth/data-export: an email with the download link. */
export function useRequestDataExport() {
  return useMutation({
    mutationFn: () => apiJson<MessageResponse>('POST', '/api/auth/data-export', {}),
  });
}
