import type { Access } from '@shared/plans';
import { CHECKLIST_COUNT, DOCUMENT_COUNT } from '@shared/content/counts';

/**
 * Every tool a member has, once: the Pro and Elite dashboards and the menu of every member page
 * (member-menu.tsx) are drawn from this list, so each page has one card under one name and none
 * is missing from a dashboard. member-tools.test.ts checks no two entries open the same page.
 */
export type ToolGroup = 'prestamo' | 'analisis' | 'aprender' | 'elite' | 'ayuda';

export type ToolIconName =
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
  | 'resources'
  | 'vault'
  | 'webinars'
  | 'portfolio'
  | 'consult'
  | 'masterclass'
  | 'support'
  | 'network'
  | 'exclusive';

export interface MemberTool {
  title: string;
  description: string;
  to: string;
  icon: ToolIconName;
  group: ToolGroup;
  /** Who may open it (the route table's access). */
  access: Access;
}

export const TOOL_GROUPS: readonly { id: ToolGroup; title: string; lead: string }[] = [
  {
    id: 'prestamo',
    title: 'Tu préstamo y tus propiedades',
    lead: '¿Calificas?, tus expedientes, tus documentos y tu portafolio.',
  },
  {
    id: 'analisis',
    title: 'Analiza una inversión',
    lead: 'Calculadoras, escenarios, mercado y reportes para el prestamista.',
  },
  {
    id: 'aprender',
    title: 'Aprende y prepárate',
    lead: 'Webinars, guías y listas para llegar listo al prestamista.',
  },
  {
    id: 'elite',
    title: 'Exclusivo Elite',
    lead: 'Servicios personales del plan Elite.',
  },
  { id: 'ayuda', title: 'Ayuda', lead: 'Escríbele a nuestro equipo.' },
];

export const MEMBER_TOOLS: readonly MemberTool[] = [
  {
    title: '¿Califico?',
    description: 'Tu préstamo frente a programas de prestamistas, y qué te falta.',
    to: '/califico',
    icon: 'diligence',
    group: 'prestamo',
    access: 'pro',
  },
  {
    title: 'Mis Propiedades',
    description:
      'Un expediente por propiedad: ábrelo en cada herramienta sin volver a escribir. TIR, proyección, BRRRR y flip.',
    to: '/mis-propiedades',
    icon: 'evaluator',
    group: 'prestamo',
    access: 'pro',
  },
  {
    title: 'Bóveda de Documentos',
    description: 'Tus documentos del préstamo, revisión experta y el paquete para el prestamista.',
    to: '/boveda-documentos',
    icon: 'vault',
    group: 'prestamo',
    access: 'pro',
  },
  {
    title: 'Mi Portafolio',
    description:
      'Tus propiedades, tu patrimonio neto y reservas, y tu flujo de caja real frente a lo proyectado.',
    to: '/portafolio',
    icon: 'portfolio',
    group: 'prestamo',
    access: 'pro',
  },
  {
    title: 'Calculadora DSCR',
    description: 'Tu DSCR y el del prestamista (renta ÷ PITIA), préstamo máximo y renta necesaria.',
    to: '/calculadora-dscr',
    icon: 'dscr',
    group: 'analisis',
    access: 'public',
  },
  {
    title: 'Calculadora ROI',
    description: 'Cash-on-cash, cap rate, regla del 1% y flujo de caja al instante.',
    to: '/calculadora-roi',
    icon: 'roi',
    group: 'analisis',
    access: 'pro',
  },
  {
    title: 'Evaluador de Propiedades',
    description: 'Valor estimado, proyección a 5 años, renta sugerida y antigüedad.',
    to: '/evaluador-propiedades',
    icon: 'evaluator',
    group: 'analisis',
    access: 'pro',
  },
  {
    title: 'Simulador de Escenarios',
    description: 'La misma compra en escenarios optimista, base y pesimista, con riesgos.',
    to: '/simulador-escenarios',
    icon: 'scenarios',
    group: 'analisis',
    access: 'pro',
  },
  {
    title: 'Reportes Profesionales',
    description: 'PDF para prestamistas y socios con DSCR, flujo y retornos.',
    to: '/reportes-profesionales',
    icon: 'reports',
    group: 'analisis',
    access: 'pro',
  },
  {
    title: 'Análisis de Mercado Local',
    description: 'Precios, rentas, tendencias y demografía de tu mercado con fuentes públicas.',
    to: '/analisis-mercado',
    icon: 'market',
    group: 'analisis',
    access: 'pro',
  },
  {
    title: 'Finder de Deals',
    description:
      'Puntúa las propiedades que escribes o importas según tus criterios de retorno y compáralas.',
    to: '/finder-deals',
    icon: 'deals',
    group: 'analisis',
    access: 'pro',
  },
  {
    title: 'Webinars',
    description: 'Webinars en vivo cada semana: inscríbete y agrégalos a tu calendario.',
    to: '/webinars',
    icon: 'webinars',
    group: 'aprender',
    access: 'public',
  },
  {
    title: 'Recursos Educativos',
    description: 'Guías sobre DSCR, estrategia, mercado, aspectos legales y financiamiento.',
    to: '/recursos-educativos',
    icon: 'resources',
    group: 'aprender',
    access: 'public',
  },
  {
    title: 'Guía de Documentos',
    description: `Los ${DOCUMENT_COUNT} documentos que te pedirá el prestamista, y cómo reunirlos.`,
    to: '/guia-documentos',
    icon: 'documents',
    group: 'aprender',
    access: 'public',
  },
  {
    title: 'Lista de Verificación',
    // The counts come from the content itself, so every page says the same number.
    description: `${CHECKLIST_COUNT} pasos para evaluar una inversión, con tu progreso guardado.`,
    to: '/lista-verificacion',
    icon: 'checklist',
    group: 'aprender',
    access: 'public',
  },
  {
    title: 'Consultoría Personal 1:1',
    description: 'Tu sesión estratégica mensual con un especialista.',
    to: '/elite-consulting',
    icon: 'consult',
    group: 'elite',
    access: 'elite',
  },
  {
    title: 'Masterclasses Elite',
    description: 'Clases en vivo con inversionistas expertos.',
    to: '/elite-masterclasses',
    icon: 'masterclass',
    group: 'elite',
    access: 'elite',
  },

  {
    title: 'Deals Exclusivos VIP',
    description: 'Oportunidades antes de que lleguen al mercado.',
    to: '/elite-deals',
    icon: 'exclusive',
    group: 'elite',
    access: 'elite',
  },
  {
    title: 'Red de Inversionistas',
    description: 'Conecta con otros miembros Elite.',
    to: '/elite-red',
    icon: 'network',
    group: 'elite',
    access: 'elite',
  },
  {
    title: 'Soporte',
    description: 'Escríbele a nuestro equipo: por correo en Pro, al frente de la fila en Elite.',
    to: '/elite-support',
    icon: 'support',
    group: 'ayuda',
    access: 'pro',
  },
];

export function toolsOf(group: ToolGroup): readonly MemberTool[] {
  return MEMBER_TOOLS.filter((tool) => tool.group === group);
}
