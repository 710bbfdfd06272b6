import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  RegisterResponse,
  RegistrationsResponse,
  WebinarListResponse,
} from '../../../../../shared/api/webinars';
import { apiJson } from '../../../lib/api-client';

/** GET /api/webinars: upcoming sessions (its own key: the dashboard keeps another view of it). */
export const scheduleQueryOptions = queryOptions({
  queryKey: ['webinars', 'schedule'],
  queryFn: () => apiJson<WebinarListResponse>('GET', '/api/webinars'),
});

/** GET /api/webinars/registrations: the signed-in user's sign-ups. */
export const registrationsQueryOptions = queryOptions({
  queryKey: ['webinars', 'registrations'],
  queryFn: () => apiJson<RegistrationsResponse>('GET', '/api/webinars/registrations'),
});

function useRefreshWebinars() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['webinars'] }),
      queryClient.invalidateQueries({ queryKey: ['/api/webinars'] }),
    ]);
}

/** POST /api/webinars/registrations */
export function useRegisterWebinar() {
  const refresh = useRefreshWebinars();
  return useMutation({
    mutationFn: (webinarId: string) =>
      apiJson<RegisterResponse>('POST', '/api/webinars/registrations', { webinarId }),
    onSettled: refresh,
  });
}

/** DELETE /api/webinars/registrations/{webinarId} */
export function useCancelWebinar() {
  const refresh = useRefreshWebinars();
  return useMutation({
    mutationFn: (webinarId: string) =>
      apiJson<{ message: string }>(
        'DELETE',
        `/api/webinars/registrations/${encodeURIComponent(webinarId)}`,
      ),
    onSettled: refresh,
  });
}
