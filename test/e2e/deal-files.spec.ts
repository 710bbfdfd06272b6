import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { grantPlanE2E } from '../support/e2e-plans.ts';
import { signInAs } from '../support/e2e-users.ts';
import { pdfText } from '../support/pdf-text.ts';
import {
  SAMPLE_BALANCE_SHEET,
  SAMPLE_DEAL,
  SAMPLE_DEAL_FORM,
  SAMPLE_PORTFOLIO,
} from '../support/sample-deal.ts';
import { noAxeViolations } from '../support/e2e-axe.ts';
import { noHorizontalOverflow, pageAdopted } from '../support/e2e-layout.ts';

/**
 * Deal files end to end: a Pro member makes a deal file and takes it through the ROI calculator,
 * the simulator and the reports without retyping, then into the portfolio; an Elite member builds a
 * three-property portfolio with the balance sheet, the strategies, the cash-flow analyzer and the
 * portfolio report on a 390 px phone.
 */
async function member(context: BrowserContext, plan: 'pro' | 'elite') {
  const { user } = await signInAs(context, { firstName: 'Lucía', lastName: 'Gómez' });
  await grantPlanE2E(user.id, plan);
  return user;
}

// Each test walks a whole flow (forms, a PDF): more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test('un expediente pasa por ROI, simulador y reportes sin volver a escribir, y entra al portafolio', async ({
  page,
  context,
}) => {
  await member(context, 'pro');
  await page.goto('/pro-dashboard');
  await page
    .getByRole('region', { name: 'Tu préstamo y tus propiedades' })
    .getByRole('link', { name: /Mis Propiedades/ })
    .click();
  await expect(page).toHaveURL('/mis-propiedades');
  await expect(page.getByText('Todavía no tienes expedientes.')).toBeVisible();
  await page.getByRole('link', { name: 'Nuevo expediente' }).click();

  for (const [label, value] of SAMPLE_DEAL_FORM) await box(page, label).fill(String(value));
  await page.getByRole('combobox', { name: 'Tipo de propiedad' }).selectOption('duplex');

  // The sample deal's hand-checked figures as the member types, and each field's message:
  // web/src/features/deal-files/deal-file-form.test.tsx. Here, the file goes through the tools.
  await expect(page.getByTestId('deal-cash-flow')).toHaveText('$266.55');

  await page.getByRole('button', { name: 'Crear expediente' }).click();
  await expect(page).toHaveURL(/\/mis-propiedades\?expediente=\d{13}-[0-9a-f]{12}$/);
  const id = new URL(page.url()).searchParams.get('expediente')!;
  await expect(page.getByRole('list', { name: 'Tus expedientes' })).toContainText(SAMPLE_DEAL.name);
  await noAxeViolations(page);
  await noHorizontalOverflow(page);

  // ROI: filled from the file (other income apart; expenses with the vacancy loss).
  await page.getByRole('link', { name: 'Calculadora ROI' }).click();
  await expect(page).toHaveURL(`/calculadora-roi?expediente=${id}`);
  await expect(box(page, 'Precio de Compra ($)')).toHaveValue('200000');
  await expect(box(page, 'Pago Inicial ($)')).toHaveValue('50000');
  await expect(box(page, 'Renta Mensual ($)')).toHaveValue('2100');
  await expect(box(page, 'Otros ingresos ($/mes)')).toHaveValue('50');
  await expect(box(page, 'Gastos Mensuales ($)')).toHaveValue('885.5');
  await expect(box(page, 'Tasa de Interés (%)')).toHaveValue('7');
  await expect(page.getByTestId('roi-cash-flow')).toHaveText('$266.55');
  // A change saved back to the file: $100 more rent.
  await box(page, 'Renta Mensual ($)').fill('2200');
  await expect(page.getByTestId('roi-cash-flow')).toHaveText('$366.55');
  await page.getByRole('button', { name: 'Guardar en expediente' }).click();
  await expect(page.getByTestId('toast')).toContainText('Expediente guardado');
  await noHorizontalOverflow(page);

  // The simulator opens the same file, with the saved rent.
  await page.goto(`/simulador-escenarios?expediente=${id}`);
  await expect(page.getByText('Expediente abierto')).toBeVisible();
  await expect(box(page, 'Precio de la Propiedad ($)')).toHaveValue('200000');
  await expect(box(page, 'Renta Mensual ($)')).toHaveValue('2200');
  // Fixed expenses + management and reserves: 400 + 13 % × 2,200 = 686; repairs are maintenance.
  await expect(box(page, 'Gastos Mensuales ($)')).toHaveValue('686');
  await noHorizontalOverflow(page);

  // The report is filled in from the file too.
  await page.goto(`/reportes-profesionales?expediente=${id}`);
  await expect(box(page, 'Dirección de la Propiedad')).toHaveValue(SAMPLE_DEAL.address);
  await expect(box(page, 'Precio de la Propiedad ($)')).toHaveValue('200000');
  await expect(box(page, 'Renta Mensual ($)')).toHaveValue('2200');
  await expect(box(page, 'Impuestos ($/mes)')).toHaveValue('250');
  await page.getByRole('combobox', { name: 'Tipo de Reporte' }).selectOption('investment-analysis');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Generar Reporte' }).click();
  const saved = test.info().outputPath('expediente.pdf');
  await (await download).saveAs(saved);
  expect(await pdfText(saved)).toContain(SAMPLE_DEAL.address);

  // The DSCR calculator's lender view opens it for a Pro member (figures on Calcular).
  await page.goto(`/calculadora-dscr?expediente=${id}`);
  await expect(page.getByLabel('Renta Mensual ($) *')).toHaveValue('2200');
  await expect(page.getByLabel('Monto del Préstamo ($) *')).toHaveValue('150000');
  await page.getByRole('button', { name: 'Calcular' }).click();
  // 2,200 ÷ (997.95 + 250 + 100) = 1.63
  await expect(page.getByTestId('dscr-prestamista')).toContainText('1.63');

  // Back in the file: the ROI's change is there. Bought: it moves into the portfolio.
  await page.goto(`/mis-propiedades?expediente=${id}`);
  await expect(box(page, 'Renta mensual ($)')).toHaveValue('2200');
  await page.getByRole('button', { name: 'Mover al portafolio' }).click();
  await expect(page).toHaveURL('/portafolio');
  const property = page.getByRole('listitem', { name: SAMPLE_DEAL.name });
  await expect(property).toContainText('$240,000.00');
  await expect(property).toContainText('$150,000.00');
  await noAxeViolations(page);
  await noHorizontalOverflow(page);
});

