import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { laneUrl } from './lane';

export interface FreshPages {
  /** A page in a context of its own (its own cookies: another browser, another person). */
  newPage(): Promise<Page>;
  /** Uncaught errors of every page's scripts, for a test to expect none. */
  readonly pageErrors: string[];
}

/**
 * A browser for the file, opened before its first test and closed after its last, handing out pages
 * that share nothing (each its own context), for scenarios with several people or devices: the
 * customer and their identification app, a person who leaves and comes back. Call it at the top
 * of a file.
 */
export function freshPages(viewport = { width: 1280, height: 1000 }): FreshPages {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
  });
  return {
    async newPage() {
      if (!browser) throw new Error('fresh pages open before the first test');
      const context = await browser.newContext({ baseURL: laneUrl(), viewport });
      contexts.push(context);
      const page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(String(error)));
      return page;
    },
    pageErrors,
  };
}
