/**
 * The document vault's shared vocabulary, without zod (pages that only need texts, limits and
 * types do not load the schema library): messages, limits, accepted types, the file and review
 * shapes, and freshness. Request schemas are in shared/api/vault.ts.
 */
import { DOCUMENT_ITEMS, type DocumentItem } from '../content/documents.ts';

export const VAULT_LIMITS = {
  /** Largest file (bytes): 15 MB. */
  maxFileBytes: 15 * 1024 * 1024,
  /** Files per member. */
  maxFiles: 200,
  /** Bytes per member: 500 MB. */
  maxTotalBytes: 500 * 1024 * 1024,
  nameMax: 120,
  commentMax: 1000,
  /**
   * Largest lender package (bytes of the files in it): the whole vault's 500 MB. The jobs worker
   * builds it off the request (functions/jobs/worker.ts), streaming the ZIP into S3 in 8 MB parts.
   */
  maxPackageBytes: 500 * 1024 * 1024,
  /** Days before a document goes stale that the reminder email is sent. */
  remindDaysBefore: 7,
} as const;

/** Real types accepted, by their first bytes (file-type's names). */
const ACCEPTED_TYPES = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/heic': 'HEIC',
  'image/heif': 'HEIC',
} as const;
export type AcceptedType = keyof typeof ACCEPTED_TYPES;
export const ACCEPTED_TYPE_IDS = Object.keys(ACCEPTED_TYPES) as AcceptedType[];

export function isAcceptedType(value: unknown): value is AcceptedType {
  return typeof value === 'string' && Object.hasOwn(ACCEPTED_TYPES, value);
}

/** What the file picker offers (extensions too: browsers give HEIC no type on some systems). */
export const ACCEPT_ATTRIBUTE =
  '.pdf,.jpg,.jpeg,.png,.heic,.heif,application/pdf,image/jpeg,image/png,image/heic,image/heif';

export const VAULT_MESSAGES = {
  fileNameRequired: 'El archivo necesita un nombre',
  nameTooLong: `El nombre puede tener hasta ${VAULT_LIMITS.nameMax} caracteres`,
  typeRefused:
    'Solo aceptamos documentos PDF y fotos JPEG, PNG o HEIC. Este archivo no es ninguno de ellos y no se guardó.',
  tooLarge: 'El archivo supera el máximo de 15 MB. Comprímelo o divídelo e inténtalo de nuevo.',
  emptyFile: 'El archivo está vacío.',
  unknownDocument: 'Documento de la guía desconocido',
  fileNotFound: 'No encontramos ese archivo. Puede que lo hayas eliminado.',
  notUploaded: 'El archivo no llegó a subirse. Inténtalo de nuevo.',
  uploadExpired: 'La subida de este archivo caducó. Vuelve a subirlo.',
  uploadChecking:
    'Todavía estamos revisando este archivo. Espera unos segundos y recarga la página.',
  uploadBusy: 'Estás subiendo varios archivos a la vez. Espera un momento e inténtalo de nuevo.',
  tooManyFiles: `Alcanzaste el límite de ${VAULT_LIMITS.maxFiles} archivos en tu bóveda. Elimina alguno para subir uno nuevo.`,
  quotaFull: 'Tu bóveda llegó a 500 MB. Elimina archivos que ya no necesites para subir este.',
  invalidDate: 'Ingresa una fecha válida (no futura)',
  reviewOpen: 'Ya tienes una revisión en curso. Te avisaremos por correo cuando termine.',
  reviewEmpty: 'Sube al menos un documento antes de pedir la revisión.',
  reviewNotFound: 'No encontramos esa revisión.',
  reviewFileNotFound: 'Ese archivo no forma parte de una revisión abierta.',
  reviewStatusRequired: 'Elige aprobado o requiere cambios',
  reviewCommentRequired: 'Escribe un comentario para el miembro (qué debe cambiar)',
  commentTooLong: `El comentario puede tener hasta ${VAULT_LIMITS.commentMax} caracteres`,
  packageEmpty: 'Tu bóveda no tiene documentos: sube al menos uno para armar el expediente.',
  packageNotFound: 'No encontramos ese expediente.',
  packageTooLarge: (mb: number) =>
    `El expediente pesaría ${mb} MB y el máximo para armarlo de una vez es ${VAULT_LIMITS.maxPackageBytes / 1024 / 1024} MB. Elimina versiones que ya no necesites o arma el expediente con menos documentos.`,
  dealFileInvalid: 'Elige uno de tus expedientes de propiedad',
  packageExpired:
    'Ese expediente ya no está disponible para descargar. Genera uno nuevo desde tu bóveda.',
} as const;

