import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { DepthData } from '@broker/contract';
import { Decimal, courtage } from '@broker/domain';
import { cashLedger, exchangeOrders, exchangeTrades, positions, transactions } from '../db/schema';
import { instrumentById, shareId } from '../db/seed/catalog';
import type { Market } from '../market/start';
import { startExchangeMarket } from '../testing/exchange-market';
import { DB_KINDS, loginForApi, startTestApp, type TestApp } from '../testing/test-app';
import { pdfToText } from '../testing/pdf-text';
import type { ExchangeRuntime } from './runtime';

/**
 * Share orders through the API against the running simulator: a hand-driven clock on Monday
 * 23 Nov 2026 from 10:00 in Stockholm (continuous trading), the exchange beside the simulator, and
 * the bookkeeping of each fill checked in the database.
 */

const MON_10 = Date.parse('2026-11-23T09:00:00Z');
const NORV = instrumentById(shareId('NORV B'));
const NHAV = instrumentById(shareId('NHAV'));
const ISK = 10001;

type Headers = Record<string, string>;
interface OrderReply {
  order_id: number;
  result_code: string;
  order_state: string;
  order: {
    order_state: string;
    traded_volume: number;
    reserved: { value: number };
    fees: { value: number };
    price: { value: number } | null;
    volume: number;
    reject_code: string | null;
  };
}

