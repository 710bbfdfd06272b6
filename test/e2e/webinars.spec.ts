import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { E2E_SES_URL } from '../../playwright.config.ts';
import { signInAs } from '../support/e2e-users.ts';
import { waitForEmail } from '../support/mail.ts';
import { noAxeViolations } from '../support/e2e-axe.ts';

/** The webinar schedule: monthly for every plan, weekly for Pro and Elite; sign-up with .ics. */
test('un usuario gratuito se inscribe, recibe el .ics y ve la sesión en Mis webinars', async ({
  page,
  context,
}) => {
  await page.goto('/webinars');
  await expect(page.getByRole('heading', { level: 1, name: 'Webinars' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Inicia sesión para inscribirte' }).first(),
  ).toBeVisible();

  const { account } = await signInAs(context);
  await page.reload();
  const mine = page.getByRole('region', { name: 'Mis webinars' });
  await expect(mine).toContainText('Todavía no estás inscrito');
  // Weekly sessions are for Pro and Elite; the monthly one is open to this free user.
  await expect(
    page.getByRole('link', { name: 'Disponible con Pro y Elite' }).first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Mensuales · todos los planes' }).click();
  const signUp = page.getByRole('button', { name: /^Inscribirme: / }).first();
  const title = (await signUp.getAttribute('aria-label'))!.replace('Inscribirme: ', '');
  await signUp.click();

  await expect(mine.getByRole('heading', { name: title })).toBeVisible();
  await expect(mine).toContainText('ET · ');
  await noAxeViolations(page, null);
  const email = await waitForEmail(E2E_SES_URL, account.email, {
    subject: /Inscripción confirmada/,
  });
  expect(email.subject).toContain(title);
  const ics = email.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  const emailed = Buffer.from(ics!.content, 'base64').toString('utf8');
  expect(emailed).toContain('BEGIN:VEVENT');

  // "Agregar al calendario" saves the same event (same UID) as the email's invitation.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    mine.getByRole('button', { name: 'Agregar al calendario' }).first().click(),
  ]);
  expect(download.suggestedFilename()).toBe('webinar-inversor-listo.ics');
  const saved = (await readFile((await download.path())!)).toString('utf8');
  const uid = (text: string) => /\r\nUID:(.+)\r\n/.exec(text)?.[1];
  expect(uid(saved)).toBeDefined();
  expect(uid(saved)).toBe(uid(emailed));
  expect(saved.replace(/\r\n[ \t]/g, '')).toContain(`SUMMARY:${title.replace(/([,;])/g, '\\$1')}`);

  await mine.getByRole('button', { name: `Cancelar inscripción: ${title}` }).click();
  await expect(mine).toContainText('Todavía no estás inscrito');
});
