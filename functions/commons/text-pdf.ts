import { deflateSync } from 'node:zlib';

/**
 * A small writer of text-only PDF documents (letters): US Letter pages, Helvetica and
 * Helvetica-Bold (two of the 14 standard fonts every reader has, so nothing is embedded), text in
 * WinAnsi encoding (every Spanish letter, ¿ ¡ and typographic quotes), word-wrapped, with page
 * breaks. Why not a library: jsPDF or pdf-lib alone is 420-440 kB minified, which would put the
 * area's Lambda bundle past its 500 kB budget (bench/measures/cold-starts.ts) for documents that
 * need only lines of text. Characters outside WinAnsi print as "?".
 */

const PAGE = { width: 612, height: 792, margin: 72 } as const;

/** Advance widths (1/1000 em) of WinAnsi codes 32-126 and 160-255 (Adobe's core-14 metrics). */
const WIDTHS = {
  regular: [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
    556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
    611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
    667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
    222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
  ],
  regularHigh: [
    278, 333, 556, 556, 556, 556, 260, 556, 333, 737, 370, 556, 584, 333, 737, 333, 400, 584, 333,
    333, 333, 556, 537, 278, 333, 333, 365, 556, 834, 834, 834, 611, 667, 667, 667, 667, 667, 667,
    1000, 722, 667, 667, 667, 667, 278, 278, 278, 278, 722, 722, 778, 778, 778, 778, 778, 584, 778,
    722, 722, 722, 722, 667, 667, 611, 556, 556, 556, 556, 556, 556, 889, 500, 556, 556, 556, 556,
    278, 278, 278, 278, 556, 556, 556, 556, 556, 556, 556, 584, 611, 556, 556, 556, 556, 500, 556,
    500,
  ],
  bold: [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
    556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667,
    611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
    667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556,
    278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
  ],
  boldHigh: [
    278, 333, 556, 556, 556, 556, 280, 556, 333, 737, 370, 556, 584, 333, 737, 333, 400, 584, 333,
    333, 333, 611, 556, 278, 333, 333, 365, 556, 834, 834, 834, 611, 722, 722, 722, 722, 722, 722,
    1000, 722, 667, 667, 667, 667, 278, 278, 278, 278, 722, 722, 778, 778, 778, 778, 778, 584, 778,
    722, 722, 722, 722, 667, 667, 611, 556, 556, 556, 556, 556, 556, 889, 556, 556, 556, 556, 556,
    278, 278, 278, 278, 611, 611, 611, 611, 611, 611, 611, 584, 611, 611, 611, 611, 611, 556, 611,
    556,
  ],
} as const;

/** WinAnsi codes 128-159 that letters use: [unicode, code, regular width, bold width]. */
const PUNCTUATION: readonly [string, number, number, number][] = [
  ['€', 0x80, 556, 556],
  ['…', 0x85, 1000, 1000],
  ['‘', 0x91, 222, 278],
  ['’', 0x92, 222, 278],
  ['“', 0x93, 333, 500],
  ['”', 0x94, 333, 500],
  ['•', 0x95, 350, 350],
  ['–', 0x96, 556, 556],
  ['—', 0x97, 1000, 1000],
];
const PUNCTUATION_BY_CHAR = new Map(PUNCTUATION.map((p) => [p[0], p]));

type Face = 'regular' | 'bold';

/** The WinAnsi byte of a character, or "?" (63) when it has none. */
function winAnsi(char: string): number {
  const code = char.codePointAt(0)!;
  if ((code >= 32 && code <= 126) || (code >= 160 && code <= 255)) return code;
  return PUNCTUATION_BY_CHAR.get(char)?.[1] ?? 63;
}

function charWidth(char: string, face: Face): number {
  const punctuation = PUNCTUATION_BY_CHAR.get(char);
  if (punctuation) return face === 'bold' ? punctuation[3] : punctuation[2];
  const code = winAnsi(char);
  if (code <= 126) return (face === 'bold' ? WIDTHS.bold : WIDTHS.regular)[code - 32]!;
  return (face === 'bold' ? WIDTHS.boldHigh : WIDTHS.regularHigh)[code - 160]!;
}

/** Width of a text in points at a font size. */
export function textWidth(text: string, size: number, face: Face = 'regular'): number {
  let units = 0;
  for (const char of text) units += charWidth(char, face);
  return (units * size) / 1000;
}

