import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { wcagViolations } from './axe-scan';
import { launchBrowser } from './browser';
import { laneUrl } from './lane';

/**
 * A key figure's history (issue 17, spec 001 §7.12 "fundamentals and time series"), as a visitor in
 * Swedish, by keyboard: P/E's daily line opens from its name with Enter and shows its summary and
 * quarter-end table; return on equity opens with Space as bars per report; no axe violations.
 */
const SHARE = 1001;
const WAIT = { timeout: 30_000 };

let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ baseURL: laneUrl(), viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(String(error)));
});
afterAll(async () => browser?.close());

describe('key figure history', () => {
  it('opens a daily and a quarterly figure’s history by keyboard, with a text alternative', async () => {
    await page.goto(`/instrument/${SHARE}?tab=key-figures`);
    const open = page.getByRole('button', { name: 'Visa historiken för P/E-tal' });
    await open.waitFor(WAIT);
    expect(await open.getAttribute('aria-expanded')).toBe('false');
    await open.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => open.getAttribute('aria-expanded'), WAIT).toBe('true');

    const pe = page.getByTestId('key-figure-history-PE');
    const chart = pe.getByRole('img');
    await chart.waitFor(WAIT);
    expect(await chart.getAttribute('aria-label')).toMatch(/^Linjediagram över P\/E-tal per handelsdag/);
    // The line has a point per trading day: many segments.
    expect((await pe.locator('path').getAttribute('d'))?.split('L').length).toBeGreaterThan(100);
    expect(await pe.getByTestId('key-figure-history-summary').innerText()).toMatch(
      /^Från .+: först \d+,\d, senast \d+,\d, lägst \d+,\d .+, högst \d+,\d/,
    );
    const rows = pe.getByTestId('key-figure-history-table').locator('tbody tr');
    expect(await rows.count()).toBeGreaterThanOrEqual(4);
    expect(await rows.first().locator('td').innerText()).toMatch(/^\d+,\d$/);
    expect(await wcagViolations(page)).toEqual([]);

    const roe = page.getByTestId('key-figure-open-ROE');
    await roe.focus();
    await page.keyboard.press('Space');
    const bars = page.getByTestId('key-figure-history-ROE');
    await bars.getByTestId('key-figure-history-chart').waitFor(WAIT);
    expect(await bars.getByRole('img').getAttribute('aria-label')).toMatch(
      /^Stapeldiagram över .+ per rapport/,
    );
    expect(await bars.locator('rect').count()).toBeGreaterThanOrEqual(16);
    expect(await bars.locator('tbody th').first().innerText()).toMatch(/\d{4}/);
    expect(await wcagViolations(page)).toEqual([]);

    // Enter again closes it, and focus stays on the button.
    await open.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => pe.count(), WAIT).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'key-figure-open-PE',
    );
    expect(pageErrors).toEqual([]);
  });
});
