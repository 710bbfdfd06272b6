import { expect, test, type Page } from '@playwright/test';
import { grantPlanE2E } from '../support/e2e-plans.ts';
import { signInAs } from '../support/e2e-users.ts';
import { noAxeViolations } from '../support/e2e-axe.ts';
import { noHorizontalOverflow } from '../support/e2e-layout.ts';
import {
  LENDING_DEAL_C,
  LENDING_DEAL_D,
  UX_DEAL,
  dealFormEntries,
} from '../support/review-deals.ts';

/**
 * One set of numbers, as a member sees it: ux.md defect 1's deal file (−$280.11 a month, DSCR
 * 1.13, cash-on-cash −4.87 % on its page) opened in every tool — ROI calculator, simulator, DSCR
 * calculator, reports, evaluator — and moved into the portfolio shows the same cash flow, DSCR and
 * cash-on-cash wherever the tool shows them, at 1280 and at 390 px. The review saw +$31.89, 1.01,
 * "0.83×", −5.60 % and −5.70 % for the same file.
 */
const CASH_FLOW = '-$280.11';
const DSCR = '1.13x';
const CASH_ON_CASH = '-4.87%';

// A whole walk through seven pages: more than the default minute on a busy machine.
test.describe.configure({ timeout: 240_000 });

const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** A screenshot kept with the test's output, to look at. */
async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** The open file's own figures in the tool's bar: always the page's. */
async function fileBarReads(page: Page) {
  await expect(page.getByTestId('file-cash-flow')).toHaveText(CASH_FLOW);
  await expect(page.getByTestId('file-dscr')).toHaveText(DSCR);
  await expect(page.getByTestId('file-cash-on-cash')).toHaveText(CASH_ON_CASH);
}

for (const width of [1280, 390]) {
  test(`un expediente muestra el mismo flujo, DSCR y cash-on-cash en cada herramienta (${width} px)`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    const { user } = await signInAs(context, { firstName: 'Carlos', lastName: 'Reyes' });
    await grantPlanE2E(user.id, 'pro');

    // The deal file, typed as the review did.
    await page.goto('/mis-propiedades?expediente=nuevo');
    for (const [label, value] of dealFormEntries(UX_DEAL)) await box(page, label).fill(value);
    await page.getByRole('combobox', { name: 'Tipo de propiedad' }).selectOption('single-family');
    await page.getByRole('button', { name: 'Crear expediente' }).click();
    await expect(page).toHaveURL(/\/mis-propiedades\?expediente=\d{13}-[0-9a-f]{12}$/);
    const id = new URL(page.url()).searchParams.get('expediente')!;
    await expect(page.getByTestId('deal-cash-flow')).toHaveText(CASH_FLOW);
    await expect(page.getByTestId('deal-dscr')).toHaveText(DSCR);
    await expect(page.getByTestId('deal-cash-on-cash')).toHaveText(CASH_ON_CASH);
    await shot(page, `expediente-${width}`);
    await noHorizontalOverflow(page);

    // ROI calculator.
    await page.goto(`/calculadora-roi?expediente=${id}`);
    await fileBarReads(page);
    await expect(page.getByTestId('roi-cash-flow')).toHaveText(CASH_FLOW);
    await expect(page.getByTestId('roi-dscr')).toHaveText(DSCR);
    await expect(page.getByTestId('roi-cash-on-cash')).toHaveText(CASH_ON_CASH);
    await shot(page, `roi-${width}`);
    await noHorizontalOverflow(page);
    await noAxeViolations(page);

    // Scenario simulator: the base scenario is the file.
    await page.goto(`/simulador-escenarios?expediente=${id}`);
    await fileBarReads(page);
    await expect(page.getByTestId('scn-cash-flow-base')).toHaveText(CASH_FLOW);
    await expect(page.getByTestId('scn-dscr-base')).toHaveText(DSCR);
    await expect(page.getByTestId('scn-cash-on-cash-base')).toHaveText(CASH_ON_CASH);
    // Its 5-year IRR is the file's too (4.28 %), not a simple annualised return.
    await expect(page.getByRole('row', { name: /TIR a 5 Años/ })).toContainText('4.28%');
    await shot(page, `simulador-${width}`);
    await noHorizontalOverflow(page);

    // DSCR calculator: the lender's DSCR and the owner's cash flow, with every expense.
    await page.goto(`/calculadora-dscr?expediente=${id}`);
    await fileBarReads(page);
    await page.getByRole('button', { name: 'Calcular' }).click();
    await expect(page.getByTestId('dscr-cash-flow')).toHaveText(CASH_FLOW);
    await expect(page.getByTestId('dscr-prestamista')).toContainText('1.13');
    await expect(page.getByTestId('dscr-prestamista')).toContainText('La renta cubre el pago');
    await shot(page, `calculadora-dscr-${width}`);
    await noHorizontalOverflow(page);

    // Reports: the preview is what the PDF will say.
    await page.goto(`/reportes-profesionales?expediente=${id}`);
    await fileBarReads(page);
    await expect(page.getByTestId('report-flow')).toHaveText(CASH_FLOW);
    await expect(page.getByTestId('report-dscr')).toHaveText(DSCR);
    await expect(page.getByTestId('report-coc')).toHaveText(CASH_ON_CASH);
    await shot(page, `reportes-${width}`);
    await noHorizontalOverflow(page);

    // Evaluator: the file's figures, and nothing the member did not enter.
    await page.goto(`/evaluador-propiedades?expediente=${id}`);
    await fileBarReads(page);
    await expect(page.getByTestId('eval-file-price')).toHaveText('$300,000.00');
    for (const empty of [
      'Baños',
      'Pies Cuadrados',
      'Tamaño del Lote (pies²)',
      'Año de Construcción',
    ]) {
      await expect(box(page, empty)).toHaveValue('');
    }
    await expect(page.getByTestId('eval-value')).toHaveText('Sin dato');
    await expect(page.getByText('$450,000')).toHaveCount(0);
    await expect(page.getByText('Renta FMR de HUD (percentil 40)', { exact: true })).toBeVisible();
    await shot(page, `evaluador-${width}`);
    await noHorizontalOverflow(page);

    // Bought: moved into the portfolio, the property keeps the same three figures.
    await page.goto(`/mis-propiedades?expediente=${id}`);
    await page.getByRole('button', { name: 'Mover al portafolio' }).click();
    await expect(page).toHaveURL('/portafolio');
    const property = page.getByRole('listitem', { name: UX_DEAL.name });
    await expect(property.getByTestId('pf-property-cash-flow')).toHaveText(CASH_FLOW);
    await expect(property.getByTestId('pf-property-dscr')).toHaveText(DSCR);
    await expect(property.getByTestId('pf-property-cash-on-cash')).toHaveText(CASH_ON_CASH);
    await shot(page, `portafolio-${width}`);
    await noHorizontalOverflow(page);
  });
}

