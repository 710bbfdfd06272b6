import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MemberMenu } from '@/components/member-menu';

interface PlanHeaderProps {
  /** The plan's area: the prefix of the header's class names (`pro-header`, `elite-brand`…). */
  area: 'pro' | 'elite';
  /** The area's dashboard, where the brand mark and the back link go. */
  home: string;
  /** The brand mark's accessible name. */
  homeLabel: string;
  /** The back link's text; the dashboard itself has no back link. */
  backText?: string;
  /** The fill of the brand mark's tile. */
  markFill: string;
  badge: ReactNode;
  userMenu: ReactNode;
}

/**
 * The header of the Pro and Elite pages: skip link, back link to the area's dashboard
 * on the sub-pages, brand mark, the plan's badge, the tools menu and the user menu. Styled by
 * styles/plan-area.css.
 */
export function PlanHeader({
  area,
  home,
  homeLabel,
  backText,
  markFill,
  badge,
  userMenu,
}: PlanHeaderProps) {
  return (
    <header className={`${area}-header`}>
      <a className="skip-link" href="#main">
        Saltar al contenido
      </a>
      <div className={`${area}-container ${area}-header__bar`}>
        <div className={`${area}-header__start`}>
          {backText ? (
            <Link to={home} className={`${area}-header__back`}>
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
              <span className={`${area}-header__back-text`}>{backText}</span>
            </Link>
          ) : null}
          <Link to={home} className={`${area}-brand`} aria-label={homeLabel}>
            <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false">
              <rect width="32" height="32" rx="7" fill={markFill} />
              <path d="M7 17 16 9l9 8v8h-6v-5h-6v5H7z" fill="#f2b134" />
            </svg>
            <span className={`${area}-brand__name`}>
              Inversor <strong>Listo</strong>
            </span>
          </Link>
          {badge}
        </div>
        <div className="plan-header__end">
          <MemberMenu />
          {userMenu}
        </div>
      </div>
    </header>
  );
}
