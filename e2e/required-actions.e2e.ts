import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { wcagViolations } from './axe-scan';
import { customerSession } from './customer-session';

/**
 * Required actions and the KYC refresh (issue 16), as demo-kyc in Swedish, whose KYC answers are
 * overdue: the overview says buying is blocked; a share buy is refused with KYC_ANSWER_INVALID's
 * message and a link to fix it; the link leads to the required actions, where the questionnaire is
 * answered page by page by keyboard (with a step back); after the result the buy goes through. No
 * axe violations on the pages on the way.
 */
const session = customerSession('demo-kyc', 'SE');
const pageErrors = session.pageErrors;
let page: Page;
beforeAll(() => {
  page = session.page;
});

/** Norrvik Industrier B, Nasdaq Stockholm, SEK. */
const SHARE = 1001;
const form = () => page.getByTestId('share-order-form');
const rejection = () => page.getByTestId('share-order-rejection');

/** A radio button or checkbox chosen with the space bar. */
async function pick(questionId: string, optionId: string): Promise<void> {
  await page.getByTestId(`kyc-option-${questionId}-${optionId}`).focus();
  await page.keyboard.press('Space');
}

async function press(testId: string): Promise<void> {
  await page.getByTestId(testId).focus();
  await page.keyboard.press('Enter');
}

const pageTitle = () => page.getByTestId('kyc-page-title').innerText();

describe('Required actions and KYC refresh', () => {
  it('tells on the overview that buying is blocked', async () => {
    const banner = page.getByTestId('required-actions-banner');
    await banner.waitFor({ timeout: 20_000 });
    expect(await banner.innerText()).toContain(
      'Köp är spärrade tills du har uppdaterat din kundinformation.',
    );
    expect(await wcagViolations(page)).toEqual([]);
  });

  it('refuses a share buy with the message of KYC_ANSWER_INVALID and a link to fix it', async () => {
    await page.goto(`/instrument/${SHARE}`);
    await form().waitFor({ timeout: 20_000 });
    await page.getByTestId('share-order-volume').fill('1');
    await expect
      .poll(() => rejection().innerText(), { timeout: 20_000 })
      .toBe('Uppdatera dina kundkännedomsuppgifter innan du köper.');
    expect(await page.getByTestId('share-order-submit').isDisabled()).toBe(true);
    const link = page.getByTestId('kyc-fix-link');
    expect(await link.innerText()).toBe('Uppdatera din kundinformation');
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/required-actions', { timeout: 20_000 });
    await expect.poll(() => page.locator('h1').innerText(), { timeout: 20_000 }).toBe('Att göra');
    const kyc = page.getByTestId('required-action-ANSWER_KYC');
    await expect
      .poll(() => kyc.getByTestId('required-action-status').innerText(), { timeout: 20_000 })
      .toBe('Att göra · Försenad');
    expect(await wcagViolations(page)).toEqual([]);
  });

  it('answers the questionnaire page by page by keyboard, with a step back', async () => {
    await press('kyc-start');
    await page.getByTestId('kyc-questionnaire').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('kyc-page-count').innerText()).toBe('Sida 1 av 4');
    expect(await pageTitle()).toBe('Ditt sparande');
    // Not answered: the page does not go on, and says why.
    await press('kyc-next');
    await page.getByTestId('kyc-missing').waitFor();
    expect(await page.getByTestId('kyc-missing').innerText()).toBe('Svara på frågan för att gå vidare.');
    await pick('purpose', 'SAVINGS');
    await press('kyc-next');
    await expect.poll(pageTitle).toBe('Dina pengar');
    // The focus is on the new page's title, for a screen reader to read.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'kyc-page-title',
    );
    await press('kyc-previous');
    await expect.poll(pageTitle).toBe('Ditt sparande');
    expect(await page.getByTestId('kyc-option-purpose-SAVINGS').isChecked()).toBe(true);
    await press('kyc-next');
    await expect.poll(pageTitle).toBe('Dina pengar');
    await pick('origin', 'SALARY');
    await pick('yearlyDeposits', 'BAND_1');
    await pick('depositFrequency', 'MONTHLY');
    expect(await wcagViolations(page)).toEqual([]);
    await press('kyc-next');
    await expect.poll(pageTitle).toBe('Ditt arbete');
    await pick('occupation', 'EMPLOYED');
    await pick('income', 'BAND_2');
    await press('kyc-next');
    await expect.poll(pageTitle).toBe('Person i politiskt utsatt ställning');
    await pick('pep', 'NO');
    await pick('ownMoney', 'OWN');
    await press('kyc-submit');
    const result = page.getByTestId('kyc-result');
    await result.waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('kyc-result-status').innerText()).toBe(
      'Din kundinformation är uppdaterad och du kan köpa igen.',
    );
    expect(await result.innerText()).toContain('Risknivå: Låg');
    expect(await wcagViolations(page)).toEqual([]);
  });

  it('buys the share at once after answering', async () => {
    await page.goto(`/instrument/${SHARE}`);
    await form().waitFor({ timeout: 20_000 });
    await page.getByTestId('share-order-volume').fill('1');
    await expect
      .poll(() => page.getByTestId('share-order-courtage').innerText(), { timeout: 20_000 })
      .not.toBe('–');
    expect(await rejection().innerText()).toBe('');
    await page.getByTestId('share-order-submit').click();
    await page.getByTestId('share-order-confirm').waitFor({ timeout: 20_000 });
    await page.getByTestId('share-order-confirm-ok').click();
    const outcome = page.getByTestId('share-order-outcome');
    await outcome.waitFor({ timeout: 20_000 });
    const state = await outcome.locator('[data-state]').getAttribute('data-state');
    expect(['DONE', 'ON_MARKET', 'PART_DONE']).toContain(state);
    expect(pageErrors).toEqual([]);
  });
});
