import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api } from './api';
import { launchBrowser } from './browser';
import { logIn } from './login';
import { laneUrl } from './lane';

/**
 * Issue 11: every page passes an axe-core scan (WCAG 2.1 A and AA) with no violations, logged in
 * and as a visitor, at desktop and phone width, and is no wider than the screen. A page added
 * later goes into PAGES.
 */
const baseUrl = laneUrl();

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

interface Ids {
  share: number;
  fund: number;
  newsId: number;
  listSlug: string;
  /** One of the customer's holdings (read once logged in). */
  position: string;
}

/** Pages by who sees them; `path` is built from ids the public API gives. */
const PAGES: { who: 'customer' | 'visitor'; name: string; path: (ids: Ids) => string }[] = [
  { who: 'visitor', name: 'login', path: () => '/login' },
  { who: 'visitor', name: 'discover', path: () => '/discover' },
  { who: 'visitor', name: 'share', path: (ids) => `/instrument/${ids.share}` },
  { who: 'visitor', name: 'news article', path: (ids) => `/news/${ids.newsId}` },
  { who: 'visitor', name: 'shared list', path: (ids) => `/watchlists/shared?listId=${ids.listSlug}` },
  { who: 'visitor', name: 'not found', path: () => '/no-such-page' },
  { who: 'customer', name: 'overview', path: () => '/overview' },
  { who: 'customer', name: 'share', path: (ids) => `/instrument/${ids.share}` },
  { who: 'customer', name: 'fund', path: (ids) => `/instrument/${ids.fund}` },
  { who: 'customer', name: 'fund buy', path: (ids) => `/fund-order/${ids.fund}/buy` },
  { who: 'customer', name: 'fund sell', path: (ids) => `/fund-order/${ids.fund}/sell` },
  { who: 'customer', name: 'fund orders', path: () => '/orders/funds' },
  { who: 'customer', name: 'requests', path: () => '/orders/requests' },
  { who: 'customer', name: 'share orders', path: () => '/orders/shares' },
  { who: 'customer', name: 'transactions', path: () => '/transactions' },
  { who: 'customer', name: 'tax', path: () => '/tax' },
  { who: 'customer', name: 'returns', path: () => '/returns' },
  { who: 'customer', name: 'dividends', path: () => '/dividends' },
  { who: 'customer', name: 'allocation', path: () => '/allocation' },
  { who: 'customer', name: 'bank accounts', path: () => '/bank-accounts' },
  { who: 'customer', name: 'deposit', path: () => '/deposit' },
  { who: 'customer', name: 'withdraw', path: () => '/withdraw' },
  { who: 'customer', name: 'savings goals', path: () => '/savings-goals' },
  { who: 'customer', name: 'savings plans', path: () => '/savings-plans' },
  { who: 'customer', name: 'positions', path: () => '/positions' },
  { who: 'customer', name: 'position', path: (ids) => `/positions/${ids.position}` },
  { who: 'customer', name: 'discover', path: () => '/discover' },
  { who: 'customer', name: 'watchlists', path: () => '/watchlists' },
  { who: 'customer', name: 'approved instruments', path: () => '/settings/approved-instruments' },
  { who: 'customer', name: 'fee conditions', path: () => '/settings/fee-conditions' },
  { who: 'customer', name: 'authorizations', path: () => '/settings/authorizations' },
  { who: 'customer', name: 'invite', path: () => '/settings/invite' },
  { who: 'customer', name: 'open a company account', path: () => '/companies/new' },
  { who: 'customer', name: 'community', path: () => '/community' },
  { who: 'customer', name: 'fund information', path: () => '/fund-purchasing-information/faq' },
  { who: 'customer', name: 'cost information', path: (ids) => `/cost-info/${ids.fund}` },
];

let browser: Browser;
const contexts: Record<'customer' | 'visitor', { context: BrowserContext; page: Page }> = {} as never;
let ids: Ids;

async function json<T>(path: string): Promise<T> {
  return (await (await fetch(`${baseUrl}${path}`)).json()) as T;
}

beforeAll(async () => {
  const news = await json<{ news_id: number; instrument_ids: number[] }[]>('/api/2/news?limit=50');
  const shares = await json<{ instrument_id: number; instrument_group_type: string }[]>(
    '/api/2/main_search?query=a&limit=50',
  );
  const funds = await json<{ instrument_id: number; instrument_group_type: string }[]>(
    '/api/2/main_search?query=fond&limit=50',
  );
  const { sections } = await json<{ sections: { lists: { slug: string }[] }[] }>(
    '/api/2/curated-lists/sections',
  );
  ids = {
    share: shares.find((s) => s.instrument_group_type === 'EQ')!.instrument_id,
    fund: funds.find((s) => s.instrument_group_type === 'FND')!.instrument_id,
    newsId: news[0]!.news_id,
    listSlug: sections.flatMap((s) => s.lists)[0]!.slug,
    position: '',
  };
  browser = await launchBrowser();
  for (const who of ['customer', 'visitor'] as const) {
    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    if (who === 'customer') {
      await logIn(page, 'demo-se', 'SE');
      const positions = await api(page, 'GET', '/api/2/holdings/positions');
      ids.position = (JSON.parse(positions.text) as { position_id: string }[])[0]!.position_id;
    }
    contexts[who] = { context, page };
  }
});

afterAll(async () => {
  for (const { context } of Object.values(contexts)) await context.close();
  await browser?.close();
});

/** A page is ready to scan when its heading is there and no skeleton or spinner is left. */
async function settled(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await expect
    .poll(() => page.locator('[class*="skeleton"], [data-testid$="-loading"], .page-loading').count(), {
      timeout: 30_000,
    })
    .toBe(0);
}

describe.each(WIDTHS)('axe-core at $name width', ({ width, height }) => {
  it.each(PAGES.map((p) => [`${p.who}: ${p.name}`, p] as const))(
    '%s has no violations',
    async (_n, entry) => {
      const { page } = contexts[entry.who];
      await page.setViewportSize({ width, height });
      await page.goto(entry.path(ids));
      await settled(page);
      const result = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const found = result.violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help} — ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(' | ')}`,
      );
      // Nothing may widen the page beyond the screen (a phone would pan sideways).
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${entry.path(ids)} is ${overflow}px wider than the screen`).toBeLessThanOrEqual(0);
      if (found.length > 0) console.log(`${entry.who} ${entry.name} at ${width}px:\n  ${found.join('\n  ')}`);
      expect(found).toEqual([]);
    },
  );
});
