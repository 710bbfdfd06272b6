import { expect, test, type Page } from '@playwright/test';
import { E2E_SES_URL } from '../../playwright.config.ts';
import { newAccount } from '../support/accounts.ts';
import { grantPlanE2E } from '../support/e2e-plans.ts';
import { expectWithinWidth, noHorizontalOverflow } from '../support/e2e-layout.ts';
import { signInAs } from '../support/e2e-users.ts';
import { waitForEmail } from '../support/mail.ts';
import { SAMPLE_DEAL, SAMPLE_PORTFOLIO } from '../support/sample-deal.ts';
import { UX_DEAL } from '../support/review-deals.ts';

/**
 * What a paying member notices, at a desk and on a phone: registration that signs in at once,
 * every tool one click away from a menu on every member page, checkout for any state, an Elite
 * member badged Elite, wide tables that say they scroll, visitors' pages with a clean console.
 */
const WIDTHS = [
  { name: '1280 px', viewport: { width: 1280, height: 900 } },
  { name: '390 px', viewport: { width: 390, height: 844 } },
];

/** The tools menu of the page's header, opened with the keyboard. */
async function openToolsMenu(page: Page) {
  // On a phone the public header folds its navigation (and the member's menu) behind "Menú".
  const folded = page.getByRole('button', { name: 'Menú', exact: true });
  if ((await folded.count()) > 0 && (await folded.isVisible())) {
    if ((await folded.getAttribute('aria-expanded')) !== 'true') await folded.click();
  }
  const button = page.getByRole('button', { name: 'Herramientas' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return page.getByRole('navigation', { name: 'Herramientas' });
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`miembro a ${name}`, () => {
    test.use({ viewport });

    test('un registro rápido (autocompletado) espera la verificación, inicia sesión y abre el panel', async ({
      page,
    }) => {
      const account = newAccount({ firstName: 'Rosa', lastName: 'Mena' });
      await page.goto('/register');
      await page.getByLabel('Nombre', { exact: true }).fill(account.firstName);
      await page.getByLabel('Apellido').fill(account.lastName);
      await page.getByLabel('Correo electrónico').fill(account.email);
      await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
      await page.getByLabel('Confirmar contraseña').fill(account.password);
      // Typed last and submitted at once: the availability check has not even started.
      await page.getByLabel('Nombre de usuario').fill(account.username);
      await page.getByRole('button', { name: 'Crear Cuenta' }).click();
      await expect(page.getByTestId('toast')).toContainText('¡Cuenta creada!', {
        timeout: 30_000,
      });
      await expect(page.getByText(/Por favor espera/)).toHaveCount(0);
      await expect(page).toHaveURL('/free-plan');
      const me = await (await page.request.get('/api/auth/user')).json();
      expect(me).toMatchObject({ email: account.email, subscriptionPlan: 'gratuito' });
      await noHorizontalOverflow(page);
    });

    test('un miembro Pro llega a cada herramienta desde el menú de cualquier página, con el teclado', async ({
      page,
      context,
    }) => {
      const { user } = await signInAs(context, { firstName: 'Lucía' });
      await grantPlanE2E(user.id, 'pro');
      await page.goto('/calculadora-roi');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const menu = await openToolsMenu(page);
      for (const [title, href] of [
        ['Bóveda de Documentos', '/boveda-documentos'],
        ['Mis Propiedades', '/mis-propiedades'],
        ['¿Califico?', '/califico'],
        ['Mi Portafolio', '/portafolio'],
        ['Webinars', '/webinars'],
        ['Mi panel', '/pro-dashboard'],
      ] as const) {
        await expect(menu.getByRole('link', { name: title, exact: true })).toHaveAttribute(
          'href',
          href,
        );
      }
      // Elite's services are not offered as if they were Pro's: the upgrade is.
      await expect(menu.getByRole('link', { name: 'Consultoría Personal 1:1' })).toHaveCount(0);
      await expect(menu.getByRole('link', { name: 'Conoce el Plan Elite' })).toBeVisible();
      await expectWithinWidth(menu, page);
      await noHorizontalOverflow(page);
      // Escape closes it and gives focus back; Tab then Enter follows a link.
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(page.getByRole('button', { name: 'Herramientas' })).toBeFocused();
      const again = await openToolsMenu(page);
      await again.getByRole('link', { name: 'Bóveda de Documentos' }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/boveda-documentos');
      await expect(page.getByRole('navigation', { name: 'Herramientas' })).toBeHidden();

      // The same menu on the signed-in pages outside the Pro area, and on the public ones.
      for (const path of ['/subscription', '/webinars']) {
        await page.goto(path);
        const menuHere = await openToolsMenu(page);
        await expect(menuHere.getByRole('link', { name: 'Bóveda de Documentos' })).toBeVisible();
        await page.keyboard.press('Escape');
      }

      // The dashboard has the vault and the webinars too, each card its own page.
      await page.goto('/pro-dashboard');
      const loan = page.getByRole('region', { name: 'Tu préstamo y tus propiedades' });
      await expect(loan.getByRole('link', { name: /Bóveda de Documentos/ })).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Aprende y prepárate' }).getByRole('link', {
          name: /Webinars/,
        }),
      ).toBeVisible();
      await expect(page.getByText('Calculadora DSCR Avanzada')).toHaveCount(0);
      await expect(page.getByText('Due Diligence')).toHaveCount(0);
      await noHorizontalOverflow(page);
    });

    test('un miembro Elite ve su insignia Elite en las herramientas Pro y todo desde su panel', async ({
      page,
      context,
    }) => {
      const { user } = await signInAs(context, { firstName: 'Ana' });
      await grantPlanE2E(user.id, 'elite');
      await page.goto('/calculadora-roi');
      const header = page.getByRole('banner');
      await expect(header.getByText('ELITE', { exact: true })).toBeVisible();
      await expect(header.getByText('PRO', { exact: true })).toHaveCount(0);
      await page.goto('/elite-dashboard');
      for (const title of [
        'Bóveda de Documentos',
        'Mis Propiedades',
        'Mi Portafolio',
        'Webinars',
      ]) {
        await expect(
          page.getByRole('link', { name: `Usar Herramienta: ${title}`, exact: true }),
        ).toBeVisible();
      }
      const menu = await openToolsMenu(page);
      await expect(menu.getByRole('link', { name: 'Consultoría Personal 1:1' })).toBeVisible();
      await expectWithinWidth(menu, page);
      await noHorizontalOverflow(page);
    });

    test('la tabla de proyección del expediente avisa que se desliza y no ensancha la página', async ({
      page,
      context,
    }) => {
      const { user } = await signInAs(context, { firstName: 'Lucía' });
      await grantPlanE2E(user.id, 'pro');
      await page.goto('/mis-propiedades');
      const created = await page.request.post('/api/deal-files', { data: SAMPLE_DEAL });
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as { id: string };
      await page.goto(`/mis-propiedades?expediente=${id}`);
      const table = page.getByRole('region', { name: 'Tabla de la proyección' });
      await expect(table).toBeVisible();
      await noHorizontalOverflow(page);
      const { scrollWidth, clientWidth } = await table.evaluate((el) => ({
        scrollWidth: el.scrollWidth,
        clientWidth: el.clientWidth,
      }));
      const hint = page.getByText('Desliza la tabla hacia los lados para ver todas las columnas.');
      if (scrollWidth > clientWidth) {
        await expect(hint).toBeVisible();
        // It scrolls inside its box, not the page: the last column can be brought into view.
        const last = table.getByRole('columnheader', { name: 'Patrimonio' });
        await last.scrollIntoViewIfNeeded();
        expect(await table.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
        await expect(last).toBeInViewport();
        await noHorizontalOverflow(page);
      } else {
        await expect(hint).toHaveCount(0);
      }
      expect(viewport.width === 390 ? scrollWidth > clientWidth : true).toBe(true);
    });

    test('el flujo anual del expediente se mide desde $0 aunque todos los años pierdan', async ({
      page,
      context,
    }) => {
      const { user } = await signInAs(context, { firstName: 'Carlos' });
      await grantPlanE2E(user.id, 'pro');
      await page.goto('/mis-propiedades');
      // ux.md's deal: every year loses money (−$3,361.38 the first, −$1,978.50 the fifth).
      const created = await page.request.post('/api/deal-files', { data: UX_DEAL });
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as { id: string };
      await page.goto(`/mis-propiedades?expediente=${id}`);
      // Charts are drawn as they come near the screen, as the member scrolls to them.
      await page.getByRole('heading', { name: 'Proyección a 5 años' }).scrollIntoViewIfNeeded();
      const chart = page.getByRole('img', { name: /^Flujo de caja anual:/ });
      await expect(chart).toBeVisible();
      // A bar's length is its amount: the axis reaches $0, so year 5's smaller loss looks smaller
      // by what it is, not by a cut-off scale.
      // The money axis's ticks (the years' ticks read "Año 1" …).
      const ticks = chart.locator('.recharts-cartesian-axis-tick-value').filter({ hasText: '$' });
      await expect(ticks.first()).toBeVisible();
      const labels = await ticks.allTextContents();
      expect(labels).toContain('$0');
      // Whole ticks, not the data's own ends (-$3,361, -$2,511, …).
      for (const label of labels) expect(label).toMatch(/^-?\$(0|[\d,]*00)$/);
      // The value chart above it too: from $0 to a round figure ($360k, not $348k).
      const values = page.getByRole('img', { name: /^Patrimonio proyectado:/ });
      const valueTicks = values
        .locator('.recharts-cartesian-axis-tick-value')
        .filter({ hasText: '$' });
      await expect(valueTicks.first()).toBeVisible();
      const valueLabels = await valueTicks.allTextContents();
      expect(valueLabels).toContain('$0');
      for (const label of valueLabels) expect(label).toMatch(/^\$(0|\d*0k)$/);
      await expectWithinWidth(chart, page);
      await noHorizontalOverflow(page);
    });

    test('una propiedad y un mes se nombran en singular en el portafolio y en el panel', async ({
      page,
      context,
    }) => {
      const { user } = await signInAs(context, { firstName: 'Carlos' });
      await grantPlanE2E(user.id, 'elite');
      await page.goto('/portafolio');
      const added = await page.request.post('/api/portfolio/properties', {
        data: SAMPLE_PORTFOLIO[0],
      });
      expect(added.status()).toBe(201);
      // The first month of actual income and expenses the member enters.
      const { id } = (await added.json()) as { id: string };
      const actuals = await page.request.put(`/api/portfolio/properties/${id}/cash-flow`, {
        data: { months: [{ month: '2026-10', income: 2200, expenses: 1900 }] },
      });
      expect(actuals.status()).toBe(200);
      await page.goto('/portafolio');
      const losing = page.getByRole('region', { name: 'Primero, las que pierden dinero' });
      await expect(losing).toContainText('real, promedio de 1 mes');
      await expect(losing).not.toContainText('1 meses');
      const report = await page.request.post('/api/portfolio/reports', {
        data: {
          goals: 'Comprar la segunda',
          fico: 720,
          refiRate: 6,
          refiClosingCostsPct: 2,
          helocRate: 8.5,
          helocCltvPct: 80,
        },
      });
      expect(report.status()).toBe(201);
      await page.goto('/pro-dashboard');
      const activity = page.getByRole('region', { name: 'Actividad Reciente' });
      await expect(
        activity.getByRole('link', { name: 'Reporte de portafolio: 1 propiedad', exact: true }),
      ).toBeVisible();
      await expect(activity).not.toContainText('1 propiedades');
      await noHorizontalOverflow(page);
    });

    test('las páginas de un visitante no registran errores en la consola', async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
      });
      const answers: number[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname === '/api/auth/user') answers.push(response.status());
      });
      for (const path of ['/', '/plan-pro', '/webinars', '/calculadora-dscr', '/login']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
      }
      expect(errors).toEqual([]);
      expect(answers.length).toBeGreaterThan(0);
      expect(answers.every((status) => status === 200)).toBe(true);
    });

    test('el checkout acepta cualquier estado y la prueba gratis llega por correo', async ({
      page,
      context,
    }) => {
      const { account } = await signInAs(context, { firstName: 'Marta' });
      await page.goto('/checkout?plan=pro');
      await expect(page.getByRole('heading', { name: 'Resumen del pedido' })).toBeVisible();
      await page.getByLabel('Dirección *').fill('55 Peachtree St');
      await page.getByLabel('Ciudad *').fill('Atlanta');
      await page.getByLabel('Estado *').selectOption('GA');
      await page.getByLabel('Código postal *').fill('30303');
      await page.getByLabel('Número de tarjeta de prueba').fill('4242 4242 4242 4242');
      await page.getByLabel('Vence (MM/AA)').fill('12/34');
      await page.getByLabel('CVC').fill('123');
      await noHorizontalOverflow(page);
      await page.getByRole('button', { name: 'Comenzar mis 7 días gratis' }).click();
      await expect(page.getByRole('heading', { name: '¡Tu prueba gratis comenzó!' })).toBeVisible();
      const email = await waitForEmail(E2E_SES_URL, account.email, { subject: /prueba gratis/ });
      expect(email.body.text).toContain('Hoy no se te cobró nada.');
    });
  });
}
