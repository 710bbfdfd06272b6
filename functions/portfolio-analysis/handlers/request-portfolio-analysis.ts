import { requireCaller, route } from '../../commons/http.ts';
import { requestAnalysis } from '../analyses.ts';
import {
  ANALYSIS_MESSAGES,
  analysisRequestSchema,
  type AnalysisResponse,
} from '../../../shared/api/portfolio-analysis.ts';

/**
 * POST /api/elite/portfolio-analyses { goals } — ask the team for the personalised portfolio
 * analysis; one open at a time (409), none without a property (400). Emails the team and the member.
 */
export const handler = route('POST /api/elite/portfolio-analyses', async (req) => {
  const caller = requireCaller(req);
  const { goals } = analysisRequestSchema.parse(req.body);
  const analysis = await requestAnalysis(caller.profile, goals);
  const body: AnalysisResponse = { message: ANALYSIS_MESSAGES.requested, analysis };
  return { status: 201, body };
});
