import { Link } from 'react-router';
import { ELITE_SUPPORT_TARGET, PRO_SUPPORT, SUPPORT_PAGE } from '@shared/elite/support';
import { PLANS, planAllows, planFeatures } from '@shared/plans';
import { EducationalNotice } from '@/components/tool-layout';
import { useDocumentTitle } from '@/components/use-document-title';
import { useUser } from '@/lib/session';
import { ProHeader } from '@/features/pro/components/pro-header';
import { RecentActivity } from '@/features/pro/components/recent-activity';
import { ReadinessCard } from '@/features/qualify/components/readiness-card';
import { ToolIcon } from '@/features/pro/components/tool-icon';
import {
  ADVANCED_TOOLS,
  BASIC_TOOLS,
  consultationPath,
  PORTFOLIO_TOOLS,
  type ToolCard,
} from '@/features/pro/tools';
import '@/features/pro/components/pro.css';
import { usePlanContent } from '@/features/videos/api/get-videos';

const STATUS_LABELS: Record<string, string> = {
  active: 'Activo',
  trialing: 'Prueba gratuita',
};

/**
 * /pro-dashboard (spec 02 "Pro dashboard"): greeting, quick actions, the 8 advanced and 4 basic
 * tools (each card links its own route), recent activity from the server and the Elite upgrade.
 */
export default function ProDashboardPage() {
  useDocumentTitle('Dashboard Pro — Inversor Listo');
  const content = usePlanContent();
  const { user } = useUser();
  const firstName = user?.firstName?.trim() || 'Usuario';
  const isElite = user
    ? planAllows(user.subscriptionPlan, user.subscriptionStatus, 'elite')
    : false;
  const status = user ? (STATUS_LABELS[user.subscriptionStatus] ?? user.subscriptionStatus) : '';

  return (
    <div className="pro-page">
      <ProHeader variant="dashboard" />
      <main id="main" tabIndex={-1} className="pro-main">
        <section className="pro-title-band dash-hero">
          <div className="pro-container pro-title-band__inner">
            <div>
              <p className="pro-title-band__eyebrow">
                Plan {isElite ? 'Elite' : 'Pro'} · {status}
              </p>
              <h1 className="pro-title-band__title">¡Bienvenido, {firstName}!</h1>
              <p className="pro-title-band__lead">
                Tus herramientas avanzadas para analizar, comparar y presentar inversiones a
                prestamistas y socios.
              </p>
            </div>
          </div>
        </section>

        <div className="pro-container pro-body">
          <QuickActions isElite={isElite} />

          <div className="dash-layout">
            <div className="pro-stack">
              <ToolSection
                id="dash-portfolio"
                title="Tus Propiedades y Portafolio"
                lead="Expedientes de inversión, patrimonio neto y flujo de caja."
                tools={PORTFOLIO_TOOLS}
                badge="PRO"
              />
              <ToolSection
                id="dash-advanced"
                title="Herramientas Avanzadas"
                lead="Incluidas en tu plan Pro."
                tools={ADVANCED_TOOLS}
                badge="PRO"
              />
              <ToolSection
                id="dash-basic"
                title="Herramientas Básicas"
                lead="Las herramientas gratuitas, siempre a mano."
                tools={BASIC_TOOLS}
              />
            </div>
            <aside className="pro-stack" aria-label="Tu cuenta">
              <ReadinessCard />
              <RecentActivity />
              <SupportCard isElite={isElite} />
              <EliteCard isElite={isElite} content={content} />
            </aside>
          </div>
        </div>
        <div className="pro-container">
          <EducationalNotice />
        </div>
      </main>
    </div>
  );
}

