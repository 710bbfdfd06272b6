import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { dashboardPath } from '@shared/plans';
import { Spinner } from '@/components/spinner';
import { useUser } from '@/lib/session';
import { AccountDetails } from '@/features/auth/components/account-details';
import { SignedInLayout } from '@/features/auth/components/signed-in-layout';
import { TimeZoneCard } from '@/features/auth/components/time-zone-card';

/** /account — 'Gestionar Cuenta'. Drawn with its title while the session loads. */
export default function AccountPage() {
  const { user } = useUser();
  const { hash } = useLocation();
  // A link to a card of the page (/account#verificacion-dos-pasos, from a page that needs it).
  useEffect(() => {
    if (user && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [user, hash]);
  return (
    <SignedInLayout user={user} title="Gestionar Cuenta">
      <div className="container account-page">
        <Link
          className="account-page__back"
          to={user ? dashboardPath(user.subscriptionPlan, user.subscriptionStatus) : '/dashboard'}
        >
          <span aria-hidden="true">←</span> Volver a mi panel
        </Link>
        <h1>Gestionar Cuenta</h1>
        <p className="account-page__intro">Revisa y actualiza tus datos y consulta tu plan.</p>
        {user ? (
          <>
            <AccountDetails user={user} />
            <TimeZoneCard user={user} />
          </>
        ) : (
          <Spinner label="Cargando tu cuenta..." />
        )}
      </div>
    </SignedInLayout>
  );
}
