/**
 * The investment checklist: 5 categories with 4, 6, 5, 4 and 4 items. Ids are stable keys for saved
 * progress (localStorage and the server's PROGRESS#checklist item): never rename one; retire it and
 * add a new id instead. "Required" items are the high-priority ones.
 */

export type Priority = 'high' | 'medium' | 'low';

export const PRIORITY_LABELS: Record<Priority, string> = {
  high: 'Alta',
  medium: 'Media',
  low: 'Baja',
};

export const CHECKLIST_CATEGORIES = [
  {
    id: 'market',
    title: 'Mercado y Ubicación',
    summary: 'Que la zona sostenga la renta y la demanda que esperas.',
  },
  {
    id: 'financial',
    title: 'Análisis Financiero',
    summary: 'Que los números funcionen como los verá el prestamista.',
  },
  {
    id: 'inspection',
    title: 'Inspección de la Propiedad',
    summary: 'Que no haya sorpresas caras después del cierre.',
  },
  {
    id: 'legal',
    title: 'Legal y Documentación',
    summary: 'Que el título, los contratos y la estructura estén en orden.',
  },
  {
    id: 'financing',
    title: 'Preparación del Financiamiento',
    summary: 'Que llegues al prestamista con crédito, fondos y reservas listos.',
  },
] as const;

type ChecklistCategoryId = (typeof CHECKLIST_CATEGORIES)[number]['id'];

export interface ChecklistItem {
  id: string;
  category: ChecklistCategoryId;
  title: string;
  description: string;
  priority: Priority;
}

