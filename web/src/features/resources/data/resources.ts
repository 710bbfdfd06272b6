/**
 * The educational library: six built-in resources. `content` is plain text with a
 * small, safe markup read by resource-content.tsx: "## " starts a heading, "- " a bullet, "1. " a
 * numbered step; blank lines separate paragraphs. Figures are typical market ranges, never
 * promises: every lender sets its own terms.
 */

export const RESOURCE_CATEGORIES = [
  { id: 'todos', label: 'Todos' },
  { id: 'dscr', label: 'DSCR' },
  { id: 'strategy', label: 'Estrategia' },
  { id: 'market', label: 'Mercado' },
  { id: 'legal', label: 'Legal' },
  { id: 'financing', label: 'Financiamiento' },
] as const;

type ResourceTab = (typeof RESOURCE_CATEGORIES)[number]['id'];
type ResourceCategory = Exclude<ResourceTab, 'todos'>;
export type ResourceType = 'guide' | 'article' | 'video' | 'calculator' | 'template';
export type Difficulty = 'beginner' | 'intermediate' | 'advanced';

export const RESOURCE_TYPE_LABELS: Record<ResourceType, string> = {
  guide: 'Guía',
  article: 'Artículo',
  video: 'Video',
  calculator: 'Calculadora',
  template: 'Plantilla',
};

export const DIFFICULTY_LABELS: Record<Difficulty, string> = {
  beginner: 'Principiante',
  intermediate: 'Intermedio',
  advanced: 'Avanzado',
};

export interface Resource {
  id: string;
  category: ResourceCategory;
  type: ResourceType;
  title: string;
  description: string;
  difficulty: Difficulty;
  featured: boolean;
  tags: readonly string[];
  content: string;
}

const dscrGuide = `Un préstamo DSCR (Debt Service Coverage Ratio, o índice de cobertura del servicio de deuda) es una hipoteca para propiedades de inversión que se aprueba principalmente por la renta de la propiedad y no por tus ingresos personales. No te piden declaraciones de impuestos, formularios W-2 ni talones de pago. Es un préstamo "non-QM" con propósito comercial: la propiedad debe ser para rentar, no para vivir en ella.

## Cómo calcula el prestamista el DSCR
DSCR = renta bruta mensual ÷ PITIA.

PITIA es el pago mensual completo de la vivienda: principal, interés, impuestos a la propiedad, seguro y la cuota de la asociación (HOA). Si el préstamo es de solo intereses, muchos prestamistas calculan con ITIA, es decir, sin principal, lo que eleva el DSCR.

Ejemplo: compras en $250,000 con 25% de pago inicial. El préstamo de $187,500 al 7.25% a 30 años tiene un pago de principal e interés de $1,279.08. Con impuestos de $300 y seguro de $110 al mes, el PITIA es $1,689.08. Si la renta de mercado es $2,150, el DSCR es 2,150 ÷ 1,689.08 = 1.27.

La renta que usa el prestamista es la del contrato de arrendamiento o la renta de mercado que el tasador documenta en el formulario 1007 (el 1025 para 2 a 4 unidades); normalmente la menor de las dos. Si la propiedad está vacía, se usa la renta de mercado.

## Por qué tu cálculo y el del prestamista no coinciden
El prestamista no descuenta vacancia ni mantenimiento: divide la renta bruta entre el PITIA. Como inversionista, tú sí debes descontarlos. Con el mismo ejemplo, 5% de vacancia y $150 de mantenimiento al mes, tu DSCR conservador es 1.11. Los dos números son útiles: el del prestamista dice si calificas; el tuyo, si la propiedad te deja dinero.

## Requisitos típicos
- DSCR mínimo: normalmente entre 1.00 y 1.25. Con 1.25 o más se obtienen las mejores condiciones; algunos programas aceptan menos de 1.00 a cambio de más pago inicial y una tasa más alta.
- Pago inicial: 20% a 25% del precio en una compra. En un refinanciamiento con retiro de efectivo, el financiamiento máximo suele ser de 70% a 75% del valor.
- Puntaje de crédito: muchos programas empiezan entre 620 y 660; las mejores tasas suelen pedir 700 a 740 o más.
- Reservas: de 3 a 6 meses de PITIA, y más si financias varias propiedades.
- Monto mínimo del préstamo: con frecuencia entre $75,000 y $100,000.
- Plazo: lo más común es 30 años con tasa fija; también hay tasas ajustables y períodos de solo intereses.

## Costos que debes conocer
La tasa de un préstamo DSCR suele ser más alta que la de una hipoteca convencional. Muchos incluyen una penalidad por pago anticipado, por ejemplo 5-4-3-2-1: 5% del saldo si pagas el préstamo en el primer año, 4% en el segundo, y así hasta desaparecer en el sexto. A menudo puedes reducir o eliminar la penalidad a cambio de una tasa más alta.

## El proceso, paso a paso
1. Precalificación: el prestamista revisa tu crédito, tus fondos y los números de la propiedad.
2. Contrato de compra y solicitud formal con tus documentos.
3. Tasación con el análisis de renta, revisión del título y póliza de seguro.
4. Aprobación final y cierre. El proceso completo suele tomar alrededor de 30 días.

## Errores comunes
- Calcular con la renta que esperas y no con la renta de mercado.
- Olvidar la cuota de HOA o usar los impuestos que paga el vendedor.
- Llegar al cierre sin reservas documentadas o con depósitos grandes sin explicar.
- Abrir crédito nuevo durante el proceso.`;

