import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { UserResponse } from '@shared/api/auth';
import type { TimeZoneInput } from '@shared/api/time-zone';
import { USER_QUERY_KEY } from '@/lib/session';

/** PUT /api/auth/time-zone; the cached user becomes the answer. */
export function useSetTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TimeZoneInput) =>
      apiJson<UserResponse>('PUT', '/api/auth/time-zone', input),
    onSuccess: (answer) => queryClient.setQueryData(USER_QUERY_KEY, answer.user),
  });
}