describe.each(DB_KINDS)('share orders on %s', (kind) => {
  let t: TestApp;
  let market: Market;
  let runtime: ExchangeRuntime;
  let now = MON_10;
  const users: Record<string, Headers> = {};
  const cookies: Record<string, string> = {};
  let keyNo = 0;

  beforeAll(async () => {
    t = await startTestApp(kind, { READ_CACHE_MS: '0' });
    ({ market, runtime } = await startExchangeMarket(t, () => now, 'exchange-test'));
    for (const u of ['demo-se', 'demo-no', 'demo-minor']) {
      const session = await loginForApi(t.app, u);
      users[u] = session.headers;
      cookies[u] = session.cookie;
    }
  });
  afterAll(async () => {
    await market?.stop();
    await t?.close();
  });

  const place = (who: string, accid: number, body: object, key: string = `k-${++keyNo}`) =>
    t.app.inject({
      method: 'POST',
      url: `/api/2/accounts/${accid}/orders`,
      headers: { ...users[who], 'idempotency-key': key },
      payload: body,
    });
  const get = (who: string, url: string) => t.app.inject({ method: 'GET', url, headers: users[who] });
  const info = async (accid: number) =>
    (await get('demo-se', `/api/2/accounts/${accid}/info`)).json() as {
      account_sum: { value: number };
      trading_power: { value: number };
      reserved: { exchange_orders: { value: number } };
    };
  const depth = async (share = NORV) =>
    (await market.snapshots.resolve({ t: 'depth', m: share.marketId, i: share.identifier }))
      .state as DepthData;
  const held = async (accid: number, instrumentId: number) => {
    const [p] = await t.database.db
      .select()
      .from(positions)
      .where(and(eq(positions.accid, accid), eq(positions.instrumentId, instrumentId)));
    return new Decimal(p?.qty ?? 0).toNumber();
  };
  const order = (
    share: typeof NORV,
    side: 'BUY' | 'SELL',
    price: number | undefined,
    volume: number,
    extra = {},
  ) => ({
    market_id: share.marketId,
    identifier: share.identifier,
    side,
    ...(price === undefined ? {} : { price }),
    volume,
    currency: share.currency,
    order_type: 'LIMIT',
    ...extra,
  });
  /** Steps the market a second at a time until `done` or a simulated hour has passed. */
  async function stepUntil(done: () => Promise<boolean>): Promise<void> {
    for (let n = 0; n < 3600; n++) {
      await runtime.flush();
      if (await done()) return;
      now += 1000;
      market.step(now);
    }
    throw new Error('the market never got there');
  }
  const stateOf = async (orderId: number) => {
    await runtime.flush();
    const [row] = await t.database.db.select().from(exchangeOrders).where(eq(exchangeOrders.id, orderId));
    return row!;
  };

  it('buys at the ask: filled at once, with position, cash, transaction and courtage in the books', async () => {
    const before = await info(ISK);
    const heldBefore = await held(ISK, NORV.instrumentId);
    const book = await depth();
    const ask = book.ask1 as number;
    const volume = Math.min(10, book.ask_volume1 as number);
    const res = await place('demo-se', ISK, order(NORV, 'BUY', ask, volume));
    expect(res.statusCode).toBe(201);
    const reply = res.json() as OrderReply;
    expect(reply.order_state).toBe('DONE');
    expect(reply.order.traded_volume).toBe(volume);
    expect(reply.order.reserved.value).toBe(0);

    const value = new Decimal(ask).times(volume);
    const fee = courtage('MINI', value, 'SEK');
    expect(reply.order.fees.value).toBe(fee.toNumber());
    expect(await held(ISK, NORV.instrumentId)).toBe(heldBefore + volume);
    const after = await info(ISK);
    expect(new Decimal(after.account_sum.value).minus(before.account_sum.value).toNumber()).toBe(
      value.plus(fee).negated().toNumber(),
    );
    expect(after.trading_power.value).toBe(after.account_sum.value - after.reserved.exchange_orders.value);

    const trades = (await get('demo-se', `/api/2/accounts/${ISK}/trades`)).json() as {
      order_id: number;
      volume: number;
      courtage: { value: number };
      amount: { value: number };
      contract_note_url: string;
    }[];
    expect(trades[0]).toMatchObject({
      order_id: reply.order_id,
      volume,
      courtage: { value: fee.toNumber() },
    });
    // One transaction, one cash movement, one trade row, all tied together.
    const [trade] = await t.database.db
      .select()
      .from(exchangeTrades)
      .where(eq(exchangeTrades.orderId, reply.order_id));
    const [booked] = await t.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, trade!.transactionId));
    const cash = await t.database.db
      .select()
      .from(cashLedger)
      .where(eq(cashLedger.transactionId, trade!.transactionId));
    expect(booked).toMatchObject({
      type: 'BUY',
      instrumentId: NORV.instrumentId,
      tradeDate: '2026-11-23',
      settleDate: '2026-11-25',
    });
    expect(cash.map((c) => c.amount)).toEqual([trade!.amount]);
    // The transactions page links the trade's row to its contract note; rows without a trade have none.
    const page = (
      await get('demo-se', `/api/2/transactions?accids=${ISK}&from=2026-11-23&to=2026-11-23&limit=200`)
    ).json() as { transactions: { transaction_id: number; contract_note_url: string | null }[] };
    expect(page.transactions.find((r) => r.transaction_id === trade!.transactionId)?.contract_note_url).toBe(
      trades[0]!.contract_note_url,
    );
    const older = (await get('demo-se', `/api/2/transactions?accids=${ISK}&to=2026-11-20`)).json() as {
      transactions: { contract_note_url: string | null }[];
    };
    expect(older.transactions.length).toBeGreaterThan(0);
    expect(older.transactions.every((r) => r.contract_note_url === null)).toBe(true);

    // The chart's buy and sell markers show the share trade (spec 001 §7.22).
    const dots = (
      await get(
        'demo-se',
        `/api/2/transactions/buy-sell-dots?accids=${ISK}&fromDate=2026-11-23&toDate=2026-11-23&instrumentId=${NORV.instrumentId}`,
      )
    ).json() as { type: string; quantity: number; price: number }[];
    expect(dots).toContainEqual(expect.objectContaining({ type: 'BUY', quantity: volume, price: ask }));

    // The contract note: a PDF with the trade, the fee and the amount, for the account's owner only.
    const noteUrl = trades[0]!.contract_note_url;
    const note = await t.app.inject({
      method: 'GET',
      url: noteUrl,
      headers: { cookie: cookies['demo-se']! },
    });
    expect(note.statusCode).toBe(200);
    expect(note.headers['content-type']).toBe('application/pdf');
    const text = pdfToText(note.rawPayload);
    expect(text).toContain('Avräkningsnota');
    expect(text).toContain('Norrvik Industrier B');
    expect(text).toMatch(new RegExp(`Courtage\\s+${fee.toFixed(2).replace('.', ',')} SEK`));
    const other = await t.app.inject({
      method: 'GET',
      url: noteUrl,
      headers: { cookie: cookies['demo-no']! },
    });
    expect(other.statusCode).toBe(404);
    const english = await t.app.inject({
      method: 'GET',
      url: `${noteUrl}?lang=en`,
      headers: { cookie: cookies['demo-se']! },
    });
    expect(pdfToText(english.rawPayload)).toContain('Contract note');
  });

  it('charges the currency fee on a share in another currency', async () => {
    const book = await depth(NHAV);
    const res = await place('demo-se', ISK, order(NHAV, 'BUY', book.ask1 as number, 1));
    const reply = res.json() as OrderReply;
    expect(reply.order_state).toBe('DONE');
    const [trade] = await t.database.db
      .select()
      .from(exchangeTrades)
      .where(eq(exchangeTrades.orderId, reply.order_id));
    expect(trade!.currency.trim()).toBe('NOK');
    const accountValue = new Decimal(trade!.price)
      .times(trade!.fxRate)
      .toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    expect(trade!.fxFee).toBe(
      accountValue.times('0.0025').toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
    );
    expect(new Decimal(trade!.fxFee).gt(0)).toBe(true);
  });

  it('rests a limit order at the best bid, shows it in the depth, and fills it when the flow sells into it', async () => {
    const book = await depth();
    const bid = book.bid1 as number;
    const bidVolume = book.bid_volume1 as number;
    const res = await place('demo-se', ISK, order(NORV, 'BUY', bid, 7));
    const reply = res.json() as OrderReply;
    expect(reply.order_state).toBe('ON_MARKET');
    expect(reply.order.reserved.value).toBeGreaterThan(bid * 7);
    const shown = await depth();
    expect(shown.bid1).toBe(bid);
    expect(shown.bid_volume1).toBe(bidVolume + 7);
    expect((await info(ISK)).reserved.exchange_orders.value).toBe(reply.order.reserved.value);

    await stepUntil(async () => (await stateOf(reply.order_id)).state === 'DONE');
    const done = await stateOf(reply.order_id);
    expect(done.tradedVolume).toBe(7);
    expect(done.reservedAmount).toBe('0.00');
    expect((await info(ISK)).reserved.exchange_orders.value).toBe(0);
  });

  it('shows an iceberg’s open volume only, and fills all of it as the flow sells', async () => {
    const book = await depth();
    const bid = book.bid1 as number;
    const bidVolume = book.bid_volume1 as number;
    const res = await place('demo-se', ISK, order(NORV, 'BUY', bid, 30, { open_volume: 5 }));
    const reply = res.json() as OrderReply & { order: { open_volume: number | null } };
    expect([reply.order_state, reply.order.open_volume]).toEqual(['ON_MARKET', 5]);
    const shown = await depth();
    expect([shown.bid1, shown.bid_volume1]).toEqual([bid, bidVolume + 5]);

    await stepUntil(async () => (await stateOf(reply.order_id)).state === 'DONE');
    expect((await stateOf(reply.order_id)).tradedVolume).toBe(30);

    // Filled in parts, all on one note: the order's trading of the day, with its total fees.
    const fills = (
      (await get('demo-se', `/api/2/accounts/${ISK}/trades`)).json() as {
        order_id: number;
        volume: number;
        courtage: { value: number };
        note_number: string;
        contract_note_url: string;
      }[]
    ).filter((f) => f.order_id === reply.order_id);
    expect(fills.length).toBeGreaterThan(1);
    expect(new Set(fills.map((f) => f.note_number)).size).toBe(1);
    const note = await t.app.inject({
      method: 'GET',
      url: fills[0]!.contract_note_url,
      headers: { cookie: cookies['demo-se']! },
    });
    const text = pdfToText(note.rawPayload);
    expect(text).toMatch(/Antal\s+30\b/);
    expect(text).toContain('Snittkurs');
    const courtageTotal = fills.reduce((sum, f) => sum.plus(f.courtage.value), new Decimal(0));
    expect(text).toMatch(new RegExp(`Courtage\\s+${courtageTotal.toFixed(2).replace('.', ',')} SEK`));
  });

  it('changes and cancels an order on the market, and the reservation follows', async () => {
    const book = await depth();
    const low = new Decimal(book.bid1 as number)
      .times(0.95)
      .toDecimalPlaces(1, Decimal.ROUND_DOWN)
      .toNumber();
    const tp = (await info(ISK)).trading_power.value;
    const placed = (await place('demo-se', ISK, order(NORV, 'BUY', low, 20))).json() as OrderReply;
    expect(placed.order_state).toBe('ON_MARKET');
    expect((await info(ISK)).trading_power.value).toBeCloseTo(tp - placed.order.reserved.value, 2);

    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/2/accounts/${ISK}/orders/${placed.order_id}`,
      headers: users['demo-se'],
      payload: { volume: 10 },
    });
    expect(changed.statusCode).toBe(200);
    const after = (changed.json() as OrderReply).order;
    expect(after.volume).toBe(10);
    expect(after.reserved.value).toBeLessThan(placed.order.reserved.value);

    const cancel = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/2/accounts/${ISK}/orders/${placed.order_id}`,
        headers: users['demo-se'],
      });
    const cancelled = await cancel();
    expect((cancelled.json() as OrderReply).order_state).toBe('CANCELLED');
    expect((await info(ISK)).trading_power.value).toBeCloseTo(tp, 2);
    expect((await cancel()).statusCode).toBe(409);
    await runtime.flush();
    expect(runtime.engine.holds(placed.order_id)).toBeUndefined();
  });

  it('sells from the holding at the bid and never more than is held', async () => {
    const qty = await held(ISK, NORV.instrumentId);
    const tooMany = await place('demo-se', ISK, order(NORV, 'SELL', (await depth()).bid1 as number, qty + 1));
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toMatchObject({ code: 'NOT_ENOUGH_POSITIONS' });
    const res = await place('demo-se', ISK, order(NORV, 'SELL', (await depth()).bid1 as number, 3));
    expect((res.json() as OrderReply).order_state).toBe('DONE');
    expect(await held(ISK, NORV.instrumentId)).toBe(qty - 3);
  });

  it('replays a retry with the same Idempotency-Key and refuses the key with another order', async () => {
    const low = new Decimal((await depth()).bid1 as number)
      .times(0.95)
      .toDecimalPlaces(1, Decimal.ROUND_DOWN)
      .toNumber();
    const body = order(NORV, 'BUY', low, 1);
    const first = (await place('demo-se', ISK, body, 'same-key')).json() as OrderReply;
    const again = await place('demo-se', ISK, body, 'same-key');
    expect(again.statusCode).toBe(201);
    expect((again.json() as OrderReply).order_id).toBe(first.order_id);
    const other = await place('demo-se', ISK, { ...body, volume: 2 }, 'same-key');
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('refuses every broken rule with its code and changes nothing', async () => {
    const last = (await market.snapshots.resolve({ t: 'price', m: NORV.marketId, i: NORV.identifier })).state!
      .last as number;
    const onGrid = new Decimal(last).toDecimalPlaces(1, Decimal.ROUND_DOWN).toNumber();
    const before = await info(ISK);
    const count = async () => (await t.database.db.select().from(exchangeOrders)).length;
    const orders = await count();
    const cases: [string, string, number, object, number][] = [
      ['PRICE_NOT_ON_TICK_GRID', 'demo-se', ISK, order(NORV, 'BUY', onGrid + 0.01, 1), 422],
      ['PRICE_OUTSIDE_COLLAR', 'demo-se', ISK, order(NORV, 'BUY', Math.round(last * 1.2), 1), 422],
      ['VOLUME_IS_ZERO', 'demo-se', ISK, order(NORV, 'BUY', onGrid, 0), 422],
      ['NOT_ENOUGH_TRADING_POWER', 'demo-se', ISK, order(NORV, 'BUY', onGrid, 9_000_000), 422],
      ['MANDATORY_FIELD_MISSING', 'demo-se', ISK, order(NORV, 'BUY', undefined, 1), 400],
      ['INPUT_ERROR', 'demo-se', ISK, order(NORV, 'BUY', onGrid, 1, { currency: 'NOK' }), 400],
      ['INVALID_VALIDITY', 'demo-se', ISK, order(NORV, 'BUY', onGrid, 1, { valid_until: '2027-01-10' }), 422],
      [
        'INVALID_TRIGGER',
        'demo-se',
        ISK,
        order(NORV, 'SELL', onGrid, 1, { order_type: 'STOP_LIMIT', trigger_price: Math.round(last * 1.05) }),
        422,
      ],
      ['UNKNOWN_INSTRUMENT', 'demo-se', ISK, { ...order(NORV, 'BUY', onGrid, 1), identifier: 'nope' }, 404],
      ['ACCOUNT_IS_BLOCKED', 'demo-se', 10004, order(NORV, 'BUY', onGrid, 1), 422],
      ['INVALID_ACCOUNT_TYPE', 'demo-se', 10003, order(NORV, 'BUY', onGrid, 1), 422],
      ['ACCOUNT_NOT_FOUND', 'demo-no', ISK, order(NORV, 'BUY', onGrid, 1), 404],
      ['CUSTOMER_IS_MINOR', 'demo-minor', 10041, order(NORV, 'BUY', onGrid, 1), 422],
    ];
    for (const [code, who, accid, body, status] of cases) {
      const res = await place(who, accid, body);
      expect([code, res.statusCode, (res.json() as { code: string }).code]).toEqual([code, status, code]);
    }
    expect(await count()).toBe(orders);
    expect((await info(ISK)).account_sum).toEqual(before.account_sum);
  });
});
