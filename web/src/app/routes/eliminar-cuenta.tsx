import { Button } from '@aws-amplify/ui-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTokenAfterHydration } from '@/lib/hydration';
import { MEMBER_DATA_MESSAGES } from '@shared/api/member-data';
import { errorMessage } from '@/lib/api-client';
import { useConfirmAccountDeletion } from '@/features/auth/api/confirm-account-deletion';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';

/** /eliminar-cuenta?token=… — the link of "Eliminar mi cuenta": deletes on a click, for good. */
export default function DeleteAccountPage() {
  const token = useTokenAfterHydration();
  const remove = useConfirmAccountDeletion();
  const queryClient = useQueryClient();

  if (remove.isSuccess) {
    return (
      <AuthLayout title="Eliminar mi cuenta">
        <div className="auth-success" role="status">
          <h2>Tu cuenta fue eliminada</h2>
          <p>{remove.data.message}</p>
          <Link className="btn btn--navy btn--block" to="/">
            Ir al inicio
          </Link>
        </div>
      </AuthLayout>
    );
  }
  if (token === '' || remove.isError) {
    return (
      <AuthLayout title="Eliminar mi cuenta">
        <div className="auth-success" role="alert">
          <h2>No pudimos eliminar tu cuenta</h2>
          <p>
            {remove.isError
              ? errorMessage(remove.error, MEMBER_DATA_MESSAGES.deleteInvalid)
              : MEMBER_DATA_MESSAGES.deleteInvalid}
          </p>
          <Link className="btn btn--navy btn--block" to="/account">
            Ir a mi cuenta
          </Link>
        </div>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title="Eliminar mi cuenta"
      subtitle="Esto cancela tu suscripción y borra tu cuenta, tus archivos y tus datos. No se puede deshacer."
    >
      <div className="auth-form">
        <Button
          variation="destructive"
          isFullWidth
          isLoading={remove.isPending}
          loadingText="Eliminando..."
          isDisabled={token === null || undefined}
          onClick={() => token && remove.mutate(token, { onSuccess: () => queryClient.clear() })}
        >
          Eliminar mi cuenta definitivamente
        </Button>
      </div>
    </AuthLayout>
  );
}
