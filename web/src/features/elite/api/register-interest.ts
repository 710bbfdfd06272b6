import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { InterestInput, InterestResponse } from '@shared/api/elite';
import { DEALS_QUERY_KEY } from './get-deals';

/** POST /api/elite/interests { kind, id }; the deals refresh so the button shows it. */
export function useRegisterInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InterestInput) =>
      apiJson<InterestResponse>('POST', '/api/elite/interests', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEALS_QUERY_KEY }),
  });
}
