/**
 * The document guide: four tabs — personal, property, analysis, legal — with 6, 6, 4 and 4
 * documents. Ids are stable keys for saved progress: never rename one.
 */

export const DOCUMENT_CATEGORIES = [
  {
    id: 'personal',
    title: 'Financiero Personal',
    summary: 'Quién eres y con qué fondos cuentas: identidad, crédito, pago inicial y reservas.',
  },
  {
    id: 'property',
    title: 'Propiedad',
    summary:
      'La propiedad que garantiza el préstamo: contrato, rentas, seguro, impuestos y tasación.',
  },
  {
    id: 'analysis',
    title: 'Análisis Financiero',
    summary: 'Los números que sostienen tu solicitud: DSCR, rentas, presupuesto y experiencia.',
  },
  {
    id: 'legal',
    title: 'Legal',
    summary: 'Si compras a nombre de una LLC: los documentos que prueban que existe y quién firma.',
  },
] as const;

type DocumentCategoryId = (typeof DOCUMENT_CATEGORIES)[number]['id'];

export interface DocumentItem {
  id: string;
  category: DocumentCategoryId;
  title: string;
  description: string;
  required: boolean;
  /** When the document is needed or how recent it must be. */
  timeframe: string;
  /**
   * Days a lender accepts the document after its date (its upload date unless the member enters
   * the document's own): past that the vault marks it stale and emails a week before.
   */
  freshForDays?: number;
  tips?: readonly string[];
}

