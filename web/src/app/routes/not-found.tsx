import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '@/components/use-document-title';
import { MarketingLayout } from '@/features/marketing/components/marketing-layout';

/** Any unknown path (docs/product.md "Where we depart from the prototype's spec": Spanish text, a link home, the router hint only in development). */
export default function NotFoundPage() {
  useDocumentTitle('Página no encontrada — Inversor Listo');
  const { pathname } = useLocation();
  return (
    <MarketingLayout>
      <section className="not-found" aria-labelledby="no-encontrada-titulo">
        <div className="container not-found__inner">
          <p className="not-found__code" aria-hidden="true">
            404
          </p>
          <h1 id="no-encontrada-titulo">Página no encontrada</h1>
          <p className="not-found__text">
            La dirección que buscas no existe o cambió de lugar. Revisa el enlace o vuelve al inicio
            para seguir explorando.
          </p>
          <div className="not-found__actions">
            <Link className="btn btn--navy btn--lg" to="/">
              Volver al inicio
            </Link>
            <Link className="btn btn--ghost btn--lg" to={{ pathname: '/', hash: 'precios' }}>
              Ver planes
            </Link>
          </div>
          {import.meta.env.DEV && (
            <p className="dev-hint">
              Solo en desarrollo: ninguna ruta coincide con <code>{pathname}</code>. Las rutas se
              declaran en <code>web/src/app/route-table.ts</code>.
            </p>
          )}
        </div>
      </section>
    </MarketingLayout>
  );
}
