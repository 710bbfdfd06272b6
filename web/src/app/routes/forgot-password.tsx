import { Link } from 'react-router';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { RecoveryTabs } from '@/features/auth/components/recovery-forms';

export default function ForgotPasswordPage() {
  return (
    <AuthLayout
      title="Recuperar Acceso"
      subtitle="¿Olvidaste tu contraseña o tu nombre de usuario? Te ayudamos por correo."
      footer={
        <p>
          ¿Ya la recordaste? <Link to="/login">Inicia sesión</Link>
        </p>
      }
    >
      <RecoveryTabs />
    </AuthLayout>
  );
}
