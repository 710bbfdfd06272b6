import { lazy, Suspense, useState } from 'react';
import { useUser, type User } from '@/lib/session';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/flex.css';

/** "Ana Pérez", or the username when the names are empty. */
export function fullName(user: Pick<User, 'firstName' | 'lastName' | 'username'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.username;
}

export interface MenuLink {
  label: string;
  to: string;
}

/** The account entries of the member's dashboard menu, also the Pro tool pages' menu. */
export const ACCOUNT_MENU: readonly MenuLink[] = [
  { label: 'Gestionar Cuenta', to: '/account' },
  { label: 'Gestionar Plan', to: '/subscription' },
];

export interface UserMenuProps {
  /** The name on the button. */
  name: string;
  /** The avatar's letters. */
  initials: string;
  /** The button's accessible name. */
  label: string;
  /** The group label above the entries ('Mi Cuenta'), if any. */
  heading?: string;
  /** The entries before Cerrar Sesión. */
  items?: readonly MenuLink[];
  /** BEM block of the class names (`<block>__button`, `__avatar`, `__name`, `__label`, `__logout`). */
  block?: string;
}

/** The button's arrow. */
export function MenuIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" width="16" height="16">
      <path d="m5 7.5 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

const loadDropdown = () => import('./user-menu-dropdown');
const UserMenuDropdown = lazy(loadDropdown);

/**
 * The signed-in user's menu, one for the free, Pro and Elite areas: a button with avatar and name,
 * the account entries, then Cerrar Sesión. The menu itself (Amplify UI's Menu on Radix's dropdown,
 * ~30 kB gzip) is in a chunk of its own (./user-menu-dropdown.tsx), out of every page's first load:
 * until the member reaches for it, the header draws the same button, and the first press opens the
 * menu once its chunk is there (it starts loading on hover or focus).
 */
export function UserMenu(props: UserMenuProps) {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const { name, initials, label, block = 'user-menu' } = props;
  const button = (
    <button
      type="button"
      className={`amplify-button amplify-field-group__control ${block}__button`}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onClick={() => {
        setOpen(true);
        setWanted(true);
      }}
    >
      <span className={`${block}__avatar`} aria-hidden="true">
        {initials}
      </span>
      <span className={`${block}__name`}>{name}</span>
      <MenuIcon />
    </button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <UserMenuDropdown {...props} isOpen={open} onOpenChange={setOpen} />
    </Suspense>
  );
}

/**
 * The Pro and Elite headers' menu: the first name (fallback 'Usuario', also while the user loads)
 * and its initial, styled by styles/plan-area.css.
 */
export function PlanUserMenu({ heading, items }: Pick<UserMenuProps, 'heading' | 'items'>) {
  const { user } = useUser();
  const name = user?.firstName?.trim() || 'Usuario';
  return (
    <UserMenu
      block="plan-user-menu"
      name={name}
      initials={name.charAt(0).toUpperCase()}
      label={`Menú de usuario de ${name}`}
      heading={heading}
      items={items}
    />
  );
}
