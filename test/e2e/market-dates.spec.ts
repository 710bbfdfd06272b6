import { expect, test, type Page } from '@playwright/test';
import { exampleDealsCsv } from '../../shared/deal-finder/csv-import.ts';
import { noHorizontalOverflow, pageAdopted } from '../support/e2e-layout.ts';
import { proUser } from '../support/e2e-pro.ts';

/**
 * Market data honesty at 1280 and 390 px, on the embedded public data: every figure says its
 * period, a figure older than its publisher's calendar says so with its date, and Zillow's
 * forecast "to November 2026" is not shown once that month has come. The browser's clock is set to
 * 26 November 2026; the server's forecast rule runs on the machine's day, which is later.
 */
test.describe.configure({ timeout: 180_000 });
const FIRST_PAINT = { timeout: 30_000 };
const TODAY = new Date('2026-11-26T12:00:00');

async function analyse(page: Page, zip: string) {
  const answer = page.waitForResponse((res) => res.url().includes(`/api/market?zip=${zip}`));
  await page.goto(`/analisis-mercado?zip=${zip}`);
  expect((await answer).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 2, name: /Chicago, IL 60614/ })).toBeVisible(
    FIRST_PAINT,
  );
}

for (const { name, viewport } of [
  { name: '1280 px', viewport: { width: 1280, height: 900 } },
  { name: '390 px', viewport: { width: 390, height: 844 } },
] as const) {
  test.describe(`fechas del análisis de mercado a ${name}`, () => {
    test.use({ viewport });

    test('el pronóstico vencido no se muestra y cada fuente atrasada dice su fecha', async ({
      page,
      context,
    }) => {
      await page.clock.setFixedTime(TODAY);
      await proUser(context);
      await analyse(page, '60614');

      const forecast = page.getByRole('group', { name: 'Pronóstico a 1 año (Zillow)' });
      await expect(forecast).toContainText(
        'El pronóstico de Zillow publicado en noviembre de 2025 llegaba hasta noviembre de 2026: ese plazo ya llegó',
      );
      await expect(forecast).not.toContainText('%');

      // Each figure keeps its period, and the late ones say so with their date.
      await expect(page.getByRole('group', { name: 'Valor típico de vivienda' })).toContainText(
        'Desactualizado (marzo de 2026): Zillow publica cada mes',
      );
      await expect(page.getByRole('group', { name: 'Días hasta contrato (metro)' })).toContainText(
        'Desactualizado (noviembre de 2025)',
      );
      await expect(page.getByRole('group', { name: 'Cambio a 1 año' })).toContainText(
        'Desactualizado (enero de 2025)',
      );
      const prices = page.getByRole('table', { name: 'Cambio de precios por área y fuente' });
      await expect(prices).toContainText('Desactualizado (enero de 2025)');
      await expect(prices).toContainText('Desactualizado (2024): FHFA publica cada año');
      const rents = page.getByRole('table', {
        name: 'Rentas justas de mercado de HUD por habitaciones',
      });
      await expect(rents).toContainText(
        'Desactualizado (año fiscal 2024 de HUD): HUD publica cada año fiscal',
      );
      await expect(rents).toContainText('Desactualizado (año fiscal 2026 de HUD)');
      await expect(page.getByRole('group', { name: 'Ingreso mediano del hogar' })).toContainText(
        'Desactualizado (ACS 2019–2023)',
      );
      // The charts load as they come near the screen.
      await page
        .getByRole('heading', { level: 2, name: 'Métricas de Ventas' })
        .scrollIntoViewIfNeeded();
      await expect(
        page.getByRole('figure').filter({ hasText: 'Valor típico (ZHVI)' }),
      ).toContainText('Desactualizado (enero de 2025)', FIRST_PAINT);
      await expect(page.getByRole('region', { name: 'Fuentes y créditos' })).toContainText(
        'año fiscal 2024 de HUD (desactualizado)',
      );
      // FHFA's ZIP index through 2025 is as current as its yearly release: no mark.
      await expect(prices.getByRole('row', { name: /FHFA HPI \(ZIP\)/ })).not.toContainText(
        'Desactualizado',
      );
      await noHorizontalOverflow(page);
    });
  });
}

test.describe('fechas en el buscador de deals y el evaluador', () => {
  test('una renta estimada de HUD atrasada lo dice con su año fiscal (390 px)', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.clock.setFixedTime(TODAY);
    await proUser(context);
    await page.goto('/finder-deals');
    await pageAdopted(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Buscador de Deals' })).toBeVisible(
      FIRST_PAINT,
    );
    await page.getByRole('textbox', { name: 'Ubicación' }).fill('Houston, TX');
    // The deal finder measures with the member's own loan.
    await page.getByRole('textbox', { name: 'Pago inicial (% del precio)' }).fill('25');
    await page.getByRole('textbox', { name: 'Tasa de interés (%)' }).fill('7');
    await page.getByRole('textbox', { name: 'Plazo (años)' }).fill('30');
    await page.locator('input[type=file]').setInputFiles({
      name: 'mis-deals.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(exampleDealsCsv()),
    });
    await page.getByRole('button', { name: 'Buscar Deals' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: /Deals? Encontrados? en Houston/ }),
    ).toBeVisible();
    await page.getByText(/No cumplen tus criterios/).click();
    const modelo = page.getByRole('article', { name: '45 Avenida Modelo' });
    await expect(modelo).toContainText('SAFMR, año fiscal 2024 de HUD');
    await expect(modelo).toContainText(
      'Desactualizado (año fiscal 2024 de HUD): HUD publica cada año fiscal',
    );
  });

  test('la renta y el valor del evaluador dicen su fecha (1280 px)', async ({ page, context }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.clock.setFixedTime(TODAY);
    await proUser(context);
    await page.goto('/evaluador-propiedades');
    await pageAdopted(page);
    await page.getByRole('textbox', { name: 'Habitaciones' }).fill('4');
    await page.getByRole('textbox', { name: 'Código Postal' }).fill('44102');
    const rent = page.getByRole('group', { name: 'Renta FMR de HUD (percentil 40)' });
    await expect(rent).toContainText('año fiscal 2024 de HUD', FIRST_PAINT);
    await expect(rent).toContainText('Desactualizado (año fiscal 2024 de HUD)');
    await expect(page.getByRole('group', { name: 'Valor típico (Zillow)' })).toContainText(
      'Desactualizado (marzo de 2026)',
    );
    // The yield computed from them names both periods.
    await expect(page.getByRole('group', { name: 'Rendimiento Bruto' })).toContainText(
      'renta FMR (año fiscal 2024 de HUD) × 12 ÷ valor típico (marzo de 2026)',
    );
  });
});
