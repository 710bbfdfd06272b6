import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { PdfDocument } from './pdf.ts';

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

describe('server PDF (jsPDF)', () => {
  it('writes Spanish text, parentheses and backslashes readably, over several pages', async () => {
    const pdf = new PdfDocument({ title: 'Carta (prueba) — Peña' });
    pdf.paragraph('¿Año? ¡Sí! Ñandú, acción — “comillas” (paréntesis) y \\barra\\', { bold: true });
    for (let i = 0; i < 80; i++) pdf.paragraph(`Línea número ${i + 1} del documento.`);
    pdf.row('Monto del préstamo', '$8,500.00');
    pdf.signature('Lucía Peña');
    pdf.newPage().paragraph('Segunda versión');
    const data = pdf.toBuffer(new Date('2026-11-23T12:00:00Z'));
    expect(data.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, title } = await read(data);
    expect(title).toBe('Carta (prueba) — Peña');
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pages[0]).toContain('¿Año? ¡Sí! Ñandú, acción — “comillas” (paréntesis) y \\barra\\');
    const all = pages.join(' ');
    expect(all).toContain('Línea número 80 del documento.');
    expect(all).toMatch(/Monto del préstamo\s+\$8,500\.00/);
    expect(all).toContain('Lucía Peña');
    expect(pages.at(-1)).toContain('Segunda versión');
  });

  it('wraps a long paragraph within the page and keeps every word', async () => {
    const words = Array.from({ length: 120 }, (_, i) => `palabra${i}`).join(' ');
    const { pages } = await read(new PdfDocument({ title: 'x' }).paragraph(words).toBuffer());
    expect(pages[0]!.replace(/\s+/g, ' ')).toContain('palabra0 palabra1');
    expect(pages[0]).toContain('palabra119');
  });

  it('prints characters outside WinAnsi as "?" instead of failing', async () => {
    const { pages } = await read(
      new PdfDocument({ title: 'x' }).paragraph('Casa 🏠 en 東京').toBuffer(),
    );
    expect(pages[0]).toContain('Casa ? en ??');
  });

  it('the same content and date give the same bytes', () => {
    const make = () =>
      new PdfDocument({ title: 't' }).paragraph('Hola').toBuffer(new Date('2026-01-01T00:00:00Z'));
    expect(make().equals(make())).toBe(true);
  });
});
