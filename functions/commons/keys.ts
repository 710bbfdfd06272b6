import { idTime } from '../pro/ids.ts';

/**
 * Every key of the single table, built in one place. docs/data-model.md describes each item type
 * (what it holds, who writes it, the invariants); this module is the source of the strings, and
 * test/unit/keys.test.ts pins each builder to the pattern written there: a change here changes
 * stored data, so it needs a migration, never a quiet edit.
 *
 * Access patterns (no scans, no indexes: a Get, a BatchGet or a Query on one partition):
 *
 * | Pattern                               | Key condition                                                          |
 * | ------------------------------------- | ---------------------------------------------------------------------- |
 * | The caller of a request               | Get `keys.session(hash)`, then Get `keys.profile(userId)`              |
 * | Log in by email / username free       | Get `keys.email(email)` / `keys.username(name)`                        |
 * | A member's sessions, reset links      | Query `userPk(id)`, begins_with `PREFIX.session` / `PREFIX.reset`      |
 * | Count a request in a rate window      | Update (ADD) `keys.rate(scope, key, window)`                           |
 * | A webhook's member, event applied?    | Get `keys.customer(id)`, Get `keys.stripeEvent(id)` (consistent)       |
 * | A tool's saved analyses, newest first | Query `userPk(id)`, begins_with `analysisPrefix(tool)`, descending     |
 * | Reports history                       | Query `userPk(id)`, begins_with `PREFIX.report`, descending, limit 50  |
 * | Recent activity                       | Query `userPk(id)`, begins_with `PREFIX.activity`, descending          |
 * | Deal files, searches, templates       | Query `userPk(id)`, begins_with `PREFIX.dealFile` / `.dealSearch` / …  |
 * | The whole portfolio                   | Query `PREFIX.portfolio` and `PREFIX.cashFlow`, Get `keys.balanceSheet` |
 * | Lender programs                       | Query `PARTITION.programs`, begins_with `PREFIX.program`               |
 * | A deal file's plans to qualify        | Get `keys.dealFilePlans(userId, dealFileId)`                           |
 * | Connections sent today                | Query `userPk(id)`, begins_with `PREFIX.lenderConnection` + day        |
 * | A lender opens a link                 | Get `keys.lenderLink(hash)`, then `keys.lenderConnection(userId, id)`  |
 * | A member's vault, latest review       | Query `userPk(id)`, begins_with `PREFIX.file` / `PREFIX.review`        |
 * | Staff review queue                    | Query `PARTITION.reviewQueue` (oldest first)                           |
 * | Reminders, abandoned uploads of a day | Query `remindersPk(day)` / `uploadsPk(day)`                            |
 * | Trials to remind of on a day          | Query `billingRemindersPk(day)`                                        |
 * | Deleted members to sweep again        | Query `sweepsPk(day)`                                                  |
 * | Bookings, allowances                  | Query `userPk(id)`, sk BETWEEN `PREFIX.booking` + from and `…~`        |
 * | Upcoming webinars, my sign-ups        | Query `PARTITION.webinars`; `userPk(id)` BETWEEN `PREFIX.webinar` …    |
 * | Deals, launches, masterclasses        | Query `PARTITION.deals` / `.launches` / `.masterclasses`               |
 * | Alerts matching a new deal            | Query `PARTITION.dealAlerts`                                           |
 * | Support queue (a page), by due time   | Query `PARTITION.openTickets` (Limit); resolved: `resolvedTicketsPk(m)` |
 * | A ticket by id (staff reply, ops)     | Get `keys.ticketLocator(id)`, then `keys.ticket(userId, ticketSk)`     |
 * | A member's tickets, newest first      | Query `userPk(id)`, begins_with `PREFIX.ticket`, descending            |
 * | Support channels (ops-set)            | Get `keys.supportChannels()`                                           |
 * | My portfolio analyses, staff queue    | Query `userPk(id)` `PREFIX.portfolioAnalysis`; `.portfolioAnalyses`    |
 * | Network directory (a page), reports   | Query `networkDirectoryPk(shard)` (Limit), `PARTITION.networkReports`  |
 * | Staff list                            | Query `PARTITION.staff`                                                |
 * | Lender organisations, a lender's inbox | Query `PARTITION.lenders`; Query `LENDER#<id>`, begins_with `INBOX#`   |
 * | A member's job (package, data export) | Get `keys.job(userId, id)`                                             |
 * | Everything of a member                | Query `userPk(id)` (export, deletion)                                  |
 */

