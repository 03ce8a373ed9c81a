import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { wcagViolations } from './axe-scan';
import { customerSession } from './customer-session';
import { tabTo } from './keyboard';

/**
 * Indices (issue 17), as demo-no in Norwegian, by keyboard: from the Nordic indices strip on
 * Discover to Oslo Børs OBX's Members tab (kept in the address), its members read with weight,
 * price, change and contribution, sorted by name and by weight from the columns' buttons, and a member's
 * page opened from its link; the icon call answers an SVG and 304 on its ETag; no axe violations.
 */
const session = customerSession('demo-no', 'NO');
let page: Page;
beforeAll(() => {
  page = session.page;
});

const OBX = 3002;
const WAIT = { timeout: 30_000 };
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\u2212/g, '-');
/** "12,34 %" -> 12.34 */
const percent = (text: string) => Number(plain(text).replace(' %', '').replace(',', '.'));

describe('indices', () => {
  it('opens an index from the strip by keyboard, reads and sorts its members, opens one', async () => {
    await page.goto('/discover');
    const strip = page.getByTestId('indices-strip');
    await strip.waitFor(WAIT);
    expect(await strip.getByRole('heading').innerText()).toBe('Nordiske indekser');
    const link = page.getByTestId('indices-strip-OBX');
    expect(plain(await link.innerText())).toMatch(/Oslo Børs OBX/);
    expect(await wcagViolations(page)).toEqual([]);

    await tabTo(page, link);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/instrument/${OBX}?tab=members`, WAIT);
    await expect
      .poll(() => page.locator('[role="tab"][aria-selected="true"]').textContent(), WAIT)
      .toBe('Aksjer i indeksen');
    expect(await page.getByTestId('instrument-name').innerText()).toBe('Oslo Børs OBX');

    const table = page.getByTestId('index-members-table');
    await table.waitFor(WAIT);
    const rows = table.locator('tbody tr');
    const count = await rows.count();
    expect(count).toBeGreaterThan(1);
    expect(plain(await page.getByTestId('index-members-summary').innerText())).toBe(
      `Oslo Børs OBX består av ${count} aksjer.`,
    );
    const first = rows.first();
    expect(plain(await first.locator('td').nth(0).innerText())).toMatch(/^\d+,\d{2} %$/);
    expect(plain(await first.locator('td').nth(1).innerText())).toMatch(/^\d[\d ]*,\d{2,4} kr$/);
    // Weights as shown add up to the whole index (each rounded to a hundredth of a percent).
    const weights = (await table.locator('tbody td:nth-of-type(1)').allInnerTexts()).map(percent);
    expect(Math.abs(weights.reduce((a, b) => a + b, 0) - 100)).toBeLessThan(0.01 * count);
    expect(await wcagViolations(page)).toEqual([]);

    // Sort by the keyboard: by name, A to Ø, then by weight, smallest first (both hold still
    // while prices move, unlike change and contribution).
    const byName = page.getByTestId('index-sort-NAME');
    await tabTo(page, byName);
    await page.keyboard.press('Enter');
    await expect.poll(() => byName.locator('xpath=..').getAttribute('aria-sort')).toBe('ascending');
    const names = await table.locator('tbody th a').allInnerTexts();
    expect(names).toEqual([...names].sort(new Intl.Collator('nb').compare));
    const byWeight = page.getByTestId('index-sort-WEIGHT');
    await tabTo(page, byWeight);
    await page.keyboard.press('Enter');
    await expect.poll(() => byWeight.locator('xpath=..').getAttribute('aria-sort')).toBe('descending');
    await page.keyboard.press('Enter');
    await expect.poll(() => byWeight.locator('xpath=..').getAttribute('aria-sort')).toBe('ascending');
    const ascending = (await table.locator('tbody td:nth-of-type(1)').allInnerTexts()).map(percent);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    // Each contribution is points with two decimals, or a dash without a price.
    for (const text of await table.locator('tbody td:nth-of-type(4)').allInnerTexts()) {
      expect(plain(text)).toMatch(/^([+-]?\d[\d ]*,\d{2} p|0,00 p|–)$/);
    }

    // The icon beside each name: an SVG of ours, revalidated by its ETag.
    const icon = await page.request.get(`/api/2/instruments/${OBX}/icon`);
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toMatch(/^image\/svg\+xml/);
    const etag = icon.headers()['etag'] ?? '';
    expect(etag).not.toBe('');
    const again = await page.request.get(`/api/2/instruments/${OBX}/icon`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status()).toBe(304);

    // Open the first member by its link.
    const memberLink = rows.first().getByRole('link');
    const name = await memberLink.innerText();
    const href = (await memberLink.getAttribute('href')) ?? '';
    await tabTo(page, memberLink);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${href}`, WAIT);
    await expect.poll(() => page.getByTestId('instrument-name').innerText(), WAIT).toBe(name);
    expect(await page.getByTestId('instrument-name').getByRole('img').count()).toBe(0);
    expect(await page.getByTestId('instrument-name').locator('img').getAttribute('alt')).toBe('');
    expect(session.pageErrors).toEqual([]);
  });
});
