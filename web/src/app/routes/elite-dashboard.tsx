import { Link } from 'react-router';
import { EXTRA_SESSION_DISCOUNT_PERCENT } from '@shared/elite/consulting';
import { useDocumentTitle } from '@/components/use-document-title';
import { useUser } from '@/lib/session';
import { EliteHighlights } from '@/features/elite/components/elite-highlights';
import { EliteLayout } from '@/features/elite/components/elite-layout';
import { EliteSupportBand } from '@/features/elite/components/elite-support-band';
import { EliteTools } from '@/features/elite/components/elite-tools';
import '@/features/elite/components/elite-dashboard.css';

/**
 * /elite-dashboard: ELITE badge and menu, four highlight tiles from
 * the member's data, every tool of the plan once (the Elite services flagged EXCLUSIVO), and the
 * support section whose buttons open support with the method chosen.
 */
export default function EliteDashboardPage() {
  useDocumentTitle('Dashboard Elite — Inversor Listo');
  const { user } = useUser();
  // No name while the session loads (the drawn page); 'Usuario' for a member without one.
  const title = user ? `Bienvenido, ${user.firstName.trim() || 'Usuario'}` : 'Bienvenido';
  return (
    <EliteLayout
      variant="dashboard"
      eyebrow="Miembro Elite"
      title={title}
      lead={
        <p>
          Todas las herramientas Pro, tu sesión estratégica 1:1 de cada mes (las adicionales con{' '}
          {EXTRA_SESSION_DISCOUNT_PERCENT}% de descuento), masterclasses, soporte prioritario y
          deals exclusivos.
        </p>
      }
      aside={
        <div className="elite-actions">
          <Link to="/elite-consulting" className="elite-link-button elite-link-button--gold">
            Agendar sesión 1:1
          </Link>
          <Link to="/elite-deals" className="elite-link-button elite-link-button--outline">
            Ver deals exclusivos
          </Link>
          <Link to="/elite-red" className="elite-link-button elite-link-button--outline">
            Red de inversionistas
          </Link>
          <Link to="/califico" className="elite-link-button elite-link-button--outline">
            ¿Califico?
          </Link>
          <Link to="/portafolio#reporte" className="elite-link-button elite-link-button--outline">
            Reporte de portafolio
          </Link>
        </div>
      }
    >
      <EliteHighlights />
      <section aria-labelledby="herramientas-elite">
        <div className="elite-section__head">
          <div>
            <h2 id="herramientas-elite" className="elite-section__title">
              Tus herramientas
            </h2>
            <p className="elite-section__lead">
              Todo lo del plan Pro, más los servicios exclusivos para miembros Elite.
            </p>
          </div>
        </div>
        <EliteTools />
      </section>
      <EliteSupportBand />
    </EliteLayout>
  );
}
