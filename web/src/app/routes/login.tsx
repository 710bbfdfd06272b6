import { Navigate, useLocation } from 'react-router';
import { PLANS, isPaidPlanId } from '@shared/plans';
import { useSearchAfterHydration } from '@/lib/hydration';
import { useUser } from '@/lib/session';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';
import { afterLoginPath } from '@/features/auth/redirects';

/**
 * /login — once signed in (now or already), on to checkout, the return path or the dashboard. The
 * form shows while the session is asked for (the page is prerendered: a visitor, most who come
 * here, can type at once); a member already signed in is sent on when it answers.
 */
export default function LoginPage() {
  const search = useSearchAfterHydration();
  const location = useLocation();
  // Null while React adopts the HTML (the form), whatever the session said meanwhile.
  const { user } = useUser();
  if (user) return <Navigate to={afterLoginPath(search, user)} replace />;

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
