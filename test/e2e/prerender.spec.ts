import { expect, test, type Page } from '@playwright/test';
import { PAGE_ROUTES } from '../../web/src/app/route-table.ts';
import { proUser } from '../support/e2e-pro.ts';
import { registerAccount, signInAs } from '../support/e2e-users.ts';

/**
 * Prerendered pages (web/build/page-html.ts): the HTML already holds the page, and React adopts it
 * without drawing it again, for a visitor and for a signed-in member (whose session answers while
 * the page hydrates). A first render that differs from the HTML is logged as "Hidratación fallida"
 * (web/src/main.tsx); any console error or page error fails the test. A Pro page drawn in its HTML
 * then sends a visitor on to /login, as the guard does.
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
        // /login sends a member already signed in on to their panel once the session answers; a
        // Pro page sends a visitor to /login.
        const sendsMembersOn = route.path === '/login';
        const sendsVisitorsOn = route.access !== 'public';
        const hasSiteHeader = html.includes('class="site-header"');
        const errors = collectErrors(page);
        // The header's account end hydrates when its chunk arrives: hold the chunk so the session
        // has answered by then, and the page must still be adopted whole, the account end right.
        await page.route(/\/assets\/site-account-[\w-]+\.js$/, async (chunk) => {
          await new Promise((resolve) => setTimeout(resolve, 1_500));
          await chunk.continue();
        });
        // A Pro page's HTML asks for the session itself: hold its own chunk until the session has
        // answered, so everything that reads it (the guard, the Pro header's menu, the page)
        // hydrates after it and must still draw what the HTML holds first.
        if (route.access !== 'public') {
          const sessionAnswered = page.waitForResponse(
            (response) => new URL(response.url()).pathname === '/api/auth/user',
          );
          await page.route(new RegExp(`/assets/${route.file}-[\\w-]+\\.js$`), async (chunk) => {
            await sessionAnswered;
            await chunk.continue();
          });
        }
        await page.goto(route.path, { waitUntil: 'networkidle' });
        if (who === 'miembro Pro' && sendsMembersOn) {
          await expect(page).not.toHaveURL(new RegExp(`${route.path}$`));
        } else if (who === 'visitante' && sendsVisitorsOn) {
          await expect(page).toHaveURL(`/login?returnTo=${encodeURIComponent(route.path)}`);
        } else {
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
        }
        if (hasSiteHeader && who === 'miembro Pro') {
          await expect(page.getByRole('link', { name: 'Mi panel' }).first()).toBeVisible();
        } else if (hasSiteHeader) {
          await expect(page.getByRole('link', { name: 'Iniciar Sesión' }).first()).toBeVisible();
        }
        expect(errors).toEqual([]);
      });
    }
  });
}

/** The API's refusals (401, 403) from now on, but the visitor's session (GET /api/auth/user). */
function refusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.startsWith('/api/') || pathname === '/api/auth/user') return;
    if (response.status() === 401 || response.status() === 403) {
      refused.push(`${response.status()} ${response.request().method()} ${pathname}`);
    }
  });
  return refused;
}

// A members' page drawn in its HTML shows itself while the session answers, but its requests wait
// for it: a visitor or a free member sends none the API refuses (and logs, for a member).
for (const route of PRERENDERED.filter((r) => r.access !== 'public')) {
  for (const who of ['visitante', 'miembro gratuito'] as const) {
    test(`${route.path}: un ${who} no recibe negativas de la API y sigue su camino`, async ({
      page,
      context,
    }) => {
      if (who === 'miembro gratuito') await signInAs(context);
      const refused = refusals(page);
      const errors = collectErrors(page);
      // The plan page asks for its videos: sent, once the Pro page and its gate are gone.
      const planVideos =
        who === 'miembro gratuito'
          ? page.waitForResponse(
              (response) => new URL(response.url()).pathname === '/api/videos' && response.ok(),
            )
          : null;
      await page.goto(route.path, { waitUntil: 'networkidle' });
      if (who === 'visitante') {
        await expect(page).toHaveURL(`/login?returnTo=${encodeURIComponent(route.path)}`);
      } else {
        await expect(page).toHaveURL('/plan-pro');
        await expect(page.getByTestId('toast')).toContainText('Acceso restringido');
        await planVideos;
      }
      expect(refused).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
}

/** Hold a page's own chunk: its form is on screen from the HTML, React not yet behind it. */
async function holdPageChunk(page: Page, file: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${file}-[\\w-]+\\.js$`), async (chunk) => {
    await held;
    await chunk.continue();
  });
  return release;
}

test('/login: lo escrito antes de que React adopte la página sirve para entrar', async ({
  page,
}) => {
  const account = await registerAccount();
  const errors = collectErrors(page);
  const release = await holdPageChunk(page, 'login');
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  const submit = page.getByRole('button', { name: 'Iniciar Sesión' });
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  // Not sendable before React is there (the browser would send the form itself).
  await expect(submit).toBeDisabled();
  release();
  await expect(submit).toBeEnabled();
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(account.email);
  await submit.click();
  await expect(page.getByTestId('toast')).toContainText('¡Bienvenido!');
  await expect(page).toHaveURL('/free-plan');
  expect(errors).toEqual([]);
});

test('/calculadora-roi: lo escrito antes de que React adopte la página cuenta en los resultados', async ({
  page,
  context,
}) => {
  await proUser(context);
  const errors = collectErrors(page);
  const release = await holdPageChunk(page, 'calculadora-roi');
  await page.goto('/calculadora-roi', { waitUntil: 'domcontentloaded' });
  // The example deal is drawn in the HTML: $250,000 with $2,200 of rent.
  await page.getByLabel('Renta Mensual ($)').fill('3000');
  release();
  await expect(page.getByRole('button', { name: 'Guardar análisis' })).toBeEnabled();
  await expect(page.getByLabel('Renta Mensual ($)')).toHaveValue('3000');
  // Cash-on-cash: ($3,000 − $600 of expenses − the $1,398.43 payment) × 12 = $12,018.85 over the
  // $57,500 invested ($50,000 down + the example's $7,500 of closing costs) = 20.90 %.
  await expect(page.locator('.pro-grid__results')).toContainText('20.90%');
  expect(errors).toEqual([]);
});

test('/califico: lo escrito antes de que React adopte la página se queda, y no se envía solo', async ({
  page,
  context,
}) => {
  await proUser(context);
  const errors = collectErrors(page);
  const release = await holdPageChunk(page, 'califico');
  await page.goto('/califico', { waitUntil: 'domcontentloaded' });
  const submit = page.getByRole('button', { name: '¿Califico?' });
  await page.getByLabel('Puntaje FICO').fill('715');
  await page.getByLabel('Estado').selectOption('FL');
  // Not sendable before React is there: the browser would put the score in the address.
  await expect(submit).toBeDisabled();
  release();
  await expect(submit).toBeEnabled();
  // A new member has no saved data: nothing replaces what they typed.
  await expect(page.getByText('Buscando tus datos guardados...')).toHaveCount(0);
  await expect(page.getByLabel('Puntaje FICO')).toHaveValue('715');
  await expect(page.getByLabel('Estado')).toHaveValue('FL');
  await submit.click();
  // React reads the typed score: the first missing field is the cash, not the score.
  const problem = page.locator('form .pro-alert');
  await expect(problem).toBeVisible();
  await expect(problem).not.toContainText('FICO');
  await expect(page).toHaveURL('/califico');
  expect(errors).toEqual([]);
});
