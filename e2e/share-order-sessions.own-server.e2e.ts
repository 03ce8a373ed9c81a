import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Decimal, localDayAt, localTimeToUtc, nextTradingDay, toTickGrid } from '@broker/domain';
import { shareOrderSv } from '../apps/web/src/i18n/messages/share-order/sv';
import { launchBrowser } from './browser';
import { logIn } from './login';
import { freePort, startServer, type RunningServer } from './server';

/**
 * Share orders over the close and the next opening in Chromium, on a server whose clock is moved
 * (CLOCK_START) and runs on the market's own hours: the server comes up in Stockholm's closing call,
 * demo-se enters a day order that waits and expires at the close, then an evening order that is for
 * the next trading day; after a restart a minute before that day's opening, the opening call trades
 * it at the opening price, with its contract note.
 */

/** Norrvik Industrier B, Nasdaq Stockholm, SEK. */
const SHARE = 1001;
const ZONE = 'Europe/Stockholm';
/** The next Stockholm trading day after today: its evening and the morning after are ahead of the real clock. */
const DAY = nextTradingDay('SE', localDayAt(ZONE, Date.now()));
const NEXT = nextTradingDay('SE', DAY);

let browser: Browser;
let context: BrowserContext;
let page: Page;
let server: RunningServer | undefined;
let dataDir: string;
let port: number;
const errors: string[] = [];

/** A server of its own, whose clock shows `at` when it is ready, on this scenario's data. */
async function startAt(day: string, time: string): Promise<void> {
  server = await startServer(
    { CLOCK_START: new Date(localTimeToUtc(day, time, ZONE)).toISOString(), SIMULATOR_CLOCK: 'market' },
    240_000,
    { port, dataDir },
  );
}

beforeAll(async () => {
  browser = await launchBrowser();
  dataDir = mkdtempSync(join(tmpdir(), 'broker-e2e-sessions-'));
  port = await freePort();
  // 17:28:45: the closing call, a little over a minute before the close at 17:30.
  await startAt(DAY, '17:28:45');
  context = await browser.newContext({
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 1000 },
  });
  page = await context.newPage();
  page.on('pageerror', (error) => errors.push(String(error)));
  await logIn(page, 'demo-se', 'SE');
}, 300_000);

afterAll(async () => {
  await context?.close();
  await server?.stop();
  await browser?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const form = () => page.getByTestId('share-order-form');
const outcome = () => page.getByTestId('share-order-outcome');
const rows = () => page.getByTestId('share-orders').getByRole('listitem');

/** The price field as a number ("245,70" → 245.7). */
async function priceShown(): Promise<number> {
  const text = await page.getByTestId('share-order-price').inputValue();
  return Number(text.replace(/\s/g, '').replace(',', '.'));
}

/** Enters a buy of `volume` at `factor` × the price the form starts with, on the tick grid. */
async function buyAt(factor: number, volume: number): Promise<string> {
  await form().waitFor();
  await expect.poll(priceShown, { timeout: 30_000 }).toBeGreaterThan(0);
  const price = toTickGrid(new Decimal(await priceShown()).times(factor), factor > 1 ? 'down' : 'up');
  await page.getByTestId('share-order-price').fill(price.replace('.', ','));
  await page.getByTestId('share-order-volume').fill(String(volume));
  await expect.poll(() => page.getByTestId('share-order-courtage').innerText()).not.toBe('–');
  await page.getByTestId('share-order-submit').click();
  await page.getByTestId('share-order-confirm-ok').click();
  await outcome().waitFor();
  return (await outcome().locator('[data-state]').getAttribute('data-state')) ?? '';
}

describe('share orders across the close and the next opening, with the server clock moved', () => {
  it('expires a day order at the close', async () => {
    await page.goto(`/instrument/${SHARE}`);
    // The closing call takes orders but no market orders: they need continuous trading.
    await form().waitFor();
    await expect
      .poll(() => page.getByTestId('share-order-type').locator('option').allTextContents())
      .not.toContain(shareOrderSv['shareOrder.type.MARKET']);
    expect(await buyAt(0.95, 3)).toBe('NEW');
    expect(await outcome().locator('[data-state]').innerText()).toBe(shareOrderSv['shareOrder.result.NEW']);
    const row = rows().first();
    expect(await row.getAttribute('data-state')).toBe('NEW');
    // 17:30: the close ends the day, and the order with it (the page hears it over the private feed).
    await expect
      .poll(() => row.getAttribute('data-state'), { timeout: 150_000, interval: 1000 })
      .toBe('EXPIRED');
    expect(await row.getByTestId('share-order-state').innerText()).toBe(
      shareOrderSv['shareOrder.state.EXPIRED'],
    );
  }, 200_000);

  it('takes an evening order for the next trading day and trades it in the opening call', async () => {
    await outcome().getByRole('button').last().click();
    // Above the last price, within the collar: it crosses in the opening call.
    expect(await buyAt(1.06, 5)).toBe('NEW');
    const row = rows().first();
    await expect.poll(() => row.getAttribute('data-state')).toBe('NEW');
    const id = (await row.getAttribute('data-testid'))!.replace('share-order-', '');

    // The next morning, a minute before the opening at 09:00.
    await server?.stop();
    server = undefined;
    await startAt(NEXT, '08:59:15');
    await page.goto(`/instrument/${SHARE}`);
    const traded = page.getByTestId(`share-order-${id}`);
    await expect
      .poll(
        async () => {
          await page.reload();
          await traded.waitFor();
          return traded.getAttribute('data-state');
        },
        { timeout: 150_000, interval: 3000 },
      )
      .toBe('DONE');
    expect(await traded.getByTestId('share-order-state').innerText()).toBe(
      shareOrderSv['shareOrder.state.DONE'],
    );
    expect(await traded.innerText()).toMatch(/\b5\b/);
    expect(errors).toEqual([]);
  }, 300_000);
});