const hardMoneyArticle = `Un préstamo hard money es un préstamo de corto plazo que otorgan prestamistas privados con base en el valor de la propiedad. Se usa para comprar y rehabilitar, o cuando necesitas cerrar rápido: puede cerrar en 7 a 14 días, cuando un préstamo tradicional toma un mes o más.

## Términos típicos
- Plazo: de 6 a 24 meses, casi siempre con pagos de solo intereses.
- Tasa: suele ser de dos dígitos, aproximadamente entre 10% y 14% anual según tu experiencia, la propiedad y el mercado.
- Puntos: de 1 a 4 puntos de originación, pagados al cierre. Un punto es el 1% del préstamo.
- Monto: hasta 80% a 90% del precio de compra y hasta 100% del presupuesto de rehabilitación, con un tope de 65% a 75% del ARV (el valor después de reparar).
- Fondos de rehabilitación: se entregan por etapas (draws) después de que un inspector verifica el avance. Tú adelantas el costo de cada etapa.
- Extensiones: si no terminas a tiempo, extender el plazo suele costar 1 punto o más.

## Un ejemplo con números
Compras en $200,000, la rehabilitación cuesta $40,000 y el ARV estimado es $320,000. El prestamista financia 85% del precio ($170,000) y 100% de la obra ($40,000): un préstamo de $210,000, que equivale a 65.6% del ARV.

- Puntos: 2 puntos = $4,200 al cierre.
- Interés: 12% anual sobre $210,000 = $2,100 al mes una vez desembolsado todo.
- Seis meses de interés: hasta $12,600.
- Costo financiero aproximado: $16,800, sin contar costos de cierre, seguro, impuestos, servicios ni los costos de venta o de refinanciamiento.

Tu aporte en efectivo: el 15% del precio ($30,000), los costos de cierre, los puntos y los intereses mientras dura la obra.

## Tu estrategia de salida
El prestamista querrá saber cómo pagarás el préstamo: vendiendo la propiedad (fix and flip) o refinanciándola con un préstamo DSCR de largo plazo (la estrategia BRRRR). Antes de comprar, confirma que con la renta esperada el préstamo nuevo alcanzará el DSCR mínimo, y pregunta cuántos meses de propiedad (seasoning) pide el prestamista DSCR para usar el nuevo valor tasado.

## Cuándo no conviene
- Si no tienes un plan de salida realista y un plan alternativo.
- Si el presupuesto de obra es incierto o el contratista no tiene experiencia.
- Si un retraso de varios meses te dejaría sin fondos para pagar los intereses.

## Hard money y DSCR, lado a lado
- Hard money: aprobación por el valor de la propiedad y tu experiencia; 6 a 24 meses; cierre en 7 a 14 días; tasa y puntos altos.
- DSCR: aprobación por la renta; 30 años; cierre en unos 30 días; tasa más baja, a menudo con penalidad por pago anticipado.`;

