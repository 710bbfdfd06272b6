import { requireCaller, route } from '../../commons/http.ts';
import { createLetter } from '../../pro/reports.ts';
import { letterInputSchema } from '../../../shared/api/letters.ts';

/**
 * POST /api/letters { type, … } — a letter for a lender from the member's own facts, recorded in
 * the reports history; answers the PDF (application/pdf) with its history id in X-Letter-Id.
 */
export const handler = route('POST /api/letters', async (req) => {
  const caller = requireCaller(req);
  const input = letterInputSchema.parse(req.body);
  // jsPDF loads with the first letter, not with the lenders function (its cold start).
  const { letterFileName, letterTitle, renderLetterPdf } = await import('../letters.ts');
  const record = await createLetter(caller.userId, input, letterTitle(input));
  return {
    status: 201,
    headers: { 'x-letter-id': record.id },
    file: {
      contentType: 'application/pdf',
      fileName: letterFileName(record),
      data: renderLetterPdf(record),
    },
  };
});
