import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { grantPlanE2E } from '../support/e2e-plans.ts';
import { signInAs } from '../support/e2e-users.ts';
import { noAxeViolations } from '../support/e2e-axe.ts';
import { noHorizontalOverflow } from '../support/e2e-layout.ts';

/**
 * Support channels are what they say, at 1280 and 390 px: a phone number asks for a callback and
 * says so; WhatsApp appears only once ops set the team's link (scripts/elite-content.ts whatsapp),
 * as a link to WhatsApp itself. It changes every Elite page at once: this file runs in the
 * site-wide project, after the others.
 */
const run = promisify(execFile);
const ops = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/elite-content.ts', '--local', ...args], {
    env: {
      ...process.env,
      DYNAMODB_PORT: process.env.E2E_DYNAMODB_PORT ?? '8100',
      SES_PORT: process.env.E2E_SES_PORT ?? '8105',
      LOG_LEVEL: 'SILENT',
    },
  });
const WHATSAPP = 'https://wa.me/13055550123';

test.describe.serial('canales de soporte Elite', () => {
  test.afterAll(async () => {
    await ops('whatsapp', 'off');
  });

  for (const width of [1280, 390]) {
    test(`una llamada es una solicitud de llamada; WhatsApp solo con el enlace de ops (${width} px)`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      const { user } = await signInAs(context);
      await grantPlanE2E(user.id, 'elite');

      await page.goto('/elite-dashboard');
      const band = page.getByRole('region', { name: '¿Necesitas ayuda ahora?' });
      await expect(band.getByRole('link', { name: /Solicitar una llamada/ })).toBeVisible();
      await expect(band).not.toContainText('WhatsApp');
      await page.goto('/elite-support');
      await expect(page.getByRole('radio', { name: /Solicitar una llamada/ })).toBeVisible();
      await expect(page.getByRole('region', { name: /Un cierre en riesgo hoy/ })).toContainText(
        'te devuelve la llamada',
      );
      await expect(page.locator('main')).not.toContainText('WhatsApp');

      await ops('whatsapp', WHATSAPP);
      await page.reload();
      const whatsapp = page.getByRole('link', { name: /Escríbenos por WhatsApp/ });
      await expect(whatsapp).toHaveAttribute('href', WHATSAPP);
      // Still no WhatsApp among the ticket's methods: it is a chat, not a form.
      await expect(page.getByRole('radio', { name: /WhatsApp/ })).toHaveCount(0);
      await noAxeViolations(page);
      await noHorizontalOverflow(page);
      await page.goto('/elite-dashboard');
      await expect(band.getByRole('link', { name: /Escríbenos por WhatsApp/ })).toHaveAttribute(
        'href',
        WHATSAPP,
      );
      await noHorizontalOverflow(page);

      await ops('whatsapp', 'off');
      await page.reload();
      await expect(band.getByRole('link', { name: /Solicitar una llamada/ })).toBeVisible();
      await expect(band).not.toContainText('WhatsApp');
    });
  }
});
