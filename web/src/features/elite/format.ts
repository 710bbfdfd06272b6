/** Short es-ES dates for tiles and lists: "jue, 12 mar". */
const shortDay = new Intl.DateTimeFormat('es-ES', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** For a YYYY-MM-DD calendar date (no time-zone shift). */
export function shortSessionDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return shortDay.format(new Date(Date.UTC(y, m - 1, d, 12)));
}

const dateTime = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "12 mar 2026, 15:04" in the viewer's time zone (tickets: when it was opened). */
export function shortDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

const time = new Intl.DateTimeFormat('es-ES', { hour: 'numeric', minute: '2-digit' });

/** "15:04" in the viewer's time zone. */
export function shortTime(iso: string): string {
  return time.format(new Date(iso));
}
