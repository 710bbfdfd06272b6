import type { ReportInput, ReportRecord } from '@shared/api/pro-catalog';
import { reportContent, reportFileName } from '../report-content';

/**
 * The PDF as a Blob and its file name. jsPDF and its table plugin are imported here, on demand,
 * so they load only when a report is generated, previewed or downloaded again.
 */
export async function renderReportPdf(
  input: ReportInput,
  generatedAt: Date,
  reportId?: string,
): Promise<{ blob: Blob; fileName: string }> {
  const { buildReportPdf } = await import('./build-report-pdf');
  const doc = buildReportPdf(reportContent(input, generatedAt), { reportId });
  return { blob: doc.output('blob'), fileName: reportFileName(input.propertyAddress, generatedAt) };
}

/** Any record of the history as its PDF: a deal report, or an Elite portfolio report. */
export async function renderRecordPdf(
  record: ReportRecord,
): Promise<{ blob: Blob; fileName: string }> {
  if (record.kind === 'portfolio') {
    const { buildPortfolioPdf, portfolioFileName } = await import('./build-portfolio-pdf');
    const generatedAt = new Date(record.createdAt);
    const doc = buildPortfolioPdf(record.portfolio, generatedAt, record.id);
    return { blob: doc.output('blob'), fileName: portfolioFileName(generatedAt) };
  }
  return renderReportPdf(record.input, new Date(record.createdAt), record.id);
}

export { downloadBlob } from '@/lib/download-blob';
