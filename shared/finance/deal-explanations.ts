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
    label: 'Pago mensual del préstamo',
    formula:
      'préstamo × tasa ÷ 12 en los años de solo interés; después, la amortización del préstamo en los meses que quedan del plazo',
    explanation:
      'Lo que pagas al prestamista el primer mes: solo interés si el préstamo es de solo interés.',
  },
  cashInvested: {
    label: 'Efectivo invertido',
    formula: 'pago inicial + costos de cierre + rehabilitación + puntos',
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
    label: 'DSCR',
    formula: 'renta ÷ (pago + impuestos + seguro + HOA): PITIA, o ITIA si es de solo interés',
    explanation:
      'El DSCR que calcula un prestamista: si la renta bruta cubre el pago de la vivienda. Cada programa pone su mínimo (desde 0.75 hasta 1.25); ¿Califico? lo compara con los tuyos.',
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
      'valor que usa el prestamista × LTV del refinanciamiento − deuda que se paga − costos de cierre del refinanciamiento',
    explanation:
      'Lo que recuperas al refinanciar. Antes de la temporada (seasoning) el prestamista usa el menor entre el avalúo y el costo (precio + mejoras); después, el avalúo.',
  },
  brrrrCashLeft: {
    label: 'Efectivo que queda en el deal',
    formula:
      'pago inicial + cierre + puntos + rehabilitación + intereses y costos de tenencia − efectivo del refinanciamiento',
    explanation: 'Tu dinero que sigue atrapado en la propiedad después de refinanciar.',
  },
  flipProfit: {
    label: 'Ganancia del flip',
    formula:
      'ARV − costos de venta − saldo del préstamo al vender − (pago inicial + cierre + puntos + rehabilitación + pagos del préstamo + costos de tenencia)',
    explanation: 'Lo que queda al vender después de reparar, antes de impuestos.',
  },
  flipRoi: {
    label: 'ROI del flip',
    formula:
      'ganancia ÷ (pago inicial + cierre + puntos + rehabilitación + pagos del préstamo + costos de tenencia) × 100',
    explanation: 'La ganancia sobre el efectivo que necesita el flip.',
  },
} as const satisfies Record<string, FigureExplanation>;

export type ExplainedFigure = keyof typeof DEAL_FIGURE_EXPLANATIONS;
