import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  PARTITION,
  PREFIX,
  analysisPrefix,
  keys,
  lenderConnectionSk,
  reportSk,
  type ItemKey,
} from '../../functions/commons/keys.ts';
import { familiesOf } from '../../functions/commons/table-writes.ts';

/**
 * The stored keys are a contract with the data already in the table: each builder is pinned to
 * the literal pattern of docs/data-model.md (placeholders passed as arguments), and each pattern
 * must appear in that page, so the code, the doc and the data cannot drift apart.
 */
const doc = readFileSync(new URL('../../docs/data-model.md', import.meta.url), 'utf8');

// A report / connection id: 13 digits of epoch ms, then random hex (functions/pro/ids.ts).
const ID = '1767225600000-0123456789ab';
const ID_TIME = '2026-01-01T00:00:00.000Z';

const cases: [string, ItemKey, ItemKey][] = [
  ['profile', keys.profile('<id>'), { pk: 'USER#<id>', sk: 'PROFILE' }],
  ['email', keys.email('<lowercased email>'), { pk: 'EMAIL#<lowercased email>', sk: 'EMAIL' }],
  [
    'username',
    keys.username('<lowercased username>'),
    { pk: 'USERNAME#<lowercased username>', sk: 'USERNAME' },
  ],
  [
    'session',
    keys.session('<sha256 of the cookie token>'),
    { pk: 'SESSION#<sha256 of the cookie token>', sk: 'SESSION' },
  ],
  ['sessionIndex', keys.sessionIndex('<id>', '<hash>'), { pk: 'USER#<id>', sk: 'SESSION#<hash>' }],
  ['mfaLogin', keys.mfaLogin('<sha256>'), { pk: 'MFA_LOGIN#<sha256>', sk: 'MFA_LOGIN' }],
  [
    'mfaLoginIndex',
    keys.mfaLoginIndex('<id>', '<sha256>'),
    { pk: 'USER#<id>', sk: 'MFA_LOGIN#<sha256>' },
  ],
  ['mfaGuard', keys.mfaGuard('<id>'), { pk: 'USER#<id>', sk: 'MFA_GUARD' }],
  [
    'memberDataLink',
    keys.memberDataLink('<id>', 'export', '<sha256>'),
    { pk: 'USER#<id>', sk: 'DATA_LINK#export#<sha256>' },
  ],
  [
    'memberSweep',
    keys.memberSweep('<YYYY-MM-DD>', '<userId>'),
    { pk: 'SWEEP#<YYYY-MM-DD>', sk: '<userId>' },
  ],
  ['reset', keys.reset('<sha256>'), { pk: 'RESET#<sha256>', sk: 'RESET' }],
  ['resetIndex', keys.resetIndex('<id>', '<hash>'), { pk: 'USER#<id>', sk: 'RESET#<hash>' }],
  [
    'emailChange',
    keys.emailChange('<sha256>'),
    { pk: 'EMAIL_CHANGE#<sha256>', sk: 'EMAIL_CHANGE' },
  ],
  [
    'memberDataToken export',
    keys.memberDataToken('export', '<sha256>'),
    { pk: 'DATA_EXPORT#<sha256>', sk: 'TOKEN' },
  ],
  [
    'memberDataToken delete',
    keys.memberDataToken('delete', '<sha256>'),
    { pk: 'ACCOUNT_DELETE#<sha256>', sk: 'TOKEN' },
  ],
  ['deletedBilling', keys.deletedBilling('<id>'), { pk: 'DELETED#<id>', sk: 'BILLING' }],
  ['job', keys.job('<id>', '<job id>'), { pk: 'USER#<id>', sk: 'JOB#<job id>' }],
  ['staff', keys.staff('<userId>'), { pk: 'STAFF', sk: '<userId>' }],
  ['checkout', keys.checkout('<id>'), { pk: 'USER#<id>', sk: 'CHECKOUT' }],
  [
    'customer',
    keys.customer('<Stripe customer>'),
    { pk: 'CUSTOMER#<Stripe customer>', sk: 'CUSTOMER' },
  ],
  ['stripeEvent', keys.stripeEvent('<event id>'), { pk: 'STRIPE_EVENT#<event id>', sk: 'EVENT' }],
  [
    'billingNotice',
    keys.billingNotice('<id>', '<event key>'),
    { pk: 'USER#<id>', sk: 'BILLING_NOTICE#<event key>' },
  ],
  [
    'trialReminder',
    keys.trialReminder('<YYYY-MM-DD>', '<subscription id>'),
    { pk: 'BILLING_REMIND#<YYYY-MM-DD>', sk: '<subscription id>' },
  ],
  ['sim.subscription', keys.sim.subscription('<id>'), { pk: 'SIM#SUB#<id>', sk: 'SUBSCRIPTION' }],
  ['sim.intent', keys.sim.intent('<id>'), { pk: 'SIM#INTENT#<id>', sk: 'INTENT' }],
  ['sim.customer', keys.sim.customer('<id>'), { pk: 'SIM#CUSTOMER#<id>', sk: 'CUSTOMER' }],
  [
    'sim.charge',
    keys.sim.charge('<idempotency key>'),
    { pk: 'SIM#CHARGE#<idempotency key>', sk: 'CHARGE' },
  ],
  ['sim.chargeId', keys.sim.chargeId('<id>'), { pk: 'SIM#CHARGEID#<id>', sk: 'CHARGE' }],
  [
    'sim.refund',
    keys.sim.refund('<idempotency key>'),
    { pk: 'SIM#REFUND#<idempotency key>', sk: 'REFUND' },
  ],
  [
    'analysis',
    keys.analysis('<id>', '<tool>', '<analysis id>'),
    { pk: 'USER#<id>', sk: 'ANALYSIS#<tool>#<analysis id>' },
  ],
  [
    'analysisCounter',
    keys.analysisCounter('<id>', '<tool>'),
    { pk: 'USER#<id>', sk: 'COUNT#ANALYSIS#<tool>' },
  ],
  [
    'template',
    keys.template('<id>', '<report type>'),
    { pk: 'USER#<id>', sk: 'TEMPLATE#<report type>' },
  ],
  [
    'activity',
    keys.activity('<id>', '<ISO time>', '<uuid>'),
    { pk: 'USER#<id>', sk: 'ACTIVITY#<ISO time>#<uuid>' },
  ],
  [
    'dealSearch',
    keys.dealSearch('<id>', '<search id>'),
    { pk: 'USER#<id>', sk: 'DEALSEARCH#<search id>' },
  ],
  [
    'dealFile',
    keys.dealFile('<id>', '<deal file id>'),
    { pk: 'USER#<id>', sk: 'DEALFILE#<deal file id>' },
  ],
  ['dealFileCounter', keys.dealFileCounter('<id>'), { pk: 'USER#<id>', sk: 'COUNT#DEALFILE' }],
  [
    'portfolioProperty',
    keys.portfolioProperty('<id>', '<property id>'),
    { pk: 'USER#<id>', sk: 'PORTFOLIO#<property id>' },
  ],
  ['portfolioCounter', keys.portfolioCounter('<id>'), { pk: 'USER#<id>', sk: 'COUNT#PORTFOLIO' }],
  [
    'cashFlow',
    keys.cashFlow('<id>', '<property id>'),
    { pk: 'USER#<id>', sk: 'CASHFLOW#<property id>' },
  ],
  ['balanceSheet', keys.balanceSheet('<id>'), { pk: 'USER#<id>', sk: 'BALANCE_SHEET' }],
  ['progress', keys.progress('<id>', '<tool>'), { pk: 'USER#<id>', sk: 'PROGRESS#<tool>' }],
  ['program', keys.program('<id>'), { pk: 'PROGRAM#<id>', sk: 'PROGRAM' }],
  ['programListing', keys.programListing('<id>'), { pk: 'PROGRAMS', sk: 'PROGRAM#<id>' }],
  ['lender', keys.lender('<lender id>'), { pk: 'LENDERS', sk: 'LENDER#<lender id>' }],
  [
    'lenderInbox',
    keys.lenderInbox('<lender id>', '<connection id>'),
    { pk: 'LENDER#<lender id>', sk: 'INBOX#<connection id>' },
  ],
  ['borrowerProfile', keys.borrowerProfile('<id>'), { pk: 'USER#<id>', sk: 'BORROWER_PROFILE' }],
  [
    'latestQualification',
    keys.latestQualification('<id>'),
    { pk: 'USER#<id>', sk: 'QUALIFICATION#latest' },
  ],
  [
    'dealFilePlans',
    keys.dealFilePlans('<id>', '<deal file id>'),
    { pk: 'USER#<id>', sk: 'QUALIFICATION#<deal file id>' },
  ],
  ['lenderLink', keys.lenderLink('<sha256>'), { pk: 'LENDER_LINK#<sha256>', sk: 'LENDER_LINK' }],
  [
    'lenderConnectionsDay',
    keys.lenderConnectionsDay('<id>', '<YYYY-MM-DD>'),
    { pk: 'USER#<id>', sk: 'LENDER_CONNECTIONS#<YYYY-MM-DD>' },
  ],
  ['file', keys.file('<id>', '<file id>'), { pk: 'USER#<id>', sk: 'FILE#<file id>' }],
  ['vaultCounter', keys.vaultCounter('<id>'), { pk: 'USER#<id>', sk: 'COUNTER#vault' }],
  [
    'reminder',
    keys.reminder('<YYYY-MM-DD>', '<userId>', '<fileId>'),
    { pk: 'REMIND#<YYYY-MM-DD>', sk: '<userId>#<fileId>' },
  ],
  [
    'upload',
    keys.upload('<YYYY-MM-DD>', '<userId>', '<fileId>'),
    { pk: 'UPLOADS#<YYYY-MM-DD>', sk: '<userId>#<fileId>' },
  ],
  ['review', keys.review('<id>', '<review id>'), { pk: 'USER#<id>', sk: 'REVIEW#<review id>' }],
  ['reviewOpen', keys.reviewOpen('<id>'), { pk: 'USER#<id>', sk: 'REVIEWOPEN' }],
  [
    'reviewQueue',
    keys.reviewQueue('<submittedAt>', '<userId>', '<reviewId>'),
    { pk: 'REVIEWQ', sk: '<submittedAt>#<userId>#<reviewId>' },
  ],
  ['slot', keys.slot('<date>', '<time>'), { pk: 'SLOT#<date>#<time>', sk: 'SLOT' }],
  [
    'booking',
    keys.booking('<id>', '<date>', '<time>'),
    { pk: 'USER#<id>', sk: 'BOOKING#<date>#<time>' },
  ],
  [
    'allowance',
    keys.allowance('<id>', '<YYYY-MM>'),
    { pk: 'USER#<id>', sk: 'ALLOWANCE#<YYYY-MM>' },
  ],
  ['masterclass', keys.masterclass('<id>'), { pk: 'MASTERCLASS', sk: '<id>' }],
  [
    'masterclassNotify',
    keys.masterclassNotify('<id>'),
    { pk: 'MASTERCLASS_NOTIFY', sk: 'USER#<id>' },
  ],
  ['deal', keys.deal('<deal id>'), { pk: 'ELITE_DEAL', sk: '<deal id>' }],
  ['launch', keys.launch('<launch id>'), { pk: 'ELITE_LAUNCH', sk: '<launch id>' }],
  [
    'interest',
    keys.interest('<id>', '<kind>', '<item id>'),
    { pk: 'USER#<id>', sk: 'INTEREST#<kind>#<item id>' },
  ],
  [
    'interestRoster',
    keys.interestRoster('<kind>', '<item id>', '<id>'),
    { pk: 'INTEREST#<kind>#<item id>', sk: 'USER#<id>' },
  ],
  [
    'dealAlert',
    keys.dealAlert('<id>', '<alert id>'),
    { pk: 'USER#<id>', sk: 'DEAL_ALERT#<alert id>' },
  ],
  [
    'dealAlertIndex',
    keys.dealAlertIndex('<id>', '<alert id>'),
    { pk: 'DEAL_ALERTS', sk: 'USER#<id>#<alert id>' },
  ],
  [
    'dealAlertCriteria',
    keys.dealAlertCriteria('<id>', '<sha256>'),
    { pk: 'USER#<id>', sk: 'DEAL_ALERT_CRITERIA#<sha256>' },
  ],
  ['dealAlertCounter', keys.dealAlertCounter('<id>'), { pk: 'USER#<id>', sk: 'COUNT#DEAL_ALERT' }],
  [
    'ticket',
    keys.ticket('<id>', keys.ticketSk('<createdAt>', '<ticket id>')),
    { pk: 'USER#<id>', sk: 'TICKET#<createdAt>#<ticket id>' },
  ],
  ['ticketLocator', keys.ticketLocator('<ticket id>'), { pk: 'TICKET#<ticket id>', sk: 'TICKET' }],
  [
    'openTicket',
    keys.openTicket('<respondBy>', '<ticket id>'),
    { pk: 'TICKETS#OPEN', sk: '<respondBy>#<ticket id>' },
  ],
  [
    'resolvedTicket',
    keys.resolvedTicket('2026-11-27T03:00:00.000Z', '<ticket id>'),
    { pk: 'TICKETS#RESOLVED#2026-11', sk: '2026-11-27T03:00:00.000Z#<ticket id>' },
  ],
  ['supportChannels', keys.supportChannels(), { pk: 'CONFIG', sk: 'SUPPORT_CHANNELS' }],
  [
    'portfolioAnalysis',
    keys.portfolioAnalysis('<id>', '<analysis id>'),
    { pk: 'USER#<id>', sk: 'PORTFOLIO_ANALYSIS#<analysis id>' },
  ],
  [
    'portfolioAnalysisOpen',
    keys.portfolioAnalysisOpen('<id>'),
    { pk: 'USER#<id>', sk: 'PORTFOLIO_ANALYSIS_OPEN' },
  ],
  [
    'portfolioAnalysisQueue',
    keys.portfolioAnalysisQueue('<analysis id>', '<userId>'),
    { pk: 'PORTFOLIO_ANALYSES', sk: '<analysis id>#<userId>' },
  ],
  ['networkProfile', keys.networkProfile('<id>'), { pk: 'USER#<id>', sk: 'NETWORK#PROFILE' }],
  [
    'networkMember',
    keys.networkMember('<memberId>'),
    { pk: 'NETWORK#MEMBER#<memberId>', sk: 'MEMBER' },
  ],
  [
    'networkListing',
    keys.networkListing('<letter>', '<folded name>', '<memberId>'),
    { pk: 'NETWORK#DIR#<letter>', sk: '<folded name>#<memberId>' },
  ],
  [
    'networkDeclined',
    keys.networkDeclined('<id>', '<otherId>'),
    { pk: 'USER#<id>', sk: 'NETWORK#DECLINED#<otherId>' },
  ],
  [
    'networkRequest',
    keys.networkRequest('<id>', '<request id>'),
    { pk: 'USER#<id>', sk: 'NETWORK#REQ#<request id>' },
  ],
  ['networkPair', keys.networkPair('<a>', '<b>'), { pk: 'NETWORK#PAIR#<a>#<b>', sk: 'PAIR' }],
  [
    'networkDay',
    keys.networkDay('<id>', '<YYYY-MM-DD>'),
    { pk: 'USER#<id>', sk: 'NETWORK#DAY#<YYYY-MM-DD>' },
  ],
  [
    'networkBlock',
    keys.networkBlock('<id>', '<otherId>'),
    { pk: 'USER#<id>', sk: 'NETWORK#BLOCK#<otherId>' },
  ],
  [
    'networkReport',
    keys.networkReport('<reporterId>', '<reportedId>'),
    { pk: 'NETWORK#REPORTS', sk: 'REPORT#<reporterId>#<reportedId>' },
  ],
  ['webinar', keys.webinar('<startsAt>', '<id>'), { pk: 'WEBINAR', sk: '<startsAt>#<id>' }],
  [
    'webinarSignUp',
    keys.webinarSignUp('<id>', '<startsAt>', '<id>'),
    { pk: 'USER#<id>', sk: 'WEBINAR#<startsAt>#<id>' },
  ],
  [
    'webinarAttendee',
    keys.webinarAttendee('<id>', '<userId>'),
    { pk: 'WEBINAR#<id>', sk: 'ATTENDEE#<userId>' },
  ],
  ['video', keys.video('<id>'), { pk: 'VIDEO#', sk: '<id>' }],
];

