import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decimal } from '@broker/domain';
import { transactions } from '../db/schema';
import { DB_KINDS, loginForApi, startTestApp, type TestApp } from '../testing/test-app';

interface Event {
  transaction_id: number;
  accid: number;
  instrument_id: number;
  sale_amount: number;
  fees: number;
  acquisition_cost: number;
  trade_date: string;
  tax_wrapper: boolean;
}
interface Disposal {
  transaction_id: number;
  acquired: string;
  sold: string;
  sale_price: number;
  actual_cost: number;
  deemed_cost: number;
  uses_deemed_cost: boolean;
  result: number;
}
interface Report {
  disposals: Disposal[];
  totals: { sale_prices: number; gains: number; losses: number; net: number };
  small_disposals_tax_free: boolean;
}

const sum = (xs: readonly number[]) => xs.reduce((s, x) => s.plus(x), new Decimal(0));

describe.each(DB_KINDS)('form 9A on %s', (kind) => {
  let t: TestApp;
  let fi: Record<string, string>;
  let se: Record<string, string>;
  let events: Event[];

  beforeAll(async () => {
    t = await startTestApp(kind);
    fi = (await loginForApi(t.app, 'demo-fi')).headers;
    se = (await loginForApi(t.app, 'demo-se')).headers;
    events = (
      (await t.app.inject({ method: 'GET', url: '/tax/v1/realisation-events', headers: fi })).json() as {
        events: Event[];
      }
    ).events.filter((e) => !e.tax_wrapper);
  });
  afterAll(async () => t?.close());

  const report = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/tax/v1/9a${query}`, headers: fi });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Report;
  };

  it('splits each reported sale into its purchases and deducts the better cost of each', async () => {
    expect(events.length).toBeGreaterThan(0);
    const year = Number(events[0]!.trade_date.slice(0, 4));
    const r = await report(`?year=${year}`);
    const ofYear = events.filter((e) => e.trade_date.startsWith(`${year}-`));
    expect([...new Set(r.disposals.map((d) => d.transaction_id))].sort()).toEqual(
      ofYear.map((e) => e.transaction_id).sort(),
    );
    for (const e of ofYear) {
      const parts = r.disposals.filter((d) => d.transaction_id === e.transaction_id);
      // The parts add up to the sale: its price, and its purchases' cost with the sale's fees.
      expect(sum(parts.map((d) => d.sale_price)).toNumber()).toBe(e.sale_amount);
      expect(sum(parts.map((d) => d.actual_cost)).toNumber()).toBe(
        new Decimal(e.acquisition_cost).plus(e.fees).toNumber(),
      );
    }
    for (const d of r.disposals) {
      const tenYears = Number(d.sold.slice(0, 4)) - Number(d.acquired.slice(0, 4)) >= 10;
      const deemed = new Decimal(d.sale_price).times(tenYears ? '0.4' : '0.2').toDecimalPlaces(2);
      expect(d.deemed_cost).toBe(deemed.toNumber());
      expect(d.uses_deemed_cost).toBe(deemed.gt(d.actual_cost));
      expect(d.result).toBe(new Decimal(d.sale_price).minus(Decimal.max(deemed, d.actual_cost)).toNumber());
    }
    expect(r.totals.net).toBe(sum(r.disposals.map((d) => d.result)).toNumber());
    expect(r.totals.sale_prices).toBe(sum(r.disposals.map((d) => d.sale_price)).toNumber());
    expect(r.small_disposals_tax_free).toBe(r.totals.sale_prices <= 1000);
  });

  it('uses the deemed cost where it is better: a purchase whose cost the customer set to nothing', async () => {
    const ledger = (await t.database.db.select().from(transactions)).filter((x) =>
      events.some((e) => e.accid === x.accid),
    );
    const sale = events[events.length - 1]!; // the oldest sale: it uses the holding's first purchase
    const buy = ledger
      .filter((x) => x.type === 'BUY' && x.accid === sale.accid && x.instrumentId === sale.instrument_id)
      .sort((a, b) => (a.tradeDate === b.tradeDate ? a.id - b.id : a.tradeDate < b.tradeDate ? -1 : 1))[0]!;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/2/transactions/${buy.id}/acquisition-cost`,
      headers: fi,
      payload: { acquisition_cost: 0 },
    });
    expect(put.statusCode, put.body).toBe(200);
    const year = Number(sale.trade_date.slice(0, 4));
    const part = (await report(`?year=${year}&instruments=${sale.instrument_id}`)).disposals.find(
      (d) => d.transaction_id === sale.transaction_id && d.acquired === buy.tradeDate,
    )!;
    expect(part.uses_deemed_cost).toBe(true);
    expect(part.result).toBe(new Decimal(part.sale_price).minus(part.deemed_cost).toNumber());
    await t.app.inject({
      method: 'PUT',
      url: `/api/2/transactions/${buy.id}/acquisition-cost`,
      headers: fi,
      payload: { acquisition_cost: null },
    });
  });

  it('lists its filters, and is not there for a customer taxed elsewhere', async () => {
    const filters = (
      await t.app.inject({ method: 'GET', url: '/tax/v1/9a/filters', headers: fi })
    ).json() as {
      years: number[];
      instruments: { instrument_id: number }[];
    };
    expect(filters.years).toEqual(
      [...new Set(events.map((e) => Number(e.trade_date.slice(0, 4))))].sort((a, b) => b - a),
    );
    expect(filters.instruments.map((i) => i.instrument_id).sort()).toEqual(
      [...new Set(events.map((e) => e.instrument_id))].sort(),
    );
    for (const url of ['/tax/v1/9a?year=2025', '/tax/v1/9a/filters']) {
      const res = await t.app.inject({ method: 'GET', url, headers: se });
      expect([res.statusCode, res.json().code]).toEqual([403, 'TAX_REPORT_NOT_AVAILABLE']);
    }
  });
});
