import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { logIn } from './login';
import { laneUrl } from './lane';

export interface CustomerSession {
  /** The logged-in page, there from the file's first test on. */
  readonly page: Page;
  /** Uncaught errors of the page's scripts, for a test to expect none. */
  readonly pageErrors: string[];
}

/**
 * A demo customer logged in through the login page, in a browser of the file's own: opened before
 * its first test, closed after its last (desktop width unless told). Call it at the top of a file.
 */
export function customerSession(
  username: string,
  country: string,
  viewport = { width: 1280, height: 900 },
): CustomerSession {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  const pageErrors: string[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: laneUrl(), viewport });
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(String(error)));
    await logIn(page, username, country);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });
  return {
    get page() {
      if (!page) throw new Error('the customer session opens before the first test');
      return page;
    },
    pageErrors,
  };
}