describe('table keys (docs/data-model.md)', () => {
  it.each(cases)('%s builds the documented key', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
    expect(doc).toContain(`\`${expected.pk}\``);
    expect(doc).toContain(`\`${expected.sk}\``);
  });

  it('builds the keys whose parts are computed', () => {
    // Emails and usernames are compared without case; so are rate keys (an email or an IP).
    expect(keys.email('Ana@Example.COM')).toEqual({ pk: 'EMAIL#ana@example.com', sk: 'EMAIL' });
    expect(keys.username('AnaG')).toEqual({ pk: 'USERNAME#anag', sk: 'USERNAME' });
    expect(keys.rate('login', 'Ana@Example.com', 123)).toEqual({
      pk: 'RATE#login#ana@example.com#123',
      sk: 'RATE',
    });
    expect(doc).toContain('`RATE#<scope>#<key>#<window>`/`RATE`');
    // The pair is the same whichever side asks.
    expect(keys.networkPair('b', 'a')).toEqual(keys.networkPair('a', 'b'));
    expect(keys.networkBlockedBy('<otherId>', '<id>')).toEqual({
      pk: 'USER#<otherId>',
      sk: 'NETWORK#BLOCKEDBY#<id>',
    });
    expect(doc).toContain('`NETWORK#BLOCKEDBY#<id>`');
    // Reports and connections sort by the time their id carries.
    expect(reportSk(ID)).toBe(`REPORT#${ID_TIME}#${ID}`);
    expect(keys.report('u1', ID)).toEqual({ pk: 'USER#u1', sk: `REPORT#${ID_TIME}#${ID}` });
    expect(lenderConnectionSk(ID)).toBe(`LENDER_CONNECTION#${ID_TIME}#${ID}`);
    expect(keys.lenderConnection('u1', ID)).toEqual({
      pk: 'USER#u1',
      sk: `LENDER_CONNECTION#${ID_TIME}#${ID}`,
    });
    expect(doc).toContain('`REPORT#<ISO time>#<id>`');
    expect(doc).toContain('`LENDER_CONNECTION#<ISO time>#<id>`');
  });

  it('keeps the query prefixes and fixed partitions', () => {
    expect(analysisPrefix('roi')).toBe('ANALYSIS#roi#');
    expect(PREFIX).toEqual({
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
      job: 'JOB#',
      portfolioAnalysis: 'PORTFOLIO_ANALYSIS#',
      network: 'NETWORK#',
      networkRequest: 'NETWORK#REQ#',
      networkReport: 'REPORT#',
    });
    expect(PARTITION).toEqual({
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
      openTickets: 'TICKETS#OPEN',
      portfolioAnalyses: 'PORTFOLIO_ANALYSES',
      networkReports: 'NETWORK#REPORTS',
    });
  });
});

