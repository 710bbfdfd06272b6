import { requireCaller, route } from '../../commons/http.ts';
import { getLatestQualification } from '../qualifications.ts';
import type { LatestQualificationResponse } from '../../../shared/api/qualify.ts';

/** GET /api/qualify/latest — the member's latest ¿Califico? verdict, or null. */
export const handler = route('GET /api/qualify/latest', async (req) => {
  const caller = requireCaller(req);
  const body: LatestQualificationResponse = { latest: await getLatestQualification(caller.userId) };
  return { body };
});
