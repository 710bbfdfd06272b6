import { jsPDF } from 'jspdf';
import { autoTable, type CellHookData, type RowInput } from 'jspdf-autotable';
import type { ReportContent, Tone } from '../report-content';

/**
 * The professional report as a lender package (US Letter, points): a cover with the report type,
 * the property, the client, the generation date and the headline figures, then numbered sections —
 * property, financing terms, the DSCR and the owner's coverage, cash flow, cap rate, cash-on-cash, notes,
 * assumptions and the educational notice — with tables, a running header and "Página X de Y".
 * Pure jsPDF: runs the same in the browser (lazy chunk of the reports page) and in Node (tests,
 * bench).
 */
type Rgb = [number, number, number];
const NAVY: Rgb = [15, 61, 94];
const NAVY_DARK: Rgb = [11, 46, 71];
const NAVY_SOFT: Rgb = [29, 90, 134];
const GOLD: Rgb = [242, 177, 52];
const INK: Rgb = [19, 41, 61];
const MUTED: Rgb = [74, 96, 115];
const BORDER: Rgb = [213, 221, 229];
const PANEL: Rgb = [246, 248, 251];
const GREEN: Rgb = [31, 122, 77];
const AMBER: Rgb = [184, 125, 15];
const RED: Rgb = [180, 35, 24];

const PAGE_W = 612;
const PAGE_H = 792;
const MARGIN = 54;
const CONTENT_W = PAGE_W - MARGIN * 2;
const TOP = 78; // first line under the running header
const BOTTOM = PAGE_H - 64; // last line above the footer

export interface ReportPdfOptions {
  /** The report's id in the user's history, printed on the cover when it has one. */
  reportId?: string;
}

/**
 * What the cover and the running header and footer need: the report's title and subject, its
 * date, four headline figures (each with its tone), the cover's detail rows and the summary.
 * The deal report and the Elite portfolio report (build-portfolio-pdf.ts) share them.
 */
export interface PdfFrame {
  typeLabel: string;
  /** The subject under the title, and in the running header: an address, a member's name. */
  address: string;
  generatedDate: string;
  kpis: { label: string; value: string; note: string; tone: Tone }[];
  cover: [string, string][];
  summary: string;
  /** The cover's second detail row: "Propiedad" and the address unless said otherwise. */
  subjectLabel?: string;
  subject?: string;
}

function dealFrame(content: ReportContent): PdfFrame {
  return {
    ...content,
    kpis: content.kpis.map((kpi, i) => ({ ...kpi, tone: kpiTone(content, i) })),
  };
}

/** A new US Letter document with the report's properties set. */
export function newReportDoc(title: string, subject: string, generatedAt: Date): jsPDF {
  const doc = new jsPDF({ unit: 'pt', format: 'letter', compress: true });
  doc.setProperties({
    title,
    subject,
    author: 'Inversor Listo',
    creator: 'Inversor Listo',
    keywords: 'DSCR, cap rate, cash-on-cash, flujo de caja, préstamo',
  });
  doc.setLanguage('es');
  doc.setCreationDate(generatedAt);
  return doc;
}

export function buildReportPdf(content: ReportContent, options: ReportPdfOptions = {}): jsPDF {
  const doc = newReportDoc(
    `${content.typeLabel} — ${content.address}`,
    'Reporte profesional de inversión inmobiliaria',
    content.generatedAt,
  );
  const frame = dealFrame(content);

  drawCover(doc, frame, options);
  doc.addPage();
  const writer = new SectionWriter(doc);

  writer.section('Propiedad');
  writer.table(content.property);

  writer.section('Términos de financiamiento');
  writer.table(content.financing);

  const basis = content.metrics.dscrBasis;
  writer.section('DSCR y tu cobertura');
  writer.paragraph(
    basis === 'ITIA'
      ? 'El prestamista divide la renta bruta entre el ITIA: intereses, impuestos, seguro y cuota de HOA del pago mensual de un préstamo de solo interés.'
      : 'El prestamista divide la renta bruta entre el PITIA: capital, intereses, impuestos, seguro y cuota de HOA del pago mensual.',
  );
  writer.table(content.pitia, {
    head: [`Composición del ${basis}`, 'Mensual'],
    emphasise: [`${basis} total`],
  });
  writer.table(content.dscr, {
    head: ['Cobertura de deuda', 'Valor'],
    emphasise: [`DSCR (renta bruta ÷ ${basis})`, 'Tu cobertura (NOI ÷ pago del préstamo)'],
  });
  writer.callout(content.lenderVerdict, content.tones.lenderDscr);

  writer.section('Flujo de caja');
  writer.table3(content.cashFlow);

  writer.section('Cap rate');
  writer.table(content.capRate, { emphasise: ['Cap rate (NOI anual ÷ precio)'] });
  writer.callout(content.capRateVerdict, content.tones.capRate);

  writer.section('Cash-on-cash');
  writer.table(content.cashOnCash, {
    emphasise: ['Cash-on-cash (flujo anual ÷ efectivo invertido)'],
  });
  writer.callout(content.cashOnCashVerdict, content.tones.cashOnCash);

  if (content.notes) {
    writer.section('Notas adicionales');
    writer.paragraph(content.notes);
  }

  writer.section('Supuestos');
  writer.bullets(content.assumptions);

  writer.section('Aviso educativo');
  writer.callout(content.disclaimer, 'neutral');

  drawRunningHeadersAndFooters(doc, frame);
  return doc;
}

