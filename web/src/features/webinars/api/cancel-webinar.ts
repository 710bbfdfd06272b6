import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { webinarKeys } from './keys';

/** DELETE /api/webinars/registrations/{webinarId}: the seat is free again. */
function cancelWebinarRegistration(webinarId: string): Promise<{ message: string }> {
  return apiJson<{ message: string }>(
    'DELETE',
    `/api/webinars/registrations/${encodeURIComponent(webinarId)}`,
  );
}

/** Refreshes the schedule (seats left) and the sign-ups, whether it succeeded or not. */
export function useCancelWebinar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelWebinarRegistration,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webinarKeys.all }),
  });
}
