import { expect, test, type Page } from '@playwright/test';
import { signInAs, signInContext } from '../support/e2e-users.ts';

/** Signed-in progress lives on the server: merged from the browser at sign-in, seen elsewhere. */

function savedProgress(page: Page) {
  return page.waitForResponse(
    (res) => res.url().endsWith('/api/progress/checklist') && res.request().method() === 'PUT',
  );
}

test('lo marcado como visitante pasa a la cuenta y se ve en otro navegador', async ({
  browser,
}) => {
  const first = await browser.newContext();
  const page = await first.newPage();
  await page.goto('/lista-verificacion');
  const boxes = page.getByRole('checkbox');
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await expect(page.getByText('Tu progreso se guarda en este navegador.')).toBeVisible();

  // Sign in: the page sees the user, merges the two local ticks into the account (one PUT).
  const { account } = await signInAs(first);
  const merged = savedProgress(page);
  await page.reload();
  expect((await merged).status()).toBe(200);
  await expect(page.getByText('Tu progreso se guarda en tu cuenta')).toBeVisible();
  await expect(boxes.nth(0)).toBeChecked();
  await expect(boxes.nth(1)).toBeChecked();
  expect(
    await page.evaluate(() => window.localStorage.getItem('inversor-listo:progress:checklist')),
  ).toBeNull();

  const saved = savedProgress(page);
  await boxes.nth(5).check();
  expect((await saved).status()).toBe(200);

  // Another browser profile, same account: the server copy.
  const second = await browser.newContext();
  await signInContext(second, account);
  const other = await second.newPage();
  await other.goto('/lista-verificacion');
  const otherBoxes = other.getByRole('checkbox');
  await expect(other.getByTestId('progreso-total')).toContainText('3 de 23');
  await expect(otherBoxes.nth(0)).toBeChecked();
  await expect(otherBoxes.nth(1)).toBeChecked();
  await expect(otherBoxes.nth(5)).toBeChecked();
  await expect(otherBoxes.nth(2)).not.toBeChecked();

  // Unticking there shows up here after a reload.
  const unticked = savedProgress(other);
  await otherBoxes.nth(1).uncheck();
  expect((await unticked).status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId('progreso-total')).toContainText('2 de 23');
  await expect(boxes.nth(1)).not.toBeChecked();

  // Documents are kept per tool and per user as well.
  await other.goto('/guia-documentos');
  await other.getByRole('checkbox', { name: /Identificación oficial con foto/ }).check();
  await expect(other.getByTestId('progreso-total')).toContainText('1 de 20');
  await page.goto('/guia-documentos');
  await expect(
    page.getByRole('checkbox', { name: /Identificación oficial con foto/ }),
  ).toBeChecked();

  await first.close();
  await second.close();
});

test('en el teléfono, una marca se ve al instante y la lista no se mueve mientras se guarda', async ({
  browser,
}) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await signInAs(phone);
  const page = await phone.newPage();
  // Hold the save, as a slow phone network would, to look at the page while it runs.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/progress/documents', async (route) => {
    if (route.request().method() === 'PUT') await held;
    await route.continue();
  });
  await page.goto('/guia-documentos');
  const first = page.getByRole('checkbox', { name: /Identificación oficial con foto/ });
  const next = page.getByRole('checkbox', { name: /Número de Seguro Social/ });
  await expect(first).toBeEnabled();
  const top = () => next.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  const before = await top();

  // The box is ticked as the tap ends, not a task later (the server copy updates after it).
  await first.scrollIntoViewIfNeeded();
  const tickedInTheSameTask = await first.evaluate((el: HTMLInputElement) => {
    el.click();
    return el.checked;
  });
  expect(tickedInTheSameTask).toBe(true);

  await expect(page.getByText('Guardando en tu cuenta…')).toBeVisible();
  expect(await top()).toBe(before);
  release();
  await expect(page.getByText('Tu progreso se guarda en tu cuenta')).toBeVisible();
  await expect(page.getByText('Guardando en tu cuenta…')).toBeHidden();
  expect(await top()).toBe(before);
  await expect(first).toBeChecked();
  await expect(page.getByTestId('progreso-total')).toContainText('1 de 20');
  await phone.close();
});
