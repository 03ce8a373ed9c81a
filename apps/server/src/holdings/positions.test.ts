import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { Decimal } from '@broker/domain';
import { queryRows } from '../chart/db-rows';
import { positions, taxAdjustments, users } from '../db/schema';
import { DB_KINDS, loginForApi, startTestApp, type TestApp } from '../testing/test-app';

interface Position {
  position_id: string;
  accid: number;
  instrument: { instrument_id: number; name: string; currency: string };
  quantity: number;
  acquisition_cost: number;
  average_acquisition_price: number;
  acquisition_cost_edited: boolean;
  last_price: number;
  market_value: number;
  unrealised_result: number;
  unrealised_percent: number | null;
  currency: string;
}
interface Lot {
  transaction_id: number;
  type: string;
  quantity: number;
  acquisition_cost: number | null;
  booked_cost: number | null;
  acquisition_cost_edited: boolean;
  editable: boolean;
}
type Detail = Position & { lots: Lot[] };
interface CompanyEvent {
  id: number;
  instrument_id: number;
  type: string;
  day: string;
  upcoming: boolean;
  dividend_amount: number | null;
  dividend_currency: string | null;
  split: { from: number; to: number } | null;
  accids: number[];
}

describe.each(DB_KINDS)('holdings: positions and company events on %s', (kind) => {
  let t: TestApp;
  let se: { headers: Record<string, string> };
  let no: { headers: Record<string, string> };
  let seAccounts: { accid: number; type: string }[];
  let noAccids: number[];

  beforeAll(async () => {
    t = await startTestApp(kind, { SIMULATOR: 'off', READ_CACHE_MS: '0' });
    se = await loginForApi(t.app, 'demo-se');
    no = await loginForApi(t.app, 'demo-no');
    seAccounts = (await ok<{ accid: number; type: string }[]>('/api/2/accounts')).map((a) => ({
      accid: a.accid,
      type: a.type,
    }));
    noAccids = (await ok<{ accid: number }[]>('/api/2/accounts', no.headers)).map((a) => a.accid);
  });
  afterAll(async () => t?.close());

  const inject = (method: 'GET' | 'PUT', url: string, headers = se.headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  async function ok<T>(url: string, headers = se.headers): Promise<T> {
    const res = await inject('GET', url, headers);
    expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
    return res.json() as T;
  }
  const adjustments = async () =>
    (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from tax_adjustments`))[0]!
      .n;

  /** A position of demo-se's on a tax-wrapper account (a holding of its own for the tax replay). */
  async function wrapperPosition(): Promise<Detail> {
    const isk = seAccounts.find((a) => a.type === 'ISK')!;
    const list = await ok<Position[]>(`/api/2/holdings/positions?accids=${isk.accid}`);
    for (const p of list) {
      const d = await ok<Detail>(`/api/2/holdings/positions/${p.position_id}`);
      if (d.lots.some((l) => l.editable) && d.lots.some((l) => l.type === 'SELL')) return d;
    }
    const d = await ok<Detail>(`/api/2/holdings/positions/${list[0]!.position_id}`);
    return d;
  }

  it('lists every holding of the accounts with the stored quantity, and its lots add up to it', async () => {
    const list = await ok<Position[]>('/api/2/holdings/positions');
    expect(list.length).toBeGreaterThan(0);
    const accids = new Set(seAccounts.map((a) => a.accid));
    for (const p of list) {
      expect(accids.has(p.accid)).toBe(true);
      expect(p.position_id).toBe(`${p.accid}-${p.instrument.instrument_id}`);
      const [stored] = await t.database.db
        .select()
        .from(positions)
        .where(and(eq(positions.accid, p.accid), eq(positions.instrumentId, p.instrument.instrument_id)));
      expect(p.quantity).toBe(Number(stored!.qty));
      // The unrealised result is the market value less the cost; the percent is of the cost.
      expect(p.unrealised_result).toBeCloseTo(p.market_value - p.acquisition_cost, 2);
      if (p.acquisition_cost > 0)
        expect(p.unrealised_percent!).toBeCloseTo((p.unrealised_result / p.acquisition_cost) * 100, 1);
      if (p.instrument.currency === p.currency)
        expect(p.market_value).toBeCloseTo(p.quantity * p.last_price, 1);
    }
    // Every position's lots (its transactions since it was last empty) sum to its quantity.
    for (const p of list.slice(0, 6)) {
      const d = await ok<Detail>(`/api/2/holdings/positions/${p.position_id}`);
      expect(d.quantity).toBe(p.quantity);
      const sum = d.lots.reduce((s, l) => s.plus(l.quantity), new Decimal(0));
      expect(sum.toNumber(), p.position_id).toBe(p.quantity);
    }
  });

  it('corrects a lot through the tax area: the cost in force is the tax replay’s, audited, and takes back', async () => {
    const before = await wrapperPosition();
    // A purchase before a sale: the correction reaches the sale's cost too (average cost).
    expect(before.lots.some((l) => l.type === 'SELL')).toBe(true);
    const lot = before.lots.find((l) => l.editable)!;
    const corrected = new Decimal(lot.acquisition_cost!).plus(1234.56).toNumber();
    const res = await inject(
      'PUT',
      `/api/2/holdings/positions/${before.position_id}/acquisition-cost`,
      se.headers,
      {
        transaction_id: lot.transaction_id,
        acquisition_cost: corrected,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as Detail;
    const changed = after.lots.find((l) => l.transaction_id === lot.transaction_id)!;
    expect(changed.acquisition_cost).toBe(corrected);
    expect(changed.booked_cost).toBe(lot.booked_cost);
    expect(changed.acquisition_cost_edited).toBe(true);
    expect(after.acquisition_cost_edited).toBe(true);
    expect(after.acquisition_cost).not.toBe(before.acquisition_cost);

    // What the position still costs is what came in less what the sales took out, as the tax area
    // costs each sale (its realisation events).
    const events = (
      await ok<{ events: { transaction_id: number; acquisition_cost: number }[] }>(
        `/tax/v1/realisation-events?accids=${after.accid}&instrument_ids=${after.instrument.instrument_id}`,
      )
    ).events;
    const saleCost = new Map(events.map((e) => [e.transaction_id, e.acquisition_cost]));
    let expected = new Decimal(0);
    for (const l of after.lots) {
      if (l.editable) expected = expected.plus(l.acquisition_cost!);
      if (l.type === 'SELL') {
        expect(l.acquisition_cost).toBe(saleCost.get(l.transaction_id));
        expected = expected.minus(saleCost.get(l.transaction_id)!);
      }
    }
    expect(after.acquisition_cost).toBeCloseTo(expected.toNumber(), 2);
    // The list shows the same figure.
    const listed = (await ok<Position[]>(`/api/2/holdings/positions?accids=${after.accid}`)).find(
      (p) => p.position_id === after.position_id,
    )!;
    expect(listed.acquisition_cost).toBe(after.acquisition_cost);
    // The transactions (the tax area's view of the purchase) show the correction.
    const tx = (
      await ok<{
        transactions: {
          transaction_id: number;
          acquisition_cost: number;
          acquisition_cost_edited: boolean;
        }[];
      }>(`/api/2/transactions?accids=${after.accid}&types=${lot.type}&limit=200`)
    ).transactions.find((r) => r.transaction_id === lot.transaction_id)!;
    expect(tx).toMatchObject({ acquisition_cost: corrected, acquisition_cost_edited: true });
    // Stored once, with who made it.
    const [user] = await t.database.db.select().from(users).where(eq(users.username, 'demo-se'));
    const rows = await t.database.db
      .select()
      .from(taxAdjustments)
      .where(eq(taxAdjustments.transactionId, lot.transaction_id));
    expect(rows.map((r) => [r.kind, r.acquisitionCost, r.userId])).toEqual([
      ['ACQUISITION_COST', new Decimal(corrected).toFixed(2), user!.id],
    ]);

    // Null takes the booked cost back: the figures are those of before.
    const back = await inject(
      'PUT',
      `/api/2/holdings/positions/${before.position_id}/acquisition-cost`,
      se.headers,
      {
        transaction_id: lot.transaction_id,
        acquisition_cost: null,
      },
    );
    expect(back.statusCode, back.body).toBe(200);
    const restored = back.json() as Detail;
    expect(restored.acquisition_cost).toBe(before.acquisition_cost);
    expect(restored.lots.find((l) => l.transaction_id === lot.transaction_id)!.acquisition_cost_edited).toBe(
      false,
    );
  });

  it('answers 404 for another customer’s position or account and changes nothing', async () => {
    const theirs = await ok<Position[]>('/api/2/holdings/positions', no.headers);
    const their = await ok<Detail>(`/api/2/holdings/positions/${theirs[0]!.position_id}`, no.headers);
    const lot = their.lots.find((l) => l.editable)!;
    const count = await adjustments();
    const get = await inject('GET', `/api/2/holdings/positions/${their.position_id}`);
    expect(get.statusCode).toBe(404);
    expect(get.json()).toMatchObject({ code: 'POSITION_NOT_FOUND' });
    const put = await inject(
      'PUT',
      `/api/2/holdings/positions/${their.position_id}/acquisition-cost`,
      se.headers,
      {
        transaction_id: lot.transaction_id,
        acquisition_cost: 1,
      },
    );
    expect(put.statusCode).toBe(404);
    expect(put.json()).toMatchObject({ code: 'POSITION_NOT_FOUND' });
    // The caller's own position with another customer's purchase in it.
    const mine = await wrapperPosition();
    const mixed = await inject(
      'PUT',
      `/api/2/holdings/positions/${mine.position_id}/acquisition-cost`,
      se.headers,
      {
        transaction_id: lot.transaction_id,
        acquisition_cost: 1,
      },
    );
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json()).toMatchObject({ code: 'TRANSACTION_NOT_FOUND' });
    for (const url of [
      `/api/2/holdings/positions?accids=${noAccids[0]}`,
      `/api/2/holdings/positions?accids=${seAccounts[0]!.accid},${noAccids[0]}`,
      `/api/2/holdings/company-events?accids=${noAccids[0]}`,
    ]) {
      const res = await inject('GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 'ACCOUNT_NOT_FOUND' });
    }
    expect(await adjustments()).toBe(count);
  });

  it('refuses bad input with a code and stores nothing', async () => {
    const mine = await wrapperPosition();
    const url = `/api/2/holdings/positions/${mine.position_id}/acquisition-cost`;
    const editable = mine.lots.find((l) => l.editable)!;
    const sale = mine.lots.find((l) => !l.editable);
    const count = await adjustments();
    const cases: [object, number, string][] = [
      [{ transaction_id: editable.transaction_id, acquisition_cost: -1 }, 400, 'INPUT_ERROR'],
      [{ transaction_id: editable.transaction_id, acquisition_cost: 12.345 }, 400, 'INPUT_ERROR'],
      [{ transaction_id: editable.transaction_id, acquisition_cost: '100' }, 400, 'INPUT_ERROR'],
      [{ transaction_id: editable.transaction_id }, 400, 'MANDATORY_FIELD_MISSING'],
      [{ transaction_id: 2_147_483_647, acquisition_cost: 100 }, 404, 'TRANSACTION_NOT_FOUND'],
    ];
    if (sale)
      cases.push([{ transaction_id: sale.transaction_id, acquisition_cost: 100 }, 400, 'INPUT_ERROR']);
    for (const [body, status, code] of cases) {
      const res = await inject('PUT', url, se.headers, body);
      expect(res.statusCode, JSON.stringify(body) + res.body).toBe(status);
      if (code !== 'MANDATORY_FIELD_MISSING') expect(res.json().code, JSON.stringify(body)).toBe(code);
      else expect(res.json().code).toMatch(/MANDATORY_FIELD_MISSING|INPUT_ERROR/);
    }
    for (const [id, status] of [
      ['abc', 400],
      ['1-', 400],
      ['9999999999-1', 404],
      [`${mine.accid}-999999`, 404],
    ] as const) {
      const res = await inject('GET', `/api/2/holdings/positions/${id}`);
      expect(res.statusCode, id).toBe(status);
      expect(res.json().code).toBeDefined();
    }
    const window = await inject('GET', '/api/2/holdings/company-events?from=2026-12-01&to=2026-01-01');
    expect(window.statusCode).toBe(400);
    expect(window.json().code).toBe('INPUT_ERROR');
    expect(await adjustments()).toBe(count);
  });

  it('lists company events of the held instruments only, the coming ones first', async () => {
    const events = await ok<CompanyEvent[]>('/api/2/holdings/company-events');
    expect(events.length).toBeGreaterThan(0);
    const held = await queryRows<{ instrument_id: number; accid: number }>(
      t.database.db,
      sql`select p.instrument_id, p.accid from positions p where p.qty <> 0
          and p.accid = any(${`{${seAccounts.map((a) => a.accid).join(',')}}`}::int[])`,
    );
    const heldIds = new Set(held.map((h) => Number(h.instrument_id)));
    for (const e of events) {
      expect(heldIds.has(e.instrument_id), `${e.instrument_id} is held`).toBe(true);
      const holders = held
        .filter((h) => Number(h.instrument_id) === e.instrument_id)
        .map((h) => Number(h.accid));
      expect([...e.accids].sort()).toEqual(holders.sort());
      if (e.type.endsWith('DIVIDEND')) expect(e.dividend_amount).toBeGreaterThan(0);
    }
    // An instrument with events that no account of the customer holds is not there.
    const [unheld] = await queryRows<{ instrument_id: number }>(
      t.database.db,
      sql`select distinct instrument_id from corporate_events
          where instrument_id <> all(${`{${[...heldIds].join(',')}}`}::int[]) limit 1`,
    );
    if (unheld) expect(events.some((e) => e.instrument_id === Number(unheld.instrument_id))).toBe(false);
    // Coming ones soonest first, then past ones latest first.
    const coming = events.filter((e) => e.upcoming);
    const past = events.filter((e) => !e.upcoming);
    expect(events).toEqual([...coming, ...past]);
    expect(coming.map((e) => e.day)).toEqual([...coming.map((e) => e.day)].sort());
    expect(past.map((e) => e.day)).toEqual([...past.map((e) => e.day)].sort().reverse());
    // The demo's split is announced for a share the demo customers hold.
    expect(events.some((e) => e.type === 'SPLIT' && e.split?.from === 1 && e.split.to === 2)).toBe(true);
    // One account: only its holdings.
    const one = seAccounts[0]!.accid;
    const ofOne = await ok<CompanyEvent[]>(`/api/2/holdings/company-events?accids=${one}`);
    for (const e of ofOne) expect(e.accids).toEqual([one]);
  });
});
