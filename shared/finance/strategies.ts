import { formatMoney, formatNumber } from '../format.ts';
import { ratio } from './dscr.ts';
import {
  CASH_OUT_LTV,
  HELOC_CLTV,
  helocInterest,
  paymentOver,
  type PortfolioPropertyFigures,
  type PortfolioPropertyInputs,
  type PortfolioTotals,
} from './portfolio.ts';
import { percentOf } from './roi.ts';

/**
 * Equity and refinance strategies for one property and for the portfolio (issue 13 §6): cash-out
 * refinance at 75 % LTV, a HELOC to 80 % combined LTV, a rate-and-term refinance, and sell versus
 * keep. The rates are the member's (a quote they have, or one they want to test); nothing here
 * invents a market rate. Each strategy gives its numbers, the trade-off and the next step in
 * Spanish.
 */
export interface StrategyOptions {
  /** Rate of a new refinance loan (cash-out or rate-and-term), %. */
  refiRate: number;
  /** Term of the new loan, years. */
  refiTermYears: number;
  /** Closing costs of a refinance, % of the new loan. */
  refiClosingCostsPct: number;
  /** HELOC rate, %. */
  helocRate: number;
  /** Cost of selling, % of the value. */
  sellingCostsPct: number;
}

export const DEFAULT_STRATEGY_TERMS = { refiTermYears: 30, sellingCostsPct: 6 } as const;

type StrategyId = 'cash-out' | 'heloc' | 'rate-term' | 'sell-keep';

export interface StrategyFigure {
  label: string;
  value: number | null;
  unit: 'usd' | 'usd-month' | 'percent' | 'ratio';
}

export interface Strategy {
  id: StrategyId;
  title: string;
  /** False when the strategy does not apply to this property (the reason is in `tradeOff`). */
  applies: boolean;
  figures: StrategyFigure[];
  tradeOff: string;
  nextStep: string;
}

const STRATEGY_TITLES: Record<StrategyId, string> = {
  'cash-out': 'Refinanciamiento con retiro de efectivo (75 % LTV)',
  heloc: 'Línea de crédito sobre el patrimonio (HELOC, 80 % CLTV)',
  'rate-term': 'Refinanciamiento de tasa y plazo',
  'sell-keep': 'Vender o conservar',
};

const usd = (label: string, value: number | null): StrategyFigure => ({
  label,
  value,
  unit: 'usd',
});
const month = (label: string, value: number | null): StrategyFigure => ({
  label,
  value,
  unit: 'usd-month',
});
const pct = (label: string, value: number | null): StrategyFigure => ({
  label,
  value,
  unit: 'percent',
});
const ratioFigure = (label: string, value: number | null): StrategyFigure => ({
  label,
  value,
  unit: 'ratio',
});
const dscrText = (value: number | null) => (value === null ? 'sin dato' : value.toFixed(2));

type Property = PortfolioPropertyInputs & PortfolioPropertyFigures;

/** The four strategies for one property. */
export function propertyStrategies(p: Property, o: StrategyOptions): Strategy[] {
  return [cashOut(p, o), heloc(p, o), rateAndTerm(p, o), sellOrKeep(p, o)];
}

function cashOut(p: Property, o: StrategyOptions): Strategy {
  // New loan = 75 % of the value; it pays off the balance and the closing costs, the rest is cash.
  const newLoan = CASH_OUT_LTV * p.currentValue;
  const closing = newLoan * (o.refiClosingCostsPct / 100);
  const cash = newLoan - p.loanBalance - closing;
  const newPayment = paymentOver(newLoan, o.refiRate, o.refiTermYears * 12);
  const newPitia = newPayment + p.taxes + p.insurance + p.hoa;
  const newDscr = ratio(p.monthlyRent, newPitia);
  const newCashFlow = p.monthlyRent - newPitia - p.otherExpenses;
  const applies = cash > 0;
  return {
    id: 'cash-out',
    title: STRATEGY_TITLES['cash-out'],
    applies,
    figures: [
      usd('Préstamo nuevo (75 % del valor)', newLoan),
      usd('Costos de cierre', closing),
      usd('Efectivo que recibes', Math.max(0, cash)),
      month('Pago nuevo (capital e interés)', newPayment),
      ratioFigure('DSCR después (renta ÷ PITIA)', newDscr),
      month('Flujo mensual después', newCashFlow),
    ],
    tradeOff: applies
      ? `Recibes ${formatMoney(cash)} sin vender, pero el pago sube de ${formatMoney(p.payment)} a ${formatMoney(newPayment)} y el flujo queda en ${formatMoney(newCashFlow)} al mes. Con un DSCR de ${dscrText(newDscr)} ${newDscr !== null && newDscr >= 1.25 ? 'la mayoría de los prestamistas DSCR aprobaría el préstamo' : newDscr !== null && newDscr >= 1 ? 'algunos prestamistas lo aceptan con tasa más alta' : 'la renta no cubre el PITIA nuevo: un prestamista DSCR lo rechazaría'}.`
      : `No aplica: el saldo (${formatMoney(p.loanBalance)}) más los costos de cierre ya alcanza o supera el 75 % del valor (${formatMoney(newLoan)}).`,
    nextStep:
      'Pide una tasación y cotizaciones de refinanciamiento DSCR; reúne el contrato de renta, el estado de la hipoteca actual, la póliza de seguro y la factura de impuestos (Bóveda de documentos), y confirma el DSCR en la Calculadora DSCR.',
  };
}

