import { expect, test } from '@playwright/test';
import { E2E_SES_URL } from '../../playwright.config.ts';
import { grantPlanE2E, openTicketsE2E } from '../support/e2e-plans.ts';
import { signInAs, signInAsStaff } from '../support/e2e-users.ts';
import { waitForEmail } from '../support/mail.ts';
import { noAxeViolations } from '../support/e2e-axe.ts';
import { noHorizontalOverflow } from '../support/e2e-layout.ts';

/**
 * Pro priority email support: a Pro member opens a ticket on the support page, staff answer it from
 * the console, and the member reads the answer by email and on the page.
 */
test('un miembro Pro abre una solicitud y lee la respuesta del equipo', async ({ browser }) => {
  test.setTimeout(240_000); // two accounts, on a shared machine
  const memberContext = await browser.newContext();
  const page = await memberContext.newPage();
  const { user, account } = await signInAs(memberContext, { firstName: 'Pablo' });
  await grantPlanE2E(user.id, 'pro');

  await page.goto('/pro-dashboard');
  await page.getByRole('link', { name: 'Abrir una solicitud' }).click();
  await expect(page).toHaveURL('/elite-support');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Soporte prioritario por correo' }),
  ).toBeVisible();
  // Email only, no 24/7 chat or phone for Pro.
  await expect(page.getByText('Chat por WhatsApp')).toHaveCount(0);
  await page.getByLabel('Asunto').fill('No entiendo el DSCR de mi reporte');
  await page.getByLabel('Categoría').selectOption({ label: 'Herramientas' });
  await page
    .getByLabel('Descripción')
    .fill('El reporte profesional dice DSCR 0.9 pero mi calculadora dice 1.1; ¿cuál vale?');
  await page.getByRole('button', { name: 'Enviar Solicitud' }).click();
  const history = page.getByRole('list', { name: 'Solicitudes' });
  await expect(history.getByText('No entiendo el DSCR de mi reporte')).toBeVisible();
  await expect(history.getByText(/Soporte Pro \(respuesta en 1 día hábil\)/)).toBeVisible();
  await noAxeViolations(page);
  await noHorizontalOverflow(page);

  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signInAsStaff(staffContext, { firstName: 'Marta' });
  await staffPage.goto('/equipo');
  await staffPage
    .getByRole('button', { name: /No entiendo el DSCR de mi reporte \(Pro\)/ })
    .click();
  await expect(staffPage.getByText(/mi calculadora dice 1.1/)).toBeVisible();
  const answer =
    'El reporte usa el DSCR del prestamista (renta entre PITIA). Te explicamos la diferencia en tu historial.';
  await staffPage.getByLabel('Respuesta al miembro').fill(answer);
  await staffPage.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(
    staffPage.getByRole('button', { name: /No entiendo el DSCR de mi reporte/ }),
  ).toHaveCount(0);
  await noAxeViolations(staffPage);

  const email = await waitForEmail(E2E_SES_URL, account.email, {
    subject: /Respuesta a tu solicitud/,
  });
  expect(email.body.text).toContain(answer);
  expect(email.body.text).toContain('Marta, del equipo de Inversor Listo');

  await page.reload();
  await expect(history.getByText('Resuelto')).toBeVisible();
  await expect(history.getByText(answer)).toBeVisible();
  await expect(history.getByText(/Respuesta de Marta, del equipo/)).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await noHorizontalOverflow(page);
  await staffPage.setViewportSize({ width: 390, height: 844 });
  await noHorizontalOverflow(staffPage);
  await memberContext.close();
  await staffContext.close();
});

test('el equipo lee la cola por páginas: "Ver más solicitudes" trae las siguientes', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const memberContext = await browser.newContext();
  const { user } = await signInAs(memberContext, { firstName: 'Lucía' });
  await grantPlanE2E(user.id, 'elite');
  // More than one page (25): the normal target puts them after any urgent ticket of other tests.
  await openTicketsE2E(user.id, 27, 'Consulta de cola');
  await memberContext.close();

  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signInAsStaff(staffContext, { firstName: 'Marta' });
  await staffPage.goto('/equipo');
  const queue = staffPage.getByRole('list').filter({ hasText: 'Consulta de cola' });
  const items = queue.getByRole('listitem');
  await expect(items).toHaveCount(25);
  const more = staffPage.getByRole('button', { name: 'Ver más solicitudes' });
  // Every page after the first, until the queue says there is no other.
  while (await more.isVisible()) {
    const before = await items.count();
    await more.click();
    await expect.poll(() => items.count()).toBeGreaterThan(before);
  }
  for (const n of [1, 14, 27]) {
    await expect(
      staffPage.getByRole('button', { name: new RegExp(`Consulta de cola ${n} \\(Elite\\)`) }),
    ).toHaveCount(1);
  }
  await noAxeViolations(staffPage);
  await staffPage.screenshot({ path: test.info().outputPath('cola-1280.png'), fullPage: true });
  await staffPage.setViewportSize({ width: 390, height: 844 });
  await noHorizontalOverflow(staffPage);
  await staffPage.screenshot({ path: test.info().outputPath('cola-390.png'), fullPage: true });
  await staffContext.close();
});
