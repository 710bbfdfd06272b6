/**
 * The Pro tools' API request schemas (zod): saved analyses (ROI, evaluator, scenarios), report
 * templates and reports. Handlers validate with them; texts, limits and catalogues are in
 * shared/api/pro-catalog.ts.
 */
import * as z from 'zod';
import { PROPERTY_CONDITIONS, PROPERTY_TYPES } from '../finance/evaluator.ts';
import {
  isNegativeNumber,
  MAX_AMOUNT,
  MAX_LOAN_TERM_YEARS,
  MAX_PERCENT,
  NEGATIVE_NUMBER_MESSAGE,
} from '../finance/inputs.ts';
import { MARKET_CONDITIONS } from '../finance/scenarios.ts';
import {
  PRO_LIMITS,
  PRO_MESSAGES,
  REPORT_PURPOSES,
  reportInputError,
  type AnalysisTool,
  type ReportInput,
  type ReportType,
} from './pro-catalog.ts';

const M = PRO_MESSAGES;

const amount = z
  .number({ error: M.invalidNumber })
  .min(0, M.invalidNumber)
  .max(MAX_AMOUNT, M.invalidNumber);
const percent = z
  .number({ error: M.invalidNumber })
  .min(0, M.invalidNumber)
  .max(MAX_PERCENT, M.invalidNumber);

