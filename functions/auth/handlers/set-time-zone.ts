import { setTimeZone } from '../profile.ts';
import { toUser } from '../accounts.ts';
import { requireCaller, route } from '../../commons/http.ts';
import { timeZoneInputSchema } from '../../../shared/api/time-zone.ts';
import type { UserResponse } from '../../../shared/api/auth.ts';
import { TIME_ZONE_MESSAGES } from '../../../shared/time-zone.ts';

/**
 * PUT /api/auth/time-zone { timeZone } — the zone the member's Elite times are shown in (pages and
 * emails), or null to follow the browser's. Answers the updated user.
 */
export const handler = route('PUT /api/auth/time-zone', async (req) => {
  const caller = requireCaller(req);
  const { timeZone } = timeZoneInputSchema.parse(req.body);
  const profile = await setTimeZone(caller.userId, timeZone);
  const body: UserResponse = {
    message: timeZone === null ? TIME_ZONE_MESSAGES.cleared : TIME_ZONE_MESSAGES.saved,
    user: toUser(profile),
  };
  return { body };
});
