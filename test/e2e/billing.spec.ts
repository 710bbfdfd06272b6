import { expect, test, type Page } from '@playwright/test';
import { E2E_SES_URL } from '../../playwright.config.ts';
import { waitForEmail } from '../support/mail.ts';
import { registerAccount } from '../support/e2e-users.ts';

/**
 * Subscriptions as a new user lives them, with the offline billing simulator (no Stripe key on the
 * e2e runtime): from the Pro page through login and checkout to the Pro area, the declined card,
 * plan management on /subscription, and the Pro area closed to free users.
 */
const TOAST = '[data-testid="toast"]';

function newAccount() {
  const id = Math.random().toString(16).slice(2, 10);
  return {
    firstName: 'Lucía',
    lastName: 'Ramírez',
    email: `lucia.${id}@example.com`,
    username: `lucia_${id}`,
    password: `Clave-segura-${id}`,
  };
}

type Account = ReturnType<typeof newAccount>;

async function register(_page: Page): Promise<Account> {
  // Through the shared helper: each account from its own loopback address (per-IP limits).
  return registerAccount(newAccount());
}

async function logIn(page: Page, account: Account) {
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
}

async function fillBilling(page: Page) {
  await page.getByLabel('Dirección *').fill('1200 Main St');
  await page.getByLabel('Ciudad *').fill('Houston');
  await page.getByLabel('Estado *').selectOption('TX');
  await page.getByLabel('Código postal *').fill('77002');
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Número de tarjeta de prueba').fill(number);
  await page.getByLabel('Vence (MM/AA)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
}

/** A signed-in user at /checkout?plan=… (through the login page). */
async function atCheckout(page: Page, plan: 'pro' | 'elite') {
  const account = await register(page);
  await page.goto(`/login?redirect=checkout&plan=${plan}`);
  await logIn(page, account);
  await expect(page).toHaveURL(`/checkout?plan=${plan}`);
  await expect(page.getByRole('heading', { name: 'Resumen del pedido' })).toBeVisible();
  return account;
}

test.describe('checkout with the billing simulator', () => {
  test('a free user goes from /plan-pro through login to checkout, pays with 4242 and opens the Pro area', async ({
    page,
  }) => {
    const stripeRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname.endsWith('stripe.com'))
        stripeRequests.push(request.url());
    });
    const account = await register(page);

    await page.goto('/plan-pro');
    await page.getByRole('link', { name: 'Comenzar prueba gratis de 7 días' }).first().click();
    await expect(page).toHaveURL('/login?redirect=checkout&plan=pro');
    await logIn(page, account);

    await expect(page).toHaveURL('/checkout?plan=pro');
    await expect(page.getByText('Preparando checkout seguro...')).toBeHidden();
    const summary = page.getByRole('complementary', { name: 'Resumen del pedido' });
    await expect(summary).toContainText('Plan Pro');
    await expect(summary).toContainText('7 días de prueba gratis');
    await expect(summary.getByText('Total hoy')).toBeVisible();
    await expect(summary).toContainText('$0.00');
    await expect(page.getByText('Modo de prueba')).toBeVisible();
    await expect(page.getByLabel('Nombre *')).toHaveValue(account.firstName);
    await expect(page.getByLabel('Correo electrónico *')).toHaveValue(account.email);
    // Every state, DC and the territories (placeholder + 53), whichever the member's is.
    const state = page.getByLabel('Estado *');
    await expect(state.locator('option')).toHaveCount(54);
    await expect(state.locator('option', { hasText: 'Georgia (GA)' })).toHaveCount(1);
    await expect(state.locator('option', { hasText: 'Arizona (AZ)' })).toHaveCount(1);
    await expect(state.locator('option', { hasText: 'Distrito de Columbia (DC)' })).toHaveCount(1);
    await expect(page.getByLabel('País').locator('option')).toHaveText([
      'Estados Unidos',
      'México',
      'Canadá',
    ]);
    // The states follow the country: Mexico's 32, then Canada's provinces and territories.
    await page.getByLabel('País').selectOption('MX');
    await expect(page.getByLabel('Estado *').locator('option')).toHaveCount(33);
    await expect(page.getByLabel('Estado *')).toContainText('Nuevo León');
    await page.getByLabel('País').selectOption('CA');
    await expect(page.getByLabel('Provincia o territorio *').locator('option')).toHaveCount(14);
    await page.getByLabel('País').selectOption('US');

    // Required fields first: no payment is attempted.
    const pay = page.getByRole('button', { name: 'Comenzar mis 7 días gratis' });
    await pay.click();
    await expect(page.locator(TOAST)).toContainText('Información Requerida');
    await expect(page.locator(TOAST)).toContainText(
      'Por favor completa todos los campos obligatorios.',
    );
    await expect(page).toHaveURL('/checkout?plan=pro');

    await fillBilling(page);
    await fillCard(page, '4242 4242 4242 4242');
    await pay.click();

    await expect(page).toHaveURL(/\/payment-success\?plan=pro&payment_intent=sim_seti_/);
    // A trial charges nothing today: the heading says the trial started, with the first charge.
    await expect(page.getByRole('heading', { name: '¡Tu prueba gratis comenzó!' })).toBeVisible();
    await expect(page.getByText('Hoy no se te cobra nada ($0.00)')).toBeVisible();
    await expect(
      page.getByText(/Tu primer cargo de \$49\.00 será el \d{1,2} de \w+ de \d{4}/),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: '¡Pago exitoso!' })).toHaveCount(0);
    await expect(page.getByText('Prueba gratis hasta')).toBeVisible();
    await expect(page.getByText('Visa •••• 4242')).toBeVisible();
    await page.getByRole('link', { name: 'Ir a mi Panel Pro' }).click();
    await expect(page).toHaveURL('/pro-dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page).toHaveURL('/pro-dashboard');

    const user = await (await page.request.get('/api/auth/user')).json();
    expect(user).toMatchObject({ subscriptionPlan: 'pro', subscriptionStatus: 'trialing' });
    expect(stripeRequests).toEqual([]);

    // The trial's email: the first charge's date and amount, to the card saved.
    const started = await waitForEmail(E2E_SES_URL, account.email, { subject: /prueba gratis/ });
    expect(started.subject).toBe('Tu prueba gratis del Plan Pro comenzó');
    expect(started.body.text).toMatch(
      /Tu primer cargo será de \$49\.00 el \d{1,2} de \w+ de \d{4}, a tu Visa terminada en 4242\./,
    );
  });

  test('the declined test card shows Error de Pago, changes nothing and emails what to do', async ({
    page,
  }) => {
    const account = await atCheckout(page, 'elite');
    await expect(page.getByRole('complementary', { name: 'Resumen del pedido' })).toContainText(
      '$99.00',
    );
    await fillBilling(page);
    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pagar $99.00 y suscribirme' }).click();

    await expect(page.locator(TOAST)).toContainText('Error de Pago');
    await expect(page.locator(TOAST)).toContainText('Tu tarjeta fue rechazada.');
    await expect(page).toHaveURL('/checkout?plan=elite');
    // The failure's email: nothing was charged, and what to do.
    const failed = await waitForEmail(E2E_SES_URL, account.email, { subject: /No pudimos/ });
    expect(failed.subject).toBe('No pudimos cobrar tu pago de $99.00 — Plan Elite');
    expect(failed.body.text).toContain('No se activó el plan y no se te cobró nada.');
    expect(failed.body.text).toContain('Qué hacer: vuelve al pago e intenta con otra tarjeta');
    const user = await (await page.request.get('/api/auth/user')).json();
    expect(user).toMatchObject({ subscriptionPlan: 'gratuito', subscriptionStatus: 'active' });

    await page.goto('/subscription');
    await expect(page.getByRole('region', { name: 'Plan Gratuito' })).toBeVisible();
  });

  test('sends any other plan value home, and /elite-checkout lists every state', async ({
    page,
  }) => {
    await atCheckout(page, 'elite');
    await page.goto('/checkout?plan=gold');
    await expect(page).toHaveURL('/');
    await page.goto('/elite-checkout');
    await expect(page.getByRole('heading', { name: 'Suscríbete al Plan Elite' })).toBeVisible();
    await expect(page.getByLabel('Estado *').locator('option')).toHaveCount(54);
    await expect(page.getByRole('complementary', { name: 'Resumen del pedido' })).toContainText(
      'Red de inversionistas',
    );
  });
});

