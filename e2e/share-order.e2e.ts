import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { logIn } from './login';
import { laneUrl } from './lane';

/**
 * Share trading on a share's page (issue 12), as demo-fi (a euro account buying a Swedish share,
 * so the currency fee shows): a buy at the ask from the depth that trades at once with its contract
 * note, a resting sell inside the spread that the market trades through, a change and a cancel, an
 * algo order, a trailing stop-loss that triggers on a dip, a rejection in the customer’s language,
 * a private-banking customer’s request that the desk places, a change of courtage class, and the
 * phone’s bottom sheet.
 */
const baseUrl = laneUrl();
/** Norrvik Industrier B, Nasdaq Stockholm, SEK. */
const SHARE = 1001;

let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 1000 } });
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  await logIn(page, 'demo-fi', 'FI');
  await page.goto(`/instrument/${SHARE}`);
  await form().waitFor();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const form = () => page.getByTestId('share-order-form');
const outcome = () => page.getByTestId('share-order-outcome');

/** The figures of the preview are those of the order as typed once the courtage shows. */
async function previewShown(p: Page = page) {
  await expect.poll(() => p.getByTestId('share-order-courtage').innerText()).not.toBe('–');
}

/** A depth price button of a side, best level first. */
const depthPrice = (side: 'bid' | 'ask') => page.locator(`.depth-${side} button`).first();

/** The WCAG 2.1 AA violations axe finds on the page (or in one part of it), with where. */
async function axeViolations(p: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page: p }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const scan = await (include ? builder.include(include) : builder).analyze();
  return scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function placeAndConfirm(): Promise<string> {
  await page.getByTestId('share-order-submit').click();
  await page.getByTestId('share-order-confirm').waitFor();
  await page.getByTestId('share-order-confirm-ok').click();
  await outcome().waitFor();
  return (await outcome().locator('[data-state]').getAttribute('data-state')) ?? '';
}

async function newOrder() {
  await outcome().getByRole('button').last().click();
  await form().waitFor();
}

