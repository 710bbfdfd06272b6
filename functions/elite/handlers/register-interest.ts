import { requireCaller, route } from '../../commons/http.ts';
import { logger } from '../../commons/logger.ts';
import { sendMail } from '../../commons/mail.ts';
import { interestReceiptEmail, interestTeamEmail } from '../offer-emails.ts';
import { registerInterest } from '../interests.ts';
import {
  ELITE_MESSAGES,
  interestInputSchema,
  type InterestResponse,
} from '../../../shared/api/elite.ts';

/**
 * POST /api/elite/interests { kind, id } — the member wants a deal (an advisor follows up) or to
 * hear when a launch goes live. The first time emails the member and the consulting team.
 */
export const handler = route('POST /api/elite/interests', async (req) => {
  const { profile } = requireCaller(req);
  const { target, first } = await registerInterest(profile, interestInputSchema.parse(req.body));
  if (first) {
    const results = await Promise.allSettled([
      sendMail(interestReceiptEmail(profile, target)),
      sendMail(interestTeamEmail(profile, target)),
    ]);
    for (const result of results) {
      if (result.status === 'rejected') {
        logger.error('interest email failed', {
          id: target.item.id,
          error: result.reason as Error,
        });
      }
    }
  }
  const message = !first
    ? ELITE_MESSAGES.interestAgain
    : target.kind === 'deal'
      ? ELITE_MESSAGES.interestSaved
      : ELITE_MESSAGES.launchInterestSaved;
  const body: InterestResponse = { message };
  return { status: first ? 201 : 200, body };
});
