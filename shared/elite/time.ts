/**
 * Elite's clock: every consulting and masterclass time is wall-clock time in New York (the team's
 * zone), and dates read in Spanish (es-ES), as every member-facing date.
 */
import { once } from '../format.ts';

/** The team's zone; the pages say so next to each time. */
export const CONSULTING_TIME_ZONE = 'America/New_York';
export const CONSULTING_TIME_ZONE_LABEL = 'hora del Este (Nueva York)';

/** "9:00 AM" for "09:00". */
export function slotLabel(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** The calendar date (YYYY-MM-DD) it is now in a time zone. */
export function dateInZone(now: Date, timeZone: string = CONSULTING_TIME_ZONE): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday, for a YYYY-MM-DD date. */
export function weekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

const sessionDayFormat = once(
  () =>
    new Intl.DateTimeFormat('es-ES', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** "jueves, 12 de marzo de 2026" for a YYYY-MM-DD calendar date (no time-zone shift). */
export function sessionDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return sessionDayFormat().format(new Date(Date.UTC(y, m - 1, d, 12)));
}

const monthFormat = once(
  () => new Intl.DateTimeFormat('es-ES', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
);

/** "marzo de 2026" for YYYY-MM. */
export function monthName(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return monthFormat().format(new Date(Date.UTC(y, m - 1, 15)));
}

/** The wall-clock time (HH:MM, 24 h) of an instant in a time zone. */
function timeInZone(instant: Date, timeZone: string = CONSULTING_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('hour')}:${get('minute')}`;
}

/** "miércoles, 15 de abril de 2026, 7:00 PM" in a time zone, for an ISO instant. */
export function dateTimeIn(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  return `${sessionDay(dateInZone(instant, timeZone))}, ${slotLabel(timeInZone(instant, timeZone))}`;
}

/** "9:00 AM" at an instant in a time zone. */
export function clockIn(iso: string, timeZone: string): string {
  return slotLabel(timeInZone(new Date(iso), timeZone));
}

/** "miércoles, 15 de abril de 2026, 7:00 PM" in New York time, for an ISO instant. */
export function easternDateTime(iso: string): string {
  return dateTimeIn(iso, CONSULTING_TIME_ZONE);
}