/** A type (not an interface) so a key is assignable where the SDK wants a plain record. */
export type ItemKey = { pk: string; sk: string };

/** The member's own partition: USER#<id>. */
export const userPk = (userId: string) => `USER#${userId}`;

/** Sort-key prefixes read with begins_with (or sliced off to get the id back). */
export const PREFIX = {
  session: 'SESSION#',
  reset: 'RESET#',
  activity: 'ACTIVITY#',
  report: 'REPORT#',
  template: 'TEMPLATE#',
  dealSearch: 'DEALSEARCH#',
  dealFile: 'DEALFILE#',
  portfolio: 'PORTFOLIO#',
  cashFlow: 'CASHFLOW#',
  program: 'PROGRAM#',
  lenderConnection: 'LENDER_CONNECTION#',
  file: 'FILE#',
  review: 'REVIEW#',
  booking: 'BOOKING#',
  allowance: 'ALLOWANCE#',
  webinar: 'WEBINAR#',
  attendee: 'ATTENDEE#',
  interest: 'INTEREST#',
  dealAlert: 'DEAL_ALERT#',
  ticket: 'TICKET#',
  /** Long work the member follows (a lender package, a data export): functions/jobs/records.ts. */
  job: 'JOB#',
  portfolioAnalysis: 'PORTFOLIO_ANALYSIS#',
  /** Everything of the member's network (profile, requests, day counters, blocks). */
  network: 'NETWORK#',
  networkRequest: 'NETWORK#REQ#',
  networkReport: 'REPORT#',
} as const;

/** Fixed partitions: the lists of "everyone" (one Query each). */
export const PARTITION = {
  staff: 'STAFF',
  programs: 'PROGRAMS',
  lenders: 'LENDERS',
  reviewQueue: 'REVIEWQ',
  webinars: 'WEBINAR',
  videos: 'VIDEO#',
  masterclasses: 'MASTERCLASS',
  masterclassNotify: 'MASTERCLASS_NOTIFY',
  deals: 'ELITE_DEAL',
  launches: 'ELITE_LAUNCH',
  dealAlerts: 'DEAL_ALERTS',
  /** The support tickets not yet resolved, by the time their answer is due. */
  openTickets: 'TICKETS#OPEN',
  portfolioAnalyses: 'PORTFOLIO_ANALYSES',
  networkReports: 'NETWORK#REPORTS',
} as const;

/**
 * Every family of partition keys, as IAM's `dynamodb:LeadingKeys` condition names it (StringLike:
 * `*` is any run of characters, the rest literal). A function writes only the families it declares
 * (AREAS `writes` in functions/routes.ts, JOBS_QUEUE.workerWrites in functions/jobs/settings.ts):
 * its role's grant is built from that list (infra/constructs/app-function.ts bindTable), and the table
 * client refuses any other write the same way wherever the code runs (commons/table-writes.ts), so
 * a missing family fails the local tests, not only AWS. A new kind of partition key gets its family
 * here; test/unit/keys.test.ts holds that every builder's key is in exactly one.
 */
