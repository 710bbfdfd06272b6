import { createHash } from 'node:crypto';
import { jsPDF } from 'jspdf';

/**
 * The server's PDF documents (the ¿Califico? letters, the lender package's cover): lines of text
 * laid out top to bottom on US Letter pages, word-wrapped, with page breaks. Built on jsPDF, as
 * the professional reports in the browser are (web/src/features/reports/pdf), in its Node build:
 * jsPDF's standard Helvetica and Helvetica-Bold (nothing embedded) write text in WinAnsi, which
 * holds every Spanish letter and sign (¿ ¡ á ñ ü, dashes and typographic quotes); characters
 * outside it print as "?". jsPDF's HTML and SVG plugins (html2canvas, canvg, DOMPurify) are
 * loaded only by .html() and SVG images, never here, and are left out of the bundles
 * (infra/function-bundling.ts).
 */

const PAGE = { width: 612, height: 792 } as const; // US Letter, points
export type Rgb = [number, number, number];
const BLACK: Rgb = [0, 0, 0];

export interface PdfOptions {
  /** Title in the document's properties. */
  title: string;
  /** Page margin, points (72 = one inch). */
  margin?: number;
  /** A coloured band across the top of the first page. */
  band?: Rgb;
}

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: Rgb;
  /** Extra space above, in points. */
  spaceBefore?: number;
}

/** Characters jsPDF's standard fonts (WinAnsi) cannot show become "?" instead of mojibake. */
const WIN_ANSI_EXTRA = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ']);
function printable(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    out +=
      (code >= 32 && code <= 126) || (code >= 160 && code <= 255) || WIN_ANSI_EXTRA.has(char)
        ? char
        : '?';
  }
  return out;
}

export class PdfDocument {
  private readonly doc: jsPDF;
  private readonly margin: number;
  private y: number;
  private pageHasText = false;
  /** Every text drawn, in order (the file id is derived from it). */
  private readonly written: string[] = [];
  readonly contentWidth: number;

  constructor(private readonly options: PdfOptions) {
    this.margin = options.margin ?? 72;
    this.doc = new jsPDF({ unit: 'pt', format: 'letter', compress: true });
    this.doc.setLanguage('es');
    this.contentWidth = PAGE.width - 2 * this.margin;
    this.y = this.margin;
    if (options.band) {
      this.doc.setFillColor(...options.band);
      this.doc.rect(0, 0, PAGE.width, 6, 'F');
    }
  }

  /** A wrapped paragraph. */
  paragraph(text: string, style: TextStyle = {}): this {
    const size = style.size ?? 11;
    this.space(style.spaceBefore ?? 0);
    this.font(size, style.bold ?? false, style.color ?? BLACK);
    for (const line of this.wrap(text, this.contentWidth)) this.line(line, size, this.margin);
    return this;
  }

  /** Label (bold) and value on one line; the value wraps under itself. */
  row(label: string, value: string, size = 11): this {
    const labelWidth = Math.min(220, this.contentWidth / 2);
    this.font(size, false, BLACK);
    const lines = this.wrap(value, this.contentWidth - labelWidth);
    lines.forEach((text, i) => {
      this.ensureRoom(size);
      this.y += size; // baseline
      if (i === 0) {
        this.font(size, true, BLACK);
        this.draw(printable(label), this.margin);
        this.font(size, false, BLACK);
      }
      this.draw(text, this.margin + labelWidth);
      this.y += size * 0.4;
      this.pageHasText = true;
    });
    return this;
  }

  /** A line to sign on, with the name under it. */
  signature(name: string): this {
    this.space(36);
    this.ensureRoom(11 * 3);
    this.doc.setDrawColor(...BLACK);
    this.doc.setLineWidth(0.5);
    this.doc.line(this.margin, this.y, this.margin + 220, this.y);
    this.y += 14;
    return this.paragraph(name);
  }

  space(points: number): this {
    this.y += points;
    return this;
  }

  /** Start a new page (e.g. the Spanish version after the English one). */
  newPage(): this {
    if (this.pageHasText) this.addPage();
    return this;
  }

  /**
   * The document's bytes. `createdAt` dates it and, with the content, fixes its file id: the same
   * content and date give the same bytes (a letter downloaded again from the history).
   */
  toBuffer(createdAt: Date = new Date()): Buffer {
    this.doc.setProperties({
      title: this.options.title,
      creator: 'Inversor Listo',
      author: 'Inversor Listo',
    });
    this.doc.setCreationDate(createdAt);
    const id = createHash('md5')
      .update(JSON.stringify([this.options.title, createdAt.toISOString(), this.written]))
      .digest('hex');
    this.doc.setFileId(id.toUpperCase());
    return Buffer.from(this.doc.output('arraybuffer'));
  }

  private font(size: number, bold: boolean, color: Rgb) {
    this.doc.setFont('helvetica', bold ? 'bold' : 'normal');
    this.doc.setFontSize(size);
    this.doc.setTextColor(...color);
  }

  /** Lines no wider than `width` at the current font (jsPDF's metrics; long words are cut). */
  private wrap(text: string, width: number): string[] {
    return (this.doc.splitTextToSize(printable(text), width) as string[]).filter(
      (line) => line.length > 0,
    );
  }

  private addPage() {
    this.doc.addPage('letter', 'portrait');
    this.y = this.margin;
    this.pageHasText = false;
  }

  private ensureRoom(size: number) {
    if (this.y + size > PAGE.height - this.margin) this.addPage();
  }

  private line(text: string, size: number, x: number) {
    this.ensureRoom(size);
    this.y += size; // baseline
    this.draw(text, x);
    this.y += size * 0.4;
    this.pageHasText = true;
  }

  private draw(text: string, x: number) {
    this.doc.text(text, x, this.y);
    this.written.push(text);
  }
}