type FileStatus = 'pending' | 'ready';
export type ReviewDecision = 'aprobado' | 'requiere-cambios';
export const REVIEW_DECISIONS: readonly ReviewDecision[] = ['aprobado', 'requiere-cambios'];
export const REVIEW_DECISION_LABELS: Record<ReviewDecision | 'pendiente', string> = {
  aprobado: 'Aprobado',
  'requiere-cambios': 'Requiere cambios',
  pendiente: 'En revisión',
};

/** A member's file as GET /api/vault/files lists it. */
export interface VaultFile {
  id: string;
  name: string;
  size: number;
  contentType: string;
  /** The guide item it belongs to (shared/content/documents.ts); null when unassigned. */
  documentId: string | null;
  /** When the upload was checked and recorded (ISO); null while pending. */
  uploadedAt: string | null;
  status: FileStatus;
  /** The document's own date (YYYY-MM-DD), when the member entered it. */
  documentDate: string | null;
  /** When a lender will consider it too old (YYYY-MM-DD); null for items without freshness. */
  staleOn: string | null;
  /** Expert review (Elite): this file's state in the member's latest review. */
  review: {
    status: ReviewDecision | 'pendiente';
    comment: string | null;
    reviewedAt: string | null;
  } | null;
}

export interface ReviewSummary {
  id: string;
  submittedAt: string;
  status: 'abierta' | 'completada';
  fileCount: number;
  reviewedCount: number;
}

/** GET /api/staff/reviews: a document review a member submitted, waiting for staff's decision. */
export interface QueueEntry {
  memberId: string;
  reviewId: string;
  memberName: string;
  submittedAt: string;
  fileCount: number;
}

export interface VaultListResponse {
  files: VaultFile[];
  /** The member's latest expert review (Elite), or null. */
  review: ReviewSummary | null;
  usage: { files: number; bytes: number; maxFiles: number; maxBytes: number };
}

export interface UploadResponse {
  id: string;
  /** Presigned PUT: send the file's bytes with exactly these headers. */
  uploadUrl: string;
  headers: Record<string, string>;
  expiresAt: string;
}

/** A lender package in the reports history: its ZIP is kept PACKAGE_DAYS, then expires. */
export interface PackageRecord {
  id: string;
  createdAt: string;
  fileCount: number;
  /** Bytes of the files and the cover (the ZIP adds a few hundred bytes per file). */
  bytes: number;
  expiresAt: string;
}

/** Where the browser saves a package (302 to a presigned GET). */
export const packageDownloadPath = (id: string) =>
  `/api/vault/packages/${encodeURIComponent(id)}/download`;

/* ── Freshness ───────────────────────────────────────────────────────────── */

const DAY_MS = 24 * 60 * 60 * 1000;

function freshnessOf(documentId: string | null): number | undefined {
  const item = DOCUMENT_ITEMS.find((i) => i.id === documentId) as DocumentItem | undefined;
  return item?.freshForDays;
}

/** YYYY-MM-DD of a date, in UTC (dates of documents carry no time zone). */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The day a document goes stale: its own date (or its upload day) plus the days lenders accept
 * it for its guide item; null when the item has no freshness rule.
 */
export function staleOn(
  documentId: string | null,
  documentDate: string | null,
  uploadedAt: string | null,
): string | null {
  const days = freshnessOf(documentId);
  const from = documentDate ?? uploadedAt?.slice(0, 10) ?? null;
  if (days === undefined || from === null) return null;
  return isoDay(new Date(Date.parse(`${from}T00:00:00Z`) + days * DAY_MS));
}

/** The day the reminder for a stale date goes out (a week before). */
export function remindOn(stale: string): string {
  return isoDay(
    new Date(Date.parse(`${stale}T00:00:00Z`) - VAULT_LIMITS.remindDaysBefore * DAY_MS),
  );
}

export type Freshness = 'fresh' | 'expiring' | 'stale';

/** Stale from its stale day on; expiring within the reminder week before it. */
export function freshness(stale: string | null, today: string): Freshness | null {
  if (stale === null) return null;
  if (today >= stale) return 'stale';
  if (today >= remindOn(stale)) return 'expiring';
  return 'fresh';
}

/** 1.2 MB / 340 KB, for lists (es-US digits). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) {
    return `${(bytes / (1024 * 1024)).toLocaleString('es-US', { maximumFractionDigits: 1 })} MB`;
  }
  if (bytes === 0) return '0 KB';
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('es-US')} KB`;
}
