import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { USER_QUERY_KEY } from './get-user';

/** POST /api/auth/logout; the answer is not read (spec 01 §7). */
export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/auth/logout');
}

/**
 * Cerrar Sesión: whatever the server answers, the cached user and every other cached answer are
 * dropped and the caller goes to / (spec 01 §4); a failure is only logged.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onError: (error) => console.error('No se pudo cerrar la sesión en el servidor', error),
    onSettled: () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_QUERY_KEY[0] });
      queryClient.setQueryData(USER_QUERY_KEY, null);
    },
  });
}