export const LEADING_KEYS = {
  user: 'USER#*',
  email: 'EMAIL#*',
  username: 'USERNAME#*',
  session: 'SESSION#*',
  mfaLogin: 'MFA_LOGIN#*',
  reset: 'RESET#*',
  emailChange: 'EMAIL_CHANGE#*',
  dataExport: 'DATA_EXPORT#*',
  accountDelete: 'ACCOUNT_DELETE#*',
  deletedBilling: 'DELETED#*',
  sweeps: 'SWEEP#*',
  staff: 'STAFF',
  rate: 'RATE#*',
  customer: 'CUSTOMER#*',
  stripeEvent: 'STRIPE_EVENT#*',
  billingReminders: 'BILLING_REMIND#*',
  /** The offline billing simulator's items (never in AWS: no function declares them). */
  billingSimulator: 'SIM#*',
  program: 'PROGRAM#*',
  programs: 'PROGRAMS',
  lenderLink: 'LENDER_LINK#*',
  /** The lender organisations (staff verify them, a lender edits its own). */
  lenders: 'LENDERS',
  /** A lender's inbox: LENDER#<lender id>. */
  lenderInbox: 'LENDER#*',
  reminders: 'REMIND#*',
  uploads: 'UPLOADS#*',
  reviewQueue: 'REVIEWQ',
  slot: 'SLOT#*',
  masterclasses: 'MASTERCLASS',
  masterclassNotify: 'MASTERCLASS_NOTIFY',
  deals: 'ELITE_DEAL',
  launches: 'ELITE_LAUNCH',
  interestRoster: 'INTEREST#*',
  dealAlerts: 'DEAL_ALERTS',
  ticketLocator: 'TICKET#*',
  ticketQueue: 'TICKETS#*',
  portfolioAnalyses: 'PORTFOLIO_ANALYSES',
  /** Ops-set configuration (support channels): written by ops scripts only. */
  config: 'CONFIG',
  networkMember: 'NETWORK#MEMBER#*',
  networkDirectory: 'NETWORK#DIR#*',
  networkPair: 'NETWORK#PAIR#*',
  networkReports: 'NETWORK#REPORTS',
  webinars: 'WEBINAR',
  webinarRoster: 'WEBINAR#*',
  videos: 'VIDEO#',
} as const;
export type LeadingKey = keyof typeof LEADING_KEYS;

/** The support tickets resolved in a month (YYYY-MM): TICKETS#RESOLVED#<YYYY-MM>. */
export const resolvedTicketsPk = (month: string) => `TICKETS#RESOLVED#${month}`;

/** A shard of the network directory's listing: NETWORK#DIR#<letter> (its run's first). */
export const networkDirectoryPk = (shard: string) => `NETWORK#DIR#${shard}`;
/** A saved analysis's sort-key prefix: ANALYSIS#<tool>#. */
export const analysisPrefix = (tool: string) => `ANALYSIS#${tool}#`;
/** The day's vault reminders: REMIND#<YYYY-MM-DD>. */
export const remindersPk = (day: string) => `REMIND#${day}`;
/** The day's trial reminders: BILLING_REMIND#<YYYY-MM-DD>. */
export const billingRemindersPk = (day: string) => `BILLING_REMIND#${day}`;
/** The day's second sweeps of deleted members' objects: SWEEP#<YYYY-MM-DD>. */
export const sweepsPk = (day: string) => `SWEEP#${day}`;
/** The day's started uploads: UPLOADS#<YYYY-MM-DD>. */
export const uploadsPk = (day: string) => `UPLOADS#${day}`;
/** A launch's or deal's interest roster: INTEREST#<kind>#<item id>. */
export const interestPk = (kind: string, itemId: string) => `INTEREST#${kind}#${itemId}`;
/** A webinar's roster: WEBINAR#<id>. */
export const webinarRosterPk = (webinarId: string) => `WEBINAR#${webinarId}`;
/** A lender connection's sort key: LENDER_CONNECTION#<ISO time of the id>#<id>. */
export const lenderConnectionSk = (id: string) =>
  `${PREFIX.lenderConnection}${idTime(id).toISOString()}#${id}`;
/** A report's sort key: REPORT#<ISO time of the id>#<id> (rebuilt from the id alone). */
export const reportSk = (id: string) => `${PREFIX.report}${idTime(id).toISOString()}#${id}`;

const on = (pk: string, sk: string): ItemKey => ({ pk, sk });
const pairMarker = (pairPk: string) => on(pairPk, 'PAIR');

