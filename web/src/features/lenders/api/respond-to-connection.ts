import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseRequest } from '@shared/api/lenders';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { INBOX_KEY } from './get-inbox';

/** POST /api/lender/connections/{id}/responses: the lender's answer to a member's package. */
export function useRespond() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ResponseRequest }) =>
      apiJson<{ id: string }>(
        'POST',
        apiPath('/api/lender/connections/{id}/responses', { id }),
        input,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: INBOX_KEY }),
  });
}
