import { Menu, MenuButton, MenuItem } from '@aws-amplify/ui-react';
import { useNavigate } from 'react-router';
import { useLogout, useUser, type User } from '@/lib/session';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/menu.css';

/** "Ana Pérez", or the username when the names are empty. */
export function fullName(user: Pick<User, 'firstName' | 'lastName' | 'username'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.username;
}

export interface MenuLink {
  label: string;
  to: string;
}

/** The account entries of spec 01 §2 /dashboard, also the Pro tool pages' menu. */
export const ACCOUNT_MENU: readonly MenuLink[] = [
  { label: 'Gestionar Cuenta', to: '/account' },
  { label: 'Gestionar Plan', to: '/subscription' },
];

interface UserMenuProps {
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

/**
 * The signed-in user's menu, one for the free, Pro and Elite areas: a button with avatar and name,
 * the account entries, then Cerrar Sesión (which always ends at /, see useLogout).
 */
export function UserMenu({
  name,
  initials,
  label,
  heading,
  items = ACCOUNT_MENU,
  block = 'user-menu',
}: UserMenuProps) {
  const navigate = useNavigate();
  const logout = useLogout();

  return (
    <Menu
      menuAlign="end"
      trigger={
        <MenuButton className={`${block}__button`} aria-label={label}>
          <span className={`${block}__avatar`} aria-hidden="true">
            {initials}
          </span>
          <span className={`${block}__name`}>{name}</span>
          <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" width="16" height="16">
            <path d="m5 7.5 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </MenuButton>
      }
    >
      {heading ? (
        <div className={`${block}__label`} role="presentation">
          {heading}
        </div>
      ) : null}
      {items.map((item) => (
        <MenuItem key={item.label} onClick={() => void navigate(item.to)}>
          {item.label}
        </MenuItem>
      ))}
      <MenuItem
        className={`${block}__logout`}
        onClick={() => logout.mutate()}
        isDisabled={logout.isPending}
      >
        Cerrar Sesión
      </MenuItem>
    </Menu>
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
