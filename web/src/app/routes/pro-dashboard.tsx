import { planAllows } from '@shared/plans';
import { EducationalNotice } from '@/components/tool-layout';
import { useDocumentTitle } from '@/components/use-document-title';
import { useUser } from '@/lib/session';
import { ProHeader } from '@/features/pro/components/pro-header';
import { RecentActivity } from '@/features/pro/components/recent-activity';
import {
  EliteCard,
  QuickActions,
  SupportCard,
  ToolSection,
} from '@/features/pro/components/dashboard-cards';
import { ReadinessCard } from '@/features/qualify/components/readiness-card';
import { TOOL_GROUPS, toolsOf } from '@/components/member-tools';
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
 * /pro-dashboard: greeting, quick actions, every tool of the plan once
 * (navigation/member-tools.ts: ¿Califico?, deal files, the vault, the portfolio, the calculators,
 * webinars…), recent activity from the server and the Elite upgrade.
 */
export default function ProDashboardPage() {
  useDocumentTitle('Dashboard Pro — Inversor Listo');
  const content = usePlanContent();
  const { user } = useUser();
  // No name while the session loads (the drawn page); 'Usuario' for a member without one.
  const greeting = user ? `¡Bienvenido, ${user.firstName.trim() || 'Usuario'}!` : '¡Bienvenido!';
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
                {user ? `Plan ${isElite ? 'Elite' : 'Pro'} · ${status}` : 'Dashboard Pro'}
              </p>
              <h1 className="pro-title-band__title">{greeting}</h1>
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
