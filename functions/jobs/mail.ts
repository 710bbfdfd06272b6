import { logger } from '../commons/logger.ts';
import { sendMail, type Mail } from '../commons/mail.ts';
import { mailMessage } from './messages.ts';
import { enqueue } from './queue.ts';

/**
 * Send an email that must arrive (a booking for the consulting team, a "ready" notice): at once,
 * and when SES refuses or is down, through the jobs queue, retried with growing delays until SES
 * takes it or, hours later, the dead-letter queue alarms a person. Throws only when neither works.
 */
export async function sendMailRetried(purpose: string, mail: Mail): Promise<void> {
  try {
    await sendMail(mail);
  } catch (error) {
    logger.warn('email not sent: queued for retry', { purpose, error: error as Error });
    await enqueue(mailMessage(purpose, mail));
  }
}
