/**
 * A wall-clock time in an IANA time zone as a UTC instant ("19:00 in America/New_York on
 * 2026-02-12" → 2026-02-13T00:00Z), daylight saving included, with Intl only.
 */
export function zonedTimeToUtc(
  date: { year: number; month: number; day: number; hour: number; minute: number },
  timeZone: string,
): Date {
  const asUtc = Date.UTC(date.year, date.month - 1, date.day, date.hour, date.minute);
  // Two passes: the offset at the guess, then at the corrected instant (DST edges).
  let instant = asUtc - offsetMs(new Date(asUtc), timeZone);
  instant = asUtc - offsetMs(new Date(instant), timeZone);
  return new Date(instant);
}

/** The zone's offset from UTC at an instant, in milliseconds (−5 h → −18,000,000). */
function offsetMs(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}
