/**
 * Letters for lenders: POST /api/letters { type, … } answers the PDF (application/pdf); GET
 * /api/letters/{id} the same PDF again from the history. Every fact in a letter is the member's
 * input; the sentences around it are templates (shared/letters/content.ts).
 */
import * as z from 'zod';
import { dealSchema } from './qualify.ts';
import {
  LETTER_LANGUAGES,
  INQUIRY_REASONS,
  DEPOSIT_SOURCES,
  LETTER_MESSAGES,
} from './letter-texts.ts';

export {
  LETTER_TYPE_LABELS,
  LETTER_MESSAGES,
  type LetterLanguage,
  type InquiryReason,
  type DepositSource,
} from './letter-texts.ts';

const M = LETTER_MESSAGES;

const text = (max: number) => z.string().trim().max(max, M.text);
const requiredText = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, M.text);
const isoDate = z
  .string({ error: M.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.date)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), M.date);
const isoMonth = z.string({ error: M.month }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, M.month);
const amount = z.number({ error: M.amount }).positive(M.amount).max(1_000_000_000, M.amount);
const list = <T extends z.ZodType>(item: T) =>
  z.array(item, { error: M.items }).min(1, M.items).max(10, M.items);

/** What every letter has: who signs, to whom, in which language. */
const common = {
  language: z.enum(LETTER_LANGUAGES).default('both'),
  fullName: requiredText(120, M.fullName),
  lenderName: text(120).default(''),
  loanReference: text(60).default(''),
  propertyAddress: text(200).default(''),
};

export const letterInputSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('credit-inquiries'),
      ...common,
      inquiries: list(
        z.object({
          creditor: requiredText(120, M.creditor),
          date: isoDate,
          reason: z.enum(INQUIRY_REASONS),
          newAccount: z.boolean(),
          note: text(300).default(''),
        }),
      ),
    }),
    z.object({
      type: z.literal('large-deposit'),
      ...common,
      deposits: list(
        z.object({
          date: isoDate,
          amount,
          account: requiredText(80, M.account),
          source: z.enum(DEPOSIT_SOURCES),
          note: text(300).default(''),
        }),
      ),
      documentsAttached: z.boolean().default(false),
    }),
    z.object({
      type: z.literal('address-change'),
      ...common,
      addresses: list(
        z.object({
          address: requiredText(200, M.address),
          from: isoMonth,
          /** '' = until today. */
          to: z.union([isoMonth, z.literal('')]).default(''),
        }),
      ),
      explanation: text(1000).default(''),
    }),
    z.object({
      type: z.literal('gift'),
      ...common,
      propertyAddress: requiredText(200, M.propertyAddress),
      donorName: requiredText(120, M.donorName),
      relationship: requiredText(60, M.relationship),
      donorAddress: text(200).default(''),
      donorPhone: text(40).default(''),
      amount,
      transferDate: z.union([isoDate, z.literal('')]).default(''),
      noRepayment: z.literal(true, { error: M.noRepayment }),
    }),
    z.object({
      type: z.literal('preapproval-request'),
      ...common,
      deal: dealSchema,
      /** Facts about the borrower the member chooses to state (each optional). */
      fico: z.number().int().min(300).max(850).optional(),
      propertiesOwned: z.number().int().min(0).max(1000).optional(),
      reservesTotal: z.number().min(0).max(1_000_000_000).optional(),
      message: text(1500).default(''),
    }),
  ],
  { error: 'Elige el tipo de carta' },
);

export type LetterInput = z.output<typeof letterInputSchema>;
export type LetterRequest = z.input<typeof letterInputSchema>;

/** A letter in the reports history (same REPORT# items as the professional reports). */
export interface LetterRecord {
  id: string;
  createdAt: string;
  input: LetterInput;
}
