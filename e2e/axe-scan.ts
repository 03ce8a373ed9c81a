import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * The WCAG 2.1 A and AA violations axe finds on the page, one line each (rule: elements). A scan
 * first lets running CSS transitions end (at most 2 s): a button whose colours are fading from one
 * style to another reads as too little contrast halfway, which is no fault of the page.
 */
export const wcagViolations = async (page: Page): Promise<string[]> => {
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
      null,
      { timeout: 2_000 },
    )
    .catch(() => undefined);
  return (
    await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  ).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
};
