/** Server messages the user may read (Spanish). One place, so handlers and tests agree. */
export const MESSAGES = {
  internal: 'Ocurrió un error inesperado. Por favor intenta nuevamente.',
  unavailable:
    'El servicio no está disponible en este momento. Intenta nuevamente en unos minutos.',
  notFound: 'Recurso no encontrado',
  methodNotAllowed: 'Método no permitido',
  invalidJson: 'El cuerpo de la solicitud no es JSON válido',
  jsonRequired: 'La solicitud debe enviarse como JSON (Content-Type: application/json)',
  bodyTooLarge: 'La solicitud es demasiado grande',
  foreignOrigin: 'Origen de la solicitud no permitido',
  directAccess: 'Acceso no permitido: usa el sitio de Inversor Listo',
  unauthenticated: 'No autenticado. Inicia sesión para continuar.',
  forbiddenPro: 'Esta función requiere el plan Pro o Elite activo.',
  forbiddenElite: 'Esta función requiere el plan Elite activo.',
  forbiddenStaff: 'Esta sección es solo para el equipo de Inversor Listo.',
  secondFactorRequired:
    'Esta sección pide la verificación en dos pasos: actívala en tu cuenta o inicia sesión de nuevo con tu código.',
  invalidInput: 'Datos inválidos',
} as const;

/** 429 text saying when to retry. */
export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait =
    retryAfterSeconds < 60
      ? `${retryAfterSeconds} segundo${retryAfterSeconds === 1 ? '' : 's'}`
      : `${minutes} minuto${minutes === 1 ? '' : 's'}`;
  return `Demasiados intentos. Intenta nuevamente en ${wait}.`;
}
