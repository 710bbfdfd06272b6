import { useMemo } from 'react';
import { ToolLayout } from '@/components/tool-layout';
import { Spinner } from '@/components/spinner';
import { useDocumentTitle } from '@/components/use-document-title';
import { useUser } from '@/lib/session';
import { useWebinarRegistrations } from '@/features/webinars/api/get-registrations';
import { MyWebinars } from '@/features/webinars/components/my-webinars';
import { WebinarSchedule } from '@/features/webinars/components/webinar-schedule';
import '@/features/webinars/components/webinars.css';

/**
 * /webinars: the schedule the plans promise (monthly for every plan, weekly for Pro and Elite),
 * sign-up for signed-in users and the list of their sessions.
 */
export default function WebinarsPage() {
  useDocumentTitle('Webinars — Inversor Listo');
  const { user } = useUser();
  const registrations = useWebinarRegistrations({ enabled: user !== null });
  const registeredIds = useMemo(
    () => new Set(registrations.data?.registrations.map((r) => r.webinar.id) ?? []),
    [registrations.data],
  );

  return (
    <ToolLayout
      eyebrow="Aprende en vivo"
      title="Webinars"
      lead={
        <p>
          Sesiones en vivo y en español con casos reales: un webinar mensual abierto a todos los
          planes y uno semanal para los miembros Pro y Elite. Horarios en las zonas de EE. UU.
        </p>
      }
    >
      {user && (
        <section className="panel webinar-section" aria-labelledby="mis-webinars">
          <h2 id="mis-webinars" className="panel__title">
            Mis webinars
          </h2>
          {registrations.isPending ? (
            <Spinner label="Cargando tus inscripciones..." />
          ) : registrations.isError ? (
            <p className="webinar-empty" role="alert">
              No pudimos cargar tus inscripciones. Recarga la página para intentarlo de nuevo.
            </p>
          ) : (
            <MyWebinars registrations={registrations.data.registrations} />
          )}
        </section>
      )}
      <section className="panel webinar-section" aria-labelledby="proximas">
        <h2 id="proximas" className="panel__title">
          Próximas sesiones
        </h2>
        <WebinarSchedule user={user} registeredIds={registeredIds} />
      </section>
    </ToolLayout>
  );
}
