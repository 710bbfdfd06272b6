import type { ArticleDraft } from '../article-draft.ts';

const READ = '2026-11-26';

export const creditScores: ArticleDraft = {
  id: 'credito-bandas-fico',
  title: 'Tu crédito como lo lee el prestamista: el puntaje del medio y las bandas FICO',
  description:
    'Qué versión de FICO usa una hipoteca, cómo se elige tu puntaje representativo, por qué los precios cambian cada 20 puntos y qué hacer 60 a 90 días antes de aplicar.',
  topic: 'credito',
  level: 'beginner',
  publishedOn: '2026-11-26',
  sources: [
    {
      publisher: 'myFICO (Fair Isaac)',
      title: "What's in my FICO Scores?",
      url: 'https://www.myfico.com/credit-education/whats-in-your-credit-score',
      readOn: READ,
    },
    {
      publisher: 'Fannie Mae',
      title: 'Selling Guide B3-5.1-01, General Requirements for Credit Scores',
      url: 'https://www.fanniemae.com/content/guide/selling/b3/5.1/01.html',
      readOn: READ,
    },
    {
      publisher: 'Fannie Mae',
      title: 'Selling Guide B3-5.1-02, Determining the Credit Score for a Mortgage Loan',
      url: 'https://selling-guide.fanniemae.com/sel/b3-5.1-02/determining-credit-score-mortgage-loan',
      readOn: READ,
    },
    {
      publisher: 'Fannie Mae',
      title: 'Loan-Level Price Adjustment (LLPA) Matrix',
      url: 'https://singlefamily.fanniemae.com/',
      readOn: READ,
    },
    {
      publisher: 'Pantheon Private Lending',
      title: 'Our Loan Terms (minimum FICO by program)',
      url: 'https://pantheonprivatelending.com/our-loan-terms',
      readOn: READ,
    },
    {
      publisher: 'Consumer Financial Protection Bureau',
      title: 'Credit reports and scores',
      url: 'https://www.consumerfinance.gov/consumer-tools/credit-reports-and-scores/',
      readOn: READ,
    },
    {
      publisher: 'AnnualCreditReport.com',
      title: 'Free credit reports from Equifax, Experian and TransUnion',
      url: 'https://www.annualcreditreport.com/',
      readOn: READ,
    },
  ],
  content: `Tu puntaje de crédito decide dos cosas en un préstamo de inversión: si calificas para el programa y qué precio pagas. El prestamista no mira el número que ves en una aplicación del banco, sino versiones específicas de FICO, y de las tres que obtiene elige una con una regla fija. Entender esa regla te permite subir de banda antes de aplicar, que es donde está el dinero.

## El rango y lo que pesa
Los puntajes FICO van de 300 a 850. Según myFICO, la empresa que los crea, pesan así:
- Historial de pagos: 35 %. Pagos atrasados, cobranzas, ejecuciones hipotecarias y bancarrotas.
- Cantidades que debes: 30 %. Sobre todo cuánto usas de tus límites en tarjetas (la utilización).
- Antigüedad del crédito: 15 %.
- Crédito nuevo: 10 %. Cuentas recién abiertas y solicitudes recientes.
- Tipos de crédito: 10 %.

## Qué puntaje usa una hipoteca
Fannie Mae exige las versiones clásicas de FICO, una de cada buró: Equifax Beacon 5.0, Experian/Fair Isaac Risk Model V2 y TransUnion FICO Risk Score Classic 04. Son modelos más antiguos que los de muchas aplicaciones para consumidores, por eso tu puntaje "de la aplicación" puede no coincidir con el del prestamista. Muchos prestamistas DSCR usan el mismo reporte de tres burós; pregunta cuál modelo usan.

## El puntaje representativo: el del medio
La sección B3-5.1-02 de Fannie Mae define el puntaje que cuenta:
1. Con tres puntajes, se toma el del medio. Si dos son iguales, ese es el del medio: 700, 680 y 680 dan 680; 700, 700 y 680 dan 700.
2. Con dos puntajes, se toma el más bajo.
3. Si hay varios prestatarios, se toma el puntaje de cada uno y, para el préstamo, el más bajo del grupo. Ese puntaje representativo es el que se usa para el precio.

Dos consecuencias prácticas: mejorar tu puntaje más alto no sirve de nada, y sumar un coprestatario con crédito más débil puede bajar el puntaje de todo el préstamo.

## Las bandas: donde cambia el precio
La matriz de ajustes de precio de Fannie Mae (LLPA) agrupa los puntajes en bandas de 20 puntos: 780 o más, 760–779, 740–759, 720–739, 700–719, 680–699, 660–679, 640–659 y 639 o menos. Dentro de una banda, 721 y 739 pagan lo mismo; al cruzar a la siguiente, el ajuste cambia. Los prestamistas DSCR publican hojas de tasas con cortes parecidos.

Los mínimos también son cortes. Fannie Mae no acepta, en préstamos evaluados manualmente, puntajes menores de 620 con tasa fija. Entre los prestamistas privados, Pantheon Private Lending publica un mínimo de 600 para sus préstamos de compra y rehabilitación y de 650 para sus préstamos de renta a largo plazo. Con 649, ese programa de renta no está disponible; con 650, sí.

## Ejemplo con números (ilustrativo)
Tus tres puntajes son 742, 718 y 705: tu puntaje representativo es 718, en la banda 700–719. Supón que tu prestamista te ofrece 7.5 % en esa banda y 7.25 % desde 720.
- Préstamo de $240,000 a 30 años al 7.5 %: $1,678.11 al mes de principal e interés.
- El mismo préstamo al 7.25 %: $1,637.22 al mes.
- Diferencia: $40.89 al mes, $490.70 al año y $2,453.50 en cinco años.

Subir dos puntos el puntaje del medio habría valido eso. Las tasas del ejemplo son supuestas: pide las de tu prestamista para cada banda.

## 60 a 90 días antes de aplicar
1. Descarga tus tres reportes gratis en AnnualCreditReport.com, el sitio autorizado para los reportes gratuitos de Equifax, Experian y TransUnion.
2. Disputa cada error directamente con el buró que lo reporta. La CFPB explica cómo hacerlo y qué debe hacer el buró; guarda copia de todo.
3. Baja la utilización de tus tarjetas antes de la fecha de corte del estado de cuenta, que es cuando el banco reporta el saldo. Pesa 30 % de tu puntaje y es lo que más rápido se mueve.
4. No cierres tus tarjetas más antiguas: acortarías tu historial y subirías tu utilización.
5. Si tienes una cuenta en cobranza o un atraso reciente, pregunta al prestamista cómo lo trata antes de pagar o negociar: cada programa tiene su regla.

## Durante el proceso
- No abras tarjetas ni préstamos nuevos y no seas codeudor de nadie: el prestamista vuelve a revisar tu crédito antes del cierre.
- Compara prestamistas en pocos días. Los modelos FICO agrupan como una sola las consultas de hipoteca hechas en un período corto; la ventana depende de la versión del modelo, así que haz tus comparaciones dentro de dos semanas para ir a lo seguro.
- Si pagaste un saldo y el reporte todavía no lo refleja, pregunta al prestamista si puede pedir una actualización rápida (rapid rescore) al buró.

## Lo que el crédito no arregla
Un puntaje alto no compensa una propiedad que no cubre su pago. En un préstamo DSCR, el puntaje decide tu precio y tu programa; la renta frente al PITIA decide si calificas. Prepara los dos frentes a la vez.`,
};
