import { Link } from 'react-router';

/** Placeholder for a page whose issue has not landed yet. */
export function UnderConstruction({ title }: { title: string }) {
  return (
    <main className="page-narrow" id="main">
      <h1>{title}</h1>
      <p>Esta sección está en construcción. Muy pronto estará disponible.</p>
      <p>
        <Link to="/">Volver al inicio</Link>
      </p>
    </main>
  );
}
