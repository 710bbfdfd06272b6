import { TZDate } from '@date-fns/tz';

/**
 * A wall-clock time in an IANA time zone as a UTC instant ("19:00 in America/New_York on
 * 2026-02-12" → 2026-02-13T00:00Z), daylight saving included (@date-fns/tz).
 */
export function zonedTimeToUtc(
  date: { year: number; month: number; day: number; hour: number; minute: number },
  timeZone: string,
): Date {
  const zoned = new TZDate(date.year, date.month - 1, date.day, date.hour, date.minute, timeZone);
  return new Date(zoned.getTime());
}
