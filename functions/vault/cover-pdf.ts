import { DOCUMENT_ITEMS } from '../../shared/content/documents.ts';
import { formatDate } from '../../shared/format.ts';
import { freshness, isoDay } from '../../shared/api/vault-catalog.ts';

/**
 * The lender package's cover (a PDF, first in the ZIP): who the borrower is, how complete the file
 * is, the lender figures of the property when a deal file is chosen, and an index of every
 * document with its date and its name inside the ZIP.
 */
export interface CoverEntry {
  /** Its name inside the ZIP. */
  zipName: string;
  documentId: string | null;
  originalName: string;
  /** YYYY-MM-DD: the document's own date when the member entered it, else its upload day. */
  date: string;
  staleOn: string | null;
}

export interface CoverInput {
  memberName: string;
  generatedAt: Date;
  entries: CoverEntry[];
  /**
   * The deal file's lender figures (DSCR as lenders compute it, LTV, reserves in months of PITIA),
   * as label and value lines computed by shared/finance from the member's deal file; null when no
   * deal file was chosen. Never figures made up here.
   */
  lenderFigures: { title: string; lines: { label: string; value: string }[] } | null;
}

const MARGIN = 54;
const PAGE = { width: 612, height: 792 }; // US Letter, points
type Color = [number, number, number];
const NAVY: Color = [15, 61, 94];
const MUTED: Color = [74, 96, 115];
const INK: Color = [19, 41, 61];

/**
 * A text-only PDF in the standard Helvetica fonts (no embedded font, WinAnsi encoding, which holds
 * every Spanish letter and sign). Written here instead of with jsPDF: jsPDF and its PNG codec
 * would take the package function's bundle to ~630 kB, past the 500 kB budget, for a page of text.
 */
class TextPdf {
  private pages: string[][] = [[]];
  private y = MARGIN;

  /** Lines of `text` wrapped to the width, by Helvetica's average glyph width (conservative). */
  private wrap(text: string, size: number, bold: boolean): string[] {
    const perLine = Math.floor((PAGE.width - 2 * MARGIN) / (size * (bold ? 0.56 : 0.52)));
    const lines: string[] = [];
    let current = '';
    for (const word of text.split(/\s+/)) {
      const next = current ? `${current} ${word}` : word;
      if (next.length > perLine && current) {
        lines.push(current);
        current = word;
      } else current = next;
    }
    if (current) lines.push(current);
    return lines;
  }

  text(text: string, size = 10.5, color: Color = MUTED, bold = false): void {
    for (const line of this.wrap(text, size, bold)) {
      if (this.y + size > PAGE.height - MARGIN) {
        this.pages.push([]);
        this.y = MARGIN;
      }
      this.y += size;
      const [r, g, b] = color.map((c) => (c / 255).toFixed(3));
      this.pages[this.pages.length - 1]!.push(
        `BT /${bold ? 'F2' : 'F1'} ${size} Tf ${r} ${g} ${b} rg ${MARGIN} ${(PAGE.height - this.y).toFixed(1)} Td (${pdfString(line)}) Tj ET`,
      );
      this.y += size * 0.4;
    }
  }

  space(points: number): void {
    this.y += points;
  }

