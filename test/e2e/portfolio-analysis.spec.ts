import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { E2E_BASE_URL, E2E_SES_URL } from '../../playwright.config.ts';
import { grantPlanE2E, nameStaffE2E } from '../support/e2e-plans.ts';
import { signInAs, signInAsStaff } from '../support/e2e-users.ts';
import { noAxeViolations } from '../support/e2e-axe.ts';
import { noHorizontalOverflow } from '../support/e2e-layout.ts';
import { linkIn, waitForEmail } from '../support/mail.ts';
import { pdfText } from '../support/pdf-text.ts';
import { SAMPLE_DEAL, SAMPLE_PORTFOLIO } from '../support/sample-deal.ts';
import { WORKED_EXAMPLE } from '../support/worked-example.ts';

/**
 * "Análisis de portafolio personalizado" as an Elite member and a consultant use it, at 1280 and
 * 390 px: the member asks from /portafolio, the consultant (a staff session, named by ops) takes it
 * on /equipo with the member's portfolio, deal files and ¿Califico? in view and writes it; the
 * member reads who is preparing it, gets the email, reads the report and downloads its signed PDF.
 */
const GOALS = 'Quiero comprar dos propiedades más en 2027 y saber cuál refinanciar primero.';

/** Each test's member has a name of its own: tests running side by side share the staff queue. */
async function eliteMemberWithPortfolio(context: BrowserContext, page: Page, lastName: string) {
  const { user, account } = await signInAs(context, { firstName: 'Carlos', lastName });
  await grantPlanE2E(user.id, 'elite');
  for (const property of SAMPLE_PORTFOLIO.slice(0, 2)) {
    expect(
      (await page.request.post('/api/portfolio/properties', { data: property })).status(),
    ).toBe(201);
  }
  expect((await page.request.post('/api/deal-files', { data: SAMPLE_DEAL })).status()).toBe(201);
  expect((await page.request.post('/api/qualify', { data: WORKED_EXAMPLE })).status()).toBe(200);
  return account;
}

