import { Navigate, useLocation, useSearchParams } from 'react-router';
import { PLANS, isPaidPlanId } from '@shared/plans';
import { Spinner } from '@/components/spinner';
import { useUser } from '@/lib/session';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';
import { afterLoginPath } from '@/features/auth/redirects';

/** /login — once signed in (now or already), on to checkout, the return path or the dashboard. */
export default function LoginPage() {
  const [search] = useSearchParams();
  const location = useLocation();
  const { user, isLoading } = useUser();
  if (user) return <Navigate to={afterLoginPath(search, user)} replace />;
  if (isLoading) return <Spinner />;

  const plan = search.get('plan');
  const subtitle =
    search.get('redirect') === 'checkout' && isPaidPlanId(plan)
      ? `Inicia sesión para continuar con el Plan ${plan === 'elite' ? 'Elite' : PLANS[plan].name}`
      : 'Accede a tus herramientas de preparación hipotecaria';
  const email = (location.state as { email?: unknown } | null)?.email;
  return (
    <AuthLayout title="Iniciar Sesión" subtitle={subtitle}>
      <LoginForm defaultEmail={typeof email === 'string' ? email : ''} />
    </AuthLayout>
  );
}
