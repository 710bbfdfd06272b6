import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffLendersResponse } from '@shared/api/lenders';
import { apiJson } from '@/lib/api-client';

/** GET /api/staff/lenders — every lender organisation. */
export const STAFF_LENDERS_KEY = ['/api/staff/lenders'] as const;

const staffLendersQueryOptions = queryOptions({
  queryKey: STAFF_LENDERS_KEY,
  queryFn: () => apiJson<StaffLendersResponse>('GET', '/api/staff/lenders'),
});

export function useStaffLenders() {
  return useQuery(staffLendersQueryOptions);
}
