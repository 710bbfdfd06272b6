import { PdfDocument } from '../commons/pdf.ts';
import {
  LETTER_TYPE_LABELS,
  type LetterInput,
  type LetterRecord,
} from '../../shared/api/letters.ts';
import { letterDocuments } from '../../shared/letters/content.ts';

/**
 * A letter's PDF: each language version (English first) on its own page(s), built from the
 * templates of shared/letters/content.ts around the member's own facts. `createdAt` dates it, so
 * a letter downloaded again from the history is the same letter.
 */
export function renderLetterPdf(record: Pick<LetterRecord, 'input' | 'createdAt'>): Buffer {
  const date = record.createdAt.slice(0, 10);
  const pdf = new PdfDocument({
    title: `${LETTER_TYPE_LABELS[record.input.type]} — ${record.input.fullName}`,
  });
  letterDocuments(record.input, date).forEach((doc, i) => {
    if (i > 0) pdf.newPage();
    for (const block of doc.blocks) {
      if (block.kind === 'title') pdf.paragraph(block.text, { size: 15, bold: true });
      else if (block.kind === 'p') pdf.paragraph(block.text, { spaceBefore: 10 });
      else if (block.kind === 'row') pdf.row(block.label, block.value);
      else pdf.signature(block.name);
    }
  });
  return pdf.toBuffer(new Date(record.createdAt));
}

/** carta-<type>-<YYYY-MM-DD>.pdf (ASCII only: it goes into a header). */
export function letterFileName(record: Pick<LetterRecord, 'input' | 'createdAt'>): string {
  return `carta-${record.input.type}-${record.createdAt.slice(0, 10)}.pdf`;
}

/** The history's title of a letter: its type and who signs it. */
export function letterTitle(input: LetterInput): string {
  return `Carta: ${LETTER_TYPE_LABELS[input.type]}`;
}