/** POST /api/pro/reports body. Checks run in reportInputError's order whatever the field order. */
export const reportInputSchema = z
  .object({
    reportType: z.string().max(40),
    clientName: z.string().trim().max(PRO_LIMITS.clientMax, M.textTooLong),
    propertyAddress: z.string().trim().max(PRO_LIMITS.addressMax, M.textTooLong),
    investmentAmount: amount,
    reportPurpose: z.enum([...REPORT_PURPOSES, '']),
    additionalNotes: z.string().trim().max(PRO_LIMITS.notesMax, M.textTooLong),
    propertyPrice: amount,
    downPayment: amount,
    closingCosts: amount.default(0),
    monthlyRent: amount,
    otherIncome: amount.default(0),
    monthlyExpenses: amount,
    propertyTaxes: amount,
    insurance: amount,
    hoa: amount,
    interestRate: percent,
    loanTerm: z
      .number({ error: M.invalidNumber })
      .min(1, M.invalidNumber)
      .max(MAX_LOAN_TERM_YEARS, M.invalidNumber),
    interestOnlyYears: z
      .number({ error: M.invalidNumber })
      .int(M.invalidNumber)
      .min(0, M.invalidNumber)
      .max(MAX_LOAN_TERM_YEARS, M.invalidNumber)
      .default(0),
  })
  .superRefine((value, ctx) => {
    const problem = reportInputError(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((value) => value as ReportInput);

/* ── Templates (one per report type) ─────────────────────────────────────── */

/** PUT /api/pro/templates/{reportType} body: a report type's saved template. */
export const templateBodySchema = z.object({
  clientName: z.string().trim().max(PRO_LIMITS.clientMax, M.textTooLong),
  reportPurpose: z.enum([...REPORT_PURPOSES, '']),
  additionalNotes: z.string().trim().max(PRO_LIMITS.notesMax, M.textTooLong),
});
export type TemplateBody = z.infer<typeof templateBodySchema>;

export interface ReportTemplate extends TemplateBody {
  reportType: ReportType;
  /** ISO date-time of the last save. */
  savedDate: string;
}

export interface TemplateListResponse {
  templates: ReportTemplate[];
}

/**
 * What the user typed: kept as text so a reopened analysis shows exactly the same fields. A
 * negative number is refused (the tools would read it as 0 without saying so).
 */
const field = z
  .string()
  .max(PRO_LIMITS.fieldMax, M.textTooLong)
  .refine((v) => !isNegativeNumber(v), NEGATIVE_NUMBER_MESSAGE);

/** A field added after analyses were saved: absent in those, read as empty. */
const laterField = field.default('');

const roiFormSchema = z.object({
  propertyPrice: field,
  downPayment: field,
  /** Closing costs, points and rehab paid in cash. */
  closingCosts: laterField,
  monthlyRent: field,
  otherIncome: laterField,
  monthlyExpenses: field,
  /** Of the expenses: taxes, insurance and HOA (the lender's PITIA). */
  propertyTaxes: laterField,
  insurance: laterField,
  hoa: laterField,
  loanAmount: field,
  interestRate: field,
  loanTerm: field,
  interestOnlyYears: laterField,
});
export type RoiForm = z.infer<typeof roiFormSchema>;

const evaluatorFormSchema = z.object({
  address: z.string().max(PRO_LIMITS.addressMax, M.textTooLong),
  /** ZIP code for the market reference; absent in analyses saved without one. */
  zip: z.string().max(10, M.textTooLong).default(''),
  propertyType: z.enum([...PROPERTY_TYPES, '']),
  condition: z.enum([...PROPERTY_CONDITIONS, '']),
  bedrooms: field,
  bathrooms: field,
  squareFeet: field,
  lotSize: field,
  yearBuilt: field,
  /** Value growth the member expects, % a year; empty: no projection. */
  appreciationPct: laterField,
});
export type EvaluatorForm = z.infer<typeof evaluatorFormSchema>;

/** A scenario variable: a deal file's own value may sit outside the slider's range. */
function variable(bounds: { min: number; max: number }) {
  return z
    .number({ error: M.invalidNumber })
    .min(bounds.min, M.invalidNumber)
    .max(bounds.max, M.invalidNumber);
}

const scenariosFormSchema = z.object({
  propertyPrice: field,
  downPayment: field,
  closingCosts: laterField,
  monthlyRent: field,
  otherIncome: laterField,
  monthlyExpenses: field,
  propertyTaxes: laterField,
  insurance: laterField,
  hoa: laterField,
  /** Empty: 30 years (analyses saved before the field had no other term). */
  loanTerm: laterField,
  interestOnlyYears: laterField,
  rentGrowthPct: laterField,
  expenseGrowthPct: laterField,
  /** Empty: no selling costs (the simulator's return before it had the field). */
  sellingCostsPct: laterField,
  interestRate: variable({ min: 0, max: MAX_PERCENT }),
  vacancyRate: variable({ min: 0, max: MAX_PERCENT }),
  repairCosts: variable({ min: 0, max: MAX_AMOUNT }),
  appreciation: variable({ min: -50, max: 50 }),
  marketCondition: z.enum(MARKET_CONDITIONS),
});
export type ScenariosForm = z.infer<typeof scenariosFormSchema>;

export interface AnalysisForms {
  roi: RoiForm;
  evaluator: EvaluatorForm;
  scenarios: ScenariosForm;
}

export const ANALYSIS_FORM_SCHEMAS = {
  roi: roiFormSchema,
  evaluator: evaluatorFormSchema,
  scenarios: scenariosFormSchema,
} as const;

/** POST /api/pro/analyses/{tool} and PUT …/{id} body. */
export function saveAnalysisSchema<T extends AnalysisTool>(tool: T) {
  return z.object({
    name: z
      .string({ error: M.analysisNameRequired })
      .trim()
      .min(1, M.analysisNameRequired)
      .max(PRO_LIMITS.nameMax, M.textTooLong),
    inputs: ANALYSIS_FORM_SCHEMAS[tool] as unknown as z.ZodType<AnalysisForms[T]>,
  });
}

export interface SavedAnalysis<T extends AnalysisTool = AnalysisTool> {
  id: string;
  tool: T;
  name: string;
  inputs: AnalysisForms[T];
  createdAt: string;
  updatedAt: string;
}

export interface AnalysisListResponse<T extends AnalysisTool = AnalysisTool> {
  analyses: SavedAnalysis<T>[];
}
