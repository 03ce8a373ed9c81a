import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DepthData, PriceData } from '@broker/contract';
import { Decimal } from '@broker/domain';
import { exchangeOrders, exchangeTrades } from '../db/schema';
import { instrumentById, shareId } from '../db/seed/catalog';
import type { Market } from '../market/start';
import { startExchangeMarket } from '../testing/exchange-market';
import { DB_KINDS, loginForApi, startTestApp, type TestApp } from '../testing/test-app';
import type { ExchangeRuntime } from './runtime';

/**
 * Share orders over the end of a trading day and the next opening, on the market clock: a day
 * order expires at the close, an order entered during the closing call trades in it, and an order
 * placed in the evening is for the next trading day and trades in its opening call. The market starts five minutes before Monday's closing call.
 */

const NORV = instrumentById(shareId('NORV B'));
const ISK = 10001;

describe.each(DB_KINDS)('share orders across the close and the open on %s', (kind) => {
  let t: TestApp;
  let market: Market;
  let runtime: ExchangeRuntime;
  /** Monday 23 Nov 2026, 17:20 in Stockholm. */
  let now = Date.parse('2026-11-23T16:20:00Z');
  let headers: Record<string, string>;
  let key = 0;

  beforeAll(async () => {
    t = await startTestApp(kind, { READ_CACHE_MS: '0' });
    ({ market, runtime } = await startExchangeMarket(t, () => now, 'sessions-test'));
    headers = (await loginForApi(t.app, 'demo-se')).headers;
  });
  afterAll(async () => {
    await market?.stop();
    await t?.close();
  });

  const snapshot = async <T>(type: 'price' | 'depth') =>
    (await market.snapshots.resolve({ t: type, m: NORV.marketId, i: NORV.identifier })).state as T;
  const place = async (price: number, volume: number) =>
    (
      await t.app.inject({
        method: 'POST',
        url: `/api/2/accounts/${ISK}/orders`,
        headers: { ...headers, 'idempotency-key': `session-${++key}` },
        payload: {
          market_id: NORV.marketId,
          identifier: NORV.identifier,
          side: 'BUY',
          price,
          volume,
          currency: NORV.currency,
          order_type: 'LIMIT',
        },
      })
    ).json() as { order_id: number; order_state: string; order: { valid_until: string } };
  const row = async (id: number) => {
    await runtime.flush();
    const [r] = await t.database.db.select().from(exchangeOrders).where(eq(exchangeOrders.id, id));
    return r!;
  };
  const onGrid = (price: number, factor: number) =>
    new Decimal(price).times(factor).toDecimalPlaces(1, Decimal.ROUND_DOWN).toNumber();

  it('expires a day order at the close; an order entered in the closing call trades at the closing price', async () => {
    const bid = (await snapshot<DepthData>('depth')).bid1 as number;
    const day = await place(onGrid(bid, 0.95), 4);
    expect([day.order_state, day.order.valid_until]).toEqual(['ON_MARKET', '2026-11-23']);

    // 17:27: the closing call. An order waits for its uncross.
    now = Date.parse('2026-11-23T16:27:00Z');
    market.step(now);
    const last = (await snapshot<PriceData>('price')).last!;
    const inCall = await place(onGrid(last, 1.05), 6);
    expect([inCall.order_state, inCall.order.valid_until]).toEqual(['NEW', '2026-11-23']);
    // The exchange has taken it (order entry does not wait for an answer outside continuous trading).
    await runtime.flush();

    // 17:40: the closing call is over.
    now = Date.parse('2026-11-23T16:40:00Z');
    market.step(now);
    const ended = await row(day.order_id);
    expect([ended.state, ended.rejectCode, ended.reservedAmount]).toEqual([
      'EXPIRED',
      'VALIDITY_ENDED',
      '0.00',
    ]);
    expect((await row(inCall.order_id)).state).toBe('DONE');
    const close = (await snapshot<PriceData>('price')).last!;
    const [fill] = await t.database.db
      .select()
      .from(exchangeTrades)
      .where(eq(exchangeTrades.orderId, inCall.order_id));
    expect([Number(fill!.price), fill!.volume, fill!.tradeDay]).toEqual([close, 6, '2026-11-23']);
  });

  it('takes an evening order for the next trading day and trades it in the opening call', async () => {
    const last = (await snapshot<PriceData>('price')).last!;
    const waiting = await place(onGrid(last, 1.05), 5);
    expect([waiting.order_state, waiting.order.valid_until]).toEqual(['NEW', '2026-11-24']);
    // In the engine's waiting list before the night passes, as an order placed in the evening would be.
    await runtime.flush();

    // Tuesday 09:00:05: the opening call has uncrossed, at one price for the market and the order.
    now = Date.parse('2026-11-24T08:00:05Z');
    market.step(now);
    expect((await row(waiting.order_id)).state).toBe('DONE');
    const open = (await snapshot<PriceData>('price')).open!;
    const [fill] = await t.database.db
      .select()
      .from(exchangeTrades)
      .where(eq(exchangeTrades.orderId, waiting.order_id));
    expect([Number(fill!.price), fill!.volume, fill!.tradeDay]).toEqual([open, 5, '2026-11-24']);
  });
});
