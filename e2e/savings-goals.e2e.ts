import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { wcagViolations } from './axe-scan';
import { customerSession } from './customer-session';

/**
 * Savings goals (issue 15; spec 001 §7.11), as demo-se in Swedish, by keyboard: a goal with a
 * target in the past is refused with the reason on its field; a goal within reach is created over
 * two accounts and shows it is reached (progress bar at 100, every milestone passed); edited to a
 * far larger target it shows how far it has come, what to save each month and no milestone; then
 * it is deleted. No axe violations at desktop or phone width.
 */
const session = customerSession('demo-se', 'SE');
const pageErrors = session.pageErrors;
let page: Page;
beforeAll(() => {
  page = session.page;
});

/** Types into a field as a keyboard user does: focus, select what is there, type. */
async function typeInto(testId: string, text: string, within = page.locator('body')): Promise<void> {
  await within.getByTestId(testId).focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** A checkbox ticked with the space bar. */
async function tick(testId: string): Promise<void> {
  await page.getByTestId(testId).focus();
  await page.keyboard.press('Space');
}

const goalCard = () => page.locator('[data-goal="Sommarhus"]');

describe('Savings goals', () => {
  it('opens from the account menu and refuses a target date that has passed, saying why', async () => {
    await page.getByTestId('account-menu-button').click();
    await page.getByTestId('account-menu-savings-goals').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/savings-goals');
    await expect.poll(() => page.locator('h1').innerText(), { timeout: 20_000 }).toBe('Sparmål');
    await page.getByTestId('savings-goals-none').waitFor({ timeout: 20_000 });
    await page.getByTestId('savings-goal-account-10001').waitFor({ timeout: 20_000 });
    await typeInto('savings-goal-name', 'Sommarhus');
    await typeInto('savings-goal-target', '1 000');
    await page.getByTestId('savings-goal-date-input').fill('2020-06-30');
    await tick('savings-goal-account-10001');
    await page.getByTestId('savings-goal-submit').focus();
    await page.keyboard.press('Enter');
    const error = page.getByTestId('savings-goal-error');
    await expect.poll(() => error.innerText()).toBe('Välj ett måldatum efter i dag.');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'savings-goal-date-input',
    );
    expect(await page.getByTestId('savings-goal-date-input').getAttribute('aria-invalid')).toBe('true');
  });

  it('creates a goal within reach over two accounts, reached with every milestone', async () => {
    await page.getByTestId('savings-goal-date-input').fill('2030-06-30');
    await tick('savings-goal-account-10002');
    await page.getByTestId('savings-goal-submit').focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId('savings-goal-announced').innerText(), { timeout: 20_000 })
      .toBe('Sommarhus har skapats.');
    await goalCard().waitFor({ timeout: 20_000 });
    const bar = goalCard().getByRole('progressbar');
    expect(await bar.getAttribute('aria-valuenow')).toBe('100');
    expect(await bar.getAttribute('aria-valuemin')).toBe('0');
    expect(await bar.getAttribute('aria-valuemax')).toBe('100');
    // The bar is named by the goal and says its figures in words.
    expect(await bar.getAttribute('aria-valuetext')).toMatch(
      /^[\d\s\u00a0]+,\d\d\s%: [\d\s\u00a0]+,\d\d\skr av 1\s000,00\skr$/,
    );
    expect(await goalCard().getByTestId('savings-goal-status').innerText()).toBe('Målet är nått!');
    expect(await goalCard().getByTestId('savings-goal-remaining').innerText()).toMatch(/^0,00\skr$/);
    expect(await goalCard().getByTestId('savings-goal-date').innerText()).toBe('30 juni 2030');
    const milestones = goalCard().getByTestId('savings-goal-milestones').locator('li');
    expect(await milestones.allInnerTexts()).toEqual([
      expect.stringMatching(/25\s%\s\(250,00\skr\): nått \d+ \w+\.? 20\d\d$/),
      expect.stringMatching(/50\s%\s\(500,00\skr\): nått/),
      expect.stringMatching(/75\s%\s\(750,00\skr\): nått/),
    ]);
    expect(await goalCard().innerText()).toContain(
      'Investeringssparkonto (39271046), Aktie- och fondkonto (39271054)',
    );
    // The form is empty again for the next goal.
    expect(
      await page.getByTestId('savings-goal-form').first().getByTestId('savings-goal-name').inputValue(),
    ).toBe('');
  });

  it('edits the goal to a far larger target: progress, the monthly saving needed, no milestone yet', async () => {
    await goalCard().getByTestId('savings-goal-edit').focus();
    expect(await goalCard().getByTestId('savings-goal-edit').getAttribute('aria-label')).toBe(
      'Ändra Sommarhus',
    );
    await page.keyboard.press('Enter');
    const form = page.locator('[data-testid="savings-goal"]').getByTestId('savings-goal-form');
    await form.waitFor({ timeout: 20_000 });
    expect(await form.getByTestId('savings-goal-target').inputValue()).toBe('1000');
    await typeInto('savings-goal-target', '1 000 000 000', form);
    await form.getByTestId('savings-goal-submit').focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId('savings-goal-announced').innerText(), { timeout: 20_000 })
      .toBe('Sommarhus har sparats.');
    await goalCard().waitFor({ timeout: 20_000 });
    // Back on the button that opened the form.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('savings-goal-edit');
    const bar = goalCard().getByRole('progressbar');
    const now = Number(await bar.getAttribute('aria-valuenow'));
    expect(now).toBeGreaterThan(0);
    expect(now).toBeLessThan(25);
    expect(await goalCard().getByTestId('savings-goal-value').innerText()).toMatch(
      /^[\d\s\u00a0]+,\d\d\skr av 1\s000\s000\s000,00\skr$/,
    );
    expect(await goalCard().getByTestId('savings-goal-status').count()).toBe(0);
    // Whole kronor a month, over the months to June 2030.
    expect(await goalCard().getByTestId('savings-goal-monthly').innerText()).toMatch(
      /^[\d\s\u00a0]+\skr i månaden i \d+ månader\nAvrundat uppåt till hela SEK, med kontonas värde som det är i dag\.$/,
    );
    const milestones = goalCard().getByTestId('savings-goal-milestones').locator('li');
    expect(await milestones.allInnerTexts()).toEqual([
      expect.stringMatching(/25\s%\s\(250\s000\s000,00\skr\): inte ännu$/),
      expect.stringMatching(/50\s%.*: inte ännu$/),
      expect.stringMatching(/75\s%.*: inte ännu$/),
    ]);
    expect(await wcagViolations(page)).toEqual([]);
  });

  it('deletes it with the keyboard, and is clean at phone width', async () => {
    const remove = goalCard().getByTestId('savings-goal-delete');
    expect(await remove.getAttribute('aria-label')).toBe('Ta bort Sommarhus');
    await remove.focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('savings-goals-none').waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('savings-goals-list');
    expect(await page.getByTestId('savings-goal-announced').innerText()).toBe('Sommarhus har tagits bort.');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await wcagViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
