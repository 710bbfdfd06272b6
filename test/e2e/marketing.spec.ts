import { expect, test, type Page } from '@playwright/test';
import { signInAs } from '../support/e2e-users.ts';
import { noAxeViolations } from '../support/e2e-axe.ts';
import { pageAdopted } from '../support/e2e-layout.ts';

/** The public marketing pages as a visitor sees them. */
const NOT_FOUND_PATH = '/esta-pagina-no-existe';
const PAGES = [
  { path: '/', heading: 'Preparación Hipotecaria para Inversionistas' },
  { path: '/plan-gratuito', heading: 'Plan Gratuito' },
  { path: '/plan-pro', heading: 'Plan Pro' },
  { path: '/plan-elite', heading: 'Plan Elite' },
  { path: NOT_FOUND_PATH, heading: 'Página no encontrada' },
] as const;

/** Open a page and wait until its (possibly lazy) content has rendered. */
async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test.describe('landing', () => {
  test('muestra el hero, la comparación, las herramientas y los tres planes en #precios', async ({
    page,
  }) => {
    await open(page, '/', 'Preparación Hipotecaria para Inversionistas');
    await expect(page).toHaveTitle(/Inversor Listo/);
    await expect(page.getByRole('heading', { name: 'DSCR vs Hard Money' })).toBeVisible();
    await expect(page.locator('#comparacion')).toContainText('30 años');
    await expect(page.locator('#comparacion')).toContainText('7 a 14 días');
    await expect(page.locator('#comparacion')).toContainText('6 a 24 meses');
    await expect(page.locator('#herramientas .tool-card')).toHaveCount(3);

    await page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: 'Precios' })
      .click();
    await expect(page).toHaveURL('/#precios');
    const pricing = page.locator('#precios');
    await expect(pricing.getByRole('heading', { level: 2 })).toBeInViewport();

    const expected = [
      ['Plan Gratuito', '$0'],
      ['Plan Pro', '$49'],
      ['Plan Elite', '$99'],
    ] as const;
    for (const [name, price] of expected) {
      const card = pricing
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3, name }) });
      await expect(card).toHaveCount(1);
      await expect(card.getByText(price, { exact: true })).toBeVisible();
      await expect(card).toContainText('/mes');
    }
    await expect(pricing.getByText('Más Popular')).toBeVisible();
    await expect(pricing).toContainText('Garantía de satisfacción de 30 días');
  });

  const planButtons = [
    ['gratuito', 'Comenzar gratis', 'Plan Gratuito'],
    ['pro', 'Probar Pro 7 días gratis', 'Plan Pro'],
    ['elite', 'Elegir Plan Elite', 'Plan Elite'],
  ] as const;
  for (const [plan, button, heading] of planButtons) {
    test(`el botón "${button}" lleva a /plan-${plan}`, async ({ page }) => {
      await open(page, '/', 'Preparación Hipotecaria para Inversionistas');
      await page.locator('#precios').getByRole('link', { name: button }).click();
      await expect(page).toHaveURL(`/plan-${plan}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(`${heading} — Inversor Listo`);
    });
  }

  test('los botones del encabezado llevan a /login y /register', async ({ page }) => {
    await open(page, '/', 'Preparación Hipotecaria para Inversionistas');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Iniciar Sesión' }).click();
    await expect(page).toHaveURL('/login');
    await open(page, '/', 'Preparación Hipotecaria para Inversionistas');
    await header.getByRole('link', { name: 'Crear Cuenta' }).click();
    await expect(page).toHaveURL('/register');
  });

  test('el pie muestra el contacto y el aviso legal', async ({ page }) => {
    await open(page, '/', 'Preparación Hipotecaria para Inversionistas');
    const footer = page.getByRole('contentinfo');
    await expect(footer.locator('#contacto')).toContainText('soporte@inversorlisto.com');
    await expect(footer).toContainText('no garantizan la aprobación de ningún préstamo');
    await expect(footer).toContainText('corretaje hipotecario');
  });
});

test.describe('páginas de planes', () => {
  test('plan gratuito: "Comenzar Gratis Ahora" lleva a /register', async ({ page }) => {
    await open(page, '/plan-gratuito', 'Plan Gratuito');
    await expect(page.getByRole('heading', { name: 'Tres pasos y estás listo' })).toBeVisible();
    await expect(page.locator('#pasos li')).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'Ver Plan Pro' })).toHaveAttribute(
      'href',
      '/plan-pro',
    );
    await expect(page.getByRole('link', { name: 'Ver Plan Elite' })).toHaveAttribute(
      'href',
      '/plan-elite',
    );
    await page.getByRole('link', { name: 'Comenzar Gratis Ahora' }).click();
    await expect(page).toHaveURL('/register');
  });

  test('plan pro: sin sesión, suscribirse lleva a /login con la intención de checkout', async ({
    page,
  }) => {
    await open(page, '/plan-pro', 'Plan Pro');
    await expect(page.getByText('Gratis durante 7 días, luego $49 al mes')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver Plan Gratuito' })).toHaveAttribute(
      'href',
      '/plan-gratuito',
    );
    await expect(page.getByRole('link', { name: 'Ver Plan Elite' })).toHaveAttribute(
      'href',
      '/plan-elite',
    );
    await page.getByRole('link', { name: 'Comenzar prueba gratis de 7 días' }).click();
    await expect(page).toHaveURL('/login?redirect=checkout&plan=pro');
  });

  test('plan pro: el botón de regreso lleva al inicio', async ({ page }) => {
    await open(page, '/plan-pro', 'Plan Pro');
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL('/');
  });

  test('plan elite: sin sesión, suscribirse lleva a /login con la intención de checkout', async ({
    page,
  }) => {
    await open(page, '/plan-elite', 'Plan Elite');
    await expect(
      page.getByRole('heading', { name: 'Así trabajamos contigo cada mes' }),
    ).toBeVisible();
    await expect(page.locator('#mes-tipico')).toContainText('Sesión estratégica de 60 minutos');
    await expect(page.getByRole('link', { name: 'Ver Plan Gratuito' })).toHaveAttribute(
      'href',
      '/plan-gratuito',
    );
    await expect(page.getByRole('link', { name: 'Ver Plan Pro' })).toHaveAttribute(
      'href',
      '/plan-pro',
    );
    await page.getByRole('link', { name: 'Suscribirme al Plan Elite' }).click();
    await expect(page).toHaveURL('/login?redirect=checkout&plan=elite');
  });

  test('con sesión iniciada, suscribirse a Pro o Elite lleva a /checkout', async ({ page }) => {
    await signInAs(page.context());

    await open(page, '/plan-pro', 'Plan Pro');
    await page.getByRole('link', { name: 'Comenzar prueba gratis de 7 días' }).click();
    await expect(page).toHaveURL('/checkout?plan=pro');
    await open(page, '/plan-elite', 'Plan Elite');
    await page.getByRole('link', { name: 'Suscribirme al Plan Elite' }).click();
    await expect(page).toHaveURL('/checkout?plan=elite');
  });

  test('plan elite: el botón de regreso lleva al inicio', async ({ page }) => {
    await open(page, '/plan-elite', 'Plan Elite');
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL('/');
  });
});

test('una ruta desconocida muestra "Página no encontrada" con enlace al inicio', async ({
  page,
}) => {
  await open(page, NOT_FOUND_PATH, 'Página no encontrada');
  await expect(page).toHaveTitle('Página no encontrada — Inversor Listo');
  // The router hint is for development builds only.
  await expect(page.getByText('Solo en desarrollo')).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL('/');
});

test.describe('teclado', () => {
  test('Tab llega a los botones del encabezado', async ({ page }) => {
    await open(page, '/', 'Preparación Hipotecaria para Inversionistas');
    // The header's account buttons draw once the session has answered (never a visitor's buttons
    // over a member's page): a keyboard user tabs to what is there.
    await expect(page.getByRole('link', { name: 'Iniciar Sesión' })).toBeVisible();
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    let reached = false;
    for (let i = 0; i < 10 && !reached; i += 1) {
      await page.keyboard.press('Tab');
      reached = (await focused()) === 'Iniciar Sesión';
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Crear Cuenta');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/register');
  });

  test('en el teléfono, el menú se abre con el teclado y Escape lo cierra', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/', 'Preparación Hipotecaria para Inversionistas');
    // A key pressed on the drawn button before React has adopted the page does nothing.
    await pageAdopted(page);
    const menu = page.getByRole('button', { name: 'Menú' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Crear Cuenta' })).toBeHidden();
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Herramientas', exact: true })).toBeFocused();
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Crear Cuenta' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
  });
});

test.describe('accesibilidad y diseño adaptable', () => {
  for (const { path, heading } of PAGES) {
    test(`axe no encuentra violaciones en ${path}`, async ({ page }) => {
      await open(page, path, heading);
      await noAxeViolations(page, null, path);
    });

    test(`nada desborda horizontalmente a 390 px en ${path}`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, path, heading);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(390);
    });
  }

  test('axe no encuentra violaciones en la landing a 390 px con el menú abierto', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/', 'Preparación Hipotecaria para Inversionistas');
    await page.getByRole('button', { name: 'Menú' }).click();
    await noAxeViolations(page, null);
  });
});
