import {
  REPORT_PURPOSE_LABELS,
  REPORT_TYPE_LABELS,
  type ReportInput,
} from '@shared/api/pro-catalog';
import { reportMetrics, type ReportMetrics } from '@shared/finance/report-metrics';
import {
  capRateBand,
  cashOnCashBand,
  type CapRateBand,
  type CashOnCashBand,
  CAP_RATE_BAND_LABELS,
  CASH_ON_CASH_BAND_LABELS,
  percentOf,
} from '@shared/finance/roi';
import { formatDate, formatMoney } from '@shared/format';
import { formatPercent, formatRatio } from '@/lib/format-figures';

/**
 * Everything a professional report says, as text, from its input and generation date. The PDF,
 * the page's metrics preview and the share summary all read this one model, so they never
 * disagree.
 */
type Row2 = [label: string, value: string];
type Row3 = [label: string, monthly: string, annual: string];

/** How a figure reads: good (green), warn (amber), bad (red), neutral (no figure). */
export type Tone = 'good' | 'warn' | 'bad' | 'neutral';

export interface ReportContent {
  typeLabel: string;
  address: string;
  client: string;
  purpose: string;
  generatedAt: Date;
  /** 21 de noviembre de 2026 (es-ES). */
  generatedDate: string;
  metrics: ReportMetrics;
  kpis: { label: string; value: string; note: string }[];
  summary: string;
  cover: Row2[];
  property: Row2[];
  financing: Row2[];
  pitia: Row2[];
  dscr: Row2[];
  lenderVerdict: string;
  cashFlow: Row3[];
  capRate: Row2[];
  capRateVerdict: string;
  cashOnCash: Row2[];
  cashOnCashVerdict: string;
  tones: { lenderDscr: Tone; cashFlow: Tone; capRate: Tone; cashOnCash: Tone };
  notes: string;
  assumptions: string[];
  disclaimer: string;
}

export const REPORT_DISCLAIMER =
  'Este reporte es un documento educativo preparado con las herramientas de Inversor Listo a partir de los datos ingresados por el usuario. No constituye una oferta, aprobación ni compromiso de préstamo, ni asesoría financiera, legal o fiscal. Cada prestamista aplica sus propios criterios de suscripción, tasas y condiciones, y puede calcular el DSCR con una renta de mercado (tasación) distinta. Verifique todas las cifras con documentos originales y consulte con un profesional licenciado antes de tomar decisiones.';

/**
 * What the DSCR says, without a threshold of our own: each lender program sets its minimum (the
 * published ones run from 0.75, some with none, to 1.25), and ¿Califico? checks them one by one.
 */
function lenderVerdictText(dscr: number, basis: 'PITIA' | 'ITIA'): string {
  const covers = Math.round(dscr * 100) >= 100;
  return `El DSCR es ${formatRatio(dscr)} (renta bruta ÷ ${basis}): la renta ${covers ? 'cubre' : 'no cubre'} el pago de la vivienda. Cada programa de préstamo fija su propio mínimo (desde 0.75, algunos sin mínimo, hasta 1.25); ¿Califico? compara este DSCR con el de cada programa.`;
}
const CAP_TONE: Record<CapRateBand, Tone> = { solido: 'good', moderado: 'warn', bajo: 'bad' };
const COC_TONE: Record<CashOnCashBand, Tone> = { excelente: 'good', moderado: 'warn', bajo: 'bad' };

