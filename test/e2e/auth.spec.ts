import { expect, test, type Page } from '@playwright/test';
import { E2E_SES_URL } from '../../playwright.config.ts';
import { newAccount } from '../support/accounts.ts';
import { registerAccount, signInAs } from '../support/e2e-users.ts';
import { noAxeViolations } from '../support/e2e-axe.ts';
import { linkIn, waitForEmail } from '../support/mail.ts';

/** The single visible toast (one at a time). */
const toast = (page: Page) => page.getByTestId('toast');

async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: /^Mi Cuenta/ }).click();
}

test.describe('accounts', () => {
  test('register (signed in at once) → edit account → logout', async ({ page }) => {
    const account = newAccount();
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Crear Cuenta' })).toBeVisible();
    await page.getByLabel('Nombre', { exact: true }).fill(account.firstName);
    await page.getByLabel('Apellido').fill(account.lastName);
    await page.getByLabel('Correo electrónico').fill(account.email);
    // Field by field (hints, availability, the order of the checks): register-form.test.tsx.
    await page.getByLabel('Nombre de usuario').fill(account.username);
    await expect(page.locator('#username-status')).toHaveText('✓ Nombre de usuario disponible');
    await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
    // The submit waits for the strength estimator, whose dictionaries (~1.2 MB) load on first
    // use: a busy machine takes a while.
    await expect(page.getByText(/Seguridad de la contraseña: /)).toBeVisible({ timeout: 20_000 });
    await page.getByLabel('Confirmar contraseña').fill(account.password);
    await page.getByRole('button', { name: 'Crear Cuenta' }).click();

    await expect(toast(page)).toContainText('¡Cuenta creada!');
    await expect(toast(page)).toContainText('Tu cuenta ha sido creada exitosamente.');
    // Signed in by the registration itself: the dashboard, no second login.
    await expect(page).toHaveURL('/free-plan');
    await expect(
      page.getByRole('heading', { level: 1, name: `¡Bienvenido, Ana Pérez!` }),
    ).toBeVisible();
    await expect(page.locator('.tool-card')).toHaveCount(5);

    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Gestionar Cuenta' }).click();
    await expect(page).toHaveURL('/account');
    await expect(page.getByText('Miembro desde')).toBeVisible();
    const year = String(new Date().getFullYear());
    await expect(page.locator('.account-facts').last()).toContainText(`de ${year}`);
    await page.getByRole('button', { name: 'Editar' }).click();
    const newUsername = `${account.username}_b`;
    await page.getByLabel('Nombre', { exact: true }).fill('María');
    await page.getByLabel('Nombre de usuario').fill(newUsername);
    await page.getByRole('button', { name: 'Guardar Cambios' }).click();
    await expect(toast(page)).toContainText('Cuenta actualizada');
    await expect(page.getByRole('button', { name: 'Editar' })).toBeVisible();
    await expect(page.locator('.account-facts').first()).toContainText('María');
    await expect(page.locator('.account-facts').first()).toContainText(newUsername);
    await expect(page.getByRole('button', { name: /^Mi Cuenta: María Pérez/ })).toBeVisible();

    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
    await expect(page).toHaveURL('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Preparación Hipotecaria para Inversionistas' }),
    ).toBeVisible();

    // Signed-in pages now send the visitor to login, and back after it.
    await page.goto('/account');
    await expect(page).toHaveURL('/login?returnTo=%2Faccount');
    await page.getByLabel('Correo electrónico').fill(account.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page).toHaveURL('/account');
    await expect(page.locator('.account-facts').first()).toContainText(newUsername);
  });

  test('forgot password → link from the email → new password → login', async ({ page }) => {
    const account = await registerAccount();
    await page.goto('/forgot-password');
    await expect(page.getByRole('tab', { name: 'Contraseña' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByLabel('Correo electrónico').fill(account.email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(toast(page)).toContainText('Correo enviado');
    await expect(page.getByLabel('Correo electrónico')).toHaveValue('');

    const email = await waitForEmail(E2E_SES_URL, account.email, { subject: /Restablece/ });
    const link = linkIn(email, `${new URL(page.url()).origin}/reset-password?token=`);
    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Restablecer Contraseña' }),
    ).toBeVisible();
    const newPassword = 'Otra-Clave-Segura-2026';
    await page.getByLabel('Nueva contraseña', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirmar nueva contraseña').fill('no-coincide-123');
    await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
    await expect(toast(page)).toContainText('Las contraseñas no coinciden');
    await page.getByLabel('Confirmar nueva contraseña').fill(newPassword);
    await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
    await expect(toast(page)).toContainText('¡Éxito!');
    await expect(page.getByRole('heading', { name: '¡Contraseña restablecida!' })).toBeVisible();
    await expect(page).toHaveURL('/login', { timeout: 6000 });

    await page.getByLabel('Correo electrónico').fill(account.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(toast(page)).toContainText('Credenciales incorrectas');
    await page.getByLabel('Contraseña', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page).toHaveURL('/free-plan');
  });

  test('the username tab emails the username', async ({ page }) => {
    const account = await registerAccount();
    await page.goto('/forgot-password');
    await page.getByRole('tab', { name: 'Usuario' }).click();
    const field = page.getByLabel('Correo electrónico');
    await field.fill(account.email);
    const send = page.getByRole('button', { name: 'Enviar usuario' });
    // The field spans the card, like the button (its field-group styles come with it).
    const [fieldBox, sendBox] = [await field.boundingBox(), await send.boundingBox()];
    expect(Math.abs(fieldBox!.width - sendBox!.width)).toBeLessThan(2);
    await send.click();
    await expect(toast(page)).toContainText('Correo enviado');
    const email = await waitForEmail(E2E_SES_URL, account.email, { subject: /nombre de usuario/ });
    expect(email.body.text).toContain(account.username);
  });

  // The checks' order, the username's status and each message: register-form.test.tsx.
  test('register with a plan signs in and goes straight on to checkout', async ({ page }) => {
    const account = newAccount();
    await page.goto('/register?redirect=checkout&plan=pro');
    await expect(page.getByText('Plan Pro: crea tu cuenta')).toBeVisible();
    await page.getByLabel('Nombre', { exact: true }).fill(account.firstName);
    await page.getByLabel('Apellido').fill(account.lastName);
    await page.getByLabel('Correo electrónico').fill(account.email);
    await page.getByLabel('Nombre de usuario').fill(account.username);
    await expect(page.locator('#username-status')).toHaveText('✓ Nombre de usuario disponible');
    await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
    await page.getByLabel('Confirmar contraseña').fill(account.password);
    await page.getByRole('button', { name: 'Crear Cuenta' }).click();
    await expect(toast(page)).toContainText('¡Cuenta creada!');
    // With a plan the registration signs in: straight on to checkout, no second login.
    await expect(page).toHaveURL('/checkout?plan=pro');
  });

  test('login with redirect=checkout goes to checkout; a signed-in visitor skips login', async ({
    page,
    context,
  }) => {
    const account = await registerAccount();
    await page.goto('/login?redirect=checkout&plan=elite');
    await expect(page.getByText('continuar con el Plan Elite')).toBeVisible();
    await page.getByLabel('Correo electrónico').fill(account.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page).toHaveURL('/checkout?plan=elite');
    expect((await context.cookies()).find((c) => c.name === 'sid')?.httpOnly).toBe(true);
    await page.goto('/login');
    await expect(page).toHaveURL('/free-plan');
  });

  test('reset-password without a token shows the error and goes to /forgot-password', async ({
    page,
  }) => {
    await page.goto('/reset-password');
    await expect(toast(page)).toContainText('Token de recuperación no válido');
    await expect(page).toHaveURL('/forgot-password');
  });

  test('the dashboard opens the webinar schedule, and /welcome activates by plan', async ({
    page,
    context,
  }) => {
    await signInAs(context, { firstName: 'Lucía', lastName: 'Gómez' });
    await page.goto('/dashboard');
    await expect(
      page.getByRole('heading', { level: 1, name: '¡Bienvenido, Lucía Gómez!' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pro ($49/mes)' })).toHaveAttribute(
      'href',
      '/plan-pro',
    );
    await expect(page.getByRole('link', { name: 'Elite ($99/mes)' })).toHaveAttribute(
      'href',
      '/plan-elite',
    );
    await page.getByRole('button', { name: 'Ver calendario' }).click();
    const dialog = page.getByRole('dialog', { name: 'Webinars mensuales' });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.locator('.webinars__item').first().or(dialog.getByText('Próximamente publicaremos')),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.goto('/welcome?plan=pro');
    await expect(page.getByRole('heading', { level: 1, name: /¡Hola, Lucía!/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Activar Plan Pro' })).toHaveAttribute(
      'href',
      '/checkout?plan=pro',
    );
    await page.goto('/welcome');
    await page.getByRole('link', { name: 'Continuar con el Plan Gratuito' }).click();
    await expect(page).toHaveURL('/free-plan');
  });

  test('/welcome sends a visitor to login and back', async ({ page }) => {
    const account = await registerAccount();
    await page.goto('/welcome?plan=elite');
    await expect(page).toHaveURL('/login?returnTo=%2Fwelcome%3Fplan%3Delite');
    await page.getByLabel('Correo electrónico').fill(account.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page).toHaveURL('/welcome?plan=elite');
    await expect(page.getByRole('link', { name: 'Activar Plan Elite' })).toBeVisible();
  });

  test('the accounts pages have no axe violations', async ({ page, context }) => {
    for (const path of ['/login', '/register', '/forgot-password', '/reset-password?token=x']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // A prerendered form is on screen before React; its button turns on once React has it.
      await expect(page.locator('button[type="submit"]').first()).toBeEnabled();
      await noAxeViolations(page, null, path);
    }
    await signInAs(context);
    for (const path of ['/free-plan', '/account', '/welcome?plan=pro']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await noAxeViolations(page, null, path);
    }
  });
});
