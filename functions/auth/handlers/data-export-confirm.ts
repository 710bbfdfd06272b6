import { startDataExport } from '../member-data.ts';
import { route } from '../../commons/http.ts';
import { memberDataTokenSchema } from '../../../shared/api/member-data.ts';
import { JOB_MESSAGES, type JobAccepted } from '../../../shared/api/jobs.ts';

/**
 * POST /api/auth/data-export/confirm — the emailed link: the ZIP is prepared by the jobs worker;
 * 202 with the job the page follows (signed in) and an email when it is ready.
 */
export const handler = route('POST /api/auth/data-export/confirm', async (req) => {
  const { token } = memberDataTokenSchema.parse(req.body);
  const job = await startDataExport(token);
  const body: JobAccepted = { message: JOB_MESSAGES.exportQueued, job };
  return { status: 202, body };
});
