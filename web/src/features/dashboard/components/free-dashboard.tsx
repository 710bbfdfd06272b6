import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { dashboardPath, planAllows, PLANS, type PlanId } from '@shared/plans';
import { usePlanContent } from '@/features/videos/api/get-videos';
import { WebinarsDialog } from './webinars-dialog';
import '@/styles/site.css';
import './dashboard.css';

interface DashboardUser {
  firstName: string;
  lastName: string;
  subscriptionPlan: PlanId;
  subscriptionStatus: string;
}

const ICONS: Record<string, ReactNode> = {
  calculator: (
    <path d="M7 3h10a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm1 3v3h8V6H8Zm0 6v2h2v-2H8Zm3 0v2h2v-2h-2Zm3 0v5h2v-5h-2Zm-6 3v2h2v-2H8Zm3 0v2h2v-2h-2Z" />
  ),
  document: (
    <path d="M6 2h8l5 5v13a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm7 1.5V8h4.5L13 3.5ZM8 12v2h8v-2H8Zm0 4v2h6v-2H8Z" />
  ),
  checklist: (
    <path d="M4 4h16v2H4V4Zm0 0Zm2 5 1.5 1.5L10 8l1 1-3.5 3.5L5 10l1-1Zm6 0h8v2h-8V9Zm-6 6 1.5 1.5L10 14l1 1-3.5 3.5L5 16l1-1Zm6 0h8v2h-8v-2Z" />
  ),
  video: (
    <path d="M4 5h12a2 2 0 0 1 2 2v2.5l4-2.5v10l-4-2.5V17a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Zm4 3v8l6-4-6-4Z" />
  ),
  book: (
    <path d="M4 4.5C4 3.7 4.7 3 5.5 3H11v16H5.5A1.5 1.5 0 0 0 4 20.5v-16Zm9-1.5h5.5c.8 0 1.5.7 1.5 1.5v16a1.5 1.5 0 0 0-1.5-1.5H13V3Z" />
  ),
};

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <span className="tool-card__icon" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="26" height="26" fill="currentColor" focusable="false">
        {ICONS[name]}
      </svg>
    </span>
  );
}

const TOOLS = [
  {
    icon: 'calculator',
    title: 'Calculadora DSCR',
    text: 'Calcula tu ratio de cobertura de deuda y cuánto préstamo puede sostener la renta.',
    to: '/calculadora-dscr',
    cta: 'Abrir calculadora',
  },
  {
    icon: 'document',
    title: 'Guía de Documentos',
    text: 'Qué documentos piden los prestamistas DSCR y hard money, y cómo prepararlos.',
    to: '/guia-documentos',
    cta: 'Ver guía',
  },
  {
    icon: 'checklist',
    title: 'Lista de Verificación',
    text: 'Marca cada paso de tu preparación y llega listo a la reunión con el prestamista.',
    to: '/lista-verificacion',
    cta: 'Ver lista',
  },
  {
    icon: 'book',
    title: 'Recursos Educativos',
    text: 'Artículos y glosario sobre financiamiento de propiedades de inversión.',
    to: '/recursos-educativos',
    cta: 'Explorar recursos',
  },
] as const;

/** A paid member's way to their plan's panel, or the upgrade offer for a free one. */
function PlanCard({ user }: { user: DashboardUser }) {
  const paid = planAllows(user.subscriptionPlan, user.subscriptionStatus, 'pro');
  return paid ? (
    <section className="upgrade-card" aria-labelledby="tu-plan">
      <div>
        <h2 id="tu-plan">Tu Plan {PLANS[user.subscriptionPlan].name} está activo</h2>
        <p>Todas las herramientas de tu plan están en tu panel.</p>
      </div>
      <div className="upgrade-card__actions">
        <Link
          className="btn btn--primary"
          to={dashboardPath(user.subscriptionPlan, user.subscriptionStatus)}
        >
          Ir a mi panel {PLANS[user.subscriptionPlan].name}
        </Link>
      </div>
    </section>
  ) : (
    <section className="upgrade-card" aria-labelledby="mejora-plan">
      <div>
        <h2 id="mejora-plan">¿Listo para el siguiente nivel?</h2>
        <p>
          Con Pro sumas calculadoras avanzadas, bóveda de documentos y webinars semanales; con
          Elite, sesiones estratégicas 1:1 y análisis de portafolio.
        </p>
      </div>
      <div className="upgrade-card__actions">
        <Link className="btn btn--primary" to="/plan-pro">
          Pro (${PLANS.pro.monthlyPrice}/mes)
        </Link>
        <Link className="btn btn--outline-light" to="/plan-elite">
          Elite (${PLANS.elite.monthlyPrice}/mes)
        </Link>
      </div>
    </section>
  );
}

/**
 * The free dashboard: greeting, tools and upgrade. The
 * prototype's "5 / 100% / 24/7" figures said nothing about the member: left out. While the session
 * loads (`user` null) it greets no one by name and names no plan; the plan card waits for it.
 */
export function FreeDashboard({ user }: { user: DashboardUser | null }) {
  const [webinarsOpen, setWebinarsOpen] = useState(false);
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  // Videos are named only while the library has an intro video (GET /api/videos).
  const videos = usePlanContent()['intro-videos'] === true;

  return (
    <div className="container dashboard">
      <section className="dashboard__welcome" aria-labelledby="bienvenida">
        <p className="dashboard__eyebrow">
          {user ? `Plan ${PLANS[user.subscriptionPlan].name}` : 'Mi Panel'}
        </p>
        <h1 id="bienvenida">{name ? `¡Bienvenido, ${name}!` : '¡Bienvenido!'}</h1>
        <p>
          Estas son tus herramientas gratuitas para prepararte y calificar para préstamos DSCR y
          hard money. Empieza por la calculadora DSCR para saber dónde estás hoy.
        </p>
      </section>

      <section aria-labelledby="herramientas-titulo">
        <h2 id="herramientas-titulo" className="dashboard__section-title">
          Tus herramientas
        </h2>
        <ul className="tool-grid">
          {TOOLS.slice(0, 3).map((tool) => (
            <ToolCard key={tool.to} {...tool} />
          ))}
          <li className="tool-card">
            <Icon name="video" />
            <h3>Webinars Mensuales</h3>
            <p>Sesiones en vivo con expertos en financiamiento de inversiones, en español.</p>
            <button
              type="button"
              className="tool-card__action"
              aria-haspopup="dialog"
              onClick={() => setWebinarsOpen(true)}
            >
              Ver calendario
            </button>
          </li>
          <ToolCard
            {...TOOLS[3]}
            text={
              videos
                ? 'Videos introductorios, artículos y glosario sobre financiamiento de propiedades de inversión.'
                : TOOLS[3].text
            }
          />
        </ul>
      </section>

      {user ? <PlanCard user={user} /> : null}

      {user ? (
        <WebinarsDialog open={webinarsOpen} onClose={() => setWebinarsOpen(false)} viewer={user} />
      ) : null}
    </div>
  );
}

function ToolCard({
  icon,
  title,
  text,
  to,
  cta,
}: Omit<(typeof TOOLS)[number], 'text'> & { text: string }) {
  return (
    <li className="tool-card">
      <Icon name={icon} />
      <h3>{title}</h3>
      <p>{text}</p>
      <Link className="tool-card__action" to={to}>
        {cta}
        <span className="visually-hidden">: {title}</span>
      </Link>
    </li>
  );
}
