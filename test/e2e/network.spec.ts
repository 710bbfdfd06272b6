import { expect, test, type Browser, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { grantPlanE2E } from '../support/e2e-plans.ts';
import { signInAs, signInAsStaff } from '../support/e2e-users.ts';
import { noAxeViolations } from '../support/e2e-axe.ts';
import { noHorizontalOverflow } from '../support/e2e-layout.ts';

/**
 * Red de inversionistas in Chromium against the e2e runtime: two Elite members join, one finds the
 * other with the filters and sends a contact request, the other accepts and both see each other's
 * email; one reports the other and staff see the report on /equipo.
 */
async function eliteMember(browser: Browser, firstName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const { user, account } = await signInAs(context, { firstName });
  await grantPlanE2E(user.id, 'elite');
  return { context, page, account };
}

interface Profile {
  displayName: string;
  state: string;
  metro: string;
  strategy: string;
  experience: string;
  lookingFor: string;
}

async function join(page: Page, profile: Profile) {
  await page.goto('/elite-dashboard');
  await page.getByRole('link', { name: 'Red de inversionistas', exact: true }).click();
  await expect(page).toHaveURL('/elite-red');
  await expect(page.getByRole('heading', { level: 2, name: 'Únete a la red' })).toBeVisible();
  // Bad input first: nothing chosen, the page says what is missing.
  await page.getByRole('button', { name: 'Unirme a la red' }).click();
  await expect(page.getByText('Elige al menos una estrategia')).toBeVisible();
  await page.getByLabel('Nombre visible').fill(profile.displayName);
  await page.getByLabel('Estado 1').selectOption({ label: profile.state });
  await page.getByLabel('Área metropolitana 1 (opcional)').fill(profile.metro);
  await page.getByRole('checkbox', { name: profile.strategy }).check();
  await page.getByLabel('Experiencia').selectOption({ label: profile.experience });
  await page.getByRole('checkbox', { name: profile.lookingFor, exact: true }).check();
  await page.getByRole('button', { name: 'Unirme a la red' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Mi perfil en la red' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Directorio de miembros' }),
  ).toBeVisible();
}

test('dos miembros Elite se conectan por la red y el equipo ve un reporte', async ({ browser }) => {
  test.setTimeout(240_000); // three accounts, on a shared machine
  // Letters only: display names take no digits.
  const tag = Array.from(randomBytes(8), (b) => String.fromCharCode(97 + (b % 26))).join('');
  const ana = await eliteMember(browser, 'Ana');
  const beto = await eliteMember(browser, 'Beto');
  const anaName = `Ana Inversiones ${tag}`;
  const betoName = `Beto Capital ${tag}`;

  await join(ana.page, {
    displayName: anaName,
    state: 'Texas',
    metro: 'Houston',
    strategy: 'BRRRR',
    experience: '1 a 3 propiedades',
    lookingFor: 'Socio',
  });
  await join(beto.page, {
    displayName: betoName,
    state: 'Florida',
    metro: 'Miami',
    strategy: 'Flips (comprar, renovar y vender)',
    experience: '4 a 10 propiedades',
    lookingFor: 'Deals',
  });

  // Ana finds Beto with the state and text filters (her own card is never listed).
  const anaPage = ana.page;
  await anaPage.getByLabel('Estado', { exact: true }).selectOption({ label: 'Florida' });
  await anaPage.getByLabel('Texto').fill(tag);
  await anaPage.getByRole('button', { name: 'Filtrar' }).click();
  const directory = anaPage.getByRole('list', { name: 'Miembros de la red' });
  const betoCard = directory.getByRole('listitem', { name: betoName });
  await expect(betoCard).toBeVisible();
  await expect(directory.getByRole('listitem', { name: anaName })).toHaveCount(0);
  await expect(betoCard).toContainText('Miami, FL');
  // No email in the directory before a connection.
  await expect(directory).not.toContainText(beto.account.email);

  await betoCard.getByRole('button', { name: 'Contactar' }).click();
  await betoCard.getByLabel(`Mensaje para ${betoName}`).fill('Hola');
  await betoCard.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(betoCard.getByText(/mínimo 20 caracteres/).first()).toBeVisible();
  await betoCard
    .getByLabel(`Mensaje para ${betoName}`)
    .fill('Hola Beto, busco socio para un BRRRR en Miami. ¿Hablamos?');
  await betoCard.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(betoCard.getByText('Solicitud enviada')).toBeVisible();
  const sent = anaPage.getByRole('list', { name: 'Solicitudes enviadas' });
  await expect(sent.getByRole('listitem', { name: `Para ${betoName}` })).toContainText('Pendiente');
  await expect(sent).not.toContainText(beto.account.email);

  // Beto accepts: each sees the other's email.
  const betoPage = beto.page;
  await betoPage.reload();
  const received = betoPage
    .getByRole('list', { name: 'Solicitudes recibidas' })
    .getByRole('listitem', { name: `De ${anaName}` });
  await expect(received).toContainText('busco socio para un BRRRR');
  await expect(received).not.toContainText(ana.account.email);
  await received.getByRole('button', { name: 'Aceptar' }).click();
  await expect(received).toContainText('Aceptada');
  await expect(received.getByRole('link', { name: ana.account.email })).toBeVisible();

  await anaPage.reload();
  const accepted = anaPage
    .getByRole('list', { name: 'Solicitudes enviadas' })
    .getByRole('listitem', { name: `Para ${betoName}` });
  await expect(accepted).toContainText('Aceptada');
  await expect(accepted.getByRole('link', { name: beto.account.email })).toBeVisible();

  // Ana reports Beto.
  await anaPage.getByLabel('Texto').fill(tag);
  await anaPage.getByRole('button', { name: 'Filtrar' }).click();
  const card = anaPage
    .getByRole('list', { name: 'Miembros de la red' })
    .getByRole('listitem', { name: betoName });
  await expect(card.getByText('Conectados')).toBeVisible();
  await card.getByRole('button', { name: 'Reportar' }).click();
  await card
    .getByLabel(`Motivo del reporte sobre ${betoName}`)
    .selectOption({ label: 'Spam o publicidad no deseada' });
  await card.getByLabel('Detalles (opcional)').fill(`Me envió publicidad ${tag}`);
  await card.getByRole('button', { name: 'Enviar reporte' }).click();
  await expect(anaPage.getByText('Gracias. El equipo revisará tu reporte.').first()).toBeVisible();

  await noAxeViolations(anaPage);
  await noHorizontalOverflow(anaPage);
  await anaPage.screenshot({ path: 'test-results/elite-red-1280.png', fullPage: true });
  await anaPage.setViewportSize({ width: 390, height: 844 });
  await noHorizontalOverflow(anaPage);
  await anaPage.screenshot({ path: 'test-results/elite-red-390.png', fullPage: true });

  // Staff see the report.
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signInAsStaff(staffContext, { firstName: 'Marta' });
  await staffPage.goto('/equipo');
  const reports = staffPage.getByRole('list', { name: 'Reportes de la red' });
  const report = reports.getByRole('listitem').filter({ hasText: `Me envió publicidad ${tag}` });
  await expect(report).toContainText('Spam o publicidad no deseada');
  await expect(report).toContainText(`Reportado: ${betoName}`);
  await expect(report).toContainText(beto.account.email);
  await expect(report).toContainText(`Por: ${anaName}`);
  await noAxeViolations(staffPage);
  await staffPage.setViewportSize({ width: 390, height: 844 });
  await noHorizontalOverflow(staffPage);

  await Promise.all([ana.context.close(), beto.context.close(), staffContext.close()]);
});
