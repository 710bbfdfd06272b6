import type { ReactNode } from 'react';
import { BrandLogo } from '@/components/brand-logo';
import type { User } from '@/lib/session';
import { UserMenu, fullName } from '@/components/user-menu';
import { MemberMenu } from '@/components/member-menu';
import '@/styles/site.css';
import './auth.css';

/**
 * The signed-in pages' header: brand, an optional plan badge, the tools menu and the user menu.
 * While the session loads (`user` null: a drawn page's first render) the menu is named "Mi Cuenta".
 */
export function AppHeader({ user, badge }: { user: User | null; badge?: ReactNode }) {
  const name = user ? fullName(user) : 'Mi Cuenta';
  const initials = user
    ? `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || '?'
    : '';
  return (
    <header className="app-header">
      <a className="skip-link" href="#main">
        Saltar al contenido
      </a>
      <div className="container app-header__bar">
        <div className="app-header__start">
          <BrandLogo />
          {badge}
        </div>
        <div className="plan-header__end">
          <MemberMenu />
          <UserMenu
            name={name}
            initials={initials}
            label={`Mi Cuenta: ${name}`}
            heading="Mi Cuenta"
          />
        </div>
      </div>
    </header>
  );
}
