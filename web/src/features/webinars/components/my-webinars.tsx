import type { WebinarRegistration } from '@shared/api/webinars';
import { toast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useCancelWebinar } from '../api/cancel-webinar';
import { CalendarDownload } from './calendar-download';
import { DateTile, WebinarWhen } from './webinar-when';

/** The sessions the user signed up for, with the join link once published. */
export function MyWebinars({ registrations }: { registrations: WebinarRegistration[] }) {
  const cancel = useCancelWebinar();

  if (registrations.length === 0) {
    return (
      <p className="webinar-empty">
        Todavía no estás inscrito en ninguna sesión. Elige una en el calendario de abajo.
      </p>
    );
  }
  return (
    <ul className="webinar-list">
      {registrations.map(({ webinar, joinUrl }) => (
        <li key={webinar.id} className="webinar-card webinar-card--mine">
          <DateTile startsAt={webinar.startsAt} />
          <div className="webinar-card__body">
            <h3 className="webinar-card__title">{webinar.title}</h3>
            <WebinarWhen webinar={webinar} />
            <p className="webinar-card__meta">
              {joinUrl ? (
                <a href={joinUrl} target="_blank" rel="noreferrer">
                  Entrar a la sesión
                </a>
              ) : (
                'El enlace para entrar aparecerá aquí antes de la sesión.'
              )}
            </p>
          </div>
          <div className="webinar-card__action webinar-card__action--stack">
            <CalendarDownload webinar={webinar} joinUrl={joinUrl} />
            <button
              type="button"
              className="btn btn--link"
              disabled={cancel.isPending}
              aria-label={`Cancelar inscripción: ${webinar.title}`}
              onClick={() =>
                cancel.mutate(webinar.id, {
                  onSuccess: (result) =>
                    toast({ title: 'Inscripción cancelada', description: result.message }),
                  onError: (error) =>
                    toast({
                      title: 'Error',
                      description: errorMessage(error, 'No pudimos cancelar tu inscripción.'),
                      variant: 'destructive',
                    }),
                })
              }
            >
              Cancelar inscripción
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
