import type { ArticleDraft } from '../article-draft.ts';

const READ = '2026-11-26';

export const brrrrRefinance: ArticleDraft = {
  id: 'brrrr-refinanciamiento-seasoning',
  title: 'BRRRR: las reglas del refinanciamiento y del "seasoning"',
  description:
    'La regla de 12 meses y de 6 meses en título de Fannie Mae, el financiamiento diferido tras una compra en efectivo, lo que publican los prestamistas DSCR y un calendario que evita quedarte corto al refinanciar.',
  topic: 'estrategia',
  level: 'advanced',
  publishedOn: '2026-11-26',
  sources: [
    {
      publisher: 'Fannie Mae',
      title: 'Selling Guide B2-1.3-03, Cash-Out Refinance Transactions',
      url: 'https://selling-guide.fanniemae.com/Selling-Guide/Origination-thru-Closing/Subpart-B2-Eligibility/Chapter-B2-1-Mortgage-Eligibility/Section-B2-1-3-Loan-Purpose/1032996711/B2-1-3-03-Cash-Out-Refinance-Transactions-10-07-2020.htm',
      readOn: READ,
    },
    {
      publisher: 'Tenaco',
      title: 'Fannie Mae issues Selling Guide Announcement SEL-2023-01',
      url: 'https://tenaco.com/fannie-mae-issues-selling-guide-announcement-sel-2023-01',
      readOn: READ,
    },
    {
      publisher: 'Fannie Mae',
      title:
        'Selling Guide B2-1.3-02, Limited Cash-Out Refinance Transactions, and Eligibility Matrix',
      url: 'https://selling-guide.fanniemae.com/',
      readOn: READ,
    },
    {
      publisher: 'DSCR Mortgage',
      title: 'Refinance with a DSCR cash flow loan – even with less than 6 months of seasoning',
      url: 'https://dscrmortgage.com/refinance-with-a-dscr-cash-flow-loan-even-with-less-than-6-months-of-seasoning/',
      readOn: READ,
    },
    {
      publisher: 'Pantheon Private Lending',
      title: 'Our Loan Terms',
      url: 'https://pantheonprivatelending.com/our-loan-terms',
      readOn: READ,
    },
  ],
  content: `La estrategia BRRRR (comprar, rehabilitar, rentar, refinanciar y repetir) se gana o se pierde en el refinanciamiento. No basta con que la casa valga más: el prestamista nuevo tiene reglas sobre cuánto tiempo debes haber sido dueño y sobre qué valor te deja usar. Si las conoces antes de comprar, planeas el calendario; si no, puedes terminar pagando meses extra de hard money o poniendo dinero para salir.

## Tres tipos de refinanciamiento
- Cash-out: el préstamo nuevo paga el anterior y te entrega efectivo. Es el que busca un BRRRR.
- Sin retiro de efectivo, o de efectivo limitado (rate and term): paga el préstamo anterior y los costos. Fannie Mae limita el efectivo que recibes al menor de 2 % del préstamo nuevo o $2,000.
- Financiamiento diferido (delayed financing): un cash-out justo después de comprar en efectivo, con reglas propias.

## Las reglas de Fannie Mae para un cash-out
La sección B2-1.3-03 de la guía de Fannie Mae pone dos relojes:
1. La hipoteca que se paga debe tener al menos 12 meses, medidos de la fecha del pagaré anterior a la del nuevo. Esta regla rige para los cash-out con pagaré fechado desde el 1 de abril de 2023 (anuncio SEL-2023-01). No aplica a gravámenes subordinados ni a la compra de la parte de un copropietario por acuerdo legal.
2. Al menos un prestatario debe haber estado en el título durante seis meses antes del desembolso del préstamo nuevo, con algunas excepciones.

Además, si la propiedad estuvo anunciada para la venta, debe retirarse del mercado a más tardar el día del desembolso, y los porcentajes máximos de préstamo los fija la matriz de elegibilidad de Fannie Mae; para una propiedad de inversión son más bajos que para una vivienda propia.

La consecuencia para un BRRRR: si compraste con hard money, ese préstamo es una primera hipoteca y tendría que cumplir 12 meses antes de un cash-out convencional. Por eso la mayoría de los inversionistas refinancian con prestamistas DSCR, que fijan sus propios plazos.

## Financiamiento diferido: si compraste en efectivo
Fannie Mae permite un cash-out dentro de los seis meses siguientes a una compra hecha sin financiamiento, con condiciones que la guía detalla:
- La compra fue entre partes independientes (arm's length).
- El documento de cierre de la compra muestra que no hubo hipoteca, y el reporte de título confirma que no hay gravámenes.
- El origen del dinero de la compra está documentado; si lo pediste prestado, ese préstamo se paga con el refinanciamiento.
- El préstamo nuevo no supera tu inversión documentada: el precio de compra más los costos de cierre, prepagados y puntos, dentro de los límites de la matriz.

Sirve para recuperar el efectivo de la compra, no para cobrar la plusvalía de la obra.

## Lo que publican los prestamistas DSCR
Cada prestamista DSCR decide cuánto tiempo debes ser dueño para usar el valor tasado nuevo; los plazos publicados van de cero a doce meses. Cuando no cumples el plazo, lo habitual es que el valor quede limitado a lo menor entre la tasación y tu costo: precio de compra más mejoras documentadas. DSCR Mortgage, por ejemplo, publica un caso de refinanciamiento a los cuatro meses de la compra en el que usó el valor tasado después de la obra, con condiciones que el mismo prestamista detalla. Pide la regla por escrito antes de comprar.

## Ejemplo con números (ilustrativo)
Compras en $150,000 y la obra cuesta $50,000. Un préstamo hard money financia 90 % del precio y 100 % de la obra: $185,000 al 12 % con pagos de solo intereses. El tasador estima un valor después de la obra (ARV) de $280,000. Tu prestamista DSCR financia 75 % del valor y pide seis meses como dueño para usar la tasación nueva; antes, usa lo menor entre la tasación y tu costo.
- Si refinancias en el mes 5: el valor que cuenta es tu costo, $200,000. El 75 % son $150,000, que no alcanzan para pagar los $185,000 del hard money: tendrías que poner $35,000 más los costos del cierre.
- Si esperas al mes 6: el valor que cuenta es $280,000. El 75 % son $210,000: pagas los $185,000 y te quedan $25,000 antes de los costos del cierre.
- Cada mes extra de hard money cuesta $1,850 de intereses: 12 % anual sobre $185,000.

Esperar un mes cuesta $1,850; adelantarse cuesta $35,000. El porcentaje, el plazo y las tasas son supuestos del ejemplo: usa los de tu prestamista.

## El calendario que funciona
1. Antes de comprar, elige al prestamista del refinanciamiento y obtén por escrito su plazo, su porcentaje máximo de cash-out, su DSCR mínimo y su penalidad por pago anticipado.
2. Negocia el hard money con un plazo que cubra la obra, la renta y ese plazo, con margen: extender suele costar puntos.
3. Documenta cada gasto de la obra con facturas y pagos: sirve para el valor de costo y para tu base fiscal.
4. Renta la propiedad antes de pedir la tasación: un contrato firmado y el primer pago recibido fortalecen el expediente.
5. Calcula el DSCR con la tasa del préstamo nuevo y la renta de mercado, no con la que esperas.

## Cuando el refinanciamiento no devuelve todo
Si la tasación sale baja o la tasa sube entre la compra y el refinanciamiento, puede que recuperes menos efectivo del planeado. Ten un plan B: dejar parte del capital en la propiedad, refinanciar por menos y esperar, o vender. Y recuerda que un préstamo DSCR a largo plazo suele traer penalidad por pago anticipado: Pantheon Private Lending, por ejemplo, publica para sus préstamos de renta 3 % en el primer año, 2 % en el segundo, 1 % en el tercero y 0 % después. Si planeas vender pronto, inclúyela en tus números.`,
};
