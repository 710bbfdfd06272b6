import { expect, test } from '@playwright/test';
import { E2E_SES_URL } from '../../playwright.config.ts';
import { bookingWindow } from '../../shared/elite/consulting.ts';
import { addDays, weekday } from '../../shared/elite/time.ts';
import { grantPlanE2E, nameStaffE2E } from '../support/e2e-plans.ts';
import { signInAs, signInAsStaff } from '../support/e2e-users.ts';
import { noAxeViolations } from '../support/e2e-axe.ts';
import { noHorizontalOverflow, pageAdopted } from '../support/e2e-layout.ts';
import { waitForEmail } from '../support/mail.ts';

/**
 * Consulting that names its people and speaks the member's clock, at 1280 and 390 px: the member's
 * zone follows the browser until chosen on /account; the booking form, the agenda and the
 * masterclasses show times in it; a staff member takes the session on /equipo and the member reads
 * the specialist's name on the agenda and by email.
 */

/** A bookable weekday late in the window: other specs book the early ones. */
function lateWeekday(offset: number): string {
  let date = bookingWindow(new Date()).max;
  let seen = 0;
  for (;;) {
    if (weekday(date) !== 0 && weekday(date) !== 6 && seen++ === offset) return date;
    date = addDays(date, -1);
  }
}

for (const [index, width] of [1280, 390].entries()) {
  test(`la sesión 1:1 se ve a la hora del miembro y nombra a su especialista (${width} px)`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const viewport = { width, height: width > 500 ? 900 : 844 };
    // The browser says Chicago: the default until the member chooses.
    const memberContext = await browser.newContext({ viewport, timezoneId: 'America/Chicago' });
    const page = await memberContext.newPage();
    const lastName = index === 0 ? 'Salazar' : 'Quintero';
    const { user, account } = await signInAs(memberContext, { firstName: 'Rosa', lastName });
    await grantPlanE2E(user.id, 'elite');

    await page.goto('/account');
    const zone = page.getByRole('region', { name: 'Zona horaria' });
    await expect(zone).toContainText('usamos la de tu navegador, Hora del Centro');
    await zone.getByLabel('Tu zona horaria').selectOption('America/Los_Angeles');
    await zone.getByRole('button', { name: 'Guardar zona horaria' }).click();
    await expect(zone).toContainText('Ves tus sesiones 1:1 y masterclasses en Hora del Pacífico');
    await noAxeViolations(page);
    await noHorizontalOverflow(page);

    await page.goto('/elite-consulting');

    await pageAdopted(page);
    const date = lateWeekday(index * 2);
    await page.getByText('Análisis de Deal').click();
    await page.getByLabel('2. Fecha').fill(date);
    // New York's slots, each with the member's own clock.
    await expect(
      page.getByRole('option', { name: '11:00 AM (8:00 AM hora del Pacífico)' }),
    ).toBeAttached();
    await page.getByLabel('3. Horario').selectOption('11:00');
    await page
      .getByLabel('4. Tema de la sesión')
      .fill('Quiero revisar un cuadruplex en Sacramento antes de ofertar.');
    await page.getByLabel('5. Modalidad').selectOption('video');
    await page.getByRole('button', { name: 'Programar' }).click();
    const agenda = page.getByRole('region', { name: 'Mis próximas sesiones' });
    const session = agenda.getByRole('listitem').filter({ hasText: 'Análisis de Deal' });
    await expect(session).toContainText('8:00 AM (hora del Pacífico; 11:00 AM en Nueva York)');
    await expect(session).toContainText('Especialista por confirmar');
    await noAxeViolations(page);
    await noHorizontalOverflow(page);
    const confirmation = await waitForEmail(E2E_SES_URL, account.email, {
      subject: /Sesión 1:1 confirmada/,
    });
    expect(confirmation.body.text).toContain('8:00 AM, hora del Pacífico');

    // A staff session takes it.
    const staffContext = await browser.newContext({ viewport });
    const desk = await staffContext.newPage();
    const { account: staffAccount } = await signInAsStaff(staffContext, { firstName: 'Marta' });
    await nameStaffE2E(staffAccount.email, 'Marta Ríos', 'Consultora de financiamiento DSCR');
    await desk.goto('/equipo');
    const item = desk.getByRole('listitem', { name: `Análisis de Deal con Rosa ${lastName}` });
    await expect(item).toContainText('Para el miembro:');
    await expect(item).toContainText('hora del Pacífico');
    await item.getByRole('button', { name: 'Atender esta sesión' }).click();
    await expect(item).toContainText('Especialista: Marta Ríos (tú)');
    await noAxeViolations(desk);
    await noHorizontalOverflow(desk);

    await page.reload();
    await expect(session).toContainText('Con Marta Ríos, Consultora de financiamiento DSCR');
    const told = await waitForEmail(E2E_SES_URL, account.email, {
      subject: /Tu especialista para la sesión .*: Marta Ríos/,
    });
    expect(told.body.text).toContain('8:00 AM, hora del Pacífico');

    // Masterclasses read at the same clock.
    await page.goto('/elite-masterclasses');
    await expect(page.getByRole('tabpanel')).toContainText('hora del Pacífico');

    // And the dashboard's next-session tile: the member's clock, New York's beside it.
    await page.goto('/elite-dashboard');
    const nextSession = page
      .getByRole('list', { name: 'Resumen de tu plan Elite' })
      .getByRole('listitem')
      .filter({ hasText: 'Próxima sesión 1:1' });
    await expect(nextSession).toContainText('8:00 AM');
    await expect(nextSession).toContainText('Hora del Pacífico · 11:00 AM en Nueva York');
    await noHorizontalOverflow(page);
    await memberContext.close();
    await staffContext.close();
  });
}
