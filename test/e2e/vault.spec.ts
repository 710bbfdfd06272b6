import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { E2E_SES_URL } from '../../playwright.config.ts';
import { grantPlanE2E } from '../support/e2e-plans.ts';
import { signInAs, signInAsStaff } from '../support/e2e-users.ts';
import { waitForEmail } from '../support/mail.ts';
import { pdfTextOf } from '../support/pdf-text.ts';
import { expectInside, expectWithinWidth, noHorizontalOverflow } from '../support/e2e-layout.ts';
import { SAMPLE_DEAL } from '../support/sample-deal.ts';
import { jpegBytes, pdfBytes, pngBytes } from '../support/vault-files.ts';
import { noAxeViolations } from '../support/e2e-axe.ts';

/**
 * The loan file in Chromium: uploads straight to the S3 emulator from the browser (CORS and CSP as
 * in AWS), downloads, the lender package, expert review with a staff member, and the plan gate.
 */
async function member(context: BrowserContext, plan: 'pro' | 'elite', firstName = 'Lucía') {
  const { user, account } = await signInAs(context, { firstName });
  await grantPlanE2E(user.id, plan);
  return { user, account };
}

const item = (page: Page, id: string) => page.getByTestId(`item-${id}`);

async function upload(
  page: Page,
  title: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await page.getByLabel(`Subir archivo para ${title}`).setInputFiles(file);
  // This file's own toast: an earlier upload's "Archivo guardado" may still be on screen.
  await expect(
    page
      .getByTestId('toast')
      .filter({ hasText: 'Archivo guardado' })
      .filter({ hasText: file.name }),
  ).toBeVisible();
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`Pro a ${viewport.width} px: sube un PDF y una foto, los ve, descarga uno y el expediente`, async ({
    browser,
  }) => {
    // Sign-up, plan, two uploads, two downloads and three axe scans: at the 2-core machine's load
    // (axe ~10-14 s a full scan) this passes 60 s without anything being stuck.
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await member(context, 'pro');
    // A deal file whose lender figures the package's cover will carry.
    expect((await page.request.post('/api/deal-files', { data: SAMPLE_DEAL })).status()).toBe(201);
    await page.goto('/boveda-documentos');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bóveda de Documentos' }),
    ).toBeVisible();
    await noAxeViolations(page);

    const statement = pdfBytes('Estado de cuenta de marzo');
    await upload(page, 'Estados de cuenta bancarios', {
      name: 'Banco marzo.pdf',
      mimeType: 'application/pdf',
      buffer: statement,
    });
    const bank = item(page, 'personal-bank-statements');
    await expect(bank.getByText('Banco marzo.pdf')).toBeVisible();
    await expect(bank.getByText(/^Vigente hasta el/)).toBeVisible();

    const photo = pngBytes();
    await upload(page, 'Identificación oficial con foto', {
      name: 'Licencia.png',
      mimeType: 'image/png',
      buffer: photo,
    });
    await expect(item(page, 'personal-id').getByText('Licencia.png')).toBeVisible();
    await expect(page.getByTestId('vault-progreso')).toHaveText('2 de 20 (10%)');
    await noHorizontalOverflow(page);
    await noAxeViolations(page);

    // Download: the same bytes.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      bank.getByRole('link', { name: 'Descargar Banco marzo.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Banco marzo.pdf');
    expect(await readFile((await download.path())!)).toEqual(statement);

    // The lender package, for the deal file chosen.
    await page
      .getByLabel('Propiedad del expediente (opcional)')
      .selectOption({ label: SAMPLE_DEAL.name });
    // Only the card that changed: the whole page was scanned above (a full scan takes ~10 s here).
    await noAxeViolations(page, '[aria-labelledby="vault-package-title"]');
    // While the package is built the button shows a spinner: both stay inside the card (the
    // Loader's styles once missing, it was a disc bigger than the card).
    let build!: () => void;
    const built = new Promise<void>((resolve) => (build = resolve));
    await page.route('**/api/vault/packages', async (route) => {
      await built;
      await route.continue();
    });
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar expediente' }).click();
    const card = page.locator('[aria-labelledby="vault-package-title"]');
    const building = card.getByRole('button', { name: /Armando el expediente/ });
    await expect(building).toBeDisabled();
    await expectInside(building.locator('.amplify-loader'), building);
    await expectInside(building, card);
    await expectWithinWidth(building, page);
    build();
    const zip = await downloading;
    await page.unroute('**/api/vault/packages');
    expect(zip.suggestedFilename()).toMatch(/^Expediente Inversor Listo \d{4}-\d{2}-\d{2}\.zip$/);
    const entries = unzipSync(new Uint8Array(await readFile((await zip.path())!)));
    expect(Object.keys(entries)).toEqual([
      '00 Cover - borrower loan package.pdf',
      '01 Government-issued photo ID.png',
      '03 Bank statements.pdf',
    ]);
    expect(Buffer.from(entries['01 Government-issued photo ID.png']!)).toEqual(photo);
    // SAMPLE_DEAL: PITIA 997.95 + 250 + 100 = 1,347.95; DSCR 2,100 ÷ 1,347.95; LTV 150k ÷ 200k.
    const cover = await pdfTextOf(entries['00 Cover - borrower loan package.pdf']!);
    expect(cover).toContain('Property deal file: Dúplex en Cleveland');
    expect(cover).toContain('DSCR (rent / PITIA): 1.56');
    expect(cover).toContain('LTV (loan / price): 75.0%');
    // No borrower profile saved: no reserves to count after closing, and the cover says so.
    expect(cover).toContain('Reserves after closing: n/a (no assets saved in ¿Califico?)');

    // The guide counts both items as done.
    await page.goto('/guia-documentos');
    await expect(page.getByText('En tu bóveda', { exact: true })).toHaveCount(2);
    await context.close();
  });
}

