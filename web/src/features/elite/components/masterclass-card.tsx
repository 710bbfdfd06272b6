import { dateInZone, dateTimeIn } from '@shared/elite/time';
import { timeZoneShortLabel } from '@shared/time-zone';
import { useMemberTimeZone } from '@/lib/time-zone';
import type { Masterclass } from '@shared/api/elite';
import { downloadBlob } from '@/lib/download-blob';
import { ExamplePill } from './deal-card';
import { EliteIcon } from './elite-icons';
import './elite.css';
import './elite-masterclasses.css';

const dayNumber = new Intl.DateTimeFormat('es-ES', { day: 'numeric', timeZone: 'UTC' });
const monthShort = new Intl.DateTimeFormat('es-ES', { month: 'short', timeZone: 'UTC' });

/** The class's day in the member's zone, as the date badge shows it. */
function badgeParts(iso: string, timeZone: string) {
  const [y, m, d] = dateInZone(new Date(iso), timeZone).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const noon = new Date(Date.UTC(y, m - 1, d, 12));
  return { day: dayNumber.format(noon), month: monthShort.format(noon).replace('.', '') };
}

/**
 * Save the invitation: the same .ics the "new masterclass" email carries. The iCalendar writer
 * (the `ics` library, ~21 kB gzipped) loads on the first click.
 */
async function downloadInvitation(masterclass: Masterclass) {
  const { masterclassIcs } = await import('@shared/elite-calendar');
  const ics = masterclassIcs(masterclass, window.location.origin);
  downloadBlob(
    new Blob([ics], { type: 'text/calendar;charset=utf-8' }),
    `masterclass-${masterclass.id}.ics`,
  );
}

type MasterclassKind = 'upcoming' | 'recorded';

/** A recording to watch, or a live session to join and add to the calendar. */
function MasterclassActions({
  masterclass,
  kind,
}: {
  masterclass: Masterclass;
  kind: MasterclassKind;
}) {
  return (
    <div className="elite-actions">
      {kind === 'recorded' && masterclass.recordingUrl ? (
        <a
          href={masterclass.recordingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="elite-link-button elite-link-button--gold"
        >
          <EliteIcon name="play" className="elite-inline-icon" />
          Ver grabación
        </a>
      ) : null}
      {kind === 'upcoming' && masterclass.joinUrl ? (
        <a
          href={masterclass.joinUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="elite-link-button elite-link-button--gold"
        >
          Entrar a la sesión
        </a>
      ) : null}
      {kind === 'upcoming' ? (
        <button
          type="button"
          className="elite-link-button elite-link-button--plain"
          onClick={() => void downloadInvitation(masterclass)}
        >
          <EliteIcon name="download" className="elite-inline-icon" />
          Agregar a mi calendario
        </button>
      ) : null}
    </div>
  );
}

/** One masterclass: its date badge, level, instructor, time, topics and actions. */
export function MasterclassCard({
  masterclass,
  kind,
}: {
  masterclass: Masterclass;
  kind: MasterclassKind;
}) {
  const { timeZone } = useMemberTimeZone();
  const badge = badgeParts(masterclass.startsAt, timeZone);
  return (
    <li className="elite-class">
      <div className="elite-class__date" aria-hidden="true">
        <span className="elite-class__day">{badge.day}</span>
        <span className="elite-class__month">{badge.month}</span>
      </div>
      <div className="elite-class__body">
        <div className="elite-class__pills">
          <span
            className={`elite-pill ${kind === 'upcoming' ? 'elite-pill--dark' : 'elite-pill--navy'}`}
          >
            {kind === 'upcoming' ? 'En vivo' : 'Grabación'}
          </span>
          <span className="elite-pill elite-pill--gold">{masterclass.level}</span>
          {masterclass.example ? <ExamplePill /> : null}
        </div>
        <h3 className="elite-class__title">{masterclass.title}</h3>
        <p className="elite-class__who">
          {masterclass.instructor} · <span>{masterclass.instructorRole}</span>
        </p>
        <p className="elite-class__when">
          <EliteIcon name="clock" />
          <span>
            {dateTimeIn(masterclass.startsAt, timeZone)}, {timeZoneShortLabel(timeZone)} ·{' '}
            {masterclass.durationMinutes} min
          </span>
        </p>
        <p className="elite-class__text">{masterclass.description}</p>
        <ul className="elite-class__topics" aria-label="Temas">
          {masterclass.topics.map((topic) => (
            <li key={topic}>{topic}</li>
          ))}
        </ul>
        <MasterclassActions masterclass={masterclass} kind={kind} />
        {kind === 'upcoming' && !masterclass.joinUrl ? (
          <p className="elite-class__hint">
            El enlace para entrar aparecerá aquí antes de la sesión.
          </p>
        ) : null}
      </div>
    </li>
  );
}