test.describe('Gestionar Plan', () => {
  test('shows the trial and next charge, upgrades to Elite, cancels at period end and undoes it', async ({
    page,
  }) => {
    const account = await atCheckout(page, 'pro');
    await fillBilling(page);
    await fillCard(page, '4242424242424242');
    await page.getByRole('button', { name: 'Comenzar mis 7 días gratis' }).click();
    await expect(page.getByRole('heading', { name: '¡Tu prueba gratis comenzó!' })).toBeVisible();

    await page.goto('/subscription');
    const current = page.getByRole('region', { name: 'Plan Pro' });
    await expect(current.getByText('Prueba', { exact: true })).toBeVisible();
    await expect(current.getByText('Prueba gratis hasta')).toBeVisible();
    await expect(current).toContainText(/\$49\.00 el \d{1,2} de \w+ de \d{4}/);
    await expect(current).toContainText('Visa •••• 4242');
    await expect(page.getByRole('button', { name: 'Plan Actual' })).toBeDisabled();

    await page.getByRole('button', { name: 'Mejorar a Elite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mejorar al Plan Elite' });
    // What the dialog says is what is charged, and what the receipt then confirms.
    await expect(dialog).toContainText('tu prueba de Pro termina hoy');
    await expect(dialog).toContainText(/Hoy se cobran \$99\.00 a tu Visa •••• 4242/);
    await dialog.getByRole('button', { name: 'Mejorar a Elite' }).click();
    await expect(page.locator(TOAST)).toContainText('¡Listo! Ya tienes el Plan Elite.');
    const receipt = await waitForEmail(E2E_SES_URL, account.email, { subject: /Recibo/ });
    expect(receipt.subject).toBe('Recibo de tu pago de $99.00 — Plan Elite');
    expect(receipt.body.text).toContain('Tarjeta: VISA •••• 4242');
    await waitForEmail(E2E_SES_URL, account.email, { subject: /Tu plan cambió al Plan Elite/ });
    const elite = page.getByRole('region', { name: 'Plan Elite' });
    await expect(elite.getByText('Activo', { exact: true })).toBeVisible();
    await expect(elite).toContainText(/\$99\.00 el \d{1,2} de \w+ de \d{4}/);

    await page.getByRole('button', { name: 'Cambiar a Gratuito' }).click();
    await page
      .getByRole('dialog', { name: 'Cambiar al Plan Gratuito' })
      .getByRole('button', { name: 'Cancelar mi plan' })
      .click();
    await expect(elite.getByText('Cancelado', { exact: true })).toBeVisible();
    await expect(elite).toContainText(
      /Seguirás con el Plan Elite hasta el \d{1,2} de \w+ de \d{4}/,
    );
    await expect(elite).toContainText('Próximo cargoNinguno');
    const cancelled = await waitForEmail(E2E_SES_URL, account.email, { subject: /Cancelaste/ });
    expect(cancelled.subject).toMatch(/^Cancelaste tu Plan Elite: sigue activo hasta el \d/);
    await page.reload();
    await expect(elite.getByText('Cancelado', { exact: true })).toBeVisible();

    await elite.getByRole('button', { name: 'Mantener mi plan' }).click();
    await expect(elite.getByText('Activo', { exact: true })).toBeVisible();
    await expect(elite).not.toContainText('Cancelaste tu plan');
  });

  test('updates the card through the simulated portal', async ({ page }) => {
    await atCheckout(page, 'elite');
    await fillBilling(page);
    await fillCard(page, '4242424242424242');
    await page.getByRole('button', { name: 'Pagar $99.00 y suscribirme' }).click();
    await expect(page.getByRole('heading', { name: '¡Pago exitoso!' })).toBeVisible();

    await page.goto('/subscription');
    await page.getByRole('button', { name: 'Actualizar método de pago' }).click();
    const dialog = page.getByRole('dialog', { name: 'Actualizar método de pago' });
    await expect(dialog.getByText('Modo de prueba')).toBeVisible();
    await dialog.getByLabel('Número de tarjeta de prueba').fill('5555555555554444');
    await dialog.getByLabel('Vence (MM/AA)').fill('11/33');
    await dialog.getByLabel('CVC').fill('321');
    await dialog.getByRole('button', { name: 'Guardar tarjeta' }).click();
    await expect(page.locator(TOAST)).toContainText('Tu método de pago fue actualizado.');
    await expect(page.getByRole('region', { name: 'Plan Elite' })).toContainText(
      'Mastercard •••• 4444',
    );
    await expect(page).toHaveURL('/subscription');
  });
});

test.describe('the Pro area is closed to free users', () => {
  test('a free user cannot open /pro-dashboard or call a Pro route', async ({ page }) => {
    const account = await register(page);
    await page.goto('/pro-dashboard');
    await expect(page).toHaveURL('/login?returnTo=%2Fpro-dashboard');
    await logIn(page, account);

    await expect(page).toHaveURL('/plan-pro');
    await expect(page.locator(TOAST)).toContainText('Acceso restringido');
    await expect(page.getByRole('heading', { level: 1, name: 'Plan Pro' })).toBeVisible();

    const res = await page.request.get('/api/pro/activity');
    expect(res.status()).toBe(403);
    expect((await res.json()).message).toBe('Esta función requiere el plan Pro o Elite activo.');

    await page.goto('/elite-dashboard');
    await expect(page).toHaveURL('/plan-elite');
  });
});
