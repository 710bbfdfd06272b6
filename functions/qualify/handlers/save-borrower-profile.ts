import { requireCaller, route } from '../../commons/http.ts';
import { saveBorrowerProfile } from '../borrower-profile.ts';
import { borrowerSchema, type BorrowerProfileResponse } from '../../../shared/api/qualify.ts';

/** PUT /api/borrower-profile — remember the borrower part of the ¿Califico? form. */
export const handler = route('PUT /api/borrower-profile', async (req) => {
  const caller = requireCaller(req);
  const profile = borrowerSchema.parse(req.body);
  const body: BorrowerProfileResponse = {
    profile: await saveBorrowerProfile(caller.userId, profile),
  };
  return { body };
});
