import {
  test as base,
  expect,
  type BrowserContext,
  type Page,
  type Request,
} from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config.ts';
import type { Access } from '../../shared/plans.ts';
import { pageHtmlFile } from '../../shared/page-html.ts';
import { PAGE_ROUTES, type PageRoute } from '../../web/src/app/route-table.ts';
import { proUser } from '../support/e2e-pro.ts';
import {
  enrolMfaInContext,
  registerAccount,
  signInAs,
  signInAsStaff,
} from '../support/e2e-users.ts';

/**
 * Prerendered pages (web/build/page-html.ts), the landing and every page of the route table marked
 * `prerender`: the HTML already holds the page, and React adopts it without drawing it again, for a
 * visitor and for the member it is for (whose session answers before the parts that read it
 * hydrate). A first render that differs from the HTML is logged as "Hidratación fallida"
 * (web/src/main.tsx); any console error or page error fails the test. A gated page drawn in its HTML
 * then sends a visitor on to /login and a free member on to the plan's page (or their own
 * panel), as the guard does, and neither gets a refusal from the API.
 *
 * One test per page, its visitor and members side by side, each in a browser context of its own
 * kept for the whole worker (see `test` below), and a page is done when React has adopted it and
 * its requests are answered (`adopted`), not after a quiet network or a fixed delay: each page
 * costs about one page load.
 */
/** The landing: drawn too (page-html.ts), a chunk of its own outside the app shell. */
const LANDING: PageRoute = { path: '/', file: 'landing', access: 'public', prerender: true };
const PRERENDERED = [LANDING, ...PAGE_ROUTES.filter((r) => r.prerender)];

type Member = 'free' | 'pro' | 'elite' | 'staff' | 'lender';

/** Who opens a page of each access level in the hydration test: the member it is for. */
const OPENED_BY: Record<Access, Member> = {
  public: 'pro',
  user: 'free',
  pro: 'pro',
  elite: 'elite',
  staff: 'staff',
  lender: 'lender',
};

/** Where the guard sends a free member from a page they may not open (app/guard.tsx). */
const FREE_MEMBER_SENT_TO: Partial<Record<Access, string>> = {
  pro: '/plan-pro',
  elite: '/plan-elite',
  staff: '/free-plan',
  lender: '/free-plan',
};

/** Each member's first name, as they sign up. */
const FIRST_NAMES: Record<Member, string> = {
  free: 'Ana',
  pro: 'Lucía',
  elite: 'Lucía',
  staff: 'Marta',
  lender: 'Dana',
};

const MEMBER_NAMES: Record<Member, string> = {
  free: 'miembro gratuito',
  pro: 'miembro Pro',
  elite: 'miembro Elite',
  staff: 'equipo',
  lender: 'prestamista',
};

type Browsing = Member | 'visitante';

/**
 * One browser context per visitor and member kind for the whole worker, each member signed up
 * once when a test first needs them (two scrypt hashes and a plan, role or second factor each cost
 * more than the page itself), and each test a new page in it. A context keeps its HTTP cache, so a
 * page's chunks are downloaded and compiled once per context, not once per test: the parts whose
 * timing matters are held on every load (holdUntilSession), and opening a page changes nothing a
 * later test reads.
 */
const test = base.extend<
  { pageOf: (who: Browsing) => Promise<Page> },
  { contextOf: (who: Browsing) => Promise<BrowserContext> }
>({
  contextOf: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, locale, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } =
        workerInfo.project.use;
      const made = new Map<Browsing, Promise<BrowserContext>>();
      const contextOf = (who: Browsing): Promise<BrowserContext> => {
        let context = made.get(who);
        if (!context) {
          context = browser
            .newContext({
              baseURL,
              locale,
              viewport,
              userAgent,
              deviceScaleFactor,
              isMobile,
              hasTouch,
            })
            .then(async (created) => {
              if (who !== 'visitante') await signUp(created, who, contextOf);
              return created;
            });
          made.set(who, context);
        }
        return context;
      };
      await use(contextOf);
      for (const context of made.values()) {
        await context.then(
          (opened) => opened.close(),
          () => {}, // its sign-up failed, and failed the test that asked for it
        );
      }
    },
    { scope: 'worker' },
  ],
  pageOf: async ({ contextOf }, use, testInfo) => {
    const pages: Page[] = [];
    await use(async (who) => {
      const page = await (await contextOf(who)).newPage();
      pages.push(page);
      return page;
    });
    for (const page of pages) {
      if (testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach(`screenshot ${page.url()}`, {
          body: await page.screenshot(),
          contentType: 'image/png',
        });
      }
      await page.close();
    }
  },
});

