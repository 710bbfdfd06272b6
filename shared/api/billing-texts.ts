/**
 * Billing's words for the web app, with no zod: a page that shows a subscription's status or the
 * checkout imports this instead of ./billing.ts and so does not load zod with its first JS.
 * ./billing.ts re-exports the messages for the server.
 */

/** The checkout's and the activation page's texts, and the server's messages. */
export const BILLING_MESSAGES = {
  preparing: 'Preparando checkout seguro...',
  processing: 'Procesando Pago...',
  requiredTitle: 'Información Requerida',
  requiredText: 'Por favor completa todos los campos obligatorios.',
  paymentErrorTitle: 'Error de Pago',
  paymentErrorText: 'Hubo un problema procesando tu pago. Intenta nuevamente.',
  unexpectedTitle: 'Error Inesperado',
  unexpectedText: 'Ocurrió un error inesperado. Por favor intenta nuevamente.',
  configTitle: 'Error de Configuración',
  configToast: 'No se pudo inicializar el pago. Por favor intenta nuevamente.',
  configPage: 'No se pudo inicializar el pago. Por favor recarga la página.',

  invalidPlan: 'Plan no válido',
  invalidRequest: 'Datos inválidos',
  checkoutBusy: 'Estamos preparando tu pago. Intenta nuevamente en unos segundos.',
  paymentNotFound: 'No encontramos ese pago en tu cuenta.',
  paymentNotCompleted: 'El pago todavía no se ha completado.',
  paymentConfirmed: 'Tu pago fue confirmado y tu plan ya está activo.',
  paymentProcessing: 'Tu pago se está procesando. Tu plan se activará en cuanto se confirme.',
  freePlanActive: 'Tu Plan Gratuito está activo.',
  freeWhilePaid:
    'Tienes un plan de pago. Para pasar al Plan Gratuito, cancela tu plan desde Gestionar Plan.',
  noSubscription: 'No tienes una suscripción de pago activa.',
  noBillingAccount: 'Todavía no tienes un método de pago registrado.',
  samePlan: 'Ya estás en ese plan.',
  upgradeDeclined:
    'No pudimos cobrar la diferencia con tu tarjeta. Actualiza tu método de pago e inténtalo de nuevo.',
  upgraded: '¡Listo! Ya tienes el Plan Elite. Te enviamos el recibo del cargo por correo.',
  downgraded: 'Tu plan cambió a Pro. El saldo no usado de Elite se acredita en tu próxima factura.',
  cancelScheduled: 'Tu plan se cancelará al final del periodo actual.',
  cancelUndone: 'Tu plan seguirá activo y se renovará automáticamente.',
  notCancelable: 'Tu plan no tiene una cancelación programada.',
  paymentsUnavailable:
    'El servicio de pagos no está disponible en este momento. Intenta nuevamente en unos minutos.',
  webhookSignature: 'Firma del webhook no válida',
  simulatorOff: 'El simulador de pagos no está disponible.',
  cardDeclined: 'Tu tarjeta fue rechazada.',
  cardInsufficientFunds: 'Tu tarjeta no tiene fondos suficientes.',
  cardNotTest:
    'En modo de prueba usa una tarjeta de prueba: 4242 4242 4242 4242 (aprobada) o 4000 0000 0000 0002 (rechazada).',
  cardNumberInvalid: 'El número de tarjeta no es válido.',
  cardExpiryInvalid: 'La fecha de vencimiento no es válida.',
  cardExpired: 'La tarjeta está vencida.',
  cardCvcInvalid: 'El código de seguridad no es válido.',
  intentDone: 'Este pago ya fue procesado.',
  cardUpdated: 'Tu método de pago fue actualizado.',
} as const;

/** The badge of a subscription status, in Spanish (active reads 'Activo'). */
const STATUS_LABELS: Record<string, string> = {
  active: 'Activo',
  trialing: 'Prueba',
  past_due: 'Pago pendiente',
  unpaid: 'Pago pendiente',
  incomplete: 'Pago pendiente',
  paused: 'Pausado',
  canceled: 'Cancelado',
  incomplete_expired: 'Cancelado',
};

export function statusLabel(status: string, cancelAtPeriodEnd = false): string {
  if (cancelAtPeriodEnd && (status === 'active' || status === 'trialing')) return 'Cancelado';
  return STATUS_LABELS[status] ?? status;
}
