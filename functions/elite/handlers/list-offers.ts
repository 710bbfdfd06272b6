import { requireCaller, route } from '../../commons/http.ts';
import { dealsPage } from '../offers.ts';
import { interestsOf } from '../interests.ts';
import { dealCriteriaSchema, type DealsResponse } from '../../../shared/api/elite.ts';

/** GET /api/elite/deals?type=&priceRange=&minCapRate=&location= — filtered deals and launches. */
export const handler = route('GET /api/elite/deals', async (req) => {
  const { userId } = requireCaller(req);
  const criteria = dealCriteriaSchema.parse(Object.fromEntries(req.query));
  const body: DealsResponse = await dealsPage(criteria, await interestsOf(userId));
  return { body };
});