const brrrrGuide = `BRRRR son las siglas en inglés de comprar (buy), rehabilitar (rehab), rentar (rent), refinanciar (refinance) y repetir (repeat). La idea es comprar por debajo del valor, agregar valor con la obra y recuperar buena parte de tu efectivo con un refinanciamiento de largo plazo.

## Paso 1: comprar con margen
La ganancia se decide al comprar. Una regla práctica es que el precio de compra más la obra no supere 70% a 75% del ARV. Así queda espacio para los costos de cierre, los intereses y un refinanciamiento que devuelva efectivo.

## Paso 2: rehabilitar con presupuesto y calendario
Prioriza lo que sube la renta y el valor: cocina, baños, pisos, pintura y sistemas en buen estado. Pide cotizaciones por escrito, agrega 10% a 15% de contingencia y controla cada pago al contratista contra el avance real.

## Paso 3: rentar al precio de mercado
Un inquilino calificado y un contrato firmado fortalecen el refinanciamiento: el prestamista DSCR compara la renta del contrato con la renta de mercado del tasador (formulario 1007).

## Paso 4: refinanciar con un préstamo DSCR
El refinanciamiento con retiro de efectivo (cash-out) suele financiar hasta 70% a 75% del nuevo valor tasado. Muchos prestamistas piden de 3 a 12 meses de propiedad (seasoning) antes de usar el valor nuevo; si refinancias antes, algunos limitan el préstamo al costo de compra más la obra documentada.

## Un ejemplo completo
- Compra: $150,000 con hard money al 90% del precio ($135,000) y 100% de la obra ($50,000). Préstamo de $185,000.
- Tu efectivo: $15,000 de pago inicial más cierre, puntos e intereses.
- ARV tasado: $280,000.
- Refinanciamiento DSCR al 75%: $210,000. Pagas los $185,000 del hard money y te quedan unos $25,000 antes de los costos del nuevo cierre.

Ahora verifica el DSCR del préstamo nuevo: $210,000 al 7.5% a 30 años son $1,468.35 de principal e interés. Con $250 de impuestos y $110 de seguro, el PITIA es $1,828.35. Con una renta de $2,100, el DSCR es 1.15: califica con prestamistas que piden 1.00 o 1.10, pero no con uno que exige 1.25. Para llegar a 1.25 haría falta una renta de $2,285.44 o un préstamo menor.

## Paso 5: repetir con cuidado
Cada propiedad nueva aumenta las reservas que te pedirán y tu exposición. Repite solo cuando la anterior tenga flujo positivo y reservas propias.

## Riesgos principales
- Que la tasación salga más baja de lo esperado y el refinanciamiento no devuelva tu efectivo.
- Que suban las tasas entre la compra y el refinanciamiento.
- Que la obra se retrase y los intereses del hard money se acumulen.`;

const marketRentArticle = `La renta de mercado es la cifra que más pesa en un préstamo DSCR: el prestamista la divide entre el PITIA para decidir si calificas. Conviene estimarla como lo hará el tasador, no con la renta que te gustaría cobrar.

## Qué hace el tasador
Para una vivienda de una unidad, el tasador completa el formulario 1007 (Single-Family Comparable Rent Schedule); para 2 a 4 unidades, el formulario 1025. Compara tu propiedad con al menos tres rentas cercanas y recientes, ajusta las diferencias (recámaras, baños, tamaño, estado, estacionamiento, servicios incluidos) y concluye una renta de mercado mensual.

## Cómo elegir buenos comparables
- Cercanía: idealmente a menos de una milla, en el mismo vecindario o distrito escolar.
- Antigüedad: rentas firmadas en los últimos 6 a 12 meses.
- Parecido: mismo tipo de propiedad, número de recámaras y baños, tamaño similar (más o menos 20%) y estado comparable.
- Condiciones: fíjate si la renta incluye servicios como agua o electricidad; eso cambia la comparación.

## Dónde buscar datos
- Anuncios activos y rentados en portales como Zillow, Realtor.com y Apartments.com, y el MLS si trabajas con un agente.
- Administradores de propiedades locales: saben cuánto se renta realmente y en cuánto tiempo.
- HUD Fair Market Rents (FMR): la referencia que usa el programa de vales de vivienda (Sección 8). Suele corresponder al percentil 40 de las rentas brutas de la zona, así que sirve como piso conservador, no como techo.
- Índices de renta como el Zillow Observed Rent Index, útiles para ver tendencias, no el valor de una casa concreta.

## Renta de contrato vs. renta de mercado
Si la propiedad ya está rentada, el prestamista normalmente usa la menor entre la renta del contrato y la de mercado. Algunos aceptan una renta de contrato mayor si demuestras dos o tres meses de pagos recibidos, a menudo con un tope cercano al 120% de la renta de mercado.

## Renta a corto plazo
Para propiedades tipo Airbnb, los prestamistas que las aceptan usan el historial de ingresos de 12 meses o un estudio de mercado de renta vacacional, casi siempre con un descuento. Antes de comprar, confirma que la ciudad y la HOA permiten ese uso.

## Señales de alerta
- Una renta estimada muy por encima de los comparables más cercanos.
- Comparables de otra zona escolar o de propiedades recién remodeladas cuando la tuya no lo está.
- Datos de hace más de un año en un mercado que está cambiando.`;

