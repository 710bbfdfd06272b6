import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifyLenderRequest } from '@shared/api/lenders';
import { apiJson } from '@/lib/api-client';
import { STAFF_LENDERS_KEY } from './get-staff-lenders';

/** POST /api/staff/lenders — verify a lender's existing account. */
export function useVerifyLender() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: VerifyLenderRequest) =>
      apiJson<{ lenderId: string }>('POST', '/api/staff/lenders', input),
    onSuccess: () => client.invalidateQueries({ queryKey: STAFF_LENDERS_KEY }),
  });
}
