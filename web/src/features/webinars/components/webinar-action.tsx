import { Link } from 'react-router';
import { canAttend, type Webinar } from '@shared/api/webinars';
import { toast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import type { User } from '@/lib/session';
import { useRegisterWebinar } from '../api/register-webinar';

/** The one thing a person can do with a session, given who they are. */
export function WebinarAction({
  webinar,
  user,
  registered,
}: {
  webinar: Webinar;
  user: User | null;
  registered: boolean;
}) {
  const signUp = useRegisterWebinar();

  if (!user) {
    return (
      <Link className="btn btn--navy" to={`/login?returnTo=${encodeURIComponent('/webinars')}`}>
        Inicia sesión para inscribirte
      </Link>
    );
  }
  if (registered) {
    return (
      <span className="webinar-registered" role="status">
        ✓ Inscrito
      </span>
    );
  }
  if (!canAttend(user.subscriptionPlan, user.subscriptionStatus, webinar.audience)) {
    return (
      <Link className="btn btn--ghost" to="/plan-pro">
        Disponible con Pro y Elite
      </Link>
    );
  }
  if (webinar.seatsLeft === 0) {
    return <span className="webinar-full">Sin lugares disponibles</span>;
  }
  return (
    <button
      type="button"
      className="btn btn--primary"
      disabled={signUp.isPending}
      aria-label={`Inscribirme: ${webinar.title}`}
      onClick={() =>
        signUp.mutate(webinar.id, {
          onSuccess: (result) =>
            toast({
              title: 'Inscripción confirmada',
              description: result.message,
              variant: 'success',
            }),
          onError: (error) =>
            toast({
              title: 'Error',
              description: errorMessage(error, 'No pudimos completar tu inscripción.'),
              variant: 'destructive',
            }),
        })
      }
    >
      {signUp.isPending ? 'Inscribiendo…' : 'Inscribirme'}
    </button>
  );
}