function money(value: number): string {
  return formatMoney(value);
}
/** What the DSCR, the cap rate and the cash-on-cash say; the investor bands only for returns. */
function reportVerdicts(m: ReportMetrics) {
  const lenderVerdict =
    m.lenderDscr === null
      ? 'Sin financiamiento no hay PITIA que cubrir: el DSCR no aplica a esta compra.'
      : lenderVerdictText(m.lenderDscr, m.dscrBasis);
  const capVerdict =
    m.capRate === null
      ? 'Sin precio no hay cap rate.'
      : `${CAP_RATE_BAND_LABELS[capRateBand(m.capRate)]}: por encima de 6% se considera sólido, de 4% a 6% moderado y 4% o menos bajo.`;
  const cocVerdict =
    m.cashOnCashReturn === null
      ? 'Sin efectivo invertido no hay cash-on-cash.'
      : `${CASH_ON_CASH_BAND_LABELS[cashOnCashBand(m.cashOnCashReturn)]}: por encima de 8% se considera excelente, de 5% a 8% moderado y 5% o menos bajo.`;

  const tones: ReportContent['tones'] = {
    lenderDscr:
      m.lenderDscr === null ? 'neutral' : Math.round(m.lenderDscr * 100) >= 100 ? 'good' : 'bad',
    cashFlow: Math.round(m.netCashFlow * 100) < 0 ? 'bad' : 'good',
    capRate: m.capRate === null ? 'neutral' : CAP_TONE[capRateBand(m.capRate)],
    cashOnCash:
      m.cashOnCashReturn === null ? 'neutral' : COC_TONE[cashOnCashBand(m.cashOnCashReturn)],
  };
  return { lenderVerdict, capVerdict, cocVerdict, tones };
}

/** The executive summary: the purchase, the loan, the monthly figures and the verdict. */
function reportSummary(input: ReportInput, m: ReportMetrics, lenderVerdict: string): string {
  const downShare = percentOf(input.downPayment, input.propertyPrice);
  const flowWord =
    m.netCashFlow >= 0 ? 'un flujo de caja neto positivo' : 'un flujo de caja neto negativo';
  return [
    `La propiedad ubicada en ${input.propertyAddress.trim()} se adquiere por ${money(input.propertyPrice)} con un pago inicial de ${money(input.downPayment)} (${formatPercent(downShare)} del precio)`,
    m.loanAmount > 0
      ? ` y un préstamo de ${money(m.loanAmount)} a ${formatPercent(input.interestRate)} anual por ${input.loanTerm} años${interestOnlyYears(input) > 0 ? `, ${interestOnlyYears(input)} de ellos de solo interés` : ''}, con un pago de ${money(m.monthlyPayment)} al mes.`
      : ', sin financiamiento.',
    // The word says the sign: "negativo de $280.11", never "negativo de -$280.11".
    ` Con una renta bruta de ${money(input.monthlyRent)}${(input.otherIncome ?? 0) > 0 ? ` más ${money(input.otherIncome ?? 0)} de otros ingresos` : ''} y gastos operativos de ${money(input.monthlyExpenses)} al mes, genera un ingreso operativo neto (NOI) de ${money(m.monthlyNoi)} mensuales y ${flowWord} de ${money(Math.abs(m.netCashFlow))} al mes (${money(Math.abs(m.annualCashFlow))} al año).`,
    m.lenderDscr === null ? '' : ` ${lenderVerdict}`,
    ` El cap rate es ${formatPercent(m.capRate)} y el retorno cash-on-cash ${formatPercent(m.cashOnCashReturn)}.`,
  ].join('');
}

/** Interest-only years of a report (0 in reports made before the field). */
const interestOnlyYears = (input: ReportInput) => input.interestOnlyYears ?? 0;

/** How the figures were computed; the PITIA caveat when no escrows were given. */
function reportAssumptions(escrows: number): string[] {
  const assumptions = [
    'El préstamo es el precio de compra menos el pago inicial, a tasa fija: solo interés durante los años de solo interés y después con amortización completa en pagos mensuales iguales.',
    'El DSCR divide la renta bruta mensual entre el PITIA (capital, intereses, impuestos, seguro y cuota de HOA) del primer pago, o entre el ITIA si el préstamo es de solo interés, sin reserva de vacancia, como lo suscriben los prestamistas DSCR.',
    'Tu cobertura divide el ingreso operativo neto (renta y otros ingresos menos todos los gastos operativos) entre el pago del préstamo: es tu margen, no el DSCR del prestamista.',
    'El cap rate usa el NOI anual sobre el precio de compra; el cash-on-cash usa el flujo de caja anual sobre el efectivo invertido: el pago inicial más los costos de cierre, los puntos y la rehabilitación.',
    'La renta y los gastos son los declarados por el usuario; no incluyen aumentos futuros.',
  ];
  if (escrows === 0) {
    assumptions.push(
      'No se desglosaron impuestos, seguro ni HOA: el PITIA solo incluye capital e intereses, por lo que el DSCR del prestamista real será menor.',
    );
  }
  assumptions.push('Las cifras se redondean a centavos y los índices a dos decimales.');
  return assumptions;
}

