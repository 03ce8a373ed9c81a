import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api } from './api';
import { wcagViolations } from './axe-scan';
import { customerSession } from './customer-session';

/**
 * The positions pages (issue 14; spec 001 §7.10 "positions (with update-acquisition-cost, by id)"
 * and "company events"), as demo-se in Swedish, by keyboard: reached from the account menu, every
 * holding listed by account, the company events of the instruments held (and only of those),
 * narrowed by kind; a holding's page, where one purchase's acquisition cost is corrected and the
 * holding's figures follow the server's, then taken back; no axe violations at desktop or phone width.
 */
const session = customerSession('demo-se', 'SE');
const pageErrors = session.pageErrors;
let page: Page;
beforeAll(() => {
  page = session.page;
});

interface Position {
  position_id: string;
  instrument: { instrument_id: number };
  acquisition_cost: number;
}
interface Detail extends Position {
  lots: { transaction_id: number; type: string; editable: boolean; acquisition_cost: number | null }[];
}

async function get<T>(path: string): Promise<T> {
  const res = await api(page, 'GET', path);
  expect(res.status, res.text.slice(0, 200)).toBe(200);
  return JSON.parse(res.text) as T;
}

/** "47 721,97 kr (ändrat)" → 47721.97 */
const kronor = (text: string) =>
  Number(
    text
      .replace(/\(.*\)/, '')
      .replace(/[^\d,−-]/g, '')
      .replace('−', '-')
      .replace(',', '.'),
  );

describe('Positions', () => {
  it('opens from the account menu and lists every holding, each account in its own table', async () => {
    await page.getByTestId('account-menu-button').click();
    await page.getByTestId('account-menu-positions').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/positions');
    await expect.poll(() => page.locator('h1').innerText(), { timeout: 20_000 }).toBe('Innehav');
    const positions = await get<Position[]>('/api/2/holdings/positions');
    const rows = page.getByTestId('positions-table').locator('tbody tr');
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(positions.length);
    expect(
      new Set(await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-position')))),
    ).toEqual(new Set(positions.map((p) => p.position_id)));
    expect(await wcagViolations(page)).toEqual([]);
  });

  it('lists the company events of the instruments held only, and narrows them by kind', async () => {
    const held = new Set(
      (await get<Position[]>('/api/2/holdings/positions')).map((p) => p.instrument.instrument_id),
    );
    const events = await get<{ instrument_id: number; type: string }[]>('/api/2/holdings/company-events');
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => held.has(e.instrument_id))).toBe(true);
    const rows = page.getByTestId('company-events-table').locator('tbody tr');
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(Math.min(15, events.length));
    await page.getByTestId('company-events-kind').focus();
    await page.getByTestId('company-events-kind').selectOption('DIVIDENDS');
    await expect
      .poll(
        async () => new Set(await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-kind')))),
        {
          timeout: 20_000,
        },
      )
      .toEqual(new Set(['DIVIDENDS']));
    expect(await rows.first().innerText()).toMatch(/per aktie/);
  });

  it('corrects a purchase’s acquisition cost on the holding’s page by keyboard; the figures follow', async () => {
    // A holding with a purchase after its last sale: correcting it changes no realised result that
    // another scenario reads.
    let chosen: { detail: Detail; lot: Detail['lots'][number] } | undefined;
    for (const p of await get<Position[]>('/api/2/holdings/positions')) {
      const detail = await get<Detail>(`/api/2/holdings/positions/${p.position_id}`);
      const lastSale = detail.lots.map((l) => l.type).lastIndexOf('SELL');
      const lot = detail.lots.slice(lastSale + 1).find((l) => l.editable);
      if (lot) {
        chosen = { detail, lot };
        break;
      }
    }
    expect(chosen).toBeDefined();
    const { detail, lot } = chosen!;
    const link = page.locator(`tr[data-position="${detail.position_id}"]`).getByTestId('position-link');
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/positions/${detail.position_id}`);
    const cost = page.getByTestId('position-cost');
    await expect
      .poll(async () => kronor(await cost.innerText()), { timeout: 30_000 })
      .toBe(detail.acquisition_cost);

    const row = page.locator(`tr[data-transaction="${lot.transaction_id}"]`);
    await row.getByTestId('transaction-cost-edit').focus();
    await page.keyboard.press('Enter');
    const input = row.getByTestId('transaction-cost-input');
    await expect.poll(() => input.evaluate((e) => e === document.activeElement)).toBe(true);
    const corrected = Math.round((lot.acquisition_cost! + 1000) * 100) / 100;
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(String(corrected).replace('.', ','));
    await page.keyboard.press('Enter');
    // The holding costs exactly 1 000 kr more (nothing sold since), and the page says it was changed.
    await expect
      .poll(async () => kronor(await cost.innerText()), { timeout: 30_000 })
      .toBe(Math.round((detail.acquisition_cost + 1000) * 100) / 100);
    expect(await cost.innerText()).toContain('ändrat');
    expect(kronor(await row.getByTestId('transaction-cost').innerText())).toBe(corrected);
    const after = await get<Detail>(`/api/2/holdings/positions/${detail.position_id}`);
    expect(after.acquisition_cost).toBe(kronor(await cost.innerText()));
    expect(await wcagViolations(page)).toEqual([]);

    // Taken back by keyboard: the booked cost and the figures of before.
    await row.getByTestId('transaction-cost-edit').focus();
    await page.keyboard.press('Enter');
    await row.getByTestId('transaction-cost-reset').focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => kronor(await cost.innerText()), { timeout: 30_000 })
      .toBe(detail.acquisition_cost);
    expect(await row.getByTestId('transaction-cost-edited').count()).toBe(0);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await wcagViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
