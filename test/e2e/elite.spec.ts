import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { E2E_SES_URL } from '../../playwright.config.ts';
import { bookingWindow } from '../../shared/elite/consulting.ts';
import { addDays, sessionDay, weekday } from '../../shared/elite/time.ts';
import { waitForEmail } from '../support/mail.ts';
import { registerAccount, signInContext } from '../support/e2e-users.ts';
import type { PlanId } from '../../shared/plans.ts';
import { noAxeViolations } from '../support/e2e-axe.ts';
import { pageAdopted } from '../support/e2e-layout.ts';

/**
 * The Elite area as a member uses it, in Chromium against the e2e runtime: dashboard, 1:1
 * bookings, support tickets, deals, masterclasses, and a Pro user refused.
 */

/** Give a user a plan in the e2e runtime's table (as the billing sync would). */
async function grant(userId: string, plan: PlanId) {
  process.env.DYNAMODB_ENDPOINT ??= `http://localhost:${process.env.E2E_DYNAMODB_PORT ?? 8100}`;
  process.env.AWS_ACCESS_KEY_ID ??= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
  const { grantPlan } = await import('../support/plans.ts');
  await grantPlan(userId, plan);
}

async function member(context: BrowserContext, plan: PlanId = 'elite') {
  const account = await registerAccount();
  const user = await signInContext(context, account);
  await grant(user.id, plan);
  return { account, user };
}

async function open(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await pageAdopted(page);
}

/** A bookable weekday well inside the window (this spec's own slot). */
function bookableDate(offset: number): string {
  let date = bookingWindow(new Date()).min;
  let seen = 0;
  for (;;) {
    if (weekday(date) !== 0 && weekday(date) !== 6 && seen++ === offset) return date;
    date = addDays(date, 1);
  }
}

