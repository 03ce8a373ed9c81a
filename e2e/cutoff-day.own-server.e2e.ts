import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { nextDealingCutoff, settlementDay, settlementDueAt } from '@broker/domain';
import { fundOrderSv } from '../apps/web/src/i18n/messages/fund-order/sv';
import { bankingSv } from '../apps/web/src/i18n/messages/banking/sv';
import { fundId } from '../apps/server/src/db/seed/catalog';
import { launchBrowser } from './browser';
import { logIn } from './login';
import { execute } from './fund-order-steps';
import { freePort, startServer, type RunningServer } from './server';

/**
 * A Swedish banking day's 13:00 on a server whose clock is moved (CLOCK_START): the cut-off of a
 * daily fund and of withdrawals. The server comes up shortly before it; demo-se buys a fund and
 * demo-partner asks for a withdrawal. The fund order waits, executes at the cut-off at that day's
 * NAV, and after a restart on the settlement day it is settled: the units are in the holding and
 * the cash is gone from the account. The withdrawal is requested, sent at the cut-off (no longer
 * cancellable), and paid into the bank that afternoon, which the restarted server's schedule
 * catches up on. Both customers read Swedish, so states are compared with the Swedish catalogue.
 */

const FUND = fundId('Sveaholm Sverige Aktiefond');
const ACCID = 10001;
const AMOUNT = 1000;
/**
 * Time to log in, place the order and ask for the withdrawal before the cut-off; the server's clock
 * stands still until it is ready.
 */
const LEAD_MS = 105_000;

let browser: Browser;
let server: RunningServer | undefined;
let dataDir: string;
let port: number;
const cutoff = nextDealingCutoff('SE', 'DAILY', Date.now());
const settleDay = settlementDay('SE', cutoff.day);

/** A server of its own, whose clock shows `at` when it is ready, on this scenario's data. */
async function startAt(at: number): Promise<void> {
  server = await startServer({ CLOCK_START: new Date(at).toISOString() }, 240_000, { port, dataDir });
}

beforeAll(async () => {
  browser = await launchBrowser();
  dataDir = mkdtempSync(join(tmpdir(), 'broker-e2e-cutoff-'));
  port = await freePort();
  await startAt(cutoff.at - LEAD_MS);
}, 300_000);