function QuickActions({ isElite }: { isElite: boolean }) {
  return (
    <nav className="dash-quick" aria-label="Acciones rápidas">
      <Link className="dash-quick__item" to="/calculadora-dscr">
        <span className="dash-quick__icon">
          <ToolIcon name="dscr" />
        </span>
        <span>
          <strong>Análisis Express</strong>
          <small>DSCR de una propiedad en un minuto</small>
        </span>
      </Link>
      <Link className="dash-quick__item" to="/reportes-profesionales">
        <span className="dash-quick__icon">
          <ToolIcon name="reports" />
        </span>
        <span>
          <strong>Generar Reporte</strong>
          <small>PDF listo para tu prestamista</small>
        </span>
      </Link>
      <Link className="dash-quick__item" to="/califico">
        <span className="dash-quick__icon">
          <ToolIcon name="diligence" />
        </span>
        <span>
          <strong>¿Califico?</strong>
          <small>Tu préstamo frente a programas de prestamistas</small>
        </span>
      </Link>
      <Link className="dash-quick__item" to={consultationPath(isElite)}>
        <span className="dash-quick__icon">
          <ToolIcon name="resources" />
        </span>
        <span>
          <strong>Agendar Consultoría 1:1</strong>
          <small>{isElite ? 'Incluida en tu plan Elite' : 'Disponible con el plan Elite'}</small>
        </span>
      </Link>
    </nav>
  );
}

function SupportCard({ isElite }: { isElite: boolean }) {
  return (
    <section className="pro-card" aria-labelledby="dash-support-title">
      <h2 id="dash-support-title" className="pro-card__title">
        {isElite ? 'Soporte Prioritario 24/7' : PRO_SUPPORT.label}
      </h2>
      <p className="pro-card__lead">
        {isElite ? ELITE_SUPPORT_TARGET : `${PRO_SUPPORT.target}, de lunes a viernes.`}
      </p>
      <Link className="btn btn--primary btn--block" to={SUPPORT_PAGE}>
        Abrir una solicitud
      </Link>
    </section>
  );
}

/** Elite members go to their dashboard; Pro members see what Elite adds and its price. */
function EliteCard({
  isElite,
  content,
}: {
  isElite: boolean;
  content: ReturnType<typeof usePlanContent>;
}) {
  return isElite ? (
    <section className="dash-elite" aria-labelledby="dash-elite-title">
      <span className="dash-elite__badge">ELITE</span>
      <h2 id="dash-elite-title">Tu plan Elite está activo</h2>
      <p>Consultoría 1:1, masterclasses, soporte prioritario y deals exclusivos.</p>
      <Link className="btn btn--primary btn--block" to="/elite-dashboard">
        Ir al Dashboard Elite
      </Link>
    </section>
  ) : (
    <section className="dash-elite" aria-labelledby="dash-elite-title">
      <span className="dash-elite__badge">ELITE</span>
      <h2 id="dash-elite-title">Lleva tu portafolio al siguiente nivel</h2>
      <p className="dash-elite__price">
        <strong>${PLANS.elite.monthlyPrice}</strong>/mes
      </p>
      <ul>
        {planFeatures('elite', content)
          .slice(1, 6)
          .map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
      </ul>
      <Link className="btn btn--primary btn--block" to="/plan-elite">
        Conocer el Plan Elite
      </Link>
    </section>
  );
}

function ToolSection({
  id,
  title,
  lead,
  tools,
  badge,
}: {
  id: string;
  title: string;
  lead: string;
  tools: readonly ToolCard[];
  badge?: string;
}) {
  return (
    <section aria-labelledby={id}>
      <div className="dash-section-head">
        <h2 id={id}>{title}</h2>
        <p>{lead}</p>
      </div>
      <ul className="dash-tools">
        {tools.map((tool) => (
          <li key={tool.title}>
            <Link className="dash-tool" to={tool.to}>
              <span className="dash-tool__icon">
                <ToolIcon name={tool.icon} />
              </span>
              <span className="dash-tool__body">
                <span className="dash-tool__title">
                  {tool.title}
                  {badge ? <span className="dash-tool__badge">{badge}</span> : null}
                </span>
                <span className="dash-tool__text">{tool.description}</span>
                <span className="dash-tool__cta" aria-hidden="true">
                  Usar herramienta →
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
