import type { ArticleDraft } from '../article-draft.ts';

const READ = '2026-11-26';

export const itinForeignNationals: ArticleDraft = {
  id: 'itin-prestamos-extranjeros',
  title: 'ITIN y préstamos para extranjeros: qué programas existen y qué te van a pedir',
  description:
    'Qué es el ITIN y cuándo vence, qué exige Fannie Mae, qué publican los programas non-QM con ITIN y para extranjeros, y los impuestos de un dueño no residente.',
  topic: 'financiamiento',
  level: 'intermediate',
  publishedOn: '2026-11-26',
  sources: [
    {
      publisher: 'IRS',
      title: 'Individual Taxpayer Identification Number (ITIN)',
      url: 'https://www.irs.gov/individuals/individual-taxpayer-identification-number',
      readOn: READ,
    },
    {
      publisher: 'IRS',
      title: 'Instructions for Form W-7',
      url: 'https://www.irs.gov/instructions/iw7',
      readOn: READ,
    },
    {
      publisher: 'Fannie Mae',
      title:
        'Selling Guide B2-2-01, General Borrower Eligibility Requirements: Tax Identification Numbers',
      url: 'https://selling-guide.fanniemae.com/Selling-Guide/Origination-thru-Closing/Subpart-B2-Eligibility/Chapter-B2-2-Borrower-Eligibility/1073569901/Is-the-borrower-required-to-have-a-valid-Social-Security-number.htm',
      readOn: READ,
    },
    {
      publisher: 'Fannie Mae',
      title: 'Non-Citizen Borrower Eligibility Fact Sheet',
      url: 'https://selling-guide.fanniemae.com/Content-Management/APSEL-Curated/Top-Trending-Jun-19/1033002951/Non-Citizen-Borrower-Eligibility-Fact-Sheet-January-2021.htm',
      readOn: READ,
    },
    {
      publisher: 'Allegiance Credit Union',
      title: 'What documents are required to apply for an ITIN mortgage loan?',
      url: 'https://www.allegiancecu.org/faq-library/what-documents-are-required-to-apply-for-an-itin-mortgage-loan',
      readOn: READ,
    },
    {
      publisher: 'BrokerMortgages.com',
      title: 'Foreign National DSCR Loan Program (Business Purpose)',
      url: 'https://brokermortgages.com/programs-we-offer/foreign-national-dscr-business-purpose-loan',
      readOn: READ,
    },
    {
      publisher: 'VMA Lending',
      title: 'Foreign National DSCR Loan Program',
      url: 'https://www.vmalending.com/foreign-national',
      readOn: READ,
    },
    {
      publisher: 'IRS',
      title: 'Nonresident aliens – Real property located in the U.S.',
      url: 'https://www.irs.gov/individuals/international-taxpayers/nonresident-aliens-real-property-located-in-the-us',
      readOn: READ,
    },
    {
      publisher: 'IRS',
      title: 'FIRPTA withholding',
      url: 'https://www.irs.gov/individuals/international-taxpayers/firpta-withholding',
      readOn: READ,
    },
    {
      publisher: 'Steptoe',
      title: 'CFPB withdraws guidance on immigrant fair lending',
      url: 'https://www.steptoe.com/en/news-publications/investigations-and-enforcement-blog/cfpb-withdraws-guidance-on-immigrant-fair-lending.html',
      readOn: READ,
    },
  ],
  content: `Sin número de Seguro Social se puede financiar una propiedad de renta en Estados Unidos, pero el camino es otro: programas de cartera y non-QM para personas con ITIN o para extranjeros no residentes, con más pago inicial, más reservas y documentos distintos. Aquí separamos las tres preguntas que conviene resolver antes de hablar con un prestamista: qué número de identificación tienes, qué programa te corresponde y qué impuestos trae ser dueño.

## Qué es el ITIN y qué no es
El IRS emite el ITIN (Individual Taxpayer Identification Number) a quien necesita un número de contribuyente de EE. UU. y no tiene ni puede obtener un número de Seguro Social. Tiene nueve dígitos y empieza con 9. Se solicita con el formulario W-7, normalmente junto con la declaración de impuestos federal que lo necesita, y con el pasaporte u otros documentos originales o copias certificadas por la agencia que los emitió; también se puede tramitar con un agente certificador (Certifying Acceptance Agent) o en un centro de asistencia del IRS.

El ITIN sirve solo para impuestos: no autoriza a trabajar, no cambia tu situación migratoria y no da derecho a beneficios del Seguro Social.

Un detalle que frena préstamos: el ITIN vence si no se usa en una declaración federal al menos una vez en tres años consecutivos; vence el 31 de diciembre del tercer año sin uso. Se renueva con el mismo formulario W-7. Antes de aplicar, confirma que tu número está vigente y ten a mano la carta del IRS que lo asignó: los prestamistas la piden.

## Qué dice Fannie Mae
Los préstamos convencionales siguen la guía de Fannie Mae. Su sección B2-2-01 exige que cada prestatario tenga un número de Seguro Social o un ITIN válido, además de cumplir los requisitos de residencia legal. Su hoja informativa sobre prestatarios no ciudadanos lo explica: Fannie Mae compra préstamos de no ciudadanos que son residentes permanentes o no permanentes legales, y considera que un prestatario está legalmente presente si tiene SSN o ITIN y un estatus vigente y verificado, por ejemplo con un permiso de trabajo (EAD), una green card o una visa de trabajo.

En la práctica:
- Con ITIN y un estatus migratorio vigente documentado, un préstamo convencional puede ser posible; pregunta al prestamista.
- Con ITIN pero sin estatus vigente documentado, o si vives fuera de EE. UU., el préstamo convencional no es una opción y el camino son los programas non-QM.

La ley federal de crédito (Regulación B) permite que el prestamista considere tu estatus migratorio o de ciudadanía, pero no que lo use para discriminar por origen nacional, raza u otra característica protegida. En enero de 2026 la CFPB y el Departamento de Justicia retiraron su declaración conjunta de 2023 sobre este tema, y aclararon que la Regulación B no prohíbe considerar ese estatus.

## Préstamos con ITIN: lo que publican los prestamistas
Cada programa fija sus propias reglas. Como referencia, la cooperativa Allegiance Credit Union publica esta lista para su préstamo con ITIN:
- La carta vigente del ITIN, siempre.
- Dos años de declaraciones de impuestos federales presentadas, siempre.
- Si eres empleado, los talones de pago de los últimos 30 días y dos años de formularios W-2; los 1099 cuando apliquen.
- Si trabajas por tu cuenta, dos años de declaraciones del negocio.
- Estados de cuenta de los últimos 60 días para una compra.
- Si no tienes historial de crédito, crédito alternativo caso por caso: tres referencias no tradicionales.

Muchos programas con ITIN están pensados para la casa donde vives y aceptan propiedades de inversión solo caso por caso. Si tu objetivo es una propiedad de renta, pregunta desde el primer contacto si el programa la admite y con qué pago inicial.

## Préstamos para extranjeros (foreign nationals)
Un extranjero que vive y gana su ingreso fuera de EE. UU. suele financiar con un préstamo DSCR para extranjeros: se aprueba por la renta de la propiedad, no por tus ingresos. Dos programas publicados muestran lo que se pide:
- BrokerMortgages.com: solo inversión (ni tú ni tu familia pueden vivir en la propiedad); pasaporte válido con visa, o documentos I-797/I-94; los ciudadanos de Canadá pueden calificar sin visa y los de países sancionados por la OFAC no califican; los fondos deben tener origen documentado y estar en cuenta 60 días; se aceptan regalos si aportas al menos 10 % de fondos propios; la penalidad por pago anticipado se permite según las restricciones de cada estado.
- VMA Lending: no pide historial de crédito, ingresos ni declaraciones de EE. UU., ni SSN ni ITIN; pide pasaporte y prueba de residencia en el extranjero, un análisis de renta o el formulario 1007 del tasador, un DSCR de 1.0 o más, fondos con 60 días en cuenta y reservas que, según el mismo prestamista, suelen ser de 12 meses de PITIA.

Traer el dinero del extranjero toma tiempo: la transferencia debe poder rastrearse desde su origen. Muévelo con anticipación y guarda cada comprobante.

## Los impuestos de un dueño no residente
Ser dueño trae obligaciones fiscales aunque no vivas en EE. UU. El IRS explica dos reglas:
- Renta: la renta de un inmueble en EE. UU. de un extranjero no residente paga 30 % sobre la renta bruta (o la tasa menor de un tratado) si no está vinculada a un negocio en EE. UU. El propietario puede elegir, bajo la sección 871(d), tratar esa renta como vinculada a un negocio; entonces deduce sus gastos y paga con las tasas graduales sobre la ganancia neta. La elección se hace con una declaración adjunta al formulario 1040-NR.
- Venta: cuando vendes, la ley FIRPTA obliga por regla general al comprador a retener 15 % del monto de la venta y enviarlo al IRS; hay excepciones y tasas menores, por ejemplo cuando el comprador usará la casa como su vivienda y el precio no pasa de ciertos montos. No es el impuesto final: se acredita contra el impuesto real sobre tu ganancia y, si sobra, se recupera al declarar.

Para declarar necesitas un número de contribuyente: si no tienes SSN, ese número es el ITIN.

## Ejemplo con números (ilustrativo)
Un inversionista que vive en México compra una casa de $300,000 y la renta en $2,200 al mes, $26,400 al año.
- Sin la elección de la sección 871(d), el impuesto es 30 % de la renta bruta: $7,920 al año, sin descontar intereses, impuestos a la propiedad, seguro ni administración.
- Con la elección, declara la renta menos sus gastos y la depreciación; si los gastos son altos, la base gravable puede ser mucho menor.
- Años después vende en $400,000 a otro inversionista: si no aplica ninguna excepción, el comprador retiene 15 %, es decir $60,000, que se aplican al impuesto que resulte sobre la ganancia real.

Las cifras son un ejemplo: tu resultado depende de tus gastos, de un posible tratado fiscal y de tu situación.

## Lista antes de aplicar
1. ITIN vigente con su carta del IRS, o pasaporte y visa si eres extranjero.
2. Dos años de declaraciones federales si aplicas con ITIN.
3. Estados de cuenta de 60 días y el rastro completo de los fondos que vienen del extranjero.
4. La pregunta directa al prestamista: ¿el programa acepta propiedades de inversión, con qué pago inicial y cuántos meses de reservas?
5. Un contador con experiencia internacional para decidir la elección de la sección 871(d) y planear la retención FIRPTA de la venta.

Esto no es asesoría legal, migratoria ni fiscal: confirma tu caso con un abogado y un contador antes de firmar.`,
};
