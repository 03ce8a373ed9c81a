import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { wcagViolations } from './axe-scan';
import { customerSession } from './customer-session';

/**
 * CRM tasks and attachments (issue 16; spec 001 §7.5), as demo-edd in Swedish, whose high-risk KYC
 * answers wait for a review: the required actions lead to the task asking where the money comes
 * from; a file that is not what its type says is refused with its message; a PDF is uploaded,
 * downloaded byte for byte, removed and uploaded again; the task is sent, after which its files
 * are fixed. By keyboard, with axe scans.
 */
const session = customerSession('demo-edd', 'SE');
let page: Page;
beforeAll(() => {
  page = session.page;
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');
const task = () => page.getByTestId('crm-task-PROVIDE_SOURCE_OF_FUNDS');

async function press(testId: string): Promise<void> {
  await task().getByTestId(testId).focus();
  await page.keyboard.press('Enter');
}

async function choose(name: string, mimeType: string, buffer: Buffer): Promise<void> {
  await task().getByTestId('crm-file-input').setInputFiles({ name, mimeType, buffer });
}

describe('CRM tasks and attachments', () => {
  it('leads from the failed KYC action to the task that asks for documents', async () => {
    await page.goto('/required-actions');
    const link = page.getByTestId('kyc-send-documents');
    await link.waitFor({ timeout: 20_000 });
    expect(await link.innerText()).toBe('Skicka dokument');
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/tasks', { timeout: 20_000 });
    await task().waitFor({ timeout: 20_000 });
    expect(await page.locator('h1').innerText()).toBe('Dokument att skicka');
    expect(await task().getByTestId('crm-task-status').innerText()).toBe('Att göra');
    expect(await task().getByTestId('crm-files-none').innerText()).toBe('Inga filer än.');
    expect(await wcagViolations(page)).toEqual([]);
  });

  it('refuses a file whose bytes are not what its type says, in Swedish', async () => {
    await choose('kontoutdrag.pdf', 'application/pdf', Buffer.from('<html>inte en pdf</html>'));
    await press('crm-upload');
    await expect
      .poll(() => task().getByTestId('crm-upload-problem').innerText(), { timeout: 20_000 })
      .toBe('Filen är inte vad dess typ säger. Skicka en PDF-, JPEG- eller PNG-fil.');
    // A task is sent with at least one file.
    await press('crm-submit');
    await expect
      .poll(() => task().getByTestId('crm-submit-problem').innerText(), { timeout: 20_000 })
      .toBe('Lägg till minst en fil innan du skickar.');
  });

  it('uploads a PDF, downloads the same bytes, removes it and uploads it again', async () => {
    await choose('Lönebesked oktober.pdf', 'application/pdf', PDF);
    await press('crm-upload');
    const link = task().getByTestId('crm-file-link');
    await link.waitFor({ timeout: 20_000 });
    expect(await link.innerText()).toBe('Lönebesked oktober.pdf');
    expect(await task().getByTestId('crm-told').innerText()).toBe('Lönebesked oktober.pdf har laddats upp.');
    const href = await link.getAttribute('href');
    const download = await page.request.get(href!);
    expect(download.status()).toBe(200);
    expect(Buffer.from(await download.body()).equals(PDF)).toBe(true);
    expect(await wcagViolations(page)).toEqual([]);

    await press('crm-file-remove');
    await task().getByTestId('crm-files-none').waitFor({ timeout: 20_000 });
    expect(await task().getByTestId('crm-told').innerText()).toBe('Lönebesked oktober.pdf har tagits bort.');
    await choose('Lönebesked oktober.pdf', 'application/pdf', PDF);
    await press('crm-upload');
    await link.waitFor({ timeout: 20_000 });
  });

  it('sends the task for review; its files can no longer change', async () => {
    await press('crm-submit');
    await expect
      .poll(() => task().getByTestId('crm-task-status').innerText(), { timeout: 20_000 })
      .toBe('Skickat för granskning');
    expect(await task().getByTestId('crm-task-submitted').innerText()).toMatch(/^Skickat .+\. Vi hör av oss/);
    expect(await task().getByTestId('crm-file-remove').count()).toBe(0);
    expect(await task().getByTestId('crm-file-input').count()).toBe(0);
    expect(await wcagViolations(page)).toEqual([]);
    expect(session.pageErrors).toEqual([]);
  });
});
