import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe finds nothing in the page's main content (or in `scope`, e.g. a dialog). */
export async function noAxeViolations(page: Page, scope = 'main'): Promise<void> {
  const axe = await new AxeBuilder({ page }).include(scope).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

/**
 * Wait until no CSS transition or animation runs: axe reads colours as they are at that instant,
 * and a control fading between states (a prerendered form's button enabled once React adopts the
 * page) would read as neither.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().length === 0);
}