/* ── Cover ───────────────────────────────────────────────────────────────── */

const COVER_BAND_H = 262;

/** The cover's navy band: the brand, the date, the report type as title, and its subject. */
function drawCoverBand(doc: jsPDF, content: PdfFrame) {
  const bandH = COVER_BAND_H;
  fill(doc, NAVY_DARK);
  doc.rect(0, 0, PAGE_W, bandH, 'F');
  fill(doc, NAVY);
  doc.rect(0, bandH - 70, PAGE_W, 70, 'F');
  fill(doc, GOLD);
  doc.rect(0, bandH, PAGE_W, 5, 'F');

  drawMark(doc, MARGIN, 46, 30);
  text(doc, 'Inversor ', MARGIN + 40, 66, { size: 16, color: [255, 255, 255] });
  const brandW = doc.getTextWidth('Inversor ');
  text(doc, 'Listo', MARGIN + 40 + brandW, 66, { size: 16, color: [255, 255, 255], bold: true });
  text(doc, content.generatedDate, PAGE_W - MARGIN, 66, {
    size: 10,
    color: [214, 226, 236],
    align: 'right',
  });

  text(doc, 'REPORTE PROFESIONAL DE INVERSIÓN', MARGIN, 128, {
    size: 10,
    color: GOLD,
    bold: true,
  });
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(28);
  const titleLines = doc.splitTextToSize(content.typeLabel, CONTENT_W) as string[];
  text(doc, titleLines, MARGIN, 162, { size: 28, color: [255, 255, 255], bold: true });
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(14);
  const addressLines = (doc.splitTextToSize(content.address, CONTENT_W) as string[]).slice(0, 2);
  text(doc, addressLines, MARGIN, bandH - 40, { size: 14, color: [236, 243, 248] });
}

/** The four headline figures as tiles under the band, each coloured by its tone. */
function drawCoverKpis(doc: jsPDF, kpis: PdfFrame['kpis'], tileY: number, tileH: number) {
  const tileGap = 12;
  const tileW = (CONTENT_W - tileGap * 3) / 4;
  kpis.forEach((kpi, i) => {
    const x = MARGIN + i * (tileW + tileGap);
    fill(doc, PANEL);
    stroke(doc, BORDER);
    doc.setLineWidth(0.75);
    doc.roundedRect(x, tileY, tileW, tileH, 6, 6, 'FD');
    text(doc, kpi.label.toUpperCase(), x + 10, tileY + 18, {
      size: 7,
      color: MUTED,
      bold: true,
    });
    const tone = TONE_COLOR[kpi.tone];
    text(doc, kpi.value, x + 10, tileY + 44, {
      size: fitSize(doc, kpi.value, tileW - 20, 18),
      color: tone,
      bold: true,
    });
    text(doc, kpi.note, x + 10, tileY + 62, { size: 7.5, color: MUTED });
  });
}

