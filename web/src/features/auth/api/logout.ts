import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/logout; the answer is not read (spec 01 §7). */
export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/auth/logout');
}

/**
 * Cerrar Sesión: whatever the server answers, the browser goes to / (spec 01 §4) with a full page
 * load, so no cached user or private answer survives in memory, and the page being left never
 * sees a visitor (it would send them to login). A failure is only logged.
 */
export function useLogout() {
  return useMutation({
    mutationFn: logout,
    onError: (error) => console.error('No se pudo cerrar la sesión en el servidor', error),
    onSettled: () => window.location.assign('/'),
  });
}
