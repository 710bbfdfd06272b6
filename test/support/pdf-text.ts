/** The text of a PDF file, pages joined, whitespace collapsed (pdfjs, as the e2e tests read PDFs). */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const standardFontDataUrl = `${path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

export async function pdfText(file: string): Promise<string> {
  return pdfTextOf(await readFile(file));
}

/** The same, of a PDF's bytes. */
export async function pdfTextOf(data: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(data), standardFontDataUrl }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}
