/**
 * A lender program as data (docs/lender-programs.md): the grid a lender publishes — minimum FICO by
 * LTV band, maximum LTV by purpose, DSCR, FICO and loan size, minimum DSCR (by FICO), reserves in
 * months of the qualifying payment, loan size, eligible properties, states and borrowers, interest-
 * only terms, cash-out caps, seasoning, which rent counts, and hard-money limits (loan-to-cost,
 * ARV) — with its source and date. Ops load programs from a JSON file validated by
 * `programFileSchema` (scripts/lender-programs.ts); the qualification engine
 * (shared/finance/qualification.ts) reads them. No figure is invented: a program without a
 * published rate range has `rateRange: null` ("sin dato").
 *
 * Fields added after the first programs were loaded are optional, and a program that leaves one
 * out means what its comment says (the engine's defaults are in rules.ts, each with its source),
 * so files written before them load unchanged.
 */
import * as z from 'zod';
import { isStateCode } from '../market/states.ts';
import {
  BORROWER_TYPES,
  LOAN_PURPOSES,
  PROGRAM_ORIGINS,
  PROGRAM_TYPES,
  QUALIFY_PROPERTY_TYPES,
  type ProgramOrigin,
} from './catalog.ts';

const percent = z.number().min(0).max(100);
/** A FICO score; 0 in a band means no US score is required (foreign-national programs). */
const fico = z.number().int().min(0).max(850);
const money = z.number().min(0).max(1_000_000_000);
const ratio = z.number().min(0).max(10);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Fecha AAAA-MM-DD');

/** "Up to this LTV (%), at least this FICO": bands ascending by `ltvUpTo`. */
const ficoBand = z.object({ ltvUpTo: percent, minFico: fico });

/**
 * A maximum LTV (%) and the conditions it holds under, all of them: the purpose, a DSCR of at
 * least `dscrAtLeast` (0 = any), a FICO of at least `ficoAtLeast` (default 0 = any) and a loan of
 * at most `loanUpTo` $ (default null = any). The maximum for a deal is the highest `maxLtv` among
 * the bands whose conditions all hold — e.g. purchase 80 % up to $1.5M and 75 % up to $2M
 * (optrumax.com DSCR matrix), or 70 % below DSCR 1.00.
 */
const ltvBand = z.object({
  purpose: z.enum(LOAN_PURPOSES),
  dscrAtLeast: ratio,
  ficoAtLeast: fico.default(0),
  loanUpTo: money.nullable().default(null),
  maxLtv: percent,
});
type LtvBand = z.output<typeof ltvBand>;

/** Reserves (months) required up to an LTV (%) or a loan amount ($); null = above all. */
const reserveBand = z.object({ upTo: z.number().min(0).nullable(), months: z.number().min(0) });

