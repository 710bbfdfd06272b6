import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import type { Access } from '../../shared/plans.ts';
import { PAGE_ROUTES } from '../../web/src/app/route-table.ts';
import { grantPlanE2E } from '../support/e2e-plans.ts';
import { signInAs, signInAsStaff } from '../support/e2e-users.ts';

/**
 * Every page fits a 390 px phone. Each route of the route table (plus the landing and the 404) is
 * opened by someone its access lets in (a visitor, a free member, a Pro, an Elite member, a staff
 * member) and the document must be no wider than the viewport.
 */
const PHONE = { width: 390, height: 844 };

/** Who opens a route of each access level: the lowest plan that may see the page itself. */
async function contextFor(browser: Browser, access: Access): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: PHONE, locale: 'es-US' });
  if (access === 'public') return context;
  // Staff sign in with the second factor the console asks for.
  if (access === 'staff') {
    await signInAsStaff(context, { firstName: 'Lucía' });
    return context;
  }
  const { user } = await signInAs(context, { firstName: 'Lucía' });
  if (access === 'pro' || access === 'elite') await grantPlanE2E(user.id, access);
  return context;
}

/** The query a page needs to show itself instead of sending the visitor elsewhere. */
const QUERY: Record<string, string> = {
  '/reset-password': '?token=enlace-de-prueba',
  '/confirmar-correo': '?token=enlace-de-prueba',
  '/checkout': '?plan=pro',
};

/** Public in the route table, but the page itself sends visitors to /login: open it as a member. */
const SIGNED_IN: Record<string, Access> = { '/welcome': 'user' };

const ROUTES: { path: string; access: Access }[] = [
  { path: '/', access: 'public' },
  ...PAGE_ROUTES.map(({ path, access }) => ({ path, access: SIGNED_IN[path] ?? access })),
  { path: '/no-existe', access: 'public' },
];

test.describe('teléfonos a 390 px', () => {
  for (const access of ['public', 'user', 'pro', 'elite', 'staff'] as const) {
    const routes = ROUTES.filter((r) => r.access === access);
    test(`ninguna página ${access} es más ancha que la pantalla`, async ({ browser }) => {
      test.setTimeout(30_000 + routes.length * 10_000);
      const context = await contextFor(browser, access);
      const page = await context.newPage();
      const overflows: string[] = [];
      for (const { path } of routes) {
        await page.goto(path + (QUERY[path] ?? ''));
        // The page itself, not the guard's redirect or a spinner: its own heading is shown.
        await expect(page.locator('h1').first()).toBeVisible();
        expect(new URL(page.url()).pathname, `${path} redirected`).toBe(path);
        // Late content (charts, images) settles before measuring; a page whose video players keep
        // fetching ranges of a tour (/recursos-educativos) never goes idle, so it is measured after
        // five quiet-less seconds instead.
        await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        if (scrollWidth > innerWidth) overflows.push(`${path}: ${scrollWidth} px`);
      }
      await context.close();
      expect(overflows).toEqual([]);
    });
  }
});
