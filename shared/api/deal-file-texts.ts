/**
 * The deal files' limits, messages and links, without zod: every Pro tool page links deal files
 * (web/src/features/deal-files), and importing them from ./deal-files.ts put zod (~25 kB gzip) and
 * the schemas' construction on each of those pages' first load, the ROI calculator's included.
 * ./deal-files.ts re-exports those the server imports from it.
 */
export const DEAL_FILE_LIMITS = {
  /** Deal files per member. */
  perMember: 200,
  nameMax: 120,
  addressMax: 200,
} as const;

export const DEAL_FILE_MESSAGES = {
  nameRequired: 'Ponle un nombre al expediente',
  textTooLong: 'El texto es demasiado largo',
  zipInvalid: 'El código postal debe tener 5 dígitos (por ejemplo, 44102).',
  propertyTypeInvalid: 'Tipo de propiedad no válido.',
  downOverPrice: 'El pago inicial no puede ser mayor que el precio de compra.',
  interestOnlyOverTerm: 'Los años de solo interés no pueden ser más que el plazo del préstamo.',
  acquisitionDateInvalid: 'La fecha de adquisición debe ser una fecha válida (AAAA-MM-DD).',
  notFound: 'No encontramos ese expediente. Puede que lo hayas eliminado.',
  tooMany: `Alcanzaste el límite de ${200} expedientes. Elimina alguno para crear uno nuevo.`,
  deleted: 'Expediente eliminado',
  saved: 'Expediente guardado',
  alreadyInPortfolio: 'Este expediente ya está en tu portafolio.',
} as const;

/** The tools link a deal file as ?expediente=<id>. */
export const DEAL_FILE_PARAM = 'expediente';
/** /califico opens a deal file as ?dealFile=<id>; links and saved bookmarks depend on the name. */
export const QUALIFY_DEAL_FILE_PARAM = 'dealFile';
/** Where deal files are listed. */
export const DEAL_FILES_PATH = '/mis-propiedades';
