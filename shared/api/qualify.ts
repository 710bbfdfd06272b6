/**
 * ¿Califico? API contracts: POST /api/qualify, GET /api/lender-programs, the remembered borrower
 * profile (GET/PUT /api/borrower-profile), the plan kept with a deal file (GET
 * /api/qualify/plans/{dealFileId}). Taxes and insurance are YEARLY dollars (`taxesYearly`,
 * `insuranceYearly`); HOA, rents and holding costs are MONTHLY. The deal's fields after `state`
 * are optional, so calls written before them keep working.
 */
import * as z from 'zod';
import {
  BORROWER_ENTITIES,
  BORROWER_TYPES,
  LOAN_PURPOSES,
  OCCUPANCIES,
  QUALIFY_PROPERTY_TYPES,
} from '../lenders/catalog.ts';
import type { LenderProgram } from '../lenders/program.ts';
import { isStateCode } from '../market/states.ts';
import type { DealMetrics, ProgramResult, QualifyPlan } from '../finance/qualification.ts';
import { MAX_AMOUNT } from '../finance/inputs.ts';
import { isItemId } from './item-id.ts';
import { QUALIFY_MESSAGES } from './qualify-texts.ts';

export { QUALIFY_MESSAGES } from './qualify-texts.ts';

const M = QUALIFY_MESSAGES;

const dollars = (message: string) =>
  z.number({ error: message }).min(0, message).max(MAX_AMOUNT, message);

const isoDay = z
  .string({ error: M.acquisitionDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.acquisitionDate)
  .refine(
    (d) =>
      !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) &&
      new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    M.acquisitionDate,
  );

export const borrowerSchema = z
  .object({
    fico: z
      .number({ error: M.fico })
      .int(M.fico)
      .refine((v) => v === 0 || (v >= 300 && v <= 850), M.fico),
    borrowerType: z.enum(BORROWER_TYPES, { error: M.borrowerType }),
    propertiesOwned: z.number({ error: M.propertiesOwned }).int(M.propertiesOwned).min(0).max(1000),
    entity: z.enum(BORROWER_ENTITIES, { error: M.entity }),
    reserves: z.object(
      {
        cash: dollars(M.reserves),
        retirement: dollars(M.reserves),
        brokerage: dollars(M.reserves),
      },
      { error: M.reserves },
    ),
    /** Other properties with a mortgage (default: every one owned). */
    financedProperties: z
      .number({ error: M.financedProperties })
      .int(M.financedProperties)
      .min(0, M.financedProperties)
      .max(1000, M.financedProperties)
      .optional(),
    /** What the member can save a month, $: the plan to qualify's dates. */
    monthlySavings: dollars(M.amount).optional(),
  })
  .refine((b) => b.financedProperties === undefined || b.financedProperties <= b.propertiesOwned, {
    message: M.financedOverOwned,
    path: ['financedProperties'],
  });
export type BorrowerInput = z.infer<typeof borrowerSchema>;

