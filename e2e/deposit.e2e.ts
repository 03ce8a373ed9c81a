import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api } from './api';
import { wcagViolations } from './axe-scan';
import { customerSession } from './customer-session';

/**
 * Money in through the simulated instant bank payment (issue 15), as demo-partner in Swedish: an
 * account added by hand waits for a first deposit; a deposit from it, approved on the payment
 * provider's own page, is in the account when the customer is back and confirms the account; an
 * amount out of range and a payment cancelled at the bank change nothing. Keyboard only on our
 * pages; the provider's page passes axe as well.
 */
const session = customerSession('demo-partner', 'SE');
let page: Page;
beforeAll(() => {
  page = session.page;
});

async function typeInto(testId: string, text: string): Promise<void> {
  await page.getByTestId(testId).focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

const defaultAccount = async () => {
  const accounts = JSON.parse((await api(page, 'GET', '/api/2/accounts')).text) as {
    accid: number;
    default: boolean;
    is_blocked: boolean;
  }[];
  return (accounts.find((a) => a.default && !a.is_blocked) ?? accounts.find((a) => !a.is_blocked))!.accid;
};
/** Text as read, with the no-break spaces of formatted numbers as plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const cash = async (accid: number) =>
  (
    JSON.parse((await api(page, 'GET', `/api/2/accounts/${accid}/info`)).text) as {
      account_sum: { value: number };
    }
  ).account_sum.value;

describe('Deposits', () => {
  let accid: number;

  it('adds the bank account by hand: it waits for a first deposit from it', async () => {
    accid = await defaultAccount();
    await page.goto('/bank-accounts');
    await typeInto('bank-account-clearing', '8327-9');
    await typeInto('bank-account-number', '123 456 789-7');
    await page.keyboard.press('Enter');
    const row = page.locator('tr[data-account="1234567897"]');
    await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
    expect(await row.getByTestId('bank-account-status').innerText()).toBe(
      'Väntar på din första insättning därifrån',
    );
  });

  it('opens from the account menu and refuses an amount out of range', async () => {
    await page.getByTestId('account-menu-button').click();
    await page.getByTestId('account-menu-deposit').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/deposit');
    await expect.poll(() => page.locator('h1').innerText(), { timeout: 20_000 }).toBe('Sätt in pengar');
    expect(await wcagViolations(page)).toEqual([]);
    await typeInto('deposit-amount', '5');
    await page.keyboard.press('Enter');
    const error = page.getByTestId('deposit-error');
    await expect.poll(() => error.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(plain(await error.innerText())).toBe('En direktinsättning är från 10,00 kr till 250 000,00 kr.');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'deposit-amount',
    );
  });

  it('deposits through the bank page: the cash is there at once and the account is confirmed', async () => {
    const before = await cash(accid);
    await typeInto('deposit-amount', '1 500,50');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/bank-sim/pay/**', { timeout: 30_000 });
    expect(await page.locator('h1').innerText()).toBe('Betala med din bank');
    expect(await wcagViolations(page)).toEqual([]);
    // Swedbank is the first bank; the keyboard goes on to Continue.
    await page.getByLabel('Swedbank').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**?bank=swedbank');
    // The account the customer added is offered first; approve with the keyboard.
    const added = page.getByLabel('8327-9 1234567897');
    expect(await added.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Godkänn betalningen' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/deposits/*', { timeout: 30_000 });
    const outcome = page.getByTestId('deposit-outcome');
    await expect.poll(() => outcome.getAttribute('data-status'), { timeout: 30_000 }).toBe('CREDITED');
    expect(plain(await outcome.innerText())).toBe(
      '1 500,50 kr från 8327-9 1234567897 finns nu på ditt konto.',
    );
    expect(await wcagViolations(page)).toEqual([]);
    expect(Math.round((await cash(accid)) * 100) - Math.round(before * 100)).toBe(150050);
    await page.goto('/bank-accounts');
    const row = page.locator('tr[data-account="1234567897"]');
    await expect
      .poll(() => row.getByTestId('bank-account-status').innerText(), { timeout: 20_000 })
      .toBe('Bekräftat');
  });

  it('books nothing when the payment is cancelled at the bank', async () => {
    const before = await cash(accid);
    await page.goto('/deposit');
    await typeInto('deposit-amount', '200');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/bank-sim/pay/**', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Avbryt' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/deposits/*', { timeout: 30_000 });
    const outcome = page.getByTestId('deposit-outcome');
    await expect.poll(() => outcome.getAttribute('data-status'), { timeout: 30_000 }).toBe('CANCELLED');
    expect(await outcome.innerText()).toBe('Betalningen avbröts hos banken. Inga pengar flyttades.');
    expect(await cash(accid)).toBe(before);
    expect(session.pageErrors).toEqual([]);
  });
});
