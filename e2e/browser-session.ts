import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { laneUrl } from './lane';

export interface BrowserSession {
  /** The page, there from the file's first test on. */
  readonly page: Page;
  /** Uncaught errors of the page's scripts, for a test to expect none. */
  readonly pageErrors: string[];
}

/**
 * A browser of the file's own on the lane's server: opened (and `prepare`d, say logged in) before
 * its first test, closed after its last. Call it at the top of a file, through customerSession or
 * visitorSession.
 */
export function browserSession(
  viewport: { width: number; height: number },
  prepare?: (page: Page) => Promise<void>,
): BrowserSession {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  const pageErrors: string[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: laneUrl(), viewport });
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(String(error)));
    await prepare?.(page);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });
  return {
    get page() {
      if (!page) throw new Error('the browser session opens before the first test');
      return page;
    },
    pageErrors,
  };
}
