import { Menu, MenuButton, MenuItem } from '@aws-amplify/ui-react';
import { useNavigate } from 'react-router';
import type { User } from '../api/get-user';
import { useLogout } from '../api/logout';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/menu.css';

/** "Ana Pérez", or the username when the names are empty. */
export function fullName(user: Pick<User, 'firstName' | 'lastName' | 'username'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.username;
}

/**
 * The user menu 'Mi Cuenta' (spec 01 §2 /dashboard): Gestionar Cuenta, Gestionar Plan, Cerrar
 * Sesión (which always ends at /).
 */
export function UserMenu({ user }: { user: User }) {
  const navigate = useNavigate();
  const logout = useLogout();
  const name = fullName(user);
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || '?';

  return (
    <Menu
      menuAlign="end"
      trigger={
        <MenuButton className="user-menu__button" aria-label={`Mi Cuenta: ${name}`}>
          <span className="user-menu__avatar" aria-hidden="true">
            {initials}
          </span>
          <span className="user-menu__name">{name}</span>
          <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" width="16" height="16">
            <path d="m5 7.5 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </MenuButton>
      }
    >
      <div className="user-menu__label" role="presentation">
        Mi Cuenta
      </div>
      <MenuItem onClick={() => void navigate('/account')}>Gestionar Cuenta</MenuItem>
      <MenuItem onClick={() => void navigate('/subscription')}>Gestionar Plan</MenuItem>
      <MenuItem
        className="user-menu__logout"
        onClick={() => logout.mutate()}
        isDisabled={logout.isPending}
      >
        Cerrar Sesión
      </MenuItem>
    </Menu>
  );
}
