import type { Access } from '@shared/plans';

/**
 * Every route of both spec documents, with who may open it. Every page, the landing too, is its own
 * lazy chunk in app/routes/<file>.tsx.
 */
export interface PageRoute {
  path: string;
  file: string;
  access: Access;
  /**
   * Built with its HTML drawn (web/build/page-html.ts): a page that draws the same for everyone
   * until the session answers, reads its query only once React has the page
   * (useSearchAfterHydration) and the browser's storage only once it has it (useHydrating: the
   * checklist's and the document guide's ticks), and whose first control works
   * before React does (docs/how-to-add-a-route.md, "The page"). A gated one draws itself while the session
   * answers, then steps aside for a visitor or a member without the plan (app/guard.tsx).
   */
  prerender?: true;
}

export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/calculadora-dscr', file: 'calculadora-dscr', access: 'public', prerender: true },
  { path: '/lista-verificacion', file: 'lista-verificacion', access: 'public', prerender: true },
  { path: '/guia-documentos', file: 'guia-documentos', access: 'public', prerender: true },
  { path: '/recursos-educativos', file: 'recursos-educativos', access: 'public', prerender: true },
  { path: '/webinars', file: 'webinars', access: 'public', prerender: true },
  { path: '/plan-gratuito', file: 'plan-gratuito', access: 'public', prerender: true },
  { path: '/plan-pro', file: 'plan-pro', access: 'public', prerender: true },
  { path: '/plan-elite', file: 'plan-elite', access: 'public', prerender: true },
  { path: '/login', file: 'login', access: 'public', prerender: true },
  { path: '/register', file: 'register', access: 'public', prerender: true },
  { path: '/forgot-password', file: 'forgot-password', access: 'public', prerender: true },
  { path: '/reset-password', file: 'reset-password', access: 'public', prerender: true },
  { path: '/confirmar-correo', file: 'confirmar-correo', access: 'public', prerender: true },
  { path: '/mis-datos', file: 'mis-datos', access: 'public', prerender: true },
  { path: '/eliminar-cuenta', file: 'eliminar-cuenta', access: 'public', prerender: true },
  { path: '/welcome', file: 'welcome', access: 'public', prerender: true },
  {
    path: '/expediente-compartido/:token',
    file: 'expediente-compartido',
    access: 'public',
    prerender: true,
  },
  { path: '/checkout', file: 'checkout', access: 'user', prerender: true },
  { path: '/elite-checkout', file: 'elite-checkout', access: 'user', prerender: true },
  { path: '/payment-success', file: 'payment-success', access: 'user', prerender: true },
  { path: '/dashboard', file: 'dashboard', access: 'user', prerender: true },
  { path: '/free-plan', file: 'free-plan', access: 'user', prerender: true },
  { path: '/account', file: 'account', access: 'user', prerender: true },
  { path: '/subscription', file: 'subscription', access: 'user', prerender: true },
  { path: '/pro-dashboard', file: 'pro-dashboard', access: 'pro', prerender: true },
  { path: '/calculadora-roi', file: 'calculadora-roi', access: 'pro', prerender: true },
  { path: '/evaluador-propiedades', file: 'evaluador-propiedades', access: 'pro', prerender: true },
  { path: '/simulador-escenarios', file: 'simulador-escenarios', access: 'pro', prerender: true },
  {
    path: '/reportes-profesionales',
    file: 'reportes-profesionales',
    access: 'pro',
    prerender: true,
  },
  { path: '/analisis-mercado', file: 'analisis-mercado', access: 'pro', prerender: true },
  { path: '/finder-deals', file: 'finder-deals', access: 'pro', prerender: true },
  { path: '/califico', file: 'califico', access: 'pro', prerender: true },
  { path: '/mis-propiedades', file: 'mis-propiedades', access: 'pro', prerender: true },
  { path: '/portafolio', file: 'portafolio', access: 'pro', prerender: true },
  {
    path: '/portafolio/analisis/:id',
    file: 'analisis-portafolio',
    access: 'elite',
    prerender: true,
  },
  { path: '/boveda-documentos', file: 'boveda-documentos', access: 'pro', prerender: true },
  { path: '/elite-dashboard', file: 'elite-dashboard', access: 'elite', prerender: true },
  { path: '/elite-consulting', file: 'elite-consulting', access: 'elite', prerender: true },
  { path: '/elite-masterclasses', file: 'elite-masterclasses', access: 'elite', prerender: true },
  { path: '/elite-support', file: 'elite-support', access: 'pro', prerender: true }, // Pro too: email support
  { path: '/elite-deals', file: 'elite-deals', access: 'elite', prerender: true },
  { path: '/elite-red', file: 'elite-red', access: 'elite', prerender: true },
  { path: '/equipo', file: 'equipo', access: 'staff', prerender: true },
  { path: '/prestamistas', file: 'prestamistas', access: 'lender', prerender: true },
];
