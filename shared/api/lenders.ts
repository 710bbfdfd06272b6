/**
 * Lenders on the platform (docs/lender-portal.md). Staff verify a lender's account; the lender
 * keeps its own programs and answers the connections members send to them. Lender-facing text is
 * English (lenders read English); the staff console's is Spanish.
 *
 *   Staff (Spanish):
 *   GET   /api/staff/lenders                      → { lenders: LenderOrganisation[] }
 *   POST  /api/staff/lenders  { email, name, website? } → 201 { lenderId }
 *   PATCH /api/staff/lenders/{id}  { status: 'verified' | 'suspended' } → LenderOrganisation
 *
 *   Lender (English):
 *   GET  /api/lender/organisation                 → LenderOrganisation
 *   PUT  /api/lender/organisation  { website?, states, contactEmail, nmlsId? } → LenderOrganisation
 *   GET  /api/lender/programs                     → { programs: LenderProgramRow[] }
 *   POST /api/lender/programs  <program>          → 201 { id } (the lender's id when it is free)
 *   PUT  /api/lender/programs/{id}  <program>     → LenderProgramRow (saving confirms it)
 *   DELETE /api/lender/programs/{id}              → { message }
 *   GET  /api/lender/connections                  → { connections: LenderInboxItem[] }
 *   POST /api/lender/connections/{id}/responses  { status, message } → 201 { id }
 *   GET  /api/lender/connections/{id}/download    → 302 to the documents' ZIP
 *
 * A program body is the program schema (shared/lenders/program.ts) without what the server sets:
 * `lender` (the organisation's name, contact and website; `lender.states` may be sent, else the
 * organisation's), `example` (false), `origin` ('lender'), `source` ("Publicado por <name>") and
 * `sourceDate` (today).
 */
import * as z from 'zod';
import { isStateCode } from '../market/states.ts';
import type { LenderProgram } from '../lenders/program.ts';
import type { SharedFigures, SharedSummary, ShareItem } from './lender-connections.ts';
import {
  LENDER_MESSAGES,
  RESPONSE_LIMITS,
  RESPONSE_STATUSES,
  STAFF_LENDER_MESSAGES,
  type LenderResponse,
} from './lenders-texts.ts';

export {
  LENDER_MESSAGES,
  RESPONSE_LIMITS,
  RESPONSE_STATUS_LABELS,
  STAFF_LENDER_MESSAGES,
  type LenderResponse,
} from './lenders-texts.ts';

/** Days a lender's program matches after its lender last confirmed (saved) it. */
export const LENDER_PROGRAM_CONFIRM_DAYS = 120;
/** Days after confirming when the lender is reminded to confirm again. */
export const LENDER_PROGRAM_REMIND_DAYS = 100;
/** Days a published guide matches after it was read. */
export const PUBLISHED_GUIDE_STALE_DAYS = 365;

const LENDER_STATUSES = ['verified', 'suspended'] as const;
export type LenderStatus = (typeof LENDER_STATUSES)[number];

export interface LenderOrganisation {
  lenderId: string;
  name: string;
  website: string | null;
  /** USPS codes, or 'ALL'. */
  states: 'ALL' | string[];
  /** Where members' connections go; '' once the deleted account's own address went with it. */
  contactEmail: string;
  nmlsId: string | null;
  status: LenderStatus;
  /**
   * The lender's account; null once that account was deleted (`accountDeletedAt`): the
   * organisation stays, suspended, with its programs and inbox, until staff verify another
   * account of it under the same name.
   */
  userId: string | null;
  email: string | null;
  verifiedAt: string;
  suspendedAt: string | null;
  accountDeletedAt: string | null;
}

export interface StaffLendersResponse {
  lenders: LenderOrganisation[];
}

const S = STAFF_LENDER_MESSAGES;
const httpsUrl = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(300, message)
    .refine((v) => {
      try {
        return new URL(v).protocol === 'https:';
      } catch {
        return false;
      }
    }, message);

/** POST /api/staff/lenders body. */
export const verifyLenderSchema = z.object({
  email: z.email({ error: S.email }).max(254, S.email).trim().toLowerCase(),
  name: z.string({ error: S.name }).trim().min(1, S.name).max(120, S.name),
  website: httpsUrl(S.website).optional(),
});
export type VerifyLenderRequest = z.infer<typeof verifyLenderSchema>;

export const lenderStatusSchema = z.object({
  status: z.enum(LENDER_STATUSES, { error: S.status }),
});

const L = LENDER_MESSAGES;

/** PUT /api/lender/organisation body: what the lender keeps about itself. */
export const organisationSchema = z.object({
  website: httpsUrl(L.website).nullable().optional(),
  states: z.union(
    [
      z.literal('ALL'),
      z.array(z.string().refine(isStateCode, L.states), { error: L.states }).min(1, L.states),
    ],
    { error: L.states },
  ),
  contactEmail: z.email({ error: L.contactEmail }).max(254, L.contactEmail),
  nmlsId: z
    .string({ error: L.nmlsId })
    .trim()
    .regex(/^\d{1,12}$/, L.nmlsId)
    .nullable()
    .optional(),
});
export type OrganisationUpdate = z.infer<typeof organisationSchema>;

/** A lender's program with where it stands: when confirmed, and until when it matches. */
export interface LenderProgramRow {
  program: LenderProgram;
  confirmedAt: string;
  /** The day it stops matching unless confirmed again (YYYY-MM-DD). */
  matchesUntil: string;
  /** Past `matchesUntil`: borrowers no longer see it. */
  stale: boolean;
}

export interface LenderProgramsList {
  programs: LenderProgramRow[];
}

export const responseSchema = z.object({
  status: z.enum(RESPONSE_STATUSES, { error: L.responseStatus }),
  message: z
    .string({ error: L.responseMessage })
    .trim()
    .min(1, L.responseMessage)
    .max(RESPONSE_LIMITS.messageMax, L.responseMessage),
});
export type ResponseRequest = z.infer<typeof responseSchema>;

/** One connection in a lender's inbox: what the member chose to share, as it was sent. */
export interface LenderInboxItem {
  id: string;
  programId: string;
  programName: string;
  memberName: string;
  memberEmail: string;
  share: ShareItem[];
  message: string;
  createdAt: string;
  expiresAt: string;
  /** The member's latest ¿Califico? run the figures come from. */
  qualifiedAt: string;
  summary: SharedSummary | null;
  /** The figures recomputed for this program on the day the member sent them. */
  figures: SharedFigures | null;
  documents: string[];
  /** The documents' ZIP (GET, 302), or null when none were shared. */
  downloadUrl: string | null;
  responses: LenderResponse[];
}

export interface LenderInboxResponse {
  connections: LenderInboxItem[];
}
