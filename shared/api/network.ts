/**
 * Red de inversionistas: an opt-in directory of Elite members and contact requests the platform
 * relays by email. Every route needs plan Elite; the reports list needs staff.
 *   GET    /api/elite/network/profile           my network profile (or null: not in the network)
 *   PUT    /api/elite/network/profile           join or update the profile
 *   DELETE /api/elite/network/profile           leave: profile and requests removed at once
 *   GET    /api/elite/network/members?state=&strategy=&lookingFor=&q=&cursor=   the directory,
 *          filtered, a page at a time in name order ({ members, next }: `next` asks for the next)
 *   GET    /api/elite/network/requests          received and sent requests (emails once accepted)
 *   POST   /api/elite/network/requests          { memberId, message } — a contact request
 *   POST   /api/elite/network/requests/{id}     { action: accept | decline } (the receiver only)
 *   POST   /api/elite/network/blocks            { memberId } — neither sees the other any more
 *   POST   /api/elite/network/reports           { memberId, reason, details } — to staff
 *   GET    /api/staff/network-reports           (staff) the reports, newest first
 */
import * as z from 'zod';
import { MESSAGES } from '../messages.ts';
import { US_STATES } from '../market/states.ts';
import {
  NETWORK_STRATEGIES,
  NETWORK_LOOKING_FOR,
  NETWORK_EXPERIENCE,
  NETWORK_REPORT_REASONS,
  NETWORK_MAX_MARKETS,
  NETWORK_MESSAGES,
  type NetworkStrategy,
  type NetworkLookingFor,
  type NetworkExperience,
  type NetworkReportReason,
} from './network-texts.ts';

export {
  NETWORK_DAILY_REQUESTS,
  NETWORK_PAGE_SIZE,
  NETWORK_MESSAGES,
  type NetworkStrategy,
  type NetworkLookingFor,
  type NetworkExperience,
  type NetworkReportReason,
} from './network-texts.ts';

/** A body that is not an object at all. */
const INVALID = { error: MESSAGES.invalidInput };

const NETWORK_STRATEGY_IDS = NETWORK_STRATEGIES.map((s) => s.id) as [
  NetworkStrategy,
  ...NetworkStrategy[],
];
const NETWORK_LOOKING_FOR_IDS = NETWORK_LOOKING_FOR.map((s) => s.id) as [
  NetworkLookingFor,
  ...NetworkLookingFor[],
];
const NETWORK_EXPERIENCE_IDS = NETWORK_EXPERIENCE.map((s) => s.id) as [
  NetworkExperience,
  ...NetworkExperience[],
];
const NETWORK_REPORT_REASON_IDS = NETWORK_REPORT_REASONS.map((s) => s.id) as [
  NetworkReportReason,
  ...NetworkReportReason[],
];
const STATE_CODES = Object.keys(US_STATES) as [
  keyof typeof US_STATES,
  ...(keyof typeof US_STATES)[],
];
export type StateCode = keyof typeof US_STATES;

/** Free text that ends up in an email's subject or a single line: no control characters. */
const oneLine = (min: number, max: number, short: string, long: string) =>
  z
    .string({ error: short })
    .trim()
    .min(min, short)
    .max(max, long)
    // eslint-disable-next-line no-control-regex
    .refine((s) => !/[\u0000-\u001f\u007f\u2028\u2029]/.test(s), NETWORK_MESSAGES.oneLine);

const networkMarketSchema = z.object({
  state: z.enum(STATE_CODES, { error: NETWORK_MESSAGES.stateRequired }),
  metro: z
    .string({ error: NETWORK_MESSAGES.metroLong })
    .trim()
    .max(60, NETWORK_MESSAGES.metroLong)
    // eslint-disable-next-line no-control-regex
    .refine((s) => !/[\u0000-\u001f\u007f\u2028\u2029]/.test(s), NETWORK_MESSAGES.oneLine)
    .optional()
    .default(''),
});
type NetworkMarket = z.output<typeof networkMarketSchema>;

/**
 * A display name: letters of any script, spaces and the punctuation names use (. , ' ’ - & and
 * parentheses), starting with a letter; nothing that reads as a web address ("banco.com"). It
 * reaches other members' pages and the body of the emails we relay (escaped), never a subject.
 */
