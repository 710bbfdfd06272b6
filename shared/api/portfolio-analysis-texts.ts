/**
 * The portfolio analysis's limits, texts, statuses and path, without zod: /portafolio and the staff
 * console show them as they draw, and importing them from ./portfolio-analysis.ts put zod (~25 kB
 * gzip) on those pages' first load. ./portfolio-analysis.ts re-exports them for the server.
 */
export const ANALYSIS_LIMITS = {
  goalsMin: 20,
  goalsMax: 2000,
  summaryMin: 40,
  summaryMax: 5000,
  textMin: 20,
  textMax: 3000,
  recommendationMin: 10,
  recommendationMax: 600,
  recommendationsMax: 10,
} as const;

const L = ANALYSIS_LIMITS;

export const ANALYSIS_MESSAGES = {
  goalsShort: `Cuéntanos qué quieres lograr con tu portafolio (mínimo ${L.goalsMin} caracteres)`,
  goalsLong: `Tus metas no pueden superar los ${L.goalsMax} caracteres`,
  noProperties:
    'Agrega al menos una propiedad a tu portafolio antes de pedir el análisis: el consultor analiza las propiedades que tienes.',
  open: 'Ya tienes un análisis en preparación. Te avisaremos por correo cuando esté listo.',
  requested:
    'Recibimos tu solicitud. Un consultor del equipo la tomará y te escribiremos cuando tu análisis esté listo.',
  notFound: 'No encontramos ese análisis.',
  notDelivered: 'Ese análisis todavía no está listo.',
  alreadyDelivered: 'Ese análisis ya fue entregado.',
  takenByOther: 'Otro consultor ya está preparando este análisis.',
  taken: 'Tomaste el análisis: el miembro verá tu nombre mientras lo preparas.',
  delivered: 'Análisis entregado: el miembro lo recibió por correo y lo ve en su portafolio.',
  summaryShort: `Escribe el resumen general (mínimo ${L.summaryMin} caracteres)`,
  summaryLong: `El resumen no puede superar los ${L.summaryMax} caracteres`,
  findingsShort: `Escribe los hallazgos de cada propiedad (mínimo ${L.textMin} caracteres)`,
  recommendationsShort: `Escribe las recomendaciones de cada propiedad (mínimo ${L.textMin} caracteres)`,
  textLong: `El texto no puede superar los ${L.textMax} caracteres`,
  propertiesMismatch:
    'El análisis debe cubrir cada propiedad del portafolio del miembro, una vez: el portafolio cambió, recarga el análisis.',
  recommendationShort: `Cada recomendación necesita al menos ${L.recommendationMin} caracteres`,
  recommendationLong: `Cada recomendación puede tener hasta ${L.recommendationMax} caracteres`,
  recommendationsEmpty: 'Escribe al menos una recomendación general',
  recommendationsMany: `Escribe hasta ${L.recommendationsMax} recomendaciones generales`,
  priority: 'Elige la prioridad de cada recomendación',
} as const;

export const RECOMMENDATION_PRIORITIES = [
  { id: 'alta', label: 'Prioridad alta' },
  { id: 'media', label: 'Prioridad media' },
  { id: 'baja', label: 'Prioridad baja' },
] as const;
export type RecommendationPriority = (typeof RECOMMENDATION_PRIORITIES)[number]['id'];
export function priorityLabel(id: RecommendationPriority): string {
  return RECOMMENDATION_PRIORITIES.find((p) => p.id === id)!.label;
}

export type AnalysisStatus = 'solicitado' | 'en-preparacion' | 'entregado';
export const ANALYSIS_STATUS_LABELS: Record<AnalysisStatus, string> = {
  solicitado: 'Solicitado',
  'en-preparacion': 'En preparación',
  entregado: 'Entregado',
};

/** The member's page of a delivered analysis. */
export const analysisPath = (id: string) => `/portafolio/analisis/${id}`;
