/**
 * Ops for the Elite area: exclusive deals and launches, masterclasses, support tickets.
 * Runs against the configured table and SES (the functions' configuration: TABLE_NAME,
 * AWS_REGION and AWS credentials in AWS; MAIL_FROM, SITE_URL for the emails). With --local it
 * targets the local runtime of `npm start` instead (DynamoDB Local on DYNAMODB_PORT or 8000, the
 * SES emulator on SES_PORT or 8005).
 *
 *   npx tsx scripts/elite-content.ts [--local] <command> [arguments]
 *
 *   deals-load <file.json>         Add or update deals and launches from
 *                                  { "deals": [...], "launches": [...] } (fields: functions/elite/
 *                                  deals.ts dealInputSchema / launchInputSchema; example:
 *                                  `examples deals`). A NEW deal emails every Elite member whose
 *                                  saved alert matches it; "fromLaunch": "<launchId>" also emails
 *                                  the members following that launch and removes the launch.
 *   deals-list                     Active deals and upcoming launches.
 *   deal-remove <id>               Take a deal off the list (e.g. under contract).
 *   launch-remove <id>             Take a launch off the list.
 *   masterclass-add <file.json>    Add one masterclass, or an array of them (fields:
 *                                  functions/elite/masterclasses.ts masterclassInputSchema;
 *                                  example: `examples masterclasses`). Emails every Elite member
 *                                  who asked to be notified.
 *   masterclass-recording <id> <url>  Publish the recording of a class; emails the same members.
 *   masterclass-list               All masterclasses with their ids.
 *   tickets [status] [YYYY-MM]     The open queue, most due first (abierto, en-progreso), or
 *                                  the tickets resolved in a month (resuelto; this month unless
 *                                  given).
 *   tickets-migrate                Move the queue of before its split (one TICKETS partition)
 *                                  to the locators and the open and monthly partitions; once.
 *   ticket-status <id> <status>    Move a ticket (e.g. IL-260312-K7QF en-progreso); the member
 *                                  sees it in the history list and gets an email.
 *   whatsapp <url|off>             Offer the team's WhatsApp on the Elite support page and
 *                                  dashboard: WhatsApp's click-to-chat link to the team's number,
 *                                  https://wa.me/<country code and number>. `off` takes it away.
 *                                  Unset, no page mentions WhatsApp.
 *   seed                           Load the example deals, launches and masterclasses (what the
 *                                  local runtime seeds at start-up when its lists are empty).
 *   examples <deals|masterclasses> Print the examples as a JSON file to start from.
 */
import { readFile } from 'node:fs/promises';
import { opsArgs } from './local/ops-args.ts';

const args = opsArgs({ mail: true });

// The functions read their configuration when first imported: after the lines above.
const deals = await import('../functions/elite/offers.ts');
const masterclasses = await import('../functions/elite/masterclasses.ts');
const tickets = await import('../functions/elite/tickets.ts');
const examples = await import('../functions/elite/examples.ts');
const { seedEliteExamples } = await import('./local/seed.ts');
const { setWhatsappUrl } = await import('../functions/elite/support-channels.ts');
const { readProfile } = await import('../functions/auth/profile.ts');
const { sendMail } = await import('../functions/commons/mail.ts');
const { ticketStatusEmail } = await import('../functions/elite/support-emails.ts');
const { TICKET_STATUS_IDS } = await import('../shared/elite/support.ts');

type TicketStatus = (typeof TICKET_STATUS_IDS)[number];

function usage(message?: string): never {
  if (message) console.error(message);
  console.error(
    'Usage: npx tsx scripts/elite-content.ts [--local] <command> (see the header of this file)',
  );
  process.exit(2);
}

async function readJson(file: string | undefined): Promise<unknown> {
  if (!file) usage('A JSON file is required.');
  return JSON.parse(await readFile(file, 'utf8')) as unknown;
}

function isTicketStatus(value: string | undefined): value is TicketStatus {
  return TICKET_STATUS_IDS.includes(value as TicketStatus);
}

/**
 * One case per command of the usage above, each a few lines of loading, saving and printing. Kept
 * whole (over 80 lines): the commands read as one list, as the usage lists them.
 */
