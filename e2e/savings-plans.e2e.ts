import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { nextRun } from '@broker/domain';
import { fundId, shareId } from '../apps/server/src/db/seed/catalog';
import { wcagViolations } from './axe-scan';
import { customerSession } from './customer-session';

/**
 * Monthly savings (issue 15; spec 001 §7.14 "periodic plans"), as demo-se in Swedish, keyboard
 * only: a plan with nothing in it is refused with the focus where the fund goes; a fund and a share
 * found by the search are added with their amounts and a day (the share's amount says it buys whole
 * shares with courtage), and the plan is listed with its next buy (the domain's own reckoning of the
 * day by the Swedish banking days, at the exchange's opening for a plan with a share), its status
 * and the percentile sentence (no figure: too few customers); its next buy is skipped and bought after all, it is
 * paused and resumed, and deleted; no axe violations at desktop or phone width. The buy itself on
 * its day: savings-plan-buy.own-server.e2e.ts.
 */
const session = customerSession('demo-se', 'SE');
const pageErrors = session.pageErrors;
let page: Page;
beforeAll(() => {
  page = session.page;
});

const FUND = fundId('Lagerlund Global Hållbar');
const SHARE = shareId('NORV B');
const DAY = 25;
const day = (d: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.parse(`${d}T00:00:00Z`));
const month = (m: string) =>
  new Intl.DateTimeFormat('sv-SE', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.parse(`${m}-01T00:00:00Z`),
  );
const focused = () =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.id);
const status = () => page.getByTestId('savings-plans-status').innerText();
const plan = () => page.getByTestId('savings-plan');

async function typeInto(testId: string, text: string): Promise<void> {
  await page.getByTestId(testId).focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

async function press(testId: string): Promise<void> {
  await page.getByTestId(testId).focus();
  await page.keyboard.press('Enter');
}

describe('Monthly savings', () => {
  it('opens from the account menu and refuses a plan without a fund, saying why', async () => {
    await page.getByTestId('account-menu-button').click();
    await page.getByTestId('account-menu-savings-plans').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/savings-plans');
    await expect.poll(() => page.locator('h1').innerText(), { timeout: 20_000 }).toBe('Månadssparande');
    await page.getByTestId('savings-plans-none').waitFor({ timeout: 20_000 });
    await typeInto('savings-plan-day', String(DAY));
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId('savings-plan-error').innerText(), { timeout: 20_000 })
      .toBe('Lägg till minst en fond eller aktie.');
    expect(await focused()).toBe('savings-plan-search');
  });

  it('starts a plan of a fund and a share found by the search and lists it with its next buy', async () => {
    await page.keyboard.type('Lagerlund Global');
    const add = page.getByTestId(`savings-plan-add-${FUND}`);
    await add.waitFor({ timeout: 20_000 });
    expect(await add.innerText()).toBe('Lägg till Lagerlund Global Hållbar');
    await press(`savings-plan-add-${FUND}`);
    // The new fund's amount has the focus.
    await expect.poll(focused, { timeout: 10_000 }).toBe(`savings-plan-amount-${FUND}`);
    await page.keyboard.type('750,50');
    // A share too: found by the same search, bought in whole shares with courtage.
    await typeInto('savings-plan-search', 'Norrvik');
    const addShare = page.getByTestId(`savings-plan-add-${SHARE}`);
    await addShare.waitFor({ timeout: 20_000 });
    await press(`savings-plan-add-${SHARE}`);
    await expect.poll(focused, { timeout: 10_000 }).toBe(`savings-plan-amount-${SHARE}`);
    const hint = page.getByTestId(`savings-plan-share-hint-${SHARE}`);
    expect(await hint.innerText()).toContain('i hela aktier');
    expect(await page.getByTestId(`savings-plan-amount-${SHARE}`).getAttribute('aria-describedby')).toBe(
      await hint.getAttribute('id'),
    );
    await page.keyboard.type('1000');
    expect(await wcagViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    const next = nextRun('SE', DAY, Date.now(), { markets: ['SE'] });
    await expect.poll(status, { timeout: 20_000 }).toBe(`Din plan är sparad. Första köp: ${day(next.day)}.`);
    await plan().waitFor({ timeout: 20_000 });
    expect(await plan().locator('h3').innerText()).toContain(`Dag ${DAY} från konto`);
    expect(await plan().getByTestId('savings-plan-status').innerText()).toBe('Aktiv');
    expect(await plan().getByTestId('savings-plan-next').innerText()).toBe(`Nästa köp: ${day(next.day)}`);
    const rows = plan().locator('table.savings-items tbody tr');
    expect((await rows.nth(0).innerText()).replace(/\s+/g, ' ')).toMatch(
      /^Lagerlund Global Hållbar 750,50 kr$/,
    );
    expect((await rows.nth(1).innerText()).replace(/\s+/g, ' ')).toMatch(
      /^Norrvik Industrier B \(aktie: hela aktier, med courtage\) 1 000,00 kr$/,
    );
    await expect
      .poll(() => plan().getByTestId('savings-plan-percentile').innerText(), { timeout: 20_000 })
      .toBe('Ännu sparar för få kunder i SEK för en jämförelse.');
    expect(await wcagViolations(page)).toEqual([]);
  });

  it('skips the next buy and buys after all, pauses and resumes', async () => {
    const next = nextRun('SE', DAY, Date.now(), { markets: ['SE'] });
    const after = nextRun('SE', DAY, Date.now(), { skipMonth: next.month, markets: ['SE'] });
    await press('savings-plan-skip');
    await expect
      .poll(status, { timeout: 20_000 })
      .toBe(`${month(next.month)} hoppas över. Nästa köp: ${day(after.day)}.`);
    expect(await focused()).toBe('savings-plans-list');
    expect(await plan().getByTestId('savings-plan-skipped').innerText()).toBe(
      `Du hoppar över ${month(next.month)}.`,
    );
    expect(await plan().getByTestId('savings-plan-history').innerText()).toContain('Överhoppad av dig');
    await press('savings-plan-unskip');
    await expect.poll(status, { timeout: 20_000 }).toBe(`Planen köper i ${month(next.month)} igen.`);
    await press('savings-plan-pause');
    await expect.poll(status, { timeout: 20_000 }).toBe('Planen är pausad.');
    expect(await plan().getByTestId('savings-plan-status').innerText()).toBe('Pausad');
    expect(await plan().getByTestId('savings-plan-next').innerText()).toBe(
      'Pausad: inga köp förrän du återupptar planen.',
    );
    await press('savings-plan-resume');
    await expect.poll(status, { timeout: 20_000 }).toBe(`Planen är aktiv igen. Nästa köp: ${day(next.day)}.`);
  });

  it('deletes it with the keyboard, and is clean at phone width', async () => {
    await press('savings-plan-delete');
    await expect.poll(status, { timeout: 20_000 }).toBe(`Planen dag ${DAY} är borttagen.`);
    await page.getByTestId('savings-plans-none').waitFor({ timeout: 20_000 });
    expect(await focused()).toBe('savings-plans-list');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await wcagViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
