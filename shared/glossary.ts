import { compareSpanish } from './format.ts';

/**
 * The one glossary of investment terms: each term's Spanish label, as the tools print it, and a
 * short definition. The calculators' labels and hints, ¿Califico?'s rule names and the "Glosario"
 * section of /recursos-educativos read it, so a term is spelled and explained the same everywhere.
 */
export interface GlossaryEntry {
  /** The label the tools show (a field adds its unit: "Pago Inicial ($)"). */
  label: string;
  /** The name the glossary lists it under, with the English acronym when investors use it. */
  term: string;
  /** One or two sentences, with the formula when there is one. */
  definition: string;
}

export const GLOSSARY = {
  dscr: {
    label: 'DSCR',
    term: 'DSCR (índice de cobertura del servicio de deuda)',
    definition:
      'Cuánto cubre la renta el pago de la propiedad: DSCR = renta bruta mensual ÷ PITIA (÷ ITIA si el préstamo es de solo interés). Con 1.00 la renta paga justo la cuota; cada programa fija su mínimo, desde 0.75 (algunos sin mínimo) hasta 1.25.',
  },
  ltv: {
    label: 'LTV',
    term: 'LTV (relación préstamo-valor)',
    definition:
      'El préstamo como porcentaje del valor o precio de la propiedad: LTV = préstamo ÷ valor × 100. Un LTV de 80 % significa un pago inicial de 20 %.',
  },
  pitia: {
    label: 'PITIA',
    term: 'PITIA',
    definition:
      'El pago mensual completo de la propiedad: principal, intereses, impuestos, seguro y cuota de la asociación (HOA).',
  },
  noi: {
    label: 'Ingreso operativo neto (NOI)',
    term: 'NOI (ingreso operativo neto)',
    definition:
      'La renta cobrada menos los gastos de operación (impuestos, seguro, mantenimiento, administración, vacancia), antes del pago del préstamo.',
  },
  cashOnCash: {
    label: 'Cash-on-Cash',
    term: 'Cash-on-cash (retorno sobre el efectivo)',
    definition:
      'El flujo de caja anual como porcentaje del efectivo que pusiste: cash-on-cash = flujo de caja anual ÷ efectivo invertido × 100, y el efectivo invertido es el pago inicial más los costos de cierre, la rehabilitación y los puntos.',
  },
  capRate: {
    label: 'Cap Rate',
    term: 'Cap rate (tasa de capitalización)',
    definition:
      'El rendimiento de la propiedad sin contar el préstamo: cap rate = NOI anual ÷ precio × 100.',
  },
  arv: {
    label: 'ARV',
    term: 'ARV (valor después de reparaciones)',
    definition:
      'El valor estimado de la propiedad una vez terminada la remodelación; los préstamos hard money y de flip se calculan sobre él.',
  },
  brrrr: {
    label: 'BRRRR',
    term: 'BRRRR',
    definition:
      'Estrategia de comprar, remodelar, rentar, refinanciar y repetir: el refinanciamiento sobre el nuevo valor recupera el capital para la siguiente compra.',
  },
  downPayment: {
    label: 'Pago Inicial',
    term: 'Pago inicial',
    definition:
      'El efectivo que pones al comprar: precio menos préstamo. En propiedades de inversión suele ser de 20 % a 25 %.',
  },
  vacancy: {
    label: 'Tasa de Vacancia',
    term: 'Tasa de vacancia',
    definition:
      'La parte del año en que se espera que la propiedad esté sin inquilino, como porcentaje de la renta; se descuenta del ingreso.',
  },
  reserves: {
    label: 'Reservas',
    term: 'Reservas',
    definition:
      'Efectivo o inversiones que te quedan después del cierre, contadas en meses de PITIA; los prestamistas suelen pedir de 3 a 12 meses.',
  },
  cashFlow: {
    label: 'Flujo de Caja',
    term: 'Flujo de caja',
    definition:
      'Lo que queda de la renta después de todos los gastos y del pago del préstamo: flujo de caja = NOI − pago del préstamo.',
  },
  irr: {
    label: 'TIR',
    term: 'TIR (tasa interna de retorno, IRR)',
    definition:
      'El retorno anual de toda la inversión, contando los flujos de caja de cada año y la venta, y cuándo llega cada uno.',
  },
  appreciation: {
    label: 'Plusvalía',
    term: 'Plusvalía',
    definition:
      'El aumento del valor de la propiedad con el tiempo; se mide como el cambio porcentual del precio en un periodo.',
  },
} as const satisfies Record<string, GlossaryEntry>;

export type GlossaryId = keyof typeof GLOSSARY;

/**
 * The glossary as a list sorted by term, as /recursos-educativos shows it. Sorted when asked, not
 * as the module loads: the calculators read the glossary too, and a Spanish collator costs a phone
 * 10–35 ms to make.
 */
export function glossaryEntries(): readonly (GlossaryEntry & { id: GlossaryId })[] {
  return (Object.entries(GLOSSARY) as [GlossaryId, GlossaryEntry][])
    .map(([id, entry]) => ({ id, ...entry }))
    .sort((a, b) => compareSpanish(a.term, b.term));
}
