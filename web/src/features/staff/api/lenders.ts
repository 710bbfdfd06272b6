import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type {
  LenderOrganisation,
  LenderStatus,
  StaffLendersResponse,
  VerifyLenderRequest,
} from '@shared/api/lenders';

const LENDERS_KEY = ['/api/staff/lenders'] as const;

/** GET /api/staff/lenders — every lender organisation. */
export function useStaffLenders() {
  return useQuery({
    queryKey: LENDERS_KEY,
    queryFn: () => apiJson<StaffLendersResponse>('GET', LENDERS_KEY[0]),
  });
}

/** POST /api/staff/lenders — verify a lender's existing account. */
export function useVerifyLender() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: VerifyLenderRequest) =>
      apiJson<{ lenderId: string }>('POST', LENDERS_KEY[0], input),
    onSuccess: () => client.invalidateQueries({ queryKey: LENDERS_KEY }),
  });
}

/** PATCH /api/staff/lenders/{id} — suspend or verify again. */
export function useSetLenderStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: LenderStatus }) =>
      apiJson<LenderOrganisation>('PATCH', `/api/staff/lenders/${encodeURIComponent(id)}`, {
        status,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: LENDERS_KEY }),
  });
}
