/**
 * Direct lender connections (issue 15, Elite): the member sends a lender, from one of its programs,
 * what the member chooses to share, after an explicit consent:
 *
 *   POST   /api/lender-connections       { programId, consent: true, share, fileIds?, message }
 *                                         → 201 { id, sentTo }
 *   GET    /api/lender-connections       → { connections: LenderConnection[] } (newest first)
 *   DELETE /api/lender-connections/{id}  → { message } (the lender's link stops working)
 *   GET    /api/lender-links/{token}     (public) → SharedPackage, each open logged
 *   GET    /api/lender-links/{token}/download (public) → 302 to the documents' ZIP
 *
 * `share` names what goes: 'summary' (the deal and the verdict for that program), 'figures' (the
 * lender's figures: PITIA, DSCR, LTV, reserves, FICO and borrower type) and 'documents' (the vault
 * files named in `fileIds`, as one ZIP with its cover). The figures come from the member's latest
 * ¿Califico? run, recomputed against the program on the server.
 */
import * as z from 'zod';
import type { BorrowerType, LoanPurpose, QualifyPropertyType } from '../lenders/catalog.ts';
import type { DealMetrics, ProgramBasis } from '../finance/qualification.ts';
import type { LenderResponse } from './lender-portal.ts';

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

const M = CONNECTION_MESSAGES;

/** POST /api/lender-connections body. Consent is checked first: without it nothing else matters. */
export const connectionRequestSchema = z
  .object({
    programId: z.string({ error: M.programNotFound }).max(63, M.programNotFound),
    consent: z.literal(true, { error: M.consentRequired }),
    share: z
      .array(z.enum(SHARE_ITEMS, { error: M.shareRequired }), { error: M.shareRequired })
      .min(1, M.shareRequired)
      .max(SHARE_ITEMS.length)
      .transform((items) => SHARE_ITEMS.filter((item) => items.includes(item))),
    fileIds: z.array(z.string().max(40)).max(200).optional(),
    message: z
      .string()
      .trim()
      .max(LENDER_CONNECTION_LIMITS.messageMax, M.messageTooLong)
      .default(''),
  })
  .superRefine((v, ctx) => {
    const documents = v.share.includes('documents');
    if (documents && !v.fileIds?.length) {
      ctx.addIssue({ code: 'custom', message: M.filesRequired, path: ['fileIds'] });
    }
    if (!documents && v.fileIds?.length) {
      ctx.addIssue({ code: 'custom', message: M.filesWithoutDocuments, path: ['fileIds'] });
    }
  });
export type ConnectionRequest = z.infer<typeof connectionRequestSchema>;

export interface ConnectionCreated {
  id: string;
  /** The lender's contact address the email went to. */
  sentTo: string;
}

export type ConnectionStatus = 'active' | 'expired' | 'revoked';

/** One row of the member's connection history. */
export interface LenderConnection {
  id: string;
  programId: string;
  programName: string;
  lenderName: string;
  sentTo: string;
  share: ShareItem[];
  fileCount: number;
  message: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  status: ConnectionStatus;
  /** Every open of the lender's link: how many, and when (newest last). */
  opens: { count: number; lastAt: string | null };
  /** The lender's answers (lenders on the platform answer in the product), oldest first. */
  responses: LenderResponse[];
}

export interface LenderConnectionsResponse {
  connections: LenderConnection[];
}

/** The deal and the verdict for the program, as the lender reads them. */
export interface SharedSummary {
  purpose: LoanPurpose;
  price: number;
  loanAmount: number;
  interestRate: number;
  termYears: number;
  monthlyRent: number;
  propertyType: QualifyPropertyType;
  units: number;
  state: string;
  /** The program's rules the deal meets, of how many. */
  eligible: boolean;
  rulesPassed: number;
  rulesTotal: number;
}

export interface SharedFigures {
  /** The deal's figures on the engine's defaults. */
  metrics: DealMetrics;
  /** The same figures as the chosen program reads them (absent in packages sent before it). */
  basis?: ProgramBasis;
  fico: number;
  borrowerType: BorrowerType;
  propertiesOwned: number;
  entity: 'llc' | 'personal';
}

/** GET /api/lender-links/{token}: the read-only package the lender opens. */
export interface SharedPackage {
  memberName: string;
  memberEmail: string;
  programName: string;
  lenderName: string;
  example: boolean;
  message: string;
  createdAt: string;
  expiresAt: string;
  /** Date of the ¿Califico? run the figures come from. */
  qualifiedAt: string;
  summary: SharedSummary | null;
  figures: SharedFigures | null;
  /** The shared files' names in the ZIP (empty when none are shared). */
  documents: string[];
  /** Where to download the ZIP (relative to the site), or null. */
  downloadUrl: string | null;
}

export const lenderLinkPath = (token: string) => `/expediente-compartido/${token}`;