for (const width of [1280, 390]) {
  test(`un consultor con nombre escribe el análisis que el miembro pidió (${width} px)`, async ({
    browser,
  }) => {
    test.setTimeout(240_000); // two accounts and a PDF, on a shared machine
    const viewport = { width, height: width > 500 ? 900 : 844 };
    const memberContext = await browser.newContext({ viewport });
    const page = await memberContext.newPage();
    const lastName = width > 500 ? 'Méndez' : 'Ortega';
    const memberName = `Carlos ${lastName}`;
    const account = await eliteMemberWithPortfolio(memberContext, page, lastName);

    await page.goto('/portafolio');
    const card = page.getByRole('region', { name: /Análisis de portafolio personalizado/ });
    await expect(card).toContainText('firmados con su nombre');
    await card.getByRole('button', { name: 'Pedir mi análisis personalizado' }).click();
    await expect(card.getByText(/mínimo 20 caracteres/)).toBeVisible();
    await card.getByLabel('¿Qué quieres lograr con tu portafolio?').fill(GOALS);
    await card.getByRole('button', { name: 'Pedir mi análisis personalizado' }).click();
    await expect(card.getByRole('status')).toContainText('Solicitado');
    await expect(card.getByRole('status')).toContainText(
      'Un consultor del equipo lo tomará pronto',
    );
    await noAxeViolations(page);
    await noHorizontalOverflow(page);
    await waitForEmail(E2E_SES_URL, account.email, {
      subject: /Recibimos tu solicitud de análisis/,
    });

    // The consultant: a staff session, named by ops.
    const staffContext = await browser.newContext({ viewport });
    const desk = await staffContext.newPage();
    const { account: staffAccount } = await signInAsStaff(staffContext, { firstName: 'Marta' });
    await nameStaffE2E(staffAccount.email, 'Marta Ríos', 'Consultora de inversiones DSCR');
    await desk.goto('/equipo');
    await desk.getByRole('button', { name: new RegExp(`Análisis de ${memberName}`) }).click();
    const workspace = desk.getByRole('region', { name: `Análisis de ${memberName}` });
    await expect(workspace).toContainText(GOALS);
    await expect(workspace.getByRole('list', { name: 'Propiedades del miembro' })).toContainText(
      SAMPLE_PORTFOLIO[0].name,
    );
    await expect(workspace.getByRole('list', { name: 'Expedientes del miembro' })).toContainText(
      SAMPLE_DEAL.name,
    );
    await expect(workspace).toContainText('programas lo aceptan');
    await workspace.getByRole('button', { name: 'Preparar este análisis' }).click();

    await page.reload();
    await expect(card.getByRole('status')).toContainText('Lo está preparando Marta Ríos');

    const form = workspace.getByRole('form', { name: 'Tu análisis' });
    await form.getByRole('button', { name: 'Entregar análisis al miembro' }).click();
    await expect(form.getByRole('alert')).toContainText('Escribe el resumen general');
    await form
      .getByLabel('Resumen general')
      .fill('Tu portafolio genera flujo positivo y el patrimonio alcanza para la próxima compra.');
    for (const p of SAMPLE_PORTFOLIO.slice(0, 2)) {
      await form
        .getByLabel(`Hallazgos: ${p.name}`)
        .fill(`${p.name}: la renta cubre el PITIA con margen y el saldo es bajo.`);
      await form
        .getByLabel(`Recomendaciones: ${p.name}`)
        .fill(`${p.name}: sube la renta al renovar el contrato y revisa el seguro.`);
    }
    await form
      .getByLabel('Recomendación 1', { exact: true })
      .fill('Refinancia la casa de Tampa cuando la tasa baje de 6 %.');
    await form.getByRole('button', { name: 'Agregar recomendación' }).click();
    await form.getByLabel('Prioridad de la recomendación 2').selectOption('baja');
    await form
      .getByLabel('Recomendación 2', { exact: true })
      .fill('Mantén seis meses de PITIA en reservas antes de comprar.');
    await noAxeViolations(desk);
    await noHorizontalOverflow(desk);
    await form.getByRole('button', { name: 'Entregar análisis al miembro' }).click();
    await expect(
      desk.getByRole('button', { name: new RegExp(`Análisis de ${memberName}`) }),
    ).toHaveCount(0);

    const email = await waitForEmail(E2E_SES_URL, account.email, {
      subject: /Tu análisis de portafolio está listo \(por Marta Ríos\)/,
    });
    const link = linkIn(email, `${E2E_BASE_URL}/portafolio/analisis/`);
    await page.goto(link.slice(E2E_BASE_URL.length));
    const report = page.getByRole('article', { name: 'Tu análisis personalizado' });
    await expect(report).toContainText('Preparado por Marta Ríos, Consultora de inversiones DSCR');
    await expect(report).toContainText(/Entregado el \d{1,2} de [a-z]+ de \d{4}/);
    await expect(report.getByRole('heading', { name: SAMPLE_PORTFOLIO[1].name })).toBeVisible();
    await expect(report).toContainText('Prioridad baja');
    await noAxeViolations(page);
    await noHorizontalOverflow(page);

    const download = page.waitForEvent('download');
    await report.getByRole('link', { name: 'Descargar PDF' }).click();
    const file = await (await download).path();
    const text = await pdfText(file);
    expect(text).toContain('Preparado por Marta Ríos, Consultora de inversiones DSCR');
    expect(text).toContain(`Para ${memberName}`);
    expect(text).toContain('Refinancia la casa de Tampa');

    // Back on /portafolio: the delivered analysis is listed, a new one may be asked for.
    await page.goto('/portafolio');
    await expect(card.getByRole('list', { name: 'Tus análisis entregados' })).toContainText(
      'por Marta Ríos',
    );
    await expect(
      card.getByRole('button', { name: 'Pedir mi análisis personalizado' }),
    ).toBeVisible();
    await memberContext.close();
    await staffContext.close();
  });
}

test('un miembro Pro ve qué es el análisis y que es del plan Elite; no puede pedirlo', async ({
  page,
  context,
}) => {
  const { user } = await signInAs(context);
  await grantPlanE2E(user.id, 'pro');
  await page.goto('/portafolio');
  const card = page.getByRole('region', { name: /Análisis de portafolio personalizado/ });
  await expect(card.getByRole('link', { name: 'plan Elite' })).toHaveAttribute(
    'href',
    '/plan-elite',
  );
  await expect(card.getByRole('button')).toHaveCount(0);
  const refused = await page.request.post('/api/elite/portfolio-analyses', {
    data: { goals: GOALS },
  });
  expect(refused.status()).toBe(403);
  await page.goto('/portafolio/analisis/1700000000000-0123456789ab');
  await expect(page).toHaveURL('/plan-elite');
});
