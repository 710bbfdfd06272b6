import type { LenderProgram } from '../lenders/program.ts';
import { compareSpanish, formatMoney, formatNumber } from '../format.ts';
import {
  helocInterest,
  paymentOver,
  type BalanceSheet,
  type PortfolioPropertyFigures,
  type PortfolioPropertyInputs,
  type PortfolioTotals,
} from './portfolio.ts';
import { checkProgram, type Borrower, type QualifyDeal, type RuleResult } from './qualification.ts';
import { percentOf, ratio } from './ratios.ts';

/**
 * Equity and refinance strategies for one property and for the portfolio: a cash-out refinance
 * sized by the member's own lender programs (their maximum LTV, minimum DSCR and loan limits, as
 * the qualification engine reads them), a HELOC to the combined LTV the member's bank offers, a
 * rate-and-term refinance, and sell versus keep. Rates, closing costs and the HELOC's CLTV are the
 * member's (a quote they have, or one they want to test); nothing here invents a market figure or
 * a lender's verdict. Each strategy gives its numbers, the trade-off and the next step in Spanish,
 * and says the same thing its figures do.
 */
export interface StrategyOptions {
  /** Rate of a new refinance loan (cash-out or rate-and-term), %. */
  refiRate: number;
  /** Term of the new loan, years. */
  refiTermYears: number;
  /** Closing costs of a refinance, % of the new loan, as the member states them. */
  refiClosingCostsPct: number;
  /** HELOC rate, %. */
  helocRate: number;
  /** Combined loan-to-value the member's bank lends a HELOC to, %. */
  helocCltvPct: number;
  /** Cost of selling, % of the value. */
  sellingCostsPct: number;
}

export const DEFAULT_STRATEGY_TERMS = { refiTermYears: 30, sellingCostsPct: 6 } as const;

/** What a cash-out is checked against: the member's programs and the member. */
export interface StrategyLending {
  programs: readonly LenderProgram[];
  borrower: Borrower;
}

/**
 * The member as the engine reads them for a portfolio's refinances: the FICO they give, the
 * balance sheet's cash, retirement and brokerage as reserves, the properties they own. Borrower
 * type and entity are placeholders: the rules that read them are not checked here (CHECKED_RULES).
 */
export function portfolioBorrower(
  fico: number,
  sheet: Pick<BalanceSheet, 'assets'>,
  propertiesOwned: number,
): Borrower {
  const { cash, retirement, brokerage } = sheet.assets;
  return {
    fico,
    borrowerType: 'citizen',
    entity: 'personal',
    propertiesOwned,
    reserves: { cash, retirement, brokerage },
  };
}

/**
 * The engine's rules a portfolio property can answer (the loan's size, LTV, DSCR, the member's FICO
 * and reserves); the others (state, property type, units, borrower type, entity, experience,
 * seasoning) need facts the portfolio does not hold and are left for the member to confirm.
 */
const CHECKED_RULES: ReadonlySet<string> = new Set([
  'ltv',
  'dscr',
  'loan-min',
  'loan-max',
  'cash-out',
  'fico',
  'reserves',
]);
/** The rules that cap the loan: each passes for every loan below the largest it allows. */
const SIZING_RULES: ReadonlySet<string> = new Set(['ltv', 'dscr', 'loan-max', 'cash-out']);

/** One program's cash-out for one property: the largest loan its sizing rules allow. */
interface CashOutOffer {
  programId: string;
  programName: string;
  lender: string;
  /** Illustrative program, never an offer. */
  example: boolean;
  /** The program's maximum LTV for this cash-out at that loan, %. */
  maxLtv: number | null;
  /** The program's minimum DSCR, null for a no-ratio program. */
  minDscr: number | null;
  /** Largest loan the program's LTV, DSCR, loan-size and cash-out limits allow, $. */
  loan: number;
  /** Closing costs at the member's %, $. */
  closingCosts: number;
  /** Loan − balance paid off − closing costs, $. */
  cash: number;
  /** The new loan's payment at the member's rate and term, $/month. */
  newPayment: number;
  /** Rent ÷ the new PITIA. */
  dscrAfter: number | null;
  /** Rules checked that fail at that loan (FICO, reserves, the loan minimum). */
  failing: RuleResult[];
}

