/**
 * The document vault's request schemas (zod): uploads, file changes, reviews. Texts, limits and
 * response shapes are in shared/api/vault-catalog.ts.
 */
import * as z from 'zod';
import { DOCUMENT_ITEM_IDS } from '../content/documents.ts';
import {
  ACCEPTED_TYPE_IDS,
  REVIEW_DECISIONS,
  VAULT_LIMITS,
  VAULT_MESSAGES as M,
} from './vault-catalog.ts';

const documentId = z.string().refine((id) => DOCUMENT_ITEM_IDS.includes(id), M.unknownDocument);

const fileName = z
  .string(M.fileNameRequired)
  .trim()
  .min(1, M.fileNameRequired)
  .max(VAULT_LIMITS.nameMax, M.nameTooLong)
  // No control characters or path separators: the name is shown and used in downloads.
  .refine(
    (name) =>
      ![...name].some(
        (c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127 || c === '/' || c === '\\',
      ),
    M.fileNameRequired,
  );

/** POST /api/vault/uploads: what the browser is about to upload. */
export const uploadRequestSchema = z.object({
  fileName,
  // The browser's claim; the completion check reads the real type from the first bytes.
  contentType: z.enum(ACCEPTED_TYPE_IDS, M.typeRefused),
  size: z
    .number(M.emptyFile)
    .int(M.emptyFile)
    .min(1, M.emptyFile)
    .max(VAULT_LIMITS.maxFileBytes, M.tooLarge),
  documentId: documentId.nullish(),
});
export type UploadRequest = z.infer<typeof uploadRequestSchema>;

const calendarDay = z
  .string(M.invalidDate)
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.invalidDate)
  .refine((day) => {
    const time = Date.parse(`${day}T00:00:00Z`);
    return (
      Number.isFinite(time) &&
      new Date(time).toISOString().startsWith(day) &&
      time <= Date.now() + 24 * 60 * 60 * 1000
    );
  }, M.invalidDate);

/** PATCH /api/vault/files/{id}: rename, move to another guide item, or set the document's date. */
export const fileUpdateSchema = z
  .object({
    name: fileName.optional(),
    documentId: documentId.nullable().optional(),
    documentDate: calendarDay.nullable().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), M.fileNameRequired);
export type FileUpdate = z.infer<typeof fileUpdateSchema>;

/**
 * A set of the member's files (all ready files when `fileIds` is omitted; `emptyMessage` when it is
 * given empty) and, optionally, a deal file of the member whose lender figures the cover shows: the
 * body of a review request and of a package.
 */
function fileSetSchema(emptyMessage: string) {
  return z
    .object({
      fileIds: z
        .array(z.string().max(40))
        .min(1, emptyMessage)
        .max(VAULT_LIMITS.maxFiles)
        .optional(),
      dealFileId: z
        .string({ error: M.dealFileInvalid })
        .min(1, M.dealFileInvalid)
        .max(40, M.dealFileInvalid)
        .optional(),
    })
    .optional()
    .transform((v) => v ?? {});
}

/** POST /api/vault/reviews: the files to review (all ready files when omitted). */
export const reviewRequestSchema = fileSetSchema(M.reviewEmpty);

/** PUT /api/staff/reviews/{memberId}/{reviewId}/files/{fileId}: a staff decision on one file. */
export const reviewDecisionSchema = z
  .object({
    status: z.enum(REVIEW_DECISIONS, M.reviewStatusRequired),
    comment: z
      .string()
      .trim()
      .max(VAULT_LIMITS.commentMax, M.commentTooLong)
      .optional()
      .default(''),
  })
  .refine((v) => v.status === 'aprobado' || v.comment.length > 0, {
    message: M.reviewCommentRequired,
  });
export type ReviewDecisionInput = z.infer<typeof reviewDecisionSchema>;

/** POST /api/vault/packages: the files to include (all ready files when omitted). */
export const packageRequestSchema = fileSetSchema(M.packageEmpty);
