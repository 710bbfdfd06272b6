import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConnectionCreated, ShareItem } from '@shared/api/lender-connections';
import { apiJson } from '@/lib/api-client';
import { LENDER_CONNECTIONS_KEY } from './get-lender-connections';

export interface ConnectionBody {
  programId: string;
  consent: boolean;
  share: ShareItem[];
  fileIds?: string[];
  message: string;
}

/** POST /api/lender-connections (Elite): the member's package goes to a lender. */
export function useCreateConnection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ConnectionBody) =>
      apiJson<ConnectionCreated>('POST', '/api/lender-connections', body),
    onSettled: () => client.invalidateQueries({ queryKey: LENDER_CONNECTIONS_KEY }),
  });
}