/** "Detalles del reporte": type, subject, the cover rows and the reference; returns the end y. */
function drawCoverDetails(doc: jsPDF, content: PdfFrame, options: ReportPdfOptions, top: number) {
  let y = top;
  text(doc, 'Detalles del reporte', MARGIN, y, { size: 12, color: NAVY_DARK, bold: true });
  y += 8;
  const details: [string, string][] = [
    ['Tipo de reporte', content.typeLabel],
    [content.subjectLabel ?? 'Propiedad', content.subject ?? content.address],
    ...content.cover,
  ];
  if (options.reportId) details.push(['Referencia', options.reportId]);
  autoTable(doc, {
    startY: y,
    margin: { left: MARGIN, right: MARGIN },
    theme: 'plain',
    body: details,
    styles: {
      font: 'helvetica',
      fontSize: 10,
      textColor: INK,
      cellPadding: { top: 5, bottom: 5, left: 0, right: 8 },
    },
    columnStyles: { 0: { cellWidth: 150, textColor: MUTED }, 1: { fontStyle: 'bold' } },
    didDrawCell: (data) => {
      if (data.section !== 'body') return;
      stroke(doc, BORDER);
      doc.setLineWidth(0.5);
      doc.line(
        data.cell.x,
        data.cell.y + data.cell.height,
        data.cell.x + data.cell.width,
        data.cell.y + data.cell.height,
      );
    },
  });
  return lastY(doc, y) + 28;
}

/** The cover: band, headline figures, report details and the executive summary. */
export function drawCover(doc: jsPDF, content: PdfFrame, options: ReportPdfOptions) {
  drawCoverBand(doc, content);
  const tileY = COVER_BAND_H + 32;
  const tileH = 74;
  drawCoverKpis(doc, content.kpis, tileY, tileH);
  let y = drawCoverDetails(doc, content, options, tileY + tileH + 34);

  text(doc, 'Resumen ejecutivo', MARGIN, y, { size: 12, color: NAVY_DARK, bold: true });
  y += 16;
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(10);
  const summary = doc.splitTextToSize(content.summary, CONTENT_W - 6) as string[];
  text(doc, summary, MARGIN, y, { size: 10, color: INK, lineHeight: 1.45 });
}

/** The product mark: a rounded square with the gold house. */
function drawMark(doc: jsPDF, x: number, y: number, size: number) {
  fill(doc, NAVY_SOFT);
  doc.roundedRect(x, y, size, size, size * 0.22, size * 0.22, 'F');
  fill(doc, GOLD);
  const s = size / 32;
  // M7 17 16 9l9 8v8h-6v-5h-6v5H7z from the favicon.
  doc.lines(
    [
      [9 * s, -8 * s],
      [9 * s, 8 * s],
      [0, 8 * s],
      [-6 * s, 0],
      [0, -5 * s],
      [-6 * s, 0],
      [0, 5 * s],
      [-6 * s, 0],
    ],
    x + 7 * s,
    y + 17 * s,
    [1, 1],
    'F',
    true,
  );
}

/* ── Sections ────────────────────────────────────────────────────────────── */

export class SectionWriter {
  private y = TOP;
  private number = 0;

  constructor(private readonly doc: jsPDF) {}

  private ensure(height: number) {
    if (this.y + height > BOTTOM) {
      this.doc.addPage();
      this.y = TOP;
    }
  }

  section(title: string) {
    this.number += 1;
    this.ensure(this.number === 1 ? 60 : 90);
    if (this.y > TOP) this.y += 14;
    const doc = this.doc;
    fill(doc, NAVY);
    doc.roundedRect(MARGIN, this.y - 13, 18, 18, 3, 3, 'F');
    text(doc, String(this.number), MARGIN + 9, this.y, {
      size: 10,
      color: [255, 255, 255],
      bold: true,
      align: 'center',
    });
    text(doc, title, MARGIN + 28, this.y, { size: 14, color: NAVY_DARK, bold: true });
    fill(doc, GOLD);
    doc.rect(MARGIN, this.y + 9, 36, 2, 'F');
    this.y += 24;
  }

  paragraph(body: string) {
    const doc = this.doc;
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(10);
    const lines = doc.splitTextToSize(body, CONTENT_W - 6) as string[];
    const lineH = 10 * 1.45;
    for (const line of lines) {
      this.ensure(lineH);
      text(doc, line, MARGIN, this.y + 8, { size: 10, color: INK });
      this.y += lineH;
    }
    this.y += 6;
  }