/** The loan and the lender's view: financing, the PITIA breakdown and both DSCRs. */
function financingTables(
  input: ReportInput,
  m: ReportMetrics,
): Pick<ReportContent, 'financing' | 'pitia' | 'dscr'> {
  const downShare = percentOf(input.downPayment, input.propertyPrice);
  return {
    financing: [
      ['Precio de compra', money(input.propertyPrice)],
      ['Pago inicial', `${money(input.downPayment)} (${formatPercent(downShare)})`],
      ['Monto del préstamo', money(m.loanAmount)],
      ['Relación préstamo-valor (LTV)', formatPercent(m.loanToValue)],
      ['Tasa de interés anual', formatPercent(input.interestRate)],
      [
        'Plazo',
        `${input.loanTerm} años (${Math.round(input.loanTerm * 12)} pagos mensuales)${interestOnlyYears(input) > 0 ? `, ${interestOnlyYears(input)} de solo interés` : ''}`,
      ],
      [
        m.dscrBasis === 'ITIA'
          ? 'Pago mensual (solo intereses)'
          : 'Pago mensual de capital e intereses',
        money(m.monthlyPayment),
      ],
    ],
    pitia: [
      ['Capital (primer pago)', money(m.pitia.principal)],
      ['Intereses (primer pago)', money(m.pitia.interest)],
      ['Impuestos a la propiedad', money(m.pitia.taxes)],
      ['Seguro', money(m.pitia.insurance)],
      ['Cuota de HOA', money(m.pitia.hoa)],
      [`${m.dscrBasis} total`, money(m.pitia.total)],
    ],
    dscr: [
      ['Renta bruta mensual', money(input.monthlyRent)],
      [`${m.dscrBasis} mensual`, money(m.pitia.total)],
      [`DSCR (renta bruta ÷ ${m.dscrBasis})`, formatRatio(m.lenderDscr)],
      ['Ingreso operativo neto (NOI) mensual', money(m.monthlyNoi)],
      ['Pago del préstamo', money(m.monthlyPayment)],
      ['Tu cobertura (NOI ÷ pago del préstamo)', formatRatio(m.noiCoverage)],
    ],
  };
}

/** The returns: monthly and annual cash flow, cap rate and cash-on-cash, each with its inputs. */
function returnTables(
  input: ReportInput,
  m: ReportMetrics,
): Pick<ReportContent, 'cashFlow' | 'capRate' | 'cashOnCash'> {
  const escrows = input.propertyTaxes + input.insurance + input.hoa;
  const otherExpenses = Math.max(0, input.monthlyExpenses - escrows);
  const other = input.otherIncome ?? 0;
  return {
    cashFlow: [
      ['Renta bruta', money(input.monthlyRent), money(input.monthlyRent * 12)],
      ...(other > 0 ? [['(+) Otros ingresos', money(other), money(other * 12)] as Row3] : []),
      ['(–) Impuestos, seguro y HOA', money(-escrows), money(-escrows * 12)],
      ['(–) Otros gastos operativos', money(-otherExpenses), money(-otherExpenses * 12)],
      ['= Ingreso operativo neto (NOI)', money(m.monthlyNoi), money(m.monthlyNoi * 12)],
      ['(–) Pago del préstamo', money(-m.monthlyPayment), money(-m.monthlyPayment * 12)],
      ['= Flujo de caja neto', money(m.netCashFlow), money(m.annualCashFlow)],
    ],
    capRate: [
      ['NOI anual', money(m.monthlyNoi * 12)],
      ['Precio de compra', money(input.propertyPrice)],
      ['Cap rate (NOI anual ÷ precio)', formatPercent(m.capRate)],
    ],
    cashOnCash: [
      ['Flujo de caja anual', money(m.annualCashFlow)],
      ['Pago inicial', money(input.downPayment)],
      ['Costos de cierre, puntos y rehabilitación', money(input.closingCosts ?? 0)],
      ['Efectivo invertido', money(m.cashInvested)],
      ['Cash-on-cash (flujo anual ÷ efectivo invertido)', formatPercent(m.cashOnCashReturn)],
    ],
  };
}

