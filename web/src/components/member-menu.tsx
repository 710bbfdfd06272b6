import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { dashboardPath, planAllows } from '@shared/plans';
import { useUser, type User } from '@/lib/session';
import { MEMBER_TOOLS, TOOL_GROUPS } from './member-tools';
import './member-menu.css';

/** The tools this member may open, by group (a visitor's and a free member's: the free ones). */
function menuGroups(user: User) {
  return TOOL_GROUPS.map((group) => ({
    ...group,
    tools: MEMBER_TOOLS.filter(
      (tool) =>
        tool.group === group.id &&
        (tool.access === 'public' ||
          planAllows(user.subscriptionPlan, user.subscriptionStatus, tool.access)),
    ),
  })).filter((group) => group.tools.length > 0);
}

/**
 * "Herramientas": the menu on every member page's header (the Pro and Elite headers, the signed-in
 * pages' header, the public header for a member), with every tool the member's plan opens, from
 * the same list as the dashboards. A disclosure button and plain links: Tab moves through them,
 * Escape closes it and gives focus back to the button; a click elsewhere or a link closes it. At
 * phone widths it drops down the whole width and scrolls.
 */
export function MemberMenu() {
  const { user } = useUser();
  // Open on the page where it was opened: a new page (a link followed, back) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);

  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  if (!user) return null;
  const upgrade = planAllows(user.subscriptionPlan, user.subscriptionStatus, 'pro')
    ? planAllows(user.subscriptionPlan, user.subscriptionStatus, 'elite')
      ? null
      : { to: '/plan-elite', label: 'Conoce el Plan Elite' }
    : { to: '/plan-pro', label: 'Desbloquea las herramientas Pro' };

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    }
  }

  const link = (to: string, label: string) => (
    <Link
      to={to}
      className="member-menu__link"
      aria-current={pathname === to ? 'page' : undefined}
      onClick={() => setOpen(false)}
    >
      {label}
    </Link>
  );

  return (
    <div className="member-menu" ref={root} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="member-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" width="18" height="18">
          <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className="member-menu__label">Herramientas</span>
      </button>
      <nav id={panelId} className="member-menu__panel" aria-label="Herramientas" hidden={!open}>
        <ul className="member-menu__top">
          <li>{link(dashboardPath(user.subscriptionPlan, user.subscriptionStatus), 'Mi panel')}</li>
          {user.role === 'lender' ? <li>{link('/prestamistas', 'Lender portal')}</li> : null}
          {user.role === 'staff' ? <li>{link('/equipo', 'Consola del equipo')}</li> : null}
        </ul>
        {menuGroups(user).map((group) => (
          <section key={group.id} className="member-menu__group" aria-label={group.title}>
            <p className="member-menu__heading" aria-hidden="true">
              {group.title}
            </p>
            <ul>
              {group.tools.map((tool) => (
                <li key={tool.to}>{link(tool.to, tool.title)}</li>
              ))}
            </ul>
          </section>
        ))}
        {upgrade ? <p className="member-menu__upgrade">{link(upgrade.to, upgrade.label)}</p> : null}
      </nav>
    </div>
  );
}
