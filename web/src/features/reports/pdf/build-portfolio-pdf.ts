import type { jsPDF } from 'jspdf';
import type { PortfolioReportSnapshot } from '@shared/api/portfolio';
import {
  netWorth,
  portfolioTotals,
  propertyFigures,
  RESERVE_FACTORS,
} from '@shared/finance/portfolio';
import {
  DEFAULT_STRATEGY_TERMS,
  portfolioStrategies,
  propertyStrategies,
  type StrategyFigure,
} from '@shared/finance/strategies';
import { formatDate, formatMoney, formatNumber, countOf } from '@shared/format';

import { formatPercent, formatRatio } from '@/lib/format-figures';
import { REPORT_DISCLAIMER } from '../report-content';
import {
  drawCover,
  drawRunningHeadersAndFooters,
  newReportDoc,
  SectionWriter,
  type PdfFrame,
} from './build-report-pdf';

/** The HELOC limit of reports made before the member typed one (the fixed 80 % they used). */
const LEGACY_HELOC_CLTV = 80;

/** jsPDF's standard fonts have no U+2212 minus sign: the PDF writes a hyphen. */
const pdfText = (value: string) => value.replaceAll('\u2212', '-');

/**
 * Everything the report's sections read, computed once from the stored snapshot with the same
 * functions as the page: the cash-out figures come from the programs' terms stored with it, so
 * the summary, the tables and each property's section carry one cash-out figure.
 */
function portfolioFigures(snapshot: PortfolioReportSnapshot) {
  const properties = snapshot.properties.map((p) => ({ ...p, ...propertyFigures(p) }));
  const totals = portfolioTotals(properties);
  const worth = netWorth(totals, snapshot.balanceSheet);
  const options = {
    ...DEFAULT_STRATEGY_TERMS,
    ...snapshot,
    helocCltvPct: snapshot.helocCltvPct ?? LEGACY_HELOC_CLTV,
  };
  const terms = snapshot.cashOutTerms ?? properties.map(() => null);
  const summary = portfolioStrategies(properties, totals, options, terms);
  return { snapshot, properties, totals, worth, options, terms, summary };
}
type PortfolioFigures = ReturnType<typeof portfolioFigures>;

/** The cover's four KPIs: net worth, monthly cash flow, portfolio DSCR and reserve months. */
function coverKpis({ properties, totals, worth }: PortfolioFigures): PdfFrame['kpis'] {
  return [
    {
      label: 'Patrimonio neto',
      value: formatMoney(worth.netWorth),
      note: 'patrimonio + activos - deudas',
      tone: worth.netWorth >= 0 ? 'good' : 'bad',
    },
    {
      label: 'Flujo mensual',
      value: formatMoney(totals.monthlyCashFlow),
      note: countOf(properties.length, 'propiedad', 'propiedades'),
      tone: totals.monthlyCashFlow >= 0 ? 'good' : 'bad',
    },
    {
      label: 'DSCR del portafolio',
      value: formatRatio(totals.dscr),
      note: 'renta ÷ PITIA',
      // Whether the rent covers the payments; each lender program sets its own minimum.
      tone:
        totals.dscr === null ? 'neutral' : Math.round(totals.dscr * 100) >= 100 ? 'good' : 'bad',
    },
    {
      label: 'Reservas',
      value:
        worth.reserveMonths === null
          ? '—'
          : `${formatNumber(Math.floor(worth.reserveMonths))} meses`,
      note: 'de PITIA',
      tone: worth.reserveMonths === null ? 'neutral' : worth.reserveMonths >= 6 ? 'good' : 'warn',
    },
  ];
}

