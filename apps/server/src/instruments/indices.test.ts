import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import { CATALOG, shareId } from '../db/seed/catalog';
import { indexLevel } from '../market/index-model';
import { INDICATOR_MARKET } from '../market/indicator-markets';
import { INDEX_LISTS } from '@broker/domain';
import { DB_KINDS, startTestApp, type TestApp } from '../testing/test-app';

/**
 * Issue 17, spec 001 §7.12 "indicators (by symbol, order book id or list)": indices with their
 * members, read from the stored bars (no simulator), checked against the order books' own snapshots
 * and the simulator's index formula.
 */

interface Member {
  instrument_id: number;
  tradable: { m: number; i: string } | null;
  weight: string;
  last: number | null;
  previous_close: number | null;
  change_percent: number | null;
  contribution: number | null;
}
interface Quote {
  instrument_id: number;
  symbol: string;
  country: string;
  indicator: { m: string; i: string };
  tradable: { m: number; i: string } | null;
  last: number;
  previous_close: number;
  change: number;
  change_percent: number;
  members: Member[];
}

const OMXS30 = CATALOG.indices.find((i) => i.symbol === 'OMXS30')!;
const SHARE = shareId('NORV B');

describe.each(DB_KINDS)('indicators on %s', (kind) => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await startTestApp(kind, { SIMULATOR: 'off' });
  });
  afterAll(async () => t?.close());

  it('answers an index by symbol with members whose contributions add up to its change', async () => {
    const res = await get('/api/2/indicators?symbols=OMXS30');
    expect(res.statusCode, res.body).toBe(200);
    const [ix] = res.json() as Quote[];
    expect(ix).toMatchObject({
      instrument_id: OMXS30.instrumentId,
      symbol: 'OMXS30',
      country: 'SE',
      indicator: { m: 'SSE', i: 'OMXS30' },
      tradable: { m: OMXS30.marketId, i: OMXS30.identifier },
    });
    expect(ix!.members).toHaveLength(OMXS30.constituents.length);
    // Largest weight first, weights as stored.
    const weights = ix!.members.map((m) => Number(m.weight));
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
    const stored = new Map(OMXS30.constituents.map((c) => [c.instrumentId, c.weight]));
    for (const m of ix!.members) expect(m.weight).toBe(stored.get(m.instrument_id));
    // The contributions, in hundredths, add up to the change shown exactly.
    const sum = ix!.members.reduce((s, m) => s.plus(m.contribution ?? 0), new Decimal(0));
    expect(sum.toFixed(2)).toBe(new Decimal(ix!.change).toFixed(2));
    expect(new Decimal(ix!.last).minus(ix!.previous_close).toFixed(2)).toBe(
      new Decimal(ix!.change).toFixed(2),
    );
    expect(ix!.change_percent).toBeCloseTo((ix!.change / ix!.previous_close) * 100, 2);
    // The level is the simulator's formula applied to the members' prices.
    const level = indexLevel(
      ix!.previous_close,
      ix!.members.map((m) => ({
        share: { last: m.last!, prevClose: m.previous_close! },
        weight: Number(m.weight),
      })),
    );
    expect(Math.abs(level - ix!.last)).toBeLessThanOrEqual(0.01);
  });

  it("gives each member the price its order book's snapshot has", async () => {
    const [ix] = (await get('/api/2/indicators?symbols=OMXS30')).json() as Quote[];
    for (const m of ix!.members.slice(0, 3)) {
      const snap = await get(`/api/2/tradables/price/${m.tradable!.m}:${m.tradable!.i}`);
      expect(snap.statusCode).toBe(200);
      const price = snap.json() as { last: number; close: number };
      expect(m.last).toBe(price.last);
      expect(m.previous_close).toBe(price.close);
      const pct = new Decimal(price.last).div(price.close).minus(1).times(100).toDecimalPlaces(2).toNumber();
      expect(m.change_percent).toBe(pct);
    }
  });

  it('answers the same index by order-book id and by instrument id, and several symbols in order', async () => {
    const [bySymbol] = (await get('/api/2/indicators?symbols=OMXS30')).json() as Quote[];
    const byBook = await get(`/api/2/indicators/orderbook/${OMXS30.identifier}`);
    expect(byBook.statusCode, byBook.body).toBe(200);
    expect(byBook.json()).toEqual(bySymbol);
    const byId = await get(`/api/2/indicators/instrument/${OMXS30.instrumentId}?members=false`);
    expect(byId.statusCode, byId.body).toBe(200);
    expect(byId.json()).toEqual({ ...bySymbol, members: [] });
    const two = (await get('/api/2/indicators?symbols=OMXH25,OBX,OMXH25&members=false')).json() as Quote[];
    expect(two.map((q) => q.symbol)).toEqual(['OMXH25', 'OBX']);
    expect(two.map((q) => q.indicator.m)).toEqual(['HEX', 'OSE']);
  });

  it('lists the Nordic main indices and each exchange', async () => {
    const lists = (await get('/api/2/indicators/lists')).json() as { list_id: string; symbols: string[] }[];
    expect(lists).toEqual([
      { list_id: 'NORDIC_MAIN', symbols: ['OMXS30', 'OBX', 'OMXC25', 'OMXH25'] },
      { list_id: 'SSE', symbols: ['OMXS30'] },
      { list_id: 'OSE', symbols: ['OBX'] },
      { list_id: 'CSE', symbols: ['OMXC25'] },
      { list_id: 'HEX', symbols: ['OMXH25'] },
    ]);
    // The market lists use the feed's market strings.
    for (const [id, list] of Object.entries(INDEX_LISTS)) {
      if ('country' in list) expect(INDICATOR_MARKET[list.country]).toBe(id);
    }
    const main = await get('/api/2/indicators/lists/NORDIC_MAIN?members=false');
    expect(main.statusCode).toBe(200);
    const quotes = main.json() as Quote[];
    expect(quotes.map((q) => q.symbol)).toEqual(['OMXS30', 'OBX', 'OMXC25', 'OMXH25']);
    for (const q of quotes) {
      expect(q.members).toEqual([]);
      expect(q.last).toBeGreaterThan(0);
    }
  });

  it('answers unknown symbols, ids and lists, and a share asked as an index, with 404 and a code', async () => {
    const share = CATALOG.shares.find((s) => s.instrumentId === SHARE)!;
    const cases: [string, string][] = [
      ['/api/2/indicators?symbols=OMXS30,NOPE', 'INDEX_NOT_FOUND'],
      [`/api/2/indicators?symbols=${encodeURIComponent(share.symbol.replace(/\W/g, ''))}`, 'INDEX_NOT_FOUND'],
      ['/api/2/indicators/orderbook/999999', 'INDEX_NOT_FOUND'],
      [`/api/2/indicators/orderbook/${share.identifier}`, 'INDEX_NOT_FOUND'],
      [`/api/2/indicators/instrument/${SHARE}`, 'INDEX_NOT_FOUND'],
      ['/api/2/indicators/lists/NORDIC', 'INDEX_LIST_NOT_FOUND'],
      ['/api/2/indicators/lists/toString', 'INDEX_LIST_NOT_FOUND'],
    ];
    for (const [url, code] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect((res.json() as { code: string }).code, url).toBe(code);
    }
    const bad = await get('/api/2/indicators?symbols=omx;drop');
    expect(bad.statusCode).toBe(400);
  });
});
