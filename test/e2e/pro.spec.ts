import { expect, test } from '@playwright/test';
import { noAxeViolations } from '../support/e2e-axe.ts';
import { proUser } from '../support/e2e-pro.ts';
import { signInAs } from '../support/e2e-users.ts';
import { pageAdopted } from '../support/e2e-layout.ts';

test.describe('dashboard Pro', () => {
  test('saludo, cada herramienta una vez con su ruta, acciones rápidas y menú de cuenta', async ({
    page,
    context,
  }) => {
    await proUser(context);
    await page.goto('/pro-dashboard');
    await expect(
      page.getByRole('heading', { level: 1, name: '¡Bienvenido, Lucía!' }),
    ).toBeVisible();
    await expect(page.getByText('PRO', { exact: true }).first()).toBeVisible();

    const loan = page.getByRole('region', { name: 'Tu préstamo y tus propiedades' });
    const analysis = page.getByRole('region', { name: 'Analiza una inversión' });
    const learn = page.getByRole('region', { name: 'Aprende y prepárate' });
    // The same count as /lista-verificacion's "Los 23 pasos": one count everywhere.
    await expect(
      learn.getByRole('link').filter({ hasText: 'Lista de Verificación' }),
    ).toContainText('23 pasos');
    const routes: [typeof loan, string, string][] = [
      [loan, '¿Califico?', '/califico'],
      [loan, 'Mis Propiedades', '/mis-propiedades'],
      [loan, 'Bóveda de Documentos', '/boveda-documentos'],
      [loan, 'Mi Portafolio', '/portafolio'],
      [analysis, 'Calculadora DSCR', '/calculadora-dscr'],
      [analysis, 'Calculadora ROI', '/calculadora-roi'],
      [analysis, 'Evaluador de Propiedades', '/evaluador-propiedades'],
      [analysis, 'Simulador de Escenarios', '/simulador-escenarios'],
      [analysis, 'Reportes Profesionales', '/reportes-profesionales'],
      [analysis, 'Análisis de Mercado Local', '/analisis-mercado'],
      [analysis, 'Finder de Deals', '/finder-deals'],
      [learn, 'Webinars', '/webinars'],
      [learn, 'Recursos Educativos', '/recursos-educativos'],
      [learn, 'Guía de Documentos', '/guia-documentos'],
      [learn, 'Lista de Verificación', '/lista-verificacion'],
    ];
    for (const [region, title, href] of routes) {
      await expect(region.getByRole('link').filter({ hasText: title })).toHaveAttribute(
        'href',
        href,
      );
    }
    // No padded catalogue: every card opens its own page.
    const hrefs = await page
      .locator('.dash-tools a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toHaveLength(routes.length);
    expect(new Set(hrefs).size).toBe(hrefs.length);

    const quick = page.getByRole('navigation', { name: 'Acciones rápidas' });
    await expect(quick.getByRole('link', { name: /Calculadora DSCR/ })).toHaveAttribute(
      'href',
      '/calculadora-dscr',
    );
    await expect(quick.getByRole('link', { name: /Reportes Profesionales/ })).toHaveAttribute(
      'href',
      '/reportes-profesionales',
    );
    await expect(quick.getByRole('link', { name: /Consultoría 1:1/ })).toHaveAttribute(
      'href',
      '/plan-elite',
    );
    await expect(page.getByRole('link', { name: 'Conocer el Plan Elite' })).toHaveAttribute(
      'href',
      '/plan-elite',
    );
    await expect(page.getByText('Aún no hay actividad.')).toBeVisible();
    await noAxeViolations(page);

    await page.getByRole('button', { name: /Menú de usuario de Lucía/ }).click();
    await page.getByRole('menuitem', { name: 'Suscripción Pro' }).click();
    await expect(page).toHaveURL('/subscription');
  });

  test('la cabecera Pro: volver, Gestionar Cuenta, Gestionar Plan y Cerrar Sesión', async ({
    page,
    context,
  }) => {
    await proUser(context);
    await page.goto('/simulador-escenarios');
    await pageAdopted(page);
    const menu = page.getByRole('button', { name: /Menú de usuario de Lucía/ });
    await menu.click();
    await page.getByRole('menuitem', { name: 'Gestionar Cuenta' }).click();
    await expect(page).toHaveURL('/account');
    await page.goto('/evaluador-propiedades');
    await pageAdopted(page);
    await menu.click();
    await page.getByRole('menuitem', { name: 'Gestionar Plan' }).click();
    await expect(page).toHaveURL('/subscription');
    await page.goto('/reportes-profesionales');
    await pageAdopted(page);
    await page.getByRole('link', { name: 'Volver al Dashboard Pro' }).click();
    await expect(page).toHaveURL('/pro-dashboard');
    await menu.click();
    await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
    await expect(page).toHaveURL('/');
    await page.goto('/pro-dashboard');
    await expect(page).toHaveURL(/\/login\?/);
  });

  test('la consultoría 1:1 lleva a Elite consulting para usuarios Elite', async ({
    page,
    context,
  }) => {
    await proUser(context, 'elite');
    await page.goto('/pro-dashboard');
    const quick = page.getByRole('navigation', { name: 'Acciones rápidas' });
    await expect(quick.getByRole('link', { name: /Consultoría 1:1/ })).toHaveAttribute(
      'href',
      '/elite-consulting',
    );
  });

  test('un usuario gratuito va a la página del plan Pro', async ({ page, context }) => {
    await signInAs(context);
    await page.goto('/calculadora-roi');
    await expect(page).toHaveURL('/plan-pro');
  });
});

test.describe('calculadora ROI', () => {
  test('calcula en vivo, guarda en la cuenta y reabre el análisis', async ({ page, context }) => {
    await proUser(context);
    await page.goto('/calculadora-roi');
    await expect(page.getByRole('heading', { level: 1, name: 'Calculadora ROI' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver al Dashboard Pro' })).toHaveAttribute(
      'href',
      '/pro-dashboard',
    );

    const field = (name: string) => page.getByRole('textbox', { name });
    await field('Precio de Compra ($)').fill('250000');
    await field('Pago Inicial ($)').fill('50000');
    await field('Renta Mensual ($)').fill('2200');
    await field('Gastos Mensuales ($)').fill('600');
    await field('Monto del Préstamo ($)').fill('');
    await field('Tasa de Interés (%)').fill('7.5');
    await field('Plazo (años)').fill('treinta'); // invalid → 30 years
    // Every figure, band and hint: web/src/features/roi/roi-calculator.test.tsx.
    await expect(page.getByTestId('roi-cash-flow')).toHaveText('$201.57');
    await noAxeViolations(page);

    await page.getByRole('textbox', { name: 'Nombre del análisis' }).fill('Casa en Houston');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/pro/analyses/roi') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Guardar análisis' }).click();
    expect((await saved).status()).toBe(201);
    await expect(page).toHaveURL(/\/calculadora-roi\?analysis=\d{13}-[0-9a-f]{12}$/);
    const savedUrl = page.url();

    // A fresh calculator, changed, then the saved analysis reopened from the list.
    await page.goto('/calculadora-roi');
    await field('Renta Mensual ($)').fill('3100');
    await expect(page.getByTestId('roi-cash-flow')).not.toHaveText('$201.57');
    await page.getByRole('button', { name: 'Abrir Casa en Houston' }).click();
    await expect(page).toHaveURL(savedUrl);
    await expect(field('Renta Mensual ($)')).toHaveValue('2200');
    await expect(field('Plazo (años)')).toHaveValue('treinta');
    await expect(page.getByTestId('roi-cash-flow')).toHaveText('$201.57');

    // A reload opens it from the server.
    await page.reload();
    await expect(field('Precio de Compra ($)')).toHaveValue('250000');
    await expect(page.getByText('Abriste Casa en Houston')).toBeVisible();

    // The dashboard's recent activity links back to it.
    await page.goto('/pro-dashboard');
    const activity = page.getByRole('link', { name: 'Análisis ROI: Casa en Houston' });
    await expect(activity).toBeVisible();
    await activity.click();
    await expect(page).toHaveURL(savedUrl);
  });

  test('en el teléfono, el gráfico se dibuja cuando el lector llega a él', async ({ browser }) => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await proUser(phone);
    const page = await phone.newPage();
    await page.goto('/calculadora-roi');
    await expect(page.getByTestId('roi-cash-flow')).toHaveText('$201.57');
    await page.waitForLoadState('networkidle');
    // Far below the first screen: not drawn (nor its code fetched) while the reader is up here.
    const chart = page.getByRole('img', { name: /^Distribución mensual\. Renta: \$2,200\.00/ });
    await expect(chart).toHaveCount(0);
    await page.getByRole('heading', { name: 'Cómo se reparte la renta' }).scrollIntoViewIfNeeded();
    await expect(chart).toBeVisible();
    await phone.close();
  });
  // The deal finder's link filling the form: roi-calculator.test.tsx.
});