afterAll(async () => {
  await server?.stop();
  await browser?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Sums as the page shows them in Swedish ("12 345,67 kr", "3,456789"), as numbers. */
const amountIn = async (page: Page, locator: ReturnType<Page['getByTestId']>) => {
  const text = (await locator.textContent()) ?? '';
  return Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
};

async function cashAndUnits(page: Page): Promise<{ cash: number; units: number }> {
  await page.goto('/overview');
  const card = page.getByTestId(`account-${ACCID}`);
  await card.getByTestId('account-cash').waitFor();
  await page.waitForLoadState('networkidle');
  const row = card.getByTestId(`position-${FUND}`);
  const units = (await row.count()) > 0 ? await amountIn(page, row.getByTestId('position-quantity')) : 0;
  return { cash: await amountIn(page, card.getByTestId('account-cash')), units };
}

/** Reloads the order list until the order shows `state` (the schedule looks every 5 s). */
async function waitForState(page: Page, orderId: string, state: string, timeout: number) {
  await expect
    .poll(
      async () => {
        await page.goto('/orders/funds');
        const row = page.getByTestId(`fund-order-row-${orderId}`);
        await row.waitFor();
        return row.getByTestId('order-state').textContent();
      },
      { timeout, interval: 3_000 },
    )
    .toBe(state);
}

/** Reloads the withdrawals until the latest shows `state` (the schedule looks every 5 s). */
async function waitForWithdrawal(page: Page, state: string, timeout: number) {
  await expect
    .poll(
      async () => {
        await page.goto('/withdraw');
        const status = page
          .getByTestId('withdrawals')
          .locator('tbody tr')
          .first()
          .getByTestId('withdrawal-status');
        await status.waitFor();
        return status.textContent();
      },
      { timeout, interval: 3_000 },
    )
    .toBe(state);
}

describe('a fund order and a withdrawal through the cut-off, with the server clock moved', () => {
  it('waits, executes at the cut-off, and settles into the holding on the settlement day', async () => {
    const context = await browser.newContext({
      baseURL: `http://127.0.0.1:${port}`,
      viewport: { width: 1280, height: 1000 },
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await logIn(page, 'demo-se', 'SE');
    const before = await cashAndUnits(page);

    await page.goto(`/fund-order/${FUND}/buy?accid=${ACCID}`);
    await page.getByTestId('fund-order-card').waitFor();
    await page.getByTestId('fund-order-buy-amount').fill(String(AMOUNT));
    const orderId = await execute(page);
    expect(orderId).toMatch(/^\d+$/);

    // Before the cut-off the order waits and can be cancelled.
    await page.goto('/orders/funds');
    const row = page.getByTestId(`fund-order-row-${orderId}`);
    await row.waitFor();
    expect(await row.getByTestId('order-state').textContent()).toBe(fundOrderSv['fundOrder.state.PLACED']);
    expect(await row.getByTestId('fund-order-cancel-order').count()).toBe(1);

    // demo-partner asks for a withdrawal to the account they have always used, before 13:00.
    const partnerContext = await browser.newContext({
      baseURL: `http://127.0.0.1:${port}`,
      viewport: { width: 1280, height: 1000 },
    });
    const partner = await partnerContext.newPage();
    partner.on('pageerror', (error) => errors.push(String(error)));
    await logIn(partner, 'demo-partner', 'SE');
    await partner.goto('/withdraw');
    await expect
      .poll(() => partner.getByTestId('withdraw-submit').isEnabled(), { timeout: 30_000 })
      .toBe(true);
    await partner.getByTestId('withdraw-amount').fill('300');
    await partner.getByTestId('withdraw-submit').click();
    const first = partner.getByTestId('withdrawals').locator('tbody tr').first();
    await expect
      .poll(() => first.getByTestId('withdrawal-status').textContent(), { timeout: 30_000 })
      .toBe(bankingSv['withdraw.status.REQUESTED']);
    expect(await first.getByTestId('withdrawal-cancel').count()).toBe(1);

    // The cut-off passes: the NAV of the day is fixed and the order executes; no longer cancellable.
    await waitForState(page, orderId, fundOrderSv['fundOrder.state.EXECUTED'], LEAD_MS + 60_000);
    expect(await row.getByTestId('fund-order-cancel-order').count()).toBe(0);
    // Executed is not settled: the holding and the cash have not moved yet (the buy's amount is
    // reserved, so only the trading power is down).
    expect(await cashAndUnits(page)).toEqual(before);
    // The withdrawal went at the same cut-off.
    await waitForWithdrawal(partner, bankingSv['withdraw.status.SENT'], 60_000);
    expect(await first.getByTestId('withdrawal-cancel').count()).toBe(0);

    // The settlement day: the server comes back with its clock there.
    await server?.stop();
    server = undefined;
    await startAt(settlementDueAt('SE', settleDay) + 60 * 60_000);
    // The login outlives the restart: sessions are in the database and keep real time.
    await waitForState(page, orderId, fundOrderSv['fundOrder.state.SETTLED'], 60_000);
    // The position's row may render after the cash on a busy machine: wait for the units.
    await expect
      .poll(async () => (await cashAndUnits(page)).units, { timeout: 30_000 })
      .toBeGreaterThan(before.units);
    const after = await cashAndUnits(page);
    expect(after.cash).toBeCloseTo(before.cash - AMOUNT, 2);
    // Paid into the bank on the afternoon of the cut-off day: the schedule caught up on start.
    await waitForWithdrawal(partner, bankingSv['withdraw.status.PAID'], 60_000);
    expect(errors).toEqual([]);
    await partnerContext.close();
    await context.close();
  }, 480_000);
});
