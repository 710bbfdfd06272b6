import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import type { RegisterResponse } from '../../../../../shared/api/webinars';
import { WEBINAR_REGISTRATIONS_QUERY_KEY, WEBINARS_QUERY_KEY } from './get-webinars';

/** POST /api/webinars/registrations — sign up for one session (the invitation goes by email). */
export function registerForWebinar(webinarId: string): Promise<RegisterResponse> {
  return apiJson<RegisterResponse>('POST', '/api/webinars/registrations', { webinarId });
}

export function useRegisterForWebinar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerForWebinar,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: WEBINAR_REGISTRATIONS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: WEBINARS_QUERY_KEY }),
      ]);
    },
  });
}
