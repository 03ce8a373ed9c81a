import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api } from './api';
import { wcagViolations } from './axe-scan';
import { customerSession } from './customer-session';

/**
 * Notifications (issue 16), as demo-dk in Danish: money paid in at the simulated bank (approved
 * there while the customer's page stays open) makes the header bell's unread count go up live, with
 * no reload; the bell's panel opens and closes by keyboard, names the deposit in Danish money
 * format and marks everything read, and the count drops. On the full page a kind switched off is
 * remembered, and a deposit of that kind is no longer notified. Axe finds nothing on either.
 */
const session = customerSession('demo-dk', 'DK');
let page: Page;
beforeAll(() => {
  page = session.page;
});

/** Text as read, with the no-break spaces of formatted numbers as plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const bell = () => page.getByTestId('notifications-button');
const unread = async () => Number(await bell().getAttribute('data-unread'));
const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);

/**
 * An instant deposit approved at the simulated bank from the customer's own account, done in the
 * background (the page stays where it is): the bank tells our server, which books it.
 */
async function depositInBackground(amount: number): Promise<number> {
  const accounts = JSON.parse((await api(page, 'GET', '/api/2/accounts')).text) as {
    accid: number;
    default: boolean;
    is_blocked: boolean;
  }[];
  const accid = (accounts.find((a) => a.default && !a.is_blocked) ?? accounts.find((a) => !a.is_blocked))!
    .accid;
  const started = await api(page, 'POST', '/api/2/deposits/instant', { accid, amount });
  expect(started.status, started.text).toBe(201);
  const { deposit, redirect_url } = JSON.parse(started.text) as {
    deposit: { id: number };
    redirect_url: string;
  };
  const approved = await page.evaluate(async (url) => {
    const form = await (await fetch(`${url}?bank=danske`)).text();
    const account = /name="account" value="([^"]+)"/.exec(form)?.[1];
    if (!account) return 0;
    const res = await fetch(`${url}/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ bank: 'danske', account: account.replace(/&amp;/g, '&') }).toString(),
      redirect: 'manual',
    });
    return res.type === 'opaqueredirect' ? 303 : res.status;
  }, redirect_url);
  expect(approved).toBeGreaterThan(0);
  await expect
    .poll(
      async () =>
        (JSON.parse((await api(page, 'GET', `/api/2/deposits/${deposit.id}`)).text) as { status: string })
          .status,
      { timeout: 30_000 },
    )
    .toBe('CREDITED');
  return deposit.id;
}

describe('Notifications', () => {
  let before = 0;

  it('counts up live in the bell when money arrives, without a reload', async () => {
    await page.goto('/overview');
    await expect.poll(() => bell().getAttribute('data-unread'), { timeout: 20_000 }).not.toBeNull();
    before = await unread();
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await depositInBackground(500);
    await expect.poll(unread, { timeout: 20_000 }).toBe(before + 1);
    expect(await bell().getAttribute('aria-label')).toBe(
      `Notifikationer, ${before + 1} ${before + 1 === 1 ? 'ulæst' : 'ulæste'}`,
    );
    expect(plain(await page.getByTestId('notifications-badge').innerText())).toBe(String(before + 1));
    expect(loads).toEqual([]);
  });

  it('opens the panel by keyboard, names the deposit, and closes on Escape back to the bell', async () => {
    await bell().focus();
    await page.keyboard.press('Enter');
    const panel = page.getByTestId('notifications-panel');
    await expect.poll(() => panel.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await bell().getAttribute('aria-expanded')).toBe('true');
    // The panel takes the focus, so the reader hears it and Tab walks through it.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('dialog');
    const first = page.getByTestId('notifications-panel-list').locator('li').first();
    await expect
      .poll(async () => plain(await first.innerText()), { timeout: 20_000 })
      .toContain('500,00 kr. er kommet ind på din konto');
    expect(await first.locator('a').getAttribute('href')).toBe('/transactions');
    expect(await wcagViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.count()).toBe(0);
    expect(await focused()).toBe('notifications-button');
  });

  it('marks all read from the panel, and the count drops', async () => {
    await page.keyboard.press('Enter');
    const markAll = page.getByTestId('notifications-mark-all');
    await expect.poll(() => markAll.isVisible(), { timeout: 20_000 }).toBe(true);
    // By keyboard: Tab from the panel until the button has the focus.
    for (let i = 0; i < 20 && (await focused()) !== 'notifications-mark-all'; i++)
      await page.keyboard.press('Tab');
    expect(await focused()).toBe('notifications-mark-all');
    await page.keyboard.press('Enter');
    await expect.poll(unread, { timeout: 20_000 }).toBe(0);
    expect(await bell().getAttribute('aria-label')).toBe('Notifikationer, 0 ulæste');
    expect(await page.getByTestId('notifications-badge').count()).toBe(0);
    await expect
      .poll(() => page.getByTestId('notifications-announced').innerText(), { timeout: 20_000 })
      .toBe('Alle notifikationer er markeret som læst.');
    // The focus stays on the button it pressed.
    expect(await focused()).toBe('notifications-mark-all');
  });

  it('leads to the full page, whose preferences are kept and keep a kind from being notified', async () => {
    await page.getByTestId('notifications-all').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/notifications');
    await expect.poll(() => page.locator('h1').innerText(), { timeout: 20_000 }).toBe('Notifikationer');
    const list = page.getByTestId('notifications-page-list');
    await expect.poll(() => list.locator('li').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(plain(await list.locator('li').first().innerText())).toContain(
      '500,00 kr. er kommet ind på din konto',
    );
    const deposits = page.getByTestId('notifications-pref-DEPOSIT_ARRIVED');
    await expect.poll(() => deposits.isChecked(), { timeout: 20_000 }).toBe(true);
    expect(await wcagViolations(page)).toEqual([]);

    await deposits.focus();
    await page.keyboard.press('Space');
    await expect
      .poll(() => page.getByTestId('notifications-page-announced').innerText(), { timeout: 20_000 })
      .toBe('Dit valg er gemt.');
    expect(await deposits.isChecked()).toBe(false);
    await page.reload();
    await expect.poll(() => deposits.isChecked(), { timeout: 20_000 }).toBe(false);

    // Switched off, a deposit is no longer notified.
    const count = async () =>
      (
        JSON.parse((await api(page, 'GET', '/nnxapi/crm/v1/notifications/unread-count')).text) as {
          unread: number;
        }
      ).unread;
    const unreadBefore = await count();
    await depositInBackground(75);
    expect(await count()).toBe(unreadBefore);

    // Switched on again (the page's other kinds were never touched).
    await deposits.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => deposits.isChecked(), { timeout: 20_000 }).toBe(true);
    expect(session.pageErrors).toEqual([]);
  });
});
