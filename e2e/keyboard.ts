import type { Locator, Page } from 'playwright-core';

/** Presses Tab until the target has the focus, as a keyboard user would; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  await target.waitFor({ timeout: 30_000 });
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${String(target)} was not reached with ${max} presses of Tab`);
}
