import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { DepthData } from '@broker/contract';
import { Decimal, toTickGrid } from '@broker/domain';
import { allocationRequests, exchangeOrders, positions } from '../db/schema';
import { instrumentById, shareId } from '../db/seed/catalog';
import type { Market } from '../market/start';
import { startExchangeMarket } from '../testing/exchange-market';
import { DB_KINDS, loginForApi, startTestApp, type TestApp } from '../testing/test-app';
import { runExchangeAllocationJob } from './allocation-requests';
import type { ExchangeRuntime } from './runtime';

/**
 * Exchange-trading allocation requests (spec 001 §7.14): the private-banking customer demo-pb asks
 * for shares, the desk run places them as limit orders on the running exchange, and each request
 * follows its order. Hand-driven clock on Monday 23 Nov 2026, continuous trading in Stockholm.
 */

const MON_10 = Date.parse('2026-11-23T09:00:00Z');
const NORV = instrumentById(shareId('NORV B'));
const SVHB = instrumentById(shareId('SVHB A'));
const PB_ISK = { accid: 10061, accno: '39517302' };
const SE_ISK_ACCNO = '10001';

interface RequestReply {
  id: number;
  requestStatus: string;
  orderType: string;
  orderId: number | null;
  volume: number | null;
  tradedVolume: number | null;
  price: { value: number; currency: string } | null;
  tradingOrderBookId: number | null;
  rejectCode: string | null;
  cancellable: boolean;
}

