import type { ArticleDraft } from '../article-draft.ts';

const READ = '2026-11-26';

export const hardMoneyTerms: ArticleDraft = {
  id: 'hard-money-terminos',
  title: 'Hard money por dentro: LTC, ARV, draws, interés y extensiones',
  description:
    'Cómo se calcula el monto de un préstamo de compra y rehabilitación, el interés sobre todo el préstamo o solo sobre lo desembolsado, los draws, las extensiones y por qué no recibirás un Loan Estimate.',
  topic: 'financiamiento',
  level: 'advanced',
  publishedOn: '2026-11-26',
  sources: [
    {
      publisher: 'Pantheon Private Lending',
      title: 'Our Loan Terms',
      url: 'https://pantheonprivatelending.com/our-loan-terms',
      readOn: READ,
    },
    {
      publisher: 'Loan Guys',
      title: 'What loan terms are available for fix & flip loans?',
      url: 'https://help.loanguys.com/articles/what-loan-terms-are-available-for-fix-flip-loans',
      readOn: READ,
    },
    {
      publisher: 'Valor Lending',
      title: 'Fix and flip loan',
      url: 'https://valorlending.com/fix-and-flip-loan/',
      readOn: READ,
    },
    {
      publisher: 'Consumer Financial Protection Bureau',
      title: 'Regulation Z, 12 CFR 1026.3, Exempt transactions',
      url: 'https://www.consumerfinance.gov/rules-policy/regulations/1026/3/',
      readOn: READ,
    },
  ],
  content: `Un préstamo hard money se aprueba por la propiedad y por tu proyecto, se cierra rápido y se paga en meses, no en años. Su costo no está solo en la tasa: depende de cómo se calcula el monto, de sobre qué saldo se cobra el interés, de cómo se entregan los fondos de la obra y de lo que cuesta pasarte del plazo. Este artículo recorre esas piezas con lo que publican los prestamistas.

## Por qué no recibirás un Loan Estimate
La Regulación Z, que obliga a entregar el Loan Estimate y el Closing Disclosure en una hipoteca de consumo, no aplica al crédito otorgado principalmente con propósito comercial (sección 1026.3 de la regulación). Un préstamo para comprar, rehabilitar y vender o rentar una propiedad de inversión es, por lo general, comercial. La consecuencia práctica: no hay un formulario estándar que te ayude a comparar. Tu protección es leer la hoja de términos y los documentos del préstamo línea por línea.

## Cuánto te prestan: LTC, LTV y ARV
- LTC (loan to cost): el préstamo como porcentaje del costo, es decir, precio de compra más obra.
- LTV (loan to value): el préstamo como porcentaje del valor actual, tal como está.
- ARV (after repair value): el valor estimado después de la obra. Muchos prestamistas ponen un tope al préstamo total como porcentaje del ARV.

El monto final es el menor de los límites. Como referencia de lo publicado: Pantheon Private Lending financia en compra y rehabilitación hasta 90 % del precio de compra y hasta 100 % del presupuesto de obra, con un máximo de 75 % del ARV; Loan Guys describe rangos típicos de hasta 90 % del costo y hasta 75 % del ARV. Con menos experiencia, espera porcentajes más bajos; Valor Lending menciona que un inversionista nuevo puede recibir 80 % u 85 % del precio en lugar de 90 %.

## Tasa, puntos y plazo
Los términos publicados dan una idea del rango, no de tu oferta:
- Pantheon: tasas desde 8.0 % y comisión de originación desde 1.0 % en compra y rehabilitación, plazo de hasta 12 meses, pagos mensuales de solo intereses y el saldo completo al vencimiento, sin penalidad por pago anticipado, crédito mínimo de 600 y garantía personal.
- Loan Guys: tasas típicas de 9 % a 13 %, de 1.5 a 3.5 puntos, y plazos de 6, 9, 12 o 18 meses.

Un punto es 1 % del préstamo, pagado al cierre.

## Interés sobre todo el préstamo o solo sobre lo desembolsado
Esta línea de la hoja de términos cambia el costo más de lo que parece. Valor Lending lo explica: algunos prestamistas cobran interés sobre el préstamo completo desde el primer día, aunque la parte de la obra todavía no se haya entregado (se le llama "interés holandés" o Dutch interest); otros cobran solo sobre lo desembolsado.

## Los draws: cómo llega el dinero de la obra
El presupuesto de obra no se entrega al cierre. Queda retenido y se libera por etapas (draws) después de que un inspector verifica el avance; Loan Guys describe de tres a cinco draws como lo típico. Lo que debes saber antes de firmar:
- Tú adelantas el costo de cada etapa y el prestamista te la reembolsa después de la inspección.
- Cada inspección y cada draw pueden tener un cargo.
- El tiempo entre la solicitud y el depósito afecta a tu contratista; pregunta cuántos días tarda.
- Los cambios al presupuesto suelen requerir aprobación previa.

## Ejemplo con números (ilustrativo)
Compras en $200,000 con una obra de $40,000. El prestamista financia 85 % del precio ($170,000) y 100 % de la obra: un préstamo de $210,000 al 12 % anual (1 % al mes), a seis meses, con 2 puntos. La obra se desembolsa así: $15,000 al final del mes 2, $15,000 al final del mes 4 y $10,000 al final del mes 5.
- Puntos al cierre: 2 % de $210,000 = $4,200.
- Interés sobre el préstamo completo: $210,000 × 1 % × 6 meses = $12,600.
- Interés solo sobre lo desembolsado: $170,000 × 1 % × 6 = $10,200, más $15,000 × 1 % × 4 = $600, más $15,000 × 1 % × 2 = $300, más $10,000 × 1 % × 1 = $100. Total: $11,200.
- Diferencia: $1,400 por la forma de cobrar el interés.
- Si la obra se retrasa y necesitas tres meses más con una extensión de 1 punto: $2,100 de extensión más $6,300 de interés ($2,100 al mes): $8,400 adicionales.

Las cifras son un ejemplo. Pide al prestamista que te muestre este mismo cálculo con sus términos.

## Lo que el prestamista querrá ver
- El contrato de compra y el presupuesto de obra por partidas, con el calendario.
- Tu experiencia: proyectos anteriores con direcciones, fechas y resultados.
- La tasación con el valor actual y el ARV, o la opinión de valor que el prestamista acepte.
- La entidad que firma (muchos prestamistas exigen una LLC) y la garantía personal de los dueños.
- Tu salida: venta o refinanciamiento, con números.

## Las cláusulas que no debes saltarte
- Extensiones: cuántas, de cuántos meses, a qué costo y con qué condiciones.
- Interés de incumplimiento y cargos por pago tardío.
- Interés mínimo garantizado o cargos de salida, aunque no haya penalidad por pago anticipado.
- Retención de intereses (interest reserve): si parte del préstamo se guarda para pagar los intereses, cuenta como dinero que no va a la obra.
- Garantías cruzadas: que otra de tus propiedades respalde este préstamo.

## Antes de firmar
1. Calcula el costo total: puntos, interés según cómo se cobre, cargos de draws e inspecciones, y al menos una extensión.
2. Confirma tu salida antes de comprar: si vas a refinanciar, revisa las reglas de seasoning del prestamista del refinanciamiento.
3. Ten efectivo para adelantar al menos una etapa de obra y para varios meses de intereses.`,
};
