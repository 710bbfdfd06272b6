import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe's findings on the page (or inside `scope`, e.g. 'main' or a dialog), read with motion
 * reduced and once no finite animation runs: axe reads colours as they are at that instant, and a
 * toast fading in or a button fading between states would read as neither. Reduced motion also
 * covers what appears between the wait and the scan (a toast after a save): our fades run only
 * under `prefers-reduced-motion: no-preference`.
 */
export async function axeViolations(page: Page, scope: string | null = null): Promise<string[]> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    await settled(page);
    const axe = new AxeBuilder({ page });
    const { violations } = await (scope ? axe.include(scope) : axe).analyze();
    return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`);
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

/**
 * axe finds nothing in the page's main content (or in `scope`; null for the whole page, frames
 * judged as axe judges them when it is given no scope).
 */
export async function noAxeViolations(
  page: Page,
  scope: string | null = 'main',
  label?: string,
): Promise<void> {
  expect(await axeViolations(page, scope), label).toEqual([]);
}

/**
 * Wait until no CSS transition or finite animation runs (a spinner's endless one does not count:
 * it never ends, and its colours do not change).
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}
