import * as z from 'zod';
import type { Mail } from '../commons/mail.ts';

/**
 * The jobs queue's message contract: what a request (or the schedule) hands the worker, the same
 * JSON on SQS in AWS and on the local queue. Messages carry ids and small texts only (SQS takes
 * 256 KB); the worker reads everything else from the table, so a message retried hours later acts
 * on the data as it is then. `v` lets a later version of the worker read older messages.
 */
const id = z.string().min(1).max(100);
const lines = z
  .array(z.object({ label: z.string().max(300), value: z.string().max(1000) }))
  .max(50);

/** A member's lender package: the worker builds it (functions/vault/package.ts buildPackage). */
const vaultPackage = z.object({
  kind: z.literal('vault-package'),
  userId: id,
  /** The job the member follows on the page (absent for a lender connection's documents). */
  jobId: id.optional(),
  /** The package's id, when the request already promised it (a lender connection's link). */
  packageId: id.optional(),
  fileIds: z.array(id).max(500).optional(),
  /** What the cover shows beside the files, computed by the request (functions/vault/cover-pdf.ts). */
  facts: z
    .object({
      lenderFigures: z.object({ title: z.string().max(300), lines }).nullable(),
      memberSummary: lines.optional(),
    })
    .optional(),
});

/** "Descargar mis datos": the ZIP of everything we hold of the member. */
const dataExport = z.object({ kind: z.literal('data-export'), userId: id, jobId: id });

/**
 * The daily run (the schedule sends it): the vault's part sends one vault-member message per
 * member with work; the billing part syncs the trials that end in two days.
 */
const daily = z.object({
  kind: z.literal('daily'),
  /** The day to run for (YYYY-MM-DD); the schedule's own day when absent. */
  day: z.iso.date().optional(),
});

/** One member's part of the daily run: the reminders due and the abandoned uploads to clear. */
const vaultMember = z.object({
  kind: z.literal('vault-member'),
  userId: id,
  day: z.iso.date(),
  reminders: z.array(z.object({ pk: id, sk: z.string().min(1).max(300) })).max(500),
  uploads: z.array(z.object({ pk: id, sk: z.string().min(1).max(300) })).max(500),
});

/** An email retried until SES takes it (the attachments' bytes as base64). */
const email = z.object({
  kind: z.literal('email'),
  /** What it is, for the logs (never the address). */
  purpose: z.string().min(1).max(60),
  mail: z.object({
    to: z.string().min(3).max(320),
    subject: z.string().max(998),
    text: z.string(),
    html: z.string(),
    attachments: z
      .array(
        z.object({
          fileName: z.string().max(200),
          contentType: z.string().max(200),
          base64: z.string(),
        }),
      )
      .max(5)
      .optional(),
  }),
});

export const jobMessageSchema = z.intersection(
  z.object({ v: z.literal(1) }),
  z.discriminatedUnion('kind', [vaultPackage, dataExport, daily, vaultMember, email]),
);

export type JobMessage = z.infer<typeof jobMessageSchema>;
/** A message as a sender writes it (the version is added by enqueue). */
export type NewJobMessage = JobMessage extends infer M
  ? M extends unknown
    ? Omit<M, 'v'>
    : never
  : never;

/** An email as the queue carries it. */
export function mailMessage(
  purpose: string,
  mail: Mail,
): Extract<NewJobMessage, { kind: 'email' }> {
  return {
    kind: 'email',
    purpose,
    mail: {
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(mail.attachments?.length
        ? {
            attachments: mail.attachments.map((a) => ({
              fileName: a.fileName,
              contentType: a.contentType,
              base64: Buffer.from(
                typeof a.content === 'string' ? new TextEncoder().encode(a.content) : a.content,
              ).toString('base64'),
            })),
          }
        : {}),
    },
  };
}

/** The email a message carries, as sendMail takes it. */
export function mailOf(message: Extract<JobMessage, { kind: 'email' }>): Mail {
  const { attachments, ...rest } = message.mail;
  return {
    ...rest,
    ...(attachments
      ? {
          attachments: attachments.map((a) => ({
            fileName: a.fileName,
            contentType: a.contentType,
            content: new Uint8Array(Buffer.from(a.base64, 'base64')),
          })),
        }
      : {}),
  };
}