// No trace: a failing page's screenshot is attached (pageOf), and recording ~100 page loads (DOM
// snapshots, screencast) took a fifth or more of the spec's time.
test.use({ trace: 'off' });

/** Sign a member up and in in `context`, with the plan, role or second factor they need. */
async function signUp(
  context: BrowserContext,
  member: Member,
  contextOf: (who: Browsing) => Promise<BrowserContext>,
): Promise<void> {
  const firstName = FIRST_NAMES[member];
  if (member === 'free') await signInAs(context, { firstName });
  if (member === 'pro' || member === 'elite') await proUser(context, member);
  if (member === 'staff') await signInAsStaff(context, { firstName });
  if (member === 'lender') {
    // Verified by staff as on /equipo; the portal asks for the second factor.
    const { account } = await signInAs(context, { firstName });
    const staff = await contextOf('staff');
    const verified = await staff.request.post('/api/staff/lenders', {
      data: { email: account.email, name: `Prerender Lending ${account.username}` },
    });
    expect(verified.status(), await verified.text()).toBe(201);
    await enrolMfaInContext(context, account);
  }
}

/** Each page's HTML as served, fetched once per worker. */
const served = new Map<string, Promise<string>>();
function htmlOf(page: Page, path: string): Promise<string> {
  let html = served.get(path);
  if (!html) {
    html = page.request.get(path).then((response) => response.text());
    served.set(path, html);
  }
  return html;
}

/** The page drawn inside the root element of an HTML document. */
function rootOf(html: string): string {
  return /<div id="root"[^>]*>([\s\S]*)<\/div><div id="drawn-end"/.exec(html)?.[1] ?? '';
}

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
function collectErrors(page: Page, { unknownValue = false } = {}): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (message.text().includes('status of 401')) return;
    // A page with a parameter opened with a value nobody has: the API's 404 is its answer.
    if (unknownValue && message.text().includes('status of 404')) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
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

/**
 * The site's requests not yet answered, but for video: a <video> fetches its file in ranges as it
 * plays, and keeps the request open meanwhile (waiting for a quiet network timed out on the
 * tours of /recursos-educativos).
 */
