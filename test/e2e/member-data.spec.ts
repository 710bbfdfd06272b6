import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { E2E_BASE_URL, E2E_SES_URL } from '../../playwright.config.ts';
import { grantPlanE2E } from '../support/e2e-plans.ts';
import { expectInside, expectWithinWidth } from '../support/e2e-layout.ts';
import { signInAs } from '../support/e2e-users.ts';
import { linkIn, waitForEmail } from '../support/mail.ts';
import { pdfBytes } from '../support/vault-files.ts';
import { noAxeViolations } from '../support/e2e-axe.ts';

/**
 * The member's data in Chromium: a member with vault files downloads everything we hold (link from
 * the email, then the ZIP) and deletes the account (password, link from the email); afterwards the
 * login is refused and the S3 emulator holds nothing under the member's prefixes.
 */
const toast = (page: Page) => page.getByTestId('toast');

/** The e2e runtime's S3 emulator, as the functions reach it locally (path style). */
const bucket = new S3Client({
  region: 'us-east-1',
  endpoint: `http://localhost:${process.env.E2E_S3_PORT ?? '8110'}`,
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});
async function objectsUnder(prefix: string): Promise<string[]> {
  const answer = await bucket.send(
    new ListObjectsV2Command({ Bucket: 'inversor-listo-documentos', Prefix: prefix }),
  );
  return (answer.Contents ?? []).map((o) => o.Key!);
}

test('descarga sus datos y elimina su cuenta; después no entra y sus archivos no están', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const { user, account } = await signInAs(context, { firstName: 'Lucía' });
  await grantPlanE2E(user.id, 'pro');

  // A vault file, uploaded from the browser.
  await page.goto('/boveda-documentos');
  const statement = pdfBytes('Estado de cuenta de marzo');
  await page.getByLabel('Subir archivo para Estados de cuenta bancarios').setInputFiles({
    name: 'Banco marzo.pdf',
    mimeType: 'application/pdf',
    buffer: statement,
  });
  await expect(page.getByText('Archivo guardado').first()).toBeVisible();
  expect(await objectsUnder(`members/${user.id}/`)).toHaveLength(1);

  // /account: "Tus datos", accessible.
  await page.goto('/account');
  const data = page.getByRole('region', { name: 'Tus datos' });
  await expect(data.getByRole('heading', { name: 'Descargar mis datos' })).toBeVisible();
  await noAxeViolations(page);

  // Download: the link arrives by email; the ZIP holds the data JSON and the vault file.
  await data.getByRole('button', { name: 'Descargar mis datos' }).click();
  await expect(toast(page)).toContainText('Te enviamos un correo con el enlace');
  const exportEmail = await waitForEmail(E2E_SES_URL, account.email, {
    subject: /Descarga tus datos/,
  });
  await page.goto(linkIn(exportEmail, `${E2E_BASE_URL}/mis-datos?token=`));
  await page.getByRole('button', { name: 'Preparar mi descarga' }).click();
  const ready = page.getByRole('link', { name: 'Descargar ZIP (1 archivo de la bóveda)' });
  await expect(ready).toBeVisible({ timeout: 20_000 });
  const [zip] = await Promise.all([page.waitForEvent('download'), ready.click()]);
  expect(zip.suggestedFilename()).toMatch(/^Mis datos Inversor Listo \d{4}-\d{2}-\d{2}\.zip$/);
  const entries = unzipSync(new Uint8Array(await readFile((await zip.path())!)));
  const names = Object.keys(entries);
  expect(names[0]).toBe('mis-datos.json');
  const vaultEntries = names.filter((n) => n.startsWith('Bóveda/'));
  expect(vaultEntries).toHaveLength(1);
  expect(Buffer.from(entries[vaultEntries[0]!]!)).toEqual(statement);
  const json = new TextDecoder().decode(entries['mis-datos.json']);
  expect(json).toContain(account.email);
  expect(json).not.toContain('passwordHash');

  // Deletion: the password, then the link from the email.
  await page.goto('/account');
  await data.getByLabel('Contraseña actual').fill(account.password);
  await data.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  await expect(data.getByRole('status')).toContainText(
    'Te enviamos un correo para confirmar la eliminación de tu cuenta',
  );
  const deleteEmail = await waitForEmail(E2E_SES_URL, account.email, {
    subject: /Confirma la eliminación/,
  });
  // On a phone: the long button wraps inside its card, centred, and so does its spinner.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(linkIn(deleteEmail, `${E2E_BASE_URL}/eliminar-cuenta?token=`));
  const confirm = page.getByRole('button', { name: 'Eliminar mi cuenta definitivamente' });
  const card = page.getByRole('region', { name: 'Eliminar mi cuenta' });
  await expectInside(confirm, card);
  await expectWithinWidth(confirm, page);
  await expect(confirm).toHaveCSS('text-align', 'center');
  let go!: () => void;
  const held = new Promise<void>((resolve) => (go = resolve));
  await page.route('**/api/auth/delete-account/confirm', async (route) => {
    await held;
    await route.continue();
  });
  await confirm.click();
  const deleting = page.getByRole('button', { name: /Eliminando/ });
  await expect(deleting).toBeDisabled();
  await expectInside(deleting.locator('.amplify-loader'), deleting);
  await expectInside(deleting, card);
  go();
  await expect(page.getByRole('heading', { name: 'Tu cuenta fue eliminada' })).toBeVisible({
    timeout: 20_000,
  });
  await waitForEmail(E2E_SES_URL, account.email, { subject: /Eliminamos tu cuenta/ });

  // The vault's files and the export ZIP are gone from the bucket.
  expect(await objectsUnder(`members/${user.id}/`)).toEqual([]);
  expect(await objectsUnder(`packages/${user.id}/`)).toEqual([]);

  // The login is refused.
  await context.clearCookies();
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(toast(page)).toContainText('Credenciales incorrectas');
  await expect(page).toHaveURL(/\/login/);
});