/** The cover and running header: who the report is for, its KPIs and the strategy summary. */
function portfolioFrame(figures: PortfolioFigures, generatedAt: Date): PdfFrame {
  const { snapshot, properties, totals, summary } = figures;
  return {
    typeLabel: 'Reporte de Portafolio',
    address: `Preparado para ${snapshot.memberName}`,
    generatedDate: formatDate(generatedAt),
    kpis: coverKpis(figures),
    cover: [
      ['Propiedades', String(properties.length)],
      ['Valor del portafolio', formatMoney(totals.value)],
      ['Deuda hipotecaria', formatMoney(totals.debt)],
      ['Patrimonio en propiedades', formatMoney(totals.equity)],
    ],
    summary: snapshot.goals ? `Tus metas: ${snapshot.goals}\n\n${summary.text}` : summary.text,
  };
}

/** One row per property and a total row, then the portfolio DSCR and cash-out line. */
function writeProperties(writer: SectionWriter, { properties, totals, summary }: PortfolioFigures) {
  writer.section('Tus propiedades');
  writer.grid(
    ['Propiedad', 'Valor', 'Saldo', 'PITIA', 'Flujo/mes', 'Patrimonio'],
    [
      ...properties.map((p) => [
        p.name,
        formatMoney(p.currentValue),
        formatMoney(p.loanBalance),
        formatMoney(p.pitia),
        formatMoney(p.cashFlow),
        formatMoney(p.equity),
      ]),
      [
        'Total',
        formatMoney(totals.value),
        formatMoney(totals.debt),
        formatMoney(totals.pitia),
        formatMoney(totals.monthlyCashFlow),
        formatMoney(totals.equity),
      ],
    ],
    { emphasiseLast: true },
  );
  writer.paragraph(
    `DSCR del portafolio (renta total ÷ PITIA total): ${formatRatio(totals.dscr)}. Efectivo con los refinanciamientos que aceptan tus programas de préstamo: ${formatMoney(summary.cashOutTotal)}.`,
  );
}

/** Assets less debts, and the reserves a lender counts against the portfolio's PITIA. */
function writeBalanceSheet(writer: SectionWriter, { snapshot, totals, worth }: PortfolioFigures) {
  writer.section('Balance y patrimonio neto');
  const a = snapshot.balanceSheet.assets;
  const d = snapshot.balanceSheet.debts;
  writer.table(
    [
      ['Patrimonio en propiedades', formatMoney(totals.equity)],
      ['Efectivo', formatMoney(a.cash)],
      ['Cuentas de retiro', formatMoney(a.retirement)],
      ['Inversiones', formatMoney(a.brokerage)],
      ['Otros activos', formatMoney(a.other)],
      ['Hipoteca de tu casa', formatMoney(-d.homeMortgage)],
      ['Tarjetas de crédito', formatMoney(-d.creditCards)],
      ['Préstamo del auto', formatMoney(-d.auto)],
      ['Préstamo estudiantil', formatMoney(-d.student)],
      ['Otras deudas', formatMoney(-d.other)],
      ['Patrimonio neto', formatMoney(worth.netWorth)],
    ],
    { head: ['Concepto', 'Monto'], emphasise: ['Patrimonio neto'] },
  );
  writer.paragraph(
    `Reservas para el prestamista: efectivo al ${formatNumber(RESERVE_FACTORS.cash * 100)} %, retiro al ${formatNumber(RESERVE_FACTORS.retirement * 100)} % e inversiones al ${formatNumber(RESERVE_FACTORS.brokerage * 100)} % = ${formatMoney(worth.reserves)}, ${worth.reserveMonths === null ? 'sin PITIA que cubrir' : `${formatNumber(Math.round(worth.reserveMonths * 10) / 10)} meses del PITIA de tu portafolio (${formatMoney(totals.pitia)} al mes)`}. Cada programa fija los meses que pide.`,
  );
}