test('un portafolio de tres propiedades con balance, estrategias, flujo de caja y reporte Elite en un teléfono', async ({
  page,
  context,
}) => {
  await member(context, 'elite');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/portafolio');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi Portafolio' })).toBeVisible();

  for (const [index, p] of SAMPLE_PORTFOLIO.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Agregar propiedad' }).click();
    const form = page.getByRole('form', { name: 'Agregar propiedad' });
    await form.getByRole('textbox', { name: 'Nombre de la propiedad' }).fill(p.name);
    const values: [string, number][] = [
      ['Valor actual ($)', p.currentValue],
      ['Saldo del préstamo ($)', p.loanBalance],
      ['Tasa de interés (%)', p.interestRate],
      ['Meses restantes del préstamo', p.remainingTermMonths],
      ['Renta mensual ($)', p.monthlyRent],
      ['Impuestos ($/mes)', p.taxes],
      ['Seguro ($/mes)', p.insurance],
      ['HOA ($/mes)', p.hoa],
      ['Otros gastos ($/mes)', p.otherExpenses],
    ];
    for (const [label, value] of values)
      await form.getByRole('textbox', { name: label }).fill(String(value));
    await form.getByRole('button', { name: 'Agregar al portafolio' }).click();
    await expect(page.getByRole('listitem', { name: p.name })).toBeVisible();
  }

  // Totals by hand (test/support/sample-deal.ts).
  await expect(page.getByTestId('pf-value')).toHaveText('$750,000.00');
  await expect(page.getByTestId('pf-debt')).toHaveText('$440,000.00');
  await expect(page.getByTestId('pf-equity')).toHaveText('$310,000.00');
  await expect(page.getByTestId('pf-cash-flow')).toHaveText('$1,191.16');
  await expect(page.getByTestId('pf-dscr')).toHaveText('1.46x');

  // Balance sheet → net worth 310,000 + 180,000 − 167,000 and 24.7 months of reserves (50 % of retirement and brokerage).
  const sheet = page.getByRole('form', { name: 'Balance personal' });
  const a = SAMPLE_BALANCE_SHEET.assets;
  const d = SAMPLE_BALANCE_SHEET.debts;
  const sheetValues: [string, number][] = [
    ['Efectivo y ahorros ($)', a.cash],
    ['Cuentas de retiro, 401(k)/IRA ($)', a.retirement],
    ['Inversiones en bolsa ($)', a.brokerage],
    ['Otros activos ($)', a.other],
    ['Hipoteca de tu casa ($)', d.homeMortgage],
    ['Tarjetas de crédito ($)', d.creditCards],
    ['Préstamo del auto ($)', d.auto],
  ];
  for (const [label, value] of sheetValues)
    await sheet.getByRole('textbox', { name: label }).fill(String(value));
  await sheet.getByRole('button', { name: 'Guardar balance' }).click();
  await expect(page.getByTestId('pf-net-worth')).toHaveText('$323,000.00');
  await expect(page.getByTestId('pf-reserves')).toHaveText('24.7 meses');

  // Strategies at the member's rates, sized by the lender programs: the free-and-clear condo
  // frees $123,480 ($126,000 at the example DSCR program's 70 % cash-out LTV, less 2 % closing).
  await box(page, 'Tu FICO').fill('720');
  await box(page, 'Tasa para refinanciar (%)').fill('6');
  await box(page, 'Tasa de la HELOC (%)').fill('8.5');
  await box(page, 'CLTV máximo de la HELOC (%)').fill('80');
  await box(page, 'Costos de cierre (% del préstamo)').fill('2');
  const summary = page.getByTestId('portfolio-strategy-summary');
  await expect(summary).toContainText('Pierden dinero cada mes: Townhouse en Orlando');
  const cashOutTotal = /podrías retirar (\$[\d,.]+) en total/.exec(
    (await summary.textContent()) ?? '',
  )?.[1];
  expect(cashOutTotal).toMatch(/^\$\d/);
  await page
    .getByRole('group', { name: 'Propiedad', exact: true })
    .getByRole('button', { name: 'Condo en Houston' })
    .click();
  const cashOut = page.getByRole('article', {
    name: /Refinanciamiento con retiro de efectivo.*Condo en Houston/,
  });
  await expect(cashOut).toContainText('$123,480.00');
  await expect(cashOut).toContainText('Siguiente paso');

  // Cash-flow analyzer: a CSV of two months for the Tampa house; the Orlando townhouse loses money first.
  await page.getByLabel('Importar CSV').setInputFiles({
    name: 'flujo.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'propiedad,mes,ingresos,gastos\nCasa en Tampa,2026-01,2200,1950\nCasa en Tampa,2026-02,2200,2400\n',
    ),
  });
  await expect(page.getByTestId('toast')).toContainText('2 meses importados');
  const ranking = page
    .getByRole('region', { name: 'Primero, las que pierden dinero' })
    .getByRole('listitem');
  await expect(ranking.first()).toContainText('Townhouse en Orlando');
  await expect(ranking.filter({ hasText: 'Casa en Tampa' })).toContainText('$25.00/mes');
  await expect(page.getByRole('region', { name: 'Meses de Casa en Tampa' })).toContainText(
    '-$200.00',
  );

  await noAxeViolations(page);
  await noHorizontalOverflow(page);

  // The Elite report: a PDF personalised with the member's name and goals, kept in the history.
  await page
    .getByRole('textbox', { name: 'Tus metas' })
    .fill('Comprar dos propiedades más en 2027');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Generar reporte de portafolio (PDF)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^reporte-portafolio-\d{4}-\d{2}-\d{2}\.pdf$/);
  const saved = test.info().outputPath('portafolio.pdf');
  await file.saveAs(saved);
  const text = await pdfText(saved);
  expect(text).toContain('Reporte de Portafolio');
  expect(text).toContain('Lucía Gómez');
  expect(text).toContain('Comprar dos propiedades más en 2027');
  expect(text).toContain('$323,000.00');
  expect(text).toContain('Townhouse en Orlando');
  // One cash-out figure on the page and in the PDF: the same total and the condo's $123,480.
  expect(text).toContain(
    `Efectivo con los refinanciamientos que aceptan tus programas de préstamo: ${cashOutTotal}`,
  );
  expect(text).toContain('$123,480.00');

  await page.goto('/reportes-profesionales');

  await pageAdopted(page);
  await expect(page.getByRole('list', { name: 'Reportes generados' })).toContainText(
    'Portafolio de Lucía Gómez',
  );
  await noHorizontalOverflow(page);
});
