import { expect, test, type BrowserContext } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { E2E_SES_URL } from '../../playwright.config.ts';
import { grantPlanE2E } from '../support/e2e-plans.ts';
import { fillWorkedExample } from '../support/e2e-pro.ts';
import { expectInside, expectWithinWidth } from '../support/e2e-layout.ts';
import { signInAs } from '../support/e2e-users.ts';
import { waitForEmail } from '../support/mail.ts';
import { SAMPLE_DEAL } from '../support/sample-deal.ts';
import { addMonths } from '../../shared/finance/qualification.ts';
import { formatDate } from '../../shared/format.ts';
import { noAxeViolations } from '../support/e2e-axe.ts';

/**
 * ¿Califico?: a Pro member runs a deal against the example programs, sees which pass, what to
 * change and the plan to qualify, downloads a letter; the page works on a phone; a free member is
 * sent away. The deal is the worked example (test/support/worked-example.ts): PITIA $2,128.11,
 * DSCR 1.13, LTV 80 %, $66,000 to close, reserves after it 13.6 months.
 */
async function proMember(context: BrowserContext) {
  const { user } = await signInAs(context, { firstName: 'Lucía', lastName: 'Peña' });
  await grantPlanE2E(user.id, 'pro');
  return user;
}

const standardFontDataUrl = `${path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

async function pdfText(file: string): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(await readFile(file)), standardFontDataUrl })
    .promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}

test.describe('¿Califico?', () => {
  test('un miembro Pro ve qué programas de ejemplo pasan, qué cambiar, y descarga una carta', async ({
    page,
    context,
  }) => {
    // The whole journey (form, results, reload, letter, dashboard) takes ~50 s on 2 busy cores.
    test.setTimeout(120_000);
    await proMember(context);
    await page.goto('/pro-dashboard');
    await page
      .getByRole('link', { name: /¿Califico\?/ })
      .first()
      .click();
    await expect(page).toHaveURL('/califico');
    await expect(page.getByRole('heading', { level: 1, name: '¿Califico?' })).toBeVisible();

    // Each field's problem in Spanish: web/src/features/qualify/qualify-form.test.tsx.
    await fillWorkedExample(page);
    await page.getByRole('button', { name: '¿Califico?' }).click();
    await expect(
      page.getByRole('heading', { name: 'Todavía no calificas con ninguno de los 7 programas' }),
    ).toBeVisible();
    await expect(page.getByText('Ejemplo — no es una oferta: estos programas')).toBeVisible();
    await expect(page.getByTestId('qualify-pitia')).toHaveText('$2,128.11');
    await expect(page.getByTestId('qualify-dscr')).toHaveText('1.13');
    await expect(page.getByTestId('qualify-ltv')).toHaveText('80.00%');
    await expect(page.getByTestId('qualify-funds-to-close')).toHaveText('$66,000.00');
    await expect(page.getByTestId('qualify-reserves')).toHaveText('13.6 meses');
    await expect(page.getByTestId('qualify-reserves-line')).toContainText(
      '13.6 meses de PITIA: ($95,000.00 contados - $66,000.00 para cerrar) ÷ $2,128.11 al mes',
    );

    // The plan to qualify, closest first: $15,000 more down is all the ITIN program needs.
    const plans = page.getByRole('region', { name: 'Tu plan para calificar' });
    await expect(plans.getByTestId('plan-ejemplo-itin')).toContainText(
      'Aporta $15,000.00 más de pago inicial: un préstamo de $225,000.00 (LTV 75.00%).',
    );
    await expect(plans.getByTestId('plan-ejemplo-itin')).toContainText(
      'Con estos cambios calificas sin sumar efectivo.',
    );
    const standardPlan = plans.getByTestId('plan-ejemplo-dscr-estandar');
    await expect(standardPlan).toContainText(
      'Ten $162.63 más en tus cuentas: el prestamista pide 7 meses de pago ($14,162.63) después de los $81,000.00 del cierre.',
    );
    await expect(standardPlan).toContainText(
      'Otra opción: con un FICO de 720 calificarías sin sumar efectivo',
    );

    const row = (id: string) => page.getByTestId(`program-${id}`);
    // Hard money is a short, interest-only loan: this 30-year one is not.
    await expect(row('ejemplo-hard-money')).toContainText('No calificas (3 reglas)');
    await expect(row('ejemplo-hard-money')).toContainText('Ejemplo — no es una oferta');
    await expect(row('ejemplo-hard-money')).toContainText('sin dato'); // no invented rate
    await expect(row('ejemplo-dscr-estandar')).toContainText('No calificas (1 regla)');
    await expect(row('ejemplo-dscr-estandar')).toContainText(
      'Aporta $15,000.00 más de pago inicial',
    );
    const premium = row('ejemplo-dscr-premium');
    await expect(premium).toContainText('Renta de al menos $2,660.15 al mes (en el contrato)');
    await expect(premium).toContainText('FICO de al menos 720');
    await expect(premium.getByRole('link', { name: /calculadora DSCR/ })).toHaveAttribute(
      'href',
      '/calculadora-dscr',
    );
    await premium.getByText(/Ver las \d+ reglas/).click();
    await expect(premium).toContainText('DSCR mínimo: tu dato 1.13; pide 1.25 (no cumple)');
    await expect(premium).toContainText('Reservas después del cierre: 16.0 meses de PITIA');
    // Connecting with a lender is Elite's: a Pro member has no button for it.
    await expect(page.getByRole('button', { name: /Conectar con este prestamista/ })).toHaveCount(
      0,
    );
    // None takes it: the closest come first (one rule, the least cash, by name).
    await expect(page.locator('.qualify-table tbody tr').first()).toHaveAttribute(
      'data-testid',
      'program-ejemplo-dscr-bajo-uno',
    );
    await page.screenshot({ path: 'test-results/califico-1280.png', fullPage: true });
    await noAxeViolations(page);

    // The borrower profile is remembered.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Puntaje FICO' })).toHaveValue('700');
    await expect(page.getByRole('textbox', { name: 'Efectivo disponible ($)' })).toHaveValue(
      '90000',
    );
    await expect(page.getByText(/Tus datos guardados el/)).toBeVisible();

    // A letter: form → preview → download (the PDF holds the member's name and words). The page
    // is drawn before the session answers: the name comes in when it does.
    await expect(page.getByLabel('Tu nombre completo')).toHaveValue('Lucía Peña');
    await page.getByLabel('Tipo de carta').selectOption('large-deposit');
    await page.getByLabel('Tu nombre completo').fill('Lucía Peña Ramírez');
    await page.getByLabel('Fecha del depósito').fill('2026-10-02');
    await page.getByLabel('Monto ($)').fill('8500');
    await page.getByLabel('Cuenta (banco y últimos 4 dígitos)').fill('Chase ****1234');
    await page.getByLabel('Origen', { exact: true }).selectOption('sale-of-asset');
    await page.getByLabel('Nota en tus palabras (opcional)').fill('Sold my 2018 truck.');
    await page.getByRole('button', { name: 'Vista previa' }).click();
    const preview = page.getByLabel('Vista previa de la carta');
    await expect(preview).toContainText(
      'The deposit of $8,500.00 on October 2, 2026 into my account Chase ****1234 came from the sale of an asset.',
    );
    await expect(preview).toContainText('El depósito de $8,500.00 del 2 de octubre de 2026');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^carta-large-deposit-\d{4}-\d{2}-\d{2}\.pdf$/);
    const text = await pdfText((await file.path())!);
    expect(text).toContain('Lucía Peña Ramírez');
    expect(text).toContain('Sold my 2018 truck.');
    // Kept in the history, downloadable again.
    await expect(page.getByRole('list', { name: 'Cartas generadas' })).toContainText(
      'Explicación de un depósito grande',
    );

    // The Pro dashboard shows the readiness: the latest verdict.
    await page.goto('/pro-dashboard');
    const readiness = page.getByRole('region', { name: '¿Califico?' });
    await expect(readiness).toContainText('Aún no calificas con ninguno de los 7 programas');
    await expect(readiness).toContainText('(programas de ejemplo, no ofertas)');

    // Opened from the dashboard (drawn by the browser, not adopted from the HTML), the saved
    // profile fills the form too, an LLC included (the first option, not the form's default).
    await page
      .getByRole('link', { name: /¿Califico\?/ })
      .first()
      .click();
    await expect(page).toHaveURL('/califico');
    await expect(page.getByRole('textbox', { name: 'Puntaje FICO' })).toHaveValue('700');
    await expect(page.getByLabel('¿A nombre de quién?')).toHaveValue('llc');
    await expect(page.getByText(/Tus datos guardados el/)).toBeVisible();
  });

  test('en el teléfono los programas son tarjetas y nada se desborda', async ({ browser }) => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await proMember(phone);
    const page = await phone.newPage();
    await page.goto('/califico');
    await fillWorkedExample(page);
    await page.getByRole('button', { name: '¿Califico?' }).click();
    const hardMoney = page.getByTestId('program-ejemplo-hard-money');
    await expect(hardMoney).toContainText('No calificas');
    await expect(page.locator('.qualify-table thead')).toHaveCSS('position', 'absolute');
    await expect(hardMoney).toHaveCSS('display', 'block');
    // The plan reads on the phone, inside its card.
    const plan = page.getByTestId('plan-ejemplo-itin');
    await expect(plan).toContainText('Aporta $15,000.00 más de pago inicial');
    await expectInside(plan, page.getByRole('region', { name: 'Tu plan para calificar' }));
    await expectWithinWidth(plan, page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.screenshot({ path: 'test-results/califico-390.png', fullPage: true });
    await phone.close();
  });

  test('un refinanciamiento BRRRR: la renta que cuenta, el costo antes de los meses de espera y el plan de esperar', async ({
    page,
    context,
  }) => {
    // Deal C of the lending review: bought 4 months ago for $160,000 plus $45,000 of documented
    // rehab, appraised at $240,000, a $180,000 cash-out loan paying off $128,000.
    test.setTimeout(90_000);
    await proMember(context);
    const today = new Date().toISOString().slice(0, 10);
    const acquired = addMonths(today, -4);
    await page.goto('/califico');
    await fillWorkedExample(page);
    const field = (name: string | RegExp) => page.getByRole('textbox', { name });
    await field('Puntaje FICO').fill('740');
    await field('Efectivo disponible ($)').fill('20000');
    await field('Cuentas de retiro ($)').fill('0');
    await page.getByLabel('Propósito').selectOption('cash-out');
    await field('Valor de la propiedad ($)').fill('240000');
    await field('Monto del préstamo ($)').fill('180000');
    await field('Costos de cierre ($)').fill('5000');
    await field('Renta mensual ($)').fill('2200');
    await field('Renta de mercado del tasador ($/mes)').fill('2300');
    await field('Impuestos a la propiedad por año ($)').fill('2400');
    await field('Seguro por año ($)').fill('1920');
    await page.getByLabel('Fecha de compra').fill(acquired);
    await field('Precio de compra ($)').fill('160000');
    await field('Mejoras documentadas ($)').fill('45000');
    await field('Deudas que paga el préstamo nuevo ($)').fill('128000');
    await page.getByRole('button', { name: '¿Califico?' }).click();

    await expect(
      page.getByRole('heading', { name: 'Sí: calificas con 1 de 7 programas' }),
    ).toBeVisible();
    // The lesser of the lease ($2,200) and the appraiser's 1007 ($2,300).
    await expect(page.getByTestId('qualify-rent')).toHaveText('$2,200.00');
    await expect(page.getByTestId('qualify-pitia')).toHaveText('$1,618.59');
    await expect(page.getByTestId('qualify-dscr')).toHaveText('1.36');
    await expect(page.getByTestId('qualify-ltv')).toHaveText('75.00%');
    await expect(page.getByTestId('qualify-cash-out')).toHaveText('$47,000.00');

    // The standard example seasons 6 months: until then it lends on the $205,000 it cost.
    const standard = page.getByTestId('program-ejemplo-dscr-estandar');
    await standard.getByText(/Ver las \d+ reglas/).click();
    await expect(standard).toContainText(
      'Este programa mide sobre lo que te costó (aún no pasan los meses de espera) ($205,000.00), cuenta como renta la menor entre contrato y tasador ($2,200.00)',
    );
    await expect(standard).toContainText('LTV máximo: tu dato 87.80%; pide 70.00% (no cumple)');
    const plan = page.getByTestId('plan-ejemplo-dscr-estandar');
    await expect(plan).toContainText(
      `Espera al ${formatDate(`${addMonths(acquired, 6)}T12:00:00Z`)}: desde ese día el prestamista toma el avalúo ($240,000.00) y no lo que te costó la propiedad ($205,000.00).`,
    );
    await expect(plan).toContainText(
      'Pide $12,000.00 menos: un préstamo de $168,000.00 (LTV 70.00%).',
    );
    await page.screenshot({ path: 'test-results/califico-refi-1280.png', fullPage: true });

    await page.setViewportSize({ width: 390, height: 844 });
    await expectWithinWidth(plan, page);
    await expectWithinWidth(page.getByTestId('qualify-cash-out'), page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.screenshot({ path: 'test-results/califico-refi-390.png', fullPage: true });
  });

  test('un flip con hard money en el teléfono: solo interés, los meses de obra y el programa que lo toma', async ({
    browser,
  }) => {
    // Deal D of the lending review: $180,000 at 11 % interest-only for a year on a $200,000
    // purchase, 2 points, 6 months, ARV $320,000.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await proMember(phone);
    const page = await phone.newPage();
    await page.goto('/califico');
    await fillWorkedExample(page);
    const field = (name: string | RegExp) => page.getByRole('textbox', { name });
    await field('Precio de compra ($)').fill('200000');
    await field('Monto del préstamo ($)').fill('180000');
    await field('Tasa de interés (%)').fill('11');
    await field('Plazo (años)').fill('1');
    await field('Años de solo interés').fill('1');
    await field('Costos de cierre ($)').fill('0');
    await field('Renta mensual ($)').fill('0');
    await field('Impuestos a la propiedad por año ($)').fill('0');
    await field('Seguro por año ($)').fill('0');
    await page.getByText('Obra y hard money (opcional)').click();
    await field('Valor después de reparar, ARV ($)').fill('320000');
    await field('Puntos del prestamista (%)').fill('2');
    await field('Meses de obra').fill('6');
    await page.getByRole('button', { name: '¿Califico?' }).click();

    await expect(
      page.getByRole('heading', { name: 'Sí: calificas con 1 de 7 programas' }),
    ).toBeVisible();
    await expect(page.getByText('ITIA mensual')).toBeVisible();
    await expect(page.getByTestId('qualify-pitia')).toHaveText('$1,650.00');
    await expect(page.getByTestId('qualify-carrying')).toHaveText('$9,900.00');
    await expect(page.getByTestId('qualify-funds-to-close')).toHaveText('$23,600.00');
    await expect(page.getByTestId('qualify-reserves-line')).toContainText(
      'Es de solo interés todo el plazo: el capital se paga al vender o refinanciar.',
    );
    const hardMoney = page.getByTestId('program-ejemplo-hard-money');
    await expect(hardMoney).toContainText('Calificas');
    await hardMoney.getByText(/Ver las \d+ reglas/).click();
    await expect(hardMoney).toContainText(
      'Préstamo sobre el valor después de reparar (ARV) máximo: tu dato 56.25%; pide 75.00%',
    );
    await expectWithinWidth(hardMoney, page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.screenshot({ path: 'test-results/califico-flip-390.png', fullPage: true });
    await phone.close();
  });

  test('desde un expediente: /califico se llena con él y el resultado vuelve al expediente', async ({
    page,
    context,
  }) => {
    await proMember(context);
    const created = await page.request.post('/api/deal-files', { data: SAMPLE_DEAL });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    await page.goto('/mis-propiedades');
    await page
      .getByRole('link', { name: `¿Califico? con el expediente ${SAMPLE_DEAL.name}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/califico\\?dealFile=${id}$`));
    const field = (name: string) => page.getByRole('textbox', { name });
    // Loan = 200,000 − 50,000; the file's $250 and $100 a month become yearly.
    await expect(field('Precio de compra ($)')).toHaveValue('200000');
    await expect(field('Monto del préstamo ($)')).toHaveValue('150000');
    await expect(field('Impuestos a la propiedad por año ($)')).toHaveValue('3000');
    await expect(field('Seguro por año ($)')).toHaveValue('1200');
    await expect(field('Renta mensual ($)')).toHaveValue('2100');
    await expect(page.getByLabel('Tipo de propiedad')).toHaveValue('multi-family');
    await expect(page.getByLabel('Estado')).toHaveValue('OH');
    await field('Puntaje FICO').fill('700');
    await field('Efectivo disponible ($)').fill('30000');
    await page.getByRole('button', { name: '¿Califico?' }).click();
    const verdict = page.locator('#qualify-verdict-title');
    await expect(verdict).toHaveText(/programas/);
    // "Sí: calificas con N de M programas" or "… ninguno de los M programas".
    const verdictText = (await verdict.textContent()) ?? '';
    const total = /(\d+) programas/.exec(verdictText)?.[1];
    const eligible = /con (\d+) de/.exec(verdictText)?.[1] ?? '0';
    await expect(
      page.getByRole('status').filter({ hasText: 'Guardado en el expediente' }),
    ).toBeVisible();

    await page.getByRole('link', { name: 'Volver al expediente' }).click();
    const card = page.getByRole('link', { name: `¿Califico?: ${eligible} de ${total} programas` });
    await expect(card).toBeVisible();
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/califico\\?dealFile=${id}$`));
    // The plan of that run is kept with the file, shown before checking again.
    await expect(
      page.getByRole('heading', { name: `Tu plan guardado con ${SAMPLE_DEAL.name}` }),
    ).toBeVisible();
    // The borrower part typed above is remembered, the deal comes from the file again.
    await expect(field('Puntaje FICO')).toHaveValue('700');
    await expect(field('Efectivo disponible ($)')).toHaveValue('30000');
    await expect(field('Precio de compra ($)')).toHaveValue('200000');

    // Another member's file: not found, and the API says 404.
    const other = await context.browser()!.newContext();
    await proMember(other);
    const otherPage = await other.newPage();
    await otherPage.goto(`/califico?dealFile=${id}`);
    await expect(otherPage.getByRole('alert')).toContainText('No encontramos ese expediente');
    expect((await otherPage.request.get(`/api/deal-files/${id}`)).status()).toBe(404);
    await other.close();
  });

  test('un miembro Elite se conecta con un prestamista y ve el historial', async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(120_000);
    const lastName = `Conecta ${String.fromCharCode(...Array.from({ length: 6 }, () => 97 + Math.floor(Math.random() * 26)))}`;
    const { account, user } = await signInAs(context, { firstName: 'Marta', lastName });
    await grantPlanE2E(user.id, 'elite');
    const name = `Marta ${lastName}`;
    await page.goto('/califico');
    await fillWorkedExample(page);
    await page.getByRole('button', { name: '¿Califico?' }).click();
    await expect(page.getByTestId('qualify-pitia')).toHaveText('$2,128.11');
    await expect(
      page.getByRole('heading', { name: 'Mis conexiones con prestamistas' }),
    ).toBeVisible();
    await expect(page.getByText('Todavía no te conectaste con ningún prestamista.')).toBeVisible();

    await page
      .getByTestId('program-ejemplo-hard-money')
      .getByRole('button', { name: /Conectar con este prestamista/ })
      .click();
    const panel = page.getByRole('region', { name: 'Conectar con Prestamista de ejemplo' });
    await expect(panel).toContainText('prestamista@example.com');
    await panel
      .getByLabel('Mensaje para el prestamista (opcional)')
      .fill('¿Podemos hablar el lunes?');
    // Without consent nothing is sent.
    await panel.getByRole('button', { name: 'Enviar al prestamista' }).click();
    await expect(panel.getByRole('alert')).toHaveText(/debes marcar la casilla de consentimiento/);
    await panel.getByText(/Autorizo a Inversor Listo a enviar/).click();
    await expect(panel.getByLabel(/Autorizo a Inversor Listo a enviar/)).toBeChecked();
    await page.screenshot({ path: 'test-results/califico-connect-1280.png', fullPage: true });
    // On a phone the form stays in its card and both actions are full-width touch targets.
    await page.setViewportSize({ width: 390, height: 844 });
    const actions = panel.locator('.qualify-connect__actions');
    for (const name of ['Enviar al prestamista', 'Cancelar']) {
      const button = panel.getByRole('button', { name });
      await expectInside(button, panel);
      await expectWithinWidth(button, page);
      expect((await button.boundingBox())!.width).toBeCloseTo(
        (await actions.boundingBox())!.width,
        0,
      );
    }
    await expectInside(panel.getByText(/Autorizo a Inversor Listo a enviar/), panel);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.setViewportSize({ width: 1280, height: 720 });
    await panel.getByRole('button', { name: 'Enviar al prestamista' }).click();
    const history = page.locator('#conexiones');
    await expect(history.getByRole('status')).toHaveText(
      'Listo: enviamos tu solicitud a prestamista@example.com. Te enviamos una copia.',
    );
    await expect(history).toContainText(
      'Prestamista de ejemplo — Ejemplo — hard money para compra y obra',
    );
    await expect(history).toContainText('Enlace activo');
    await expect(history.getByTestId('connection-opens')).toHaveText(
      'El prestamista aún no lo abrió.',
    );
    await noAxeViolations(page);

    // The lender's email carries the summary and the read-only link; the member gets a copy.
    const email = await waitForEmail(E2E_SES_URL, 'prestamista@example.com', {
      subject: new RegExp(name),
    });
    // In English first: lenders read English.
    expect(email.body.text).toContain('Figures: PITIA $2,128.11 a month; DSCR 1.13; LTV 80.00%');
    expect(email.body.text).toContain(
      'reserves after closing 13.6 months of PITIA: ($95,000.00 counted - $66,000.00 to close) / $2,128.11 a month.',
    );
    await waitForEmail(E2E_SES_URL, account.email, { subject: /Copia: enviaste tu solicitud/ });
    const link = new URL(/\S+\/expediente-compartido\/\S+/.exec(email.body.text ?? '')![0]);
    const lender = await browser.newContext();
    const lenderPage = await lender.newPage();
    await lenderPage.goto(link.pathname);
    // A loan officer reads it: English first, with US lending terms.
    await expect(
      lenderPage.getByRole('heading', { level: 1, name: `Loan inquiry from ${name}` }),
    ).toBeVisible();
    await expect(lenderPage.locator('.tool-body')).toHaveAttribute('lang', 'en');
    await expect(lenderPage.getByText('"¿Podemos hablar el lunes?"')).toBeVisible();
    await expect(lenderPage.getByText(/Price or value \$300,000\.00/)).toBeVisible();
    await expect(lenderPage.getByText(/1 investment property owned;/)).toBeVisible();
    await expect(
      lenderPage.getByText(/reserves after closing 13\.6 months of PITIA/),
    ).toBeVisible();
    // Nothing on the page reads as the member's tools: the notice is the lender's, in English.
    await expect(lenderPage.getByRole('navigation', { name: 'Ruta de navegación' })).toHaveCount(0);
    const notice = lenderPage.getByRole('complementary', { name: 'Notice' });
    await expect(notice).toHaveAttribute('lang', 'en');
    await expect(notice).toContainText('Not a credit decision.');
    await expect(lenderPage.getByText('Contenido educativo.')).toHaveCount(0);
    // Its frame too: the brand for a header (no member menu or sign-in), a footer in English.
    await expect(lenderPage.getByRole('button', { name: 'Menú' })).toHaveCount(0);
    await expect(lenderPage.getByRole('link', { name: 'Iniciar Sesión' })).toHaveCount(0);
    await expect(lenderPage.getByRole('contentinfo')).toHaveAttribute('lang', 'en');
    await expect(lenderPage.getByRole('contentinfo')).toContainText('Questions about this file:');
    await lenderPage.screenshot({
      path: 'test-results/shared-package-en-1280.png',
      fullPage: true,
    });
    // The same file in Spanish, on request.
    await lenderPage.getByRole('button', { name: 'Leer en español' }).click();
    await expect(lenderPage).toHaveURL(/\?lang=es$/);
    await expect(
      lenderPage.getByRole('heading', { level: 1, name: `Solicitud de ${name}` }),
    ).toBeVisible();
    await expect(lenderPage.locator('.tool-body')).toHaveAttribute('lang', 'es');
    await expect(lenderPage.getByText('«¿Podemos hablar el lunes?»')).toBeVisible();
    await expect(lenderPage.getByRole('complementary', { name: 'Aviso' })).toContainText(
      'No es una decisión de crédito.',
    );
    await expect(lenderPage.getByRole('contentinfo')).toContainText(
      'Preguntas sobre este expediente:',
    );
    await expect(lenderPage.getByText(/Precio o valor \$300,000\.00/)).toBeVisible();
    await expect(lenderPage.getByText(/; 1 propiedad de inversión;/)).toBeVisible();
    await expect(
      lenderPage.getByText(/reservas después del cierre 13\.6 meses de PITIA/),
    ).toBeVisible();
    // The lender may well open it on a phone.
    await lenderPage.setViewportSize({ width: 390, height: 844 });
    const sharedCard = lenderPage.getByRole('region', { name: /Prestamista de ejemplo/ });
    await expectInside(lenderPage.getByRole('link', { name: account.email }), sharedCard);
    expect(
      await lenderPage.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(390);
    await lenderPage.screenshot({ path: 'test-results/shared-package-es-390.png', fullPage: true });
    await lenderPage.getByRole('button', { name: 'Read in English' }).click();
    await expect(lenderPage).not.toHaveURL(/lang=/);

    await page.reload();
    await expect(history.getByTestId('connection-opens')).toHaveText(
      /^Abierto 1 vez; la última, el /,
    );
    await history
      .getByRole('button', { name: /Retirar el acceso de Prestamista de ejemplo/ })
      .click();
    await expect(history).toContainText('Acceso retirado');
    await lenderPage.reload();
    await expect(lenderPage.getByRole('alert')).toHaveText(
      'The borrower withdrew access to this file.',
    );
    await lenderPage.goto(`${link.pathname}?lang=es`);
    await expect(lenderPage.getByRole('alert')).toHaveText(
      'El inversionista retiró el acceso a este expediente.',
    );
    await lender.close();
  });

  test('un miembro gratuito no tiene acceso', async ({ page, context }) => {
    await signInAs(context);
    await page.goto('/califico');
    await expect(page).toHaveURL('/plan-pro');
    const answer = await page.request.post('/api/qualify', { data: {} });
    expect(answer.status()).toBe(403);
    const connect = await page.request.post('/api/lender-connections', {
      data: { programId: 'ejemplo-hard-money', consent: true, share: ['summary'], message: '' },
    });
    expect(connect.status()).toBe(403);
    expect((await page.request.get('/api/lender-connections')).status()).toBe(403);
  });
});
