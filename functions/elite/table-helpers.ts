import type { ProfileItem } from '../commons/access.ts';
import { db, tableName } from '../commons/db.ts';
import { keys } from '../commons/keys.ts';
import { logger } from '../commons/logger.ts';
import { sendMail, type Mail } from '../commons/mail.ts';
import { planAllows } from '../../shared/plans.ts';

/** A user's profile, or undefined (the notices below, and the network's contact emails). */
export async function profileOf(userId: string): Promise<ProfileItem | undefined> {
  const { Item } = await db.get({
    TableName: tableName,
    Key: keys.profile(userId),
  });
  return Item as ProfileItem | undefined;
}

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
    const profile = await profileOf(userId);
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
