import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { E2E_LAUNCH_OPTIONS } from '../../playwright.config.ts';
import { CHROMIUM } from '../../scripts/chromium.ts';
import { noAxeViolations } from '../support/e2e-axe.ts';
import { proUser } from '../support/e2e-pro.ts';
import { noHorizontalOverflow, pageAdopted } from '../support/e2e-layout.ts';
import { pdfText, pdfTextOf } from '../support/pdf-text.ts';

/**
 * Professional reports → PDF. "Vista Previa" opens the PDF in the browser's own viewer, which the
 * headless shell lacks (it downloads the file instead): this file runs in the full browser.
 */
test.use({ launchOptions: { ...E2E_LAUNCH_OPTIONS, executablePath: CHROMIUM } });
// A whole flow (two PDFs, a preview window, a template): more than the default minute on a busy
// machine.
test.describe.configure({ timeout: 150_000 });

test.describe('reportes profesionales', () => {
  test('valida en el orden del spec, descarga un PDF real y lo lista en el historial', async ({
    page,
    context,
  }) => {
    await proUser(context);
    await page.goto('/reportes-profesionales');
    await pageAdopted(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Reportes Profesionales' }),
    ).toBeVisible();
    const alert = page.getByRole('alert');
    const generate = page.getByRole('button', { name: 'Generar Reporte' });
    const field = (name: string) => page.getByRole('textbox', { name });

    await page.getByRole('button', { name: 'Guardar Plantilla' }).click();
    await expect(alert).toHaveText(
      'Por favor selecciona un tipo de reporte para guardar como plantilla',
    );
    await generate.click();
    await expect(alert).toHaveText('Por favor selecciona un tipo de reporte');
    await page
      .getByRole('combobox', { name: 'Tipo de Reporte' })
      .selectOption('lender-presentation');
    await generate.click();
    await expect(alert).toHaveText('Por favor ingresa la dirección de la propiedad');
    await field('Dirección de la Propiedad').fill('123 Main St, Houston, TX 77002');
    await page.getByRole('button', { name: 'Vista Previa' }).click();
    await expect(alert).toHaveText('Por favor ingresa un precio de propiedad válido');
    await field('Precio de la Propiedad ($)').fill('320000');
    await page.getByRole('button', { name: 'Compartir' }).click();
    await expect(alert).toHaveText('Por favor ingresa un pago inicial válido');
    await field('Pago Inicial ($)').fill('64000');
    await generate.click();
    await expect(alert).toHaveText('Por favor ingresa una renta mensual válida');

    await field('Renta Mensual ($)').fill('2800');
    await field('Gastos Mensuales ($)').fill('750');
    await field('Tasa de Interés (%)').fill('7.25');
    await field('Impuestos ($/mes)').fill('300');
    await field('Seguro ($/mes)').fill('110');
    await field('Cliente / Socio').fill('Banco del Sur');
    await page.getByRole('combobox', { name: 'Propósito' }).selectOption('loan-application');
    // The lender's DSCR is the only "DSCR": 2,800 ÷ (1,746.37 + 300 + 110) = 1.30; the owner's
    // NOI coverage (2,050 ÷ 1,746.37 = 1.17) has its own name.
    await expect(page.getByTestId('report-dscr')).toHaveText('1.30x');
    await expect(page.getByTestId('report-noi-coverage')).toHaveText('1.17x');
    await expect(page.getByTestId('report-flow')).toHaveText('$303.63');
    await noAxeViolations(page);

    const download = page.waitForEvent('download');
    await generate.click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      /^reporte-123-main-st-houston-tx-77002-\d{8}-\d{4}\.pdf$/,
    );
    await expect(page.getByTestId('toast')).toContainText(
      'Reporte generado y descargado exitosamente',
    );
    const saved = test.info().outputPath('reporte.pdf');
    await file.saveAs(saved);
    const text = await pdfText(saved);
    expect(text).toContain('Presentación para Prestamista');
    expect(text).toContain('123 Main St, Houston, TX 77002');
    expect(text).toContain('Banco del Sur');
    expect(text).toContain('DSCR (renta bruta ÷ PITIA) 1.30x');
    expect(text).toContain('Tu cobertura (NOI ÷ pago del préstamo) 1.17x');
    expect(text).toContain('Aviso educativo');
    expect(text).toMatch(/Página 1 de \d/);

    // The history lists it and downloads the same report again.
    const history = page.getByRole('list', { name: 'Reportes generados' });
    await expect(history.getByRole('listitem')).toHaveCount(1);
    const again = page.waitForEvent('download');
    await history.getByRole('button', { name: /Descargar PDF de 123 Main St/ }).click();
    expect((await again).suggestedFilename()).toBe(file.suggestedFilename());

    // Preview in a new window; the template is saved on the server (sharing: its own tests).
    const popup = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Vista Previa' }).click();
    await (await popup).waitForURL(/^blob:/);

    const template = page.waitForResponse((r) =>
      r.url().endsWith('/api/pro/templates/lender-presentation'),
    );
    await page.getByRole('button', { name: 'Guardar Plantilla' }).click();
    expect((await template).status()).toBe(200);
    await expect(page.getByTestId('toast')).toContainText('Plantilla guardada exitosamente');

    // A new report of the same type offers the template.
    await page.goto('/reportes-profesionales');
    await pageAdopted(page);
    await page
      .getByRole('combobox', { name: 'Tipo de Reporte' })
      .selectOption('lender-presentation');
    await page.getByRole('button', { name: 'Cargar plantilla' }).click();
    await expect(field('Cliente / Socio')).toHaveValue('Banco del Sur');
  });

  test('avisa cuando el navegador bloquea la ventana de vista previa', async ({
    page,
    context,
  }) => {
    await proUser(context);
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto('/reportes-profesionales');
    await pageAdopted(page);
    await page
      .getByRole('combobox', { name: 'Tipo de Reporte' })
      .selectOption('investment-analysis');
    await page.getByRole('textbox', { name: 'Dirección de la Propiedad' }).fill('9 Elm St');
    await page.getByRole('textbox', { name: 'Precio de la Propiedad ($)' }).fill('200000');
    await page.getByRole('textbox', { name: 'Pago Inicial ($)' }).fill('40000');
    await page.getByRole('textbox', { name: 'Renta Mensual ($)' }).fill('1800');
    await page.getByRole('button', { name: 'Vista Previa' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'No se pudo abrir la ventana de vista previa. Por favor permite ventanas emergentes.',
    );
  });

  /** A complete lender presentation, ready to share. */
  async function fillReport(page: Page) {
    await page.goto('/reportes-profesionales');
    await pageAdopted(page);
    await page
      .getByRole('combobox', { name: 'Tipo de Reporte' })
      .selectOption('lender-presentation');
    const field = (name: string) => page.getByRole('textbox', { name });
    await field('Dirección de la Propiedad').fill('77 Oak Ave, Dallas, TX 75201');
    await field('Precio de la Propiedad ($)').fill('250000');
    await field('Pago Inicial ($)').fill('50000');
    await field('Renta Mensual ($)').fill('2100');
    await field('Cliente / Socio').fill('Socio Capital');
    await expect(page.getByTestId('report-dscr')).not.toBeEmpty();
  }

  /** What the page handed to the injected navigator.share, read back from the page. */
  interface SharedFile {
    name: string;
    type: string;
    size: number;
    head: string;
    title?: string;
    text?: string;
    bytes: number[];
  }

  for (const width of [1280, 390]) {
    test(`Compartir entrega el PDF del reporte a ${width} px: la hoja del sistema o una descarga`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await proUser(context);

      // This Chromium has no Web Share: the PDF downloads, and a toast says why.
      expect(await page.evaluate(() => typeof navigator.canShare)).toBe('undefined');
      await fillReport(page);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Compartir' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(
        /^reporte-77-oak-ave-dallas-tx-75201-\d{8}-\d{4}\.pdf$/,
      );
      const bytes = await readFile(await file.path());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = await pdfTextOf(new Uint8Array(bytes));
      expect(text).toContain('Presentación para Prestamista');
      expect(text).toContain('Socio Capital');
      const toast = page.getByTestId('toast');
      await expect(toast).toContainText('Descargamos el PDF para que lo compartas');
      await expect(toast).toContainText(file.suggestedFilename());
      await expect(page.getByRole('alert')).toHaveCount(0);
      await noHorizontalOverflow(page);
      await page.screenshot({ path: test.info().outputPath(`compartir-descarga-${width}.png`) });

      // A browser that shares files gets the same PDF, as a File, in the system sheet.
      const sharing = await context.newPage();
      await sharing.setViewportSize({ width, height: 900 });
      await sharing.addInitScript(() => {
        const w = window as unknown as {
          shared?: unknown;
          shareMode?: 'share' | 'abort';
          shareCalls?: number;
        };
        w.shareMode = 'share';
        w.shareCalls = 0;
        navigator.canShare = (data?: ShareData) =>
          Boolean(data?.files?.length && data.files.every((f) => f.type === 'application/pdf'));
        navigator.share = async (data?: ShareData) => {
          w.shareCalls = (w.shareCalls ?? 0) + 1;
          if (w.shareMode === 'abort') throw new DOMException('Share canceled', 'AbortError');
          const f = data?.files?.[0];
          if (!f) throw new TypeError('no file');
          const buffer = new Uint8Array(await f.arrayBuffer());
          w.shared = {
            name: f.name,
            type: f.type,
            size: f.size,
            head: new TextDecoder().decode(buffer.subarray(0, 5)),
            title: data?.title,
            text: data?.text,
            bytes: Array.from(buffer),
          };
        };
      });
      let downloads = 0;
      sharing.on('download', () => (downloads += 1));
      await fillReport(sharing);
      await sharing.getByRole('button', { name: 'Compartir' }).click();
      await expect
        .poll(() => sharing.evaluate(() => (window as unknown as { shared?: unknown }).shared))
        .toBeTruthy();
      const shared = (await sharing.evaluate(
        () => (window as unknown as { shared: unknown }).shared,
      )) as SharedFile;
      expect(shared.name).toMatch(/^reporte-77-oak-ave-dallas-tx-75201-\d{8}-\d{4}\.pdf$/);
      expect(shared.type).toBe('application/pdf');
      expect(shared.size).toBeGreaterThan(1024);
      expect(shared.head).toBe('%PDF-');
      expect(shared.title).toBe('Presentación para Prestamista — 77 Oak Ave, Dallas, TX 75201');
      expect(shared.text).toContain('Preparado para: Socio Capital');
      expect(await pdfTextOf(new Uint8Array(shared.bytes))).toContain('Socio Capital');
      await expect(sharing.getByRole('button', { name: 'Compartir' })).toBeEnabled();
      await expect(sharing.getByTestId('toast')).toHaveCount(0);

      // Closing the sheet is not an error: no alert, no toast, no download.
      await sharing.evaluate(() => {
        (window as unknown as { shareMode: string }).shareMode = 'abort';
      });
      await sharing.getByRole('button', { name: 'Compartir' }).click();
      await expect
        .poll(() =>
          sharing.evaluate(() => (window as unknown as { shareCalls: number }).shareCalls),
        )
        .toBe(2);
      await expect(sharing.getByRole('button', { name: 'Compartir' })).toBeEnabled();
      await expect(sharing.getByRole('alert')).toHaveCount(0);
      await expect(sharing.getByTestId('toast')).toHaveCount(0);
      expect(downloads).toBe(0);
      await sharing.screenshot({ path: test.info().outputPath(`compartir-hoja-${width}.png`) });
    });
  }
});
