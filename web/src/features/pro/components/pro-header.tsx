import { Menu, MenuButton, MenuItem } from '@aws-amplify/ui-react';
import { Link, useNavigate } from 'react-router';
import { useUser } from '../../auth/api/get-user';
import { useLogout } from '../../auth/api/logout';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/menu.css';
import './pro.css';

interface MenuLink {
  label: string;
  to: string;
}

/** The tool pages' menu (spec 02 "Shared Pro page header"). */
const TOOL_MENU: readonly MenuLink[] = [
  { label: 'Gestionar Cuenta', to: '/account' },
  { label: 'Gestionar Plan', to: '/subscription' },
];

/** The Pro dashboard's menu (spec 02 "Pro dashboard"). */
export const DASHBOARD_MENU: readonly MenuLink[] = [
  { label: 'Perfil', to: '/account' },
  { label: 'Suscripción Pro', to: '/subscription' },
  { label: 'Configuración', to: '/account' },
];

interface ProHeaderProps {
  /** The dashboard itself has no back link and its own menu entries. */
  variant?: 'tool' | 'dashboard';
}

/**
 * The header of every Pro page: back link to /pro-dashboard, brand mark, PRO badge and the user
 * menu (first name, fallback 'Usuario'; Mi Cuenta; Gestionar Cuenta → /account; Gestionar Plan →
 * /subscription; Cerrar Sesión → POST /api/auth/logout, then /).
 */
export function ProHeader({ variant = 'tool' }: ProHeaderProps) {
  const { user } = useUser();
  const navigate = useNavigate();
  const logout = useLogout();
  const firstName = user?.firstName?.trim() || 'Usuario';
  const items = variant === 'dashboard' ? DASHBOARD_MENU : TOOL_MENU;

  return (
    <header className="pro-header">
      <a className="skip-link" href="#main">
        Saltar al contenido
      </a>
      <div className="pro-container pro-header__bar">
        <div className="pro-header__start">
          {variant === 'tool' ? (
            <Link to="/pro-dashboard" className="pro-header__back">
              <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path
                  d="M12.5 4.5 7 10l5.5 5.5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              <span className="pro-header__back-text">Volver al Dashboard Pro</span>
            </Link>
          ) : null}
          <Link
            to="/pro-dashboard"
            className="pro-brand"
            aria-label="Inversor Listo, Dashboard Pro"
          >
            <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false">
              <rect width="32" height="32" rx="7" fill="#0f3d5e" />
              <path d="M7 17 16 9l9 8v8h-6v-5h-6v5H7z" fill="#f2b134" />
            </svg>
            <span className="pro-brand__name">
              Inversor <strong>Listo</strong>
            </span>
          </Link>
          <span className="pro-badge">PRO</span>
        </div>
        <Menu
          menuAlign="end"
          trigger={
            <MenuButton className="pro-user-button" aria-label={`Menú de usuario de ${firstName}`}>
              <span className="pro-user-button__avatar" aria-hidden="true">
                {firstName.charAt(0).toUpperCase()}
              </span>
              <span className="pro-user-button__name">{firstName}</span>
              <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" width="16" height="16">
                <path d="m5 7.5 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </MenuButton>
          }
        >
          <div className="pro-menu__label" role="presentation">
            Mi Cuenta
          </div>
          {items.map((item) => (
            <MenuItem key={item.label} onClick={() => void navigate(item.to)}>
              {item.label}
            </MenuItem>
          ))}
          <MenuItem
            className="pro-menu__logout"
            onClick={() => logout.mutate()}
            isDisabled={logout.isPending}
          >
            Cerrar Sesión
          </MenuItem>
        </Menu>
      </div>
    </header>
  );
}
