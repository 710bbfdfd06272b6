/**
 * Webinar times as the schedule shows them: the date in es-ES and the time in the four main US
 * time zones, e.g. "jueves, 12 de febrero de 2026" and "19:00 ET · 18:00 CT · 17:00 MT · 16:00 PT".
 */
const US_TIME_ZONES = [
  { zone: 'America/New_York', label: 'ET' },
  { zone: 'America/Chicago', label: 'CT' },
  { zone: 'America/Denver', label: 'MT' },
  { zone: 'America/Los_Angeles', label: 'PT' },
] as const;

const dayFormat = new Intl.DateTimeFormat('es-ES', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'America/New_York',
});

const timeFormats = US_TIME_ZONES.map(({ zone, label }) => ({
  label,
  format: new Intl.DateTimeFormat('es-ES', { hour: '2-digit', minute: '2-digit', timeZone: zone }),
}));

/** The session's day, as a date on the US East Coast. */
export function webinarDay(startsAt: string | Date): string {
  return dayFormat.format(new Date(startsAt));
}

/** The start time in ET, CT, MT and PT. */
export function webinarTimes(startsAt: string | Date): string {
  const date = new Date(startsAt);
  return timeFormats.map(({ label, format }) => `${format.format(date)} ${label}`).join(' · ');
}
