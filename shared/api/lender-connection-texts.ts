/**
 * The lender connections' limits, share items, labels and messages, without zod: /califico's
 * connect panel and history draw with them, and importing them from ./lender-connections.ts put
 * zod (~25 kB gzip) and the schemas' construction on the page's first load. ./lender-connections.ts
 * re-exports those the server imports from it.
 */
export const LENDER_CONNECTION_LIMITS = {
  /** Connections a member may send per day (UTC). */
  perDay: 5,
  /** Days the lender's read-only link works. */
  linkDays: 7,
  messageMax: 1000,
} as const;

export const SHARE_ITEMS = ['summary', 'figures', 'documents'] as const;
export type ShareItem = (typeof SHARE_ITEMS)[number];

export const SHARE_LABELS: Record<ShareItem, string> = {
  summary: 'Resumen del préstamo y el resultado con este programa',
  figures: 'Cifras del prestamista (PITIA, DSCR, LTV, reservas, FICO y situación migratoria)',
  documents: 'Documentos de mi bóveda (los que elija)',
};

export const CONNECTION_MESSAGES = {
  consentRequired:
    'Para enviar tus datos al prestamista debes marcar la casilla de consentimiento. No se envió nada.',
  shareRequired: 'Elige al menos una cosa que compartir con el prestamista.',
  filesRequired: 'Elige los documentos de tu bóveda que quieres compartir.',
  filesWithoutDocuments:
    'Marcaste documentos para compartir, pero no la opción «Documentos de mi bóveda».',
  messageTooLong: `El mensaje puede tener hasta ${LENDER_CONNECTION_LIMITS.messageMax} caracteres.`,
  programNotFound: 'No encontramos ese programa de préstamo.',
  noContact:
    'Este prestamista no tiene un correo de contacto cargado: no podemos enviarle tu solicitud.',
  publishedGuide:
    'Esta es una guía publicada por el prestamista, no un programa suyo en Inversor Listo: no le enviamos nada. Visita su web para contactarlo.',
  noQualification:
    'Primero revisa tu préstamo en ¿Califico?: compartimos el resultado de tu última revisión.',
  dailyLimit: `Ya enviaste ${LENDER_CONNECTION_LIMITS.perDay} solicitudes a prestamistas hoy, el máximo por día. Podrás enviar más mañana.`,
  notFound: 'No encontramos esa conexión.',
  revoked: 'Listo: el prestamista ya no puede abrir tu expediente.',
  alreadyRevoked: 'Ya habías retirado el acceso a esta conexión.',
  mailFailed:
    'No pudimos enviar el correo al prestamista. No se guardó la conexión; inténtalo de nuevo en unos minutos.',
  linkNotFound: 'No encontramos este expediente. Revisa que el enlace esté completo.',
  linkExpired: `Este enlace venció: los expedientes compartidos se pueden abrir durante ${LENDER_CONNECTION_LIMITS.linkDays} días. Pide al inversionista que te lo envíe de nuevo.`,
  linkRevoked: 'El inversionista retiró el acceso a este expediente.',
  noDocuments: 'Este expediente no incluye documentos.',
  documentsPreparing:
    'Los documentos de este expediente se están preparando. Vuelve a intentarlo en unos minutos.',
} as const;
