import { requireCaller, route } from '../../commons/http.ts';
import { logger } from '../../commons/logger.ts';
import { sendMail } from '../../commons/mail.ts';
import { cancelSession } from '../bookings.ts';
import { cancellationEmail, cancellationTeamEmail } from '../consulting-emails.ts';
import { formatMoney } from '../../../shared/format.ts';
import { ELITE_MESSAGES, type MessageResponse } from '../../../shared/api/elite.ts';

/**
 * DELETE /api/elite/bookings/{bookingId} — cancel before it starts; frees the slot. A paid extra
 * session cancelled within the refund policy (shared/elite/consulting.ts) is refunded to the card.
 */
export const handler = route('DELETE /api/elite/bookings/{bookingId}', async (req) => {
  const { profile } = requireCaller(req);
  const { cancelled, promoted, refunded } = await cancelSession(
    profile.userId,
    req.params.bookingId ?? '',
  );
  const results = await Promise.allSettled([
    sendMail(cancellationEmail(profile, cancelled, refunded)),
    sendMail(cancellationTeamEmail(profile, cancelled, promoted)),
  ]);
  for (const result of results) {
    if (result.status === 'rejected') {
      logger.error('cancellation email failed', {
        bookingId: cancelled.id,
        error: result.reason as Error,
      });
    }
  }
  const paid = cancelled.extra && cancelled.payment?.status === 'paid';
  const body: MessageResponse = {
    message: !paid
      ? ELITE_MESSAGES.bookingCancelled
      : refunded
        ? ELITE_MESSAGES.bookingCancelledRefund(formatMoney(cancelled.payment!.amount))
        : ELITE_MESSAGES.bookingCancelledNoRefund,
  };
  return { body };
});