function inFlight(page: Page): Set<Request> {
  const open = new Set<Request>();
  page.on('request', (request) => {
    if (request.resourceType() === 'media') return;
    if (new URL(request.url()).origin === SITE) open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return open;
}
const SITE = new URL(E2E_BASE_URL).origin;

/**
 * React has adopted the page (or drawn the one it went on to): every element in the root is one of
 * its own, those of a part still waiting for its chunk included, and the site's requests those
 * parts sent once drawn are answered, so a console error they cause has been logged.
 */
async function adopted(page: Page, open: Set<Request>): Promise<void> {
  const strays = (count: boolean) => {
    const own = (el: Element, prefix: string) =>
      Object.keys(el).find((key) => key.startsWith(prefix));
    const found: string[] = [];
    const visit = (el: Element) => {
      if (!own(el, '__reactFiber$')) {
        found.push(el.outerHTML.slice(0, 100));
        return;
      }
      const props = own(el, '__reactProps$');
      const set = props && (el as unknown as Record<string, Record<string, unknown>>)[props];
      // Markup React sets as a string (dangerouslySetInnerHTML) is not drawn element by element.
      if (set && 'dangerouslySetInnerHTML' in set) return;
      for (const child of Array.from(el.children)) visit(child);
    };
    for (const child of Array.from(document.getElementById('root')!.children)) visit(child);
    return count ? found.length === 0 : found;
  };
  // Checked at every frame in the page; what is still not React's is named if it never is.
  await page.waitForFunction(strays, true, { timeout: 10_000 }).catch(() => {});
  expect(await page.evaluate(strays, false)).toEqual([]);
  await expect
    .poll(
      async () => {
        // A frame and a task: what the last commit's effects ask for has been sent.
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
        );
        return [...open].map((request) => `${request.method()} ${request.url()}`);
      },
      { intervals: [20] },
    )
    .toEqual([]);
}

/**
 * Hold the parts that read the session until it has answered, so they hydrate after it and must
 * still draw what the HTML holds first: the header's account end (its chunk), and a gated page's
 * own chunk (the guard, the Pro header's menu, the page). Not on the landing, where the account end
 * is what asks for the session.
 */
async function holdUntilSession(page: Page, route: PageRoute): Promise<void> {
  if (route === LANDING) return;
  const sessionAnswered = page
    .waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/user')
    .then((response) => response.finished());
  sessionAnswered.catch(() => {});
  const held = [
    /^\/assets\/site-account-[\w-]+\.js$/,
    ...(route.access !== 'public' ? [new RegExp(`^/assets/${route.file}-[\\w-]+\\.js$`)] : []),
  ];
  // Through the browser's own interception (Fetch), not page.route: routing turns the HTTP cache
  // off for the whole page, and these two requests are held even when the cache answers them.
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Fetch.requestPaused', ({ requestId, request }) => {
    const { pathname } = new URL(request.url);
    const wait = held.some((chunk) => chunk.test(pathname)) ? sessionAnswered : Promise.resolve();
    void wait
      .catch(() => {})
      .then(() => cdp.send('Fetch.continueRequest', { requestId }))
      .catch(() => {}); // the page was closed meanwhile
  });
  const patterns = [`*/assets/site-account-*`];
  if (route.access !== 'public') patterns.push(`*/assets/${route.file}-*`);
  await cdp.send('Fetch.enable', { patterns: patterns.map((urlPattern) => ({ urlPattern })) });
}

test('at least the DSCR calculator and the landing are prerendered', () => {
  expect(PRERENDERED.map((r) => r.path)).toEqual(
    expect.arrayContaining(['/', '/calculadora-dscr']),
  );
});

test('cada página llega dibujada en el HTML, con su título', async ({ page }) => {
  for (const route of PRERENDERED) {
    // A path with a parameter has one HTML for every value (shared/page-html.ts).
    expect.soft(pageHtmlFile(route.path), route.path).toBeDefined();
    const root = rootOf(await htmlOf(page, route.path));
    expect.soft(root, route.path).toContain('<main');
    expect.soft(headingOf(root), route.path).toMatch(/\S/);
  }
});

/**
 * Open a drawn page as a visitor or a member: React adopts it without drawing it again, the guard
 * sends on whoever may not see it, the API refuses nothing, and no error is logged.
 */
async function opens(page: Page, route: PageRoute, who: Browsing): Promise<void> {
  const html = await htmlOf(page, route.path);
  const heading = headingOf(rootOf(html));
  expect(heading, `${route.path} has no <h1> in its HTML: not drawn`).toBeDefined();
  // The site header with its account end (a standalone page's, site-header--standalone, has none).
  const hasSiteHeader = html.includes('class="site-header"');
  // A parameter (`/expediente-compartido/:token`) gets a value: one no link has.
  const url = route.path.replace(/:\w+/g, 'valor-de-prueba');
  const errors = collectErrors(page, { unknownValue: url !== route.path });
  const refused = refusals(page);
  const open = inFlight(page);
  await holdUntilSession(page, route);
  const sentTo =
    who !== 'visitante' && who !== OPENED_BY[route.access] && FREE_MEMBER_SENT_TO[route.access];
  // The plan page asks for its videos: sent, once the gated page and its gate are gone.
  const planVideos =
    sentTo && sentTo.startsWith('/plan-')
      ? page.waitForResponse(
          (response) => new URL(response.url()).pathname === '/api/videos' && response.ok(),
          { timeout: 10_000 },
        )
      : null;
  await page.goto(url, { waitUntil: 'commit' });
  if (who === 'visitante' && route.access !== 'public') {
    await expect(page).toHaveURL(`/login?returnTo=${encodeURIComponent(url)}`);
  } else if (sentTo) {
    await expect(page).toHaveURL(sentTo);
    await expect(page.getByTestId('toast')).toContainText('Acceso restringido');
    await planVideos;
  } else if (who !== 'visitante' && route.path === '/login') {
    // /login sends a member already signed in on to their panel once the session answers.
    await expect(page).not.toHaveURL(/\/login$/);
  } else if (who === 'visitante') {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
  } else {
    // The heading may change once the session answers (a greeting gets the member's name, the
    // lender portal its organisation's): the page is theirs if it keeps an <h1>, adopted whole.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\S/);
  }
  if (hasSiteHeader && who !== 'visitante' && !sentTo) {
    await expect(page.getByRole('link', { name: 'Mi panel' }).first()).toBeVisible();
  } else if (hasSiteHeader && who === 'visitante') {
    await expect(page.getByRole('link', { name: 'Iniciar Sesión' }).first()).toBeVisible();
  }
  await adopted(page, open);
  expect(refused).toEqual([]);
  expect(errors).toEqual([]);
}

