/**
 * The Pro tools' shared vocabulary, without zod (so the pages that only need texts, limits and
 * catalogues do not load the schema library): messages, limits, the report catalogue, the report
 * validation order, analysis tools and the recent-activity shape. The request schemas are in
 * shared/api/pro.ts.
 */
import type { LetterRecord } from './letters.ts';
import type { PortfolioReportSnapshot } from './portfolio.ts';
import type { PackageRecord } from './vault-catalog.ts';

export const PRO_MESSAGES = {
  reportTypeRequired: 'Por favor selecciona un tipo de reporte',
  addressRequired: 'Por favor ingresa la dirección de la propiedad',
  priceRequired: 'Por favor ingresa un precio de propiedad válido',
  downPaymentRequired: 'Por favor ingresa un pago inicial válido',
  rentRequired: 'Por favor ingresa una renta mensual válida',
  escrowsOverExpenses:
    'Los impuestos, el seguro y la HOA forman parte de los gastos mensuales: no pueden sumar más que ellos',
  templateTypeRequired: 'Por favor selecciona un tipo de reporte para guardar como plantilla',
  templateSaved: 'Plantilla guardada exitosamente. Podrás cargarla en futuros reportes.',
  reportGenerated: 'Reporte generado y descargado exitosamente',
  previewBlocked:
    'No se pudo abrir la ventana de vista previa. Por favor permite ventanas emergentes.',
  shareDownloaded: 'Descargamos el PDF para que lo compartas',
  analysisNameRequired: 'Ponle un nombre al análisis',
  analysisSaved: 'Análisis guardado en tu cuenta',
  analysisUpdated: 'Análisis actualizado',
  analysisDeleted: 'Análisis eliminado',
  analysisNotFound: 'No encontramos ese análisis. Puede que lo hayas eliminado.',
  reportNotFound: 'No encontramos ese reporte.',
  unknownTool: 'Herramienta desconocida',
  tooManyAnalyses:
    'Alcanzaste el límite de 200 análisis guardados en esta herramienta. Elimina alguno para guardar uno nuevo.',
  textTooLong: 'El texto es demasiado largo',
  invalidNumber: 'Ingresa un número válido',
} as const;

const M = PRO_MESSAGES;

export const PRO_LIMITS = {
  nameMax: 120,
  addressMax: 200,
  clientMax: 120,
  notesMax: 2000,
  fieldMax: 40,
  analysesPerTool: 200,
  listMax: 50,
} as const;

/* ── Report catalogue ────────────────────────────────────────────────────── */