export const CHECKLIST_ITEMS = [
  // Mercado y ubicación (4)
  {
    id: 'market-rent-comps',
    category: 'market',
    priority: 'high',
    title: 'Confirma la renta de mercado con comparables',
    description:
      'Busca al menos tres propiedades parecidas (recámaras, baños, tamaño y estado) rentadas en los últimos 6 a 12 meses y a menos de una milla. El prestamista usará la renta de mercado que el tasador documenta en el formulario 1007 (o 1025 para 2 a 4 unidades), no la renta que tú esperas.',
  },
  {
    id: 'market-demand',
    category: 'market',
    priority: 'high',
    title: 'Mide la demanda de inquilinos y la vacancia',
    description:
      'Averigua cuánto tardan en rentarse las propiedades de la zona y cuál es la vacancia local. Entre 5% y 8% es habitual; si supera 10%, deja un colchón mayor en tus números.',
  },
  {
    id: 'market-economy',
    category: 'market',
    priority: 'medium',
    title: 'Evalúa empleo, población y crecimiento',
    description:
      'Busca empleadores diversos, población en aumento y nuevos proyectos de infraestructura. La American Community Survey del Censo y la oficina de empleo del estado publican estos datos gratis. Un mercado que depende de un solo empleador es más riesgoso.',
  },
  {
    id: 'market-local-rules',
    category: 'market',
    priority: 'medium',
    title: 'Revisa zonificación y reglas locales de renta',
    description:
      'Confirma con la ciudad o el condado que el uso que planeas está permitido. Algunas ciudades limitan la renta a corto plazo, exigen licencia o inspección para rentar, o tienen control de rentas.',
  },
  // Análisis financiero (6)
  {
    id: 'financial-lender-dscr',
    category: 'financial',
    priority: 'high',
    title: 'Calcula el DSCR como lo hace el prestamista',
    description:
      'Divide la renta bruta mensual entre el PITIA: principal, interés, impuestos, seguro y cuota de HOA. La mayoría de los prestamistas DSCR piden entre 1.00 y 1.25; con 1.25 o más se obtienen las mejores tasas y el mayor porcentaje de financiamiento.',
  },
  {
    id: 'financial-operating-costs',
    category: 'financial',
    priority: 'high',
    title: 'Estima los gastos operativos reales',
    description:
      'Además del PITIA, presupuesta vacancia (5% a 8% de la renta), mantenimiento (5% a 10%), administración (8% a 10% si contratas a un administrador), reservas para reemplazos mayores y los servicios que pagues como dueño.',
  },
  {
    id: 'financial-cash-flow',
    category: 'financial',
    priority: 'high',
    title: 'Calcula el flujo de caja y el cash-on-cash',
    description:
      'Flujo de caja = renta efectiva − gastos − pago del préstamo. Cash-on-cash = flujo anual ÷ efectivo total invertido (pago inicial, costos de cierre y reparaciones). Decide cuál es tu mínimo aceptable antes de ofertar.',
  },
  {
    id: 'financial-taxes-insurance',
    category: 'financial',
    priority: 'high',
    title: 'Confirma impuestos y seguro con cifras reales',
    description:
      'No uses los impuestos que paga el dueño actual: en muchos condados el avalúo se ajusta al precio de venta y las exenciones como homestead desaparecen. Pide una cotización de póliza para arrendador (tipo DP-3) y, si la zona es inundable, también del seguro contra inundación.',
  },
  {
    id: 'financial-cap-rate',
    category: 'financial',
    priority: 'medium',
    title: 'Compara el cap rate con el de la zona',
    description:
      'Cap rate = ingreso operativo neto anual (sin el pago del préstamo) ÷ precio. Un cap rate muy por encima del de propiedades similares suele esconder reparaciones pendientes, vacancia alta o una renta sobrestimada.',
  },
  {
    id: 'financial-stress-test',
    category: 'financial',
    priority: 'medium',
    title: 'Prueba un escenario pesimista',
    description:
      'Recalcula con una tasa 1 punto más alta, dos meses de vacancia al año y una reparación mayor inesperada. Si el flujo se vuelve negativo, necesitas más pago inicial, un precio menor o más reservas.',
  },
  // Inspección de la propiedad (5)
  {
    id: 'inspection-professional',
    category: 'inspection',
    priority: 'high',
    title: 'Contrata una inspección profesional',
    description:
      'Un inspector licenciado revisa estructura, techo, plomería, electricidad y sistemas. Haz la oferta con un período de inspección para poder renegociar o retirarte sin perder tu depósito.',
  },
  {
    id: 'inspection-major-systems',
    category: 'inspection',
    priority: 'high',
    title: 'Anota la edad del techo, el HVAC, el calentador y la plomería',
    description:
      'Son los reemplazos más caros: un techo o un sistema de aire acondicionado pueden costar de $8,000 a $20,000 o más. Registra la edad de cada uno y reserva para su reemplazo en tu análisis.',
  },
  {
    id: 'inspection-repair-bids',
    category: 'inspection',
    priority: 'medium',
    title: 'Consigue un presupuesto de reparaciones por escrito',
    description:
      'Pide cotizaciones a uno o dos contratistas licenciados antes de cerrar. Si usarás hard money, el prestamista pedirá este presupuesto (scope of work) para aprobar los fondos de rehabilitación y estimar el ARV.',
  },
  {
    id: 'inspection-permits',
    category: 'inspection',
    priority: 'medium',
    title: 'Revisa permisos abiertos y violaciones de código',
    description:
      'Consulta en la oficina de permisos si hay permisos sin cerrar, ampliaciones hechas sin permiso o multas de código. Esos problemas pasan al nuevo dueño y pueden retrasar la tasación o el cierre.',
  },
  {
    id: 'inspection-specialized',
    category: 'inspection',
    priority: 'low',
    title: 'Considera inspecciones especializadas',
    description:
      'Según la zona y la edad de la casa: termitas, cámara en la línea de drenaje (sewer scope), moho, radón, pozo y séptico, o un ingeniero estructural si ves grietas o asentamientos.',
  },
  // Legal y documentación (4)
  {
    id: 'legal-title',
    category: 'legal',
    priority: 'high',
    title: 'Revisa el título y contrata seguro de título',
    description:
      'La compañía de título o el abogado de cierre busca gravámenes, embargos e impuestos atrasados. El prestamista exige una póliza de título para su préstamo; la póliza del dueño te protege a ti y conviene comprarla.',
  },
  {
    id: 'legal-existing-leases',
    category: 'legal',
    priority: 'medium',
    title: 'Revisa los contratos de arrendamiento existentes',
    description:
      'Si la propiedad tiene inquilinos, pide cada contrato, el historial de pagos y los depósitos de seguridad, que deben transferirse al cierre. Un estoppel firmado por el inquilino confirma la renta, las fechas y el depósito.',
  },
  {
    id: 'legal-vesting',
    category: 'legal',
    priority: 'medium',
    title: 'Decide a nombre de quién comprarás',
    description:
      'Muchos inversionistas compran mediante una LLC para separar la responsabilidad. Los prestamistas DSCR suelen aceptarla, pero piden la garantía personal de los socios principales. Consulta con un abogado y un contador de tu estado.',
  },
  {
    id: 'legal-hoa-documents',
    category: 'legal',
    priority: 'low',
    title: 'Lee los documentos de la HOA',
    description:
      'Revisa los estatutos (CC&Rs), las reglas de renta, las cuotas, las derramas especiales y la salud financiera de la asociación. Algunas HOA prohíben rentar o exigen un tiempo mínimo como dueño antes de hacerlo.',
  },
  // Preparación del financiamiento (4)
  {
    id: 'financing-credit',
    category: 'financing',
    priority: 'high',
    title: 'Revisa tu crédito y tu puntaje',
    description:
      'Descarga tus reportes gratis en AnnualCreditReport.com y corrige errores antes de aplicar. Muchos programas DSCR empiezan entre 620 y 660 puntos; con 700 a 740 o más accedes a mejores tasas y a un pago inicial menor.',
  },
  {
    id: 'financing-down-payment',
    category: 'financing',
    priority: 'high',
    title: 'Reúne el pago inicial y los costos de cierre',
    description:
      'Calcula entre 20% y 25% del precio para el pago inicial (más si tu puntaje es bajo o si calificas con ITIN o como extranjero) y entre 2% y 5% para costos de cierre. Los fondos deben estar en tu cuenta y documentados.',
  },
  {
    id: 'financing-reserves',
    category: 'financing',
    priority: 'high',
    title: 'Documenta tus reservas en meses de PITIA',
    description:
      'Los prestamistas piden reservas equivalentes a varios meses del pago completo (PITIA), normalmente de 3 a 6, y más si ya tienes otras propiedades financiadas. Pueden estar en cuentas bancarias, de inversión o de retiro, según el programa.',
  },
  {
    id: 'financing-compare-lenders',
    category: 'financing',
    priority: 'medium',
    title: 'Compara al menos tres prestamistas',
    description:
      'Pide a cada uno su hoja de términos: tasa, puntos, porcentaje máximo de financiamiento, DSCR mínimo, penalidad por prepago (por ejemplo 5-4-3-2-1), reservas y costos. Compara el costo total, no solo la tasa.',
  },
] as const satisfies readonly ChecklistItem[];

export const CHECKLIST_ITEM_IDS: readonly string[] = CHECKLIST_ITEMS.map((item) => item.id);

/** Required = high priority (the checklist has no other notion of required). */
export function isRequiredChecklistItem(item: ChecklistItem): boolean {
  return item.priority === 'high';
}
