import type { ArticleDraft } from '../article-draft.ts';

const READ = '2026-11-26';

export const propertyTaxes: ArticleDraft = {
  id: 'impuestos-propiedad',
  title: 'Impuestos a la propiedad: por qué el impuesto del vendedor no es el tuyo',
  description:
    'Cómo se calcula el impuesto, qué pasa con la exención del vendedor y con los topes al venderse la casa en California, Florida y Texas, y cómo estimar el impuesto que usará el prestamista.',
  topic: 'impuestos',
  level: 'intermediate',
  publishedOn: '2026-11-26',
  sources: [
    {
      publisher: 'California State Board of Equalization',
      title: 'California Constitution, Article XIII A, Section 2 (Proposition 13)',
      url: 'https://www.boe.ca.gov/lawguides/property/archive/2010/ccp/XIII-A-2.html',
      readOn: READ,
    },
    {
      publisher: 'Stanislaus County Assessor',
      title: 'Frequently Asked Questions: Proposition 13',
      url: 'https://www.stancounty.com/assessor/FAQ.shtm',
      readOn: READ,
    },
    {
      publisher: 'The Florida Senate',
      title: 'Florida Statutes § 193.1554, Assessment of nonhomestead residential property',
      url: 'https://www.flsenate.gov/Laws/Statutes/2025/193.1554',
      readOn: READ,
    },
    {
      publisher: 'Lee County Property Appraiser',
      title: 'Non-homestead 10% assessment limitation FAQ',
      url: 'https://www.leepa.org/FAQ/ALFAQForm.aspx',
      readOn: READ,
    },
    {
      publisher: 'Harris Central Appraisal District',
      title: 'Circuit breaker cap',
      url: 'https://hcad.org/hcad-help/circuit-breaker-cap',
      readOn: READ,
    },
    {
      publisher: 'Williamson Central Appraisal District',
      title: 'Circuit breaker limitation',
      url: 'https://support.wcad.org/portal/en/kb/articles/circuit-breaker-7-3-2024',
      readOn: READ,
    },
    {
      publisher: 'IRS',
      title: 'Publication 527, Residential Rental Property',
      url: 'https://www.irs.gov/publications/p527',
      readOn: READ,
    },
  ],
  content: `El error más común en el análisis de una propiedad de renta es copiar el impuesto a la propiedad que pagó el vendedor. Ese número suele venir con una exención de residencia principal que no se transfiere, o con un tope que se reinicia con la venta. El prestamista usará el impuesto que pagarás tú, y tu DSCR también debería.

## Cómo se calcula
El impuesto a la propiedad es local: lo fijan el condado, la ciudad, el distrito escolar y otros distritos. En general, es el valor gravable de la propiedad por la tasa total de esas jurisdicciones. El valor gravable parte del valor que determina el tasador del condado y se reduce con las exenciones que apliquen. Cada estado tiene sus reglas sobre cuándo se vuelve a valuar una propiedad y cuánto puede subir cada año.

## California: el valor se fija al comprar
Según la Constitución de California (artículo XIII A, la Proposición 13), el valor base de una propiedad es su valor de tasación al comprarse, construirse o cambiar de dueño. Ese valor base solo puede subir cada año con la inflación, con un máximo de 2 %, y la tasa general del impuesto es 1 % del valor, más lo que corresponda a bonos y cargos aprobados por los votantes.

Para el comprador eso significa: el vendedor que compró hace veinte años paga sobre un valor base antiguo; tú pagarás sobre tu precio de compra. En un mercado que subió mucho, la diferencia es grande.

## Florida: la exención y el tope no pasan al comprador
En Florida, la casa de quien vive en ella puede tener la exención de residencia principal (homestead) y un tope anual a su valor tasado. Una propiedad de renta no recibe esa exención. Para las viviendas que no son residencia principal, de hasta nueve unidades, la ley (sección 193.1554 de los Estatutos de Florida) limita el aumento anual del valor tasado a 10 %, salvo para los cargos del distrito escolar. Pero cuando la propiedad cambia de dueño, se vuelve a valuar a su valor justo el 1 de enero siguiente, y el tope empieza de nuevo desde ahí. La misma ley cuenta como cambio de dueño la transferencia acumulada de más de 50 % del control de la entidad que es dueña.

## Texas: distritos de tasación y un tope temporal
En Texas, los distritos de tasación de cada condado determinan el valor de mercado al 1 de enero. La exención de residencia principal no aplica a una propiedad de renta. Para las propiedades que no son residencia principal, desde 2024 existe un tope llamado circuit breaker: el valor tasado no puede subir más de 20 % al año, salvo por mejoras nuevas, en propiedades valuadas hasta $5,000,000 en 2024 (monto que se ajusta cada año por inflación). El tope empieza a contar el año siguiente al primer 1 de enero en que ya eras dueño, y termina cuando dejas de serlo. El distrito de tasación del condado de Williamson informa además que este tope vence el 31 de diciembre de 2026; confirma si la legislatura lo extendió antes de contar con él.

## Ejemplo con números (ilustrativo)
Una casa en Florida se vende en $300,000. El vendedor vivía en ella: su valor tasado era $150,000, tenía una exención de $50,000 y pagaba $2,000 al año con una tasa total supuesta de 20 milésimas (2 %). Tú la compras para rentarla: sin exención y valuada a su valor justo, con la misma tasa pagarías unos $6,000 al año.

Con un préstamo de $240,000 al 7.5 % ($1,678.11 de principal e interés), seguro de $150 al mes y renta de $2,400:
- Con el impuesto del vendedor ($166.67 al mes), el PITIA sería $1,994.78 y el DSCR 1.20.
- Con tu impuesto real ($500 al mes), el PITIA es $2,328.11 y el DSCR 1.03.

La tasa y los valores son un ejemplo: consulta la tasa de esa dirección y el valor que usará el tasador del condado.

## Cómo estimar el impuesto que usará el prestamista
1. Busca la cuenta de la propiedad en el sitio del tasador del condado: valor tasado, exenciones y tasas de cada jurisdicción.
2. Quita las exenciones de residencia principal, de adulto mayor o de veterano del vendedor: no son tuyas.
3. Aplica la tasa total al valor que tendrá la propiedad después de la venta; en estados que revalúan con la venta, usa tu precio de compra como referencia.
4. Pregunta al prestamista o a la compañía de título cómo lo calculan ellos; muchos usan un porcentaje del precio de compra cuando la propiedad se revaluará.
5. Suma cargos que no dependen del valor, como la recolección de basura o los distritos especiales, si vienen en la misma factura.

## En el cierre y la cuenta de depósito
Si tu préstamo tiene cuenta de depósito (escrow), el prestamista cobra cada mes una doceava parte del impuesto y paga la factura por ti. Al cierre verás dos cosas: el prorrateo, que reparte el impuesto del año entre vendedor y comprador según los días, y el depósito inicial a la cuenta de escrow. Si el impuesto sube después de la revaluación, el prestamista ajustará tu pago mensual en la revisión anual de la cuenta.

## Apelar el valor
Si el valor que fija el tasador del condado te parece alto, cada estado permite protestarlo en un plazo que empieza con el aviso de tasación. Lleva ventas comparables y el estado real de la propiedad.

## En tu declaración de impuestos
Según la Publicación 527 del IRS, los impuestos a la propiedad de una vivienda de renta se deducen como gasto de alquiler. Guarda las facturas y el detalle del prorrateo del cierre.

Este contenido es educativo y no es asesoría fiscal: las reglas y los plazos cambian por estado y por condado.`,
};
