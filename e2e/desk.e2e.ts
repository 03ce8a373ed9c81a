import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { api } from './api';
import { wcagViolations } from './axe-scan';
import { customerSession } from './customer-session';
import { laneUrl } from './lane';

/**
 * The compliance desk: demo-desk (a PEP whose high-risk KYC answers block buying, like demo-edd but
 * their own, so crm-tasks.e2e keeps demo-edd's task) sends a PDF for their source-of-funds task;
 * the demo staff logs in at /desk by keyboard, finds it in the queue, opens it, downloads the file,
 * is stopped by a rejection without reason, and approves. The customer's block is lifted and they
 * are told. Axe scans the login, the queue and the task.
 */
const customer = customerSession('demo-desk', 'SE');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');
let staffContext: BrowserContext;
let desk: Page;

beforeAll(async () => {
  staffContext = await customer.page
    .context()
    .browser()!
    .newContext({
      baseURL: laneUrl(),
      viewport: { width: 1280, height: 900 },
    });
  desk = await staffContext.newPage();
});
afterAll(async () => staffContext?.close());

async function press(testId: string): Promise<void> {
  await desk.getByTestId(testId).focus();
  await desk.keyboard.press('Enter');
}

const kycBlocks = async () => {
  const reply = await api(customer.page, 'GET', '/api/2/required-actions/v2/actions');
  const actions = JSON.parse(reply.text) as { type: string; blocks_buying: boolean }[];
  return actions.find((a) => a.type === 'ANSWER_KYC')?.blocks_buying;
};

describe('the compliance desk', () => {
  it('the customer sends a file for the open source-of-funds task', async () => {
    const page = customer.page;
    expect(await kycBlocks()).toBe(true);
    const list = JSON.parse((await api(page, 'GET', '/nnxapi/crm/v1/tasks?status=OPEN')).text) as {
      tasks: { id: number }[];
    };
    const taskId = list.tasks[0]!.id;
    const token = await api(page, 'POST', '/nnxapi/crm/v1/attachments/tokens', {
      taskId,
      fileName: 'Kontoutdrag.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
    });
    expect(token.status, token.text).toBe(201);
    const { uploadPath } = JSON.parse(token.text) as { uploadPath: string };
    const put = await page.request.put(uploadPath, {
      headers: { 'content-type': 'application/pdf' },
      data: PDF,
    });
    expect(put.status()).toBe(201);
    const submitted = await api(page, 'POST', `/nnxapi/crm/v1/tasks/${taskId}/SUBMIT`);
    expect(submitted.status, submitted.text).toBe(200);
  });

  it('staff log in at the desk by keyboard and find the task in the queue', async () => {
    await desk.goto('/desk');
    await desk.getByTestId('desk-login').waitFor({ timeout: 20_000 });
    expect(await wcagViolations(desk)).toEqual([]);
    await desk.getByTestId('desk-username').focus();
    await desk.keyboard.type('desk-compliance');
    await desk.keyboard.press('Tab');
    await desk.keyboard.type('demo1234');
    await desk.keyboard.press('Enter');
    const row = desk.getByTestId('desk-item-1005190');
    await row.waitFor({ timeout: 20_000 });
    expect(await row.innerText()).toContain('Disa Lundqvist');
    expect(await desk.getByTestId('desk-staff').innerText()).toContain('Carin Holm');
    expect(await wcagViolations(desk)).toEqual([]);
  });

  it('opens the task, downloads its file, and needs a reason to reject', async () => {
    await desk.getByTestId('desk-item-1005190').getByTestId('desk-item-link').focus();
    await desk.keyboard.press('Enter');
    const link = desk.getByTestId('desk-file-link');
    await link.waitFor({ timeout: 20_000 });
    expect(await desk.getByTestId('desk-task-customer').innerText()).toContain('1005190');
    expect(await desk.getByTestId('desk-task-kyc').innerText()).toContain('HIGH');
    const file = await desk.request.get((await link.getAttribute('href'))!);
    expect(file.status()).toBe(200);
    expect(Buffer.from(await file.body()).equals(PDF)).toBe(true);
    // The customer's browser cannot fetch it: the desk's cookie is not theirs.
    expect((await customer.page.request.get((await link.getAttribute('href'))!)).status()).toBe(401);
    expect(await wcagViolations(desk)).toEqual([]);

    await desk.getByTestId('desk-decision-REJECT').focus();
    await desk.keyboard.press('Space');
    await press('desk-decide-submit');
    await expect
      .poll(() => desk.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('desk-reason');
    expect(await desk.getByTestId('desk-reason').getAttribute('aria-invalid')).toBe('true');
    expect(await wcagViolations(desk)).toEqual([]);
  });

  it('approves: the decision is recorded and the customer can buy again', async () => {
    await desk.getByTestId('desk-decision-APPROVE').focus();
    await desk.keyboard.press('Space');
    await desk.getByTestId('desk-comment').focus();
    await desk.keyboard.type('Kontoutdraget visar lön som svaren säger.');
    await press('desk-decide-submit');
    await desk.getByTestId('desk-decision-kyc').waitFor({ timeout: 20_000 });
    expect(await desk.getByTestId('desk-decision-text').innerText()).toContain('Carin Holm');
    expect(await wcagViolations(desk)).toEqual([]);
    expect(await kycBlocks()).toBe(false);
    const notices = JSON.parse((await api(customer.page, 'GET', '/nnxapi/crm/v1/notifications')).text) as {
      notifications: { kind: string }[];
    };
    expect(notices.notifications[0]?.kind).toBe('CRM_TASK_APPROVED');

    await press('desk-back');
    await desk.getByTestId('desk-queue').waitFor({ timeout: 20_000 });
    await expect.poll(() => desk.getByTestId('desk-item-1005190').count()).toBe(0);
    await press('desk-logout');
    await desk.getByTestId('desk-login').waitFor({ timeout: 20_000 });
    expect(customer.pageErrors).toEqual([]);
  });
});
