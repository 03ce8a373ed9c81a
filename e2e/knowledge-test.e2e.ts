import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MIFID2_CATEGORY, questionnaireOf } from '@broker/domain';
import { fundId } from '../apps/server/src/db/seed/catalog';
import { launchBrowser } from './browser';
import { logIn } from './login';
import { chooseAccount } from './fund-order-steps';
import { laneUrl } from './lane';

/**
 * The knowledge test in Chromium (spec 000 §2 'Not qualified', spec 001 §7.12): demo-se has no
 * approval for leveraged products, so the buy screen of a leveraged fund shows 'Not qualified'
 * instead of the form; 'Get qualified' leads to the test of the fund's category, a failed attempt
 * names the wrong answers, a passed one leads back to the buy screen, which now has its form.
 */
const baseUrl = laneUrl();
const FUND = fundId('Ribbing Bull Sverige X2');
const questionnaire = questionnaireOf(MIFID2_CATEGORY.LEVERAGED_PRODUCTS)!;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** Answers every question shown: the right option, or (right = false) another one. */
async function answerAll(page: Page, right: boolean): Promise<number> {
  const questions = await page.locator('[data-testid^="appropriateness-question-"]').all();
  for (const question of questions) {
    const id = ((await question.getAttribute('data-testid')) ?? '').replace('appropriateness-question-', '');
    const known = questionnaire.questions.find((q) => q.id === id);
    if (!known) throw new Error(`question ${id} is not in the ${questionnaire.title.en} test`);
    const option = right ? known.correct : known.options.find((o) => o.id !== known.correct)!.id;
    await question.locator(`input[value="${option}"]`).check();
  }
  return questions.length;
}

describe('knowledge test in Chromium', () => {
  it('replaces the buy form with Not qualified until the test of the category is passed', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await logIn(page, 'demo-se', 'SE');

    await page.goto(`/fund-order/${FUND}/buy`);
    const notQualified = page.getByTestId('fund-order-not-qualified');
    await notQualified.waitFor();
    expect(await page.getByTestId('fund-order-buy-amount').count()).toBe(0);
    await notQualified.locator(`a[href^="/appropriateness/${MIFID2_CATEGORY.LEVERAGED_PRODUCTS}"]`).click();
    await page.waitForURL(`**/appropriateness/${MIFID2_CATEGORY.LEVERAGED_PRODUCTS}?instrumentId=${FUND}`);

    await page.getByTestId('appropriateness-start').click();
    await page.getByTestId('appropriateness-form').waitFor();
    const submit = page.getByTestId('appropriateness-submit');
    expect(await submit.isDisabled()).toBe(true); // nothing answered yet
    const asked = await answerAll(page, false);
    expect(asked).toBe(questionnaire.questions.length);
    await submit.click();
    await page.getByTestId('appropriateness-failed').waitFor();
    expect(await page.getByTestId('appropriateness-wrong').count()).toBe(asked);

    await page.getByTestId('appropriateness-retry').click();
    await expect.poll(() => page.getByTestId('appropriateness-wrong').count()).toBe(0);
    await answerAll(page, true);
    await page.getByTestId('appropriateness-submit').click();
    const passed = page.getByTestId('appropriateness-passed');
    await passed.waitFor();
    await passed.locator(`a[href="/fund-order/${FUND}/buy"]`).click();

    await page.getByTestId('fund-order-card').waitFor();
    await chooseAccount(page);
    await page.getByTestId('fund-order-buy-amount').fill('500');
    await expect.poll(() => page.getByTestId('fund-order-execute').isEnabled()).toBe(true);
    expect(await page.getByTestId('fund-order-not-qualified').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
