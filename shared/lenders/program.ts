/**
 * A lender program as data (docs/product.md "Lender programs"): the grid a lender publishes —
 * minimum FICO by LTV band, maximum LTV by purpose and DSCR band, minimum DSCR, reserves in months
 * of PITIA, loan size, eligible properties, states and borrowers — with its source and date. Ops
 * load programs from a JSON file validated by `programFileSchema` (scripts/lender-programs.ts); the
 * qualification engine (shared/finance/qualification.ts) reads them. No figure is invented: a
 * program without a published rate range has `rateRange: null` ("sin dato").
 */
import * as z from 'zod';
import { isStateCode } from '../market/states.ts';
import { BORROWER_TYPES, LOAN_PURPOSES, PROGRAM_TYPES, QUALIFY_PROPERTY_TYPES } from './catalog.ts';

const percent = z.number().min(0).max(100);
/** A FICO score; 0 in a band means no US score is required (foreign-national programs). */
const fico = z.number().int().min(0).max(850);
const money = z.number().min(0).max(1_000_000_000);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Fecha AAAA-MM-DD');

/** "Up to this LTV (%), at least this FICO": bands ascending by `ltvUpTo`. */
const ficoBand = z.object({ ltvUpTo: percent, minFico: fico });

/**
 * Maximum LTV (%) for a purpose when the deal's DSCR is at least `dscrAtLeast` (0 = any DSCR):
 * e.g. purchase 80 % at DSCR ≥ 1.00, 70 % below it.
 */
const ltvBand = z.object({
  purpose: z.enum(LOAN_PURPOSES),
  dscrAtLeast: z.number().min(0).max(10),
  maxLtv: percent,
});

/** Reserves (months of PITIA) required up to an LTV (%) or a loan amount ($); null = above all. */
const reserveBand = z.object({ upTo: z.number().min(0).nullable(), months: z.number().min(0) });

export const lenderProgramSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{1,62}$/, 'id: minúsculas, números y guiones (2 a 63)'),
    name: z.string().trim().min(1).max(120),
    /** Illustrative data, never an offer: shown with EXAMPLE_LABEL. */
    example: z.boolean(),
    lender: z.object({
      name: z.string().trim().min(1).max(120),
      /** Where connection requests go (POST /api/lender-connections); none: no connecting. */
      contactEmail: z.email().optional(),
      contactPhone: z.string().trim().max(40).optional(),
      website: z.url().optional(),
      /** States where the lender lends (USPS codes); "ALL" for all of them. */
      states: z.union([z.literal('ALL'), z.array(z.string().refine(isStateCode)).min(1)]),
    }),
    type: z.enum(PROGRAM_TYPES),
    purposes: z.array(z.enum(LOAN_PURPOSES)).min(1),
    minFicoByLtv: z.array(ficoBand).min(1),
    maxLtv: z.array(ltvBand).min(1),
    /** Minimum lender DSCR (rent ÷ PITIA); null for a no-ratio program. */
    minDscr: z.number().min(0).max(10).nullable(),
    reserves: z.object({ by: z.enum(['ltv', 'loan-amount']), bands: z.array(reserveBand).min(1) }),
    /**
     * Share of each balance counted as reserves; the engine's default (0.6 retirement, 0.7
     * brokerage) unless the program says otherwise.
     */
    reserveWeights: z
      .object({ retirement: z.number().min(0).max(1), brokerage: z.number().min(0).max(1) })
      .optional(),
    minLoan: money,
    maxLoan: money,
    propertyTypes: z.array(z.enum(QUALIFY_PROPERTY_TYPES)).min(1),
    units: z.object({ min: z.number().int().min(1), max: z.number().int().min(1).max(500) }),
    borrowerTypes: z.array(z.enum(BORROWER_TYPES)).min(1),
    llcAllowed: z.boolean(),
    /** Investment properties the borrower must already own (experience); 0 = first-time OK. */
    minPropertiesOwned: z.number().int().min(0).max(100).default(0),
    /** As the lender states it, e.g. "5-4-3-2-1" or "Sin penalidad"; null when unknown. */
    prepaymentPenalty: z.string().trim().max(120).nullable(),
    /** Typical rate range (%) with its own source and date; null when none is published. */
    rateRange: z
      .object({ min: percent, max: percent, source: z.string().trim().min(1), asOf: isoDate })
      .nullable(),
    source: z.string().trim().min(1).max(300),
    /** When the source was read (YYYY-MM-DD). */
    sourceDate: isoDate,
    notes: z.string().trim().max(1000).optional(),
  })
  .superRefine((p, ctx) => {
    const issue = (message: string, path: PropertyKey[]) =>
      ctx.addIssue({ code: 'custom', message, path });
    if (p.minLoan > p.maxLoan) issue('minLoan > maxLoan', ['minLoan']);
    if (p.units.min > p.units.max) issue('units.min > units.max', ['units']);
    if (p.rateRange && p.rateRange.min > p.rateRange.max)
      issue('rateRange.min > max', ['rateRange']);
    if (!ascending(p.minFicoByLtv.map((b) => b.ltvUpTo))) {
      issue('minFicoByLtv: ltvUpTo must ascend', ['minFicoByLtv']);
    }
    for (const purpose of p.purposes) {
      const bands = p.maxLtv.filter((b) => b.purpose === purpose);
      if (!bands.some((b) => b.dscrAtLeast === 0)) {
        issue(`maxLtv: ${purpose} needs a band with dscrAtLeast 0`, ['maxLtv']);
      }
      // A higher DSCR never lowers the maximum LTV: lowering a loan (which raises the DSCR) can
      // then only help, which is what makes `downPaymentNeeded` sufficient.
      const sorted = [...bands].sort((a, b) => a.dscrAtLeast - b.dscrAtLeast);
      if (
        !ascending(
          sorted.map((b) => b.maxLtv),
          true,
        )
      ) {
        issue(`maxLtv: ${purpose} must not fall as DSCR rises`, ['maxLtv']);
      }
    }
    const upTo = p.reserves.bands.map((b) => b.upTo);
    if (upTo.at(-1) !== null || upTo.slice(0, -1).some((u) => u === null)) {
      issue('reserves.bands: only the last band has upTo null', ['reserves']);
    } else if (!ascending(upTo.slice(0, -1) as number[])) {
      issue('reserves.bands: upTo must ascend', ['reserves']);
    }
  });

function ascending(values: number[], allowEqual = false): boolean {
  return values.every((v, i) => i === 0 || (allowEqual ? v >= values[i - 1]! : v > values[i - 1]!));
}

export type LenderProgramInput = z.input<typeof lenderProgramSchema>;
export type LenderProgram = z.output<typeof lenderProgramSchema>;

/** The file ops load: `{ "programs": [...] }`. */
export const programFileSchema = z
  .object({ programs: z.array(lenderProgramSchema).min(1) })
  .superRefine((file, ctx) => {
    const seen = new Set<string>();
    file.programs.forEach((p, i) => {
      if (seen.has(p.id)) {
        ctx.addIssue({ code: 'custom', message: `id repetido: ${p.id}`, path: ['programs', i] });
      }
      seen.add(p.id);
    });
  });
