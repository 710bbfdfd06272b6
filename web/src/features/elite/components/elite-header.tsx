import { PlanHeader } from '@/components/plan-header';
import { PlanUserMenu, type MenuLink } from '@/components/user-menu';
import './elite.css';

/** The Elite pages' menu. */
const ELITE_MENU: readonly MenuLink[] = [
  { label: 'Mi Cuenta Elite', to: '/account' },
  { label: 'Red de Inversionistas', to: '/elite-red' },
  { label: 'Gestionar Plan Elite', to: '/subscription' },
];

interface EliteHeaderProps {
  /** The dashboard itself has no back link. */
  variant?: 'page' | 'dashboard';
}

/**
 * The header of every Elite page: back link to
 * /elite-dashboard on the sub-pages, brand mark, ELITE badge and the user menu — Mi Cuenta Elite
 * (/account), Red de Inversionistas (/elite-red), Gestionar Plan Elite (/subscription), Cerrar Sesión.
 */
export function EliteHeader({ variant = 'page' }: EliteHeaderProps) {
  return (
    <PlanHeader
      area="elite"
      home="/elite-dashboard"
      homeLabel="Inversor Listo, Dashboard Elite"
      backText={variant === 'page' ? 'Volver al Dashboard Elite' : undefined}
      markFill="#0b2e47"
      badge={
        <span className="elite-badge">
          <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M3 15h14l1-9-4.5 3L10 3 6.5 9 2 6l1 9Z" fill="currentColor" />
          </svg>
          ELITE
        </span>
      }
      userMenu={<PlanUserMenu items={ELITE_MENU} />}
    />
  );
}
