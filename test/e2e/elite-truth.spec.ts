import { expect, test } from '@playwright/test';
import { grantPlanE2E } from '../support/e2e-plans.ts';
import { signInAs } from '../support/e2e-users.ts';
import { noAxeViolations } from '../support/e2e-axe.ts';
import { noHorizontalOverflow } from '../support/e2e-layout.ts';

/**
 * Masterclasses and exclusive deals tell the truth, at 1280 and 390 px: the local runtime's
 * examples are labelled as examples, statuses read in Spanish, and recordings are promised only
 * where one exists (the runtime seeds none).
 */
for (const width of [1280, 390]) {
  test(`deals y masterclasses de ejemplo dicen que lo son, en español (${width} px)`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    const { user } = await signInAs(context);
    await grantPlanE2E(user.id, 'elite');

    await page.goto('/elite-deals');
    const deals = page.getByRole('list', { name: 'Deals exclusivos' }).locator(':scope > li');
    await expect(deals.first()).toBeVisible();
    await expect(page.getByRole('note')).toContainText('Contenido de ejemplo');
    const count = await deals.count();
    await expect(deals.filter({ hasText: 'Ejemplo' })).toHaveCount(count);
    for (const english of ['Pre-Market', 'Elite Only', 'VIP Access']) {
      await expect(page.locator('main')).not.toContainText(english);
    }
    for (const spanish of ['Antes del mercado', 'Solo Elite', 'Acceso VIP']) {
      await expect(deals.filter({ hasText: spanish }).first()).toBeVisible();
    }
    await deals
      .first()
      .getByRole('button', { name: /^Ver Detalles/ })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Ejemplo');
    await noAxeViolations(page, 'dialog');
    await dialog.getByRole('button', { name: 'Cerrar detalle' }).click();
    await page.getByRole('tab', { name: /Lanzamientos/ }).click();
    const launches = page
      .getByRole('list', { name: 'Próximos lanzamientos' })
      .getByRole('listitem');
    await expect(launches.first()).toContainText('Ejemplo');
    await noAxeViolations(page);
    await noHorizontalOverflow(page);

    await page.goto('/elite-masterclasses');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('note')).toContainText('sus instructores son ficticios');
    await expect(page.locator('main')).not.toContainText('quedan disponibles');
    await expect(page.getByRole('tabpanel').getByText('Ejemplo').first()).toBeVisible();
    await page.getByRole('tab', { name: /Grabadas \(0\)/ }).click();
    await expect(page.getByText('Aún no hay grabaciones publicadas')).toBeVisible();
    await noAxeViolations(page);
    await noHorizontalOverflow(page);
  });
}
