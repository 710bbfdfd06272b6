/**
 * What each figure of a deal file's analysis means, in Spanish, with its formula: shown beside the
 * figure on /mis-propiedades and in the reports, so the member (and a lender reading the package)
 * can check every number by hand. Keys are DealAnalysis fields (shared/finance/deal-analysis.ts).
 */
export interface FigureExplanation {
  label: string;
  formula: string;
  explanation: string;
}

export const DEAL_FIGURE_EXPLANATIONS = {
  loan: {
    label: 'Préstamo',
    formula: 'precio de compra − pago inicial',
    explanation: 'Lo que financia el prestamista para comprar.',
  },
  monthlyPayment: {
    label: 'Pago mensual (capital e interés)',
    formula: 'amortización del préstamo a tasa ÷ 12 durante plazo × 12 meses',
    explanation: 'El pago fijo que liquida el préstamo al final del plazo.',
  },
  cashInvested: {
    label: 'Efectivo invertido',
    formula: 'pago inicial + costos de cierre + rehabilitación',
    explanation:
      'Todo el dinero que sale de tu bolsillo para comprar y dejar la propiedad lista para rentar.',
  },
  effectiveIncome: {
    label: 'Ingreso efectivo',
    formula: '(renta + otros ingresos) × (1 − vacancia ÷ 100)',
    explanation: 'Lo que cobras de verdad después de los meses vacíos y las rentas no pagadas.',
  },
  operatingExpenses: {
    label: 'Gastos operativos',
    formula:
      'impuestos + seguro + HOA + otros + renta × (mantenimiento + administración + reservas de capital) ÷ 100',
    explanation: 'Lo que cuesta operar la propiedad cada mes, sin contar el préstamo.',
  },
  noi: {
    label: 'Ingreso operativo neto (NOI)',
    formula: 'ingreso efectivo − gastos operativos',
    explanation: 'Lo que produce la propiedad antes de pagar el préstamo.',
  },
  monthlyCashFlow: {
    label: 'Flujo de caja mensual',
    formula: 'NOI − pago mensual',
    explanation: 'Lo que te queda cada mes después de pagar todo, incluido el préstamo.',
  },
  cashOnCash: {
    label: 'Cash-on-cash',
    formula: '12 × flujo mensual ÷ efectivo invertido × 100',
    explanation: 'Cuánto rinde al año, en efectivo, cada dólar que pusiste.',
  },
  capRate: {
    label: 'Cap rate',
    formula: '12 × NOI ÷ precio de compra × 100',
    explanation:
      'El rendimiento de la propiedad sin financiamiento: sirve para compararla con otras del mercado.',
  },
  lenderDscr: {
    label: 'DSCR del prestamista',
    formula: 'renta ÷ (pago + impuestos + seguro + HOA)',
    explanation:
      'Lo que mira un prestamista DSCR: si la renta bruta cubre el PITIA. La mayoría pide entre 1.00 y 1.25.',
  },
  irr: {
    label: 'TIR (tasa interna de retorno)',
    formula:
      'la tasa anual que hace cero: −efectivo invertido + flujos anuales + (valor × (1 − costos de venta) − saldo) al vender',
    explanation:
      'El rendimiento anual de toda la inversión, contando el flujo de cada año y la venta al final del plazo de tenencia.',
  },
  totalReturn: {
    label: 'Retorno total',
    formula:
      '(flujos acumulados + neto de la venta − efectivo invertido) ÷ efectivo invertido × 100',
    explanation: 'Cuánto ganas en total sobre lo invertido, sin considerar cuándo llega el dinero.',
  },
  equity: {
    label: 'Patrimonio',
    formula: 'ARV × (1 + apreciación)^año − saldo del préstamo',
    explanation: 'La parte de la propiedad que es tuya: su valor menos lo que aún debes.',
  },
  brrrrCashOut: {
    label: 'Efectivo del refinanciamiento (BRRRR)',
    formula:
      'ARV × LTV del refinanciamiento − préstamo original − costos de cierre del refinanciamiento',
    explanation:
      'Lo que recuperas al refinanciar con el valor después de reparar. Si es mayor que lo invertido, recuperaste todo tu dinero.',
  },
  brrrrCashLeft: {
    label: 'Efectivo que queda en el deal',
    formula: 'efectivo invertido − efectivo del refinanciamiento',
    explanation: 'Tu dinero que sigue atrapado en la propiedad después de refinanciar.',
  },
  flipProfit: {
    label: 'Ganancia del flip',
    formula:
      'ARV − precio − cierre − rehabilitación − meses × (pago + impuestos + seguro + HOA + servicios) − costos de venta',
    explanation: 'Lo que queda al vender después de reparar, antes de impuestos.',
  },
  flipRoi: {
    label: 'ROI del flip',
    formula: 'ganancia ÷ (pago inicial + cierre + rehabilitación + costos de tenencia) × 100',
    explanation: 'La ganancia sobre el efectivo que necesita el flip.',
  },
} as const satisfies Record<string, FigureExplanation>;

export type ExplainedFigure = keyof typeof DEAL_FIGURE_EXPLANATIONS;
