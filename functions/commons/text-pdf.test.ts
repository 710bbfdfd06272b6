import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { TextPdf, textWidth, wrapText } from './text-pdf.ts';

const standardFontDataUrl = `${path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

async function read(data: Buffer) {
  const pdf = await getDocument({ data: new Uint8Array(data), standardFontDataUrl }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const info = (await pdf.getMetadata()).info as { Title?: string };
  await pdf.destroy();
  return { pages, title: info.Title };
}

describe('text PDF', () => {
  it('measures with Helvetica widths: "Hola" = (722 + 556 + 222 + 556) / 1000 × 10 pt', () => {
    expect(textWidth('Hola', 10)).toBeCloseTo(20.56, 6);
    expect(textWidth('Hola', 10, 'bold')).toBeCloseTo((722 + 611 + 278 + 556) / 100, 6);
  });

  it('wraps at the width, and cuts a word longer than a line', () => {
    const lines = wrapText('uno dos tres cuatro', textWidth('uno dos', 10), 10);
    expect(lines).toEqual(['uno dos', 'tres', 'cuatro']);
    const long = wrapText('x'.repeat(200), 100, 10);
    expect(long.length).toBeGreaterThan(1);
    expect(long.every((line) => textWidth(line, 10) <= 100)).toBe(true);
    expect(long.join('')).toBe('x'.repeat(200));
  });

  it('writes Spanish text, parentheses and backslashes readably, over several pages', async () => {
    const pdf = new TextPdf('Carta (prueba) — Peña');
    pdf.paragraph('¿Año? ¡Sí! Ñandú, acción — “comillas” (paréntesis) y \\barra\\', { bold: true });
    for (let i = 0; i < 80; i++) pdf.paragraph(`Línea número ${i + 1} del documento.`);
    pdf.row('Monto', '$8,500.00');
    pdf.signature('Lucía Peña');
    pdf.newPage().paragraph('Segunda versión');
    const { pages, title } = await read(pdf.toBuffer(new Date('2026-11-23T12:00:00Z')));
    expect(title).toBe('Carta (prueba) — Peña');
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pages[0]).toContain('¿Año? ¡Sí! Ñandú, acción — “comillas” (paréntesis) y \\barra\\');
    expect(pages.join(' ')).toContain('Línea número 80 del documento.');
    expect(pages.join(' ')).toContain('Lucía Peña');
    expect(pages.at(-1)).toContain('Segunda versión');
  });

  it('prints characters outside WinAnsi as "?" instead of failing', async () => {
    const pdf = new TextPdf('x');
    pdf.paragraph('Casa 🏠 en 東京');
    const { pages } = await read(pdf.toBuffer());
    expect(pages[0]).toContain('Casa ? en ??');
  });

  it('the same content and date give the same bytes', () => {
    const make = () =>
      new TextPdf('t').paragraph('Hola').toBuffer(new Date('2026-01-01T00:00:00Z'));
    expect(make().equals(make())).toBe(true);
  });
});
