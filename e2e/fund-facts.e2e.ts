import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { wcagViolations } from './axe-scan';
import { tabTo } from './keyboard';
import { visitorSession } from './visitor-session';

/**
 * A fund's facts, holdings and returns (issue 17), as a visitor by keyboard: the fund is found with
 * the header search and opened from its hit, its facts read on the overview (the SRRI scale named
 * for screen readers), its holdings and returns tabs reached with the arrow keys (the tab kept in
 * the address), the language switched once; no axe violations on any tab.
 */
const session = visitorSession();
let page: Page;
beforeAll(() => {
  page = session.page;
});

/** Nordbrook Sverige Index, the first fund of the demo catalogue: it tracks OMXS30. */
const FUND = 2001;
const WAIT = { timeout: 30_000 };

const selectedTab = () => page.locator('[role="tab"][aria-selected="true"]');

async function nextTab(name: string, param: string): Promise<void> {
  await selectedTab().focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => selectedTab().textContent(), WAIT).toBe(name);
  expect(new URL(page.url()).searchParams.get('tab')).toBe(param);
}

describe('a fund’s facts', () => {
  it('opens a fund by keyboard and reads its facts, holdings and returns in two languages', async () => {
    await page.goto('/discover');
    await page.getByTestId('header-login').waitFor(WAIT);
    await page.getByTestId('language-switcher').selectOption('sv');

    // The header search finds the fund; Tab reaches its hit and Enter opens it.
    const search = page.getByTestId('header-search-input');
    await tabTo(page, search);
    await page.keyboard.type('Nordbrook Sverige Index');
    const hit = page.getByTestId(`header-search-hit-${FUND}`);
    await tabTo(page, hit);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/instrument/${FUND}`, WAIT);

    // Overview: the facts, the SRRI scale as one named image, the fund's buy button still there.
    await expect.poll(() => selectedTab().textContent(), WAIT).toBe('Översikt');
    const facts = page.getByTestId('fund-facts');
    await expect
      .poll(() => facts.getByTestId('fund-company').textContent(), WAIT)
      .toBe('Nordbrook Fonder AB');
    expect(await facts.getByTestId('fund-region').textContent()).toBe('Sverige');
    const scale = facts.getByRole('img', {
      name: /^Riskklass [1-7] av 7 på riskindikatorn: (Låg|Medelhög|Hög) risk$/,
    });
    expect(await scale.count()).toBe(1);
    expect(await scale.locator('.srri-current').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Köp' }).count()).toBeGreaterThan(0);
    expect(await wcagViolations(page)).toEqual([]);

    // Holdings: the index's largest members, each a link to its share; the allocations in figures.
    await nextTab('Innehav', 'holdings');
    const top = page.getByTestId('fund-top-holdings');
    await expect.poll(() => top.getByTestId('fund-holding').count(), WAIT).toBe(10);
    expect(await top.getByRole('link').first().getAttribute('href')).toMatch(/^\/instrument\/10\d\d$/);
    expect(await page.getByTestId('fund-allocation-region').innerText()).toContain('Sverige');
    expect(await page.getByTestId('fund-allocation-sector').locator('tbody tr').count()).toBeGreaterThan(2);
    expect(await wcagViolations(page)).toEqual([]);

    // Returns: every fund period, and the rating as stars with the same in words.
    await nextTab('Avkastning', 'returns');
    const table = page.getByTestId('fund-returns-table');
    await expect.poll(() => table.locator('tbody tr').count(), WAIT).toBe(11);
    expect(await table.getByTestId('fund-return-YEAR_1').innerText()).toMatch(/[+−-]?\d+,\d\d\s?%/);
    const stars = page.getByTestId('fund-rating').getByRole('img', { name: /^[1-5] stjärn(a|or) av 5$/ });
    await stars.waitFor(WAIT);
    expect(await wcagViolations(page)).toEqual([]);

    // The language once: the same tab in English, kept in the address.
    await page.getByTestId('language-switcher').selectOption('en');
    await expect.poll(() => selectedTab().textContent(), WAIT).toBe('Returns');
    expect(new URL(page.url()).searchParams.get('tab')).toBe('returns');
    await page
      .getByTestId('fund-rating')
      .getByRole('img', { name: /^[1-5] stars? of 5$/ })
      .waitFor(WAIT);
    expect(await page.getByTestId('fund-returns-table').getByRole('heading').textContent()).toBe('Returns');
    expect(await wcagViolations(page)).toEqual([]);
    expect(session.pageErrors).toEqual([]);
  });
});
