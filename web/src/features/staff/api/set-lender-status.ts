import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LenderOrganisation, LenderStatus } from '@shared/api/lenders';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { STAFF_LENDERS_KEY } from './get-staff-lenders';

/** PATCH /api/staff/lenders/{id} — suspend or verify again. */
export function useSetLenderStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: LenderStatus }) =>
      apiJson<LenderOrganisation>('PATCH', apiPath('/api/staff/lenders/{id}', { id }), {
        status,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: STAFF_LENDERS_KEY }),
  });
}
