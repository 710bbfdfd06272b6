import { requireCaller, route } from '../../commons/http.ts';
import { getDealFile } from '../../deal-files/store.ts';
import { getKeptPlans } from '../qualifications.ts';
import { idParam } from '../../pro/params.ts';
import type { KeptPlansResponse } from '../../../shared/api/qualify.ts';
import { DEAL_FILE_MESSAGES } from '../../../shared/api/deal-file-texts.ts';

/**
 * GET /api/qualify/plans/{id} — the plans to qualify of the latest ¿Califico? run from the
 * member's deal file `id` (null before the first run); another member's file, or none: 404.
 */
export const handler = route('GET /api/qualify/plans/{id}', async (req) => {
  const { userId } = requireCaller(req);
  const id = idParam(req, DEAL_FILE_MESSAGES.notFound);
  await getDealFile(userId, id); // 404 when the member has no such file
  const body: KeptPlansResponse = { kept: await getKeptPlans(userId, id) };
  return { body };
});
