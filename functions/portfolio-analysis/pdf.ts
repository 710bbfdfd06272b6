import { PdfDocument, type Rgb } from '../commons/pdf.ts';
import { formatDate, formatMoney, formatNumber } from '../../shared/format.ts';
import {
  priorityLabel,
  type AnalysisReport,
  type PortfolioAnalysis,
} from '../../shared/api/portfolio-analysis.ts';

const NAVY: Rgb = [15, 61, 94];
const MUTED: Rgb = [74, 96, 115];

type Delivered = PortfolioAnalysis & { report: AnalysisReport; deliveredAt: string };

/**
 * The delivered analysis as a PDF: who wrote it and when (the consultant's name and title, the
 * date), the member's goals, the overall summary and recommendations, then each property with its
 * figures at delivery and the consultant's findings and recommendations, and the signature.
 * The delivery date dates the file, so a second download is the same document.
 */
export function renderAnalysisPdf(analysis: Delivered, memberName: string): Buffer {
  const { report } = analysis;
  const consultant = analysis.consultant!;
  const date = formatDate(analysis.deliveredAt);
  const pdf = new PdfDocument({
    title: `Análisis de portafolio — ${memberName}`,
    margin: 54,
    band: NAVY,
  });
  const heading = (text: string) =>
    pdf.paragraph(text, { size: 14, bold: true, color: NAVY, spaceBefore: 14 });

  pdf.paragraph('Análisis personalizado de portafolio', { size: 20, bold: true, color: NAVY });
  pdf.paragraph(`Para ${memberName}`, { size: 12, spaceBefore: 4 });
  pdf.paragraph(`Preparado por ${consultant.name}, ${consultant.title}`, {
    size: 11,
    color: MUTED,
    spaceBefore: 2,
  });
  pdf.paragraph(`Fecha: ${date}`, { size: 11, color: MUTED });

  heading('Tu portafolio al momento del análisis');
  const t = report.totals;
  pdf.row('Valor de las propiedades', formatMoney(t.value));
  pdf.row('Deuda hipotecaria', formatMoney(t.debt));
  pdf.row('Patrimonio en propiedades', formatMoney(t.equity));
  pdf.row('Flujo de caja mensual', formatMoney(t.monthlyCashFlow));
  pdf.row(
    'DSCR del portafolio',
    t.dscr === null ? 'sin dato' : formatNumber(Math.round(t.dscr * 100) / 100),
  );
  pdf.row('Patrimonio neto', formatMoney(t.netWorth));

  heading('Tus metas');
  pdf.paragraph(analysis.goals);

  heading('Resumen del consultor');
  for (const part of report.summary.split(/\n{2,}/)) pdf.paragraph(part, { spaceBefore: 4 });

  heading('Recomendaciones para tu portafolio');
  report.recommendations.forEach((r, i) =>
    pdf.paragraph(`${i + 1}. [${priorityLabel(r.priority)}] ${r.text}`, { spaceBefore: 4 }),
  );

  for (const p of report.properties) {
    heading(p.name);
    pdf.row('Valor', formatMoney(p.currentValue), 10);
    pdf.row('Saldo del préstamo', formatMoney(p.loanBalance), 10);
    pdf.row('Renta mensual', formatMoney(p.monthlyRent), 10);
    pdf.row('PITIA mensual', formatMoney(p.pitia), 10);
    pdf.row('Flujo de caja mensual', formatMoney(p.cashFlow), 10);
    pdf.row('Patrimonio', formatMoney(p.equity), 10);
    pdf.paragraph('Hallazgos', { bold: true, spaceBefore: 8 });
    pdf.paragraph(p.findings);
    pdf.paragraph('Recomendaciones', { bold: true, spaceBefore: 8 });
    pdf.paragraph(p.recommendations);
  }

  pdf.signature(`${consultant.name}, ${consultant.title} — ${date}`);
  pdf.paragraph(
    'Análisis educativo de Inversor Listo a partir de los datos que escribiste en tu portafolio: no constituye asesoría legal, fiscal ni una oferta de préstamo.',
    { size: 9, color: MUTED, spaceBefore: 16 },
  );
  return pdf.toBuffer(new Date(analysis.deliveredAt));
}

/** analisis-portafolio-<YYYY-MM-DD>.pdf (ASCII: it goes into a header). */
export function analysisFileName(
  analysis: Pick<PortfolioAnalysis, 'deliveredAt' | 'requestedAt'>,
): string {
  return `analisis-portafolio-${(analysis.deliveredAt ?? analysis.requestedAt).slice(0, 10)}.pdf`;
}
