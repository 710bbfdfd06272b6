import { CHECKLIST_ITEMS } from '@shared/content/checklist';
import { DOCUMENT_ITEMS } from '@shared/content/documents';

/**
 * The Pro dashboard's tool cards (spec 02 "Pro dashboard"): eight advanced and four basic tools,
 * each linked to its own route (docs/README.md: the evident intent, not the prototype's
 * keyword match).
 */
export type ToolIcon =
  | 'dscr'
  | 'roi'
  | 'evaluator'
  | 'scenarios'
  | 'reports'
  | 'market'
  | 'deals'
  | 'diligence'
  | 'checklist'
  | 'documents'
  | 'resources';

export interface ToolCard {
  title: string;
  description: string;
  to: string;
  icon: ToolIcon;
}

export const ADVANCED_TOOLS: readonly ToolCard[] = [
  {
    title: 'Calculadora DSCR Avanzada',
    description: 'Tu DSCR y el del prestamista (renta ÷ PITIA), préstamo máximo y renta necesaria.',
    to: '/calculadora-dscr',
    icon: 'dscr',
  },
  {
    title: 'Calculadora ROI',
    description: 'Cash-on-cash, cap rate, regla del 1% y flujo de caja al instante.',
    to: '/calculadora-roi',
    icon: 'roi',
  },
  {
    title: 'Evaluador de Propiedades',
    description: 'Valor estimado, proyección a 5 años, renta sugerida y antigüedad.',
    to: '/evaluador-propiedades',
    icon: 'evaluator',
  },
  {
    title: 'Simulador de Escenarios',
    description: 'La misma compra en escenarios optimista, base y pesimista, con riesgos.',
    to: '/simulador-escenarios',
    icon: 'scenarios',
  },
  {
    title: 'Reportes Profesionales',
    description: 'PDF para prestamistas y socios con DSCR, flujo y retornos.',
    to: '/reportes-profesionales',
    icon: 'reports',
  },
  {
    title: 'Análisis de Mercado Local',
    description: 'Precios, rentas, tendencias y demografía de tu mercado con fuentes públicas.',
    to: '/analisis-mercado',
    icon: 'market',
  },
  {
    title: 'Finder de Deals',
    description: 'Encuentra y califica propiedades según tus criterios de retorno.',
    to: '/finder-deals',
    icon: 'deals',
  },
  {
    title: 'Due Diligence',
    description: 'Los documentos y verificaciones antes de cerrar una compra.',
    to: '/guia-documentos',
    icon: 'diligence',
  },
];

/** Deal files and the portfolio (issue 13): the member's own properties, before and after buying. */
export const PORTFOLIO_TOOLS: readonly ToolCard[] = [
  {
    title: 'Mis Propiedades',
    description:
      'Un expediente por propiedad: ábrelo en cada herramienta sin volver a escribir. TIR, proyección, BRRRR y flip.',
    to: '/mis-propiedades',
    icon: 'evaluator',
  },
  {
    title: 'Mi Portafolio',
    description: 'Tus propiedades, su flujo, tu patrimonio y efectivo disponible al 75 %.',
    to: '/portafolio',
    icon: 'market',
  },
  {
    title: 'Evaluador de Patrimonio Neto',
    description: 'Tu balance: propiedades, otros activos y deudas, y meses de reservas.',
    to: '/portafolio#patrimonio',
    icon: 'reports',
  },
  {
    title: 'Analizador de Flujo de Caja',
    description: 'Ingresos y gastos reales por mes frente a lo proyectado, con importación CSV.',
    to: '/portafolio#flujo',
    icon: 'roi',
  },
];

export const BASIC_TOOLS: readonly ToolCard[] = [
  {
    title: 'Calculadora DSCR Básica',
    description: 'El índice de cobertura de deuda de una propiedad de renta.',
    to: '/calculadora-dscr',
    icon: 'dscr',
  },
  {
    title: 'Lista de Verificación',
    // The counts come from the content itself, so every page says the same number (issue 16).
    description: `${CHECKLIST_ITEMS.length} pasos para evaluar una inversión, con tu progreso guardado.`,
    to: '/lista-verificacion',
    icon: 'checklist',
  },
  {
    title: 'Guía de Documentos',
    description: `Los ${DOCUMENT_ITEMS.length} documentos que te pedirá el prestamista.`,
    to: '/guia-documentos',
    icon: 'documents',
  },
  {
    title: 'Recursos Educativos',
    description: 'Guías sobre DSCR, estrategia, mercado, aspectos legales y financiamiento.',
    to: '/recursos-educativos',
    icon: 'resources',
  },
];

/** The quick action "Consultoría 1:1": Elite users book it; others see the Elite plan. */
export function consultationPath(isElite: boolean): string {
  return isElite ? '/elite-consulting' : '/plan-elite';
}