describe('partition-key families (LEADING_KEYS: what IAM grants a function to write)', () => {
  /**
   * Every key builder of `keys`, nested ones too, called with an id in each argument (ticketSk
   * builds a sort key only; networkPairAt rebuilds networkPair's key from its pk).
   */
  function allKeys(builders: Record<string, unknown>, path = ''): [string, ItemKey][] {
    return Object.entries(builders).flatMap(([name, builder]): [string, ItemKey][] => {
      if (typeof builder !== 'function') {
        return allKeys(builder as Record<string, unknown>, `${path}${name}.`);
      }
      if (name === 'networkPairAt')
        return [[name, keys.networkPairAt(keys.networkPair(ID, ID).pk)]];
      const key = (builder as (...a: string[]) => unknown)(ID, ID, ID);
      return typeof key === 'object' ? [[`${path}${name}`, key as ItemKey]] : [];
    });
  }

  it.each(allKeys(keys))('%s is in exactly one family', (_name, key) => {
    expect(familiesOf(key.pk)).toHaveLength(1);
  });

  it('puts the documented partitions each in one family', () => {
    for (const [, , expected] of cases)
      expect(familiesOf(expected.pk), expected.pk).toHaveLength(1);
    for (const pk of Object.values(PARTITION)) expect(familiesOf(pk), pk).toHaveLength(1);
  });
});
