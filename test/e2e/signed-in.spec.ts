import { expect, test } from '@playwright/test';
import { newAccount } from '../support/accounts.ts';
import { signInAs } from '../support/e2e-users.ts';

/**
 * The public pages know a signed-in member, and registering with a plan signs in and goes straight
 * to checkout.
 */
test.describe('signed-in state on public pages', () => {
  test('a member sees their menu and dashboard link on /, a plan page, a free tool and the 404', async ({
    page,
    context,
  }) => {
    await signInAs(context, { firstName: 'Marta', lastName: 'Gómez' });
    for (const path of ['/', '/plan-pro', '/calculadora-dscr', '/no-existe']) {
      await page.goto(path);
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Mi panel' })).toHaveAttribute(
        'href',
        '/free-plan',
      );
      await expect(header.getByRole('button', { name: 'Mi Cuenta: Marta Gómez' })).toBeAttached();
      await expect(header.getByRole('link', { name: 'Iniciar Sesión' })).toHaveCount(0);
      await expect(header.getByRole('link', { name: 'Crear Cuenta' })).toHaveCount(0);
    }
  });

  test('/register offers the dashboard, /welcome shows the real plan, /payment-success says nothing was paid', async ({
    page,
    context,
  }) => {
    await signInAs(context);
    await page.goto('/register?plan=pro');
    await expect(page.getByRole('heading', { name: 'Ya tienes una cuenta' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ir a mi panel' })).toHaveAttribute(
      'href',
      '/free-plan',
    );
    await expect(page.getByRole('link', { name: 'Continuar con el Plan Pro' })).toBeVisible();

    await page.goto('/welcome');
    await expect(page.getByRole('heading', { name: 'Plan Gratuito' })).toBeVisible();

    await page.goto('/payment-success');
    await expect(
      page.getByRole('heading', { name: 'No hay ningún pago que confirmar' }),
    ).toBeVisible();
    await expect(page.getByText('no se te ha cobrado nada')).toBeVisible();
  });
});

test('register with plan=pro signs in and lands on checkout without a second login', async ({
  page,
}) => {
  const account = newAccount();
  await page.goto('/register?plan=pro');
  await page.getByLabel('Nombre', { exact: true }).fill(account.firstName);
  await page.getByLabel('Apellido').fill(account.lastName);
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel('Nombre de usuario').fill(account.username);
  await expect(page.locator('#username-status')).toHaveText('✓ Nombre de usuario disponible');
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await page.getByLabel('Confirmar contraseña').fill(account.password);
  // The strength checker's dictionaries (~1.2 MB) load on first use; on a loaded machine that
  // outlasts the default wait, and the submit waits for the same verdict.
  await expect(page.locator('#password-strength')).toContainText('Seguridad de la contraseña', {
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Crear Cuenta' }).click();

  await expect(page).toHaveURL('/checkout?plan=pro');
  await expect(page.getByRole('heading', { name: 'Resumen del pedido' })).toBeVisible();
  const user = await (await page.request.get('/api/auth/user')).json();
  expect(user).toMatchObject({ email: account.email, subscriptionPlan: 'gratuito' });
});
