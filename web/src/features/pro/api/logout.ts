/**
 * Cerrar Sesión (spec 02 §7): POST /api/auth/logout with credentials and no payload; whatever the
 * answer, the browser goes to / (a full load, so no cached user survives). A failure is only
 * logged.
 */
export async function logoutAndLeave(): Promise<void> {
  try {
    await fetch('/api/auth/logout', { method: 'POST', credentials: 'include' });
  } catch (error) {
    console.error('No se pudo cerrar la sesión en el servidor', error);
  }
  window.location.assign('/');
}
