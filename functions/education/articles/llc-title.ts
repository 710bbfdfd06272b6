import type { ArticleDraft } from '../article-draft.ts';

const READ = '2026-11-26';

export const llcTitle: ArticleDraft = {
  id: 'llc-titulo-propiedad',
  title: 'LLC y título: a nombre de quién comprar y qué firma el prestamista',
  description:
    'Quién puede ser el prestatario, la garantía personal, pasar una propiedad a tu LLC sin activar la cláusula de venta, y los impuestos y reportes de la compañía.',
  topic: 'legal',
  level: 'intermediate',
  publishedOn: '2026-11-26',
  sources: [
    {
      publisher: 'Fannie Mae',
      title: 'Selling Guide B2-2-01, General Borrower Eligibility Requirements',
      url: 'https://selling-guide.fanniemae.com/',
      readOn: READ,
    },
    {
      publisher: 'Pantheon Private Lending',
      title: 'Our Loan Terms',
      url: 'https://pantheonprivatelending.com/our-loan-terms',
      readOn: READ,
    },
    {
      publisher: 'Cornell Law School, Legal Information Institute',
      title: '12 U.S. Code § 1701j-3, Preemption of due-on-sale prohibitions (Garn–St Germain)',
      url: 'https://www.law.cornell.edu/uscode/text/12/1701j-3',
      readOn: READ,
    },
    {
      publisher: 'IRS',
      title: 'Limited Liability Company (LLC)',
      url: 'https://www.irs.gov/businesses/small-businesses-self-employed/limited-liability-company-llc',
      readOn: READ,
    },
    {
      publisher: 'FinCEN (Federal Register)',
      title:
        'Beneficial Ownership Information Reporting Requirement Revision and Deadline Extension, 90 FR 13688 (26 de marzo de 2025)',
      url: 'https://www.federalregister.gov/d/2025-05199',
      readOn: READ,
    },
    {
      publisher: 'The Florida Senate',
      title: 'Florida Statutes § 193.1554, Assessment of nonhomestead residential property',
      url: 'https://www.flsenate.gov/Laws/Statutes/2025/193.1554',
      readOn: READ,
    },
  ],
  content: `Comprar a nombre de una LLC separa la propiedad de tu patrimonio personal frente a reclamos de inquilinos y terceros, ordena las cuentas y facilita tener socios. Pero no todos los préstamos lo permiten, el prestamista igual te pedirá una garantía personal, y pasar a la LLC una casa que ya tiene hipoteca puede traer problemas si no lo haces en orden. Así lo ve un oficial de préstamos.

## Quién puede ser el prestatario
Los préstamos convencionales siguen la guía de Fannie Mae, y su sección B2-2-01 dice que Fannie Mae compra hipotecas de prestatarios que son personas naturales. Las excepciones son pocas y específicas, como los fideicomisos revocables en vida (inter vivos revocable trusts); una LLC no está entre ellas. Con un préstamo convencional, la propiedad se compra y se titula a tu nombre.

Los préstamos DSCR y hard money son préstamos con propósito comercial y sí se otorgan a compañías. Algunos prestamistas incluso lo exigen: Pantheon Private Lending, por ejemplo, publica que requiere una entidad (LLC, sociedad o corporación) como parte del préstamo, que no presta a personas físicas y que pide una garantía personal.

## La garantía personal: lo que la LLC no te quita
La LLC te protege frente a terceros, pero el prestamista casi siempre pedirá que los dueños principales firmen una garantía personal (recourse). Si el préstamo no se paga, el prestamista puede cobrarte a ti como garante, además de ejecutar la propiedad. Cada prestamista fija desde qué porcentaje de participación exige la firma; pregúntalo antes de sumar socios.

## El título: nombres que coincidan
El prestamista y la compañía de título revisan que el nombre de la LLC sea idéntico en el contrato de compra, el certificado de formación, la carta del EIN, la cuenta bancaria y la escritura. "Inversiones Lopez LLC" e "Inversiones López, LLC" son, para ellos, nombres distintos, y una diferencia así detiene un cierre.

Lo que el prestamista suele pedir de la LLC:
- El certificado o los artículos de formación y el acuerdo operativo (operating agreement), con los socios y sus porcentajes.
- La carta del IRS con el EIN de la compañía.
- Un certificado de vigencia (certificate of good standing) reciente del estado.
- Una autorización de los socios para pedir el préstamo y firmar, cuando el acuerdo operativo no la da.

## Pasar a tu LLC una casa que ya tiene hipoteca
Muchos inversionistas compran a su nombre y después firman una escritura a favor de su LLC. Antes de hacerlo, revisa tres cosas.

1. La cláusula de vencimiento por venta (due-on-sale). La ley federal Garn–St Germain (12 U.S.C. § 1701j-3) permite a los prestamistas hacer valer esa cláusula, que les deja exigir el saldo completo si la propiedad se transfiere. La misma ley prohíbe ejercerla en ciertas transferencias de viviendas de menos de cinco unidades, como la transferencia al cónyuge o a un fideicomiso en vida del que el prestatario sigue siendo beneficiario. La transferencia a una LLC no está en esa lista: pide por escrito el consentimiento de tu prestamista.
2. El seguro de título. La póliza del dueño se emitió a tu nombre; pregunta a la compañía de título si sigue cubriendo a la LLC después de la transferencia o qué endoso necesitas.
3. El impuesto a la propiedad. Algunos estados tratan la transferencia como cambio de dueño. En Florida, por ejemplo, la ley define el cambio de dueño como cualquier transferencia del título legal o la transferencia acumulada de más de 50 % del control de la entidad dueña, y la propiedad se vuelve a valuar a su valor justo el 1 de enero siguiente.

## Ejemplo con números (ilustrativo)
Tienes un préstamo de $240,000 al 4 % a 30 años: el pago de principal e interés es $1,145.80 al mes. Transfieres la casa a tu LLC sin avisar, y el prestamista hace valer la cláusula. Si tienes que refinanciar al 7.5 %, el mismo saldo cuesta $1,678.11 al mes: $532.31 más cada mes, sin contar los costos del nuevo cierre. Una carta de consentimiento antes de firmar la escritura evita ese riesgo.

## Los impuestos de la LLC
Para el IRS, la LLC no es una categoría de impuesto propia:
- Una LLC de un solo dueño se ignora por omisión (disregarded entity): la renta se declara en tu declaración personal, en el Anexo E si es una propiedad de renta.
- Una LLC de varios socios se trata por omisión como sociedad: presenta el formulario 1065 y entrega a cada socio su formulario K-1.
- Cualquiera de las dos puede elegir tributar como corporación con el formulario 8832, algo que pocas veces conviene a una propiedad de renta; decídelo con tu contador.

El EIN de la LLC se obtiene gratis en el sitio del IRS.

## El reporte de beneficiarios finales (BOI)
La ley de transparencia corporativa obligaba a muchas LLC a reportar a sus dueños a FinCEN. Desde la regla interina publicada el 26 de marzo de 2025, las compañías creadas en un estado de EE. UU. quedaron exentas; solo reportan las compañías formadas en el extranjero que se registran para operar en un estado, y no tienen que reportar a sus dueños que sean personas de EE. UU. Si tu LLC es extranjera, consulta a un abogado: la obligación sigue.

## Errores que retrasan un cierre
- Formar la LLC la semana del cierre: el EIN, la cuenta bancaria y el certificado de vigencia toman tiempo.
- Pagar el depósito o el pago inicial desde una cuenta personal sin documentar que es un aporte a la LLC.
- Dejar vencer el reporte anual del estado y perder la vigencia justo antes de firmar.
- Creer que la LLC evita la garantía personal.

Este contenido es educativo y no sustituye la asesoría de un abogado ni de un contador de tu estado.`,
};
