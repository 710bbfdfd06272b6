import * as z from 'zod';
import { isTimeZone, TIME_ZONE_MESSAGES } from '../time-zone.ts';
import { MESSAGES } from '../messages.ts';

/**
 * PUT /api/auth/time-zone { timeZone } — the member's zone for Elite times (an IANA name), or
 * null to follow the browser's again. Answers the user (UserResponse).
 */
export const timeZoneInputSchema = z.object(
  {
    timeZone: z
      .string({ error: TIME_ZONE_MESSAGES.invalid })
      .refine(isTimeZone, TIME_ZONE_MESSAGES.invalid)
      .nullable(),
  },
  { error: MESSAGES.invalidInput },
);
export type TimeZoneInput = z.input<typeof timeZoneInputSchema>;
