import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { api } from './api';
import { launchBrowser } from './browser';
import { logIn } from './login';
import { laneUrl } from './lane';

/**
 * Issue 6 in Chromium: discover, follow a card to its shared list, copy it to the customer's
 * watchlists, rename it and remove an instrument, and find it kept after a reload; another
 * customer can neither read nor change it.
 */
const baseUrl = laneUrl();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('discover and watchlists in Chromium', () => {
  it('copies a curated list into a watchlist that is kept, and that nobody else can read or change', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    await logIn(page, 'demo-dk', 'DK');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));

    await page.goto('/discover');
    const card = page.locator('a.curated-card').first();
    await card.waitFor();
    const href = (await card.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/watchlists\/shared\?listId=[a-z0-9-]+$/);
    await card.click();
    await page.waitForURL(`**${href}`);
    const rows = page.locator('[data-testid^="list-row-"]');
    await rows.first().waitFor();
    const count = await rows.count();
    expect(count).toBeGreaterThan(1);
    const firstItem = ((await rows.first().getAttribute('data-testid')) ?? '').replace('list-row-', '');

    await page.getByTestId('copy-to-watchlists').click();
    await page.waitForURL('**/watchlists');
    const list = page.locator('[data-testid^="watchlist-"][aria-labelledby]').last();
    await list.waitFor();
    const listId = ((await list.getAttribute('data-testid')) ?? '').replace('watchlist-', '');
    expect(listId).toMatch(/^\d+$/);
    const mine = page.getByTestId(`watchlist-${listId}`);
    await expect.poll(() => mine.locator('[data-testid^="remove-item-"]').count()).toBe(count);

    await mine.getByTestId('rename-button').click();
    await mine.getByTestId('rename-form').locator('input').fill('Mina favoriter e2e');
    await mine.getByTestId('rename-form').locator('button[type="submit"]').click();
    await expect.poll(() => mine.getByTestId('watchlist-name').textContent()).toBe('Mina favoriter e2e');
    await mine.getByTestId(`remove-item-${firstItem}`).click();
    await expect.poll(() => mine.locator('[data-testid^="remove-item-"]').count()).toBe(count - 1);

    await page.reload();
    const kept = page.getByTestId(`watchlist-${listId}`);
    await kept.waitFor();
    expect(await kept.getByTestId('watchlist-name').textContent()).toBe('Mina favoriter e2e');
    expect(await kept.locator('[data-testid^="remove-item-"]').count()).toBe(count - 1);
    expect(await kept.getByTestId(`remove-item-${firstItem}`).count()).toBe(0);

    // Another customer: the list is not theirs to read, rename, fill or delete.
    const other = await browser.newContext({ baseURL: baseUrl });
    const stranger = await other.newPage();
    await logIn(stranger, 'demo-fi', 'FI');
    const theirs = await api(stranger, 'GET', '/api/2/watchlists/mine');
    expect(theirs.status).toBe(200);
    expect(theirs.text).not.toContain('Mina favoriter e2e');
    const put = await api(stranger, 'PUT', `/api/2/watchlists/${listId}`, { name: 'taken' });
    const add = await api(stranger, 'POST', `/api/2/watchlists/${listId}/items`, { instrument_id: 1001 });
    const del = await api(stranger, 'DELETE', `/api/2/watchlists/${listId}`);
    expect([put.status, add.status, del.status]).toEqual([404, 404, 404]);
    await other.close();

    await page.reload();
    await page.getByTestId(`watchlist-${listId}`).waitFor();
    expect(await page.getByTestId(`watchlist-${listId}`).getByTestId('watchlist-name').textContent()).toBe(
      'Mina favoriter e2e',
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
