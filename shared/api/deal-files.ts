/**
 * The deal file API: a saved property + purchase + financing + income + expenses record every Pro
 * tool opens and saves. This module is the contract the lender package and the qualification engine
 * (¿Califico?) read:
 *
 *   POST   /api/deal-files            DealFileInput → 201 { id }
 *   GET    /api/deal-files            → { dealFiles: DealFileSummary[] } (newest first)
 *   GET    /api/deal-files/{id}       → DealFile { id, inputs, analysis, … }
 *   PUT    /api/deal-files/{id}       DealFileInput → DealFile
 *   DELETE /api/deal-files/{id}       → { message }
 *   POST   /api/deal-files/{id}/portfolio → 201 { id } of the new portfolio property
 *
 * Inputs are numbers (dollars, $/month or %), validated here with Spanish messages; `inputs` is
 * what the member sent, with the defaults filled in (termYears 30, holdYears 5, sellingCostsPct 6,
 * refiLtvPct 75, refiTermYears 30, seasoningMonths 12, 0 for the optional amounts) except `arv`,
 * `refiRate` and `holdingCostsMonthly`, which stay absent when not given (they follow the price,
 * the rate, and the taxes + insurance + HOA), and the refinance facts (`acquisitionDate`,
 * `acquisitionPrice`, `improvements`, `payoff`), which only a refinance has. Files stored before a
 * field existed read through `storedDealFileInputs`. `analysis` is never stored: it is computed on
 * every read by shared/finance/deal-analysis.ts.
 */
import * as z from 'zod';
import type { DealAnalysis } from '../finance/deal-analysis.ts';
import { DEAL_FILE_DEFAULTS } from '../finance/deal-analysis.ts';
import { PROPERTY_TYPES } from '../finance/evaluator.ts';
import { MAX_AMOUNT } from '../finance/inputs.ts';
import { DEAL_FILE_LIMITS, DEAL_FILE_MESSAGES } from './deal-file-texts.ts';
import type { DealFileQualification } from './qualify.ts';

export { DEAL_FILE_LIMITS, DEAL_FILE_MESSAGES, DEAL_FILES_PATH } from './deal-file-texts.ts';

const M = DEAL_FILE_MESSAGES;

/** A dollar amount from 0 to $1 billion, with the field's name in every message. */
export function moneyField(label: string, options: { positive?: boolean } = {}) {
  const base = z.number({ error: `Ingresa un número válido en ${label}` });
  const floor = options.positive
    ? base.gt(0, `${label} debe ser mayor que 0`)
    : base.min(0, `${label} no puede ser negativo`);
  return floor.max(MAX_AMOUNT, `${label} es demasiado grande`);
}

/** A percentage from `min` to `max` (0–100 unless said); `missing` when none is given. */
export function percentField(label: string, min = 0, max = 100, missing?: string) {
  return z
    .number({ error: missing ?? `Ingresa un número válido en ${label}` })
    .min(min, `${label} debe estar entre ${min} y ${max}`)
    .max(max, `${label} debe estar entre ${min} y ${max}`);
}

/** A whole number from `min` to `max`. */
export function countField(label: string, min: number, max: number) {
  return z
    .number({ error: `Ingresa un número válido en ${label}` })
    .int(`${label} debe ser un número entero`)
    .min(min, `${label} debe estar entre ${min} y ${max}`)
    .max(max, `${label} debe estar entre ${min} y ${max}`);
}

const D = DEAL_FILE_DEFAULTS;