export function reportContent(input: ReportInput, generatedAt: Date | string): ReportContent {
  const date = generatedAt instanceof Date ? generatedAt : new Date(generatedAt);
  const m = reportMetrics(input);
  const typeLabel = REPORT_TYPE_LABELS[input.reportType];
  const client = input.clientName.trim();
  const purpose = input.reportPurpose ? REPORT_PURPOSE_LABELS[input.reportPurpose] : '';
  const escrows = input.propertyTaxes + input.insurance + input.hoa;
  const { lenderVerdict, capVerdict, cocVerdict, tones } = reportVerdicts(m);

  return {
    typeLabel,
    address: input.propertyAddress.trim(),
    client,
    purpose,
    generatedAt: date,
    generatedDate: formatDate(date),
    metrics: m,
    kpis: [
      {
        label: 'DSCR',
        value: formatRatio(m.lenderDscr),
        note: `Renta bruta ÷ ${m.dscrBasis}`,
      },
      { label: 'Flujo de caja', value: money(m.netCashFlow), note: 'Neto al mes' },
      { label: 'Cap rate', value: formatPercent(m.capRate), note: 'NOI anual ÷ precio' },
      {
        label: 'Cash-on-cash',
        value: formatPercent(m.cashOnCashReturn),
        note: 'Flujo anual ÷ efectivo invertido',
      },
    ],
    summary: reportSummary(input, m, lenderVerdict),
    cover: [
      ['Preparado para', client || 'No especificado'],
      ['Propósito', purpose || 'No especificado'],
      [
        'Monto de inversión',
        input.investmentAmount > 0 ? money(input.investmentAmount) : 'No especificado',
      ],
      ['Fecha de generación', formatDate(date)],
    ],
    property: [
      ['Dirección', input.propertyAddress.trim()],
      ['Precio de compra', money(input.propertyPrice)],
      ['Renta mensual bruta', money(input.monthlyRent)],
      ['Renta anual bruta', money(input.monthlyRent * 12)],
      [
        'Relación renta/precio (regla del 1%)',
        `${formatPercent(percentOf(input.monthlyRent, input.propertyPrice))} al mes`,
      ],
      [
        'Monto de inversión presentado',
        input.investmentAmount > 0 ? money(input.investmentAmount) : 'No especificado',
      ],
    ],
    ...financingTables(input, m),
    lenderVerdict,
    ...returnTables(input, m),
    capRateVerdict: capVerdict,
    cashOnCashVerdict: cocVerdict,
    tones,
    notes: input.additionalNotes.trim(),
    assumptions: reportAssumptions(escrows),
    disclaimer: REPORT_DISCLAIMER,
  };
}

/** The message that goes with the shared PDF: what a partner needs at a glance. */
export function reportShareText(content: ReportContent): string {
  const lines = [
    `${content.typeLabel} — ${content.address}`,
    content.client ? `Preparado para: ${content.client}` : '',
    `Fecha: ${content.generatedDate}`,
    '',
    ...content.kpis.map((k) => `${k.label}: ${k.value}`),
    `Tu cobertura (NOI ÷ pago): ${formatRatio(content.metrics.noiCoverage)}`,
    `Préstamo: ${formatMoney(content.metrics.loanAmount)} · Pago: ${formatMoney(content.metrics.monthlyPayment)}/mes`,
    '',
    'Generado con Inversor Listo (contenido educativo; no es una oferta de préstamo).',
  ];
  return lines
    .filter((line, i) => line !== '' || lines[i - 1] !== '')
    .join('\n')
    .replace(/^\n+/, '');
}

/**
 * File name from the address and the generation time (local clock):
 * reporte-123-main-st-houston-tx-20261121-1530.pdf.
 */
export function reportFileName(address: string, at: Date): string {
  const slug =
    address
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/g, '') || 'propiedad';
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}-${pad(at.getHours())}${pad(at.getMinutes())}`;
  return `reporte-${slug}-${stamp}.pdf`;
}
