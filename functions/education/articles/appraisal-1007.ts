import type { ArticleDraft } from '../article-draft.ts';

const READ = '2026-11-26';

export const appraisal1007: ArticleDraft = {
  id: 'tasacion-formulario-1007',
  title: 'La tasación y el formulario 1007: de dónde sale la renta de tu DSCR',
  description:
    'Qué hace el tasador en el formulario 1007 (y el 1025), cómo usan esa renta un préstamo convencional y uno DSCR, tu derecho a recibir la tasación y qué hacer si sale baja.',
  topic: 'propiedad',
  level: 'intermediate',
  publishedOn: '2026-11-26',
  sources: [
    {
      publisher: 'Fannie Mae',
      title: 'Selling Guide B3-3.1-08, Rental Income',
      url: 'https://selling-guide.fanniemae.com/',
      readOn: READ,
    },
    {
      publisher: 'Fannie Mae',
      title:
        'Form 1007, Single-Family Comparable Rent Schedule, and Form 1025, Small Residential Income Property Appraisal Report',
      url: 'https://singlefamily.fanniemae.com/',
      readOn: READ,
    },
    {
      publisher: 'Consumer Financial Protection Bureau',
      title: 'Regulation B, 12 CFR 1002.14, Rules on providing appraisals and other valuations',
      url: 'https://www.consumerfinance.gov/rules-policy/regulations/1002/14/',
      readOn: READ,
    },
    {
      publisher: 'VMA Lending',
      title: "Foreign National DSCR Loan Program (rental analysis or appraiser's 1007 form)",
      url: 'https://www.vmalending.com/foreign-national',
      readOn: READ,
    },
  ],
  content: `En un préstamo DSCR, el número que más pesa no lo escribes tú ni el vendedor: lo escribe el tasador. Su opinión de la renta de mercado, en el formulario 1007, es el numerador de tu DSCR. Saber cómo llega a esa cifra te ayuda a preparar la propiedad, a leer el informe y a reaccionar si sale baja.

## Qué es el formulario 1007
El formulario 1007 de Fannie Mae, Single-Family Comparable Rent Schedule, es un anexo de la tasación de una vivienda de una unidad que se compra o refinancia como inversión. En él, el tasador:
- Describe tu propiedad: ubicación, tamaño, recámaras, baños, estado y qué servicios incluye la renta.
- Compara al menos tres propiedades rentadas cercanas, con la renta, la fecha y los términos de cada contrato.
- Ajusta las diferencias, por ejemplo un baño de más o de menos, el tamaño, el estado, el estacionamiento o los servicios incluidos.
- Concluye una renta de mercado mensual (monthly market rent).

Para una propiedad de dos a cuatro unidades se usa el formulario 1025, Small Residential Income Property Appraisal Report, que incluye el análisis de renta de cada unidad dentro de la propia tasación.

## Cómo usa esa renta cada préstamo
En un préstamo convencional, la renta sirve para calcular tu relación deuda-ingreso. La sección B3-3.1-08 de la guía de Fannie Mae dice que, cuando se usan contratos de arrendamiento vigentes o la renta de mercado del formulario 1007 o 1025, el prestamista multiplica la renta bruta mensual por 75 %. El 25 % restante cubre vacancia y mantenimiento.

En un préstamo DSCR, la renta del 1007 se divide entre el PITIA para obtener el DSCR. Los programas DSCR la piden de forma explícita: VMA Lending, por ejemplo, lista el análisis de renta o el formulario 1007 del tasador entre los documentos de su programa para extranjeros. Si la propiedad ya está rentada, cada prestamista decide si usa el contrato, la renta del 1007 o la menor de las dos; pregúntalo antes de firmar un contrato con un inquilino.

## Ejemplo con números (ilustrativo)
Tu casa tiene 3 recámaras, 2 baños y 1,400 pies cuadrados. El PITIA del préstamo nuevo es $1,830 al mes. El tasador encuentra tres comparables:
- A: 3 recámaras, 2 baños, 1,350 pies², remodelada, rentada en $2,100.
- B: 3 recámaras, 1 baño, 1,300 pies², rentada en $1,950; el tasador la ajusta hacia arriba por el baño que le falta.
- C: 3 recámaras, 2 baños, 1,500 pies², con cochera, rentada en $2,250; la ajusta hacia abajo por la cochera y el tamaño.

Concluye una renta de mercado de $2,100.
- DSCR: $2,100 ÷ $1,830 = 1.15.
- Si hubiera concluido $1,950, el DSCR sería 1.07: calificaría con un prestamista que pide 1.00, pero no con uno que pide 1.10.
- En un préstamo convencional, la misma renta contaría como ingreso al 75 %: $1,575.

Las cifras son un ejemplo: tu tasador trabajará con los comparables reales de tu zona.

## Cómo preparar la propiedad y la visita
- Ten a mano el contrato vigente y el historial de pagos si la casa está rentada.
- Prepara una lista de mejoras con fechas y costos: techo, sistemas, cocina, baños, pisos.
- Facilita el acceso a todas las áreas y avisa al inquilino con tiempo.
- Si conoces rentas recientes de casas parecidas muy cerca, con su dirección, fecha y monto, entrégalas al prestamista: él decide si se las pasa al tasador. Habla con el tasador solo por medio del prestamista; el tasador debe opinar con independencia.

## Tu derecho a recibir la tasación
La Regulación B (12 CFR 1002.14) obliga al prestamista a darte copia de todas las tasaciones y valuaciones escritas hechas para una solicitud de crédito garantizada con primera hipoteca sobre una vivienda. Debe entregarla en cuanto esté terminada o tres días hábiles antes del cierre, lo que ocurra primero, y avisarte por escrito de ese derecho a más tardar tres días hábiles después de recibir tu solicitud. La regla aplica también cuando el crédito tiene propósito comercial, como un préstamo de inversión. Puedes renunciar al plazo y recibirla al cierre, pero esa renuncia debe firmarse al menos tres días hábiles antes.

Pide la copia y léela entera, incluido el 1007: ahí están los comparables y los ajustes.

## Si la renta o el valor salen bajos
1. Revisa los hechos: metros, recámaras, baños, estado. Un error de hecho es lo más fácil de corregir.
2. Revisa los comparables: ¿son de otra zona, de otro tipo de propiedad o de hace más de un año?
3. Pide al prestamista una reconsideración de valor con datos concretos: dirección, fecha y renta o precio de cada comparable que propones, y por qué es mejor que los usados.
4. Si no cambia, recalcula: con la renta concluida, ¿qué préstamo máximo te da el DSCR mínimo? A veces basta con más pago inicial, y a veces conviene otro prestamista que use el contrato vigente.

## Lo que no hace el 1007
No promete que rentarás a ese precio ni mide tus gastos reales. Es la opinión de un profesional sobre la renta de mercado en una fecha. Para tu propio análisis, descuenta vacancia, mantenimiento y administración aunque el prestamista no lo haga.`,
};
