import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api } from './api';
import { wcagViolations } from './axe-scan';
import { customerSession } from './customer-session';

/**
 * The dividends page (issue 14; spec 001 §7.10 "dividend summary"), as demo-se in Swedish: reached
 * from the account menu with the keyboard; the months of a year add up to its total, the calendar
 * of coming dividends shows what the summary call answers, first rows first and all on request;
 * one account can be chosen alone; no axe violations at desktop or phone width.
 */
const session = customerSession('demo-se', 'SE');
const pageErrors = session.pageErrors;
let page: Page;
beforeAll(() => {
  page = session.page;
});

interface Summary {
  currency: string;
  received: { year: number; month: number; gross: number; withholding: number; net: number }[];
  upcoming: { accid: number; pay_day: string; status: string }[];
}

/** The summary as the page's own session reads it. */
async function summaryOf(accids?: string): Promise<Summary> {
  const res = await api(page, 'GET', `/api/2/holdings/dividends${accids ? `?accids=${accids}` : ''}`);
  expect(res.status).toBe(200);
  return JSON.parse(res.text) as Summary;
}

/** "1 234,56 kr" → 1234.56 */
const kronor = (text: string) =>
  Number(
    text
      .replace(/[^\d,−-]/g, '')
      .replace('−', '-')
      .replace(',', '.'),
  );

describe('Dividends', () => {
  it('opens from the account menu; the months received add up to the year', async () => {
    await page.getByTestId('account-menu-button').click();
    await page.getByTestId('account-menu-dividends').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dividends');
    await expect.poll(() => page.locator('h1').innerText(), { timeout: 20_000 }).toBe('Utdelningar');
    const months = page.getByTestId('dividends-months');
    await months.waitFor({ timeout: 20_000 });
    const summary = await summaryOf();
    const year = Number(await months.getAttribute('data-year'));
    const ofYear = summary.received.filter((m) => m.year === year);
    // The newest year with a dividend is shown first, a row for each month paid.
    expect(year).toBe(Math.max(...summary.received.map((m) => m.year)));
    expect(await months.locator('tbody tr').count()).toBe(ofYear.length);
    const total = (await page.getByTestId('dividends-year-total').locator('td').allInnerTexts()).map(kronor);
    const sum = (key: 'gross' | 'withholding' | 'net') =>
      Math.round(ofYear.reduce((s, m) => s + m[key], 0) * 100) / 100;
    expect(total).toEqual([sum('gross'), sum('withholding') === 0 ? 0 : -sum('withholding'), sum('net')]);
    expect(await wcagViolations(page)).toEqual([]);
  });

  it('lists the coming dividends by pay day, the first ones first and all on request', async () => {
    const summary = await summaryOf();
    expect(summary.upcoming.length).toBeGreaterThan(0);
    const rows = page.getByTestId('dividends-coming').locator('tbody tr');
    await rows.first().waitFor({ timeout: 20_000 });
    expect(await rows.count()).toBe(Math.min(12, summary.upcoming.length));
    expect(await rows.first().getAttribute('data-pay-day')).toBe(summary.upcoming[0]!.pay_day);
    expect(await rows.first().innerText()).toMatch(/Förväntad|Berättigad/);
    if (summary.upcoming.length > 12) {
      await page.getByTestId('dividends-coming-all').focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(summary.upcoming.length);
    }
  });

  it('shows one account alone, and is clean at phone width', async () => {
    // An account with a dividend coming, so the table shows it alone.
    const accid = String((await summaryOf()).upcoming[0]!.accid);
    await page.getByTestId('dividends-account').selectOption(accid);
    const alone = await summaryOf(accid);
    const rows = page.getByTestId('dividends-coming').locator('tbody tr');
    await expect
      .poll(
        async () => new Set(await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-accid')))),
        {
          timeout: 20_000,
        },
      )
      .toEqual(new Set([accid]));
    expect(await rows.count()).toBe(Math.min(12, alone.upcoming.length));
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await wcagViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
