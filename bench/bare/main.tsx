/**
 * The bench's baseline: the least a React 19 + react-router 7 SPA ships (one route: a heading and
 * a paragraph of text, drawn in the browser), built with the same Vite and plugin-react as web/.
 * The route JS of every page is reported beside this build's JS, and Lighthouse measures this page,
 * served by the same local runtime, between the app's pages: its paragraph is its largest paint.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';

function Page() {
  return (
    <main>
      <h1>Inversor Listo</h1>
      <p>
        Herramientas en español para calificar préstamos de propiedades de inversión en Estados
        Unidos: calcule el DSCR de una propiedad, compare programas de prestamistas reales y prepare
        el expediente que un oficial de préstamos necesita para decidir. Esta página es la
        referencia del banco de pruebas: React y su enrutador, un título y este párrafo, nada más.
      </p>
    </main>
  );
}

const router = createBrowserRouter([{ path: '*', element: <Page /> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