describe('share orders', () => {
  it('buys at the ask picked in the depth: traded at once, listed, with a contract note', async () => {
    // The form may still be taking in its order book when the depth shows (a server just started,
    // in a CI run): a click then is lost, so click until the price is the one picked.
    await expect
      .poll(async () => {
        await depthPrice('ask').click();
        return page.getByTestId('share-order-price').inputValue();
      })
      .toMatch(/^\d+,\d{2}$/);
    // Two ticks above the ask, so a quote moving meanwhile still meets it; it trades at the ask.
    await form().getByRole('button', { name: /ylös/i }).click();
    await form().getByRole('button', { name: /ylös/i }).click();
    await page.getByTestId('share-order-volume').fill('2');
    await previewShown();
    // A Swedish share on a euro account: the currency fee is part of the price.
    await page.getByTestId('share-order-fx-fee').waitFor();
    expect(await page.getByTestId('share-order-total').innerText()).toMatch(/€/);

    expect(await placeAndConfirm()).toBe('DONE');
    const note = outcome().getByTestId('contract-note-link').first();
    await note.waitFor();
    const pdf = await page.request.get((await note.getAttribute('href')) ?? '');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expect
      .poll(() => page.getByTestId('share-orders').locator('[data-state="DONE"]').count())
      .toBeGreaterThan(0);
    await newOrder();
  });

  it('rests a sell inside the spread, in the depth, until the market trades through it', async () => {
    await form().getByRole('radio', { name: 'Myy' }).check();
    await page.getByTestId('share-order-volume').fill('1');
    // One tick above the best bid: the best ask now, or at the ask when the spread is one tick.
    await depthPrice('bid').click();
    await form().getByRole('button', { name: /ylös/i }).click();
    const price = await page.getByTestId('share-order-price').inputValue();
    await previewShown();
    const state = await placeAndConfirm();
    expect(['ON_MARKET', 'PART_DONE', 'DONE']).toContain(state);
    const rows = page.getByTestId('share-orders').getByRole('listitem');
    if (state === 'ON_MARKET') {
      // Everyone's depth shows it while it rests (unless the flow took it in the meantime); the
      // depth reaches the page over the live feed, a moment after the order's reply.
      await expect
        .poll(async () => {
          const shown = await depthPrice('ask').innerText();
          const row = await rows.first().getAttribute('data-state');
          return shown === price || row === 'DONE' || row === 'PART_DONE';
        })
        .toBe(true);
    }
    // The fill reaches the page over the private feed: the list and the header's popup follow it.
    await expect.poll(() => rows.first().getAttribute('data-state'), { timeout: 60_000 }).toBe('DONE');
    // The outcome follows the order too: traded, with its contract note.
    await expect.poll(() => outcome().locator('[data-state]').getAttribute('data-state')).toBe('DONE');
    await outcome().getByTestId('contract-note-link').first().waitFor();
    await page.getByTestId('orders-button').click();
    const popup = page.getByTestId('orders-popup-share-orders');
    await expect
      .poll(() => popup.getByRole('listitem').first().innerText())
      .toMatch(/Myy · 1 × .*Toteutunut/);
    await page.keyboard.press('Escape');
    await newOrder();
  });

  it('changes and cancels a buy resting under the market', async () => {
    await form().getByRole('radio', { name: 'Osta' }).check();
    await depthPrice('bid').click();
    // Ten ticks under the best bid: it waits in the book.
    for (let i = 0; i < 10; i++) await form().getByRole('button', { name: /alas/i }).click();
    await page.getByTestId('share-order-volume').fill('3');
    await previewShown();
    expect(await placeAndConfirm()).toBe('ON_MARKET');
    const row = page.getByTestId('share-orders').locator('[data-state="ON_MARKET"]').first();
    await row.getByRole('button', { name: /muuta/i }).click();
    await row.getByTestId('share-order-edit-volume').fill('2');
    await row.getByTestId('share-order-save').click();
    await expect.poll(() => row.innerText()).toMatch(/^\w+\s+2 ×/);
    await row.getByTestId('share-order-cancel').click();
    await expect
      .poll(() => page.getByTestId('share-orders').locator('[data-state="CANCELLED"]').count())
      .toBeGreaterThan(0);
    await newOrder();
  });

  it('works an aggressive algo buy over time, in slices of the market volume, until it is done', async () => {
    await form().getByRole('radio', { name: 'Osta' }).check();
    await page.getByTestId('share-order-type').selectOption('ALGO');
    await page.getByTestId('share-order-aggression').selectOption('AGGRESSIVE');
    await depthPrice('ask').click();
    for (let i = 0; i < 4; i++) await form().getByRole('button', { name: /ylös/i }).click();
    await page.getByTestId('share-order-volume').fill('40');
    await previewShown();
    // A first slice at once, the rest as the market trades (the outcome follows the order live).
    expect(['ON_MARKET', 'PART_DONE', 'DONE']).toContain(await placeAndConfirm());
    const row = page.getByTestId('share-orders').getByRole('listitem').first();
    await expect.poll(() => row.getAttribute('data-state'), { timeout: 90_000 }).toBe('DONE');
    await newOrder();
    await page.getByTestId('share-order-type').selectOption('LIMIT');
  });

  it('triggers a trailing stop-loss sell when the price dips from its peak, and it trades', async () => {
    // A trailing stop follows the highest price since it was placed, so it triggers on the first
    // dip of its distance whichever way the market goes first (a fixed stop under the price
    // waits for a fall that a rising market may not bring within the test's time).
    await form().getByRole('radio', { name: 'Myy' }).check();
    await page.getByTestId('share-order-type').selectOption('STOP_TRAILING');
    await page.getByTestId('share-order-trail').fill('0,1');
    await page.getByTestId('share-order-volume').fill('1');
    await previewShown();
    // It waits for its trigger (or has met it already, when the price dipped at once).
    expect(['WAITING', 'ON_MARKET', 'DONE']).toContain(await placeAndConfirm());
    const row = page.getByTestId('share-orders').getByRole('listitem').first();
    // Triggered, it enters as a limit order 0.1 % under its stop level and trades with the bids.
    await expect.poll(() => row.getAttribute('data-state'), { timeout: 100_000, interval: 500 }).toBe('DONE');
    await expect.poll(() => outcome().locator('[data-state]').getAttribute('data-state')).toBe('DONE');
    await newOrder();
    await page.getByTestId('share-order-type').selectOption('LIMIT');
    await form().getByRole('radio', { name: 'Osta' }).check();
  }, 150_000);

  it('shows why an order cannot be placed, in the customer’s language, and keeps the button off', async () => {
    await depthPrice('ask').click();
    await page.getByTestId('share-order-volume').fill('5000000');
    await expect
      .poll(() => page.getByTestId('share-order-rejection').innerText())
      .toBe('Rahat eivät riitä toimeksiantoon ja sen kuluihin.');
    expect(await page.getByTestId('share-order-submit').isDisabled()).toBe(true);
    await page.getByTestId('share-order-volume').fill('');
    expect(pageErrors).toEqual([]);
  });

  it('lists the share orders on the orders page, filtered by status', async () => {
    await page.getByTestId('orders-button').click();
    await page.getByTestId('orders-popup-shares').click();
    await page.waitForURL('**/orders/shares');
    const list = page.getByTestId('share-orders-page').getByRole('listitem');
    await expect.poll(() => list.count()).toBeGreaterThanOrEqual(4);
    await page.getByTestId('share-orders-status').selectOption('ENDED');
    // The cancelled buy of the scenario above, and nothing traded.
    await expect.poll(() => list.count()).toBeGreaterThanOrEqual(1);
    expect(await page.getByTestId('share-orders-page').locator('[data-state="DONE"]').count()).toBe(0);
  });

  it('sends a private-banking customer’s request, which the desk places and which ends executed', async () => {
    const pb = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 1000 } });
    try {
      const tab = await pb.newPage();
      tab.on('pageerror', (error) => pageErrors.push(String(error)));
      await logIn(tab, 'demo-pb', 'SE');
      await tab.goto(`/instrument/${SHARE}`);
      const requestForm = tab.getByTestId('share-order-form');
      await tab.getByTestId('share-order-request-mode').waitFor();
      // No order types or validity: the desk places a limit order for the trading day.
      expect(await tab.getByTestId('share-order-type').count()).toBe(0);
      await tab.locator('.depth-ask button').first().click();
      await requestForm.getByRole('button', { name: /upp/i }).click();
      await requestForm.getByRole('button', { name: /upp/i }).click();
      await tab.getByTestId('share-order-volume').fill('2');
      await previewShown(tab);
      expect(await axeViolations(tab, '[data-testid="share-order-form"]')).toEqual([]);
      const submit = tab.getByTestId('share-order-submit');
      expect(await submit.innerText()).toBe('Skicka köpbegäran');
      await submit.click();
      await tab.getByTestId('share-order-confirm-ok').click();
      const received = tab.getByTestId('share-order-outcome');
      await expect
        .poll(() => received.locator('[data-state]').innerText())
        .toBe('Din begäran har tagits emot');
      const requestId = await received.getByTestId('share-request-id').innerText();
      await received.getByRole('link', { name: 'Visa begäranden' }).click();
      await tab.waitForURL('**/orders/requests');
      const row = tab.getByTestId(`allocation-request-row-${requestId}`);
      expect(await row.innerText()).toMatch(/2 × /);
      // The desk places it within seconds and the exchange fills it at the ask.
      await expect
        .poll(
          async () => {
            await tab.getByRole('button', { name: 'Uppdatera' }).click();
            return row.getByTestId('request-status').innerText();
          },
          { timeout: 60_000, interval: 1000 },
        )
        .toBe('Order genomförd');
      // The requests page with a share request passes the accessibility scan.
      expect(await axeViolations(tab)).toEqual([]);
    } finally {
      await pb.close();
    }
  });

  it('moves to another courtage class with the keyboard, and the form charges by it', async () => {
    await page.getByTestId('account-menu-button').click();
    await page.getByTestId('account-menu-fee-conditions').click();
    await page.getByTestId('fee-conditions-page').waitFor();
    // Fixed price: 8,60 € per order on a euro account, whatever its value.
    await page.getByTestId('fee-class-FIXED').getByRole('radio').focus();
    await page.keyboard.press('Space');
    await page.getByTestId('fee-conditions-save').click();
    await expect
      .poll(() => page.getByTestId('fee-conditions-status').innerText())
      .toBe('Luokkasi on nyt Kiinteä hinta.');
    await page.goto(`/instrument/${SHARE}`);
    await page.getByTestId('share-order-volume').fill('1');
    await expect.poll(() => page.getByTestId('share-order-courtage').innerText()).toMatch(/^8,60\s€$/);
    expect(await page.getByTestId('share-order-courtage-class').innerText()).toBe('(Kiinteä hinta)');
    // Back to Mini, as the other scenarios expect.
    await page.goto('/settings/fee-conditions');
    await page.getByTestId('fee-class-MINI').getByRole('radio').check();
    await page.getByTestId('fee-conditions-save').click();
    await expect.poll(() => page.getByTestId('fee-conditions-status').innerText()).toContain('Mini');
    await page.goto(`/instrument/${SHARE}`);
    await form().waitFor();
  });

  it('opens the form as a bottom sheet on a phone, keyboard and screen reader ready', async () => {
    const phone = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    try {
      await phone.addCookies(await context.cookies());
      const tab = await phone.newPage();
      await tab.goto(`/instrument/${SHARE}`);
      const trade = tab.getByTestId('share-trade');
      await trade.getByRole('button', { name: 'Osta', exact: true }).click();
      const sheet = tab.getByTestId('share-order-sheet');
      await sheet.waitFor();
      await sheet.getByTestId('share-order-volume').fill('1');
      await previewShown(tab);
      expect(await axeViolations(tab)).toEqual([]);
      expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await tab.keyboard.press('Escape');
      await sheet.waitFor({ state: 'detached' });
    } finally {
      await phone.close();
    }
  });
});
