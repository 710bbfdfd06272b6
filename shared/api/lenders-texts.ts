/**
 * Lenders on the platform: the staff console's Spanish messages, the lender portal's English ones
 * and the answer statuses with their labels, without zod: /prestamistas, /equipo and /califico draw
 * with them, and importing them from ./lenders.ts put zod (~25 kB gzip) and the schemas'
 * construction on those pages' first load. ./lenders.ts re-exports those the server imports.
 */
export const STAFF_LENDER_MESSAGES = {
  email: 'Ingresa el correo de la cuenta del prestamista.',
  name: 'Ingresa el nombre de la organización (1 a 120 caracteres).',
  website: 'La web debe ser una dirección https:// completa.',
  noAccount:
    'No hay una cuenta con ese correo. El prestamista debe registrarse primero en Inversor Listo.',
  alreadyLender: 'Esa cuenta ya es de un prestamista verificado.',
  isStaff: 'Esa cuenta es del equipo: no puede ser también prestamista.',
  status: 'Elige «verified» o «suspended».',
  notFound: 'No encontramos ese prestamista.',
  nameTaken: 'Ya hay un prestamista con ese nombre.',
  noLenderAccount:
    'La cuenta de este prestamista se eliminó: verifica la cuenta de otra persona de la organización con el mismo nombre de organización.',
} as const;

export const LENDER_MESSAGES = {
  website: 'Website: a full https:// address.',
  states: 'States: "ALL" or a list of US state codes (TX, FL, …).',
  contactEmail: 'Contact email: a valid email address.',
  nmlsId: 'NMLS ID: digits only (up to 12).',
  programNotFound: 'Program not found.',
  programRemoved: 'Program removed: it no longer matches borrowers.',
  programBody: 'Send the program as a JSON object.',
  connectionNotFound: 'Connection not found.',
  responseStatus: 'Status: one of interesado, necesita-informacion, no-califica.',
  responseMessage: 'Message: 1 to 2,000 characters.',
  tooManyResponses: 'This connection already has the most answers it can hold (20).',
  noDocuments: 'This connection has no documents.',
  documentsPreparing: 'The documents are still being packaged. Try again in a few minutes.',
  documentsExpired:
    'The borrower shared these documents for 7 days and that time is over. Ask the borrower to send them again.',
} as const;

/** A lender's answer to a connection, as the member sees it in Spanish. */
export const RESPONSE_STATUSES = ['interesado', 'necesita-informacion', 'no-califica'] as const;
export type ResponseStatus = (typeof RESPONSE_STATUSES)[number];
/** A lender's answer to a connection, as the member and the lender see it. */
export interface LenderResponse {
  id: string;
  status: ResponseStatus;
  message: string;
  createdAt: string;
}

export const RESPONSE_STATUS_LABELS: Record<ResponseStatus, string> = {
  interesado: 'Interesado',
  'necesita-informacion': 'Necesita más información',
  'no-califica': 'No califica',
};
/** The same statuses as the lender reads them. */
export const RESPONSE_STATUS_LABELS_EN: Record<ResponseStatus, string> = {
  interesado: 'Interested',
  'necesita-informacion': 'Needs more information',
  'no-califica': 'Does not qualify',
};
export const RESPONSE_LIMITS = { messageMax: 2000, perConnection: 20 } as const;
