import { logger } from '../commons/logger.ts';
import { sendMailRetried } from '../jobs/mail.ts';
import {
  LENDER_PROGRAM_CONFIRM_DAYS,
  LENDER_PROGRAM_REMIND_DAYS,
} from '../../shared/api/lenders.ts';
import { confirmReminderEmail } from '../qualify/connection-emails.ts';
import { listLenders } from './organisations.ts';
import { listStoredPrograms, markReminded, matchesUntil } from './programs.ts';

const DAY_MS = 86_400_000;

/**
 * The lenders' part of the daily run (functions/jobs/worker.ts): a lender's program confirmed
 * LENDER_PROGRAM_REMIND_DAYS ago or more, and not yet past LENDER_PROGRAM_CONFIRM_DAYS, gets one
 * reminder to its organisation's contact (English). The reminder is claimed on the program first
 * (a conditional write on that confirmation), so two runs never send it twice; saving the program
 * again confirms it and a later confirmation is reminded afresh. A run missed for days still
 * reminds, as long as the program still matches.
 */
export async function runLenderDaily(now = new Date()): Promise<{ confirmReminders: number }> {
  const programs = (await listStoredPrograms()).filter(
    (s) => s.lenderId && s.confirmedAt && !s.remindedAt,
  );
  if (programs.length === 0) return { confirmReminders: 0 };
  const orgs = new Map((await listLenders()).map((o) => [o.lenderId, o]));
  let confirmReminders = 0;
  for (const stored of programs) {
    const age = (now.getTime() - Date.parse(stored.confirmedAt!)) / DAY_MS;
    if (age < LENDER_PROGRAM_REMIND_DAYS || age >= LENDER_PROGRAM_CONFIRM_DAYS) continue;
    const org = orgs.get(stored.lenderId!);
    if (!org || org.status !== 'verified') continue;
    if (!(await markReminded(stored.program.id, stored.confirmedAt!, now))) continue; // saved meanwhile
    try {
      await sendMailRetried(
        'lender-confirm-reminder',
        confirmReminderEmail(org, stored.program, matchesUntil(stored.confirmedAt!)),
      );
      confirmReminders++;
    } catch (error) {
      logger.error('lender confirm reminder failed', {
        programId: stored.program.id,
        error: error as Error,
      });
    }
  }
  logger.info('lenders daily job', { confirmReminders });
  return { confirmReminders };
}