const DISPLAY_NAME = /^[\p{L}\p{M}][\p{L}\p{M} .,'’&()-]*$/u;
const WEB_ADDRESS = /[\p{L}\p{M}]\.[\p{L}\p{M}]{2}/u;
const displayNameSchema = oneLine(
  2,
  60,
  NETWORK_MESSAGES.displayNameShort,
  NETWORK_MESSAGES.displayNameLong,
)
  .normalize('NFC')
  .refine((s) => DISPLAY_NAME.test(s) && !WEB_ADDRESS.test(s), NETWORK_MESSAGES.displayNameChars);

export const networkProfileInputSchema = z.object(
  {
    displayName: displayNameSchema,
    markets: z
      .array(networkMarketSchema, { error: NETWORK_MESSAGES.marketsRequired })
      .min(1, NETWORK_MESSAGES.marketsRequired)
      .max(NETWORK_MAX_MARKETS, NETWORK_MESSAGES.marketsTooMany),
    strategies: z
      .array(z.enum(NETWORK_STRATEGY_IDS, { error: NETWORK_MESSAGES.strategiesRequired }), {
        error: NETWORK_MESSAGES.strategiesRequired,
      })
      .min(1, NETWORK_MESSAGES.strategiesRequired)
      .transform((list) => [...new Set(list)]),
    experience: z.enum(NETWORK_EXPERIENCE_IDS, { error: NETWORK_MESSAGES.experienceRequired }),
    lookingFor: z
      .array(z.enum(NETWORK_LOOKING_FOR_IDS, { error: NETWORK_MESSAGES.lookingForRequired }), {
        error: NETWORK_MESSAGES.lookingForRequired,
      })
      .min(1, NETWORK_MESSAGES.lookingForRequired)
      .transform((list) => [...new Set(list)]),
    bio: z
      .string({ error: NETWORK_MESSAGES.bioLong })
      .trim()
      .max(500, NETWORK_MESSAGES.bioLong)
      .optional()
      .default(''),
  },
  INVALID,
);
export type NetworkProfileInput = z.input<typeof networkProfileInputSchema>;

/** What every member of the network sees of a profile (never an email). */
export interface NetworkMember {
  memberId: string;
  displayName: string;
  markets: NetworkMarket[];
  strategies: NetworkStrategy[];
  experience: NetworkExperience;
  lookingFor: NetworkLookingFor[];
  bio: string;
  joinedAt: string;
}

/** The caller's own profile. */
export type NetworkProfile = NetworkMember & { updatedAt: string };

export interface NetworkProfileResponse {
  profile: NetworkProfile | null;
}
export interface NetworkProfileSaved {
  message: string;
  profile: NetworkProfile;
}

/** Between the caller and a directory member: no request, one sent, one received, connected. */
export type NetworkConnection = 'none' | 'sent' | 'received' | 'connected' | 'declined';

export interface NetworkMembersResponse {
  members: (NetworkMember & { connection: NetworkConnection })[];
  /** The `cursor` of the next page, or null on the last one. */
  next: string | null;
}

export const networkFilterSchema = z.object({
  state: z.enum(STATE_CODES).optional().catch(undefined),
  strategy: z.enum(NETWORK_STRATEGY_IDS).optional().catch(undefined),
  lookingFor: z.enum(NETWORK_LOOKING_FOR_IDS).optional().catch(undefined),
  q: z.string().trim().max(60).optional().catch(undefined),
});
export type NetworkFilter = z.output<typeof networkFilterSchema>;

/** Where a page of the directory starts: the `next` of the page before (opaque to the browser). */
export const networkCursorSchema = z
  .string({ error: NETWORK_MESSAGES.pageInvalid })
  .max(400, NETWORK_MESSAGES.pageInvalid)
  .regex(/^[A-Za-z0-9_-]+$/, NETWORK_MESSAGES.pageInvalid)
  .optional();

const memberIdSchema = z
  .string({ error: NETWORK_MESSAGES.memberRequired })
  .regex(/^[A-Za-z0-9_-]{8,40}$/, NETWORK_MESSAGES.memberRequired);

export const contactRequestInputSchema = z.object(
  {
    memberId: memberIdSchema,
    message: z
      .string({ error: NETWORK_MESSAGES.messageShort })
      .trim()
      .min(20, NETWORK_MESSAGES.messageShort)
      .max(1000, NETWORK_MESSAGES.messageLong),
  },
  INVALID,
);

export const contactAnswerSchema = z.object(
  {
    action: z.enum(['accept', 'decline'], { error: NETWORK_MESSAGES.actionRequired }),
  },
  INVALID,
);

export const blockInputSchema = z.object({ memberId: memberIdSchema }, INVALID);

export const reportInputSchema = z.object(
  {
    memberId: memberIdSchema,
    reason: z.enum(NETWORK_REPORT_REASON_IDS, { error: NETWORK_MESSAGES.reasonRequired }),
    details: z
      .string({ error: NETWORK_MESSAGES.detailsLong })
      .trim()
      .max(1000, NETWORK_MESSAGES.detailsLong)
      .optional()
      .default(''),
  },
  INVALID,
);

export type ContactRequestStatus = 'pending' | 'accepted' | 'declined';

/** A contact request as either side sees it; `email` only once accepted. */
export interface ContactRequest {
  id: string;
  direction: 'received' | 'sent';
  /** The other member. */
  member: { memberId: string; displayName: string };
  message: string;
  status: ContactRequestStatus;
  createdAt: string;
  answeredAt: string | null;
  /** The other member's email: only when accepted. */
  email: string | null;
}

export interface ContactRequestsResponse {
  received: ContactRequest[];
  sent: ContactRequest[];
}
export interface ContactRequestResponse {
  message: string;
  request: ContactRequest;
}
export interface NetworkMessageResponse {
  message: string;
}

export interface NetworkReport {
  id: string;
  createdAt: string;
  reason: NetworkReportReason;
  details: string;
  reporter: { memberId: string; displayName: string; name: string; email: string };
  reported: { memberId: string; displayName: string; name: string; email: string };
  /** Whether the reported member is still in the network. */
  reportedInNetwork: boolean;
}
export interface NetworkReportsResponse {
  reports: NetworkReport[];
}