export const DOCUMENT_ITEMS = [
  // Financiero personal (6)
  {
    id: 'personal-id',
    category: 'personal',
    required: true,
    title: 'Identificación oficial con foto',
    timeframe: 'Vigente al cierre',
    description:
      'Licencia de conducir, pasaporte o identificación estatal de cada persona que firma o garantiza el préstamo. Si compras con una LLC, de cada socio que dé la garantía personal.',
    tips: [
      'Revisa la fecha de vencimiento: una identificación vencida puede retrasar el cierre.',
      'El nombre debe coincidir con el de tus estados de cuenta y tu reporte de crédito.',
    ],
  },
  {
    id: 'personal-ssn-itin',
    category: 'personal',
    required: true,
    title: 'Número de Seguro Social o ITIN',
    timeframe: 'Desde la precalificación',
    description:
      'El prestamista lo usa para verificar tu identidad y revisar tu crédito. Varios prestamistas DSCR trabajan con ITIN, normalmente con más pago inicial y más reservas.',
    tips: [
      'Si usas ITIN, pregunta desde el primer contacto si el prestamista lo acepta y con qué porcentaje máximo de financiamiento.',
      'Ten a mano la carta del IRS que te asignó el ITIN.',
    ],
  },
  {
    id: 'personal-bank-statements',
    category: 'personal',
    required: true,
    title: 'Estados de cuenta bancarios',
    timeframe: 'Los 2 meses más recientes',
    freshForDays: 60,
    description:
      'Todas las páginas de los dos estados más recientes de cada cuenta de la que saldrán el pago inicial, los costos de cierre y las reservas.',
    tips: [
      'Envía todas las páginas, incluso las que están en blanco.',
      'Cada depósito grande que no sea de tu nómina o tu negocio necesitará una carta de explicación y prueba de su origen.',
      'Evita mover dinero entre cuentas sin dejar rastro durante los 60 días previos a la solicitud.',
    ],
  },
  {
    id: 'personal-investment-accounts',
    category: 'personal',
    required: false,
    title: 'Estados de cuentas de inversión o retiro',
    timeframe: 'El estado trimestral más reciente',
    description:
      'Cuentas de corretaje, 401(k) o IRA que quieras usar como reservas. Muchos prestamistas cuentan solo una parte del saldo de retiro (a menudo entre 60% y 70%) por los impuestos y penalidades de un retiro anticipado.',
    tips: ['Pregunta qué porcentaje acepta el prestamista de cada tipo de cuenta.'],
  },
  {
    id: 'personal-credit',
    category: 'personal',
    required: true,
    title: 'Autorización para revisar tu crédito',
    timeframe: 'El reporte vale entre 90 y 120 días',
    freshForDays: 120,
    description:
      'El prestamista pedirá tu reporte a las tres agencias (Equifax, Experian y TransUnion) y usará el puntaje medio. Revisa tú el reporte antes para corregir errores.',
    tips: [
      'No abras tarjetas ni préstamos nuevos durante el proceso.',
      'Mantén el saldo de tus tarjetas por debajo del 30% de su límite.',
    ],
  },
  {
    id: 'personal-real-estate-owned',
    category: 'personal',
    required: false,
    title: 'Lista de propiedades que ya tienes (REO)',
    timeframe: 'Actualizada al mes de la solicitud',
    description:
      'Un cuadro con cada propiedad: dirección, valor aproximado, saldo del préstamo, pago mensual (PITIA), renta y a nombre de quién está. Acompáñalo con el estado hipotecario más reciente de cada una.',
    tips: [
      'Si aún no tienes propiedades, pregunta si el programa pide experiencia previa o reduce el financiamiento para inversionistas nuevos.',
    ],
  },
  // Propiedad (6)
  {
    id: 'property-purchase-contract',
    category: 'property',
    required: true,
    title: 'Contrato de compraventa firmado',
    timeframe: 'En cuanto se acepte la oferta',
    description:
      'El contrato completo, con todos sus anexos y adendas, firmado por comprador y vendedor. Si vas a refinanciar, en su lugar entrega la escritura y el estado hipotecario actual.',
    tips: [
      'Envía al prestamista cada adenda nueva: un cambio de precio o de crédito del vendedor cambia el préstamo.',
    ],
  },
  {
    id: 'property-leases',
    category: 'property',
    required: true,
    title: 'Contratos de arrendamiento vigentes',
    timeframe: 'Vigentes a la fecha de la solicitud',
    description:
      'Si la propiedad está rentada, copia firmada de cada contrato. El prestamista compara la renta del contrato con la renta de mercado del tasador (formulario 1007) y normalmente usa la menor.',
    tips: [
      'Algunos prestamistas aceptan una renta de contrato mayor que la de mercado si demuestras dos o tres meses de pagos recibidos.',
      'Si la propiedad está vacía, se usará la renta de mercado del 1007 y pueden pedirte más reservas.',
    ],
  },
  {
    id: 'property-insurance',
    category: 'property',
    required: true,
    title: 'Cotización o póliza de seguro para arrendador',
    timeframe: 'Antes del cierre, con 12 meses pagados',
    freshForDays: 30,
    description:
      'Póliza de vivienda en renta (tipo DP-3) con cobertura suficiente para reconstruir y, de preferencia, pérdida de renta. El prestamista debe figurar como acreedor hipotecario (mortgagee clause).',
    tips: [
      'Una póliza de vivienda propia (HO-3) no cubre una propiedad rentada.',
      'Pide al prestamista el texto exacto de la cláusula de acreedor hipotecario.',
    ],
  },
  {
    id: 'property-tax-bill',
    category: 'property',
    required: true,
    title: 'Factura de impuestos a la propiedad',
    timeframe: 'La del año fiscal más reciente',
    description:
      'La factura del condado, para confirmar el impuesto anual y saber si hay atrasos o exenciones que desaparecerán con la venta, como la de homestead.',
    tips: [
      'Si el vendedor tenía exención de homestead, tus impuestos serán más altos: calcula con la tasa completa.',
    ],
  },
  {
    id: 'property-hoa',
    category: 'property',
    required: false,
    title: 'Información de la HOA o del condominio',
    timeframe: 'Durante el proceso del préstamo',
    description:
      'Cuota mensual, contacto de la administración y, en condominios, el cuestionario del condominio que pide el prestamista.',
    tips: [
      'Los condominios no garantizables (non-warrantable) necesitan un prestamista que los acepte expresamente.',
    ],
  },
  {
    id: 'property-appraisal-rent-schedule',
    category: 'property',
    required: true,
    title: 'Tasación con análisis de renta (1007 o 1025)',
    timeframe: 'La ordena el prestamista; suele valer 120 días',
    description:
      'La ordena el prestamista y la pagas tú. Para una unidad incluye el formulario 1007 (calendario de rentas comparables); para 2 a 4 unidades, el 1025. De ella salen el valor y la renta de mercado que se usan para el DSCR.',
    tips: [
      'Facilita el acceso al tasador y prepara una lista de mejoras recientes con su costo.',
      'Si la renta de mercado sale baja, puedes pedir una reconsideración con mejores comparables.',
    ],
  },
  // Análisis financiero (4)
  {
    id: 'analysis-dscr',
    category: 'analysis',
    required: true,
    title: 'Análisis de DSCR y flujo de caja',
    timeframe: 'Antes de hacer la oferta',
    description:
      'Tu cálculo con la renta, el PITIA, los gastos y el DSCR resultante. Te permite hablar con el prestamista con cifras y detectar a tiempo si el préstamo no alcanza el mínimo.',
    tips: [
      'Usa la calculadora DSCR de Inversor Listo y guarda las cifras de la vista del prestamista.',
    ],
  },
  {
    id: 'analysis-rent-roll',
    category: 'analysis',
    required: false,
    title: 'Lista de rentas (rent roll)',
    timeframe: 'Del mes en curso',
    description:
      'Para propiedades de 2 o más unidades: cada unidad con su inquilino, renta, fechas del contrato, depósito y estado de pagos.',
    tips: ['Debe coincidir con los contratos de arrendamiento que entregues.'],
  },
  {
    id: 'analysis-rehab-budget',
    category: 'analysis',
    required: false,
    title: 'Presupuesto de rehabilitación (scope of work)',
    timeframe: 'Antes de solicitar un préstamo hard money',
    description:
      'Lista de trabajos con el costo de cada partida y un calendario. Los prestamistas hard money la usan para aprobar los fondos de rehabilitación, que entregan por etapas (draws) después de inspeccionar el avance.',
    tips: [
      'Incluye una contingencia de 10% a 15%.',
      'Acompáñalo con ventas comparables que sustenten el ARV (valor después de reparar).',
    ],
  },
  {
    id: 'analysis-track-record',
    category: 'analysis',
    required: false,
    title: 'Historial de experiencia como inversionista',
    timeframe: 'Los últimos 24 a 36 meses',
    description:
      'Las propiedades que compraste, rehabilitaste, rentaste o vendiste, con direcciones y fechas. Con más experiencia, los prestamistas suelen ofrecer más financiamiento y mejores tasas.',
    tips: [
      'Adjunta como prueba los documentos de cierre (Closing Disclosure o HUD-1) de cada operación.',
    ],
  },
  // Legal (4)
  {
    id: 'legal-articles-of-organization',
    category: 'legal',
    required: true,
    title: 'Artículos de organización de la LLC',
    timeframe: 'Si compras a nombre de una LLC',
    description:
      'El documento registrado ante la Secretaría de Estado que crea la LLC. Si la propiedad está en otro estado, puede hacer falta además registrar la LLC como extranjera (foreign LLC) en ese estado.',
    tips: [
      'El nombre de la LLC debe coincidir exactamente en el contrato de compra, el EIN y la cuenta bancaria.',
    ],
  },
  {
    id: 'legal-operating-agreement',
    category: 'legal',
    required: true,
    title: 'Acuerdo operativo (Operating Agreement)',
    timeframe: 'Firmado por todos los socios',
    description:
      'Muestra quiénes son los socios, el porcentaje de cada uno y quién puede firmar por la LLC. El prestamista lo usa para decidir quién debe garantizar el préstamo.',
    tips: [
      'Muchos prestamistas piden la garantía personal de cada socio con 20% a 25% o más de participación.',
    ],
  },
  {
    id: 'legal-ein-letter',
    category: 'legal',
    required: true,
    title: 'Carta de asignación del EIN',
    timeframe: 'Si compras a nombre de una LLC',
    description:
      'El número de identificación del empleador (EIN) de la LLC, que se obtiene gratis en IRS.gov. El prestamista pide la carta CP 575 o, si la perdiste, la carta 147C del IRS.',
    tips: ['El trámite del EIN en IRS.gov es gratuito: no pagues a terceros por obtenerlo.'],
  },
  {
    id: 'legal-good-standing',
    category: 'legal',
    required: true,
    title: 'Certificado de vigencia (Certificate of Good Standing)',
    timeframe: 'Reciente: de 30 a 90 días según el prestamista',
    freshForDays: 90,
    description:
      'Lo emite la Secretaría de Estado y confirma que la LLC está activa y al día con sus reportes anuales y cuotas.',
    tips: ['Presenta a tiempo el reporte anual de la LLC para no perder la vigencia.'],
  },
] as const satisfies readonly DocumentItem[];

export const DOCUMENT_ITEM_IDS: readonly string[] = DOCUMENT_ITEMS.map((item) => item.id);
