/**
 * Direct lender connections (Elite): the member sends a lender, from one of its programs, what the
 * member chooses to share, after an explicit consent:
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
import type { LenderResponse } from './lenders-texts.ts';
import {
  CONNECTION_MESSAGES,
  LENDER_CONNECTION_LIMITS,
  SHARE_ITEMS,
  type ShareItem,
} from './lender-connection-texts.ts';

export {
  LENDER_CONNECTION_LIMITS,
  SHARE_LABELS,
  CONNECTION_MESSAGES,
  type ShareItem,
} from './lender-connection-texts.ts';

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