export interface CashOutTerms {
  /** The most cash among programs with every checked rule passing, else the most cash of all. */
  best: CashOutOffer | null;
  /** Programs with every checked rule passing and cash to take out. */
  accepting: number;
  /** Programs offering cash-out refinances that were checked. */
  checked: number;
}

type Property = PortfolioPropertyInputs & PortfolioPropertyFigures;

/** The cash-out as the engine reads it; a refinance's payoff and closing costs go with it. */
function cashOutDeal(p: Property, o: StrategyOptions, loan: number): QualifyDeal {
  const deal = {
    purpose: 'cash-out' as const,
    price: p.currentValue,
    loanAmount: loan,
    interestRate: o.refiRate,
    termYears: o.refiTermYears,
    monthlyRent: p.monthlyRent,
    taxesYearly: p.taxes * 12,
    insuranceYearly: p.insurance * 12,
    hoaMonthly: p.hoa,
    // Not held by the portfolio: the rules that read them are not among CHECKED_RULES.
    propertyType: 'single-family' as const,
    units: 1,
    state: '',
    payoff: p.loanBalance,
    closingCosts: loan * (o.refiClosingCostsPct / 100),
  };
  return deal;
}

/**
 * One program's largest cash-out loan: the sizing rules pass for every loan up to it (a larger
 * loan only lowers the DSCR and raises the LTV), so it is found by bisection to the cent.
 */
function programOffer(
  program: LenderProgram,
  p: Property,
  o: StrategyOptions,
  borrower: Borrower,
): CashOutOffer | null {
  // An owned property's refinance carries no acquisition date: no seasoning rule reads the day.
  const today = new Date().toISOString().slice(0, 10);
  const check = (loan: number) => checkProgram(program, borrower, cashOutDeal(p, o, loan), today);
  const sized = (loan: number) =>
    check(loan).rules.every((r) => !SIZING_RULES.has(r.rule) || r.pass);
  let low = 0;
  let high = p.currentValue;
  if (sized(high)) low = high;
  else {
    for (let i = 0; i < 60 && high - low > 0.005; i++) {
      const mid = (low + high) / 2;
      if (sized(mid)) low = mid;
      else high = mid;
    }
  }
  // The largest cent the rules allow (they allow the boundary itself: 75 % of the value is 75 %).
  const up = Math.ceil(low * 100) / 100;
  const loan = up <= p.currentValue && sized(up) ? up : Math.floor(low * 100) / 100;
  const result = check(loan);
  const rule = (id: string) => result.rules.find((r) => r.rule === id);
  const ltv = rule('ltv');
  if (!ltv) return null; // no band for a cash-out: the program does not do them
  const closingCosts = loan * (o.refiClosingCostsPct / 100);
  const newPayment = paymentOver(loan, o.refiRate, o.refiTermYears * 12);
  const dscr = rule('dscr');
  return {
    programId: program.id,
    programName: program.name,
    lender: program.lender.name,
    example: program.example,
    maxLtv: typeof ltv.required === 'number' ? ltv.required : null,
    minDscr: dscr && typeof dscr.required === 'number' ? dscr.required : null,
    loan,
    closingCosts,
    cash: loan - p.loanBalance - closingCosts,
    newPayment,
    dscrAfter: ratio(p.monthlyRent, newPayment + p.taxes + p.insurance + p.hoa),
    failing: result.rules.filter((r) => CHECKED_RULES.has(r.rule) && !r.pass),
  };
}