/** Break a paragraph into lines no wider than `width` points (long words are cut). */
export function wrapText(text: string, width: number, size: number, face: Face = 'regular') {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, size, face) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (textWidth(line, size, face) > width) {
      let cut = line.length - 1;
      while (cut > 1 && textWidth(line.slice(0, cut), size, face) > width) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A PDF string literal in WinAnsi, with every byte outside printable ASCII as an octal escape. */
function pdfString(text: string): string {
  let out = '(';
  for (const char of text) {
    const code = winAnsi(char);
    if (code === 40 || code === 41 || code === 92) out += `\\${String.fromCharCode(code)}`;
    else if (code < 32 || code > 126) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(code);
  }
  return `${out})`;
}

/**
 * A text string outside page content (the document title): PDFDocEncoding there, not WinAnsi,
 * so it goes as UTF-16BE with its byte-order mark, which readers take for any character.
 */
function pdfTextString(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0');
  return `<${hex.toUpperCase()}>`;
}

export interface TextStyle {
  size?: number;
  bold?: boolean;
  /** Extra space above, in points. */
  spaceBefore?: number;
}

/** Lines of text laid out top to bottom over as many pages as they need. */
export class TextPdf {
  private readonly pages: string[][] = [[]];
  private y: number = PAGE.height - PAGE.margin;
  readonly contentWidth = PAGE.width - 2 * PAGE.margin;

  constructor(private readonly title: string) {}

  /** A wrapped paragraph. */
  paragraph(text: string, style: TextStyle = {}): this {
    const size = style.size ?? 11;
    const face: Face = style.bold ? 'bold' : 'regular';
    this.space(style.spaceBefore ?? 0);
    for (const line of wrapText(text, this.contentWidth, size, face)) this.line(line, size, face);
    return this;
  }

  /** Label and value on one line (the value wraps under itself). */
  row(label: string, value: string, size = 11): this {
    const labelWidth = Math.min(220, this.contentWidth / 2);
    const lines = wrapText(value, this.contentWidth - labelWidth, size);
    lines.forEach((text, i) => {
      this.ensureRoom(size);
      this.y -= size; // baseline
      if (i === 0) this.draw(label, PAGE.margin, size, 'bold');
      this.draw(text, PAGE.margin + labelWidth, size, 'regular');
      this.y -= size * 0.4;
    });
    return this;
  }

  /** A line to sign on, with the name under it. */
  signature(name: string): this {
    this.space(36);
    this.ensureRoom(11 * 3);
    const at = this.y;
    this.current().push(`0.5 w ${PAGE.margin} ${at} m ${PAGE.margin + 220} ${at} l S`);
    this.y -= 14;
    this.line(name, 11, 'regular');
    return this;
  }

  space(points: number): this {
    this.y -= points;
    return this;
  }

  /** The document's bytes. */
  toBuffer(now: Date = new Date()): Buffer {
    const objects: string[] = [];
    const add = (body: string) => objects.push(body); // its object number (1-based)
    const catalog = add('');
    const pagesRef = add('');
    const regular = add(
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    );
    const bold = add(
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    );
    const streams: Buffer[] = [];
    const kids: number[] = [];
    for (const commands of this.pages) {
      const stream = deflateSync(Buffer.from(commands.join('\n'), 'latin1'));
      streams.push(stream);
      const content = add(`STREAM${streams.length - 1}`);
      kids.push(
        add(
          `<< /Type /Page /Parent ${pagesRef} 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
            `/Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${content} 0 R >>`,
        ),
      );
    }
    objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesRef} 0 R >>`;
    objects[pagesRef - 1] =
      `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
    const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
    const info = add(
      `<< /Title ${pdfTextString(this.title)} /Producer (Inversor Listo) /CreationDate (D:${stamp}Z) >>`,
    );

    const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
    let length = chunks[0]!.length;
    const offsets: number[] = [];
    objects.forEach((body, i) => {
      offsets.push(length);
      const match = /^STREAM(\d+)$/.exec(body);
      const parts = match
        ? [
            Buffer.from(
              `${i + 1} 0 obj\n<< /Length ${streams[Number(match[1])]!.length} /Filter /FlateDecode >>\nstream\n`,
              'latin1',
            ),
            streams[Number(match[1])]!,
            Buffer.from('\nendstream\nendobj\n', 'latin1'),
          ]
        : [Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`, 'latin1')];
      for (const part of parts) {
        chunks.push(part);
        length += part.length;
      }
    });
    const xref =
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
      offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('') +
      `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\n` +
      `startxref\n${length}\n%%EOF\n`;
    chunks.push(Buffer.from(xref, 'latin1'));
    return Buffer.concat(chunks);
  }

  /** Start a new page (e.g. the Spanish version after the English one). */
  newPage(): this {
    if (this.current().length > 0) {
      this.pages.push([]);
      this.y = PAGE.height - PAGE.margin;
    }
    return this;
  }

  private current(): string[] {
    return this.pages.at(-1)!;
  }

  private ensureRoom(size: number) {
    if (this.y - size < PAGE.margin) {
      this.pages.push([]);
      this.y = PAGE.height - PAGE.margin;
    }
  }

  private line(text: string, size: number, face: Face) {
    this.ensureRoom(size);
    this.y -= size; // baseline
    this.draw(text, PAGE.margin, size, face);
    this.y -= size * 0.4;
  }

  private draw(text: string, x: number, size: number, face: Face) {
    const font = face === 'bold' ? 'F2' : 'F1';
    this.current().push(
      `BT /${font} ${size} Tf ${x} ${this.y.toFixed(2)} Td ${pdfString(text)} Tj ET`,
    );
  }
}