export const dealSchema = z
  .object({
    purpose: z.enum(LOAN_PURPOSES, { error: M.purpose }),
    price: z.number({ error: M.price }).positive(M.price).max(MAX_AMOUNT, M.price),
    loanAmount: z.number({ error: M.loanAmount }).positive(M.loanAmount).max(MAX_AMOUNT),
    interestRate: z
      .number({ error: M.interestRate })
      .min(0, M.interestRate)
      .max(30, M.interestRate),
    termYears: z
      .number({ error: M.termYears })
      .int(M.termYears)
      .min(1, M.termYears)
      .max(50, M.termYears),
    monthlyRent: dollars(M.amount),
    taxesYearly: dollars(M.amount),
    insuranceYearly: dollars(M.amount),
    hoaMonthly: dollars(M.amount),
    propertyType: z.enum(QUALIFY_PROPERTY_TYPES, { error: M.propertyType }),
    units: z.number({ error: M.units }).int(M.units).min(1, M.units).max(500, M.units),
    state: z.string({ error: M.state }).refine(isStateCode, M.state),
    closingCosts: dollars(M.amount).optional(),
    interestOnlyYears: z
      .number({ error: M.interestOnlyYears })
      .int(M.interestOnlyYears)
      .min(0, M.interestOnlyYears)
      .max(50, M.interestOnlyYears)
      .optional(),
    marketRent: dollars(M.amount).optional(),
    occupancy: z.enum(OCCUPANCIES, { error: M.occupancy }).optional(),
    strHistoryMonths: z
      .number({ error: M.strHistoryMonths })
      .int(M.strHistoryMonths)
      .min(0, M.strHistoryMonths)
      .max(600, M.strHistoryMonths)
      .optional(),
    acquisitionDate: isoDay.optional(),
    acquisitionPrice: z
      .number({ error: M.amount })
      .positive(M.amount)
      .max(MAX_AMOUNT, M.amount)
      .optional(),
    improvements: dollars(M.amount).optional(),
    payoff: dollars(M.amount).optional(),
    rehabCost: dollars(M.amount).optional(),
    arv: z.number({ error: M.arv }).positive(M.arv).max(MAX_AMOUNT, M.arv).optional(),
    points: z.number({ error: M.points }).min(0, M.points).max(10, M.points).optional(),
    rehabMonths: z
      .number({ error: M.rehabMonths })
      .int(M.rehabMonths)
      .min(0, M.rehabMonths)
      .max(60, M.rehabMonths)
      .optional(),
    holdingCostsMonthly: dollars(M.amount).optional(),
  })
  .refine((d) => d.loanAmount <= d.price, { message: M.loanOverPrice, path: ['loanAmount'] })
  .refine((d) => (d.interestOnlyYears ?? 0) <= d.termYears, {
    message: M.interestOnlyYears,
    path: ['interestOnlyYears'],
  })
  .refine((d) => (d.acquisitionDate === undefined) === (d.acquisitionPrice === undefined), {
    message: M.acquisitionTogether,
    path: ['acquisitionDate'],
  });
type DealInput = z.infer<typeof dealSchema>;

/**
 * POST /api/qualify body. `dealFileId` (optional): the member's deal file the deal came from; the
 * verdict's summary is then kept on that deal file too (404 when the member has no such file).
 */
export const qualifyRequestSchema = z.object(
  {
    borrower: borrowerSchema,
    deal: dealSchema,
    dealFileId: z
      .string({ error: 'Expediente no válido' })
      .refine(isItemId, 'Expediente no válido')
      .optional(),
  },
  { error: 'Faltan los datos del prestatario o del préstamo' },
);
export type QualifyRequest = z.infer<typeof qualifyRequestSchema>;

/**
 * POST /api/qualify answer: the deal's metrics, every program best first (each with `origin` and
 * its own basis), and the plans to qualify with the closest programs that do not take it yet.
 */
export interface QualifyResponse {
  metrics: DealMetrics;
  programs: ProgramResult[];
  plans: QualifyPlan[];
}

/** A run's plans, kept with the deal file it came from (GET /api/qualify/plans/{id}). */
export interface KeptPlans {
  createdAt: string;
  /** The day the plan was made for (its dates count from it). */
  today: string;
  plans: QualifyPlan[];
  /** Programs that took the deal as it was, of `total` checked. */
  eligible: number;
  total: number;
}

export interface KeptPlansResponse {
  kept: KeptPlans | null;
}

/** GET /api/lender-programs answer. */
export interface LenderProgramsResponse {
  programs: LenderProgram[];
}

/** The latest verdict, for the Pro dashboard's readiness card (GET /api/qualify/latest). */
export interface LatestQualification {
  createdAt: string;
  /** Programs checked. */
  total: number;
  /** Names of the programs that take the deal as it is. */
  eligible: string[];
  /** Every program checked was an example (never an offer). */
  examplesOnly: boolean;
  deal: Pick<DealInput, 'purpose' | 'price' | 'loanAmount' | 'state'>;
  /** The best program when none takes it: its name and what to change. */
  closest: Pick<ProgramResult, 'name' | 'changes'> | null;
}

/** The latest ¿Califico? run made from a deal file, kept on it (shown on its card). */
export interface DealFileQualification {
  createdAt: string;
  /** Programs that take the deal as it is, of `total` checked. */
  eligible: number;
  total: number;
  examplesOnly: boolean;
}

export function dealFileQualification(summary: LatestQualification): DealFileQualification {
  return {
    createdAt: summary.createdAt,
    eligible: summary.eligible.length,
    total: summary.total,
    examplesOnly: summary.examplesOnly,
  };
}

export interface LatestQualificationResponse {
  latest: LatestQualification | null;
}

/** GET /api/borrower-profile answer: null until the member saves one. */
export interface BorrowerProfileResponse {
  profile: (BorrowerInput & { updatedAt: string }) | null;
}
