import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { wcagViolations } from './axe-scan';
import { customerSession } from './customer-session';

/**
 * The header with every link a customer has, in Finnish (the longest names) and a long customer
 * name: on a desktop each link of the main menu is in sight and takes a click, none scrolled away
 * or cut; on a phone the opened menu shows its links one under the other, none covered by the
 * search, and reaches the last one.
 */
const session = customerSession('demo-fi', 'FI');
let page: Page;
beforeAll(() => {
  page = session.page;
});

const NAV_LINKS = ['overview', 'discover', 'screener', 'watchlists', 'community', 'news'];

/** True when the element is wholly inside the window and is what a click at its centre hits. */
async function inSightAndClickable(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.left < 0 || box.top < 0) return false;
    if (box.right > window.innerWidth || box.bottom > window.innerHeight) return false;
    // Cut by a scrolling ancestor: the link's box reaches past the box it scrolls in.
    for (let box2 = el.parentElement; box2; box2 = box2.parentElement) {
      const style = getComputedStyle(box2);
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
        const outer = box2.getBoundingClientRect();
        if (
          box.left < outer.left ||
          box.right > outer.right ||
          box.top < outer.top ||
          box.bottom > outer.bottom
        ) {
          return false;
        }
      }
    }
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
}

describe('The header', () => {
  it('shows every main link in sight on a desktop, in Finnish', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/overview');
    await page.getByTestId('nav-news').waitFor({ timeout: 30_000 });
    for (const link of NAV_LINKS) {
      expect(await inSightAndClickable(page.getByTestId(`nav-${link}`)), link).toBe(true);
    }
    // Just wider than a phone, too: the bar keeps everything, nothing widens the page.
    await page.setViewportSize({ width: 800, height: 800 });
    for (const link of NAV_LINKS) {
      await expect
        .poll(() => inSightAndClickable(page.getByTestId(`nav-${link}`)), { message: link })
        .toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.getByTestId('nav-news').click();
    await page.waitForURL('**/news');
    expect(await wcagViolations(page)).toEqual([]);
  });

  it('opens a menu on a phone whose links are all in reach, none under the search', async () => {
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto('/overview');
    await page.getByTestId('mobile-menu-button').click();
    for (const link of NAV_LINKS) {
      const target = page.getByTestId(`nav-${link}`);
      await target.evaluate((el) => el.scrollIntoView({ block: 'nearest' }));
      expect(await inSightAndClickable(target), link).toBe(true);
    }
    // The account pages come after the main links; the menu scrolls down to its last one.
    const last = page.locator('#main-menu .account-nav a').last();
    await last.evaluate((el) => el.scrollIntoView({ block: 'nearest' }));
    expect(await inSightAndClickable(last)).toBe(true);
    expect(await wcagViolations(page)).toEqual([]);
    await page.getByTestId('nav-screener').evaluate((el) => el.scrollIntoView({ block: 'nearest' }));
    await page.getByTestId('nav-screener').click();
    await page.waitForURL('**/screener');
    expect(session.pageErrors).toEqual([]);
  });
});
