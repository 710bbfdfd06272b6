/**
 * Layout checks for Playwright tests, as a member would see them: one box drawn wholly inside
 * another (a button in its card, a spinner in its button, a tick in its checkbox) or inside the
 * window's width. Half a pixel of slack for sub-pixel rounding.
 */
import { expect, type Locator, type Page } from '@playwright/test';

const SLACK = 0.5;

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, `${locator} is not drawn`).not.toBeNull();
  return box!;
}

export async function expectInside(inner: Locator, outer: Locator): Promise<void> {
  const a = await boxOf(inner);
  const b = await boxOf(outer);
  const where = `${inner} (${JSON.stringify(a)}) inside ${outer} (${JSON.stringify(b)})`;
  expect(a.x, where).toBeGreaterThanOrEqual(b.x - SLACK);
  expect(a.y, where).toBeGreaterThanOrEqual(b.y - SLACK);
  expect(a.x + a.width, where).toBeLessThanOrEqual(b.x + b.width + SLACK);
  expect(a.y + a.height, where).toBeLessThanOrEqual(b.y + b.height + SLACK);
}

/** Left and right edges within the viewport (the page scrolls vertically, never sideways). */
export async function expectWithinWidth(locator: Locator, page: Page): Promise<void> {
  const box = await boxOf(locator);
  const width = page.viewportSize()!.width;
  expect(box.x, `${locator} left edge`).toBeGreaterThanOrEqual(-SLACK);
  expect(box.x + box.width, `${locator} right edge`).toBeLessThanOrEqual(width + SLACK);
}

/** The page scrolls vertically only: the document is no wider than the window. */
export async function noHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the document is wider than the window').toBeLessThanOrEqual(0);
}

/**
 * Wait until React has adopted the drawn page (the root loses `data-hydrating`,
 * web/src/lib/hydration.ts): a choice in a list made before is set back to the drawn option by
 * React as it adopts the list. For a test about what a page computes, not about the first second.
 */
export async function pageAdopted(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating', /.*/);
}
