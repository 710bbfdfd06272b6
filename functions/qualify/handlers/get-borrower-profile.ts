import { requireCaller, route } from '../../commons/http.ts';
import { getBorrowerProfile } from '../borrower-profile.ts';
import type { BorrowerProfileResponse } from '../../../shared/api/qualify.ts';

/** GET /api/borrower-profile — the remembered borrower profile, or null. */
export const handler = route('GET /api/borrower-profile', async (req) => {
  const caller = requireCaller(req);
  const body: BorrowerProfileResponse = { profile: await getBorrowerProfile(caller.userId) };
  return { body };
});
