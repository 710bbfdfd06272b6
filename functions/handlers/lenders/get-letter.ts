import { requireCaller, route } from '../../commons/http.ts';
import { letterFileName, renderLetterPdf } from '../../lenders/letters.ts';
import { idParam } from '../../pro/params.ts';
import { getLetter } from '../../pro/reports.ts';
import { LETTER_MESSAGES } from '../../../shared/api/letters.ts';

/** GET /api/letters/{id} — a letter of the history again: the same PDF, with its original date. */
export const handler = route('GET /api/letters/{id}', async (req) => {
  const caller = requireCaller(req);
  const record = await getLetter(caller.userId, idParam(req, LETTER_MESSAGES.letterNotFound));
  return {
    file: {
      contentType: 'application/pdf',
      fileName: letterFileName(record),
      data: renderLetterPdf(record),
    },
  };
});