export const keys = {
  // Accounts, sessions, security (functions/auth/, functions/commons/)
  /** The profile (its sk typed as the literal, as ProfileItem has it). */
  profile: (userId: string) => ({ pk: userPk(userId), sk: 'PROFILE' as const }),
  /** Long work of the member's, followed by its page (functions/jobs/records.ts). */
  job: (userId: string, jobId: string) => on(userPk(userId), `${PREFIX.job}${jobId}`),
  email: (email: string) => on(`EMAIL#${email.toLowerCase()}`, 'EMAIL'),
  username: (username: string) => on(`USERNAME#${username.toLowerCase()}`, 'USERNAME'),
  session: (hash: string) => on(`${PREFIX.session}${hash}`, 'SESSION'),
  sessionIndex: (userId: string, hash: string) => on(userPk(userId), `${PREFIX.session}${hash}`),
  mfaLogin: (hash: string) => on(`MFA_LOGIN#${hash}`, 'MFA_LOGIN'),
  /** A pending login's index in its member's partition (account deletion finds it). */
  mfaLoginIndex: (userId: string, hash: string) => on(userPk(userId), `MFA_LOGIN#${hash}`),
  /** Wrong second-factor codes of the account in the current window, and its lock. */
  mfaGuard: (userId: string) => on(userPk(userId), 'MFA_GUARD'),
  reset: (hash: string) => on(`${PREFIX.reset}${hash}`, 'RESET'),
  resetIndex: (userId: string, hash: string) => on(userPk(userId), `${PREFIX.reset}${hash}`),
  emailChange: (hash: string) => on(`EMAIL_CHANGE#${hash}`, 'EMAIL_CHANGE'),
  /** A member-data link (export or deletion): DATA_EXPORT#<hash> / ACCOUNT_DELETE#<hash>. */
  memberDataToken: (purpose: 'export' | 'delete', hash: string) =>
    on(`${purpose === 'export' ? 'DATA_EXPORT' : 'ACCOUNT_DELETE'}#${hash}`, 'TOKEN'),
  /** A member-data link's index in its member's partition (account deletion finds it). */
  memberDataLink: (userId: string, purpose: 'export' | 'delete', hash: string) =>
    on(userPk(userId), `DATA_LINK#${purpose}#${hash}`),
  deletedBilling: (userId: string) => on(`DELETED#${userId}`, 'BILLING'),
  /** A deleted member's objects to sweep again once every URL issued before is dead. */
  memberSweep: (day: string, userId: string) => on(sweepsPk(day), userId),
  staff: (userId: string) => on(PARTITION.staff, userId),
  /** A fixed-window rate counter; the key is compared without case. */
  rate: (scope: string, key: string, window: number) =>
    on(`RATE#${scope}#${key.toLowerCase()}#${window}`, 'RATE'),

  // Billing (functions/billing/)
  checkout: (userId: string) => on(userPk(userId), 'CHECKOUT'),
  customer: (customerId: string) => on(`CUSTOMER#${customerId}`, 'CUSTOMER'),
  stripeEvent: (eventId: string) => on(`STRIPE_EVENT#${eventId}`, 'EVENT'),
  /** A billing email claimed (sent once): BILLING_NOTICE#<event key>. */
  billingNotice: (userId: string, noticeKey: string) =>
    on(userPk(userId), `BILLING_NOTICE#${noticeKey}`),
  /** A trial to remind of on a day (the daily job): BILLING_REMIND#<YYYY-MM-DD>. */
  trialReminder: (day: string, subscriptionId: string) =>
    on(billingRemindersPk(day), subscriptionId),
  /** The offline Stripe simulator's items (never in AWS). */
  sim: {
    subscription: (id: string) => on(`SIM#SUB#${id}`, 'SUBSCRIPTION'),
    intent: (id: string) => on(`SIM#INTENT#${id}`, 'INTENT'),
    customer: (id: string) => on(`SIM#CUSTOMER#${id}`, 'CUSTOMER'),
    charge: (idempotencyKey: string) => on(`SIM#CHARGE#${idempotencyKey}`, 'CHARGE'),
    chargeId: (id: string) => on(`SIM#CHARGEID#${id}`, 'CHARGE'),
    refund: (idempotencyKey: string) => on(`SIM#REFUND#${idempotencyKey}`, 'REFUND'),
  },

  // Pro tools (functions/pro/, functions/portfolio/, functions/deal-finder/, commons/activity.ts)
  analysis: (userId: string, tool: string, id: string) =>
    on(userPk(userId), `${analysisPrefix(tool)}${id}`),
  analysisCounter: (userId: string, tool: string) => on(userPk(userId), `COUNT#ANALYSIS#${tool}`),
  template: (userId: string, reportType: string) =>
    on(userPk(userId), `${PREFIX.template}${reportType}`),
  report: (userId: string, id: string) => on(userPk(userId), reportSk(id)),
  activity: (userId: string, createdAt: string, id: string) =>
    on(userPk(userId), `${PREFIX.activity}${createdAt}#${id}`),
  dealSearch: (userId: string, id: string) => on(userPk(userId), `${PREFIX.dealSearch}${id}`),
  dealFile: (userId: string, id: string) => on(userPk(userId), `${PREFIX.dealFile}${id}`),
  dealFileCounter: (userId: string) => on(userPk(userId), 'COUNT#DEALFILE'),
  portfolioProperty: (userId: string, id: string) => on(userPk(userId), `${PREFIX.portfolio}${id}`),
  portfolioCounter: (userId: string) => on(userPk(userId), 'COUNT#PORTFOLIO'),
  cashFlow: (userId: string, propertyId: string) =>
    on(userPk(userId), `${PREFIX.cashFlow}${propertyId}`),
  balanceSheet: (userId: string) => on(userPk(userId), 'BALANCE_SHEET'),
  progress: (userId: string, tool: string) => on(userPk(userId), `PROGRESS#${tool}`),

  // ¿Califico? and lenders (functions/qualify/, functions/lenders/)
  program: (id: string) => on(`${PREFIX.program}${id}`, 'PROGRAM'),
  programListing: (id: string) => on(PARTITION.programs, `${PREFIX.program}${id}`),
  borrowerProfile: (userId: string) => on(userPk(userId), 'BORROWER_PROFILE'),
  latestQualification: (userId: string) => on(userPk(userId), 'QUALIFICATION#latest'),
  /** The plans to qualify of the latest run from a deal file (beside the file, not in it). */
  dealFilePlans: (userId: string, dealFileId: string) =>
    on(userPk(userId), `QUALIFICATION#${dealFileId}`),
  lenderConnection: (userId: string, id: string) => on(userPk(userId), lenderConnectionSk(id)),
  lenderLink: (hash: string) => on(`LENDER_LINK#${hash}`, 'LENDER_LINK'),
  lenderConnectionsDay: (userId: string, day: string) =>
    on(userPk(userId), `LENDER_CONNECTIONS#${day}`),
  /** A lender organisation, in the one partition staff list (functions/lenders/organisations.ts). */
  lender: (lenderId: string) => on(PARTITION.lenders, `LENDER#${lenderId}`),
  /** A connection in a lender's inbox: the member and the connection it points to. */
  lenderInbox: (lenderId: string, connectionId: string) =>
    on(`LENDER#${lenderId}`, `INBOX#${connectionId}`),

  // Document vault (functions/vault/)
  file: (userId: string, fileId: string) => on(userPk(userId), `${PREFIX.file}${fileId}`),
  vaultCounter: (userId: string) => on(userPk(userId), 'COUNTER#vault'),
  reminder: (day: string, userId: string, fileId: string) =>
    on(remindersPk(day), `${userId}#${fileId}`),
  upload: (day: string, userId: string, fileId: string) =>
    on(uploadsPk(day), `${userId}#${fileId}`),
  review: (userId: string, reviewId: string) => on(userPk(userId), `${PREFIX.review}${reviewId}`),
  reviewOpen: (userId: string) => on(userPk(userId), 'REVIEWOPEN'),
  reviewQueue: (submittedAt: string, userId: string, reviewId: string) =>
    on(PARTITION.reviewQueue, `${submittedAt}#${userId}#${reviewId}`),

  // Elite services and support (functions/elite/)
  slot: (date: string, time: string) => on(`SLOT#${date}#${time}`, 'SLOT'),
  booking: (userId: string, date: string, time: string) =>
    on(userPk(userId), `${PREFIX.booking}${date}#${time}`),
  allowance: (userId: string, month: string) => on(userPk(userId), `${PREFIX.allowance}${month}`),
  masterclass: (id: string) => on(PARTITION.masterclasses, id),
  masterclassNotify: (userId: string) => on(PARTITION.masterclassNotify, userPk(userId)),
  deal: (id: string) => on(PARTITION.deals, id),
  launch: (id: string) => on(PARTITION.launches, id),
  interest: (userId: string, kind: string, itemId: string) =>
    on(userPk(userId), interestPk(kind, itemId)),
  interestRoster: (kind: string, itemId: string, userId: string) =>
    on(interestPk(kind, itemId), userPk(userId)),
  dealAlert: (userId: string, alertId: string) =>
    on(userPk(userId), `${PREFIX.dealAlert}${alertId}`),
  dealAlertIndex: (userId: string, alertId: string) =>
    on(PARTITION.dealAlerts, `${userPk(userId)}#${alertId}`),
  dealAlertCriteria: (userId: string, hash: string) =>
    on(userPk(userId), `DEAL_ALERT_CRITERIA#${hash}`),
  dealAlertCounter: (userId: string) => on(userPk(userId), 'COUNT#DEAL_ALERT'),
  ticket: (userId: string, ticketSk: string) => on(userPk(userId), ticketSk),
  /** A ticket's sort key: TICKET#<createdAt>#<ticket id> (kept on its queue entry). */
  ticketSk: (createdAt: string, ticketId: string) => `${PREFIX.ticket}${createdAt}#${ticketId}`,
  /** Where a ticket is, by its id alone (staff and ops know only the id). */
  ticketLocator: (ticketId: string) => on(`${PREFIX.ticket}${ticketId}`, 'TICKET'),
  /** A ticket in the support queue while not resolved: sorted by when its answer is due. */
  openTicket: (respondBy: string, ticketId: string) =>
    on(PARTITION.openTickets, `${respondBy}#${ticketId}`),
  /** A resolved ticket, in the partition of the month it was resolved (ops look back by month). */
  resolvedTicket: (resolvedAt: string, ticketId: string) =>
    on(resolvedTicketsPk(resolvedAt.slice(0, 7)), `${resolvedAt}#${ticketId}`),
  portfolioAnalysis: (userId: string, analysisId: string) =>
    on(userPk(userId), `${PREFIX.portfolioAnalysis}${analysisId}`),
  portfolioAnalysisOpen: (userId: string) => on(userPk(userId), 'PORTFOLIO_ANALYSIS_OPEN'),
  portfolioAnalysisQueue: (analysisId: string, userId: string) =>
    on(PARTITION.portfolioAnalyses, `${analysisId}#${userId}`),
  /** Ops-set support channels (the team's WhatsApp link); absent until ops set one. */
  supportChannels: () => on('CONFIG', 'SUPPORT_CHANNELS'),
  networkProfile: (userId: string) => on(userPk(userId), 'NETWORK#PROFILE'),
  /** A member of the directory by the id others see (send, block, report look it up). */
  networkMember: (memberId: string) => on(`NETWORK#MEMBER#${memberId}`, 'MEMBER'),
  /**
   * A member's place in the directory's listing: one partition per shard (a run of first letters
   * of the folded name), sorted by folded name, so a page is a few bounded Queries.
   */
  networkListing: (shard: string, sortName: string, memberId: string) =>
    on(networkDirectoryPk(shard), `${sortName}#${memberId}`),
  networkRequest: (userId: string, requestId: string) =>
    on(userPk(userId), `${PREFIX.networkRequest}${requestId}`),
  /** One open request per pair, whichever side asks: NETWORK#PAIR#<a>#<b> with a < b. */
  networkPair: (one: string, other: string) =>
    pairMarker(one < other ? `NETWORK#PAIR#${one}#${other}` : `NETWORK#PAIR#${other}#${one}`),
  /** The pair marker from the pk a request item keeps (`pairPk`). */
  networkPairAt: (pairPk: string) => pairMarker(pairPk),
  networkDay: (userId: string, day: string) => on(userPk(userId), `NETWORK#DAY#${day}`),
  networkBlock: (userId: string, otherId: string) => on(userPk(userId), `NETWORK#BLOCK#${otherId}`),
  /** The mirror of a block, on the blocked member's partition. */
  networkBlockedBy: (blockedId: string, blockerId: string) =>
    on(userPk(blockedId), `NETWORK#BLOCKEDBY#${blockerId}`),
  /** A declined request between two members, on both sides: they stay apart, in or out. */
  networkDeclined: (userId: string, otherId: string) =>
    on(userPk(userId), `NETWORK#DECLINED#${otherId}`),
  networkReport: (reporterId: string, reportedId: string) =>
    on(PARTITION.networkReports, `${PREFIX.networkReport}${reporterId}#${reportedId}`),

  // Public content (ops-loaded)
  webinar: (startsAt: string, id: string) => on(PARTITION.webinars, `${startsAt}#${id}`),
  webinarSignUp: (userId: string, startsAt: string, id: string) =>
    on(userPk(userId), `${PREFIX.webinar}${startsAt}#${id}`),
  webinarAttendee: (webinarId: string, userId: string) =>
    on(webinarRosterPk(webinarId), `${PREFIX.attendee}${userId}`),
  video: (id: string) => on(PARTITION.videos, id),
};
