import type { Webinar } from '@shared/api/webinars';
import { webinarDay, webinarTimes } from '@shared/webinars/schedule-format';
import { once } from '@shared/format';

const month = once(
  () => new Intl.DateTimeFormat('es-ES', { month: 'short', timeZone: 'America/New_York' }),
);
const dayNumber = once(
  () => new Intl.DateTimeFormat('es-ES', { day: 'numeric', timeZone: 'America/New_York' }),
);

/** A calendar tile (day and month on the East Coast). */
export function DateTile({ startsAt }: { startsAt: string }) {
  const date = new Date(startsAt);
  return (
    <div className="date-tile" aria-hidden="true">
      <span className="date-tile__month">{month().format(date).replace('.', '')}</span>
      <span className="date-tile__day">{dayNumber().format(date)}</span>
    </div>
  );
}

/** "jueves, 10 de diciembre de 2026 · 60 min" and the time in ET, CT, MT and PT. */
export function WebinarWhen({ webinar }: { webinar: Webinar }) {
  return (
    <div className="webinar-when">
      <p className="webinar-when__day">
        <time dateTime={webinar.startsAt}>{webinarDay(webinar.startsAt)}</time> ·{' '}
        {webinar.durationMinutes} min
      </p>
      <p className="webinar-when__times">{webinarTimes(webinar.startsAt)}</p>
    </div>
  );
}
