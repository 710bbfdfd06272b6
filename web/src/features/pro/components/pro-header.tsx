import { planAllows } from '@shared/plans';
import { PlanHeader } from '@/components/plan-header';
import { ACCOUNT_MENU, PlanUserMenu, type MenuLink } from '@/components/user-menu';
import { useUser } from '@/lib/session';
import './pro.css';

/** The Pro dashboard's menu. */
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
 * The header of every Pro page: back link to /pro-dashboard (an Elite member's: /elite-dashboard),
 * brand mark, the member's plan badge (PRO or ELITE) and the user
 * menu (first name, fallback 'Usuario'; Mi Cuenta; Gestionar Cuenta → /account; Gestionar Plan →
 * /subscription on the tool pages; Cerrar Sesión).
 */
export function ProHeader({ variant = 'tool' }: ProHeaderProps) {
  // An Elite member uses the Pro tools too: badged Elite, and back to the Elite dashboard.
  const { user } = useUser();
  const elite = user ? planAllows(user.subscriptionPlan, user.subscriptionStatus, 'elite') : false;
  return (
    <PlanHeader
      area="pro"
      home={elite ? '/elite-dashboard' : '/pro-dashboard'}
      homeLabel={elite ? 'Inversor Listo, Dashboard Elite' : 'Inversor Listo, Dashboard Pro'}
      backText={
        variant === 'tool'
          ? elite
            ? 'Volver al Dashboard Elite'
            : 'Volver al Dashboard Pro'
          : undefined
      }
      markFill="#0f3d5e"
      badge={
        elite ? (
          <span className="pro-badge pro-badge--elite">ELITE</span>
        ) : (
          <span className="pro-badge">PRO</span>
        )
      }
      userMenu={
        <PlanUserMenu
          heading="Mi Cuenta"
          items={variant === 'dashboard' ? DASHBOARD_MENU : ACCOUNT_MENU}
        />
      }
    />
  );
}
