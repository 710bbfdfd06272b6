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

/**
 * The same messages in English, for lender-facing routes (access `lender`: lenders read English).
 * `forbiddenLender` is the lender role's own refusal.
 */
export const MESSAGES_EN = {
  internal: 'Something went wrong on our side. Please try again.',
  unavailable: 'The service is not available right now. Please try again in a few minutes.',
  notFound: 'Not found',
  methodNotAllowed: 'Method not allowed',
  invalidJson: 'The request body is not valid JSON',
  jsonRequired: 'Send the request as JSON (Content-Type: application/json)',
  bodyTooLarge: 'The request is too large',
  foreignOrigin: 'Request origin not allowed',
  directAccess: 'Access not allowed: use the Inversor Listo site',
  unauthenticated: 'Not signed in. Sign in to continue.',
  forbiddenPro: 'This needs an active Pro or Elite plan.',
  forbiddenElite: 'This needs an active Elite plan.',
  forbiddenStaff: 'This area is for the Inversor Listo team only.',
  forbiddenLender: 'This area is for lenders verified by Inversor Listo.',
  secondFactorRequired:
    'This area needs two-step verification: turn it on in your account or sign in again with your code.',
  invalidInput: 'Invalid input',
} as const satisfies Record<keyof typeof MESSAGES, string> & Record<string, string>;

/** A server message in English when it is one of MESSAGES, else as it is. */
export function inEnglish(message: string): string {
  for (const [key, text] of Object.entries(MESSAGES)) {
    if (text === message) return MESSAGES_EN[key as keyof typeof MESSAGES];
  }
  if (message.startsWith('Demasiados intentos.'))
    return 'Too many attempts. Please try again later.';
  return message;
}

/** 429 text saying when to retry. */
export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait =
    retryAfterSeconds < 60
      ? `${retryAfterSeconds} segundo${retryAfterSeconds === 1 ? '' : 's'}`
      : `${minutes} minuto${minutes === 1 ? '' : 's'}`;
  return `Demasiados intentos. Intenta nuevamente en ${wait}.`;
}

/**
 * What a member reads of a failed zod check. Our schemas name their messages in Spanish; zod's own
 * texts are English. Given as a parse's `error` (or `z.config`'s `customError`), this answers
 * `fallback` for an issue whose schema names no message, while zod keeps a schema's own message
 * first: so every message that reaches a member is one of ours.
 */
export function spanishFallback(fallback: string): () => string {
  return () => fallback;
}
