import { Button } from '@aws-amplify/ui-react';
import { consultationType, consultingMode } from '@shared/elite/consulting';
import { CONSULTING_TIME_ZONE, dateTimeIn, easternDateTime } from '@shared/elite/time';
import { timeZoneShortLabel } from '@shared/time-zone';
import type { StaffSession } from '@shared/api/elite';
import { toast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useConsultingCalendar } from '../api/get-consulting-calendar';
import { useTakeSession } from '../api/take-session';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';
import './staff.css';

/**
 * The 1:1 sessions in the staff console, soonest first: each names its specialist, or waits for a
 * staff member to take it ("Atender esta sesión"); the member is emailed the name.
 */
export function ConsultingCalendar() {
  const calendar = useConsultingCalendar();
  const sessions = calendar.data?.sessions ?? [];
  return (
    <section className="staff-card" aria-labelledby="staff-consulting-title">
      <h2 id="staff-consulting-title">Sesiones 1:1</h2>
      {calendar.isLoading ? (
        <p>Cargando…</p>
      ) : calendar.isError ? (
        <p role="alert">{errorMessage(calendar.error, 'No se pudo cargar la agenda.')}</p>
      ) : sessions.length === 0 ? (
        <p>No hay sesiones agendadas.</p>
      ) : (
        <ul className="staff-files" aria-label="Sesiones agendadas">
          {sessions.map((session) => (
            <SessionItem key={session.id} session={session} />
          ))}
        </ul>
      )}
    </section>
  );
}

function SessionItem({ session }: { session: StaffSession }) {
  const take = useTakeSession();
  const type = consultationType(session.type);
  const zone = session.memberTimeZone;
  return (
    <li className="staff-file" aria-label={`${type.title} con ${session.memberName}`}>
      <div className="staff-file__head">
        <strong>
          {type.title} · {session.memberName}
        </strong>
        <span className="staff-file__meta">
          {easternDateTime(session.startsAt)} (hora del Este) · {session.durationMinutes} min
        </span>
      </div>
      {zone && zone !== CONSULTING_TIME_ZONE ? (
        <p className="staff-file__meta">
          Para el miembro: {dateTimeIn(session.startsAt, zone)} ({timeZoneShortLabel(zone)})
        </p>
      ) : null}
      <p className="staff-file__meta">
        {consultingMode(session.mode).label}
        {session.phone ? ` · ${session.phone}` : ''} · {session.memberEmail}
      </p>
      <p>{session.topic}</p>
      <div className="staff-file__head">
        <p className="staff-file__state">
          {session.specialist
            ? `Especialista: ${session.specialist.name}${session.mine ? ' (tú)' : ''}`
            : 'Sin especialista asignado'}
        </p>
        {session.mine ? null : (
          <Button
            size="small"
            isLoading={take.isPending}
            loadingText="Asignando..."
            onClick={() =>
              take.mutate(session.id, {
                onSuccess: ({ message }) =>
                  toast({ title: 'Sesión asignada', description: message, variant: 'success' }),
                onError: (error) =>
                  toast({
                    title: 'No se pudo asignar la sesión',
                    description: errorMessage(error, 'Intenta de nuevo.'),
                    variant: 'destructive',
                  }),
              })
            }
          >
            {session.specialist ? 'Tomar esta sesión' : 'Atender esta sesión'}
          </Button>
        )}
      </div>
    </li>
  );
}
