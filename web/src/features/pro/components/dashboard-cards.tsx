import { Link } from 'react-router';
import { ELITE_SUPPORT_TARGET, PRO_SUPPORT, SUPPORT_PAGE } from '@shared/elite/support';
import { PLANS, planFeatures, type ContentAvailability } from '@shared/plans';
import type { MemberTool } from '@/components/member-tools';
import { ToolIcon } from './tool-icon';

/** The four shortcuts above the tools; the consulting one leads to Elite's page or its plan. */
export function QuickActions({ isElite }: { isElite: boolean }) {
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

/** Where to ask for help, with the plan's response time. */
export function SupportCard({ isElite }: { isElite: boolean }) {
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
export function EliteCard({
  isElite,
  content,
}: {
  isElite: boolean;
  content: ContentAvailability;
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

/** One group of tools, each a card linking to it. */
export function ToolSection({
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
