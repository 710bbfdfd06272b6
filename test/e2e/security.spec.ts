/**
 * Account security in the browser: the email change confirmed from the new address, the password
 * change, the sessions list across two browsers, enrolling a second factor and a login with its
 * code, and what a stolen session cookie alone can (not) do.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { E2E_BASE_URL, E2E_SES_URL } from '../../playwright.config.ts';
import { signInAs, signInContext } from '../support/e2e-users.ts';
import { linkIn, waitForEmail } from '../support/mail.ts';
import { noAxeViolations } from '../support/e2e-axe.ts';
import { totpCode } from '../support/totp.ts';

const toast = (page: Page) => page.getByTestId('toast');
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Mi Cuenta/ }).click();
  await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
  await expect(page).toHaveURL('/');
}

async function fillLogin(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
}

test.describe('account security', () => {
  test('email change: the password, a link to the new address, then the new email', async ({
    page,
    context,
  }) => {
    const { account } = await signInAs(context);
    const target = `nuevo.${Date.now().toString(36)}@example.com`;
    await page.goto('/account');
    await page.getByRole('button', { name: 'Editar' }).click();
    const card = region(page, 'Información Personal');
    await expect(card.getByLabel('Contraseña actual')).toHaveCount(0);
    await card.getByLabel('Correo electrónico').fill(target);
    // A new email asks for the current password, and says how the change will happen.
    await expect(card.getByText('Te enviaremos un enlace a la nueva dirección')).toBeVisible();
    await card.getByRole('button', { name: 'Guardar Cambios' }).click();
    await expect(
      card.getByText('Escribe tu contraseña actual para confirmar el cambio'),
    ).toBeVisible();
    await card.getByLabel('Contraseña actual').fill(account.password);
    await card.getByRole('button', { name: 'Guardar Cambios' }).click();
    await expect(toast(page)).toContainText('Confirma tu nuevo correo');
    await expect(toast(page)).toContainText(`Te enviamos un enlace a ${target}`);
    await expect(page.locator('.account-facts').first()).toContainText(account.email);
    await expect(
      page.getByRole('status').filter({ hasText: 'Cambio de correo pendiente' }),
    ).toContainText(target);

    const email = await waitForEmail(E2E_SES_URL, target, { subject: /Confirma tu nuevo correo/ });
    const link = linkIn(email, `${E2E_BASE_URL}/confirmar-correo?token=`);
    await waitForEmail(E2E_SES_URL, account.email, { subject: /Se pidió cambiar el correo/ });
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirmar correo' })).toBeVisible();
    await noAxeViolations(page, null, '/confirmar-correo');
    await page.getByRole('button', { name: 'Confirmar mi nuevo correo' }).click();
    await expect(page.getByRole('heading', { name: '¡Correo confirmado!' })).toBeVisible();
    await page.getByRole('link', { name: 'Ir a mi cuenta' }).click();
    await expect(page.locator('.account-facts').first()).toContainText(target);
    await expect(page.getByText('Cambio de correo pendiente')).toHaveCount(0);

    // The same link again is dead, and says so in Spanish.
    await page.goto(link);
    await page.getByRole('button', { name: 'Confirmar mi nuevo correo' }).click();
    await expect(
      page.getByRole('heading', { name: 'No pudimos confirmar el correo' }),
    ).toBeVisible();
  });

  test('password change: weak refused with the reason, then changed; the new one signs in', async ({
    page,
    context,
  }) => {
    const { account } = await signInAs(context);
    await page.goto('/account');
    const card = region(page, 'Cambiar contraseña');
    await card.getByLabel('Contraseña actual').fill(account.password);
    await card.getByLabel('Nueva contraseña', { exact: true }).fill('qwerty12345');
    // The estimator's dictionaries (~1.2 MB) load on first use: a busy machine takes a while.
    await expect(card.getByText('Seguridad de la contraseña: Débil')).toBeVisible({
      timeout: 20_000,
    });
    await card.getByLabel('Confirmar nueva contraseña').fill('qwerty12345');
    await card.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(toast(page)).toContainText('demasiado fácil de adivinar');

    const newPassword = 'Faro-ventana-rio-2031';
    await card.getByLabel('Nueva contraseña', { exact: true }).fill(newPassword);
    await expect(card.getByText(/Seguridad de la contraseña: (Buena|Muy buena)/)).toBeVisible({
      timeout: 20_000,
    });
    await card.getByLabel('Confirmar nueva contraseña').fill(newPassword);
    await card.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(toast(page)).toContainText(
      'Cambiamos tu contraseña y cerramos tus otras sesiones',
    );
    // This browser stays signed in.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Gestionar Cuenta' })).toBeVisible();
    await waitForEmail(E2E_SES_URL, account.email, { subject: /Tu contraseña .* cambió/ });

    await signOut(page);
    await fillLogin(page, account.email, account.password);
    await expect(toast(page)).toContainText('Credenciales incorrectas');
    await fillLogin(page, account.email, newPassword);
    await expect(page).toHaveURL('/free-plan');
  });

  test('sessions: two browsers listed; one ends the other', async ({ page, context, browser }) => {
    const { account } = await signInAs(context);
    // A context made here does not get the config's baseURL: full URLs below.
    const phone = await browser.newContext({ userAgent: 'Mozilla/5.0 (iPhone) Safari/604.1' });
    try {
      await signInContext(phone, account);
      const phonePage = await phone.newPage();
      await phonePage.goto(`${E2E_BASE_URL}/account`);
      await expect(
        phonePage.getByRole('heading', { level: 1, name: 'Gestionar Cuenta' }),
      ).toBeVisible();

      await page.goto('/account');
      const sessions = region(page, 'Sesiones abiertas');
      await expect(sessions.getByRole('listitem')).toHaveCount(2);
      await expect(sessions.getByText('Este dispositivo')).toHaveCount(1);
      await sessions.getByRole('button', { name: /^Cerrar sesión:/ }).click();
      await expect(toast(page)).toContainText('Cerramos esa sesión');
      await expect(sessions.getByRole('listitem')).toHaveCount(1);

      // The other browser is signed out at its next request.
      await phonePage.goto(`${E2E_BASE_URL}/account`);
      await expect(phonePage).toHaveURL(`${E2E_BASE_URL}/login?returnTo=%2Faccount`);

      // "Cerrar las demás sesiones" with a third one open.
      await signInContext(phone, account);
      await page.reload();
      await expect(sessions.getByRole('listitem')).toHaveCount(2);
      await sessions.getByRole('button', { name: 'Cerrar las demás sesiones' }).click();
      await expect(toast(page)).toContainText('Cerramos todas tus otras sesiones');
      await expect(sessions.getByRole('listitem')).toHaveCount(1);
      await phonePage.goto(`${E2E_BASE_URL}/account`);
      await expect(phonePage).toHaveURL(`${E2E_BASE_URL}/login?returnTo=%2Faccount`);
    } finally {
      await phone.close();
    }
  });

  test('second factor: enrol with the QR secret, keep the recovery codes, sign in with a code', async ({
    page,
    context,
  }) => {
    const { account } = await signInAs(context);
    await page.goto('/account');
    const card = region(page, 'Verificación en dos pasos');
    await expect(card.getByText('Desactivada')).toBeVisible();
    await card.getByRole('button', { name: 'Activar verificación en dos pasos' }).click();
    await expect(card.getByRole('img', { name: /Código QR/ })).toBeVisible();
    const secret = (await card.locator('.mfa-setup__secret').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await card.getByLabel('Código de 6 dígitos').fill('000000');
    await card.getByLabel('Contraseña actual').fill(account.password);
    await card.getByRole('button', { name: 'Activar', exact: true }).click();
    await expect(toast(page)).toContainText('Código incorrecto');
    await card.getByLabel('Código de 6 dígitos').fill(totpCode(secret));
    await card.getByRole('button', { name: 'Activar', exact: true }).click();
    const codes = card.getByRole('list', { name: 'Códigos de recuperación' });
    await expect(codes.getByRole('listitem')).toHaveCount(10);
    await expect(card.getByRole('link', { name: 'Descargar (.txt)' })).toHaveAttribute(
      'download',
      'inversor-listo-codigos-de-recuperacion.txt',
    );
    await noAxeViolations(page, null, '/account with recovery codes');
    await card.getByRole('button', { name: 'Ya los guardé' }).click();
    await expect(card.getByText('Activada')).toBeVisible();
    await expect(codes).toHaveCount(0);

    await signOut(page);
    await fillLogin(page, account.email, account.password);
    await expect(page.getByRole('heading', { name: 'Verificación en dos pasos' })).toBeVisible();
    await expect(page).toHaveURL('/login');
    await noAxeViolations(page, null, '/login code step');
    await page.getByLabel('Código de verificación').fill('111111');
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(toast(page)).toContainText('Código incorrecto');
    // The enrolment used this period's code; the app shows the next one 30 s later.
    await page.getByLabel('Código de verificación').fill(totpCode(secret, 1));
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page).toHaveURL('/free-plan');
  });

  test('with only a stolen session cookie the account cannot be taken over', async ({
    context,
    browser,
  }) => {
    const { account, user } = await signInAs(context);
    const stolen = (await context.cookies()).find((c) => c.name === 'sid')!;
    const thief: BrowserContext = await browser.newContext();
    try {
      await thief.addCookies([{ ...stolen }]);
      const api = thief.request;
      const json = { headers: { 'content-type': 'application/json' } };
      const profile = {
        firstName: user.firstName,
        lastName: user.lastName,
        username: user.username,
      };
      // Email: no password, a guessed one.
      const noPassword = await api.put(`${E2E_BASE_URL}/api/auth/user`, {
        ...json,
        data: { ...profile, email: 'ladron@evil.example' },
      });
      expect(noPassword.status()).toBe(400);
      const guessed = await api.put(`${E2E_BASE_URL}/api/auth/user`, {
        ...json,
        data: { ...profile, email: 'ladron@evil.example', currentPassword: 'Adivinanza-1' },
      });
      expect(guessed.status()).toBe(403);
      // Password and second factor: each needs the current password.
      const change = await api.post(`${E2E_BASE_URL}/api/auth/change-password`, {
        ...json,
        data: { currentPassword: 'Adivinanza-1', newPassword: 'Clave-del-ladron-2026' },
      });
      expect(change.status()).toBe(403);
      const setup = await api.post(`${E2E_BASE_URL}/api/auth/mfa/setup`);
      expect(setup.status()).toBe(200); // a secret nobody has confirmed: it changes nothing
      const disable = await api.post(`${E2E_BASE_URL}/api/auth/mfa/disable`, {
        ...json,
        data: { currentPassword: 'Adivinanza-1', code: '123456' },
      });
      expect(disable.status()).toBe(400); // not on: nothing to turn off
      // The owner's account is as it was: same email, same password, no pending change.
      const me = await context.request.get('/api/auth/user');
      expect(await me.json()).toMatchObject({ email: account.email, mfaEnabled: false });
      expect(await me.json()).not.toHaveProperty('pendingEmail');
      const owner = await context.request.post('/api/auth/login', {
        ...json,
        data: { email: account.email, password: account.password },
      });
      expect(owner.status()).toBe(200);
    } finally {
      await thief.close();
    }
  });
});