export const lenderProgramSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{1,62}$/, 'id: minúsculas, números y guiones (2 a 63)'),
    name: z.string().trim().min(1).max(120),
    /** Illustrative data, never an offer: shown with EXAMPLE_LABEL. */
    example: z.boolean(),
    /**
     * Where the program comes from: 'lender' (kept by the lender), 'published-guide' (read from a
     * lender's public guide or matrix) or 'example'. Default: 'example' for an example, else
     * 'published-guide' (ops load what lenders publish, with its source).
     */
    origin: z.enum(PROGRAM_ORIGINS).optional(),
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
    /** Minimum lender DSCR (qualifying rent ÷ qualifying payment); null for a no-ratio program. */
    minDscr: ratio.nullable(),
    /**
     * Minimum DSCR by FICO: the lowest `minDscr` among the bands the borrower's FICO reaches, else
     * `minDscr` (Cozart: 1.05 at 720+, 1.15 at 680+). Default: none.
     */
    minDscrByFico: z.array(z.object({ ficoAtLeast: fico, minDscr: ratio })).default([]),
    /**
     * Interest-only terms. `qualifyOn`: the payment the DSCR and reserves of an interest-only deal
     * are measured on (default rules.ts DEFAULT_INTEREST_ONLY_BASIS, the amortising PITIA);
     * `ltvReduction`: points off the maximum LTV for an interest-only loan (msjmortgage.com: 5);
     * `required`: only interest-only loans (hard money). Absent: no interest-only loans.
     */
    interestOnly: z
      .object({
        allowed: z.boolean(),
        qualifyOn: z.enum(['ITIA', 'PITIA']).optional(),
        ltvReduction: percent.default(0),
        required: z.boolean().default(false),
      })
      .optional(),
    /** Longest term the program lends for, years (hard money: 1–2). Default: any. */
    maxTermYears: z.number().int().min(1).max(50).optional(),
    /** Most cash a cash-out refinance may take, $ (optrumax.com, msjmortgage.com: $500,000). */
    cashOutMax: money.optional(),
    /**
     * Months after acquisition before a refinance is valued at the appraisal; until then the value
     * is the lesser of the appraisal and the acquisition price plus documented improvements
     * (optrumax.com: 180 days; others 12 months). Default: no seasoning rule.
     */
    seasoning: z.object({ months: z.number().int().min(1).max(60) }).optional(),
    /** Lends to entities (LLC) only, never in the borrower's own name (Pantheon, HJ Funding). */
    entityOnly: z.boolean().default(false),
    /** Least property value (price or appraisal) the program lends on, $. Default: none. */
    minPropertyValue: money.optional(),
    /**
     * Which rent counts: the lease, the appraiser's market rent (1007/1025) or the lesser of the
     * two; a vacant unit counts `vacantFactor` × its market rent; short-term rentals count their
     * history of at least `minHistoryMonths`, or `projectionFactor` × a projection, or nothing
     * when `shortTerm` is null. Each part left out takes rules.ts DEFAULT_RENT_RULE's (the lesser
     * of the two, 0.9, short-term not counted).
     */
    rent: z
      .object({
        rule: z.enum(['lease', 'market', 'lesser']),
        vacantFactor: z.number().min(0).max(1).optional(),
        shortTerm: z
          .object({
            minHistoryMonths: z.number().int().min(0).max(60),
            projectionFactor: z.number().min(0).max(1),
          })
          .nullable()
          .optional(),
      })
      .optional(),
    /**
     * Reserves in months of the qualifying payment, by LTV or loan amount, plus
     * `extraMonthsIfVacant` for a vacant unit (Boxwood: 6 leased, 9 vacant) and
     * `extraMonthsPerFinancedProperty` for each other financed property; `cashOutCounts`: the
     * cash-out of the loan counts toward them (TMG) — by default it does not (Fannie Mae Selling
     * Guide B3-4.1-01).
     */
    reserves: z.object({
      by: z.enum(['ltv', 'loan-amount']),
      bands: z.array(reserveBand).min(1),
      extraMonthsIfVacant: z.number().min(0).max(60).default(0),
      extraMonthsPerFinancedProperty: z.number().min(0).max(12).default(0),
      cashOutCounts: z.boolean().default(false),
    }),
    /**
     * Share of each balance counted as reserves, as the program states it; default rules.ts
     * DEFAULT_RESERVE_WEIGHTS (the most conservative common practice).
     */
    reserveWeights: z
      .object({ retirement: z.number().min(0).max(1), brokerage: z.number().min(0).max(1) })
      .optional(),
    /** Hard money: most loan (purchase loan + rehab financed) per $ of price + rehab, %. */
    maxLtc: percent.optional(),
    /** Hard money: most loan per $ of after-repair value, %. */
    maxArvLtv: percent.optional(),
    /** Hard money: share of the rehab the lender finances (a holdback drawn as work ends), %. */
    rehabFinancedPct: percent.default(0),
    minLoan: money,
    maxLoan: money,
    propertyTypes: z.array(z.enum(QUALIFY_PROPERTY_TYPES)).min(1),
    units: z.object({ min: z.number().int().min(1), max: z.number().int().min(1).max(500) }),
    borrowerTypes: z.array(z.enum(BORROWER_TYPES)).min(1),
    /**
     * Lends to a borrower vesting in an LLC: true or false as the source states it, null when the
     * source does not say (most published guides): then an LLC borrower is not refused for it and
     * is told to confirm it with the lender (program-rules.ts, rule `entity`).
     */
    llcAllowed: z.boolean().nullable(),
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
    /**
     * Where in the source each rule was read, by field name (`maxLtv`, `lender.states`, …), or
     * `notExpressible`: what the source states that the schema cannot hold. A published guide
     * notes every rule whose reading is not obvious (docs/lender-library.md).
     */
    ruleNotes: z.record(z.string().max(60), z.string().trim().min(1).max(2000)).optional(),
  })
  .superRefine((p, ctx) => {
    const issue = (message: string, path: PropertyKey[]) =>
      ctx.addIssue({ code: 'custom', message, path });
    if (p.minLoan > p.maxLoan) issue('minLoan > maxLoan', ['minLoan']);
    if (p.units.min > p.units.max) issue('units.min > units.max', ['units']);
    if (p.rateRange && p.rateRange.min > p.rateRange.max)
      issue('rateRange.min > max', ['rateRange']);
    if (p.origin && (p.origin === 'example') !== p.example) {
      issue('origin "example" if and only if example is true', ['origin']);
    }
    if (p.entityOnly && p.llcAllowed !== true) {
      issue('entityOnly needs llcAllowed true', ['entityOnly']);
    }
    if (!ascending(p.minFicoByLtv.map((b) => b.ltvUpTo))) {
      issue('minFicoByLtv: ltvUpTo must ascend', ['minFicoByLtv']);
    }
    for (const purpose of p.purposes) {
      if (!p.maxLtv.some((b) => b.purpose === purpose && b.dscrAtLeast === 0)) {
        issue(`maxLtv: ${purpose} needs a band with dscrAtLeast 0`, ['maxLtv']);
      }
    }
    const shadowed = shadowedBand(p.maxLtv);
    if (shadowed) issue(shadowed, ['maxLtv']);
    const ficoCuts = p.minDscrByFico.map((b) => b.ficoAtLeast);
    if (new Set(ficoCuts).size !== ficoCuts.length) {
      issue('minDscrByFico: one band per ficoAtLeast', ['minDscrByFico']);
    }
    const upTo = p.reserves.bands.map((b) => b.upTo);
    if (upTo.at(-1) !== null || upTo.slice(0, -1).some((u) => u === null)) {
      issue('reserves.bands: only the last band has upTo null', ['reserves']);
    } else if (!ascending(upTo.slice(0, -1) as number[])) {
      issue('reserves.bands: upTo must ascend', ['reserves']);
    }
  })
  .transform((p) => ({ ...p, origin: p.origin ?? defaultOrigin(p.example) }));

