import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { logIn } from './login';
import { laneUrl } from './lane';

/**
 * The price chart of spec 002 in Chromium against the real server: period change, compare,
 * technical analysis, settings kept over a reload, the CSV downloads and fullscreen.
 */
const baseUrl = laneUrl();

let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1280, height: 1000 },
    acceptDownloads: true,
  });
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  await logIn(page, 'demo-se', 'SE');
  // English texts, as the specification writes them.
  await page.getByTestId('account-menu-button').click();
  await Promise.all([
    page.waitForResponse((r) => r.url().includes('/profile-settings') && r.ok()),
    page.getByTestId('language-switcher').selectOption('en'),
  ]);
  await page.getByTestId('account-menu-button').click();
  await page.getByRole('heading', { name: 'Overview' }).waitFor();
});

afterAll(async () => {
  // The language is the customer's setting on the server: give demo-se back Swedish for the
  // scenarios that expect it.
  if (page) {
    await page.goto('/overview');
    await page.getByTestId('account-menu-button').click();
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/profile-settings') && r.ok()),
      page.getByTestId('language-switcher').selectOption('sv'),
    ]);
  }
  await context?.close();
  await browser?.close();
});

/** The first share the customer holds: its page, with the chart drawn. */
async function openHeldShare(): Promise<string> {
  await page.goto('/overview');
  const row = page.locator('tr[data-instrument-type="EQ"]').first();
  await row.waitFor();
  const testId = (await row.getAttribute('data-testid')) ?? '';
  const id = testId.replace('position-', '');
  // Account cards load their positions one by one, so the first share row of the page can change
  // under us (CI clicked another share once): click the link of the row whose id was read.
  await page.getByTestId(testId).first().getByTestId('position-link').click();
  await page.waitForURL(`**/instrument/${id}`);
  await chart().getByTestId('price-chart').waitFor();
  return id;
}

const chart = () => page.getByTestId('chart-card');
const pills = () => chart().getByTestId('chart-pills');

/** The time series requests the page makes from now on, with their query. */
function watchSeriesRequests(): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/2/market-data/price-time-series/')) seen.push(url.searchParams);
  });
  return seen;
}

async function openDrawerTab(name: RegExp) {
  await chart().getByRole('toolbar').getByRole('button', { name }).click();
  await page.getByTestId('chart-drawer').waitFor();
}

async function closeDrawer() {
  await page.getByRole('button', { name: 'Close chart settings' }).click();
  await page.getByTestId('chart-drawer').waitFor({ state: 'detached' });
}

