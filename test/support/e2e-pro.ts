/** Pro-area helpers for Playwright tests. */
import type { BrowserContext, Page } from '@playwright/test';
import { grantPlanE2E } from './e2e-plans.ts';
import { signInAs } from './e2e-users.ts';

/** A new member with the plan (Pro unless said), signed in in this browser context. */
export async function proUser(context: BrowserContext, plan: 'pro' | 'elite' = 'pro') {
  const { user } = await signInAs(context, { firstName: 'Lucía' });
  await grantPlanE2E(user.id, plan);
  return user;
}

/**
 * The ¿Califico? form filled with the worked example (test/support/worked-example.ts), bought
 * through an LLC: PITIA $2,128.11, DSCR 1.13, LTV 80 %, $66,000 to close.
 */
export async function fillWorkedExample(page: Page) {
  const field = (name: string | RegExp) => page.getByRole('textbox', { name });
  await field('Puntaje FICO').fill('700');
  await page.getByLabel('Situación migratoria').selectOption('citizen');
  await field('Propiedades de inversión que ya tienes').fill('1');
  await page.getByLabel('¿A nombre de quién?').selectOption('llc');
  await field('Efectivo disponible ($)').fill('90,000');
  await field('Cuentas de retiro ($)').fill('10000');
  await field('Inversiones ($)').fill('0');
  await page.getByLabel('Propósito').selectOption('purchase');
  await field('Precio de compra ($)').fill('300000');
  await field('Monto del préstamo ($)').fill('240000');
  await field('Tasa de interés (%)').fill('7.5');
  await field('Plazo (años)').fill('30');
  await field('Costos de cierre ($)').fill('6000');
  await field('Renta mensual ($)').fill('2400');
  await field('Impuestos a la propiedad por año ($)').fill('3600');
  await field('Seguro por año ($)').fill('1800');
  await field('HOA por mes ($)').fill('0');
  await page.getByLabel('Tipo de propiedad').selectOption('single-family');
  await field('Unidades').fill('1');
  await page.getByLabel('Estado').selectOption('TX');
}