/** A program without `origin`: an example, or what ops loaded from a lender's published guide. */
function defaultOrigin(example: boolean): ProgramOrigin {
  return example ? 'example' : 'published-guide';
}

function ascending(values: number[], allowEqual = false): boolean {
  return values.every((v, i) => i === 0 || (allowEqual ? v >= values[i - 1]! : v > values[i - 1]!));
}

/**
 * Monotony per set of conditions: a band that asks at least as much as another on every condition
 * (same purpose, DSCR and FICO at least as high, loan cap at most as high) must allow at least the
 * same LTV — otherwise a better borrower or a smaller loan would read a lower maximum, which no
 * lender publishes (it is a typing slip in the grid). It is also what lets a smaller loan only
 * help: the highest maximum among matching bands never falls as the loan shrinks and the DSCR
 * rises, so `downPaymentNeeded` is enough on its own. Says which band, or null.
 */
function shadowedBand(bands: readonly LtvBand[]): string | null {
  const cap = (b: LtvBand) => b.loanUpTo ?? Number.POSITIVE_INFINITY;
  for (const [i, strict] of bands.entries()) {
    for (const [j, loose] of bands.entries()) {
      if (i === j || strict.purpose !== loose.purpose) continue;
      const asksMore =
        strict.dscrAtLeast >= loose.dscrAtLeast &&
        strict.ficoAtLeast >= loose.ficoAtLeast &&
        cap(strict) <= cap(loose);
      if (asksMore && strict.maxLtv < loose.maxLtv) {
        return `maxLtv: band ${i} (${strict.purpose}) asks as much as band ${j} or more yet allows less LTV`;
      }
    }
  }
  return null;
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
