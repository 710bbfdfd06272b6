import { PlanHeader } from '@/components/plan-header';
import { ACCOUNT_MENU, PlanUserMenu, type MenuLink } from '@/components/user-menu';
import './pro.css';

/** The Pro dashboard's menu (spec 02 "Pro dashboard"). */
const DASHBOARD_MENU: readonly MenuLink[] = [
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
 * /subscription on the tool pages (spec 02 "Shared Pro page header"); Cerrar Sesión).
 */
export function ProHeader({ variant = 'tool' }: ProHeaderProps) {
  return (
    <PlanHeader
      area="pro"
      home="/pro-dashboard"
      homeLabel="Inversor Listo, Dashboard Pro"
      backText={variant === 'tool' ? 'Volver al Dashboard Pro' : undefined}
      markFill="#0f3d5e"
      badge={<span className="pro-badge">PRO</span>}
      userMenu={
        <PlanUserMenu
          heading="Mi Cuenta"
          items={variant === 'dashboard' ? DASHBOARD_MENU : ACCOUNT_MENU}
        />
      }
    />
  );
}
