import { Badge, Button } from '@aws-amplify/ui-react';
import { formatDateTime } from '@shared/format';
import { toast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { useSessions } from '../api/get-sessions';
import { deviceLabel } from './device-label';
import '@aws-amplify/ui-react/styles/badge.css';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';

const failed = (fallback: string) => (error: unknown) =>
  toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' });

type Session = NonNullable<ReturnType<typeof useSessions>['data']>['sessions'][number];

/** One signed-in device: what it is, when it was last used, and "Cerrar sesión" if not this one. */
function SessionItem({
  session,
  endOne,
}: {
  session: Session;
  /** One mutation for the whole list: while a session ends, every "Cerrar sesión" waits. */
  endOne: ReturnType<typeof useEndSession>;
}) {
  return (
    <li className="session-list__item">
      <div className="session-list__text">
        <p className="session-list__device" title={session.userAgent || undefined}>
          {deviceLabel(session.userAgent)}{' '}
          {session.current ? <Badge variation="success">Este dispositivo</Badge> : null}
        </p>
        <p className="session-list__dates">
          Última actividad: {formatDateTime(session.lastSeenAt)}
          <br />
          Inicio de sesión: {formatDateTime(session.createdAt)}
        </p>
      </div>
      {session.current ? null : (
        <Button
          size="small"
          isDisabled={endOne.isPending}
          aria-label={`Cerrar sesión: ${deviceLabel(session.userAgent)}, última actividad ${formatDateTime(session.lastSeenAt)}`}
          onClick={() =>
            endOne.mutate(session.id, {
              onSuccess: (answer) =>
                toast({
                  title: 'Sesión cerrada',
                  description: answer.message,
                  variant: 'success',
                }),
              onError: failed('No se pudo cerrar la sesión'),
            })
          }
        >
          Cerrar sesión
        </Button>
      )}
    </li>
  );
}

/**
 * "Sesiones abiertas": where the account is signed in, with "Cerrar sesión" on each other one and
 * "Cerrar las demás sesiones". A session ends after 7 days without use, or 30 days in any case.
 */
export function SessionsCard() {
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((s) => !s.current).length;

  return (
    <section className="account-card" aria-labelledby="sesiones-abiertas">
      <div className="account-card__head">
        <h3 id="sesiones-abiertas">Sesiones abiertas</h3>
      </div>
      <p className="account-card__note">
        Si no reconoces un dispositivo, cierra su sesión y cambia tu contraseña. Las sesiones se
        cierran solas tras 7 días sin uso.
      </p>
      {sessions.isLoading ? <p className="account-card__note">Cargando sesiones…</p> : null}
      {sessions.isError ? (
        <p className="account-card__note" role="alert">
          No pudimos cargar tus sesiones. Recarga la página para intentarlo de nuevo.
        </p>
      ) : null}
      <ul className="session-list">
        {list.map((session) => (
          <SessionItem key={session.id} session={session} endOne={endOne} />
        ))}
      </ul>
      <div className="account-form__actions">
        <Button
          isDisabled={others === 0 || endOthers.isPending}
          isLoading={endOthers.isPending}
          loadingText="Cerrando..."
          onClick={() =>
            endOthers.mutate(undefined, {
              onSuccess: (answer) =>
                toast({
                  title: 'Sesiones cerradas',
                  description: answer.message,
                  variant: 'success',
                }),
              onError: failed('No se pudieron cerrar las sesiones'),
            })
          }
        >
          Cerrar las demás sesiones
        </Button>
      </div>
    </section>
  );
}