for (const route of PRERENDERED) {
  const opener = OPENED_BY[route.access];
  // A gated page: a free member too, whom it sends on (a page for members opens to them).
  const refusesFree = FREE_MEMBER_SENT_TO[route.access] !== undefined;
  const who: Browsing[] = ['visitante', opener, ...(refusesFree ? (['free'] as const) : [])];
  test(`${route.path}: React lo adopta sin volver a dibujarlo`, async ({ pageOf }) => {
    // Side by side, each in its own context: one page's load waits mostly on the browser's frames
    // and round trips, which overlap.
    const results = await Promise.allSettled(
      who.map(async (browsing) => {
        const page = await pageOf(browsing);
        const name = browsing === 'visitante' ? browsing : MEMBER_NAMES[browsing];
        await test.step(name, () => opens(page, route, browsing));
      }),
    );
    for (const result of results) if (result.status === 'rejected') throw result.reason;
  });
}

/** Hold the built files matching `files` until `release`. */
function holdAssets(page: Page, files: RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const routed = page.route(files, async (asset) => {
    await held;
    await asset.continue();
  });
  return { routed, release };
}

/** Hold a page's own chunk: its form is on screen from the HTML, React not yet behind it. */
async function holdPageChunk(page: Page, file: string): Promise<() => void> {
  const chunk = holdAssets(page, new RegExp(`/assets/${file}-[\\w-]+\\.js$`));
  await chunk.routed;
  return chunk.release;
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
  contextOf,
}) => {
  await context.addCookies(await (await contextOf('pro')).cookies());
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
  contextOf,
}) => {
  await context.addCookies(await (await contextOf('pro')).cookies());
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
  // The member has saved no data (the tests above only open pages): nothing replaces what they typed.
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

test('/analisis-mercado: su botón no envía el formulario antes de que React adopte la página', async ({
  page,
  context,
  contextOf,
}) => {
  await context.addCookies(await (await contextOf('pro')).cookies());
  const errors = collectErrors(page);
  // Style sheets and scripts held: the page is its HTML and its inline styles only.
  const css = holdAssets(page, /\/assets\/[\w-]+\.css$/);
  const js = holdAssets(page, /\/assets\/[\w-]+\.js$/);
  await Promise.all([css.routed, js.routed]);
  await page.goto('/analisis-mercado', { waitUntil: 'commit' });
  const submit = page.getByRole('button', { name: 'Analizar Mercado' });
  await expect(submit).toBeAttached();
  // A tap would have the browser send the form itself, its fields in the address: it takes none,
  // from the HTML alone, and still none once the page is painted without React.
  await expect(submit).toHaveCSS('pointer-events', 'none');
  css.release();
  await expect(submit.click({ timeout: 2_000 })).rejects.toThrow(/intercepts pointer events/);
  expect(new URL(page.url()).search).toBe('');
  js.release();
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(
    'Por favor ingresa la ciudad y estado para el análisis',
  );
  await expect(page).toHaveURL('/analisis-mercado');
  expect(errors).toEqual([]);
});
