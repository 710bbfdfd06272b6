import { type ProfileItem, readProfile } from '../auth/profile.ts';
import { logger } from '../commons/logger.ts';
import { sendMail, type Mail } from '../commons/mail.ts';
import { planAllows } from '../../shared/plans.ts';

/**
 * One email to each of these members who is still Elite (a notice ops' publishing sends: a
 * masterclass, a matching deal, a launch). A failed send is logged with `context` and the rest
 * still go out; returns how many were sent.
 */
export async function mailEliteMembers(
  userIds: Iterable<string>,
  mailFor: (profile: ProfileItem, userId: string) => Mail,
  context: { message: string } & Record<string, string>,
): Promise<number> {
  const { message, ...fields } = context;
  let sent = 0;
  for (const userId of userIds) {
    const profile = await readProfile(userId);
    if (!profile || !planAllows(profile.plan, profile.subscriptionStatus, 'elite')) continue;
    try {
      await sendMail(mailFor(profile, userId));
      sent++;
    } catch (error) {
      logger.error(message, { ...fields, userId, error: error as Error });
    }
  }
  return sent;
}