function heloc(p: Property, o: StrategyOptions): Strategy {
  // Line = 80 % of the value less what is owed (combined LTV 80 %); interest-only on the draw.
  const line = Math.max(0, HELOC_CLTV * p.currentValue - p.loanBalance);
  const interest = helocInterest(line, o.helocRate);
  const cashFlowDrawn = p.cashFlow - interest;
  const applies = line > 0;
  return {
    id: 'heloc',
    title: STRATEGY_TITLES.heloc,
    applies,
    figures: [
      usd('Línea disponible (80 % del valor − saldo)', line),
      month('Interés si la usas completa', interest),
      month('Flujo mensual con la línea usada', cashFlowDrawn),
    ],
    tradeOff: applies
      ? `Conservas tu hipoteca actual a ${formatNumber(p.interestRate)} % y pagas interés solo sobre lo que uses; usada completa cuesta ${formatMoney(interest)} al mes a ${formatNumber(o.helocRate)} % variable. Pocos bancos ofrecen HELOC sobre propiedades de inversión: suelen ser bancos locales y cooperativas.`
      : 'No aplica: el saldo ya alcanza el 80 % del valor.',
    nextStep:
      'Consulta bancos locales y cooperativas de crédito que den HELOC a propiedades de inversión; lleva el estado de la hipoteca, el contrato de renta, tus declaraciones de impuestos (Schedule E) y una tasación.',
  };
}

function rateAndTerm(p: Property, o: StrategyOptions): Strategy {
  // Same balance at the new rate over a new term; closing costs paid in cash, recovered by savings.
  const newPayment = paymentOver(p.loanBalance, o.refiRate, o.refiTermYears * 12);
  const savings = p.payment - newPayment;
  const closing = p.loanBalance * (o.refiClosingCostsPct / 100);
  const breakEvenMonths = savings > 0 ? closing / savings : null;
  const applies = p.loanBalance > 0 && o.refiRate < p.interestRate && savings > 0;
  return {
    id: 'rate-term',
    title: STRATEGY_TITLES['rate-term'],
    applies,
    figures: [
      month('Pago actual', p.payment),
      month('Pago nuevo', newPayment),
      month('Ahorro mensual', savings),
      usd('Costos de cierre', closing),
      { label: 'Meses para recuperar el cierre', value: breakEvenMonths, unit: 'ratio' },
    ],
    tradeOff: applies
      ? `Ahorras ${formatMoney(savings)} al mes; los costos de cierre (${formatMoney(closing)}) se recuperan en ${breakEvenMonths === null ? '—' : formatNumber(Math.ceil(breakEvenMonths))} meses. Un plazo nuevo de ${o.refiTermYears} años baja el pago pero alarga la deuda.`
      : p.loanBalance <= 0
        ? 'No aplica: la propiedad no tiene hipoteca.'
        : `No aplica: la tasa que indicaste (${formatNumber(o.refiRate)} %) no baja el pago de tu préstamo a ${formatNumber(p.interestRate)} %.`,
    nextStep:
      'Compara al menos tres cotizaciones (Loan Estimate) y revisa si tu préstamo tiene penalidad por pago anticipado; lleva el estado de la hipoteca y el contrato de renta.',
  };
}