test.describe('evaluador y simulador', () => {
  test('el evaluador muestra la renta HUD y el valor Zillow del ZIP y guarda la evaluación', async ({
    page,
    context,
  }) => {
    await proUser(context);
    await page.goto('/evaluador-propiedades');
    await pageAdopted(page);
    await page.getByRole('textbox', { name: 'Dirección' }).fill('3412 W 54th St, Cleveland, OH');
    await page.getByRole('combobox', { name: 'Tipo de Propiedad' }).selectOption('duplex');
    await page.getByRole('combobox', { name: 'Condición' }).selectOption('fair');
    await page.getByRole('textbox', { name: 'Habitaciones' }).fill('4');
    await page.getByRole('textbox', { name: 'Pies Cuadrados' }).fill('1200');
    await page.getByRole('textbox', { name: 'Año de Construcción' }).fill('1990');
    // Without a ZIP: no market figure at all, and the fixed $/ft² figure only as "generic".
    await expect(page.getByText('Sin código postal no mostramos cifras de mercado.')).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Estimación genérica', exact: true }),
    ).toBeVisible();
    await expect(page.getByTestId('eval-value')).toHaveText('$302,400.00'); // 1,200 × 280 × 0.9
    await expect(page.getByText('Propiedad madura')).toBeVisible();

    // With the ZIP: HUD's 40th-percentile rent for 4 bedrooms and Zillow's typical value, with
    // source and date.
    await page.getByRole('textbox', { name: 'Código Postal' }).fill('44102');
    const rent = page.getByRole('group', { name: 'Renta FMR de HUD (percentil 40)' });
    await expect(rent).toContainText('$1,340/mes');
    await expect(rent).toContainText('HUD SAFMR');
    await expect(rent).toContainText('año fiscal');
    const value = page.getByRole('group', { name: 'Valor típico (Zillow)' });
    await expect(value).toContainText('$129,817');
    await expect(value).toContainText('Zillow ZHVI');
    // Yield from the real rent: 1,340 × 12 ÷ 129,817 = 12.39 % (no longer 9.60 % whatever is typed).
    await expect(page.getByTestId('eval-yield')).toHaveText('12.39%');
    await expect(
      page.getByRole('link', { name: 'Analizar en la Calculadora ROI' }),
    ).toHaveAttribute(
      'href',
      '/calculadora-roi?price=129817&down=25963&rent=1340&address=3412+W+54th+St%2C+Cleveland%2C+OH',
    );
    await noAxeViolations(page);
    await page.getByRole('button', { name: 'Guardar análisis' }).click();
    await expect(page).toHaveURL(/\?analysis=/);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Código Postal' })).toHaveValue('44102');
  });

  test('el simulador compara tres escenarios con su análisis de riesgo', async ({
    page,
    context,
  }) => {
    await proUser(context);
    await page.goto('/simulador-escenarios');
    await pageAdopted(page);
    const table = page.getByRole('table');
    await expect(table.getByRole('row', { name: /Flujo Mensual/ })).toContainText('$391.37');
    await expect(table.getByRole('row', { name: /Flujo Mensual/ })).toContainText('-$281.09');
    // The 5-year IRR with the sale (the deal file's measure), not a simple annualised return.
    await expect(table.getByRole('row', { name: /TIR a 5 Años/ })).toContainText('19.77%');
    await expect(
      page.getByText('Riesgo de flujo negativo en el escenario pesimista.'),
    ).toBeVisible();
    await page.getByRole('slider', { name: 'Tasa de Vacancia' }).fill('12');
    await expect(page.getByText(/Vacancia alta \(12%\)/)).toBeVisible();
    await noAxeViolations(page);
  });
});
