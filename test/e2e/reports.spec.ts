import { expect, test } from '@playwright/test';
import { E2E_LAUNCH_OPTIONS } from '../../playwright.config.ts';
import { CHROMIUM } from '../../scripts/chromium.ts';
import { noAxeViolations } from '../support/e2e-axe.ts';
import { proUser } from '../support/e2e-pro.ts';
import { pdfText } from '../support/pdf-text.ts';

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
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/reportes-profesionales');
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

    // Preview in a new window; share copies a summary; the template is saved on the server.
    const popup = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Vista Previa' }).click();
    await (await popup).waitForURL(/^blob:/);

    await page.getByRole('button', { name: 'Compartir' }).click();
    await expect(page.getByTestId('toast')).toContainText(
      'Información del reporte copiada al portapapeles',
    );
    const clip = await page.evaluate(() => navigator.clipboard.readText());
    expect(clip).toContain('DSCR: 1.30x');
    expect(clip).toContain('Tu cobertura (NOI ÷ pago): 1.17x');

    const template = page.waitForResponse((r) =>
      r.url().endsWith('/api/pro/templates/lender-presentation'),
    );
    await page.getByRole('button', { name: 'Guardar Plantilla' }).click();
    expect((await template).status()).toBe(200);
    await expect(page.getByTestId('toast')).toContainText('Plantilla guardada exitosamente');

    // A new report of the same type offers the template.
    await page.goto('/reportes-profesionales');
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
});