  table(rows: [string, string][], options: { head?: [string, string]; emphasise?: string[] } = {}) {
    const emphasise = new Set(options.emphasise ?? []);
    this.autoTable(
      options.head ? [options.head] : undefined,
      rows,
      { 1: { halign: 'right', cellWidth: 190 } },
      (data) => {
        if (
          data.section === 'body' &&
          emphasise.has(String(data.row.raw instanceof Array ? data.row.raw[0] : ''))
        ) {
          data.cell.styles.fontStyle = 'bold';
          data.cell.styles.fillColor = [232, 241, 248];
          data.cell.styles.textColor = NAVY_DARK;
        }
      },
    );
  }

  table3(rows: [string, string, string][]) {
    this.autoTable(
      [['Concepto', 'Mensual', 'Anual']],
      rows,
      { 1: { halign: 'right', cellWidth: 120 }, 2: { halign: 'right', cellWidth: 120 } },
      (data) => {
        if (data.section !== 'body') return;
        const label = String(data.row.raw instanceof Array ? data.row.raw[0] : '');
        if (label.startsWith('=')) {
          data.cell.styles.fontStyle = 'bold';
          data.cell.styles.fillColor = [232, 241, 248];
          data.cell.styles.textColor = NAVY_DARK;
        }
        if (data.column.index > 0 && String(data.cell.raw).startsWith('-')) {
          data.cell.styles.textColor = label.startsWith('=') ? RED : MUTED;
        }
      },
    );
  }

  /** A table of several columns; every column but the first right-aligned (figures). */
  grid(head: string[], rows: string[][], options: { emphasiseLast?: boolean } = {}) {
    const columnStyles: Record<number, { halign: 'right' }> = {};
    head.forEach((_, i) => {
      if (i > 0) columnStyles[i] = { halign: 'right' };
    });
    this.autoTable([head], rows, columnStyles, (data) => {
      if (data.section !== 'body') return;
      if (options.emphasiseLast && data.row.index === rows.length - 1) {
        data.cell.styles.fontStyle = 'bold';
        data.cell.styles.fillColor = [232, 241, 248];
        data.cell.styles.textColor = NAVY_DARK;
      }
      if (data.column.index > 0 && String(data.cell.raw).startsWith('-')) {
        data.cell.styles.textColor = RED;
      }
    });
  }

  private autoTable(
    head: RowInput[] | undefined,
    body: RowInput[],
    columnStyles: Record<number, { halign?: 'right'; cellWidth?: number }>,
    didParseCell: (data: CellHookData) => void,
  ) {
    this.ensure(60);
    autoTable(this.doc, {
      startY: this.y,
      head,
      body,
      margin: { left: MARGIN, right: MARGIN, top: TOP, bottom: PAGE_H - BOTTOM },
      theme: 'grid',
      rowPageBreak: 'avoid',
      styles: {
        font: 'helvetica',
        fontSize: 9.5,
        textColor: INK,
        lineColor: BORDER,
        lineWidth: 0.5,
        cellPadding: { top: 6, bottom: 6, left: 8, right: 8 },
      },
      headStyles: { fillColor: NAVY, textColor: [255, 255, 255], fontStyle: 'bold', fontSize: 9 },
      alternateRowStyles: { fillColor: [250, 251, 253] },
      columnStyles,
      didParseCell: (data) => {
        if (data.section === 'head' && data.column.index > 0) data.cell.styles.halign = 'right';
        didParseCell(data);
      },
    });
    this.y = lastY(this.doc, this.y) + 12;
  }

  callout(body: string, tone: Tone) {
    const doc = this.doc;
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(9.5);
    const lines = doc.splitTextToSize(body, CONTENT_W - 32) as string[];
    const lineH = 9.5 * 1.45;
    const height = lines.length * lineH + 18;
    this.ensure(height + 4);
    const colors: Record<Tone, { bar: Rgb; bg: Rgb }> = {
      good: { bar: GREEN, bg: [238, 248, 242] },
      warn: { bar: AMBER, bg: [255, 248, 234] },
      bad: { bar: RED, bg: [254, 242, 240] },
      neutral: { bar: NAVY, bg: PANEL },
    };
    fill(doc, colors[tone].bg);
    doc.rect(MARGIN, this.y, CONTENT_W, height, 'F');
    fill(doc, colors[tone].bar);
    doc.rect(MARGIN, this.y, 4, height, 'F');
    text(doc, lines, MARGIN + 16, this.y + 9 + 9.5, { size: 9.5, color: INK, lineHeight: 1.45 });
    this.y += height + 10;
  }

