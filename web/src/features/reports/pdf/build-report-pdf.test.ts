import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import type { ReportInput } from '@shared/api/pro-catalog';
import { reportContent, reportFileName, reportShareText } from '../report-content';
import { buildReportPdf } from './build-report-pdf';

const input: ReportInput = {
  reportType: 'lender-presentation',
  clientName: 'Banco Hipotecario del Sur',
  propertyAddress: '123 Main St, Houston, TX 77002',
  investmentAmount: 64000,
  reportPurpose: 'loan-application',
  additionalNotes: 'Contrato de arrendamiento vigente hasta junio de 2027.',
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
const generatedAt = new Date(2026, 10, 21, 15, 30);

const standardFontDataUrl = `${path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

/** The text of each page, as a PDF reader extracts it. */
async function pdfPages(bytes: ArrayBuffer): Promise<string[]> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    standardFontDataUrl,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  await pdf.destroy();
  return pages;
}

describe('the report PDF, read back with pdf.js', () => {
  it('has the cover, every section, the figures, the dates and page numbers', async () => {
    const doc = buildReportPdf(reportContent(input, generatedAt), {
      reportId: '1795271400000-a1b2c3d4e5f6',
    });
    const pages = await pdfPages(doc.output('arraybuffer'));
    const all = pages.join(' \n ');

    // Cover: type, address, client, purpose, es-ES date, headline figures.
    expect(pages[0]).toContain('REPORTE PROFESIONAL DE INVERSIÓN');
    expect(pages[0]).toContain('Presentación para Prestamista');
    expect(pages[0]).toContain('123 Main St, Houston, TX 77002');
    expect(pages[0]).toContain('Banco Hipotecario del Sur');
    expect(pages[0]).toContain('Solicitud de Préstamo');
    expect(pages[0]).toContain('21 de noviembre de 2026');
    expect(pages[0]).toContain('1795271400000-a1b2c3d4e5f6');
    expect(pages[0]).toContain('Resumen ejecutivo');

    const sections = [
      'Propiedad',
      'Términos de financiamiento',
      'DSCR y tu cobertura',
      'Flujo de caja',
      'Cap rate',
      'Cash-on-cash',
      'Notas adicionales',
      'Supuestos',
      'Aviso educativo',
    ];
    let last = -1;
    for (const title of sections) {
      const at = all.indexOf(title, last + 1);
      expect(at, title).toBeGreaterThan(last);
      last = at;
    }

    // Financing terms and figures checked by hand in shared/finance/report-metrics.test.ts.
    expect(all).toContain('$256,000.00'); // loan
    expect(all).toContain('80.00%'); // LTV
    expect(all).toContain('30 años (360 pagos mensuales)');
    expect(all).toContain('$1,746.37'); // P&I
    expect(all).toContain('$2,156.37'); // PITIA
    expect(all).toContain('DSCR (renta bruta ÷ PITIA)');
    expect(all).toContain('1.30x'); // 2,800 ÷ 2,156.37
    expect(all).toContain('Tu cobertura (NOI ÷ pago del préstamo)');
    expect(all).toContain('1.17x'); // the owner's 2,050 ÷ 1,746.37, never called "DSCR"
    expect(all).not.toContain('DSCR operativo');
    expect(all).not.toContain('1.25x que exige');
    expect(all).toContain('$303.63'); // monthly flow
    expect(all).toContain('$3,643.54'); // annual flow
    expect(all).toContain('7.69%'); // cap rate
    expect(all).toContain('5.69%'); // cash-on-cash
    expect(all).toContain('Contrato de arrendamiento vigente hasta junio de 2027.');
    expect(all).toContain('No constituye una oferta, aprobación ni compromiso de préstamo');

    pages.forEach((text, i) => expect(text).toContain(`Página ${i + 1} de ${pages.length}`));
  });

  it('says so when the rent does not cover the PITIA and when escrows were not broken out', async () => {
    const weak = {
      ...input,
      monthlyRent: 1500,
      monthlyExpenses: 600,
      propertyTaxes: 0,
      insurance: 0,
      additionalNotes: '',
    };
    const content = reportContent(weak, generatedAt);
    expect(content.tones.cashFlow).toBe('bad');
    const all = (await pdfPages(buildReportPdf(content).output('arraybuffer'))).join(' ');
    expect(all).toContain('-$846.37'); // 1,500 − 600 − 1,746.37
    expect(all).toContain('0.86x'); // 1,500 ÷ 1,746.37 (PITIA = P&I only)
    expect(all).toContain('la renta no cubre el pago de la vivienda');
    expect(all).toContain('No se desglosaron impuestos');
    expect(all).not.toContain('Notas adicionales');
  });
});

describe('file name and share text', () => {
  it('names the file from the address and the local time', () => {
    expect(reportFileName('123 Main St, Houston, TX 77002', generatedAt)).toBe(
      'reporte-123-main-st-houston-tx-77002-20261121-1530.pdf',
    );
    expect(reportFileName('Calle Peñón #4, San Juan', new Date(2026, 0, 5, 9, 7))).toBe(
      'reporte-calle-penon-4-san-juan-20260105-0907.pdf',
    );
    expect(reportFileName('¡¿?!', generatedAt)).toBe('reporte-propiedad-20261121-1530.pdf');
  });

  it('shares the headline figures', () => {
    const text = reportShareText(reportContent(input, generatedAt));
    expect(text).toContain('Presentación para Prestamista — 123 Main St, Houston, TX 77002');
    expect(text).toContain('DSCR: 1.30x');
    expect(text).toContain('Cash-on-cash: 5.69%');
    expect(text).toContain('Fecha: 21 de noviembre de 2026');
  });
});