  bytes(): Uint8Array {
    // Objects: 1 catalog, 2 pages, 3-4 fonts, then a page and its content per page.
    const objects: string[] = [];
    const kids = this.pages.map((_, i) => `${5 + 2 * i} 0 R`).join(' ');
    objects.push('<< /Type /Catalog /Pages 2 0 R >>');
    objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${this.pages.length} >>`);
    for (const font of ['Helvetica', 'Helvetica-Bold']) {
      objects.push(
        `<< /Type /Font /Subtype /Type1 /BaseFont /${font} /Encoding /WinAnsiEncoding >>`,
      );
    }
    this.pages.forEach((lines, i) => {
      const band =
        i === 0
          ? `${NAVY.map((c) => (c / 255).toFixed(3)).join(' ')} rg 0 ${PAGE.height - 6} ${PAGE.width} 6 re f\n`
          : '';
      const stream = band + lines.join('\n');
      objects.push(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Contents ${6 + 2 * i} 0 R /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> >>`,
      );
      objects.push(
        `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
      );
    });
    let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
    const offsets: number[] = [];
    objects.forEach((object, i) => {
      offsets.push(Buffer.byteLength(body, 'latin1'));
      body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    });
    const xref = Buffer.byteLength(body, 'latin1');
    body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
    body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return new Uint8Array(Buffer.from(body, 'latin1'));
  }
}

/** WinAnsi for the signs outside Latin-1 that Spanish text uses; PDF string escapes. */
const WIN_ANSI: Record<string, string> = {
  '\u2014': '\x97',
  '\u2013': '\x96',
  '\u2019': '\x92',
  '\u201c': '\x93',
  '\u201d': '\x94',
  '\u2026': '\x85',
  '\u2022': '\x95',
};
function pdfString(text: string): string {
  return [...text]
    .map((c) => WIN_ANSI[c] ?? (c.charCodeAt(0) <= 0xff ? c : '?'))
    .join('')
    .replace(/[\\()]/g, (c) => `\\${c}`);
}

export function coverPdf(input: CoverInput): Uint8Array {
  const doc = new TextPdf();
  const line = (
    text: string,
    size = 10.5,
    color: Color = MUTED,
    style: 'normal' | 'bold' = 'normal',
  ) => doc.text(text, size, color, style === 'bold');
  const heading = (text: string) => {
    doc.space(10);
    line(text, 13, NAVY, 'bold');
    doc.space(2);
  };

  line('Expediente para el prestamista', 22, NAVY, 'bold');
  line(`${input.memberName} · generado el ${formatDate(input.generatedAt)}`, 11);
  line(
    'Preparado con Inversor Listo. Contiene los documentos que el solicitante guardó en su bóveda.',
    9.5,
  );
  const ready = new Set(input.entries.map((e) => e.documentId).filter(Boolean));
  const required = DOCUMENT_ITEMS.filter((item) => item.required);
  const missing = required.filter((item) => !ready.has(item.id));
  heading('Resumen');
  line(
    `Documentos de la guía con archivo: ${DOCUMENT_ITEMS.filter((i) => ready.has(i.id)).length} de ${DOCUMENT_ITEMS.length}; requeridos: ${required.length - missing.length} de ${required.length}.`,
  );
  if (missing.length > 0) {
    line(`Requeridos que faltan: ${missing.map((item) => item.title).join('; ')}.`);
  }

  heading('Cifras del prestamista');
  if (input.lenderFigures) {
    line(input.lenderFigures.title, 11, NAVY, 'bold');
    for (const figure of input.lenderFigures.lines) line(`${figure.label}: ${figure.value}`, 10.5);
  } else {
    line(
      'Este expediente no incluye las cifras de una propiedad. Al generarlo desde un expediente de la propiedad (deal file) aparecerán aquí el DSCR como lo calcula el prestamista, el LTV y las reservas en meses de PITIA.',
    );
  }

  heading('Índice de documentos');
  const today = isoDay(input.generatedAt);
  input.entries.forEach((entry, index) => {
    const item = DOCUMENT_ITEMS.find((i) => i.id === entry.documentId);
    const state = freshness(entry.staleOn, today);
    const validity =
      entry.staleOn === null
        ? ''
        : state === 'stale'
          ? ` · vencido desde el ${formatDate(`${entry.staleOn}T12:00:00Z`)}`
          : ` · vigente hasta el ${formatDate(`${entry.staleOn}T12:00:00Z`)}`;
    line(`${index + 1}. ${item?.title ?? 'Otro documento'}`, 10.5, INK, 'bold');
    line(
      `Archivo: ${entry.zipName} (original: ${entry.originalName}) · fecha ${formatDate(`${entry.date}T12:00:00Z`)}${validity}`,
      9.5,
    );
  });
  if (input.entries.length === 0) line('La bóveda no tenía documentos.');

  return doc.bytes();
}
