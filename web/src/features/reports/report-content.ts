import {
  REPORT_PURPOSE_LABELS,
  REPORT_TYPE_LABELS,
  type ReportInput,
} from '@shared/api/pro-catalog';
import { dscrBand, type DscrBand } from '@shared/finance/dscr';
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

const LENDER_VERDICT: Record<DscrBand, string> = {
  excelente: 'por encima del mínimo de 1.25x que exige la mayoría de los prestamistas DSCR',
  aceptable:
    'suficiente para cubrir el PITIA, aunque por debajo del 1.25x que piden muchos prestamistas DSCR',
  riesgoso:
    'por debajo de 1.00x: la renta no cubre el PITIA y la mayoría de los prestamistas pedirá más pago inicial o una renta mayor',
};

const DSCR_TONE: Record<DscrBand, Tone> = { excelente: 'good', aceptable: 'warn', riesgoso: 'bad' };
const CAP_TONE: Record<CapRateBand, Tone> = { solido: 'good', moderado: 'warn', bajo: 'bad' };
const COC_TONE: Record<CashOnCashBand, Tone> = { excelente: 'good', moderado: 'warn', bajo: 'bad' };

function money(value: number): string {
  return formatMoney(value);
}
/** What the lender DSCR, the cap rate and the cash-on-cash say, in the spec's bands. */
function reportVerdicts(m: ReportMetrics) {
  const lenderBand = m.lenderDscr === null ? null : dscrBand(m.lenderDscr);
  const lenderVerdict =
    m.lenderDscr === null
      ? 'Sin financiamiento no hay PITIA que cubrir: el DSCR no aplica a esta compra.'
      : `El DSCR del prestamista es ${formatRatio(m.lenderDscr)}, ${LENDER_VERDICT[lenderBand!]}.`;
  const capVerdict =
    m.capRate === null
      ? 'Sin precio no hay cap rate.'
      : `${CAP_RATE_BAND_LABELS[capRateBand(m.capRate)]}: por encima de 6% se considera sólido, de 4% a 6% moderado y 4% o menos bajo.`;
  const cocVerdict =
    m.cashOnCashReturn === null
      ? 'Sin pago inicial no hay cash-on-cash.'
      : `${CASH_ON_CASH_BAND_LABELS[cashOnCashBand(m.cashOnCashReturn)]}: por encima de 8% se considera excelente, de 5% a 8% moderado y 5% o menos bajo.`;

  const tones: ReportContent['tones'] = {
    lenderDscr: lenderBand === null ? 'neutral' : DSCR_TONE[lenderBand],
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
      ? ` y un préstamo de ${money(m.loanAmount)} a ${formatPercent(input.interestRate)} anual por ${input.loanTerm} años, con un pago de capital e intereses de ${money(m.monthlyPayment)} al mes.`
      : ', sin financiamiento.',
    // The word says the sign: "negativo de $280.11", never "negativo de -$280.11".
    ` Con una renta bruta de ${money(input.monthlyRent)} y gastos operativos de ${money(input.monthlyExpenses)} al mes, genera un ingreso operativo neto (NOI) de ${money(m.monthlyNoi)} mensuales y ${flowWord} de ${money(Math.abs(m.netCashFlow))} al mes (${money(Math.abs(m.annualCashFlow))} al año).`,
    m.lenderDscr === null ? '' : ` ${lenderVerdict}`,
    ` El cap rate es ${formatPercent(m.capRate)} y el retorno cash-on-cash ${formatPercent(m.cashOnCashReturn)}.`,
  ].join('');
}

/** How the figures were computed; the PITIA caveat when no escrows were given. */
function reportAssumptions(escrows: number): string[] {
  const assumptions = [
    'El préstamo es el precio de compra menos el pago inicial, a tasa fija y con amortización completa en pagos mensuales iguales.',
    'El DSCR del prestamista divide la renta bruta mensual entre el PITIA (capital, intereses, impuestos, seguro y cuota de HOA) del primer pago, sin reserva de vacancia, como lo suscriben los prestamistas DSCR.',
    'El DSCR operativo divide el ingreso operativo neto (renta menos todos los gastos operativos) entre el pago de capital e intereses.',
    'El cap rate usa el NOI anual sobre el precio de compra; el cash-on-cash usa el flujo de caja anual sobre el pago inicial, sin costos de cierre ni reparaciones iniciales.',
    'La renta y los gastos son los declarados por el usuario; no incluyen vacancia, reservas de capital ni aumentos futuros.',
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
      ['Plazo', `${input.loanTerm} años (${Math.round(input.loanTerm * 12)} pagos mensuales)`],
      ['Pago mensual de capital e intereses', money(m.monthlyPayment)],
    ],
    pitia: [
      ['Capital (primer pago)', money(m.pitia.principal)],
      ['Intereses (primer pago)', money(m.pitia.interest)],
      ['Impuestos a la propiedad', money(m.pitia.taxes)],
      ['Seguro', money(m.pitia.insurance)],
      ['Cuota de HOA', money(m.pitia.hoa)],
      ['PITIA total', money(m.pitia.total)],
    ],
    dscr: [
      ['Renta bruta mensual', money(input.monthlyRent)],
      ['PITIA mensual', money(m.pitia.total)],
      ['DSCR del prestamista (renta bruta ÷ PITIA)', formatRatio(m.lenderDscr)],
      ['Ingreso operativo neto (NOI) mensual', money(m.monthlyNoi)],
      ['Pago de capital e intereses', money(m.monthlyPayment)],
      ['DSCR operativo (NOI ÷ capital e intereses)', formatRatio(m.dscr)],
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
  return {
    cashFlow: [
      ['Renta bruta', money(input.monthlyRent), money(input.monthlyRent * 12)],
      ['(–) Impuestos, seguro y HOA', money(-escrows), money(-escrows * 12)],
      ['(–) Otros gastos operativos', money(-otherExpenses), money(-otherExpenses * 12)],
      ['= Ingreso operativo neto (NOI)', money(m.monthlyNoi), money(m.monthlyNoi * 12)],
      ['(–) Capital e intereses', money(-m.monthlyPayment), money(-m.monthlyPayment * 12)],
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
      ['Cash-on-cash (flujo anual ÷ pago inicial)', formatPercent(m.cashOnCashReturn)],
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
        label: 'DSCR del prestamista',
        value: formatRatio(m.lenderDscr),
        note: 'Renta bruta ÷ PITIA',
      },
      { label: 'Flujo de caja', value: money(m.netCashFlow), note: 'Neto al mes' },
      { label: 'Cap rate', value: formatPercent(m.capRate), note: 'NOI anual ÷ precio' },
      {
        label: 'Cash-on-cash',
        value: formatPercent(m.cashOnCashReturn),
        note: 'Flujo anual ÷ pago inicial',
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

/** The text Compartir sends (Web Share) or copies: what a partner needs at a glance. */
export function reportShareText(content: ReportContent): string {
  const lines = [
    `${content.typeLabel} — ${content.address}`,
    content.client ? `Preparado para: ${content.client}` : '',
    `Fecha: ${content.generatedDate}`,
    '',
    ...content.kpis.map((k) => `${k.label}: ${k.value}`),
    `DSCR operativo: ${formatRatio(content.metrics.dscr)}`,
    `Préstamo: ${formatMoney(content.metrics.loanAmount)} · Pago P&I: ${formatMoney(content.metrics.monthlyPayment)}/mes`,
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
