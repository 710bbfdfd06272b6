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
import { TOOL_GROUPS, toolsOf, type MemberTool } from '@/components/member-tools';
import '@/features/pro/components/pro.css';
import { usePlanContent } from '@/features/videos/api/get-videos';

const STATUS_LABELS: Record<string, string> = {
  active: 'Activo',
  trialing: 'Prueba gratuita',
};

/** The sections of tools on the Pro dashboard (Elite members have their own dashboard). */
const SECTIONS = TOOL_GROUPS.filter((group) =>
  ['prestamo', 'analisis', 'aprender'].includes(group.id),
);

/**
 * /pro-dashboard (spec 02 "Pro dashboard"): greeting, quick actions, every tool of the plan once
 * (navigation/member-tools.ts: ¿Califico?, deal files, the vault, the portfolio, the calculators,
 * webinars…), recent activity from the server and the Elite upgrade.
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
              {SECTIONS.map((group) => (
                <ToolSection
                  key={group.id}
                  id={`dash-${group.id}`}
                  title={group.title}
                  lead={group.lead}
                  tools={toolsOf(group.id)}
                />
              ))}
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
          <strong>Calculadora DSCR</strong>
          <small>El DSCR de una propiedad en un minuto</small>
        </span>
      </Link>
      <Link className="dash-quick__item" to="/reportes-profesionales">
        <span className="dash-quick__icon">
          <ToolIcon name="reports" />
        </span>
        <span>
          <strong>Reportes Profesionales</strong>
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
      <Link className="dash-quick__item" to={isElite ? '/elite-consulting' : '/plan-elite'}>
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
}: {
  id: string;
  title: string;
  lead: string;
  tools: readonly MemberTool[];
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
                <span className="dash-tool__title">{tool.title}</span>
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
