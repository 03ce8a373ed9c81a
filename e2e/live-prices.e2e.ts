import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { logIn } from './login';
import { LIVE_MARKET_ENV, freePort, startServer, type RunningServer } from './server';
import { laneUrl } from './lane';

const baseUrl = laneUrl();

/**
 * Prices tick every 50–500 ms at the e2e speed, but a quiet share's last trade can stay on one
 * tick for a while, and a busy CI machine slows the feed: 20 s was once too short (stop 24).
 */
const PRICE_MOVES_WITHIN_MS = 40_000;
/** The client's reconnect backoff is capped at 10 s; the server takes a few seconds to come back. */
const RECONNECTS_WITHIN_MS = 45_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** Opens the instrument page of the first share (not fund) the customer holds; returns its id. */
async function openHeldShare(page: Page): Promise<string> {
  const row = page.locator('tr[data-instrument-type="EQ"]').first();
  await row.waitFor();
  const id = ((await row.getAttribute('data-testid')) ?? '').replace('position-', '');
  expect(id).toMatch(/^\d+$/);
  await row.getByTestId('position-link').click();
  await page.waitForURL(`**/instrument/${id}`);
  return id;
}

/** The instrument page's live figures: the last price, and the latest trade (new even at the same price). */
const INSTRUMENT_LIVE_FIGURES =
  '[data-testid="live-last-price"], [data-testid="trades-list"] tbody tr:first-child';

const text = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).first().textContent()) ?? '';

/** Every element's text, joined: one of several live figures moving is enough to see the feed. */
const texts = async (page: Page, selector: string) =>
  (await page.locator(selector).allTextContents()).join(' | ');

/**
 * Waits for a non-empty reading, then until it differs from that first one. A single quiet share
 * can trade on one tick for a long while on a busy machine (CI once saw 40 s), so the watched
 * selector may take several live figures (the last price and the latest trade; every held share).
 */
async function watchChange(page: Page, selector: string): Promise<{ before: string; after: string }> {
  await expect.poll(() => texts(page, selector), { timeout: PRICE_MOVES_WITHIN_MS }).toMatch(/\d/);
  const before = await texts(page, selector);
  await expect
    .poll(() => texts(page, selector), { timeout: PRICE_MOVES_WITHIN_MS, interval: 250 })
    .not.toBe(before);
  return { before, after: await texts(page, selector) };
}

describe('live prices in Chromium', () => {
  it('moves the last price of a held share on its page and on the overview', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await logIn(page, 'demo-se', 'SE');
    await page.getByTestId('market-status').locator('li').first().waitFor();

    const id = await openHeldShare(page);
    await page.getByTestId('instrument-name').waitFor();
    await watchChange(page, INSTRUMENT_LIVE_FIGURES);
    expect(await text(page, 'live-last-price')).toMatch(/^\d[\d\s\u00a0]*,\d{2,4}$/);
    expect(await page.getByTestId('freshness-marker').getAttribute('data-state')).toBe('live');
    expect(await text(page, 'live-change')).toMatch(/%/);
    expect(await text(page, 'trading-status')).toBe('Öppen');
    expect(await page.getByTestId('depth-table').locator('tbody tr').count()).toBe(5);
    await page.getByTestId('trades-list').waitFor();
    expect(await page.getByTestId('trades-list').locator('tbody tr').count()).toBeGreaterThan(0);
    await page.locator('[data-testid="news-list"], [data-testid="news-empty"]').first().waitFor();

    await page.getByTestId('nav-overview').click();
    await page.waitForURL('**/overview');
    await page.getByTestId(`position-last-${id}`).first().waitFor();
    await watchChange(page, '[data-testid^="position-last-"]');
    expect(await page.getByTestId('freshness-marker').getAttribute('data-state')).toBe('live');

    expect(errors).toEqual([]);
    await context.close();
    // Two waits for a move, each up to PRICE_MOVES_WITHIN_MS, besides the logging in.
  }, 180_000);
});

describe('live prices across a server restart', () => {
  const env = { ...LIVE_MARKET_ENV };
  let dataDir: string;
  let port: number;
  let server: RunningServer | undefined;

  beforeAll(async () => {
    // A server of its own: restarting the shared one would disturb the other scenarios.
    dataDir = mkdtempSync(join(tmpdir(), 'broker-e2e-restart-'));
    port = await freePort();
    server = await startServer(env, 240_000, { port, dataDir });
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reconnects by itself and shows new prices without a page reload', async () => {
    const context = await browser.newContext({
      baseURL: `http://127.0.0.1:${port}`,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await logIn(page, 'demo-se', 'SE');
    await openHeldShare(page);
    await watchChange(page, INSTRUMENT_LIVE_FIGURES);
    // Survives only as long as the page is not reloaded.
    await page.evaluate(() => Object.assign(window, { samePage: true }));

    await server?.stop();
    await expect
      .poll(() => page.getByTestId('freshness-marker').getAttribute('data-state'))
      .toBe('reconnecting');
    server = await startServer(env, 120_000, { port, dataDir });

    await expect
      .poll(() => page.getByTestId('freshness-marker').getAttribute('data-state'), {
        timeout: RECONNECTS_WITHIN_MS,
      })
      .toBe('live');
    await watchChange(page, INSTRUMENT_LIVE_FIGURES);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    await context.close();
  }, 180_000);
});
