import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decimal } from '@broker/domain';
import { kycAnswers } from '../db/schema';
import { instrumentById, shareId } from '../db/seed/catalog';
import type { Market } from '../market/start';
import { startExchangeMarket } from '../testing/exchange-market';
import { loginForApi, startTestApp, type TestApp } from '../testing/test-app';

/** Monday 23 Nov 2026, 10:00 in Stockholm: continuous trading. */
const MON_10 = Date.parse('2026-11-23T09:00:00Z');
const NORV = instrumentById(shareId('NORV B')); // held by demo-se on 10001
const ISK = 10001;

const LOW = [
  ['purpose', 'SAVINGS'],
  ['origin', 'SALARY'],
  ['yearlyDeposits', 'BAND_1'],
  ['depositFrequency', 'MONTHLY'],
  ['occupation', 'EMPLOYED'],
  ['income', 'BAND_2'],
  ['pep', 'NO'],
  ['ownMoney', 'OWN'],
].map(([questionId, option]) => ({ questionId, optionIds: [option] }));

describe('share orders with overdue KYC answers', () => {
  let t: TestApp;
  let market: Market;
  let headers: Record<string, string>;
  let keyNo = 0;
  let resting: { id: number; price: number };

  beforeAll(async () => {
    t = await startTestApp('pglite', { READ_CACHE_MS: '0' });
    ({ market } = await startExchangeMarket(t, () => MON_10, 'kyc-shares-test'));
    headers = (await loginForApi(t.app, 'demo-se')).headers;
    // A buy resting in the book from before the answers went overdue, 5 % under the bid.
    const depth = await t.app.inject({
      method: 'GET',
      url: `/api/2/tradables/depth/${NORV.marketId}:${NORV.identifier}`,
      headers,
    });
    const low = new Decimal((depth.json() as { bid1: number }).bid1)
      .times(0.95)
      .toDecimalPlaces(1, Decimal.ROUND_DOWN)
      .toNumber();
    const placed = await post(`/api/2/accounts/${ISK}/orders`, {
      ...order('BUY'),
      order_type: 'LIMIT',
      price: low,
      volume: 20,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    resting = { id: (placed.json() as { order_id: number }).order_id, price: low };
    // demo-se's answers in force become overdue: a later row whose due day has passed.
    await t.database.db.insert(kycAnswers).values({
      customerId: 1,
      answers: {},
      riskLevel: 'LOW',
      riskScore: 0,
      riskReasons: [],
      answeredAt: new Date(MON_10 - 60_000),
      dueOn: '2026-11-01',
      source: 'REFRESH',
    });
  });
  afterAll(async () => {
    await market?.stop();
    await t?.close();
  });

  const order = (side: 'BUY' | 'SELL') => ({
    market_id: NORV.marketId,
    identifier: NORV.identifier,
    side,
    volume: 1,
    currency: NORV.currency,
    order_type: 'MARKET',
  });
  const post = (url: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'idempotency-key': `kyc-${++keyNo}` },
      payload: body,
    });
  const operations = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/2/trading/valid-order-book-operations?tradingOrderBookId=${NORV.identifier}&accids=${ISK}`,
      headers,
    });
    return (res.json() as { accounts: { operations: { side: string; code: string | null }[] }[] })
      .accounts[0]!.operations;
  };

  it('refuses the buy and its preview, says so in the valid operations, and sells', async () => {
    const res = await post(`/api/2/accounts/${ISK}/orders`, order('BUY'));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ code: 'KYC_ANSWER_INVALID' });
    // The preview shows the costs and the refusal the order would get.
    const preview = await post(`/api/2/accounts/${ISK}/orders/preview`, order('BUY'));
    expect(preview.json()).toMatchObject({ rejection: { code: 'KYC_ANSWER_INVALID' } });
    expect(await operations()).toEqual([
      { side: 'BUY', isAllowed: false, code: 'KYC_ANSWER_INVALID' },
      { side: 'SELL', isAllowed: true, code: null },
    ]);
    const sell = await post(`/api/2/accounts/${ISK}/orders`, order('SELL'));
    expect(sell.statusCode, sell.body).toBe(201);
  });

  it('refuses a change that buys more or dearer, and takes one that buys less', async () => {
    const change = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/2/accounts/${ISK}/orders/${resting.id}`, headers, payload });
    const more = await change({ volume: 200 });
    expect(more.statusCode, more.body).toBe(422);
    expect(more.json()).toMatchObject({ code: 'KYC_ANSWER_INVALID' });
    const dearer = await change({ price: new Decimal(resting.price).plus(0.1).toNumber() });
    expect(dearer.json()).toMatchObject({ code: 'KYC_ANSWER_INVALID' });
    const less = await change({ volume: 10 });
    expect(less.statusCode, less.body).toBe(200);
    expect((less.json() as { order: { volume: number } }).order.volume).toBe(10);
  });

  it('refuses a savings plan with a share while the answers are overdue', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/2/periodic-plans',
      headers,
      payload: {
        accid: ISK,
        day_of_month: 23,
        items: [{ instrument_id: NORV.instrumentId, amount: { value: 500, currency: 'SEK' } }],
      },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ code: 'KYC_ANSWER_INVALID' });
  });

  it('buys at once after answering again', async () => {
    const answered = await t.app.inject({
      method: 'POST',
      url: '/api/2/required-actions/v1/questionnaires/cdd/answers',
      headers,
      payload: { answers: LOW },
    });
    expect(answered.statusCode, answered.body).toBe(201);
    expect((await operations())[0]).toMatchObject({ side: 'BUY', isAllowed: true });
    const buy = await post(`/api/2/accounts/${ISK}/orders`, order('BUY'));
    expect(buy.statusCode, buy.body).toBe(201);
  });
});
