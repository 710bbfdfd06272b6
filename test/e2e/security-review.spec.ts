/**
 * The security review's findings in the browser (../shared/reviews/security.md #3 and #4): the
 * staff console asks for the second factor before it opens, and the account page asks an MFA
 * member for a code on a new email and a new password. Checked at 1280 and 390 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { E2E_SES_URL } from '../../playwright.config.ts';
import { grantStaffE2E } from '../support/e2e-plans.ts';
import { noHorizontalOverflow } from '../support/e2e-layout.ts';
import { signInAs, signInContext } from '../support/e2e-users.ts';
import { waitForEmail } from '../support/mail.ts';
import { noAxeViolations } from '../support/e2e-axe.ts';
import { totpCode } from '../support/totp.ts';
import { AUTH_LIMITS } from '../../shared/api/auth.ts';

const toast = (page: Page) => page.getByTestId('toast');
/** Close the toast on screen (one shows at a time), so the next answer's toast is the one read. */
async function closeToast(page: Page) {
  await toast(page).getByRole('button', { name: 'Cerrar' }).click();
  await expect(toast(page)).toHaveCount(0);
}
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Turn MFA on from the account page as a member would; returns the secret and recovery codes. */
async function enrolOnAccountPage(
  page: Page,
  password: string,
): Promise<{ secret: string; codes: string[] }> {
  const card = region(page, 'Verificación en dos pasos');
  await card.getByRole('button', { name: 'Activar verificación en dos pasos' }).click();
  const secret = (await card.locator('.mfa-setup__secret').innerText()).replace(/\s/g, '');
  await card.getByLabel('Código de 6 dígitos').fill(totpCode(secret));
  await card.getByLabel('Contraseña actual').fill(password);
  await card.getByRole('button', { name: 'Activar', exact: true }).click();
  // allInnerTexts does not wait: the list is read once all its codes are shown.
  const items = card.getByRole('list', { name: 'Códigos de recuperación' }).getByRole('listitem');
  await expect(items).toHaveCount(AUTH_LIMITS.recoveryCodeCount);
  const codes = await items.allInnerTexts();
  await card.getByRole('button', { name: 'Ya los guardé' }).click();
  await expect(card.getByText('Activada')).toBeVisible();
  return { secret, codes };
}

test('security.md #3: /equipo asks staff to enrol the second factor first, then opens', async ({
  page,
  context,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const { account } = await signInAs(context, { firstName: 'Marta' });
  await grantStaffE2E(account.email);
  // A second browser signed in with the password alone, before MFA is on (used below).
  const laptop = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  await signInContext(laptop, account);

  await page.goto('/equipo');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Primero, la verificación en dos pasos' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Consola del equipo' })).toHaveCount(0);
  await noAxeViolations(page, null);
  await page.screenshot({ path: testInfo.outputPath('equipo-enrol-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await noHorizontalOverflow(page);
  await page.screenshot({ path: testInfo.outputPath('equipo-enrol-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The link leads to the account page's card; turning MFA on there opens the console.
  await page.getByRole('link', { name: 'Activarla en mi cuenta' }).click();
  await expect(page).toHaveURL('/account#verificacion-dos-pasos');
  const { secret } = await enrolOnAccountPage(page, account.password);
  await page.goto('/equipo');
  await expect(page.getByRole('heading', { level: 1, name: 'Consola del equipo' })).toBeVisible();

  // The other browser's session never passed the code: it is asked to sign in again with it.
  try {
    const other = await laptop.newPage();
    await other.goto('/equipo');
    await expect(other.getByRole('heading', { name: 'Inicia sesión con tu código' })).toBeVisible();
    await other.screenshot({ path: testInfo.outputPath('equipo-code-1280.png'), fullPage: true });
    await other.getByRole('button', { name: 'Iniciar sesión con mi código' }).click();
    await expect(other).toHaveURL('/login?returnTo=%2Fequipo');
    await other.getByLabel('Correo electrónico').fill(account.email);
    await other.getByLabel('Contraseña', { exact: true }).fill(account.password);
    await other.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await other.getByLabel('Código de verificación').fill(totpCode(secret, 1));
    await other.getByRole('button', { name: 'Verificar' }).click();
    await expect(other).toHaveURL('/equipo');
    await expect(
      other.getByRole('heading', { level: 1, name: 'Consola del equipo' }),
    ).toBeVisible();
  } finally {
    await laptop.close();
  }
});

test('security.md #4: with MFA on, a new email and a new password ask for a code', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  const { account } = await signInAs(context);
  await page.goto('/account');
  const { secret, codes } = await enrolOnAccountPage(page, account.password);

  // A new email: the password and a code; without the code the form says so, nothing is sent.
  const target = `nuevo.${Date.now().toString(36)}@example.com`;
  await page.getByRole('button', { name: 'Editar' }).click();
  const personal = region(page, 'Información Personal');
  await personal.getByLabel('Correo electrónico').fill(target);
  await expect(personal.getByText(/y un código de tu app de autenticación/)).toBeVisible();
  await personal.getByLabel('Contraseña actual').fill(account.password);
  await personal.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(
    personal.getByText('Escribe el código de 6 dígitos de tu app de autenticación'),
  ).toBeVisible();
  await personal.getByLabel('Código de tu app o de recuperación').fill('000000');
  await personal.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(toast(page)).toContainText('Código incorrecto');
  await closeToast(page);
  await page.screenshot({
    path: testInfo.outputPath('account-email-code-1280.png'),
    fullPage: true,
  });
  await personal.getByLabel('Código de tu app o de recuperación').fill(totpCode(secret, 1));
  await personal.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(toast(page)).toContainText('Confirma tu nuevo correo');
  await closeToast(page);
  await waitForEmail(E2E_SES_URL, target, { subject: /Confirma tu nuevo correo/ });

  // A new password, on a phone: the code field is there, and the change needs it.
  await page.setViewportSize({ width: 390, height: 844 });
  const change = region(page, 'Cambiar contraseña');
  const newPassword = 'Otra-Clave-Muy-Segura-2027';
  await change.getByLabel('Contraseña actual').fill(account.password);
  await change.getByLabel('Nueva contraseña', { exact: true }).fill(newPassword);
  // The estimator's dictionaries load on first use: a busy machine takes a while.
  await expect(change.getByText(/Seguridad de la contraseña: (Buena|Muy buena)/)).toBeVisible({
    timeout: 20_000,
  });
  await change.getByLabel('Confirmar nueva contraseña').fill(newPassword);
  await change.getByLabel('Código de tu app o de recuperación').fill('000000');
  await change.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(toast(page)).toContainText('Código incorrecto');
  await noHorizontalOverflow(page);
  await change.scrollIntoViewIfNeeded();
  await page.screenshot({
    path: testInfo.outputPath('account-password-code-390.png'),
    fullPage: true,
  });
  await closeToast(page);
  // The app's next code was used by the email change: a recovery code this time.
  await change.getByLabel('Código de tu app o de recuperación').fill(codes[0]!);
  await change.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(toast(page)).toContainText('Cambiamos tu contraseña');
  await noAxeViolations(page, null);
});
