import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { wcagViolations } from './axe-scan';
import { visitorSession } from './visitor-session';

/**
 * Issue 17, the site search: a visitor types in the header search and presses Enter, lands on the
 * search page, picks a category with the arrow keys, opens a hit from the keyboard; the same
 * query in a Swedish UI has Swedish headings. No WCAG violations on the page.
 */
const WAIT = { timeout: 30_000 };

const session = visitorSession();
const pageErrors = session.pageErrors;
let page: Page;

beforeAll(() => {
  page = session.page;
});

describe('the site search', () => {
  it('is reached from the header, filtered and followed with the keyboard, in two languages', async () => {
    await page.goto('/discover');
    await page.getByTestId('header-login').waitFor(WAIT);
    await page.getByTestId('language-switcher').selectOption('en');

    // Enter in the header search opens the search page with the text typed (no hit picked).
    const header = page.getByTestId('header-search-input');
    await header.fill('oresund');
    await header.press('Enter');
    await page.waitForURL('**/search?q=oresund', WAIT);
    const instruments = page.getByTestId('search-group-INSTRUMENT');
    await instruments.waitFor(WAIT);
    expect(await instruments.getByRole('heading', { level: 2 }).textContent()).toBe('Instruments');
    expect(await instruments.getByRole('link').first().textContent()).toContain('Øresund');

    // The category tabs: focus the selected one, move with the arrow key, then Tab to the hits.
    await page.getByTestId('search-tab-ALL').focus();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => page.getByTestId('search-tab-INSTRUMENT').getAttribute('aria-selected'), WAIT)
      .toBe('true');
    await page.waitForURL('**/search?q=oresund&category=INSTRUMENT', WAIT);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'search-tab-INSTRUMENT',
    );
    const firstHit = page.getByTestId('search-panel').getByRole('link').first();
    await firstHit.waitFor(WAIT);
    expect(await wcagViolations(page)).toEqual([]);

    const href = (await firstHit.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/instrument\/\d+$/);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(href);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${href}`, WAIT);
    await page.getByTestId('instrument-name').waitFor(WAIT);

    // The same query in Swedish: the headings and the tabs speak Swedish.
    await page.getByTestId('language-switcher').selectOption('sv');
    await header.fill('øresund');
    await header.press('Enter');
    await page.waitForURL('**/search?q=%C3%B8resund', WAIT);
    const svInstruments = page.getByTestId('search-group-INSTRUMENT');
    await svInstruments.waitFor(WAIT);
    expect(await svInstruments.getByRole('heading', { level: 2 }).textContent()).toBe('Värdepapper');
    expect(await page.getByTestId('page-title').textContent()).toBe('Sök');
    expect(await page.getByRole('tablist').getAttribute('aria-label')).toBe('Visa resultat från');
    expect(await wcagViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