const llcGuide = `Comprar a nombre de una LLC (compañía de responsabilidad limitada) es común entre inversionistas porque separa la propiedad de tu patrimonio personal frente a demandas relacionadas con ella. Los préstamos DSCR y hard money suelen permitirlo; las hipotecas convencionales normalmente no.

## Cómo se forma una LLC
1. Elige el estado. Lo más sencillo suele ser el estado donde está la propiedad; si la LLC se crea en otro estado, probablemente tendrás que registrarla también como LLC extranjera (foreign LLC) donde está la propiedad.
2. Presenta los artículos de organización ante la Secretaría de Estado y paga la tarifa estatal.
3. Designa un agente registrado con dirección en ese estado.
4. Firma un acuerdo operativo (Operating Agreement) que diga quiénes son los socios, su porcentaje y quién puede firmar.
5. Obtén el EIN de la LLC gratis en IRS.gov. Guarda la carta CP 575; si la pierdes, el IRS emite la carta 147C.
6. Abre una cuenta bancaria a nombre de la LLC y usa solo esa cuenta para los ingresos y gastos de la propiedad.

## Lo que pedirá el prestamista
- Artículos de organización y acuerdo operativo.
- Carta del EIN.
- Certificado de vigencia (Certificate of Good Standing) reciente.
- Garantía personal de los socios principales, normalmente los que tienen 20% a 25% o más de participación. La LLC protege frente a terceros, pero no frente al prestamista si firmas la garantía.
- En muchos casos, una resolución o autorización de los socios para firmar el préstamo.

## Pasar una propiedad existente a una LLC
Si la propiedad ya tiene una hipoteca a tu nombre, transferirla a una LLC puede activar la cláusula de vencimiento anticipado (due-on-sale) del préstamo. Además, la transferencia puede afectar tu póliza de seguro de título y, en algunos estados, generar impuestos de transferencia o una nueva tasación del impuesto a la propiedad. Consulta con tu prestamista, un abogado y la compañía de título antes de hacerlo.

## Impuestos
Por omisión, el IRS trata a una LLC de un solo socio como entidad ignorada: la renta se declara en el Anexo E (Schedule E) de tu declaración personal. Una LLC de varios socios declara como sociedad (formulario 1065) y entrega a cada socio un formulario K-1. Un contador con experiencia en bienes raíces puede decirte qué conviene en tu caso.

## Errores comunes
- Que el nombre de la LLC no coincida exactamente en el contrato, el EIN y la cuenta bancaria.
- Mezclar dinero personal y de la LLC, lo que debilita la protección.
- Olvidar el reporte anual del estado y perder la vigencia justo antes del cierre.
- Suponer que la LLC evita la garantía personal.

Este contenido es educativo y no sustituye la asesoría de un abogado o un contador de tu estado.`;

