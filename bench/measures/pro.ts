/**
 * Pro tools (issue 6):
 *
 * - PDF generation time for a professional report: the same generator the reports page lazy-loads
 *   (web/src/features/reports/pdf/build-report-pdf.ts, jsPDF + jspdf-autotable, four pages with
 *   tables), run in Node to the finished bytes, beside an empty jsPDF document written the same way
 *   in the same run. Runs alternate (report, empty) after warm-ups; medians are compared. Budget:
 *   ≤ 500 ms per report (a click must feel immediate), measured in Node on this machine.
 * - Pro code kept out of the landing page: the landing's up-front JS (what index.html loads) must
 *   hold none of the Pro pages' code, charts (recharts) or PDF libraries — each stays in its lazy
 *   route chunk. Counted as markers found; budget 0.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pageAssets } from '../assets.ts';
import { webBuild } from '../builds.ts';
import { medianBy, type Measure, type Row } from '../measure.ts';
import type { ReportInput } from '../../shared/api/pro-catalog.ts';

export const PDF_REPORT_MAX_MS = 500;
const WARMUPS = 3;
const RUNS = 15;

const REPORT: ReportInput = {
  reportType: 'lender-presentation',
  clientName: 'Banco Hipotecario del Sur',
  propertyAddress: '123 Main St, Houston, TX 77002',
  investmentAmount: 64000,
  reportPurpose: 'loan-application',
  additionalNotes:
    'Contrato de arrendamiento vigente hasta junio de 2027; el inquilino paga servicios.',
  propertyPrice: 320000,
  downPayment: 64000,
  monthlyRent: 2800,
  monthlyExpenses: 750,
  propertyTaxes: 300,
  insurance: 110,
  hoa: 0,
  interestRate: 7.25,
  loanTerm: 30,
};

/** Code that must never be in the landing's up-front JS (a distinctive string of each). */
const LAZY_MARKERS: Record<string, string> = {
  'PDF generator (jsPDF)': 'jsPDF',
  'report PDF layout': 'REPORTE PROFESIONAL DE INVERSIÓN',
  'charts (recharts)': 'recharts',
  'Pro dashboard': 'Herramientas Avanzadas',
  'ROI calculator': 'Cómo se reparte la renta',
  'property evaluator': 'Valor en los próximos 5 años',
  'scenario simulator': 'Comparación de Escenarios',
  'professional reports': 'Vista Previa de Métricas',
};

async function timeReports(): Promise<Row> {
  const { jsPDF } = await import('jspdf');
  const { buildReportPdf } = await import('../../web/src/features/reports/pdf/build-report-pdf.ts');
  const { reportContent } = await import('../../web/src/features/reports/report-content.ts');
  const generatedAt = new Date(2026, 10, 21, 15, 30);

  const report = () => {
    const started = performance.now();
    const bytes = buildReportPdf(reportContent(REPORT, generatedAt)).output('arraybuffer');
    return { ms: performance.now() - started, bytes: bytes.byteLength };
  };
  const empty = () => {
    const started = performance.now();
    const bytes = new jsPDF({ unit: 'pt', format: 'letter' }).output('arraybuffer');
    return { ms: performance.now() - started, bytes: bytes.byteLength };
  };

  for (let i = 0; i < WARMUPS; i++) {
    report();
    empty();
  }
  const reports: { ms: number; bytes: number }[] = [];
  const empties: { ms: number; bytes: number }[] = [];
  for (let i = 0; i < RUNS; i++) {
    reports.push(report());
    empties.push(empty());
  }
  const median = medianBy(reports, (r) => r.ms);
  const baseline = medianBy(empties, (r) => r.ms);
  return {
    id: 'pdf-report-ms',
    label: 'PDF de un reporte profesional (Node)',
    value: median.ms,
    unit: 'ms',
    baseline: { label: 'documento jsPDF vacío', value: baseline.ms },
    budget: { max: PDF_REPORT_MAX_MS },
    detail: {
      runs: reports.map((r) => Math.round(r.ms * 10) / 10),
      baselineRuns: empties.map((r) => Math.round(r.ms * 10) / 10),
      reportBytes: median.bytes,
      emptyBytes: baseline.bytes,
    },
  };
}

export const proMeasure: Measure = {
  name: 'pro',
  async run(ctx) {
    const rows: Row[] = [];
    ctx.log('timing the professional report PDF…');
    try {
      rows.push(await timeReports());
    } catch (error) {
      rows.push({
        id: 'pdf-report-ms',
        label: 'PDF de un reporte profesional (Node)',
        value: null,
        unit: 'ms',
        budget: { max: PDF_REPORT_MAX_MS },
        error: error instanceof Error ? error.message : String(error),
      });
    }

    try {
      const web = await webBuild(ctx);
      const html = await readFile(path.join(web.distDir, 'index.html'), 'utf8');
      const upFront = await Promise.all(
        pageAssets(html).js.map((ref) =>
          readFile(path.join(web.distDir, ref.replace(/^\//, '')), 'utf8'),
        ),
      );
      const code = upFront.join('\n');
      const found = Object.entries(LAZY_MARKERS)
        .filter(([, marker]) => code.includes(marker))
        .map(([name]) => name);
      rows.push({
        id: 'pro-code-in-landing',
        label: 'Código Pro en la landing (marcadores)',
        value: found.length,
        unit: '',
        budget: { max: 0 },
        detail: { checked: Object.keys(LAZY_MARKERS), found },
      });
    } catch (error) {
      rows.push({
        id: 'pro-code-in-landing',
        label: 'Código Pro en la landing (marcadores)',
        value: null,
        unit: '',
        budget: { max: 0 },
        error: error instanceof Error ? error.message : String(error),
      });
    }
    return rows;
  },
};
