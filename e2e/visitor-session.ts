import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { laneUrl } from './lane';

export interface VisitorSession {
  /** A page of a visitor who is not logged in, there from the file's first test on. */
  readonly page: Page;
  /** Uncaught errors of the page's scripts, for a test to expect none. */
  readonly pageErrors: string[];
}

/**
 * A visitor's browser of the file's own (not logged in): opened before its first test, closed
 * after its last (desktop width unless told). Call it at the top of a file; customerSession is the
 * logged-in twin.
 */
export function visitorSession(viewport = { width: 1280, height: 1000 }): VisitorSession {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  const pageErrors: string[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: laneUrl(), viewport });
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(String(error)));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });
  return {
    get page() {
      if (!page) throw new Error('the visitor session opens before the first test');
      return page;
    },
    pageErrors,
  };
}
