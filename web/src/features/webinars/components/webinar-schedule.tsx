import { useState } from 'react';
import { WEBINAR_AUDIENCE_LABELS, type WebinarAudience } from '@shared/api/webinars';
import { Spinner } from '@/components/spinner';
import type { User } from '@/lib/session';
import { useWebinars } from '../api/get-webinars';
import { WebinarAction } from './webinar-action';
import { DateTile, WebinarWhen } from './webinar-when';

const FILTERS: { id: 'all' | WebinarAudience; label: string }[] = [
  { id: 'all', label: 'Todas' },
  { id: 'gratuito', label: 'Mensuales · todos los planes' },
  { id: 'pro', label: 'Semanales · Pro y Elite' },
];

/** Upcoming sessions, filterable by audience, each with its sign-up action. */
export function WebinarSchedule({
  user,
  registeredIds,
}: {
  user: User | null;
  registeredIds: ReadonlySet<string>;
}) {
  const schedule = useWebinars();
  const [filter, setFilter] = useState<'all' | WebinarAudience>('all');

  if (schedule.isPending) return <Spinner label="Cargando el calendario..." />;
  if (schedule.isError) {
    return (
      <p className="webinar-empty" role="alert">
        No pudimos cargar el calendario de webinars. Inténtalo de nuevo en unos minutos.
      </p>
    );
  }
  const sessions = schedule.data.webinars.filter((w) => filter === 'all' || w.audience === filter);

  return (
    <>
      <div className="webinar-filters" role="group" aria-label="Filtrar sesiones">
        {FILTERS.map((f) => (
          <button
            key={f.id}
            type="button"
            className={filter === f.id ? 'chip chip--active' : 'chip'}
            aria-pressed={filter === f.id}
            onClick={() => setFilter(f.id)}
          >
            {f.label}
          </button>
        ))}
      </div>
      {sessions.length === 0 ? (
        <p className="webinar-empty">No hay sesiones programadas por ahora. Vuelve pronto.</p>
      ) : (
        <ul className="webinar-list">
          {sessions.map((webinar) => (
            <li key={webinar.id} className="webinar-card" data-testid={`webinar-${webinar.id}`}>
              <DateTile startsAt={webinar.startsAt} />
              <div className="webinar-card__body">
                <span className={`audience audience--${webinar.audience}`}>
                  {WEBINAR_AUDIENCE_LABELS[webinar.audience]}
                </span>
                <h3 className="webinar-card__title">{webinar.title}</h3>
                <WebinarWhen webinar={webinar} />
                <p className="webinar-card__description">{webinar.description}</p>
                <p className="webinar-card__meta">
                  Con {webinar.host} ·{' '}
                  {webinar.seatsLeft > 0
                    ? `${webinar.seatsLeft} lugares disponibles`
                    : 'Cupo completo'}
                </p>
              </div>
              <div className="webinar-card__action">
                <WebinarAction
                  webinar={webinar}
                  user={user}
                  registered={registeredIds.has(webinar.id)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