/** The fields of a deal file, in the order the form shows them. */
const dealFileFieldsSchema = z.object({
  name: z
    .string({ error: M.nameRequired })
    .trim()
    .min(1, M.nameRequired)
    .max(DEAL_FILE_LIMITS.nameMax, M.textTooLong),
  address: z.string().trim().max(DEAL_FILE_LIMITS.addressMax, M.textTooLong).default(''),
  zip: z
    .string()
    .trim()
    .regex(/^(\d{5})?$/, M.zipInvalid)
    .default(''),
  propertyType: z.enum([...PROPERTY_TYPES, ''], { error: M.propertyTypeInvalid }).default(''),
  units: countField('Unidades', 1, 500).optional(),
  bedrooms: countField('Habitaciones', 0, 50).optional(),
  purchasePrice: moneyField('El precio de compra', { positive: true }),
  closingCosts: moneyField('Los costos de cierre').default(D.closingCosts),
  rehabCost: moneyField('La rehabilitación').default(D.rehabCost),
  arv: moneyField('El valor después de reparar (ARV)', { positive: true }).optional(),
  downPayment: moneyField('El pago inicial'),
  interestRate: percentField('La tasa de interés'),
  termYears: countField('El plazo (años)', 1, 50).default(D.termYears),
  interestOnlyYears: countField('Los años de solo interés', 0, 50).default(D.interestOnlyYears),
  points: percentField('Los puntos', 0, 10).default(D.points),
  monthlyRent: moneyField('La renta mensual'),
  otherIncome: moneyField('Otros ingresos').default(D.otherIncome),
  vacancyPct: percentField('La vacancia').default(D.vacancyPct),
  taxes: moneyField('Los impuestos').default(D.taxes),
  insurance: moneyField('El seguro').default(D.insurance),
  hoa: moneyField('La cuota de HOA').default(D.hoa),
  otherExpenses: moneyField('Otros gastos').default(D.otherExpenses),
  maintenancePct: percentField('El mantenimiento').default(D.maintenancePct),
  managementPct: percentField('La administración').default(D.managementPct),
  capexPct: percentField('Las reservas de capital').default(D.capexPct),
  appreciationPct: percentField('La apreciación', -50, 50).default(D.appreciationPct),
  rentGrowthPct: percentField('El aumento de renta', -50, 50).default(D.rentGrowthPct),
  expenseGrowthPct: percentField('El aumento de gastos', -50, 50).default(D.expenseGrowthPct),
  holdYears: countField('Los años de tenencia', 1, 30).default(D.holdYears),
  sellingCostsPct: percentField('Los costos de venta').default(D.sellingCostsPct),
  rehabMonths: countField('Los meses de rehabilitación', 0, 36).default(D.rehabMonths),
  holdingCostsMonthly: moneyField('Los costos de tenencia').optional(),
  refiLtvPct: percentField('El LTV del refinanciamiento').default(D.refiLtvPct),
  refiRate: percentField('La tasa del refinanciamiento').optional(),
  refiTermYears: countField('El plazo del refinanciamiento', 1, 50).default(D.refiTermYears),
  refiClosingCosts: moneyField('Los costos de cierre del refinanciamiento').default(
    D.refiClosingCosts,
  ),
  seasoningMonths: countField('Los meses de temporada (seasoning)', 0, 36).default(
    D.seasoningMonths,
  ),
  acquisitionDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, M.acquisitionDateInvalid)
    .refine(isCalendarDate, M.acquisitionDateInvalid)
    .optional(),
  acquisitionPrice: moneyField('El precio de adquisición', { positive: true }).optional(),
  improvements: moneyField('Las mejoras documentadas').optional(),
  payoff: moneyField('Las deudas que se pagan').optional(),
  flipHoldingMonths: countField('Los meses del flip', 0, 60).default(D.flipHoldingMonths),
});

/** Whether YYYY-MM-DD is a real day of the calendar (no 2026-02-30). */
function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** POST /api/deal-files and PUT /api/deal-files/{id} body. */
export const dealFileInputSchema = dealFileFieldsSchema
  .refine((v) => v.downPayment <= v.purchasePrice, {
    message: M.downOverPrice,
    path: ['downPayment'],
  })
  .refine((v) => v.interestOnlyYears <= v.termYears, {
    message: M.interestOnlyOverTerm,
    path: ['interestOnlyYears'],
  });

/** What a client sends (defaults optional). */
export type DealFileInput = z.input<typeof dealFileInputSchema>;
/** What is stored and returned as `inputs` (defaults filled in). */
export type DealFileInputs = z.output<typeof dealFileInputSchema>;

/**
 * Inputs as stored, read with today's defaults: files saved before a field existed get its default,
 * and the old "utilities during the flip" (on top of taxes, insurance and HOA) becomes the holding
 * costs it was part of.
 */
export function storedDealFileInputs(stored: Record<string, unknown>): DealFileInputs {
  const { flipUtilities, ...rest } = stored as Partial<DealFileInputs> & { flipUtilities?: number };
  const inputs = { ...DEAL_FILE_DEFAULTS, ...rest } as DealFileInputs;
  if (
    inputs.holdingCostsMonthly === undefined &&
    flipUtilities !== undefined &&
    flipUtilities > 0
  ) {
    inputs.holdingCostsMonthly = inputs.taxes + inputs.insurance + inputs.hoa + flipUtilities;
  }
  return inputs;
}

export interface DealFile {
  id: string;
  inputs: DealFileInputs;
  /** Computed on read from `inputs` (shared/finance/deal-analysis.ts). */
  analysis: DealAnalysis;
  createdAt: string;
  updatedAt: string;
  /** Set once the deal was moved into the portfolio (the property's id). */
  portfolioPropertyId: string | null;
  /** The latest ¿Califico? run made from this file, or null. */
  qualification: DealFileQualification | null;
}

/** One row of GET /api/deal-files: the inputs and the headline figures. */
export interface DealFileSummary {
  id: string;
  inputs: DealFileInputs;
  createdAt: string;
  updatedAt: string;
  portfolioPropertyId: string | null;
  qualification: DealFileQualification | null;
  figures: Pick<
    DealAnalysis,
    'cashInvested' | 'monthlyCashFlow' | 'cashOnCash' | 'capRate' | 'lenderDscr' | 'irr'
  >;
}

export interface DealFileListResponse {
  dealFiles: DealFileSummary[];
}
