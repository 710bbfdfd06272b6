import { PdfDocument, type Rgb } from '../commons/pdf.ts';
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
  /** The borrower's own facts (functions/vault/lender-figures.ts), as label and value lines. */
  memberSummary?: { label: string; value: string }[];
}

type Color = Rgb;
const NAVY: Color = [15, 61, 94];
const MUTED: Color = [74, 96, 115];
const INK: Color = [19, 41, 61];

export function coverPdf(input: CoverInput): Uint8Array {
  const doc = new PdfDocument({
    title: `Expediente para el prestamista — ${input.memberName}`,
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
  for (const fact of input.memberSummary ?? []) line(`${fact.label}: ${fact.value}`);
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

  return new Uint8Array(doc.toBuffer(input.generatedAt));
}
