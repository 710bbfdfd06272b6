import { Button } from '@aws-amplify/ui-react';
import { Link } from 'react-router';
import { useTokenAfterHydration } from '@/lib/hydration';
import { AUTH_MESSAGES } from '@shared/api/auth-texts';
import { errorMessage } from '@/lib/api-client';
import { useConfirmEmail } from '@/features/auth/api/confirm-email';
import { useUser } from '@/lib/session';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';

/**
 * /confirmar-correo?token=… — the link sent to a new email address. The change happens on a click,
 * not on load: mail scanners that open links must not confirm on the member's behalf.
 */
export default function ConfirmEmailPage() {
  const token = useTokenAfterHydration();
  const { user } = useUser();
  const confirm = useConfirmEmail();
  const next = user
    ? { to: '/account', label: 'Ir a mi cuenta' }
    : { to: '/login', label: 'Iniciar sesión' };

  if (confirm.isSuccess) {
    return (
      <AuthLayout title="Confirmar correo">
        <div className="auth-success" role="status">
          <div className="auth-success__icon" aria-hidden="true">
            ✓
          </div>
          <h2>¡Correo confirmado!</h2>
          <p>{confirm.data.message}</p>
          <Link className="btn btn--navy btn--block" to={confirm.data.user ? '/account' : '/login'}>
            {confirm.data.user ? 'Ir a mi cuenta' : 'Iniciar sesión'}
          </Link>
        </div>
      </AuthLayout>
    );
  }

  if (token === '' || confirm.isError) {
    const message = confirm.isError
      ? errorMessage(confirm.error, AUTH_MESSAGES.emailChangeInvalid)
      : AUTH_MESSAGES.emailChangeInvalid;
    return (
      <AuthLayout title="Confirmar correo">
        <div className="auth-success" role="alert">
          <h2>No pudimos confirmar el correo</h2>
          <p>{message}</p>
          <Link className="btn btn--navy btn--block" to={next.to}>
            {next.label}
          </Link>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Confirmar correo"
      subtitle="Confirma que quieres usar esta dirección como el correo de tu cuenta."
    >
      <div className="auth-form">
        <p className="auth-form__intro">
          Al confirmar, tu cuenta usará este correo para iniciar sesión y recuperar la contraseña, y
          cerraremos tus sesiones abiertas en otros dispositivos.
        </p>
        <Button
          variation="primary"
          isFullWidth
          isLoading={confirm.isPending}
          loadingText="Confirmando..."
          isDisabled={token === null || undefined}
          onClick={() => token && confirm.mutate({ token })}
        >
          Confirmar mi nuevo correo
        </Button>
      </div>
    </AuthLayout>
  );
}
