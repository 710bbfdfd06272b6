import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { effectivePlan, isPlanId } from '@shared/plans';
import { Spinner } from '@/components/spinner';
import { useUser } from '@/lib/session';
import { SignedInLayout } from '@/features/auth/components/signed-in-layout';
import { PlanActivation } from '@/features/dashboard/components/plan-activation';

/** /welcome?plan=…: activation of the chosen plan, else the member's own plan. */
export default function WelcomePage() {
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { user, isLoading } = useUser();
  const requested = search.get('plan');

  useEffect(() => {
    if (isLoading || user) return;
    const returnTo = location.pathname + location.search;
    void navigate(`/login?returnTo=${encodeURIComponent(returnTo)}`, { replace: true });
  }, [isLoading, user, location.pathname, location.search, navigate]);

  if (!user && !isLoading) {
    return (
      <SignedInLayout user={null} title="Bienvenido">
        <Spinner label="Redirigiendo al inicio de sesión..." />
      </SignedInLayout>
    );
  }
  // Without a chosen plan, the member's own plan (a lapsed paid plan counts as gratuito).
  const plan = isPlanId(requested) ? requested : user ? effectivePlan(user) : 'gratuito';
  return (
    <SignedInLayout user={user} title="Bienvenido">
      <div className="container">
        <PlanActivation user={user} plan={plan} />
      </div>
    </SignedInLayout>
  );
}
