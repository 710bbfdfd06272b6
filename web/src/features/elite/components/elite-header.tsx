import { Menu, MenuButton, MenuItem } from '@aws-amplify/ui-react';
import { Link, useNavigate } from 'react-router';
import { useUser } from '../../auth/api/get-user';
import { useLogout } from '../../auth/api/logout';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/menu.css';
import '../../../styles/site.css';
import './elite.css';

interface EliteHeaderProps {
  /** The dashboard itself has no back link. */
  variant?: 'page' | 'dashboard';
}

/**
 * The header of every Elite page (spec 02 "Elite dashboard", "Elite sub-pages"): back link to
 * /elite-dashboard on the sub-pages, brand mark, ELITE badge and the user menu — Mi Cuenta Elite
 * (/account), Gestionar Plan Elite (/subscription), Cerrar Sesión (POST /api/auth/logout, then /).
 */
export function EliteHeader({ variant = 'page' }: EliteHeaderProps) {
  const { user } = useUser();
  const navigate = useNavigate();
  const logout = useLogout();
  const firstName = user?.firstName?.trim() || 'Usuario';

  return (
    <header className="elite-header">
      <a className="skip-link" href="#main">
        Saltar al contenido
      </a>
      <div className="elite-container elite-header__bar">
        <div className="elite-header__start">
          {variant === 'page' ? (
            <Link to="/elite-dashboard" className="elite-header__back">
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
              <span className="elite-header__back-text">Volver al Dashboard Elite</span>
            </Link>
          ) : null}
          <Link
            to="/elite-dashboard"
            className="elite-brand"
            aria-label="Inversor Listo, Dashboard Elite"
          >
            <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false">
              <rect width="32" height="32" rx="7" fill="#0b2e47" />
              <path d="M7 17 16 9l9 8v8h-6v-5h-6v5H7z" fill="#f2b134" />
            </svg>
            <span className="elite-brand__name">
              Inversor <strong>Listo</strong>
            </span>
          </Link>
          <span className="elite-badge">
            <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path d="M3 15h14l1-9-4.5 3L10 3 6.5 9 2 6l1 9Z" fill="currentColor" />
            </svg>
            ELITE
          </span>
        </div>
        <Menu
          menuAlign="end"
          trigger={
            <MenuButton
              className="elite-user-button"
              aria-label={`Menú de usuario de ${firstName}`}
            >
              <span className="elite-user-button__avatar" aria-hidden="true">
                {firstName.charAt(0).toUpperCase()}
              </span>
              <span className="elite-user-button__name">{firstName}</span>
              <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" width="16" height="16">
                <path d="m5 7.5 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </MenuButton>
          }
        >
          <MenuItem onClick={() => void navigate('/account')}>Mi Cuenta Elite</MenuItem>
          <MenuItem onClick={() => void navigate('/subscription')}>Gestionar Plan Elite</MenuItem>
          <MenuItem
            className="elite-menu__logout"
            isDisabled={logout.isPending}
            onClick={() =>
              logout.mutate(undefined, { onSettled: () => void navigate('/', { replace: true }) })
            }
          >
            Cerrar Sesión
          </MenuItem>
        </Menu>
      </div>
    </header>
  );
}
