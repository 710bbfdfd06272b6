import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffSessionResponse } from '@shared/api/elite';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { CONSULTING_KEY } from './get-consulting-calendar';

/** PUT /api/staff/consulting/{bookingId}/specialist — the caller holds the session. */
export function useTakeSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string) =>
      apiJson<StaffSessionResponse>(
        'PUT',
        apiPath('/api/staff/consulting/{bookingId}/specialist', { bookingId }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: CONSULTING_KEY }),
  });
}
