import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client';
import { USER_QUERY_KEY } from './get-user';

/** POST /api/auth/logout; the answer is not read (spec 01 §7). */
export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/auth/logout');
}

/**
 * Cerrar Sesión: whatever the server answers, the browser goes to / (spec 01 §4), and only then
 * are the cached user and every other cached answer dropped — so the page being left never sees
 * a visitor and sends them to login. A failure is only logged.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onError: (error) => console.error('No se pudo cerrar la sesión en el servidor', error),
    onSettled: async () => {
      await navigate('/', { replace: true });
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_QUERY_KEY[0] });
      queryClient.setQueryData(USER_QUERY_KEY, null);
    },
  });
}