  bullets(items: string[]) {
    const doc = this.doc;
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(9.5);
    const lineH = 9.5 * 1.45;
    for (const item of items) {
      const lines = doc.splitTextToSize(item, CONTENT_W - 20) as string[];
      this.ensure(lines.length * lineH);
      fill(doc, GOLD);
      doc.circle(MARGIN + 3, this.y + 4.5, 2, 'F');
      text(doc, lines, MARGIN + 14, this.y + 8, { size: 9.5, color: INK, lineHeight: 1.45 });
      this.y += lines.length * lineH + 4;
    }
    this.y += 4;
  }
}

/* ── Running header and footer ───────────────────────────────────────────── */

export function drawRunningHeadersAndFooters(doc: jsPDF, content: PdfFrame) {
  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page++) {
    doc.setPage(page);
    if (page > 1) {
      drawMark(doc, MARGIN, 30, 16);
      text(doc, 'Inversor Listo', MARGIN + 22, 42, { size: 9, color: NAVY_DARK, bold: true });
      doc.setFont('helvetica', 'normal');
      doc.setFontSize(8.5);
      const right = truncate(doc, `${content.typeLabel} · ${content.address}`, CONTENT_W - 120);
      text(doc, right, PAGE_W - MARGIN, 42, { size: 8.5, color: MUTED, align: 'right' });
      stroke(doc, BORDER);
      doc.setLineWidth(0.75);
      doc.line(MARGIN, 52, PAGE_W - MARGIN, 52);
    }
    stroke(doc, BORDER);
    doc.setLineWidth(0.75);
    doc.line(MARGIN, PAGE_H - 46, PAGE_W - MARGIN, PAGE_H - 46);
    text(
      doc,
      `Generado el ${content.generatedDate} · Documento educativo, no es una oferta de préstamo`,
      MARGIN,
      PAGE_H - 32,
      {
        size: 8,
        color: MUTED,
      },
    );
    text(doc, `Página ${page} de ${pages}`, PAGE_W - MARGIN, PAGE_H - 32, {
      size: 8,
      color: MUTED,
      align: 'right',
    });
  }
}

/* ── Small helpers ───────────────────────────────────────────────────────── */

interface TextStyle {
  size: number;
  color: Rgb;
  bold?: boolean;
  align?: 'left' | 'right' | 'center';
  lineHeight?: number;
}

function text(doc: jsPDF, body: string | string[], x: number, y: number, style: TextStyle) {
  doc.setFont('helvetica', style.bold ? 'bold' : 'normal');
  doc.setFontSize(style.size);
  doc.setTextColor(...style.color);
  doc.setLineHeightFactor(style.lineHeight ?? 1.15);
  doc.text(body, x, y, { align: style.align ?? 'left' });
}

function fill(doc: jsPDF, color: Rgb) {
  doc.setFillColor(...color);
}

function stroke(doc: jsPDF, color: Rgb) {
  doc.setDrawColor(...color);
}

function lastY(doc: jsPDF, fallback: number): number {
  return (
    (doc as unknown as { lastAutoTable?: { finalY?: number } }).lastAutoTable?.finalY ?? fallback
  );
}

/** The largest size up to `max` at which bold text fits `width`. */
function fitSize(doc: jsPDF, body: string, width: number, max: number): number {
  doc.setFont('helvetica', 'bold');
  let size = max;
  while (size > 9) {
    doc.setFontSize(size);
    if (doc.getTextWidth(body) <= width) break;
    size -= 1;
  }
  return size;
}

function truncate(doc: jsPDF, body: string, width: number): string {
  if (doc.getTextWidth(body) <= width) return body;
  let cut = body;
  while (cut.length > 1 && doc.getTextWidth(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

const TONE_COLOR: Record<Tone, Rgb> = { good: GREEN, warn: AMBER, bad: RED, neutral: NAVY_DARK };

/** The headline tiles' value colours: lender DSCR, cash flow, cap rate, cash-on-cash. */
function kpiTone(content: ReportContent, index: number): Tone {
  const order = [
    content.tones.lenderDscr,
    content.tones.cashFlow,
    content.tones.capRate,
    content.tones.cashOnCash,
  ];
  return order[index] ?? 'neutral';
}
