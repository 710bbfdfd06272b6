/**
 * Pro tools:
 *
 * - PDF generation time for a professional report: the same generator the reports page lazy-loads
 *   (web/src/features/reports/pdf/build-report-pdf.ts, jsPDF + jspdf-autotable, four pages with
 *   tables), run in Node to the finished bytes, beside a plain document of the same content built
 *   in the same run: every text and table of the report through jsPDF and jspdf-autotable with
 *   their defaults (no bands, tiles, styles or hooks of ours), so the ratio is what our layout
 *   costs over the libraries' own work for that much content. Plain and report alternate (A, B…)
 *   after warm-ups; the median of the paired ratios is budgeted: ≤ 2.5× (measured 1.3–1.7× at load
 *   average 9–12 on 2 cores, single pairs 0.5–3.2×; a layout that redraws or re-measures per
 *   cell goes far past it).
 * - Pro code kept out of the landing page: the landing's up-front JS (what index.html loads) must
 *   hold none of the Pro pages' code, charts (recharts) or PDF libraries — each stays in its lazy
 *   route chunk. Counted as markers found; budget 0 (an invariant: any marker is a leak).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pageAssets } from '../assets.ts';
import { webBuild } from '../builds.ts';
import { medianPair, type BudgetSpec, type Measure, type Pair, type Row } from '../measure.ts';
import type { ReportInput } from '../../shared/api/pro-catalog.ts';

const BUDGETS = {
  pdf: {
    baseline: 'the same content through jsPDF + autotable defaults',
    unit: 'ms',
    budget: { maxRatio: 2.5 },
  },
  // An invariant: any marker of Pro code in the landing's up-front JS is a leak.
  proCodeInLanding: { baseline: null, unit: '', budget: { max: 0 } },
} as const satisfies Record<string, BudgetSpec>;
const WARMUPS = 3;
const RUNS = 25;

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

/**
 * The report PDF against a baseline built here from the same texts and tables with jsPDF's and
 * autotable's defaults. The two builders sit side by side (~85 lines) so what differs between
 * them shows at once.
 */
async function timeReports(): Promise<Row> {
  const { jsPDF } = await import('jspdf');
  const { autoTable } = await import('jspdf-autotable');
  const { buildReportPdf } = await import('../../web/src/features/reports/pdf/build-report-pdf.ts');
  const { reportContent } = await import('../../web/src/features/reports/report-content.ts');
  const content = reportContent(REPORT, new Date(2026, 10, 21, 15, 30));

  /** The report's texts and tables with the libraries' defaults: the baseline. */
  const plain = () => {
    const doc = new jsPDF({ unit: 'pt', format: 'letter' });
    const width = doc.internal.pageSize.getWidth() - 80;
    let y = 50;
    const paragraph = (text: string) => {
      const lines = doc.splitTextToSize(text, width) as string[];
      if (y + lines.length * 14 > 740) {
        doc.addPage();
        y = 50;
      }
      doc.text(lines, 40, y);
      y += lines.length * 14 + 10;
    };
    const table = (body: string[][]) => {
      autoTable(doc, { startY: y, body });
      y = (doc as unknown as { lastAutoTable: { finalY: number } }).lastAutoTable.finalY + 16;
    };
    paragraph(`${content.typeLabel} ${content.address} ${content.client} ${content.generatedDate}`);
    paragraph(content.kpis.map((k) => `${k.label} ${k.value} ${k.note}`).join(' '));
    paragraph(content.summary);
    for (const rows of [content.cover, content.property, content.financing, content.pitia]) {
      table(rows);
    }
    table(content.dscr);
    paragraph(content.lenderVerdict);
    table(content.cashFlow);
    table(content.capRate);
    paragraph(content.capRateVerdict);
    table(content.cashOnCash);
    paragraph(content.cashOnCashVerdict);
    paragraph(content.notes);
    for (const assumption of content.assumptions) paragraph(assumption);
    paragraph(content.disclaimer);
    return doc;
  };

  const time = (build: () => { output(type: 'arraybuffer'): ArrayBuffer }) => {
    const started = performance.now();
    const bytes = build().output('arraybuffer');
    return { ms: performance.now() - started, bytes: bytes.byteLength };
  };
  const report = () => time(() => buildReportPdf(content));

  for (let i = 0; i < WARMUPS; i++) {
    time(plain);
    report();
  }
  const pairs: (Pair & { bytes: number; baselineBytes: number })[] = [];
  for (let i = 0; i < RUNS; i++) {
    const base = time(plain);
    const built = report();
    pairs.push({
      baseline: base.ms,
      value: built.ms,
      bytes: built.bytes,
      baselineBytes: base.bytes,
    });
  }
  const median = medianPair(pairs);
  const round1 = (ms: number) => Math.round(ms * 10) / 10;
  return {
    id: 'pdf-report-ms',
    label: 'PDF de un reporte profesional (Node, mediana de razones)',
    value: median.value,
    unit: 'ms',
    baseline: { label: 'mismo contenido, jsPDF + autotable por defecto', value: median.baseline },
    budget: BUDGETS.pdf.budget,
    detail: {
      runs: pairs.map((p) => round1(p.value)),
      baselineRuns: pairs.map((p) => round1(p.baseline)),
      reportBytes: median.bytes,
      baselineBytes: median.baselineBytes,
    },
  };
}

export const proMeasure: Measure = {
  name: 'pro',
  budgets: BUDGETS,
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
        budget: BUDGETS.pdf.budget,
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
        budget: BUDGETS.proCodeInLanding.budget,
        detail: { checked: Object.keys(LAZY_MARKERS), found },
      });
    } catch (error) {
      rows.push({
        id: 'pro-code-in-landing',
        label: 'Código Pro en la landing (marcadores)',
        value: null,
        unit: '',
        budget: BUDGETS.proCodeInLanding.budget,
        error: error instanceof Error ? error.message : String(error),
      });
    }
    return rows;
  },
};