export const REPORT_TYPES = [
  'investment-analysis',
  'lender-presentation',
  'partner-proposal',
  'portfolio-review',
  'market-analysis',
  'due-diligence',
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const REPORT_TYPE_LABELS: Record<ReportType, string> = {
  'investment-analysis': 'Análisis de Inversión',
  'lender-presentation': 'Presentación para Prestamista',
  'partner-proposal': 'Propuesta para Socios',
  'portfolio-review': 'Revisión de Portafolio',
  'market-analysis': 'Análisis de Mercado',
  'due-diligence': 'Due Diligence',
};

export const REPORT_PURPOSES = [
  'loan-application',
  'investor-presentation',
  'partnership-proposal',
  'portfolio-documentation',
  'market-research',
] as const;
export type ReportPurpose = (typeof REPORT_PURPOSES)[number];

export const REPORT_PURPOSE_LABELS: Record<ReportPurpose, string> = {
  'loan-application': 'Solicitud de Préstamo',
  'investor-presentation': 'Presentación a Inversionistas',
  'partnership-proposal': 'Propuesta de Sociedad',
  'portfolio-documentation': 'Documentación de Portafolio',
  'market-research': 'Investigación de Mercado',
};

export function isReportType(value: unknown): value is ReportType {
  return typeof value === 'string' && (REPORT_TYPES as readonly string[]).includes(value);
}

/* ── Reports ─────────────────────────────────────────────────────────────── */

/** What a report is made of: the configuration card and the analysis-data card, parsed. */
export interface ReportInput {
  reportType: ReportType;
  clientName: string;
  propertyAddress: string;
  /** Investment amount the report presents, $ (0 when not given). */
  investmentAmount: number;
  reportPurpose: ReportPurpose | '';
  additionalNotes: string;
  propertyPrice: number;
  downPayment: number;
  /** Closing costs, points and rehab in cash, $ (absent in reports made before the field). */
  closingCosts?: number;
  monthlyRent: number;
  /** Other income, $/month (absent in reports made before the field). */
  otherIncome?: number;
  monthlyExpenses: number;
  propertyTaxes: number;
  insurance: number;
  hoa: number;
  interestRate: number;
  loanTerm: number;
  /** Interest-only years (absent in reports made before the field). */
  interestOnlyYears?: number;
}

/** The report form before validation: the type may still be unset. */
export type ReportDraft = Omit<ReportInput, 'reportType'> & { reportType: ReportType | '' };

/**
 * The first problem of a report, in a fixed order whatever the field order (docs/product.md, "Tools
 * and their bands"): type, address, price, down payment, rent; then taxes + insurance + HOA, which
 * are part of the expenses, may not exceed them. Null when valid.
 */
export function reportInputError(draft: {
  reportType: string;
  propertyAddress: string;
  propertyPrice: number;
  downPayment: number;
  monthlyRent: number;
  monthlyExpenses: number;
  propertyTaxes: number;
  insurance: number;
  hoa: number;
}): string | null {
  if (!isReportType(draft.reportType)) return M.reportTypeRequired;
  if (draft.propertyAddress.trim() === '') return M.addressRequired;
  if (!(draft.propertyPrice > 0)) return M.priceRequired;
  if (!(draft.downPayment > 0)) return M.downPaymentRequired;
  if (!(draft.monthlyRent > 0)) return M.rentRequired;
  if (draft.propertyTaxes + draft.insurance + draft.hoa > draft.monthlyExpenses + 0.005) {
    return M.escrowsOverExpenses;
  }
  return null;
}

/** A deal report as stored: its input and when it was generated (the PDF shows this date). */
interface DealReportRecord {
  id: string;
  createdAt: string;
  kind: 'deal';
  input: ReportInput;
}

/**
 * An Elite portfolio report: what it was built from — the properties, balance sheet, goals and
 * rates at generation — so its PDF is rebuilt the same whenever it is downloaded again.
 */
interface PortfolioReportRecord {
  id: string;
  createdAt: string;
  kind: 'portfolio';
  portfolio: PortfolioReportSnapshot;
}

/** One entry of the report history (records stored without `kind` read as deal reports). */
export type ReportRecord = DealReportRecord | PortfolioReportRecord;

export interface ReportListResponse {
  reports: ReportRecord[];
  /** Letters for lenders, kept in the same history. */
  letters: LetterRecord[];
  /** Lender packages built from the document vault (functions/vault/package.ts), newest first. */
  packages: PackageRecord[];
}

/* ── Saved analyses ──────────────────────────────────────────────────────── */

const ANALYSIS_TOOLS = ['roi', 'evaluator', 'scenarios'] as const;
export type AnalysisTool = (typeof ANALYSIS_TOOLS)[number];

export function isAnalysisTool(value: unknown): value is AnalysisTool {
  return typeof value === 'string' && (ANALYSIS_TOOLS as readonly string[]).includes(value);
}

/** Where each tool lives; a saved analysis reopens at `${path}?analysis=<id>`. */
export const ANALYSIS_TOOL_PATHS: Record<AnalysisTool, string> = {
  roi: '/calculadora-roi',
  evaluator: '/evaluador-propiedades',
  scenarios: '/simulador-escenarios',
};

export const ANALYSIS_TOOL_LABELS: Record<AnalysisTool, string> = {
  roi: 'Análisis ROI',
  evaluator: 'Evaluación de propiedad',
  scenarios: 'Simulación de escenarios',
};

/* ── Recent activity ───────────────────────────────────────────────────────── */

export interface ActivityItem {
  kind: 'report' | 'analysis' | 'search';
  title: string;
  href?: string;
  createdAt: string;
}

export interface ActivityResponse {
  activity: ActivityItem[];
}
