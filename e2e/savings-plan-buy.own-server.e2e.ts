import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { addDays, isBankingDay, localToday, runAt } from '@broker/domain';
import { fundOrderSv } from '../apps/web/src/i18n/messages/fund-order/sv';
import { fundId } from '../apps/server/src/db/seed/catalog';
import { launchBrowser } from './browser';
import { logIn } from './login';
import { freePort, startServer, type RunningServer } from './server';

/**
 * A monthly savings plan's buy on its day, in Chromium, on a server whose clock is moved
 * (CLOCK_START): the server comes up shortly before 07:00 in Stockholm on a banking day, demo-se
 * starts a plan for that day of the month, and when the server's clock reaches the plan's run the
 * durable schedule buys the fund through the fund order book: the plan's history says bought, and
 * the order waits in the fund orders for the fund's cut-off.
 */

const FUND = fundId('Lagerlund Global Hållbar');
/** Time to log in and start the plan; the server's clock stands still until it is ready. */
const LEAD_MS = 75_000;

/** The next Swedish banking day from tomorrow whose day of the month a plan can name (1–28). */
function buyDay(): string {
  let day = addDays(localToday('SE', Date.now()), 1);
  while (!isBankingDay('SE', day) || Number(day.slice(8)) > 28) day = addDays(day, 1);
  return day;
}
const DAY = buyDay();
const dayText = new Intl.DateTimeFormat('sv-SE', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
}).format(Date.parse(`${DAY}T00:00:00Z`));

let browser: Browser;
let server: RunningServer | undefined;
let dataDir: string;
let port: number;

beforeAll(async () => {
  browser = await launchBrowser();
  dataDir = mkdtempSync(join(tmpdir(), 'broker-e2e-plans-'));
  port = await freePort();
  server = await startServer({ CLOCK_START: new Date(runAt('SE', DAY) - LEAD_MS).toISOString() }, 240_000, {
    port,
    dataDir,
  });
}, 300_000);

afterAll(async () => {
  await server?.stop();
  await browser?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a savings plan on its day, with the server clock moved', () => {
  it('buys the fund through the fund order book when the plan’s run comes', async () => {
    const context = await browser.newContext({
      baseURL: `http://127.0.0.1:${port}`,
      viewport: { width: 1280, height: 1000 },
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await logIn(page, 'demo-se', 'SE');
    await page.goto('/savings-plans');
    await page.getByTestId('savings-plan-form').waitFor();
    await page.getByTestId('savings-plan-day').fill(String(Number(DAY.slice(8))));
    await page.getByTestId('savings-plan-search').fill('Lagerlund Global');
    await page.getByTestId(`savings-plan-add-${FUND}`).click();
    await page.getByTestId(`savings-plan-amount-${FUND}`).fill('500');
    await page.getByTestId('savings-plan-submit').click();
    const plan = page.getByTestId('savings-plan');
    await plan.waitFor();
    expect(await plan.getByTestId('savings-plan-next').innerText()).toBe(`Nästa köp: ${dayText}`);

    // The schedule looks every 5 s; the plan's history (and the private feed) tell the buy.
    const bought = expect
      .poll(
        async () => {
          await page.reload();
          // The list (and with it each plan's history) is there once the plan's card is.
          await plan.waitFor();
          const history = plan.getByTestId('savings-plan-history');
          return (await history.count()) > 0 ? history.innerText() : '';
        },
        { timeout: LEAD_MS + 90_000, interval: 5_000 },
      )
      .toContain(`Köpt ${dayText}`);
    await bought.catch((error: unknown) => {
      // What the server said meanwhile (warnings and errors) tells why not.
      console.error(server?.output().slice(-4000));
      throw error;
    });

    await page.goto('/orders/funds');
    const row = page.locator('tr', { hasText: 'Lagerlund Global Hållbar' }).first();
    await row.waitFor();
    expect(await row.getByTestId('order-state').textContent()).toBe(fundOrderSv['fundOrder.state.PLACED']);
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);
});
