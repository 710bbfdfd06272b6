import { expect, test, type Page } from '@playwright/test';
import { PAGE_ROUTES } from '../../web/src/app/route-table.ts';
import { proUser } from '../support/e2e-pro.ts';

/**
 * Prerendered pages (web/build/page-html.ts): the HTML already holds the page, and React adopts it
 * without drawing it again, for a visitor and for a signed-in member (whose session answers while
 * the page hydrates). A first render that differs from the HTML is logged as "Hidratación fallida"
 * (web/src/main.tsx); any console error or page error fails the test.
 */
const PRERENDERED = PAGE_ROUTES.filter((r) => r.prerender);

/** The text of the first <h1> of an HTML document, as a browser would show it. */
function headingOf(html: string): string | undefined {
  const inner = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  return inner
    ?.replace(/<!--[\s\S]*?-->|<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .trim();
}

/** Console errors and page errors from now on, but the visitor's expected 401 for the session. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (message.text().includes('status of 401')) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('at least the DSCR calculator is prerendered', () => {
  expect(PRERENDERED.map((r) => r.path)).toContain('/calculadora-dscr');
});

for (const route of PRERENDERED) {
  test.describe(route.path, () => {
    test('llega dibujado en el HTML, con su título', async ({ request }) => {
      const html = await (await request.get(route.path)).text();
      const root = /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
      expect(root).toContain('<main');
      expect(headingOf(root)).toMatch(/\S/);
    });

    for (const who of ['visitante', 'miembro Pro'] as const) {
      test(`React lo adopta sin volver a dibujarlo (${who})`, async ({
        page,
        context,
        request,
      }) => {
        if (who === 'miembro Pro') await proUser(context);
        const html = await (await request.get(route.path)).text();
        const heading = headingOf(html);
        const errors = collectErrors(page);
        // The header's account end hydrates when its chunk arrives: hold the chunk so the session
        // has answered by then, and the page must still be adopted whole, the account end right.
        await page.route(/\/assets\/site-account-[\w-]+\.js$/, async (chunk) => {
          await new Promise((resolve) => setTimeout(resolve, 1_500));
          await chunk.continue();
        });
        await page.goto(route.path, { waitUntil: 'networkidle' });
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
        if (who === 'miembro Pro') {
          await expect(page.getByRole('link', { name: 'Mi panel' }).first()).toBeVisible();
        } else {
          await expect(page.getByRole('link', { name: 'Iniciar Sesión' }).first()).toBeVisible();
        }
        expect(errors).toEqual([]);
      });
    }
  });
}
