import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { AUTH_MESSAGES } from '@shared/api/auth-texts';
import { toast } from '@/components/toast/use-toast';
import { useTokenAfterHydration } from '@/lib/hydration';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

/** /reset-password?token=… — without a token: the error, then /forgot-password. */
export default function ResetPasswordPage() {
  const token = useTokenAfterHydration();

  useEffect(() => {
    if (token === '') {
      toast({ title: 'Error', description: AUTH_MESSAGES.tokenInvalid, variant: 'destructive' });
    }
  }, [token]);

  if (token === '') return <Navigate to="/forgot-password" replace />;
  return (
    <AuthLayout
      title="Restablecer Contraseña"
      subtitle="Elige una nueva contraseña de al menos 8 caracteres."
    >
      <ResetPasswordForm token={token ?? ''} />
    </AuthLayout>
  );
}