describe('price chart', () => {
  it('shows the overview positions with a month of spark graph', async () => {
    await page.goto('/overview');
    const svg = page
      .locator('tr[data-instrument-type="EQ"]')
      .first()
      .getByTestId('position-trend')
      .locator('svg');
    await svg.waitFor();
    expect(await svg.locator('path').count()).toBeGreaterThan(0);
  });

  it('changes the period and asks the server for it', async () => {
    await openHeldShare();
    const requests = watchSeriesRequests();
    await chart().getByRole('button', { name: '1 year', exact: true }).click();
    await expect.poll(() => requests.some((q) => q.get('period') === 'YEAR_1')).toBe(true);
    await expect
      .poll(() => chart().getByRole('button', { name: '1 year', exact: true }).getAttribute('aria-pressed'))
      .toBe('true');
    await chart().getByTestId('price-chart').locator('canvas').first().waitFor();
  });

  it('compares with a searched instrument and removes it again', async () => {
    await openDrawerTab(/^Compare$/);
    const drawer = page.getByTestId('chart-drawer');
    await drawer.getByLabel('Search instruments to compare with').fill('zzzz-no-such');
    await drawer.getByText('No results for "zzzz-no-such"').waitFor();
    await drawer.getByLabel('Search instruments to compare with').fill('OMX');
    const first = drawer.getByRole('listitem').getByRole('button').first();
    await first.waitFor();
    await first.click();
    await closeDrawer();
    const pill = pills().getByRole('listitem');
    await expect.poll(() => pill.count()).toBe(1);
    const label = (await pill.first().textContent()) ?? '';
    await pills()
      .getByRole('button', { name: /^Remove / })
      .click();
    await expect.poll(() => pills().getByRole('listitem').count()).toBe(0);
    expect(label.length).toBeGreaterThan(0);
  });

  it('adds and removes technical analysis, and refuses a duplicate', async () => {
    const requests = watchSeriesRequests();
    await openDrawerTab(/^Technical analysis$/);
    const drawer = page.getByTestId('chart-drawer');
    await drawer.getByRole('button', { name: 'Add SMA' }).click();
    await expect.poll(() => requests.some((q) => q.get('technicalAnalysis') === 'sma-14')).toBe(true);
    await drawer.getByRole('button', { name: 'Add SMA' }).click();
    await drawer.getByText('Indicator already added').waitFor();
    await drawer.getByRole('button', { name: 'Add RSI' }).click();
    await expect
      .poll(() => requests.some((q) => q.get('technicalAnalysis') === 'sma-14,rsi-14-70-30'))
      .toBe(true);
    await closeDrawer();
    await expect
      .poll(() => pills().getByRole('listitem').allTextContents())
      .toEqual(['SMA-14', 'RSI-14-70-30']);
    await pills().getByRole('button', { name: 'Remove RSI-14-70-30' }).click();
    await expect.poll(() => pills().getByRole('listitem').allTextContents()).toEqual(['SMA-14']);
  });

  it('reads the values bar by bar with the keyboard, announced to screen readers', async () => {
    const plot = chart().getByTestId('price-chart');
    const tooltip = plot.getByTestId('chart-tooltip');
    const status = plot.getByRole('status');
    await plot.focus();
    await page.keyboard.press('End');
    await tooltip.waitFor();
    await expect.poll(() => status.textContent()).toMatch(/SMA-14/);
    const last = (await status.textContent()) ?? '';
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => status.textContent()).not.toBe(last);
    const before = (await status.textContent()) ?? '';
    expect(before.split(':')[0]).not.toBe(last.split(':')[0]);
    await page.keyboard.press('Home');
    await expect.poll(() => status.textContent()).not.toBe(before);
    await page.keyboard.press('Escape');
    await tooltip.waitFor({ state: 'detached' });
    expect(await status.textContent()).toBe('');
  });

  it('shows the tooltip of a tapped bar at phone width', async () => {
    const url = page.url();
    const phone = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    try {
      const tab = await phone.newPage();
      await tab.goto(url);
      const plot = tab.getByTestId('price-chart');
      await plot.locator('canvas').first().waitFor();
      // A tap lands where the finger is: the plot must be on screen.
      await plot.scrollIntoViewIfNeeded();
      const box = (await plot.boundingBox())!;
      await tab.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await plot.getByTestId('chart-tooltip').waitFor();
      // The box is wider than the room beside the crosshair at this width: it stays inside the chart.
      const tip = (await plot.getByTestId('chart-tooltip').boundingBox())!;
      expect(tip.x).toBeGreaterThanOrEqual(box.x);
      expect(tip.x + tip.width).toBeLessThanOrEqual(box.x + box.width + 1);
      expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      await phone.close();
    }
  });

  it('keeps the settings over a reload, but not fullscreen', async () => {
    await chart().getByRole('button', { name: 'Maximise chart' }).click();
    await expect.poll(() => chart().getAttribute('class')).toContain('chart-card-fullscreen');
    await page.keyboard.press('Escape');
    await expect.poll(() => chart().getAttribute('class')).not.toContain('chart-card-fullscreen');
    await chart().getByRole('button', { name: 'Maximise chart' }).click();

    await page.reload();
    await chart().getByTestId('price-chart').waitFor();
    expect(await chart().getAttribute('class')).not.toContain('chart-card-fullscreen');
    expect(
      await chart().getByRole('button', { name: '1 year', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    await expect.poll(() => pills().getByRole('listitem').allTextContents()).toEqual(['SMA-14']);
  });

  it('downloads the historical table and the price series as CSV', async () => {
    await openDrawerTab(/^Settings$/);
    await page.getByTestId('chart-drawer').getByLabel('Historical table').check();
    await closeDrawer();
    const table = chart().getByTestId('chart-historical-table');
    await table.locator('tbody tr').first().waitFor();
    const periods = await table.locator('tbody tr th, tbody tr td:first-child').allTextContents();
    expect(periods.join(' ')).not.toContain('1 day');

    const [tableCsv] = await Promise.all([
      page.waitForEvent('download'),
      table.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const tableText = readFileSync((await tableCsv.path())!, 'utf8');
    expect(tableText.split('\r\n')[0]).toBe('Period,Performance,High,Low,Turnover');

    const [seriesCsv] = await Promise.all([
      page.waitForEvent('download'),
      table.getByRole('link', { name: 'Download price series (CSV)' }).click(),
    ]);
    const lines = readFileSync((await seriesCsv.path())!, 'utf8')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('date,open,high,low,close,volume');
    expect(lines.length).toBeGreaterThan(200);
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2},[\d.]+,[\d.]+,[\d.]+,[\d.]+,\d+$/);

    await table.getByRole('button', { name: 'Close historical table' }).click();
    await chart().getByTestId('price-chart').waitFor();
    expect(pageErrors).toEqual([]);
  });
});
