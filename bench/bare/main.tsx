/**
 * The bench's baseline: the least a React 19 + react-router 7 SPA ships (one route, one heading),
 * built with the same Vite and plugin-react as web/. The landing's JS is reported beside this.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';

const router = createBrowserRouter([{ path: '/', element: <h1>Inversor Listo</h1> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
