import { useEffect, useRef } from 'react';
import { canAttend, WEBINAR_AUDIENCE_LABELS, type Webinar } from '@shared/api/webinars';
import type { PlanId } from '@shared/plans';
import { Spinner } from '@/components/spinner';
import { toast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useWebinarRegistrations } from '@/features/webinars/api/get-registrations';
import { useWebinars } from '@/features/webinars/api/get-webinars';
import { useRegisterWebinar } from '@/features/webinars/api/register-webinar';

const when = new Intl.DateTimeFormat('es-ES', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

interface Viewer {
  subscriptionPlan: PlanId;
  subscriptionStatus: string;
}
/** One session: when, what, for whom, and its sign-up button or that the member is signed up. */
function WebinarItem({
  webinar,
  registered,
  signUp,
  onRegister,
}: {
  webinar: Webinar;
  registered: boolean;
  signUp: ReturnType<typeof useRegisterWebinar>;
  onRegister: (webinar: Webinar) => void;
}) {
  return (
    <li key={webinar.id} className="webinars__item">
      <p className="webinars__when">
        {when.format(new Date(webinar.startsAt))} · {webinar.durationMinutes} min
      </p>
      <p className="webinars__title">{webinar.title}</p>
      <p className="webinars__text">{webinar.description}</p>
      <p className="webinars__meta">
        {WEBINAR_AUDIENCE_LABELS[webinar.audience]} · Con {webinar.host}
      </p>
      {registered ? (
        <p className="webinars__registered">✓ Estás inscrito: te enviamos la invitación</p>
      ) : (
        <button
          type="button"
          className="btn btn--navy webinars__signup"
          disabled={signUp.isPending || webinar.seatsLeft <= 0}
          onClick={() => onRegister(webinar)}
        >
          {webinar.seatsLeft <= 0
            ? 'Sin lugares disponibles'
            : signUp.isPending && signUp.variables === webinar.id
              ? 'Inscribiendo...'
              : 'Inscribirme'}
          <span className="visually-hidden">: {webinar.title}</span>
        </button>
      )}
    </li>
  );
}

/** Signs the member up for a session; a toast says it is done or why not. */
function useWebinarSignUp() {
  const signUp = useRegisterWebinar();
  function register(webinar: Webinar) {
    signUp.mutate(webinar.id, {
      onSuccess: (answer) =>
        toast({ title: 'Inscripción confirmada', description: answer.message, variant: 'success' }),
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'No se pudo completar la inscripción'),
          variant: 'destructive',
        }),
    });
  }
  return { signUp, register };
}

/**
 * The webinar schedule in a modal <dialog> (focus stays inside, Escape closes it): the upcoming
 * sessions of GET /api/webinars the user's plan can attend, each with its sign-up button.
 */
export function WebinarsDialog({
  open,
  onClose,
  viewer,
}: {
  open: boolean;
  onClose: () => void;
  viewer: Viewer;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const webinars = useWebinars({ enabled: open });
  const registrations = useWebinarRegistrations({ enabled: open });
  const { signUp, register } = useWebinarSignUp();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const registered = new Set(registrations.data?.registrations.map((r) => r.webinar.id) ?? []);
  const sessions = (webinars.data?.webinars ?? []).filter((w) =>
    canAttend(viewer.subscriptionPlan, viewer.subscriptionStatus, w.audience),
  );

  let content;
  if (webinars.isLoading) content = <Spinner label="Cargando el calendario..." />;
  else if (webinars.isError) {
    content = (
      <p className="webinars__empty">
        No pudimos cargar el calendario de webinars. Inténtalo de nuevo en unos minutos.
      </p>
    );
  } else if (sessions.length === 0) {
    content = (
      <p className="webinars__empty">Próximamente publicaremos el calendario de webinars.</p>
    );
  } else {
    content = (
      <ul className="webinars__list">
        {sessions.map((webinar) => (
          <WebinarItem
            key={webinar.id}
            webinar={webinar}
            registered={registered.has(webinar.id)}
            signUp={signUp}
            onRegister={register}
          />
        ))}
      </ul>
    );
  }

  return (
    <dialog ref={ref} className="webinars" aria-labelledby="webinars-title" onClose={onClose}>
      <div className="webinars__head">
        <h2 id="webinars-title">Webinars mensuales</h2>
        <button type="button" className="webinars__close" onClick={onClose} aria-label="Cerrar">
          ×
        </button>
      </div>
      <p className="webinars__intro">
        Sesiones en vivo y en español sobre préstamos DSCR, hard money y cómo preparar tu expediente
        para el prestamista.
      </p>
      {content}
    </dialog>
  );
}