for (const width of [1280, 390]) {
  test(`Elite ve qué documentos requeridos faltan antes de pedir la revisión (${width} px)`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await member(context, 'elite');
    await page.goto('/boveda-documentos');
    await upload(page, 'Estados de cuenta bancarios', {
      name: 'Banco.pdf',
      mimeType: 'application/pdf',
      buffer: pdfBytes(),
    });
    const card = page.getByRole('region', { name: 'Revisión experta de documentos' });
    // The guide's other required documents, by name, before the member sends what is there.
    const missing = card.getByTestId('review-missing-required');
    await expect(missing).toContainText(/Aún faltan \d+ documentos requeridos/);
    await expect(missing).toContainText('Identificación oficial con foto');
    await expect(missing).not.toContainText('Estados de cuenta bancarios');
    await expectInside(missing, card);
    await expectWithinWidth(card, page);
    await noHorizontalOverflow(page);
    await card.getByRole('button', { name: 'Enviar a revisión experta' }).click();
    await expect(card.getByText(/En revisión desde el/)).toBeVisible();
    // In review, the card still says what the lender will ask for that is not there.
    await expect(card).toContainText(/faltan \d+ documentos requeridos/);
  });
}

test('un archivo que no es PDF ni foto se rechaza en español', async ({ page, context }) => {
  await member(context, 'pro');
  await page.goto('/boveda-documentos');
  await page.getByRole('tab', { name: /Propiedad/ }).click();
  await page.getByLabel('Subir archivo para Contrato de compraventa firmado').setInputFiles({
    name: 'contrato.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000)]),
  });
  await expect(
    page
      .getByText('Solo aceptamos documentos PDF y fotos JPEG, PNG o HEIC')
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
  await expect(
    item(page, 'property-purchase-contract').getByText('Aún no subiste este documento.'),
  ).toBeVisible();
});

test('Elite pide revisión; el equipo aprueba uno y pide cambios en otro; el miembro ve ambos', async ({
  browser,
}) => {
  test.setTimeout(120_000); // two accounts, two uploads, two decisions
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  // A name of its own: other specs leave reviews from other members in the same staff queue.
  const { account } = await member(memberContext, 'elite', 'Remedios');
  await memberPage.goto('/boveda-documentos');
  await upload(memberPage, 'Estados de cuenta bancarios', {
    name: 'Banco.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBytes(),
  });
  await upload(memberPage, 'Identificación oficial con foto', {
    name: 'Licencia.jpg',
    mimeType: 'image/jpeg',
    buffer: jpegBytes(),
  });
  await memberPage.getByRole('button', { name: 'Enviar a revisión experta' }).click();
  await expect(memberPage.getByText(/En revisión desde el/)).toBeVisible();
  await expect(memberPage.getByText('Revisión: En revisión')).toHaveCount(2);

  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signInAsStaff(staffContext, { firstName: 'Equipo' });
  await staffPage.goto('/equipo');
  await expect(
    staffPage.getByRole('heading', { level: 1, name: 'Consola del equipo' }),
  ).toBeVisible();
  await staffPage.getByRole('button', { name: /Remedios/ }).click();
  const bank = staffPage.locator('[data-testid^="revision-"]', { hasText: 'Banco.pdf' });
  const license = staffPage.locator('[data-testid^="revision-"]', { hasText: 'Licencia.jpg' });
  await expect(bank.getByRole('link', { name: 'Abrir Banco.pdf' })).toBeVisible();
  await noAxeViolations(staffPage);
  // Nothing is chosen for a file in review: saving needs a decision first.
  await expect(bank.getByRole('radio', { name: 'Aprobado' })).not.toBeChecked();
  await expect(bank.getByRole('radio', { name: 'Requiere cambios' })).not.toBeChecked();
  await expect(bank.getByRole('button', { name: 'Guardar decisión' })).toBeDisabled();
  await bank.getByText('Aprobado', { exact: true }).click();
  await bank.getByRole('button', { name: 'Guardar decisión' }).click();
  await expect(bank.getByText('Estado: Aprobado')).toBeVisible();
  await license.getByText('Requiere cambios', { exact: true }).click();
  await license
    .getByLabel('Comentario para el miembro')
    .fill('La licencia está vencida: sube una vigente.');
  await license.getByRole('button', { name: 'Guardar decisión' }).click();
  await expect(license.getByText('Estado: Requiere cambios')).toBeVisible();
  await expect(staffPage.getByText('Revisión terminada')).toBeVisible();

  const email = await waitForEmail(E2E_SES_URL, account.email, {
    subject: /Revisión de documentos/,
  });
  expect(email.subject).toBe('Revisión de documentos: 1 documento requiere cambios');

  await memberPage.reload();
  await expect(
    item(memberPage, 'personal-bank-statements').getByText('Revisión: Aprobado'),
  ).toBeVisible();
  const id = item(memberPage, 'personal-id');
  await expect(id.getByText('Revisión: Requiere cambios')).toBeVisible();
  await expect(id.getByText('La licencia está vencida: sube una vigente.')).toBeVisible();
  await memberContext.close();
  await staffContext.close();
});

test('un miembro gratuito no entra a la bóveda ni a la consola del equipo', async ({
  page,
  context,
}) => {
  await signInAs(context);
  await page.goto('/boveda-documentos');
  await expect(page).toHaveURL(/\/plan-pro$/);
  await page.goto('/equipo');
  await expect(page).toHaveURL(/\/free-plan$/);
  const api = await page.request.get('/api/vault/files');
  expect(api.status()).toBe(403);
});