/** Every program that does cash-out refinances, sized for this property. */
export function cashOutTerms(
  p: Property,
  o: StrategyOptions,
  lending: StrategyLending,
): CashOutTerms {
  const offers = lending.programs
    .filter((program) => program.purposes.includes('cash-out'))
    .map((program) => programOffer(program, p, o, lending.borrower))
    .filter((offer): offer is CashOutOffer => offer !== null);
  const byCash = (a: CashOutOffer, b: CashOutOffer) =>
    b.cash - a.cash || compareSpanish(a.programName, b.programName);
  const taking = offers.filter((x) => x.failing.length === 0 && x.cash > 0).sort(byCash);
  const best = taking[0] ?? [...offers].sort(byCash)[0] ?? null;
  return { best, accepting: taking.length, checked: offers.length };
}

/** The cash-out terms of every property (in order), for the page and the Elite report alike. */
export function portfolioCashOutTerms(
  properties: readonly Property[],
  o: StrategyOptions,
  lending: StrategyLending,
): CashOutTerms[] {
  return properties.map((p) => cashOutTerms(p, o, lending));
}

type StrategyId = 'cash-out' | 'heloc' | 'rate-term' | 'sell-keep';

export interface StrategyFigure {
  label: string;
  value: number | null;
  unit: 'usd' | 'usd-month' | 'percent' | 'ratio' | 'months';
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
  'cash-out': 'Refinanciamiento con retiro de efectivo',
  heloc: 'Línea de crédito sobre el patrimonio (HELOC)',
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
const example = (offer: CashOutOffer) => (offer.example ? ' (programa de ejemplo)' : '');

/** The Spanish names of the engine's rules a cash-out can fail here. */
const RULE_NAMES: Record<string, string> = {
  fico: 'tu FICO',
  reserves: 'tus reservas',
  'loan-min': 'el préstamo mínimo',
};

/** The four strategies for one property; `terms` from cashOutTerms (null: not checked yet). */
export function propertyStrategies(
  p: Property,
  o: StrategyOptions,
  terms: CashOutTerms | null,
): Strategy[] {
  return [cashOut(p, o, terms), heloc(p, o), rateAndTerm(p, o), sellOrKeep(p, o)];
}

/** What the cash-out's best program says, in a sentence that agrees with its figures. */
function cashOutVerdict(p: Property, offer: CashOutOffer, terms: CashOutTerms): string {
  const name = `${offer.programName} de ${offer.lender}${example(offer)}`;
  const sizing = `hasta ${formatNumber(offer.maxLtv ?? 0)} % del valor${offer.minDscr === null ? ', sin DSCR mínimo' : ` con un DSCR de al menos ${offer.minDscr.toFixed(2)}`}`;
  const failing = offer.failing.map((r) => RULE_NAMES[r.rule] ?? r.rule);
  const who =
    failing.length > 0
      ? `Ninguno de tus ${terms.checked} programas de cash-out la toma hoy: ${name} prestaría ${formatMoney(offer.loan)} (${sizing}), pero no pasa ${failing.join(' ni ')}.`
      : `${terms.accepting} de tus ${terms.checked} programas de cash-out la toman; el que más efectivo deja es ${name}: ${formatMoney(offer.loan)} (${sizing}).`;
  return `${who} Recibirías ${formatMoney(offer.cash)} sin vender; ${p.loanBalance > 0 ? `el pago sube de ${formatMoney(p.payment)} a` : 'pasas a pagar'} ${formatMoney(offer.newPayment)} al mes y el DSCR queda en ${dscrText(offer.dscrAfter)}.`;
}

function cashOut(p: Property, o: StrategyOptions, terms: CashOutTerms | null): Strategy {
  const offer = terms?.best ?? null;
  const applies = offer !== null && offer.cash > 0 && offer.failing.length === 0;
  const newPitia = offer ? offer.newPayment + p.taxes + p.insurance + p.hoa : null;
  return {
    id: 'cash-out',
    title: STRATEGY_TITLES['cash-out'],
    applies,
    figures: [
      usd('Préstamo nuevo', offer?.loan ?? null),
      pct('LTV máximo del programa', offer?.maxLtv ?? null),
      usd('Costos de cierre', offer?.closingCosts ?? null),
      usd('Efectivo que recibes', offer && offer.cash > 0 ? offer.cash : null),
      month('Pago nuevo (capital e interés)', offer?.newPayment ?? null),
      ratioFigure('DSCR después (renta ÷ PITIA)', offer?.dscrAfter ?? null),
      ratioFigure('DSCR mínimo del programa', offer?.minDscr ?? null),
      month(
        'Flujo mensual después',
        newPitia === null
          ? null
          : p.monthlyRent + (p.otherIncome ?? 0) - newPitia - p.otherExpenses,
      ),
    ],
    tradeOff:
      terms === null
        ? 'Sin tus programas de préstamo no se puede medir: escribe tu FICO y las tasas arriba.'
        : terms.checked === 0
          ? 'No aplica: ninguno de tus programas de préstamo hace refinanciamientos con retiro de efectivo.'
          : offer === null || offer.cash <= 0
            ? `No aplica: con el préstamo más alto que permiten tus programas${offer ? ` (${formatMoney(offer.loan)} en ${offer.programName})` : ''}, el saldo (${formatMoney(p.loanBalance)}) y los costos de cierre no dejan efectivo.`
            : cashOutVerdict(p, offer, terms),
    nextStep:
      'Pide una tasación y cotizaciones de refinanciamiento DSCR; reúne el contrato de renta, el estado de la hipoteca actual, la póliza de seguro y la factura de impuestos (Bóveda de documentos), y confirma con ¿Califico? el estado, el tipo de propiedad y la temporada (seasoning) que pide el programa.',
  };
}

function heloc(p: Property, o: StrategyOptions): Strategy {
  // Line = CLTV × value less what is owed; interest-only on the draw.
  const line = Math.max(0, (o.helocCltvPct / 100) * p.currentValue - p.loanBalance);
  const interest = helocInterest(line, o.helocRate);
  const applies = line > 0;
  return {
    id: 'heloc',
    title: STRATEGY_TITLES.heloc,
    applies,
    figures: [
      usd(`Línea disponible (${formatNumber(o.helocCltvPct)} % del valor − saldo)`, line),
      month('Interés si la usas completa', interest),
      month('Flujo mensual con la línea usada', p.cashFlow - interest),
    ],
    tradeOff: applies
      ? `${p.loanBalance > 0 ? `Conservas tu hipoteca actual a ${formatNumber(p.interestRate)} % y pagas` : 'Pagas'} interés solo sobre lo que uses; usada completa cuesta ${formatMoney(interest)} al mes a ${formatNumber(o.helocRate)} % variable. Pocos bancos ofrecen HELOC sobre propiedades de inversión: suelen ser bancos locales y cooperativas.`
      : `No aplica: el saldo ya alcanza el ${formatNumber(o.helocCltvPct)} % del valor que presta tu banco.`,
    nextStep:
      'Consulta bancos locales y cooperativas de crédito que den HELOC a propiedades de inversión; lleva el estado de la hipoteca, el contrato de renta, tus declaraciones de impuestos (Schedule E) y una tasación.',
  };
}

function rateAndTerm(p: Property, o: StrategyOptions): Strategy {
  // Same balance at the new rate over a new term; closing costs paid in cash, recovered by savings.
  const newPayment = paymentOver(p.loanBalance, o.refiRate, o.refiTermYears * 12);
  const change = newPayment - p.payment;
  const closing = p.loanBalance * (o.refiClosingCostsPct / 100);
  const lowers = p.loanBalance > 0 && change < -0.005;
  const breakEvenMonths = lowers ? Math.ceil(closing / -change) : null;
  const higherRate = o.refiRate >= p.interestRate;
  return {
    id: 'rate-term',
    title: STRATEGY_TITLES['rate-term'],
    applies: lowers,
    figures: [
      month('Pago actual', p.payment),
      month('Pago nuevo', newPayment),
      lowers ? month('Ahorro mensual', -change) : month('Aumento mensual', Math.max(0, change)),
      usd('Costos de cierre', closing),
      { label: 'Meses para recuperar el cierre', value: breakEvenMonths, unit: 'months' },
    ],
    tradeOff:
      p.loanBalance <= 0
        ? 'No aplica: la propiedad no tiene hipoteca.'
        : !lowers
          ? `No aplica: a ${formatNumber(o.refiRate)} % y ${o.refiTermYears} años el pago nuevo (${formatMoney(newPayment)}) no baja tu pago actual (${formatMoney(p.payment)}).`
          : `Ahorras ${formatMoney(-change)} al mes; los costos de cierre (${formatMoney(closing)}) se recuperan en ${formatNumber(breakEvenMonths!)} meses. ${
              higherRate
                ? `La tasa nueva (${formatNumber(o.refiRate)} %) no es menor que la tuya (${formatNumber(p.interestRate)} %): el pago baja solo porque el plazo de ${o.refiTermYears} años es más largo, y pagarás más interés en total.`
                : `Un plazo nuevo de ${o.refiTermYears} años también alarga la deuda.`
            }`,
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
  /** Σ cash of the cash-outs that apply (the same figure as each property's card), $. */
  cashOutTotal: number;
  /** Σ HELOC lines at the member's CLTV, $. */
  helocTotal: number;
  /** Σ monthly savings of the rate-and-term refinances that apply, $/month. */
  rateTermSavings: number;
  /** Portfolio DSCR if every cash-out that applies is taken. */
  dscrAfterCashOut: number | null;
  /** Properties whose cash flow is negative (sale or rent review candidates). */
  losingMoney: string[];
  text: string;
}

/** What the strategies add up to for the whole portfolio; `terms` by property, in order. */
export function portfolioStrategies(
  properties: readonly Property[],
  totals: PortfolioTotals,
  o: StrategyOptions,
  terms: readonly (CashOutTerms | null)[],
): PortfolioStrategySummary {
  let cashOutTotal = 0;
  let helocTotal = 0;
  let rateTermSavings = 0;
  let pitiaAfter = 0;
  properties.forEach((p, index) => {
    const [cash, line, rate] = propertyStrategies(p, o, terms[index] ?? null);
    const offer = terms[index]?.best;
    cashOutTotal += cash!.applies && offer ? offer.cash : 0;
    helocTotal += line!.applies ? (line!.figures[0]!.value ?? 0) : 0;
    rateTermSavings += rate!.applies ? (rate!.figures[2]!.value ?? 0) : 0;
    const payment = cash!.applies && offer ? offer.newPayment : p.payment;
    pitiaAfter += payment + p.taxes + p.insurance + p.hoa;
  });
  const dscrAfterCashOut = ratio(totals.monthlyRent, pitiaAfter);
  const losingMoney = properties.filter((p) => p.cashFlow < 0).map((p) => p.name);
  const text = [
    cashOutTotal > 0
      ? `Con los refinanciamientos que tus programas aceptan podrías retirar ${formatMoney(cashOutTotal)} en total; el DSCR del portafolio pasaría de ${dscrText(totals.dscr)} a ${dscrText(dscrAfterCashOut)}.`
      : 'Ninguno de tus programas de préstamo acepta hoy un refinanciamiento con retiro de efectivo que deje dinero en tus propiedades.',
    helocTotal > 0
      ? `Las líneas HELOC al ${formatNumber(o.helocCltvPct)} % sumarían ${formatMoney(helocTotal)} sin tocar tus hipotecas actuales.`
      : `Ninguna propiedad tiene margen para una HELOC al ${formatNumber(o.helocCltvPct)} %.`,
    rateTermSavings > 0
      ? `Refinanciar tasa y plazo donde baja el pago ahorraría ${formatMoney(rateTermSavings)} al mes.`
      : 'A la tasa y el plazo indicados, ningún refinanciamiento de tasa y plazo baja tus pagos.',
    losingMoney.length > 0
      ? `Pierden dinero cada mes: ${losingMoney.join(', ')}. Revisa su renta y gastos o evalúa venderlas antes de retirar patrimonio de ellas.`
      : 'Todas las propiedades tienen flujo positivo.',
  ].join(' ');
  return { cashOutTotal, helocTotal, rateTermSavings, dscrAfterCashOut, losingMoney, text };
}
