import { requireCaller, route } from '../../commons/http.ts';
import { deliverAnalysis } from '../../portfolio-analysis/analyses.ts';
import {
  ANALYSIS_MESSAGES,
  analysisReportSchema,
  type AnalysisResponse,
} from '../../../shared/api/portfolio-analysis.ts';

/**
 * PUT /api/staff/portfolio-analyses/{memberId}/{id}/report — (staff) deliver the analysis: findings
 * and recommendations for every property of the member's portfolio and overall. The member gets it
 * on their page, in a PDF and by email. Logged.
 */
export const handler = route(
  'PUT /api/staff/portfolio-analyses/{memberId}/{id}/report',
  async (req) => {
    const input = analysisReportSchema.parse(req.body);
    const analysis = await deliverAnalysis(
      requireCaller(req).profile,
      req.params.memberId ?? '',
      req.params.id ?? '',
      input,
    );
    const body: AnalysisResponse = { message: ANALYSIS_MESSAGES.delivered, analysis };
    return { body };
  },
);
