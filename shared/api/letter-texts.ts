/**
 * The letters' types, choices, labels and messages, without zod: /califico's letters panel draws
 * with them, and importing them from ./letters.ts put zod (~25 kB gzip) and the schemas'
 * construction on the page's first load. ./letters.ts re-exports those the server imports from it.
 */
export const LETTER_TYPES = [
  'credit-inquiries',
  'large-deposit',
  'address-change',
  'gift',
  'preapproval-request',
] as const;
export type LetterType = (typeof LETTER_TYPES)[number];

export const LETTER_TYPE_LABELS: Record<LetterType, string> = {
  'credit-inquiries': 'Explicación de consultas de crédito',
  'large-deposit': 'Explicación de un depósito grande',
  'address-change': 'Explicación de cambio o vacío de domicilio',
  gift: 'Carta de regalo (gift letter)',
  'preapproval-request': 'Solicitud de preaprobación a un prestamista',
};

export const LETTER_LANGUAGES = ['both', 'en', 'es'] as const;
export type LetterLanguage = (typeof LETTER_LANGUAGES)[number];
export const LETTER_LANGUAGE_LABELS: Record<LetterLanguage, string> = {
  both: 'Inglés y español (dos páginas)',
  en: 'Solo inglés',
  es: 'Solo español',
};

export const INQUIRY_REASONS = [
  'mortgage-shopping',
  'auto-loan',
  'credit-card',
  'other-loan',
  'not-authorized',
  'other',
] as const;
export type InquiryReason = (typeof INQUIRY_REASONS)[number];
export const INQUIRY_REASON_LABELS: Record<InquiryReason, string> = {
  'mortgage-shopping': 'Comparé ofertas para este préstamo',
  'auto-loan': 'Solicité un préstamo de auto',
  'credit-card': 'Solicité una tarjeta de crédito',
  'other-loan': 'Solicité otro préstamo',
  'not-authorized': 'No la autoricé (error o fraude)',
  other: 'Otro motivo (lo explico en la nota)',
};

export const DEPOSIT_SOURCES = [
  'sale-of-asset',
  'tax-refund',
  'bonus',
  'gift',
  'business-income',
  'own-transfer',
  'insurance',
  'other',
] as const;
export type DepositSource = (typeof DEPOSIT_SOURCES)[number];
export const DEPOSIT_SOURCE_LABELS: Record<DepositSource, string> = {
  'sale-of-asset': 'Venta de un bien (auto, equipo…)',
  'tax-refund': 'Reembolso de impuestos',
  bonus: 'Bono o pago de mi empleador',
  gift: 'Regalo de un familiar',
  'business-income': 'Ingreso de mi negocio',
  'own-transfer': 'Transferencia entre mis propias cuentas',
  insurance: 'Pago de un seguro',
  other: 'Otro origen (lo explico en la nota)',
};

export const LETTER_MESSAGES = {
  fullName: 'Escribe tu nombre completo como aparece en tu identificación',
  date: 'Usa una fecha válida (AAAA-MM-DD)',
  month: 'Usa un mes válido (AAAA-MM)',
  text: 'El texto es demasiado largo',
  creditor: 'Escribe el nombre del acreedor de cada consulta',
  account: 'Escribe la cuenta (banco y últimos 4 dígitos)',
  amount: 'Ingresa un monto mayor que cero',
  address: 'Escribe cada dirección',
  donorName: 'Escribe el nombre de quien hace el regalo',
  relationship: 'Escribe el parentesco con quien hace el regalo',
  propertyAddress: 'Escribe la dirección de la propiedad',
  noRepayment: 'Una carta de regalo debe confirmar que el regalo no se devuelve',
  items: 'Agrega al menos un elemento (máximo 10)',
  letterNotFound: 'No encontramos esa carta.',
} as const;