function sellOrKeep(p: Property, o: StrategyOptions): Strategy {
  // Selling nets value × (1 − selling costs) − balance; keeping earns the cash flow on that equity.
  const proceeds = p.currentValue * (1 - o.sellingCostsPct / 100) - p.loanBalance;
  const annualCashFlow = 12 * p.cashFlow;
  const returnOnEquity = percentOf(annualCashFlow, p.equity);
  return {
    id: 'sell-keep',
    title: STRATEGY_TITLES['sell-keep'],
    applies: true,
    figures: [
      usd('Neto si vendes (antes de impuestos)', proceeds),
      usd('Flujo anual si conservas', annualCashFlow),
      pct('Rendimiento del patrimonio (flujo anual ÷ patrimonio)', returnOnEquity),
    ],
    tradeOff: `Vender libera ${formatMoney(proceeds)} antes de impuestos (con ${formatNumber(o.sellingCostsPct)} % de costos de venta). Conservar deja ${formatMoney(annualCashFlow)} al año sobre ${formatMoney(p.equity)} de patrimonio: ${returnOnEquity === null ? 'sin patrimonio, el rendimiento no se mide' : `un ${formatNumber(Math.round(returnOnEquity * 100) / 100)} % anual en efectivo`}, más la apreciación. Si ese dinero rendiría más en otra propiedad, un intercambio 1031 difiere el impuesto sobre la ganancia.`,
    nextStep:
      'Pide a un agente un análisis comparativo de mercado (CMA) y a tu contador el impuesto estimado; para reinvertir, evalúa el reemplazo en Mis Propiedades antes de listar.',
  };
}

export interface PortfolioStrategySummary {
  /** Σ cash-out at 75 % LTV after closing costs, $. */
  cashOutTotal: number;
  /** Σ HELOC lines at 80 % CLTV, $. */
  helocTotal: number;
  /** Σ monthly savings of the rate-and-term refinances that apply, $/month. */
  rateTermSavings: number;
  /** Portfolio DSCR if every cash-out that applies is taken. */
  dscrAfterCashOut: number | null;
  /** Properties whose cash flow is negative (sale or rent review candidates). */
  losingMoney: string[];
  text: string;
}

/** What the strategies add up to for the whole portfolio. */
export function portfolioStrategies(
  properties: readonly Property[],
  totals: PortfolioTotals,
  o: StrategyOptions,
): PortfolioStrategySummary {
  let cashOutTotal = 0;
  let helocTotal = 0;
  let rateTermSavings = 0;
  let pitiaAfter = 0;
  for (const p of properties) {
    const [cash, line, rate] = propertyStrategies(p, o);
    const cashFigure = cash!.figures[2]!.value ?? 0;
    cashOutTotal += cash!.applies ? cashFigure : 0;
    helocTotal += line!.applies ? (line!.figures[0]!.value ?? 0) : 0;
    rateTermSavings += rate!.applies ? (rate!.figures[2]!.value ?? 0) : 0;
    const newPayment = cash!.applies ? (cash!.figures[3]!.value ?? 0) : p.payment;
    pitiaAfter += newPayment + p.taxes + p.insurance + p.hoa;
  }
  const dscrAfterCashOut = ratio(totals.monthlyRent, pitiaAfter);
  const losingMoney = properties.filter((p) => p.cashFlow < 0).map((p) => p.name);
  const text = [
    `Con refinanciamientos al 75 % podrías retirar ${formatMoney(cashOutTotal)} en total; el DSCR del portafolio pasaría de ${dscrText(totals.dscr)} a ${dscrText(dscrAfterCashOut)}.`,
    helocTotal > 0
      ? `Las líneas HELOC al 80 % sumarían ${formatMoney(helocTotal)} sin tocar tus hipotecas actuales.`
      : 'Ninguna propiedad tiene margen para una HELOC al 80 %.',
    rateTermSavings > 0
      ? `Refinanciar tasa y plazo donde conviene ahorraría ${formatMoney(rateTermSavings)} al mes.`
      : 'A la tasa indicada, ningún refinanciamiento de tasa y plazo baja tus pagos.',
    losingMoney.length > 0
      ? `Pierden dinero cada mes: ${losingMoney.join(', ')}. Revisa su renta y gastos o evalúa venderlas antes de retirar patrimonio de ellas.`
      : 'Todas las propiedades tienen flujo positivo.',
  ].join(' ');
  return { cashOutTotal, helocTotal, rateTermSavings, dscrAfterCashOut, losingMoney, text };
}
