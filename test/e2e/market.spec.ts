import { expect, test } from '@playwright/test';
import { exampleDealsCsv, importDealsCsv } from '../../shared/deal-finder/csv-import.ts';
import { proUser } from '../support/e2e-pro.ts';
import { noAxeViolations } from '../support/e2e-axe.ts';
import { pageAdopted } from '../support/e2e-layout.ts';

/** Market analysis and deal finder for a Pro user, on the embedded public data (no RentCast key). */
// Whole flows with sign-up (scrypt) and axe: more than the default minute on a busy 2-core machine.
test.describe.configure({ timeout: 180_000 });
const FIRST_PAINT = { timeout: 30_000 };
test.describe('análisis de mercado', () => {
  test('analiza un ZIP real con cifras, fuentes y fechas, y el crédito de Zillow', async ({
    page,
    context,
  }) => {
    await proUser(context);
    await page.goto('/analisis-mercado');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Análisis de Mercado Local' }),
    ).toBeVisible(FIRST_PAINT);
    await expect(page.getByText('Ingresa una ubicación para comenzar el análisis')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver al Dashboard Pro' })).toBeVisible();

    // Neither a ZIP nor city and state: the page's message, not the browser sending the form.
    await page.getByRole('button', { name: 'Analizar Mercado' }).click();
    await expect(page).toHaveURL('/analisis-mercado');
    await expect(page.getByRole('alert')).toHaveText(
      'Por favor ingresa la ciudad y estado para el análisis',
    );

    await page.getByRole('textbox', { name: 'Código Postal (opcional)' }).fill('60614');
    const answer = page.waitForResponse((res) => res.url().includes('/api/market?zip=60614'));
    await page.getByRole('button', { name: 'Analizar Mercado' }).click();
    expect((await answer).status()).toBe(200);
    await expect(page).toHaveURL(/\/analisis-mercado\?zip=60614$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Chicago, IL 60614' })).toBeVisible();

    const value = page.getByRole('group', { name: 'Valor típico de vivienda' });
    await expect(value).toContainText('$642,774');
    await expect(value).toContainText('ZIP 60614 · Zillow ZHVI · marzo de 2026');
    await expect(page.getByRole('group', { name: 'Tasa de propietarios' })).toContainText(
      '45.12 %',
    );
    // The 1-, 3- and 5-year headline is one area and one source, named above it; the
    // ZIP's own FHFA change (+4.01 %) is in the table, not beside a metro figure.
    for (const span of ['Cambio a 1 año', 'Cambio a 3 años', 'Cambio a 5 años']) {
      await expect(page.getByRole('group', { name: span })).toContainText(
        'Chicago, IL · Zillow ZHVI',
      );
    }
    await expect(page.getByText(/en Chicago, IL, según Zillow/)).toBeVisible();
    await expect(page.getByRole('group', { name: 'Cambio a 1 año' })).not.toContainText('4.01');
    // The gross yield names the rent it divides, and that rent is shown beside it.
    await expect(page.getByRole('group', { name: 'Renta HUD de 3 habitaciones' })).toContainText(
      '$3,270',
    );
    await expect(page.getByRole('group', { name: 'Rendimiento bruto estimado' })).toContainText(
      '$3,270/mes',
    );
    await expect(page.getByRole('group', { name: 'Precio por pie²' })).toContainText(
      'Sin dato en las fuentes públicas',
    );
    await expect(page.getByRole('group', { name: 'Días hasta contrato (metro)' })).toContainText(
      'Chicago, IL · Zillow · noviembre de 2025',
    );
    await expect(
      page.getByRole('table', { name: 'Rentas justas de mercado de HUD por habitaciones' }),
    ).toContainText('$2,570');
    await expect(
      page.getByText(
        'Sin dato en las fuentes públicas: las ventas comparables requieren datos en vivo (RentCast)',
      ),
    ).toBeVisible();

    const zillow = page.getByRole('link', { name: 'Data Provided by Zillow Group' }).first();
    await expect(zillow).toHaveAttribute('href', 'https://www.zillow.com/research/data/');
    await expect(page.getByRole('region', { name: 'Fuentes y créditos' })).toContainText(
      'Bogin, A., Doerner, W. y Larson, W. (2019)',
    );

    await noAxeViolations(page);
  });

  test('analiza una ciudad por sus ZIPs y abre el detalle de uno', async ({ page, context }) => {
    await proUser(context);
    await page.goto('/analisis-mercado');
    await expect(page.getByRole('textbox', { name: 'Ciudad' })).toBeVisible(FIRST_PAINT);
    await pageAdopted(page);
    await page.getByRole('textbox', { name: 'Ciudad' }).fill('chicago');
    await page.getByRole('combobox', { name: 'Estado' }).selectOption('IL');
    await page.getByRole('combobox', { name: 'Tipo de Propiedad' }).selectOption('condo');
    await page.getByRole('button', { name: 'Analizar Mercado' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Chicago, IL' })).toBeVisible();
    await expect(page.getByText(/no hay cifras separadas para el tipo Condominio/)).toBeVisible();
    await expect(page.getByRole('group', { name: 'Valor típico de vivienda' })).toContainText(
      /Mediana de \d+ ZIPs con dato/,
    );

    await page.getByRole('link', { name: /^60601/ }).click();
    await expect(page).toHaveURL(/\?zip=60601&type=condo$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Chicago, IL 60601' })).toBeVisible();
  });
});

test.describe('buscador de deals', () => {
  test('califica un CSV importado contra los datos de mercado y abre el deal en la calculadora ROI', async ({
    page,
    context,
  }) => {
    await proUser(context);
    await page.goto('/finder-deals');
    await pageAdopted(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Buscador de Deals' })).toBeVisible(
      FIRST_PAINT,
    );
    await expect(page.getByText('Configura tus criterios y encuentra deals')).toBeVisible();

    // A location first.
    await page.getByRole('button', { name: 'Buscar Deals' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Por favor ingresa una ubicación para buscar deals',
    );

    // The example file downloads and imports cleanly.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar CSV de ejemplo' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('ejemplo-deals.csv');
    const { readFile } = await import('node:fs/promises');
    expect(importDealsCsv(await readFile((await file.path())!, 'utf8')).rowErrors).toEqual([]);

    await page.getByRole('textbox', { name: 'Ubicación' }).fill('Houston, TX');
    // Every candidate is measured with the member's own loan.
    await page.getByRole('textbox', { name: 'Pago inicial (% del precio)' }).fill('25');
    await page.getByRole('textbox', { name: 'Tasa de interés (%)' }).fill('7');
    await page.getByRole('textbox', { name: 'Plazo (años)' }).fill('30');
    const csv = `${exampleDealsCsv()}Sin precio,Houston,77008,,3,,,,,,,,,,,\r\n`;
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'mis-deals.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(page.getByText('4 propiedades importadas, 1 fila con problemas.')).toBeVisible();
    await expect(page.getByText('Fila 6: falta el precio.')).toBeVisible();

    await page.getByRole('button', { name: 'Buscar Deals' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: '2 Deals Encontrados en Houston, TX' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/finder-deals\?busqueda=/);

    const deals = page.locator('.deal-results > .deal-results__list > li article');
    await expect(deals).toHaveCount(2);
    await expect(deals.nth(0)).toHaveAccessibleName('123 Calle Ejemplo');
    await expect(deals.nth(0)).toContainText('Excelente');
    // 1,650 − 520 − PMT(7 %/12, 360, 104,250) = 1,650 − 520 − 693.58 = 436.42.
    await expect(deals.nth(0)).toContainText('$436.42');
    await expect(deals.nth(1)).toHaveAccessibleName('300 Camino Muestra');
    await expect(deals.nth(1)).toContainText('Bueno');

    await page.getByText('No cumplen tus criterios (2)').click();
    const modelo = page.getByRole('article', { name: '45 Avenida Modelo' });
    await expect(modelo).toContainText('Cash-on-cash por debajo del ROI mínimo (8 %)');
    await expect(modelo).toContainText(
      'SAFMR, año fiscal 2024 de HUD), el percentil 40 de las rentas de 3 habitaciones en el ZIP 77016; no es la renta de mercado',
    );

    // The saved search reopens from the server.
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 2, name: '2 Deals Encontrados en Houston, TX' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Tus búsquedas recientes' })).toContainText(
      'Houston, TX: 2 de 4 propiedades cumplen',
    );

    // "Analizar Deal" creates the deal's file and opens it in the ROI calculator with the
    // member's loan: the same cash flow on both screens.
    await deals.nth(0).getByRole('button', { name: 'Analizar Deal' }).click();
    await expect(page).toHaveURL(/\/calculadora-roi\?expediente=\d{13}-[0-9a-f]{12}$/);
    await expect(page.getByRole('textbox', { name: 'Precio de Compra ($)' })).toHaveValue('139000');
    await expect(page.getByRole('textbox', { name: 'Pago Inicial ($)' })).toHaveValue('34750');
    await expect(page.getByRole('textbox', { name: 'Renta Mensual ($)' })).toHaveValue('1650');
    await expect(page.getByRole('textbox', { name: 'Gastos Mensuales ($)' })).toHaveValue('520');
    await expect(page.getByRole('textbox', { name: 'Tasa de Interés (%)' })).toHaveValue('7');
    await expect(page.getByTestId('roi-cash-flow')).toHaveText('$436.42');
    await expect(page.getByText('Expediente abierto')).toBeVisible();
    // A second click opens the same file instead of creating another.
    const fileUrl = page.url();
    await page.goBack();
    await deals.nth(0).getByRole('button', { name: 'Analizar Deal' }).click();
    await expect(page).toHaveURL(fileUrl);
  });
});