test.describe('área Elite', () => {
  test('el dashboard enlaza cada tarjeta a su ruta y el soporte abre el método elegido', async ({
    page,
    context,
  }) => {
    await member(context);
    await open(page, '/elite-dashboard', /^Bienvenido, Ana$/);
    await expect(page.getByText('ELITE', { exact: true })).toBeVisible();
    // Every tool of the plan once, the Elite services flagged EXCLUSIVO.
    const exclusive = page.getByRole('list', { name: 'Exclusivo Elite' }).getByRole('listitem');
    await expect(exclusive).toHaveCount(4);
    await expect(exclusive.first()).toContainText('EXCLUSIVO');
    await expect(page.getByRole('link', { name: /^Acceder Ahora/ })).toHaveCount(4);
    await expect(page.getByRole('link', { name: /^Usar Herramienta/ })).toHaveCount(15);
    await expect(page.getByRole('list', { name: 'Resumen de tu plan Elite' })).toContainText(
      'Sin agendar',
    );

    const routes: [string, string][] = [
      ['Usar Herramienta: Calculadora DSCR', '/calculadora-dscr'],
      ['Usar Herramienta: Finder de Deals', '/finder-deals'],
      ['Usar Herramienta: Bóveda de Documentos', '/boveda-documentos'],
      ['Usar Herramienta: Mis Propiedades', '/mis-propiedades'],
      ['Usar Herramienta: Mi Portafolio', '/portafolio'],
      ['Usar Herramienta: Webinars', '/webinars'],
      ['Usar Herramienta: ¿Califico?', '/califico'],
      ['Acceder Ahora: Consultoría Personal 1:1', '/elite-consulting'],
      ['Acceder Ahora: Masterclasses Elite', '/elite-masterclasses'],
      ['Acceder Ahora: Deals Exclusivos VIP', '/elite-deals'],
      ['Acceder Ahora: Red de Inversionistas', '/elite-red'],
    ];
    for (const [name, href] of routes) {
      await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    const hrefs = await page
      .locator('.elite-tool a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(new Set(hrefs).size).toBe(hrefs.length);
    await page.getByRole('link', { name: 'Acceder Ahora: Deals Exclusivos VIP' }).click();
    await expect(page).toHaveURL('/elite-deals');
    await page.getByRole('link', { name: 'Volver al Dashboard Elite' }).click();
    await expect(page).toHaveURL('/elite-dashboard');

    await page.getByRole('link', { name: /Solicitar una llamada/ }).click();
    await expect(page).toHaveURL('/elite-support?method=phone');
    await expect(page.getByRole('radio', { name: /Solicitar una llamada/ })).toBeChecked();
    await expect(page.getByLabel('Teléfono')).toBeVisible();

    // The user menu.
    await page.getByRole('button', { name: /Menú de usuario de Ana/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Mi Cuenta Elite' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Gestionar Plan Elite' }).click();
    await expect(page).toHaveURL('/subscription');
  });

  test('agenda una consulta 1:1, la ve listada, la recibe por correo y la cancela', async ({
    page,
    context,
  }) => {
    const { account } = await member(context);
    await open(page, '/elite-consulting', 'Tu estrategia, con un especialista');
    await expect(page.getByText('Aún no tienes sesiones agendadas')).toBeVisible();

    // Validation in Spanish before anything is sent.
    await page.getByRole('button', { name: 'Programar' }).click();
    await expect(page.getByText('Elige un tipo de consulta', { exact: true })).toBeVisible();
    await expect(page.getByText('Elige la fecha de tu sesión', { exact: true })).toBeVisible();

    const date = bookableDate(12);
    await page.getByText('Análisis de Deal').click();
    await expect(page.getByRole('radio', { name: /Análisis de Deal/ })).toBeChecked();
    await page.getByLabel('2. Fecha').fill(date);
    await page.getByLabel('3. Horario').selectOption('10:00');
    await page
      .getByLabel('4. Tema de la sesión')
      .fill('Quiero evaluar un fourplex en Orlando antes de hacer una oferta.');
    await page.getByLabel('5. Modalidad').selectOption('video');
    await expect(page.getByText('Incluida en tu plan.')).toBeVisible();
    await page.getByRole('button', { name: 'Programar' }).click();

    await expect(page.getByText('¡Sesión programada!').first()).toBeVisible();
    const list = page.getByRole('region', { name: 'Mis próximas sesiones' });
    await expect(list.getByRole('heading', { name: 'Análisis de Deal' })).toBeVisible();
    await expect(list).toContainText(sessionDay(date));
    await expect(list).toContainText('10:00 AM');
    await expect(list).toContainText('Incluida en tu plan');

    const email = await waitForEmail(E2E_SES_URL, account.email, {
      subject: /Sesión 1:1 confirmada: Análisis de Deal/,
    });
    expect(email.body.text).toContain('10:00 AM');
    const ics = email.attachments.find((a) => a.contentType.startsWith('text/calendar'));
    expect(Buffer.from(ics!.content, 'base64').toString('utf8')).toContain('BEGIN:VEVENT');
    await waitForEmail(E2E_SES_URL, 'consultoria@inversorlisto.com', {
      subject: new RegExp(`${account.firstName} ${account.lastName}`),
    });

    // The slot now reads as taken for that date.
    await page.getByLabel('2. Fecha').fill(date);
    await expect(page.getByRole('option', { name: '10:00 AM (reservado)' })).toBeDisabled();

    await list.getByRole('button', { name: 'Cancelar sesión' }).click();
    await list.getByRole('button', { name: 'Sí, cancelar sesión' }).click();
    await expect(list.getByText('Aún no tienes sesiones agendadas')).toBeVisible();
    await waitForEmail(E2E_SES_URL, account.email, { subject: /Sesión 1:1 cancelada/ });
  });

  test('una sesión adicional se cobra a la tarjeta guardada y el cobro se ve', async ({
    page,
    context,
  }) => {
    const account = await registerAccount();
    const user = await signInContext(context, account);
    process.env.DYNAMODB_ENDPOINT ??= `http://localhost:${process.env.E2E_DYNAMODB_PORT ?? 8100}`;
    process.env.AWS_ACCESS_KEY_ID ??= 'local';
    process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
    process.env.BILLING_MODE ??= 'simulator';
    const { grantEliteWithCard } = await import('../support/plans.ts');
    await grantEliteWithCard(user.id);
    await open(page, '/elite-consulting', 'Tu estrategia, con un especialista');

    // Two weekdays of one month, this test's own slots.
    let offset = 20;
    while (bookableDate(offset).slice(0, 7) !== bookableDate(offset + 1).slice(0, 7)) offset++;
    // The choice, not the heading of the session booked above.
    const portfolio = page
      .getByRole('group', { name: '1. Tipo de consulta' })
      .getByText('Estrategia de Portafolio');
    const book = async (date: string, button: string | RegExp) => {
      await portfolio.click();
      await page.getByLabel('2. Fecha').fill(date);
      await page.getByLabel('3. Horario').selectOption('16:00');
      await page
        .getByLabel('4. Tema de la sesión')
        .fill('Revisar mi portafolio de tres casas en Dallas.');
      await page.getByLabel('5. Modalidad').selectOption('video');
      await page.getByRole('button', { name: button }).click();
    };
    await book(bookableDate(offset), 'Programar');
    await expect(page.getByText('¡Sesión programada!').first()).toBeVisible();

    // The second session of the month: the price is shown before booking.
    await portfolio.click();
    await page.getByLabel('2. Fecha').fill(bookableDate(offset + 1));
    await expect(page.getByText(/Al programarla cobramos \$150\.00/)).toBeVisible();
    await book(bookableDate(offset + 1), 'Programar y pagar $150.00');
    await expect(
      page.getByText(/cobramos \$150\.00 a tu tarjeta visa •••• 4242/).first(),
    ).toBeVisible();
    const list = page.getByRole('region', { name: 'Mis próximas sesiones' });
    await expect(list).toContainText('Cobrado $150.00 a tu tarjeta visa •••• 4242');
    const email = await waitForEmail(E2E_SES_URL, account.email, {
      subject: new RegExp(`Sesión 1:1 confirmada.*${sessionDay(bookableDate(offset + 1))}`),
    });
    expect(email.body.text).toContain('Lo cobramos a tu tarjeta visa •••• 4242');
  });

  test('abre una solicitud de soporte y la ve en el historial', async ({ page, context }) => {
    const { account } = await member(context);
    await open(page, '/elite-support', 'Respuestas rápidas, en español');
    await expect(page.getByText('Aún no has enviado solicitudes')).toBeVisible();

    // Each field's message, the phone a call needs and the emergency card:
    // web/src/features/elite/support-form.test.tsx. Here, the request reaches the team.
    await page.getByText('Alta', { exact: true }).click();
    await page.getByLabel('Asunto').fill('Necesito revisar mi reporte antes del cierre');
    await page.getByLabel('Categoría').selectOption('financing');
    await page
      .getByLabel('Descripción')
      .fill('El prestamista pide el DSCR de las dos propiedades con la renta de mercado actual.');
    await page.getByRole('button', { name: 'Enviar Solicitud' }).click();

    const history = page.getByRole('region', { name: 'Historial de solicitudes' });
    const item = history.getByRole('listitem').filter({ hasText: 'Necesito revisar mi reporte' });
    await expect(item).toBeVisible();
    await expect(item).toContainText('Abierto');
    await expect(item).toContainText('Prioridad Alta');
    await expect(item).toContainText('Financiamiento');
    const id = (await item.textContent())?.match(/IL-\d{6}-[A-Z2-9]{4}/)?.[0];
    expect(id).toBeTruthy();
    const team = await waitForEmail(E2E_SES_URL, 'soporte@inversorlisto.com', {
      subject: new RegExp(id!),
    });
    expect(team.body.text).toContain(account.email);
    await waitForEmail(E2E_SES_URL, account.email, { subject: /Recibimos tu solicitud/ });
  });

  test('filtra los deals, muestra el detalle, registra interés y guarda una alerta', async ({
    page,
    context,
  }) => {
    await member(context);
    await open(page, '/elite-deals', 'Oportunidades antes que el mercado');
    // The cards (their highlights are lists too).
    const deals = page.getByRole('list', { name: 'Deals exclusivos' }).locator(':scope > li');
    // count() does not wait: let the list load (the runtime seeded the examples at start-up).
    await expect(deals.first()).toBeVisible();
    const all = await deals.count();
    expect(all).toBeGreaterThanOrEqual(7);

    await page.getByLabel('Tipo de propiedad').selectOption('multifamily');
    await page.getByRole('button', { name: 'Aplicar filtros' }).click();
    await expect(deals.filter({ hasNotText: 'Multifamiliar' })).toHaveCount(0);
    await expect(deals.filter({ hasText: 'Houston, TX' })).toHaveCount(1);
    await expect(deals.filter({ hasText: 'Cleveland, OH' })).toHaveCount(0);

    await page.getByLabel('Tipo de propiedad').selectOption('');
    await page.getByLabel('Ubicación').fill('Texas');
    await page.getByLabel('Cap rate mínimo').selectOption('9');
    await page.getByRole('button', { name: 'Aplicar filtros' }).click();
    await expect(deals).toHaveCount(1);
    await expect(deals.first()).toContainText('Houston, TX');

    await page.getByLabel('Rango de precio').selectOption('hasta-500k');
    await page.getByRole('button', { name: 'Aplicar filtros' }).click();
    await expect(page.getByText('Ningún deal coincide con tus filtros')).toBeVisible();

    await page.getByRole('button', { name: 'Limpiar' }).click();
    await expect(deals).toHaveCount(all);
    await expect(page.getByLabel('Ubicación')).toHaveValue('');

    // Detail and interest.
    await page
      .getByRole('button', { name: 'Ver Detalles: Complejo de 24 Departamentos en Alief' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Complejo de 24 Departamentos en Alief' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Exclusivo Elite hasta el');
    await expect(dialog).toContainText('$2,850,000');
    await dialog.getByRole('button', { name: /^Me Interesa/ }).click();
    await expect(dialog.getByRole('button', { name: /Interés registrado/ })).toBeVisible();
    const card = deals.filter({ hasText: 'Complejo de 24 Departamentos en Alief' });
    await dialog.getByRole('button', { name: 'Cerrar detalle' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByRole('button', { name: /Interés registrado/ })).toBeDisabled();

    // An alert from the filter bar.
    await page.getByLabel('Tipo de propiedad').selectOption('single-family');
    await page.getByLabel('Ubicación').fill('Ohio');
    await page.getByRole('button', { name: 'Crear alerta con estos criterios' }).click();
    const alerts = page.getByRole('region', { name: /Tus alertas/ });
    await expect(alerts).toContainText('Unifamiliar · Ohio');

    // Launches tab.
    await page.getByRole('tab', { name: /Lanzamientos/ }).click();
    const launches = page
      .getByRole('list', { name: 'Próximos lanzamientos' })
      .getByRole('listitem');
    await expect(launches.first()).toBeVisible();
  });

  test('masterclasses: pestañas y aviso por correo', async ({ page, context }) => {
    await member(context);
    await open(page, '/elite-masterclasses', 'Aprende de inversionistas que ya lo hicieron');
    await expect(page.getByRole('tab', { name: /Próximas/ })).toBeVisible();
    await expect(page.getByRole('tabpanel')).toContainText('Agregar a mi calendario');
    await page.getByRole('tab', { name: /Grabadas/ }).click();
    await expect(page.getByText('Aún no hay grabaciones publicadas')).toBeVisible();
    await page.getByRole('button', { name: 'Avísame de nuevas masterclasses' }).first().click();
    await expect(page.getByRole('heading', { name: 'Avisos activados' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Avisos activados' })).toBeVisible();
  });

  test('las páginas Elite no tienen violaciones de accesibilidad', async ({ page, context }) => {
    await member(context);
    const pages: [string, string | RegExp][] = [
      ['/elite-dashboard', /^Bienvenido/],
      ['/elite-consulting', 'Tu estrategia, con un especialista'],
      ['/elite-masterclasses', 'Aprende de inversionistas que ya lo hicieron'],
      ['/elite-support', 'Respuestas rápidas, en español'],
      ['/elite-deals', 'Oportunidades antes que el mercado'],
    ];
    for (const [path, heading] of pages) {
      await open(page, path, heading);
      await page.waitForLoadState('networkidle');
      await noAxeViolations(page, null, path);
    }
  });

  test('un usuario Pro no entra al área Elite', async ({ page, context }) => {
    await member(context, 'pro');
    for (const path of ['/elite-dashboard', '/elite-deals']) {
      await page.goto(path);
      await expect(page).toHaveURL('/plan-elite');
    }
    await expect(page.getByText('Esta sección es exclusiva del plan Elite').first()).toBeVisible();
    const api = await page.request.get('/api/elite/deals');
    expect(api.status()).toBe(403);
    expect(((await api.json()) as { message: string }).message).toBe(
      'Esta función requiere el plan Elite activo.',
    );
  });
});