/**
 * The loan's structure in a deal file: lending.md's BRRRR (C) on 1-year interest-only hard money
 * with points, refinanced at month 6 on the lesser of ARV and cost, and its flip (D) on 6 months of
 * interest-only hard money — $24,200 of profit where an amortised 1-year loan showed −$61,352.
 */
for (const width of [1280, 390]) {
  test(`BRRRR y flip con hard money de solo interés y puntos (${width} px)`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    const { user } = await signInAs(context, { firstName: 'Lucía', lastName: 'Vega' });
    await grantPlanE2E(user.id, 'pro');

    for (const deal of [LENDING_DEAL_C, LENDING_DEAL_D]) {
      await page.goto('/mis-propiedades?expediente=nuevo');
      for (const [label, value] of dealFormEntries(deal)) await box(page, label).fill(value);
      await page.getByRole('button', { name: 'Crear expediente' }).click();
      await expect(page).toHaveURL(/\/mis-propiedades\?expediente=\d{13}-[0-9a-f]{12}$/);
    }
    // D is open: 180,000 × 11 % ÷ 12 × 6 = 9,900 of interest, the principal repaid at the sale.
    await expect(page.getByTestId('flip-profit')).toHaveText('$24,200.00');
    await expect(page.getByTestId('flip-roi')).toHaveText('26.83%');
    await page.getByRole('region', { name: /^Flip/ }).screenshot({
      path: test.info().outputPath(`flip-${width}.png`),
    });
    await noHorizontalOverflow(page);

    // C, reopened from the list: refinanced at month 6, before 12 months of seasoning.
    await page.goto('/mis-propiedades');
    await page.getByRole('link', { name: `Abrir el expediente ${LENDING_DEAL_C.name}` }).click();
    await expect(page.getByTestId('brrrr-cash-out')).toHaveText('$20,750.00');
    await expect(page.getByTestId('brrrr-cash-left')).toHaveText('$74,010.00');
    await page.getByRole('region', { name: /^BRRRR/ }).screenshot({
      path: test.info().outputPath(`brrrr-${width}.png`),
    });
    await noHorizontalOverflow(page);
  });
}
