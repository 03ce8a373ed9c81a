import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { wcagViolations } from './axe-scan';
import { visitorSession } from './visitor-session';

/**
 * Issue 17 (spec 001 §7.17, §9): a visitor opens the news page, filters the latest news by type
 * from the keyboard, opens the calendar with the arrow keys, goes a week ahead until a company
 * report or dividend shows, and opens its instrument; the page reads in another language too.
 * Every view is scanned for WCAG violations.
 */

const session = visitorSession();
const pageErrors = session.pageErrors;
let page: Page;

beforeAll(() => {
  page = session.page;
});

describe('the news page', () => {
  it('filters the latest news, walks the calendar to a company event and opens its instrument', async () => {
    await page.goto('/news');
    // A visitor reads Swedish by default.
    await page.getByRole('heading', { level: 1, name: 'Nyheter' }).waitFor({ timeout: 30_000 });
    await page
      .locator('[data-testid="news-latest-list"], [data-testid="news-latest-empty"]')
      .first()
      .waitFor({
        timeout: 30_000,
      });
    expect(await wcagViolations(page)).toEqual([]);

    // "Show more" loads the next page, older than the last shown, and the focus moves onto it.
    const items = page.getByTestId('news-latest-item');
    const shown = await items.count();
    await page.getByRole('button', { name: 'Visa fler nyheter' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => items.count(), { timeout: 30_000 }).toBeGreaterThan(shown);
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.closest('[data-testid="news-latest-item"]') !== null),
      )
      .toBe(true);

    // From the selected tab, Tab reaches the first filter; an arrow key picks the first type (Analysis).
    const latestTab = page.getByRole('tab', { name: 'Senaste' });
    await latestTab.focus();
    const filtered = page.waitForResponse(
      (r) => r.url().includes('/api/2/news/previews') && r.url().includes('types=ANALYSIS'),
    );
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('news-filter-type');
    await page.keyboard.press('ArrowDown');
    expect((await filtered).status()).toBe(200);
    await expect
      .poll(
        async () => {
          const types = await page
            .getByTestId('news-latest-item')
            .evaluateAll((items) => items.map((i) => i.getAttribute('data-type')));
          return types.length > 0 && types.every((t) => t === 'ANALYSIS');
        },
        { timeout: 30_000 },
      )
      .toBe(true);

    // The tabs follow the arrow keys.
    await latestTab.focus();
    await page.keyboard.press('ArrowRight');
    const calendarTab = page.getByRole('tab', { name: 'Kalender' });
    await expect.poll(() => calendarTab.getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tab');
    await page
      .locator('[data-testid="news-calendar-days"], [data-testid="news-calendar-empty"]')
      .first()
      .waitFor({
        timeout: 30_000,
      });
    expect(await wcagViolations(page)).toEqual([]);

    // A week ahead, and on until a report or a dividend is listed (every share reports quarterly).
    const company = page.locator(
      '[data-testid="news-calendar-company"][data-category="REPORT"], [data-testid="news-calendar-company"][data-category="DIVIDEND"]',
    );
    let found = false;
    for (let week = 1; week <= 12 && !found; week++) {
      const week0 = await page.getByTestId('news-calendar-week').textContent();
      const answered = page.waitForResponse((r) => r.url().includes('/api/2/news/calendar'));
      await page.getByTestId('news-calendar-next').focus();
      await page.keyboard.press('Enter');
      await answered;
      await expect.poll(() => page.getByTestId('news-calendar-week').textContent()).not.toBe(week0);
      await page
        .locator(
          '[data-testid="news-calendar-days"]:not([aria-busy="true"]), [data-testid="news-calendar-empty"]',
        )
        .first()
        .waitFor({ timeout: 30_000 });
      found = (await company.count()) > 0;
    }
    expect(found).toBe(true);
    const event = company.first();
    if ((await event.getAttribute('data-category')) === 'DIVIDEND') {
      expect(await event.getByTestId('news-calendar-dividend').textContent()).toMatch(/\d/);
    }
    const link = event.getByRole('link');
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/instrument\/\d+$/);
    const name = (await link.textContent()) ?? '';
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${href}`);
    await expect
      .poll(() => page.getByTestId('instrument-name').textContent(), { timeout: 30_000 })
      .toBe(name);

    // The trading-status notices, and the page in Finnish.
    await page.goto('/news?tab=status');
    await page
      .locator('[data-testid="news-status-table"], [data-testid="news-status-empty"]')
      .first()
      .waitFor({
        timeout: 30_000,
      });
    expect(await wcagViolations(page)).toEqual([]);
    await page.getByTestId('language-switcher').selectOption('fi');
    await page.getByRole('heading', { level: 1, name: 'Uutiset' }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('tab', { name: 'Kaupankäynnin tila' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(pageErrors).toEqual([]);
  });
});
