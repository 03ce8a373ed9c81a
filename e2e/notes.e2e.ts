import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { wcagViolations } from './axe-scan';
import { customerSession } from './customer-session';

/**
 * Notes on an instrument (issue 16; spec 001 §7.9 notes), as demo-fi in Finnish, by keyboard: an
 * empty note is refused on its field; a note is written, changed and deleted on a share's page,
 * and is still there after a reload. No axe violations.
 */
const session = customerSession('demo-fi', 'FI');
let page: Page;
beforeAll(() => {
  page = session.page;
});

/** The first share of the demo catalogue (Stockholm), as other scenarios use it. */
const SHARE = 1001;

async function typeInto(testId: string, text: string): Promise<void> {
  await page.getByTestId(testId).focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

describe('Notes on an instrument', () => {
  it('refuses an empty note on its field, in Finnish', async () => {
    await page.goto(`/instrument/${SHARE}`);
    await page.getByTestId('notes-empty').waitFor({ timeout: 30_000 });
    await page.getByTestId('note-text').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId('note-error').innerText(), { timeout: 10_000 })
      .toBe('Kirjoita ensin jotain.');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('note-text');
  });

  it('writes a note that is kept across a reload, changes it and deletes it', async () => {
    await typeInto('note-text', 'Osta lisää, jos kurssi laskee alle 100.');
    await page.getByTestId('note-save').focus();
    await page.keyboard.press('Enter');
    const body = page.getByTestId('note-body');
    await expect
      .poll(() => body.allInnerTexts(), { timeout: 20_000 })
      .toEqual(['Osta lisää, jos kurssi laskee alle 100.']);
    expect(await page.getByTestId('note-text').inputValue()).toBe('');
    expect(await wcagViolations(page)).toEqual([]);

    await page.reload();
    await expect
      .poll(() => body.allInnerTexts(), { timeout: 30_000 })
      .toEqual(['Osta lisää, jos kurssi laskee alle 100.']);

    await page.getByTestId('note-edit').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('note-draft').waitFor({ timeout: 10_000 });
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Osa myyty 5.12.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => body.allInnerTexts(), { timeout: 20_000 }).toEqual(['Osa myyty 5.12.']);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('note-edit');

    await page.getByTestId('note-delete').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('note-delete-yes').waitFor({ timeout: 10_000 });
    expect(await wcagViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await page.getByTestId('notes-empty').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('notes-announcement').innerText()).toBe('Muistiinpano on poistettu.');
    expect(session.pageErrors).toEqual([]);
  });
});