describe.each(DB_KINDS)('exchange-trading allocation requests on %s', (kind) => {
  let t: TestApp;
  let market: Market;
  let runtime: ExchangeRuntime;
  const now = MON_10;
  const users: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    t = await startTestApp(kind, { READ_CACHE_MS: '0' });
    ({ market, runtime } = await startExchangeMarket(t, () => now, 'share-requests-test'));
    for (const u of ['demo-pb', 'demo-se']) users[u] = (await loginForApi(t.app, u)).headers;
  });
  afterAll(async () => {
    await market?.stop();
    await t?.close();
  });

  const send = (who: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/2/allocation-requests/exchange-trading',
      headers: users[who],
      payload: body,
    });
  const list = async () =>
    (
      await t.app.inject({ method: 'GET', url: '/api/2/allocation-requests', headers: users['demo-pb'] })
    ).json() as RequestReply[];
  const requestOf = async (id: number) => (await list()).find((r) => r.id === id)!;
  const cancel = (id: number) =>
    t.app.inject({ method: 'DELETE', url: `/api/2/allocation-requests/${id}`, headers: users['demo-pb'] });
  const depth = async (share = NORV) =>
    (await market.snapshots.resolve({ t: 'depth', m: share.marketId, i: share.identifier }))
      .state as DepthData;
  const desk = async () => {
    const result = await runExchangeAllocationJob(t.app.deps, now);
    await runtime.flush();
    return result;
  };
  const held = async (instrumentId: number) => {
    const [p] = await t.database.db
      .select()
      .from(positions)
      .where(and(eq(positions.accid, PB_ISK.accid), eq(positions.instrumentId, instrumentId)));
    return new Decimal(p?.qty ?? 0).toNumber();
  };
  const requestBody = (share: typeof NORV, side: 'BUY' | 'SELL', price: number, volume: number) => ({
    accountNumber: PB_ISK.accno,
    tradingOrderBookId: Number(share.identifier),
    side,
    price,
    volume,
  });
  const storedRequests = async () =>
    (await t.database.db.select().from(allocationRequests)).filter((r) => r.orderType === 'EXCHANGE_TRADING')
      .length;

  it('a buy at the ask waits for the desk, becomes a limit order, trades and ends executed', async () => {
    const before = await held(NORV.instrumentId);
    const book = await depth();
    const ask = book.ask1 as number;
    const volume = Math.min(5, book.ask_volume1 as number);
    const res = await send('demo-pb', requestBody(NORV, 'BUY', ask, volume));
    expect(res.statusCode).toBe(201);
    const sent = res.json() as RequestReply;
    expect(sent).toMatchObject({
      requestStatus: 'IN_PROGRESS',
      orderType: 'EXCHANGE_TRADING',
      tradingOrderBookId: Number(NORV.identifier),
      volume,
      tradedVolume: 0,
      price: { value: ask, currency: NORV.currency },
      orderId: null,
      cancellable: true,
    });

    expect((await desk()).approved).toBe(1);
    const approved = await requestOf(sent.id);
    // The exchange answers at once: the same run may already have seen the fill.
    expect(['ORDER_APPROVED', 'ORDER_EXECUTED']).toContain(approved.requestStatus);
    const [order] = await t.database.db
      .select()
      .from(exchangeOrders)
      .where(eq(exchangeOrders.id, approved.orderId!));
    expect(order).toMatchObject({ orderType: 'LIMIT', side: 'BUY', volume, customerId: 8 });
    expect(Number(order!.price)).toBe(ask);

    // The exchange filled it against the ask; a run after the booking sees the order done.
    await desk();
    const done = await requestOf(sent.id);
    expect(done).toMatchObject({ requestStatus: 'ORDER_EXECUTED', tradedVolume: volume, cancellable: false });
    expect(await held(NORV.instrumentId)).toBe(before + volume);
  });

  it('refuses at once what order entry would refuse, storing nothing', async () => {
    const count = await storedRequests();
    const ask = (await depth()).ask1 as number;
    const codeOf = async (who: string, body: object) => {
      const res = await send(who, body);
      return { status: res.statusCode, fields: (res.json() as { fields: unknown[] }).fields };
    };
    expect(
      await codeOf('demo-se', { ...requestBody(NORV, 'BUY', ask, 1), accountNumber: SE_ISK_ACCNO }),
    ).toEqual({ status: 403, fields: [{ code: 'ALLOCATION_REQUEST_NOT_ALLOWED' }] });
    // Off the grid: half a tick above the ask.
    const offGrid = new Decimal(ask).plus(0.0001).toNumber();
    expect(await codeOf('demo-pb', requestBody(NORV, 'BUY', offGrid, 1))).toEqual({
      status: 422,
      fields: [{ code: 'PRICE_NOT_ON_TICK_GRID', field: 'body.price' }],
    });
    expect(await codeOf('demo-pb', requestBody(NORV, 'SELL', ask, 1_000_000))).toEqual({
      status: 422,
      fields: [{ code: 'NOT_ENOUGH_POSITIONS', field: 'body.volume' }],
    });
    expect(
      await codeOf('demo-pb', { ...requestBody(NORV, 'BUY', ask, 1), tradingOrderBookId: 999_999 }),
    ).toEqual({ status: 404, fields: [{ code: 'UNKNOWN_INSTRUMENT', field: 'body.tradingOrderBookId' }] });
    // Another customer's account is not found.
    expect(
      await codeOf('demo-pb', { ...requestBody(NORV, 'BUY', ask, 1), accountNumber: SE_ISK_ACCNO }),
    ).toEqual({ status: 404, fields: [{ code: 'ACCOUNT_NOT_FOUND', field: 'body.accountNumber' }] });
    expect(await storedRequests()).toBe(count);
    // The customer's own order is still refused: the desk places it.
    const own = await t.app.inject({
      method: 'POST',
      url: `/api/2/accounts/${PB_ISK.accid}/orders`,
      headers: { ...users['demo-pb'], 'idempotency-key': 'pb-own' },
      payload: {
        market_id: NORV.marketId,
        identifier: NORV.identifier,
        side: 'BUY',
        price: ask,
        volume: 1,
        currency: NORV.currency,
        order_type: 'LIMIT',
      },
    });
    expect(own.statusCode).toBe(403);
  });

  it('cancels a waiting request at once and an approved one through the desk, releasing the reservation', async () => {
    const bid = (await depth()).bid1 as number;
    // Resting below the market: 3 % under the best bid, on the grid.
    const low = Number(toTickGrid(new Decimal(bid).times(0.97), 'down'));

    const waiting = (await send('demo-pb', requestBody(NORV, 'BUY', low, 2))).json() as RequestReply;
    const cancelledAtOnce = (await cancel(waiting.id)).json() as RequestReply;
    expect(cancelledAtOnce.requestStatus).toBe('CANCELLED');

    const resting = (await send('demo-pb', requestBody(NORV, 'BUY', low, 2))).json() as RequestReply;
    expect(await desk()).toMatchObject({ approved: 1 });
    expect((await requestOf(waiting.id)).orderId).toBeNull();
    const approved = await requestOf(resting.id);
    expect(approved).toMatchObject({ requestStatus: 'ORDER_APPROVED', cancellable: true });
    const orderRow = async () =>
      (await t.database.db.select().from(exchangeOrders).where(eq(exchangeOrders.id, approved.orderId!)))[0]!;
    expect(Number((await orderRow()).reservedAmount)).toBeGreaterThan(0);

    const asked = await cancel(resting.id);
    expect(asked.statusCode).toBe(200);
    expect((asked.json() as RequestReply).requestStatus).toBe('CANCEL_IN_PROGRESS');
    expect(await desk()).toMatchObject({ cancelled: 1 });
    expect((await requestOf(resting.id)).requestStatus).toBe('CANCELLED');
    expect(await orderRow()).toMatchObject({ state: 'CANCELLED', reservedAmount: '0.00' });
    // Done is done.
    const again = await cancel(resting.id);
    expect(again.statusCode).toBe(409);
  });

  it('rejects at the desk what no longer passes: two sells of the whole holding, one placed', async () => {
    const holding = await held(SVHB.instrumentId);
    expect(holding).toBeGreaterThan(0);
    const ask = (await depth(SVHB)).ask1 as number;
    // High in the collar, so the first rests on the book rather than trading.
    const high = Number(toTickGrid(new Decimal(ask).times(1.05), 'down'));
    const first = (await send('demo-pb', requestBody(SVHB, 'SELL', high, holding))).json() as RequestReply;
    const second = (await send('demo-pb', requestBody(SVHB, 'SELL', high, holding))).json() as RequestReply;
    expect([first.requestStatus, second.requestStatus]).toEqual(['IN_PROGRESS', 'IN_PROGRESS']);
    expect(await desk()).toMatchObject({ approved: 1, rejected: 1 });
    expect(await requestOf(first.id)).toMatchObject({ requestStatus: 'ORDER_APPROVED' });
    expect(await requestOf(second.id)).toMatchObject({
      requestStatus: 'REQUEST_REJECTED',
      rejectCode: 'NOT_ENOUGH_POSITIONS',
      orderId: null,
    });
    // A run again changes nothing: no second order for the same request.
    expect(await desk()).toMatchObject({ approved: 0, rejected: 0 });
  });
});