const lenderFileTemplate = `Llegar al prestamista con el expediente completo acelera la aprobación y te da poder para negociar. Usa esta plantilla para calcular cuánto efectivo necesitas y qué debes tener listo.

## 1. Tu efectivo total, con un ejemplo
Propiedad de $250,000 con un préstamo DSCR al 75%:
- Pago inicial (25%): $62,500.
- Costos de cierre (2% a 5%; aquí 3%): $7,500.
- Reservas: 6 meses de un PITIA de $1,900 = $11,400.
- Total líquido recomendado: $81,400.

Cambia las cifras por las tuyas. Si calificas con ITIN, como extranjero o con un puntaje bajo, prepárate para un pago inicial mayor.

## 2. De dónde sale el dinero
Los prestamistas revisan los últimos dos meses de tus cuentas. Los fondos deben estar en cuentas a tu nombre o de tu LLC, y cada depósito grande que no venga de tu nómina o tu negocio necesitará una explicación y la prueba de su origen. Algunos programas DSCR aceptan regalos familiares para el pago inicial con una carta de regalo; otros no. Pregunta antes de mover dinero.

## 3. Tu crédito
- Revisa tus tres reportes gratis en AnnualCreditReport.com y disputa los errores.
- El prestamista usa el puntaje medio de los tres. Muchos programas empiezan entre 620 y 660; las mejores tasas suelen pedir 700 a 740 o más.
- No abras crédito nuevo ni hagas compras grandes a crédito durante el proceso.

## 4. Tus reservas
Las reservas se miden en meses de PITIA: lo habitual es de 3 a 6 meses de la propiedad que compras, y algunos prestamistas piden reservas adicionales por cada otra propiedad financiada. Las cuentas de retiro suelen contar solo en parte.

## 5. Plantilla de carta de explicación
Fecha. A quien corresponda: el depósito de $[monto] del [fecha] en mi cuenta [banco, últimos 4 dígitos] proviene de [origen: venta de vehículo, reembolso, pago de cliente]. Adjunto [documento que lo prueba]. Atentamente, [nombre y firma].

## 6. Lista final antes de aplicar
- Identificación vigente y SSN o ITIN.
- Dos meses de estados de cuenta, todas las páginas.
- Contrato de compra y, si hay inquilinos, los contratos de arrendamiento.
- Cotización de seguro para arrendador.
- Documentos de la LLC si compras a su nombre.
- Tu análisis de DSCR con las cifras de la vista del prestamista.`;

export const RESOURCES: readonly Resource[] = [
  {
    id: 'guia-prestamos-dscr',
    category: 'dscr',
    type: 'guide',
    title: 'Préstamos DSCR: guía completa para calificar',
    description:
      'Cómo calcula el prestamista el DSCR con PITIA, qué requisitos son habituales y cómo es el proceso de principio a fin.',
    difficulty: 'beginner',
    featured: true,
    tags: ['DSCR', 'PITIA', 'Calificación'],
    content: dscrGuide,
  },
  {
    id: 'hard-money-costos-reales',
    category: 'financing',
    type: 'article',
    title: 'Hard money: cuándo usarlo y cuánto cuesta realmente',
    description:
      'Plazos, puntos, tasas y topes sobre el ARV, con un ejemplo de costo completo y la estrategia de salida que pedirá el prestamista.',
    difficulty: 'intermediate',
    featured: true,
    tags: ['Hard money', 'ARV', 'Puntos'],
    content: hardMoneyArticle,
  },
  {
    id: 'estrategia-brrrr',
    category: 'strategy',
    type: 'guide',
    title: 'BRRRR paso a paso: comprar, rehabilitar, rentar, refinanciar y repetir',
    description:
      'La estrategia para recuperar tu efectivo con un refinanciamiento DSCR, con un ejemplo de números y los riesgos a vigilar.',
    difficulty: 'advanced',
    featured: false,
    tags: ['BRRRR', 'Refinanciamiento', 'Cash-out'],
    content: brrrrGuide,
  },
  {
    id: 'renta-de-mercado-1007',
    category: 'market',
    type: 'article',
    title: 'Cómo estimar la renta de mercado como lo hace el tasador',
    description:
      'El formulario 1007, cómo elegir comparables, qué fuentes usar y por qué la renta del contrato no siempre cuenta.',
    difficulty: 'intermediate',
    featured: false,
    tags: ['Renta de mercado', 'Formulario 1007', 'Comparables'],
    content: marketRentArticle,
  },
  {
    id: 'llc-ein-titulo',
    category: 'legal',
    type: 'guide',
    title: 'LLC, EIN y título: cómo comprar a nombre de una compañía',
    description:
      'Los pasos para formar una LLC, los documentos que pide el prestamista y los errores que retrasan un cierre.',
    difficulty: 'intermediate',
    featured: true,
    tags: ['LLC', 'EIN', 'Garantía personal'],
    content: llcGuide,
  },
  {
    id: 'expediente-prestamista',
    category: 'financing',
    type: 'template',
    title: 'Tu expediente para el prestamista: crédito, reservas y pago inicial',
    description:
      'Una plantilla para calcular el efectivo que necesitas, preparar tu crédito y explicar el origen de tus fondos.',
    difficulty: 'beginner',
    featured: false,
    tags: ['Reservas', 'Crédito', 'Pago inicial'],
    content: lenderFileTemplate,
  },
];
