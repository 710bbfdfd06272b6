import { useSearchParams } from 'react-router';
import { AuthLayout } from '../../features/auth/components/auth-layout';
import { RegisterForm } from '../../features/auth/components/register-form';

/** The subtitle names the plan when the query carries one (spec 01 §2 /register). */
function subtitleFor(plan: string | null): string {
  if (plan === 'pro') return 'Plan Pro: crea tu cuenta para comenzar tu suscripción';
  if (plan === 'elite') return 'Plan Elite: crea tu cuenta para comenzar tu suscripción';
  return 'Únete gratis y empieza a prepararte para tu préstamo de inversión';
}

export default function RegisterPage() {
  const [search] = useSearchParams();
  return (
    <AuthLayout title="Crear Cuenta" subtitle={subtitleFor(search.get('plan'))}>
      <RegisterForm />
    </AuthLayout>
  );
}
