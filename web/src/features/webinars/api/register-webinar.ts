import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterResponse } from '@shared/api/webinars';
import { apiJson } from '@/lib/api-client';
import { webinarKeys } from './keys';

/** POST /api/webinars/registrations: sign up for one session (the invitation goes by email). */
function registerForWebinar(webinarId: string): Promise<RegisterResponse> {
  return apiJson<RegisterResponse>('POST', '/api/webinars/registrations', { webinarId });
}

/** Refreshes the schedule (seats left) and the sign-ups, whether it succeeded or not. */
export function useRegisterWebinar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerForWebinar,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webinarKeys.all }),
  });
}
