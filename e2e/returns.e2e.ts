import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { wcagViolations } from './axe-scan';
import { customerSession } from './customer-session';
import { centsOf } from './amounts';

/**
 * The returns page (issue 14; spec 001 §7.10), as demo-se in Swedish: reached from the account
 * menu with the keyboard; the own-capital graph moves between periods (its sentence names the
 * period's first and last day), the returns of every period and year show both methods, one
 * account can be chosen alone; no axe violations at desktop or phone width.
 */
const session = customerSession('demo-se', 'SE');
const pageErrors = session.pageErrors;
let page: Page;
beforeAll(() => {
  page = session.page;
});

/** The first day of the graph (the sentence names it in the customer's way, `data-from` in ISO). */
const graphFrom = async () =>
  (await page.getByTestId('returns-graph-summary').getAttribute('data-from')) ?? '';
const summary = () => page.getByTestId('returns-graph-summary').innerText();

describe('Returns', () => {
  it('opens from the account menu and shows a year of own capital with both returns for every period', async () => {
    await page.getByTestId('account-menu-button').click();
    await page.getByTestId('account-menu-returns').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/returns');
    await expect.poll(() => page.locator('h1').innerText(), { timeout: 20_000 }).toBe('Avkastning');
    await page.getByTestId('own-capital-chart').waitFor({ timeout: 20_000 });
    const yearAgo = new Date(Date.now() - 366 * 86_400_000).toISOString().slice(0, 10);
    expect((await graphFrom()) >= yearAgo).toBe(true);

    const periods = page.getByTestId('returns-periods').locator('tbody tr');
    await periods.first().waitFor({ timeout: 20_000 });
    // Every period the history covers, the whole history last.
    expect(await periods.count()).toBeGreaterThanOrEqual(8);
    expect(await periods.last().locator('th').innerText()).toBe('Sedan start');
    // Every row: a signed percent by each method and a result in kronor.
    for (const text of await periods.allInnerTexts()) expect(text).toMatch(/%.*%.*kr/s);
    // The result in its parts (price, dividends, currency, fees), which add up to it to the öre.
    const all = periods.last();
    const cells = await all.locator('td').allInnerTexts();
    expect(cells).toHaveLength(7);
    const [, , result, ...parts] = cells.map(centsOf);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(result);
    // demo-se has had dividends since the start.
    expect(centsOf(await all.locator('td[data-part="dividends"]').innerText())).toBeGreaterThan(0);
    const years = page.getByTestId('returns-years').locator('tbody tr');
    await years.first().waitFor({ timeout: 20_000 });
    expect(await years.first().innerText()).toMatch(
      new RegExp(`^${new Date().getFullYear()} (hittills|från)`),
    );
    expect(await wcagViolations(page)).toEqual([]);
  });

  it('moves the graph to the whole history and back to a month with the keyboard', async () => {
    const before = await graphFrom();
    await page.getByRole('button', { name: 'Sedan start' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(graphFrom, { timeout: 20_000 }).not.toBe(before);
    const all = await graphFrom();
    expect(all < before).toBe(true);
    await page.getByRole('button', { name: '1 månad' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(graphFrom, { timeout: 20_000 }).not.toBe(all);
    expect((await graphFrom()) > before).toBe(true);
    expect(await page.getByRole('button', { name: '1 månad' }).getAttribute('aria-pressed')).toBe('true');
  });

  it("lists today's movers of shares and of funds, by percent or by contribution", async () => {
    const movers = page.getByTestId('returns-movers');
    await movers.locator('li').first().waitFor({ timeout: 20_000 });
    const byPercent = await movers.locator('li').allInnerTexts();
    expect(byPercent.every((text) => /%.*kr/s.test(text))).toBe(true);
    await movers.getByRole('button', { name: 'Bidrag' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => movers.getByRole('button', { name: 'Bidrag' }).getAttribute('aria-pressed'))
      .toBe('true');
    await movers.getByRole('button', { name: 'Fonder' }).click();
    await expect.poll(() => movers.locator('li').allInnerTexts(), { timeout: 20_000 }).not.toEqual(byPercent);
  });

  it('shows one account alone, and is clean at phone width', async () => {
    const all = await summary();
    const select = page.getByTestId('returns-account');
    const first = await select.locator('option').nth(1).getAttribute('value');
    await select.selectOption(first!);
    await expect.poll(summary, { timeout: 20_000 }).not.toBe(all);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('own-capital-chart').waitFor();
    expect(await wcagViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