/** The rates the strategies were computed at, and their summary for the whole portfolio. */
function writeStrategies(writer: SectionWriter, { snapshot, options, summary }: PortfolioFigures) {
  writer.section('Estrategias de patrimonio y refinanciamiento');
  writer.paragraph(
    `Calculadas a ${formatNumber(snapshot.refiRate)} % para refinanciar a ${options.refiTermYears} años con ${formatNumber(snapshot.refiClosingCostsPct)} % de costos de cierre, ${formatNumber(snapshot.helocRate)} % para una HELOC hasta el ${formatNumber(options.helocCltvPct)} % del valor${snapshot.fico === undefined ? '' : ` y un FICO de ${snapshot.fico}`}. El retiro de efectivo se mide con los programas de préstamo cargados el día del reporte.`,
  );
  writer.callout(pdfText(summary.text), summary.losingMoney.length > 0 ? 'warn' : 'good');
}

/** One section per property: its figures, then each strategy with its trade-off and next step. */
function writePropertySections(
  writer: SectionWriter,
  { properties, options, terms }: PortfolioFigures,
) {
  properties.forEach((p, index) => {
    writer.section(p.name);
    writer.table(
      [
        ['Valor actual', formatMoney(p.currentValue)],
        ['Saldo del préstamo', formatMoney(p.loanBalance)],
        ['Tasa', formatPercent(p.interestRate)],
        ['Meses restantes', formatNumber(p.remainingTermMonths)],
        ['Renta mensual', formatMoney(p.monthlyRent)],
        ['Pago del préstamo', formatMoney(p.payment)],
        ['PITIA', formatMoney(p.pitia)],
        ['Otros gastos', formatMoney(p.otherExpenses)],
        ['Flujo mensual', formatMoney(p.cashFlow)],
        ['DSCR (renta ÷ PITIA)', formatRatio(p.dscr)],
        ['Cash-on-cash', formatPercent(p.cashOnCash)],
        ['Patrimonio', formatMoney(p.equity)],
      ],
      { emphasise: ['Flujo mensual'] },
    );
    for (const strategy of propertyStrategies(p, options, terms[index] ?? null)) {
      writer.table(
        strategy.figures.map((f) => [pdfText(f.label), figureText(f)]),
        { head: [strategy.title, strategy.applies ? 'Aplica' : 'No aplica'] },
      );
      writer.paragraph(pdfText(`${strategy.tradeOff} Siguiente paso: ${strategy.nextStep}`));
    }
  });
}

/**
 * The Elite portfolio report: the member's portfolio, balance sheet, net worth,
 * lender reserves, strategies and each property's figures, personalised with the member's name
 * and goals. Drawn from the record kept in the report history, with the same cover, sections and
 * running header as the deal report.
 */
export function buildPortfolioPdf(
  snapshot: PortfolioReportSnapshot,
  generatedAt: Date,
  reportId?: string,
): jsPDF {
  const figures = portfolioFigures(snapshot);
  const frame = portfolioFrame(figures, generatedAt);
  const doc = newReportDoc(
    `Reporte de Portafolio — ${snapshot.memberName}`,
    'Análisis personalizado de portafolio inmobiliario',
    generatedAt,
  );
  drawCover(doc, frame, { reportId });
  doc.addPage();
  const writer = new SectionWriter(doc);
  writeProperties(writer, figures);
  writeBalanceSheet(writer, figures);
  writeStrategies(writer, figures);
  writePropertySections(writer, figures);
  writer.section('Aviso educativo');
  writer.callout(REPORT_DISCLAIMER, 'neutral');
  drawRunningHeadersAndFooters(doc, frame);
  return doc;
}

function figureText(f: StrategyFigure): string {
  if (f.value === null) return '—';
  if (f.unit === 'percent') return formatPercent(f.value);
  if (f.unit === 'months') return formatNumber(Math.ceil(f.value));
  if (f.unit === 'ratio') return formatRatio(f.value);
  return formatMoney(f.value);
}

/** reporte-portafolio-2026-11-23.pdf */
export function portfolioFileName(generatedAt: Date): string {
  return `reporte-portafolio-${generatedAt.toISOString().slice(0, 10)}.pdf`;
}
