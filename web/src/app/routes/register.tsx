import { useState } from 'react';
import { isPaidPlanId } from '@shared/plans';
import { useSearchAfterHydration } from '@/lib/hydration';
import { useUser } from '@/lib/session';
import { AlreadySignedIn } from '@/features/auth/components/already-signed-in';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { RegisterForm } from '@/features/auth/components/register-form';

/** The subtitle names the plan when the query carries one. */
function subtitleFor(plan: string | null): string {
  if (plan === 'pro') return 'Plan Pro: crea tu cuenta para comenzar tu suscripción';
  if (plan === 'elite') return 'Plan Elite: crea tu cuenta para comenzar tu suscripción';
  return 'Únete gratis y empieza a prepararte para tu préstamo de inversión';
}

export default function RegisterPage() {
  // Drawn without its address (a visitor's form): the plan's subtitle once React reads it.
  const search = useSearchAfterHydration();
  const { user, isLoading } = useUser();
  // Whether a member was already signed in when the page opened: a registration that signs in
  // (with a plan) must not flip the form into "already signed in" while it moves on to checkout.
  const [signedInAtOpen, setSignedInAtOpen] = useState<boolean>();
  if (signedInAtOpen === undefined && !isLoading) setSignedInAtOpen(user !== null);
  const plan = search.get('plan');

  // The form while the session loads: most who open it are visitors.
  if (user && signedInAtOpen) {
    return (
      <AuthLayout title="Ya tienes una cuenta">
        <AlreadySignedIn user={user} plan={isPaidPlanId(plan) ? plan : undefined} />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Crear Cuenta" subtitle={subtitleFor(plan)}>
      <RegisterForm />
    </AuthLayout>
  );
}
