import { requireCaller, route } from '../../commons/http.ts';
import { allMasterclasses, splitMasterclasses, wantsNotice } from '../masterclasses.ts';
import type { MasterclassesResponse } from '../../../shared/api/elite.ts';

/** GET /api/elite/masterclasses — upcoming and recorded classes, and the caller's notice wish. */
export const handler = route('GET /api/elite/masterclasses', async (req) => {
  const { userId } = requireCaller(req);
  const [all, notify] = await Promise.all([allMasterclasses(), wantsNotice(userId)]);
  const body: MasterclassesResponse = { ...splitMasterclasses(all), notify };
  return { body };
});
