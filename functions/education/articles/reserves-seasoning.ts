import type { ArticleDraft } from '../article-draft.ts';

const READ = '2026-11-26';

export const reservesSeasoning: ArticleDraft = {
  id: 'reservas-seasoning-fondos',
  title: 'Reservas y "seasoning" de fondos: cuánto dinero necesitas y desde cuándo',
  description:
    'Cómo se miden las reservas, por qué se cuentan después del efectivo para el cierre, la regla de 2 %, 4 % y 6 % por otras propiedades financiadas y cómo documentar tus depósitos.',
  topic: 'financiamiento',
  level: 'intermediate',
  publishedOn: '2026-11-26',
  sources: [
    {
      publisher: 'Fannie Mae',
      title: 'Selling Guide B3-4.1-01, Minimum Reserve Requirements',
      url: 'https://selling-guide.fanniemae.com/Underwriting-Borrowers/Asset-Assessment/Minimum-Reserve-Requirements/1070698631/What-liquid-financial-assets-can-be-used-for-reserves.htm',
      readOn: READ,
    },
    {
      publisher: 'Fannie Mae',
      title:
        'Selling Guide B3-4.2-01, Verification of Deposits and Assets, and B3-4.2-02, Depository Accounts',
      url: 'https://selling-guide.fanniemae.com/',
      readOn: READ,
    },
    {
      publisher: 'Fannie Mae',
      title: 'Selling Guide B3-4.3-04, Personal Gifts',
      url: 'https://selling-guide.fanniemae.com/',
      readOn: READ,
    },
    {
      publisher: 'BrokerMortgages.com',
      title: 'Foreign National DSCR Loan Program: reserve and asset requirements',
      url: 'https://brokermortgages.com/programs-we-offer/foreign-national-dscr-business-purpose-loan',
      readOn: READ,
    },
    {
      publisher: 'VMA Lending',
      title: 'Foreign National DSCR Loan Program',
      url: 'https://www.vmalending.com/foreign-national',
      readOn: READ,
    },
  ],
  content: `Las reservas son el dinero que te queda después de cerrar, medido en meses de pago de la propiedad. El "seasoning" de fondos es el tiempo que ese dinero lleva en tus cuentas con un origen claro. Los dos deciden préstamos que por lo demás calificarían, y los dos se preparan con meses de anticipación, no la semana del cierre.

## Cómo se miden las reservas
La sección B3-4.1-01 de la guía de Fannie Mae define las reservas como los activos líquidos o casi líquidos que el prestatario tiene disponibles después de que el préstamo cierra. Se miden en meses del pago de la propiedad que financias, el PITIA: principal, interés, impuestos, seguro y cuota de la asociación.

La misma sección dice algo que muchos olvidan: el efectivo para cerrar se resta de tus activos antes de contar las reservas. Si tienes $90,000 y el cierre te pide $69,000, tus reservas son $21,000, no $90,000.

## Qué cuenta y qué no
Cuentan como reservas, según Fannie Mae:
- Cuentas de cheques y de ahorro.
- Acciones, bonos, fondos mutuos, certificados de depósito, fondos del mercado de dinero y cuentas en fideicomiso.
- El monto con derecho adquirido (vested) de una cuenta de retiro.
- El valor en efectivo de un seguro de vida con derecho adquirido.

No cuentan:
- Fondos sin derecho adquirido, o que solo se pueden retirar al jubilarte, dejar el empleo o morir.
- Acciones de una compañía que no cotiza en bolsa y opciones o acciones restringidas sin derecho adquirido.
- Préstamos personales sin garantía.
- Aportes de partes interesadas en la venta, como el vendedor o el agente.

## Cuántas reservas te pedirán
En un préstamo convencional, las reservas de la propiedad que compras las fija el sistema de evaluación de Fannie Mae o su matriz de elegibilidad. Además, si tienes otras propiedades financiadas, Fannie Mae pide un porcentaje del saldo de esas otras hipotecas:
- 2 % del saldo total si tienes de una a cuatro propiedades financiadas.
- 4 % si tienes de cinco a seis.
- 6 % si tienes de siete a diez.

Ese saldo no incluye las hipotecas de la propiedad que compras ni las de tu residencia principal.

Los prestamistas DSCR fijan sus propias reglas y varían mucho. Como referencia de lo publicado: el programa DSCR para extranjeros de BrokerMortgages.com no pide reservas en préstamos de hasta $1,500,000, pide 2 meses de PITIA entre $1,500,001 y $2,500,000 y 6 meses por encima; VMA Lending dice que en su programa para extranjeros las reservas suelen ser de 12 meses de PITIA. Pregunta la regla exacta antes de ofertar.

## Ejemplo con números (ilustrativo)
Compras una propiedad de $250,000 con 25 % de pago inicial. Ya tienes dos propiedades de renta con hipotecas de $180,000 y $150,000, y vives en una casa con hipoteca.
- Pago inicial: $62,500.
- Costos de cierre, supuestos en 3 %: $7,500.
- Reservas de la propiedad nueva: 6 meses de un PITIA de $1,900 = $11,400.
- Reservas por las otras propiedades: tienes cuatro propiedades financiadas contando tu casa y la nueva, así que aplica 2 % sobre $330,000 (las dos rentas; tu casa y la nueva no entran) = $6,600.
- Efectivo total que debes poder documentar: $62,500 + $7,500 + $11,400 + $6,600 = $88,000.

Los 6 meses y el 3 % son supuestos del ejemplo: usa los de tu prestamista y tu cotización de cierre.

## El seasoning: 60 días y un rastro limpio
Para una compra, Fannie Mae pide estados de cuenta que cubran los dos meses completos más recientes (60 días), con todas sus páginas. Cualquier depósito grande se revisa: en un préstamo convencional, es grande el depósito que supera el 50 % del ingreso mensual con el que calificas, y debe documentarse su origen. Los prestamistas DSCR, que no califican por ingreso, usan reglas propias; el programa para extranjeros de BrokerMortgages.com, por ejemplo, exige que los fondos tengan origen documentado y 60 días en cuenta.

Cómo documentar lo habitual:
- Transferencia entre tus cuentas: el estado de cuenta de las dos cuentas, el que envía y el que recibe.
- Venta de un vehículo u otro bien: el contrato o la factura de venta, el título transferido y el depósito.
- Reembolso de impuestos: el aviso del IRS y el depósito.
- Dinero del extranjero: el comprobante de la transferencia internacional y el estado de la cuenta de origen.
- Efectivo en mano: es lo más difícil de aceptar; si lo tienes, deposítalo mucho antes de aplicar y pregunta cómo lo trata el programa.

## Regalos familiares
La sección B3-4.3-04 de Fannie Mae no permite regalos en una propiedad de inversión. Algunos programas DSCR sí los aceptan con condiciones: el de BrokerMortgages.com para extranjeros los permite si aportas al menos 10 % de fondos propios. Si un familiar te va a ayudar, pregúntalo antes de que mueva el dinero.

## Carta de explicación (plantilla)
Fecha. A quien corresponda: el depósito de $[monto] del [fecha] en mi cuenta [banco, últimos cuatro dígitos] proviene de [origen]. Adjunto [documento que lo prueba]. Atentamente, [nombre y firma].

Corta, con el monto exacto y con la prueba adjunta: eso es lo que el analista puede aceptar.

## Lista antes de aplicar
1. Calcula el efectivo total: pago inicial, cierre y reservas después del cierre.
2. Junta el dinero en pocas cuentas a tu nombre o de tu LLC, al menos dos meses antes.
3. No hagas depósitos sin comprobante durante ese tiempo.
4. Guarda todas las páginas de cada estado de cuenta, incluidas las que dicen "página intencionalmente en blanco".`,
};
