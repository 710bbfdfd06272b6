import { QueryClientProvider } from '@tanstack/react-query';
import { Link } from 'react-router';
import { queryClient } from '@/lib/query-client';
import { dashboardPath } from '@shared/plans';
import { useUser } from '@/lib/session';
import { ACCOUNT_MENU, UserMenu, fullName } from '@/components/user-menu';
import { MemberMenu } from '@/components/member-menu';
import './auth.css';

/**
 * The account end of the public header (landing, plan pages, free tools, 404): a visitor gets
 * "Iniciar Sesión / Crear Cuenta", a member a link to their dashboard and their menu. Nothing
 * while the user loads, so a member never sees the visitor's buttons flash.
 */
function SiteAccount({ onNavigate }: { onNavigate: () => void }) {
  // Over a prerendered page this part hydrates when its chunk arrives, perhaps after the session
  // has answered: useUser() is still loading then, as when the HTML was drawn.
  const { user, isLoading } = useUser();
  if (isLoading) return <div className="site-nav__actions" aria-hidden="true" />;
  if (!user) {
    return (
      <div className="site-nav__actions">
        <Link className="btn btn--ghost" to="/login" onClick={onNavigate}>
          Iniciar Sesión
        </Link>
        <Link className="btn btn--navy" to="/register" onClick={onNavigate}>
          Crear Cuenta
        </Link>
      </div>
    );
  }
  const name = fullName(user);
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || '?';
  return (
    <div className="site-nav__actions site-nav__actions--member">
      <Link
        className="btn btn--navy"
        to={dashboardPath(user.subscriptionPlan, user.subscriptionStatus)}
        onClick={onNavigate}
      >
        Mi panel
      </Link>
      <MemberMenu />
      <UserMenu
        name={name}
        initials={initials}
        label={`Mi Cuenta: ${name}`}
        heading="Mi Cuenta"
        items={ACCOUNT_MENU}
      />
    </div>
  );
}

/**
 * What the public header loads lazily (web/src/components/site-header.tsx): the query client and
 * the member's menu stay out of the landing's first load; the landing page itself runs outside the
 * app shell's QueryClientProvider, so this brings its own (the same client, so the cache is shared).
 */
export default function SiteAccountWithClient({ onNavigate }: { onNavigate: () => void }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SiteAccount onNavigate={onNavigate} />
    </QueryClientProvider>
  );
}
