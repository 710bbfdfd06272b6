import { requireCaller, route } from '../../commons/http.ts';
import { deliveredAnalysis } from '../analyses.ts';

/**
 * GET /api/elite/portfolio-analyses/{id}/pdf — a delivered analysis as a PDF signed with the
 * consultant's name and the date; 404 in Spanish for any other.
 */
export const handler = route('GET /api/elite/portfolio-analyses/{id}/pdf', async (req) => {
  const caller = requireCaller(req);
  const analysis = await deliveredAnalysis(caller.userId, req.params.id ?? '');
  // jsPDF loads with the first PDF, not with the elite function (its cold start).
  const { analysisFileName, renderAnalysisPdf } = await import('../pdf.ts');
  const memberName = `${caller.profile.firstName} ${caller.profile.lastName}`.trim();
  return {
    file: {
      contentType: 'application/pdf',
      fileName: analysisFileName(analysis),
      data: renderAnalysisPdf(analysis, memberName),
    },
  };
});
