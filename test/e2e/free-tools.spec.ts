import { expect, test } from '@playwright/test';
import { noHorizontalOverflow } from '../support/e2e-layout.ts';
import { axeViolations } from '../support/e2e-axe.ts';

/** The four free tools as a visitor uses them. */

test.describe('calculadora DSCR', () => {
  // The figures, the lender view, the required fields, negative numbers and Nuevo Cálculo, field by
  // field: web/src/features/dscr-calculator/dscr-calculator.test.tsx. Here, the page in a browser.
  test('funciona en un teléfono y sin violaciones de accesibilidad', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/calculadora-dscr');
    await page.getByLabel('Renta Mensual ($) *').fill('1800');
    await page.getByLabel('Monto del Préstamo ($) *').fill('160000');
    await page.getByLabel('Tasa de Interés (%) *').fill('6');
    await page.getByLabel('Tasa de Vacancia (%)').fill('0');
    await page.getByRole('button', { name: 'Calcular' }).click();
    // $160,000 at 6 % over 30 years = $959.28; 1800 ÷ 959.28 = 1.88: the owner's NOI coverage
    // (banded) and, with no taxes or insurance, the lender's DSCR too.
    const basic = page.getByRole('region', { name: 'Tu flujo y tu margen' });
    await expect(basic).toContainText('$959.28');
    await expect(basic.getByTestId('dscr-basico')).toContainText('1.88');
    await expect(basic.getByTestId('dscr-basico')).toContainText('Excelente');
    await expect(page.getByTestId('dscr-prestamista')).toContainText('1.88');
    await expect(page.getByRole('complementary', { name: 'Aviso educativo' })).toBeVisible();
    await noHorizontalOverflow(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('lista de verificación', () => {
  test('marca elementos, muestra el progreso con sus etiquetas y los conserva al recargar', async ({
    page,
  }) => {
    await page.goto('/lista-verificacion');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Lista de Verificación de Inversión' }),
    ).toBeVisible();
    const counts = { market: 4, financial: 6, inspection: 5, legal: 4, financing: 4 };
    for (const [category, count] of Object.entries(counts)) {
      await expect(page.getByTestId(`categoria-${category}`).getByRole('checkbox')).toHaveCount(
        count,
      );
    }
    const total = page.getByTestId('progreso-total');
    await expect(total).toContainText('0%');
    await expect(total).toContainText('Iniciando');

    const boxes = page.getByRole('checkbox');
    for (let i = 0; i < 6; i++) await boxes.nth(i).check();
    // 6 of 23 = 26 % → En Progreso.
    await expect(total).toContainText('26%');
    await expect(total).toContainText('6 de 23');
    await expect(total).toContainText('En Progreso');
    const required = page.getByTestId('progreso-requeridos');
    await expect(required).toContainText('de 12');

    await page.reload();
    await expect(total).toContainText('6 de 23');
    for (let i = 0; i < 6; i++) await expect(boxes.nth(i)).toBeChecked();
    await expect(boxes.nth(6)).not.toBeChecked();

    await boxes.nth(0).uncheck();
    await page.reload();
    await expect(boxes.nth(0)).not.toBeChecked();
    await expect(total).toContainText('5 de 23');
    await expect(page.getByRole('complementary', { name: 'Aviso educativo' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('guía de documentos', () => {
  test('cuatro pestañas con 20 documentos; lo marcado sigue marcado al recargar', async ({
    page,
  }) => {
    await page.goto('/guia-documentos');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(4);
    await expect(tabs.nth(0)).toContainText('Financiero Personal');
    await expect(tabs.nth(0)).toContainText('0/6');
    await expect(tabs.nth(1)).toContainText('0/6');
    await expect(tabs.nth(2)).toContainText('0/4');
    await expect(tabs.nth(3)).toContainText('0/4');
    await expect(page.getByTestId('progreso-total')).toContainText('0 de 20');

    await page.getByRole('tab', { name: /Propiedad/ }).click();
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('checkbox', { name: /Contrato de compraventa firmado/ }).check();
    await panel.getByRole('checkbox', { name: /Contratos de arrendamiento vigentes/ }).check();
    await expect(page.getByRole('tab', { name: /Propiedad/ })).toContainText('2/6');
    await expect(page.getByTestId('progreso-total')).toContainText('2 de 20');
    await expect(page.getByTestId('progreso-total')).toContainText('10%');

    await page.reload();
    await page.getByRole('tab', { name: /Propiedad/ }).click();
    await expect(
      page.getByRole('checkbox', { name: /Contrato de compraventa firmado/ }),
    ).toBeChecked();
    await expect(page.getByTestId('progreso-total')).toContainText('2 de 20');
    const tips = page.getByRole('tabpanel').getByText('Envía al prestamista cada adenda nueva');
    await expect(tips).toBeHidden();
    await page.getByRole('tabpanel').getByText('Consejos (1)').first().click();
    await expect(tips).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('recursos educativos', () => {
  test('pestañas, destacados y un modal que se cierra con Escape, el botón y el fondo', async ({
    page,
  }) => {
    await page.goto('/recursos-educativos');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText([
      'Todos',
      'DSCR',
      'Estrategia',
      'Mercado',
      'Legal',
      'Financiamiento',
    ]);
    const library = page.getByRole('tabpanel');
    await expect(library.getByRole('article')).toHaveCount(6);
    await page.getByRole('tab', { name: 'Financiamiento' }).click();
    await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(2);
    await page.getByRole('tab', { name: 'Todos' }).click();

    const featured = page.getByRole('region', { name: 'Destacados' });
    await expect(featured.getByRole('article')).toHaveCount(3);

    const dialog = page.getByRole('dialog');
    const openGuide = () =>
      featured
        .getByRole('button', { name: 'Préstamos DSCR: guía completa para calificar' })
        .click();

    await openGuide();
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByRole('heading', { name: 'Cómo calcula el prestamista el DSCR' }),
    ).toBeVisible();
    await expect(dialog).toContainText('DSCR = renta bruta mensual ÷ PITIA.');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await openGuide();
    await dialog.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await expect(dialog).toBeHidden();

    await openGuide();
    await page.mouse.click(5, 5); // the backdrop, outside the panel
    await expect(dialog).toBeHidden();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('glosario', () => {
  test('recursos educativos muestra el glosario compartido como lista de definiciones', async ({
    page,
  }) => {
    await page.goto('/recursos-educativos');
    const section = page.getByRole('region', { name: 'Glosario' });
    await expect(section.getByRole('heading', { name: 'Glosario' })).toBeVisible();
    const terms = section.getByRole('term');
    await expect(terms).toHaveCount(14);
    await expect(terms.filter({ hasText: 'DSCR (índice de cobertura' })).toBeVisible();
    await expect(section.getByRole('definition').first()).toBeVisible();
    await expect(section).toContainText(
      'DSCR = renta bruta mensual ÷ PITIA (÷ ITIA si el préstamo es de solo interés).',
    );
    await expect(section).toContainText('cap rate = NOI anual ÷ precio × 100');
    await expect(section).toContainText('Pago inicial');
    expect(await axeViolations(page)).toEqual([]);
  });
});