async function main(): Promise<void> {
  const [command, first, second] = args;
  switch (command) {
    case 'deals-load': {
      const content = deals.contentFileSchema.parse(await readJson(first));
      for (const launch of content.launches) {
        await deals.putLaunch(launch);
        console.log(`launch ${launch.id}: saved`);
      }
      for (const deal of content.deals) {
        const result = await deals.putDeal(deal);
        console.log(
          `deal ${deal.id}: ${result.created ? 'added' : 'updated'}; alerts emailed: ${result.alertsEmailed}; launch followers emailed: ${result.launchFollowersEmailed}`,
        );
      }
      return;
    }
    case 'deals-list': {
      for (const d of await deals.activeDeals()) {
        console.log(
          `${d.id}\t${d.status}\t${d.location}\t$${d.price}\tcap ${d.capRate}%\t${d.daysLeft} días`,
        );
      }
      for (const l of await deals.upcomingLaunches()) {
        console.log(`launch ${l.id}\t${l.location}\t${l.launchDate}`);
      }
      return;
    }
    case 'deal-remove':
    case 'launch-remove': {
      if (!first) usage('An id is required.');
      const removed = await deals.removeContent(
        command === 'deal-remove' ? 'deal' : 'launch',
        first,
      );
      console.log(removed ? `${first}: removed` : `${first}: not found`);
      if (!removed) process.exitCode = 1;
      return;
    }
    case 'masterclass-add': {
      const json = await readJson(first);
      for (const input of Array.isArray(json) ? json : [json]) {
        const result = await masterclasses.addMasterclass(input as never);
        console.log(
          result.created
            ? `masterclass ${result.masterclass.id}: added; members emailed: ${result.notified}`
            : `masterclass ${result.masterclass.id}: already exists (nothing sent)`,
        );
      }
      return;
    }
    case 'masterclass-recording': {
      if (!first || !second) usage('An id and a recording URL are required.');
      const result = await masterclasses.publishRecording(first, second);
      console.log(
        `masterclass ${result.masterclass.id}: recording published; members emailed: ${result.notified}`,
      );
      return;
    }
    case 'masterclass-list': {
      for (const m of await masterclasses.allMasterclasses()) {
        console.log(
          `${m.id}\t${m.startsAt}\t${m.recordingUrl ? 'grabada' : 'en vivo'}\t${m.title}`,
        );
      }
      return;
    }
    case 'tickets': {
      if (first !== undefined && !isTicketStatus(first))
        usage(`Status: ${TICKET_STATUS_IDS.join(', ')}`);
      for (const t of await tickets.ticketQueue(first as TicketStatus | undefined, second)) {
        console.log(`${t.id}\t${t.status}\t${t.priority}\t${t.respondBy}\t${t.subject}`);
      }
      return;
    }
    case 'tickets-migrate': {
      console.log(`tickets moved: ${await tickets.migrateLegacyTicketQueue()}`);
      return;
    }
    case 'ticket-status': {
      if (!first || !isTicketStatus(second))
        usage(`ticket-status <id> <${TICKET_STATUS_IDS.join('|')}>`);
      const result = await tickets.setTicketStatus(first, second);
      if (!result) {
        console.error(`${first}: no such ticket`);
        process.exitCode = 1;
        return;
      }
      const profile = await readProfile(result.userId);
      if (profile) await sendMail(ticketStatusEmail(profile, result.ticket));
      console.log(`${first}: ${second}${profile ? `; emailed ${profile.email}` : ''}`);
      return;
    }
    case 'whatsapp': {
      if (!first) usage('whatsapp <https://wa.me/<number>|off>');
      await setWhatsappUrl(first === 'off' ? null : first);
      console.log(first === 'off' ? 'WhatsApp: off' : `WhatsApp: ${first}`);
      return;
    }
    case 'seed': {
      await seedEliteExamples();
      console.log('Examples loaded (deals, launches, masterclasses).');
      return;
    }
    case 'examples': {
      const now = new Date();
      if (first === 'deals') {
        const content = {
          deals: examples.exampleDeals(now),
          launches: examples.exampleLaunches(now),
        };
        console.log(JSON.stringify(content, null, 2));
      } else if (first === 'masterclasses') {
        console.log(JSON.stringify(examples.exampleMasterclasses(now), null, 2));
      } else usage('examples deals | examples masterclasses');
      return;
    }
    default:
      usage(command ? `Unknown command: ${command}` : undefined);
  }
}

try {
  await main();
} catch (error) {
  // Bad input files: say which field, not a stack trace.
  if (error instanceof Error && error.name === 'ZodError') {
    const issues = (error as Error & { issues: { path: PropertyKey[]; message: string }[] }).issues;
    for (const issue of issues)
      console.error(`${issue.path.join('.') || '(root)'}: ${issue.message}`);
  } else {
    console.error(error instanceof Error ? error.message : error);
  }
  process.exitCode = 1;
}
