import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { wcagViolations } from './axe-scan';
import { customerSession } from './customer-session';

/**
 * Getting started (spec 001 §7.9 tasks and onboarding answers), as demo-empty (a new customer with
 * nothing yet) in Swedish, by keyboard: the overview's card lists the tasks; answering the
 * questionnaire as a saver puts the savings plan before the first trade, answering as an active
 * trader the other way round; a task is hidden and brought back. No axe violations. The answers
 * are set from whatever an earlier run left, so the file can run again on the same server.
 */
const session = customerSession('demo-empty', 'SE');
let page: Page;
beforeAll(() => {
  page = session.page;
});

const taskOrder = () =>
  page
    .getByTestId('get-started-task')
    .evaluateAll((items) => items.map((li) => li.getAttribute('data-task')));
const before = (order: (string | null)[], a: string, b: string) => order.indexOf(a) < order.indexOf(b);

/** Sets a checkbox or radio by keyboard: focus it and press Space when it is not as wanted. */
async function setChoice(testId: string, on: boolean): Promise<void> {
  const box = page.getByTestId(testId);
  if ((await box.isChecked()) === on) return;
  await box.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => box.isChecked(), { timeout: 20_000 }).toBe(on);
}

async function answer(goals: string[], experience: string): Promise<void> {
  await page.getByTestId('get-started-questionnaire-link').focus();
  await page.keyboard.press('Enter');
  await page.getByTestId('onboarding-form').waitFor({ timeout: 20_000 });
  for (const goal of ['SAVE_LONG_TERM', 'SAVE_FOR_CHILDREN', 'PENSION', 'TRADE_ACTIVELY', 'LEARN']) {
    await setChoice(`onboarding-goal-${goal}`, goals.includes(goal));
  }
  await setChoice(`onboarding-experience-${experience}`, true);
  await setChoice('onboarding-interest-FUNDS', true);
  expect(await wcagViolations(page)).toEqual([]);
  await page.getByTestId('onboarding-save').focus();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/overview', { timeout: 20_000 });
  await page.getByTestId('get-started').waitFor({ timeout: 20_000 });
}

describe('Getting started', () => {
  it('shows the tasks on the overview with links, in Swedish', async () => {
    const card = page.getByTestId('get-started');
    await card.waitFor({ timeout: 30_000 });
    expect(await card.getByRole('heading', { level: 2 }).innerText()).toBe('Kom igång');
    expect(await page.getByRole('link', { name: 'Lägg till ditt bankkonto' }).getAttribute('href')).toBe(
      '/bank-accounts',
    );
    expect(await wcagViolations(page)).toEqual([]);
  });

  it('orders the tasks by the answers: a saver gets the plan first, a trader the trade', async () => {
    await answer(['SAVE_LONG_TERM'], 'NONE');
    // The overview first shows the card it had (no answers on a first run, a trader's on a rerun):
    // only the fresh one says both that there are answers and that the plan comes first.
    await expect
      .poll(
        async () => [
          await page.getByTestId('get-started-questionnaire-link').innerText(),
          before(await taskOrder(), 'START_SAVINGS_PLAN', 'FIRST_TRADE'),
        ],
        { timeout: 20_000 },
      )
      .toEqual(['Ändra dina svar', true]);

    await answer(['TRADE_ACTIVELY', 'LEARN'], 'SOME');
    await expect
      .poll(async () => before(await taskOrder(), 'FIRST_TRADE', 'START_SAVINGS_PLAN'), { timeout: 20_000 })
      .toBe(true);
    expect(
      await page
        .locator('[data-testid="get-started-task"][data-task="ANSWER_ONBOARDING"]')
        .getAttribute('data-status'),
    ).toBe('DONE');
    expect(await wcagViolations(page)).toEqual([]);
  });

  it('hides a task and brings it back, by keyboard', async () => {
    // An earlier run that stopped halfway may have left tasks hidden.
    if ((await page.getByTestId('get-started-show-hidden').count()) > 0) {
      await page.getByTestId('get-started-show-hidden').click();
      await page.getByTestId('get-started-show-hidden').waitFor({ state: 'detached', timeout: 20_000 });
    }
    await page.getByTestId('get-started-dismiss-ENROL_PASSKEY').focus();
    await page.keyboard.press('Enter');
    await expect.poll(taskOrder, { timeout: 20_000 }).not.toContain('ENROL_PASSKEY');
    await expect
      .poll(() => page.getByTestId('get-started-announcement').innerText(), { timeout: 20_000 })
      .toBe('Uppgiften har dolts.');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H2');
    expect(await wcagViolations(page)).toEqual([]);

    await page.getByTestId('get-started-show-hidden').focus();
    await page.keyboard.press('Enter');
    await expect.poll(taskOrder, { timeout: 20_000 }).toContain('ENROL_PASSKEY');
    expect(session.pageErrors).toEqual([]);
  });
});
