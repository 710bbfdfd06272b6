import { requireCaller, route } from '../../commons/http.ts';
import { getJob } from '../records.ts';
import type { JobView } from '../../../shared/api/jobs.ts';

/** GET /api/jobs/{id} — one of the caller's jobs: status, progress, and where to download. */
export const handler = route('GET /api/jobs/{id}', async (req) => {
  const caller = requireCaller(req);
  const job = await getJob(caller.userId, req.params.id ?? '');
  // The object's key stays on the server.
  const body: JobView = { ...job, key: undefined } as JobView;
  return { body };
});
