import { requireCaller, route } from '../../commons/http.ts';
import { idParam } from '../../pro/params.ts';
import { getLetter } from '../../pro/reports.ts';
import { LETTER_MESSAGES } from '../../../shared/api/letters.ts';

/** GET /api/letters/{id} — a letter of the history again: the same PDF, with its original date. */
export const handler = route('GET /api/letters/{id}', async (req) => {
  const caller = requireCaller(req);
  const record = await getLetter(caller.userId, idParam(req, LETTER_MESSAGES.letterNotFound));
  // jsPDF loads with the first letter, not with the lenders function (its cold start).
  const { letterFileName, renderLetterPdf } = await import('../letters.ts');
  return {
    file: {
      contentType: 'application/pdf',
      fileName: letterFileName(record),
      data: renderLetterPdf(record),
    },
  };
});
