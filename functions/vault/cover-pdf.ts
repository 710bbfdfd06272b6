import { PdfDocument, type Rgb } from '../commons/pdf.ts';
import { DOCUMENT_ITEMS } from '../../shared/content/documents.ts';
import { formatDateEn } from '../../shared/format.ts';
import { freshness, isoDay } from '../../shared/api/vault-catalog.ts';
import { documentTitleEn } from './lender-english.ts';

/**
 * The lender package's cover (a PDF, first in the ZIP): who the borrower is, how complete the file
 * is, the lender figures of the property when a deal file is chosen, and an index of every
 * document with its date and its name inside the ZIP. In English with US lending terms (DSCR,
 * PITIA, LTV, reserves in months): a lender reads it; one Spanish line tells the member so.
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
   * as label and value lines (English) computed by shared/finance from the member's deal file;
   * null when no deal file was chosen. Never figures made up here.
   */
  lenderFigures: { title: string; lines: { label: string; value: string }[] } | null;
  /** The borrower's own facts (functions/vault/lender-figures.ts), as English label and value lines. */
  memberSummary?: { label: string; value: string }[];
}

type Color = Rgb;
const NAVY: Color = [15, 61, 94];
const MUTED: Color = [74, 96, 115];
const INK: Color = [19, 41, 61];

export function coverPdf(input: CoverInput): Uint8Array {
  const doc = new PdfDocument({
    title: `Borrower loan package — ${input.memberName}`,
    margin: 54,
    band: NAVY,
  });
  const line = (
    text: string,
    size = 10.5,
    color: Color = MUTED,
    style: 'normal' | 'bold' = 'normal',
  ) => doc.paragraph(text, { size, color, bold: style === 'bold' });
  const heading = (text: string) => {
    doc.space(10);
    line(text, 13, NAVY, 'bold');
    doc.space(2);
  };
  const day = (isoDate: string) => formatDateEn(`${isoDate}T12:00:00Z`);

  line('Borrower loan package', 22, NAVY, 'bold');
  line(`${input.memberName} · prepared ${formatDateEn(input.generatedAt)}`, 11);
  line(
    "Prepared with Inversor Listo from the documents the borrower keeps in their vault. Figures are the borrower's own, computed as a DSCR lender does; verify them against the documents.",
    9.5,
  );
  line('Portada en inglés para el prestamista, preparada con Inversor Listo.', 9, MUTED);
  const ready = new Set(input.entries.map((e) => e.documentId).filter(Boolean));
  const required = DOCUMENT_ITEMS.filter((item) => item.required);
  const missing = required.filter((item) => !ready.has(item.id));
  heading('Summary');
  for (const fact of input.memberSummary ?? []) line(`${fact.label}: ${fact.value}`);
  line(
    `Checklist documents on file: ${DOCUMENT_ITEMS.filter((i) => ready.has(i.id)).length} of ${DOCUMENT_ITEMS.length}; required: ${required.length - missing.length} of ${required.length}.`,
  );
  if (missing.length > 0) {
    line(`Required, not on file: ${missing.map((item) => documentTitleEn(item.id)).join('; ')}.`);
  }

  heading('Lender figures');
  if (input.lenderFigures) {
    line(input.lenderFigures.title, 11, NAVY, 'bold');
    for (const figure of input.lenderFigures.lines) line(`${figure.label}: ${figure.value}`, 10.5);
  } else {
    line(
      "This package carries no property figures. When the borrower builds it from a property's deal file, the DSCR as the lender computes it, the LTV and the reserves in months of PITIA appear here.",
    );
  }

  heading('Document index');
  const today = isoDay(input.generatedAt);
  input.entries.forEach((entry, index) => {
    const state = freshness(entry.staleOn, today);
    const validity =
      entry.staleOn === null
        ? ''
        : state === 'stale'
          ? ` · expired ${day(entry.staleOn)}`
          : ` · current through ${day(entry.staleOn)}`;
    line(`${index + 1}. ${documentTitleEn(entry.documentId)}`, 10.5, INK, 'bold');
    line(
      `File: ${entry.zipName} (original: ${entry.originalName}) · dated ${day(entry.date)}${validity}`,
      9.5,
    );
  });
  if (input.entries.length === 0) line('The vault held no documents.');

  return new Uint8Array(doc.toBuffer(input.generatedAt));
}
