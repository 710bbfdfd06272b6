/**
 * The personalised portfolio analysis (Elite): the member asks for it from /portafolio, a named
 * consultant of the team writes it from the staff console, the member reads it on a page and in a
 * PDF signed with the consultant's name and the date.
 *
 *   POST /api/elite/portfolio-analyses            { goals } → 201 AnalysisResponse
 *   GET  /api/elite/portfolio-analyses            → AnalysesResponse (newest first)
 *   GET  /api/elite/portfolio-analyses/{id}/pdf   → the delivered report as a PDF
 *   GET  /api/staff/portfolio-analyses            → StaffAnalysisQueueResponse (oldest first)
 *   GET  /api/staff/portfolio-analyses/{memberId}/{id}        → StaffAnalysisResponse
 *   POST /api/staff/portfolio-analyses/{memberId}/{id}/take   → StaffAnalysisResponse
 *   PUT  /api/staff/portfolio-analyses/{memberId}/{id}/report AnalysisReportInput → AnalysisResponse
 */
import * as z from 'zod';
import { MESSAGES } from '../messages.ts';
import {
  ANALYSIS_LIMITS as L,
  ANALYSIS_MESSAGES as M,
  type AnalysisStatus,
  type RecommendationPriority,
} from './portfolio-analysis-texts.ts';
import type { DealFileSummary } from './deal-files.ts';
import type { Specialist } from './elite.ts';
import type { PortfolioResponse } from './portfolio.ts';
import type { LatestQualification } from './qualify.ts';

export { ANALYSIS_MESSAGES, analysisPath, priorityLabel } from './portfolio-analysis-texts.ts';

export const analysisRequestSchema = z.object(
  {
    goals: z
      .string({ error: M.goalsShort })
      .trim()
      .min(L.goalsMin, M.goalsShort)
      .max(L.goalsMax, M.goalsLong),
  },
  { error: MESSAGES.invalidInput },
);
export type AnalysisRequestInput = z.input<typeof analysisRequestSchema>;

const text = (short: string) =>
  z.string({ error: short }).trim().min(L.textMin, short).max(L.textMax, M.textLong);

/** What the consultant writes: per property (findings, recommendations) and overall. */
export const analysisReportSchema = z.object(
  {
    summary: z
      .string({ error: M.summaryShort })
      .trim()
      .min(L.summaryMin, M.summaryShort)
      .max(L.summaryMax, M.summaryLong),
    properties: z.array(
      z.object(
        {
          propertyId: z.string({ error: M.propertiesMismatch }).min(1, M.propertiesMismatch),
          findings: text(M.findingsShort),
          recommendations: text(M.recommendationsShort),
        },
        { error: M.propertiesMismatch },
      ),
      { error: M.propertiesMismatch },
    ),
    recommendations: z
      .array(
        z.object(
          {
            priority: z.enum(['alta', 'media', 'baja'], { error: M.priority }),
            text: z
              .string({ error: M.recommendationShort })
              .trim()
              .min(L.recommendationMin, M.recommendationShort)
              .max(L.recommendationMax, M.recommendationLong),
          },
          { error: M.recommendationShort },
        ),
        { error: M.recommendationsEmpty },
      )
      .min(1, M.recommendationsEmpty)
      .max(L.recommendationsMax, M.recommendationsMany),
  },
  { error: MESSAGES.invalidInput },
);
export type AnalysisReportInput = z.input<typeof analysisReportSchema>;

/** A property as the consultant analysed it: the member's figures at delivery, and the text. */
export interface AnalysedProperty {
  propertyId: string;
  name: string;
  currentValue: number;
  loanBalance: number;
  monthlyRent: number;
  /** Principal, interest, taxes, insurance and HOA, $/month. */
  pitia: number;
  cashFlow: number;
  equity: number;
  findings: string;
  recommendations: string;
}

export interface AnalysisReport {
  summary: string;
  properties: AnalysedProperty[];
  recommendations: { priority: RecommendationPriority; text: string }[];
  /** The portfolio's totals at delivery. */
  totals: {
    value: number;
    debt: number;
    equity: number;
    monthlyCashFlow: number;
    dscr: number | null;
    netWorth: number;
  };
}

export interface PortfolioAnalysis {
  id: string;
  status: AnalysisStatus;
  goals: string;
  requestedAt: string;
  /** The consultant who took it (and signs it), once one did. */
  consultant: Specialist | null;
  deliveredAt: string | null;
  report: AnalysisReport | null;
}

export interface AnalysisResponse {
  message: string;
  analysis: PortfolioAnalysis;
}
export interface AnalysesResponse {
  analyses: PortfolioAnalysis[];
}

/** A request waiting in the staff console. */
export interface StaffAnalysisEntry {
  memberId: string;
  id: string;
  memberName: string;
  requestedAt: string;
  status: AnalysisStatus;
  consultant: Specialist | null;
  /** The caller is its consultant. */
  mine: boolean;
}
export interface StaffAnalysisQueueResponse {
  requests: StaffAnalysisEntry[];
}

/** Everything the consultant works from: the request and the member's own data, read now. */
export interface StaffAnalysisResponse {
  analysis: PortfolioAnalysis;
  mine: boolean;
  member: { name: string; email: string };
  portfolio: PortfolioResponse;
  dealFiles: DealFileSummary[];
  qualification: LatestQualification | null;
}
