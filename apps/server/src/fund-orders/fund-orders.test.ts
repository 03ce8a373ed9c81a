import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decimal } from '@broker/domain';
import { positions } from '../db/schema';
import { fundId, shareId } from '../db/seed/catalog';
import { DB_KINDS, loginForApi, startTestApp, type TestApp } from '../testing/test-app';

/** Thursday 19 Nov 2026, 10:00 in Stockholm: before the day's 13:00 cut-off. */
const THURSDAY_10 = Date.parse('2026-11-19T09:00:00Z');
const SE_CUTOFF_THURSDAY = Date.parse('2026-11-19T12:00:00Z');

const AKTIEFOND = fundId('Sveaholm Sverige Aktiefond');
const SVERIGE_INDEX = fundId('Nordbrook Sverige Index');
const GLOBAL_INDEX = fundId('Nordbrook Global Index');
const GLOBAL_HALLBAR = fundId('Lagerlund Global Hållbar');

type Headers = Record<string, string>;
interface OrderBody {
  instrument_id: number;
  accid: number;
  orderside: 'BUY' | 'SELL';
  amount?: { value: number; currency: string };
  percent?: number;
}

describe.each(DB_KINDS)('fund orders on %s', (kind) => {
  let t: TestApp;
  let now = THURSDAY_10;
  const users: Record<string, Headers> = {};
  let keyNo = 0;

  beforeAll(async () => {
    // Account reads uncached, so each read after a write shows the write.
    t = await startTestApp(kind, { READ_CACHE_MS: '0' });
    t.app.deps.time = { now: () => now };
    for (const u of ['demo-se', 'demo-no', 'demo-partner', 'demo-minor'])
      users[u] = (await loginForApi(t.app, u)).headers;
  });
  afterAll(async () => t?.close());

  const place = (who: string, body: unknown, key: string | null = `k-${++keyNo}`) =>
    t.app.inject({
      method: 'POST',
      url: '/api/2/fund_orders',
      headers: { ...users[who], ...(key === null ? {} : { 'idempotency-key': key }) },
      payload: body as object,
    });
  const get = (who: string, url: string) => t.app.inject({ method: 'GET', url, headers: users[who] });
  const info = async (who: string, accid: number) =>
    (await get(who, `/api/2/accounts/${accid}/info`)).json() as {
      account_sum: { value: number };
      trading_power: { value: number };
      reserved: { fund_orders: { value: number } };
    };
  const orders = async (who: string) =>
    (await get(who, '/api/2/fund_orders/v2')).json() as {
      order_id: number;
      state: string;
      volume: number;
      accid: number;
      instrument_id: number;
      order_side: string;
      stop_time: number;
      settle_day: string;
      cancellable: boolean;
    }[];
  /** Everything a rejection must leave alone: cash, reservations, holdings and the order list. */
  const snapshot = async (who: string, accids: number[]) => ({
    infos: await Promise.all(accids.map((a) => info(who, a))),
    positions: await Promise.all(
      accids.map(async (a) => (await get(who, `/api/2/accounts/${a}/positions`)).json()),
    ),
    orders: await orders(who),
  });
  const buy = (accid: number, instrument_id: number, value: number, currency = 'SEK'): OrderBody => ({
    instrument_id,
    accid,
    orderside: 'BUY',
    amount: { value, currency },
  });
  const sell = (accid: number, instrument_id: number, percent: number): OrderBody => ({
    instrument_id,
    accid,
    orderside: 'SELL',
    percent,
  });

  it('refuses every rejection with its catalogue code in fields[0] and changes nothing', async () => {
    now = THURSDAY_10;
    // A holding too small for a 0.01 % sell to come to one unit at the unit scale.
    await t.database.db.insert(positions).values({
      accid: 10002,
      instrumentId: fundId('Ribbing Bull Sverige X2'),
      qty: '0.000050',
      acqPrice: '96',
      acqValueAcc: '0.01',
    });
    const cases: [string, string, unknown, number][] = [
      ['NOT_ENOUGH_TRADING_POWER', 'demo-se', buy(10001, AKTIEFOND, 900_000_000), 422],
      ['BELOW_MIN_INVEST_AMOUNT', 'demo-se', buy(10001, AKTIEFOND, 99), 422],
      ['BELOW_MIN_INVEST_AMOUNT', 'demo-se', buy(10001, fundId('Nordvinga Multi-Strategy'), 999), 422],
      ['NOT_ENOUGH_POSITIONS', 'demo-se', sell(10001, fundId('Ribbing Bull Sverige X2'), 10), 422],
      ['UNKNOWN_INSTRUMENT', 'demo-se', sell(10001, 999_999, 10), 404],
      ['NOT_ENOUGH_POSITIONS', 'demo-se', sell(10002, fundId('Nordvinga Multi-Strategy'), 10), 422],
      ['FUND_NOT_ACTIVE_FOR_BUY', 'demo-se', buy(10002, fundId('Sveaholm Småbolag Sverige'), 1000), 422],
      ['NOT_A_FUND', 'demo-se', buy(10001, shareId('NORV B'), 1000), 422],
      ['UNKNOWN_INSTRUMENT', 'demo-se', buy(10001, 999_999, 1000), 404],
      ['ACCOUNT_IS_BLOCKED', 'demo-se', buy(10004, AKTIEFOND, 1000), 422],
      ['INVALID_ACCOUNT_TYPE', 'demo-se', buy(10003, AKTIEFOND, 1000), 422],
      ['ACCOUNT_NOT_FOUND', 'demo-se', buy(10011, AKTIEFOND, 1000), 404],
      ['ACCOUNT_NOT_FOUND', 'demo-se', buy(999_999, AKTIEFOND, 1000), 404],
      ['NOT_MIFID2_SUITABLE', 'demo-se', buy(10001, fundId('Ribbing Bull Sverige X2'), 1000), 422],
      ['NOT_MIFID2_SUITABLE', 'demo-no', buy(10011, fundId('Vesterhav Alternativ'), 5000, 'NOK'), 422],
      ['SUPERFUND_NOT_ALLOWED', 'demo-partner', buy(10051, GLOBAL_INDEX, 1000), 422],
      ['ABOVE_MAX_AMOUNT', 'demo-se', buy(10001, SVERIGE_INDEX, 500_001), 422],
      ['CUSTOMER_IS_MINOR', 'demo-minor', buy(10041, GLOBAL_INDEX, 100), 422],
      ['VOLUME_IS_ZERO', 'demo-se', sell(10002, fundId('Ribbing Bull Sverige X2'), 0.01), 422],
      ['ORDER_ACCOUNT_CURRENCY_MISMATCH', 'demo-se', buy(10001, AKTIEFOND, 1000, 'EUR'), 400],
      [
        'MANDATORY_FIELD_MISSING',
        'demo-se',
        { instrument_id: AKTIEFOND, accid: 10001, orderside: 'BUY' },
        400,
      ],
      [
        'MANDATORY_FIELD_MISSING',
        'demo-se',
        { instrument_id: AKTIEFOND, accid: 10001, orderside: 'SELL' },
        400,
      ],
      [
        'MANDATORY_FIELD_MISSING',
        'demo-se',
        { instrument_id: AKTIEFOND, orderside: 'BUY', amount: { value: 100, currency: 'SEK' } },
        400,
      ],
      ['INPUT_ERROR', 'demo-se', buy(10001, AKTIEFOND, 1000.001), 400],
      ['INPUT_ERROR', 'demo-se', buy(10001, AKTIEFOND, -1000), 400],
      ['INPUT_ERROR', 'demo-se', sell(10001, GLOBAL_HALLBAR, 100.5), 400],
      ['INPUT_ERROR', 'demo-se', { ...buy(10001, AKTIEFOND, 1000), orderside: 'HOLD' }, 400],
    ];
    const before = {
      se: await snapshot('demo-se', [10001, 10002, 10003, 10004]),
      no: await snapshot('demo-no', [10011]),
      partner: await snapshot('demo-partner', [10051]),
      minor: await snapshot('demo-minor', [10041]),
    };
    for (const [code, who, body, status] of cases) {
      const res = await place(who, body);
      expect(res.statusCode, `${code} ${res.body}`).toBe(status);
      expect(res.json().fields[0].code, code).toBe(code);
      expect(res.json().code, code).toBe(code);
    }
    expect(await snapshot('demo-se', [10001, 10002, 10003, 10004])).toEqual(before.se);
    expect(await snapshot('demo-no', [10011])).toEqual(before.no);
    expect(await snapshot('demo-partner', [10051])).toEqual(before.partner);
    expect(await snapshot('demo-minor', [10041])).toEqual(before.minor);
  });

  it('requires an Idempotency-Key header', async () => {
    const res = await place('demo-se', buy(10001, AKTIEFOND, 1000), null);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0]).toEqual({
      code: 'MANDATORY_FIELD_MISSING',
      field: 'headers.idempotency-key',
    });
  });

  it('places a buy that reserves trading power and lists it as PLACED until the cut-off', async () => {
    now = THURSDAY_10;
    const before = await info('demo-se', 10001);
    const res = await place('demo-se', buy(10001, AKTIEFOND, 1000));
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json().fund_order;
    expect(placed).toMatchObject({
      account_number: '39271046',
      volume: 0,
      amount: { value: 1000 },
      percent: null,
      name: 'Sveaholm Sverige Aktiefond',
    });
    const after = await info('demo-se', 10001);
    expect(after.account_sum.value).toBe(before.account_sum.value);
    expect(new Decimal(before.trading_power.value).minus(after.trading_power.value).toNumber()).toBe(1000);
    expect(
      new Decimal(after.reserved.fund_orders.value).minus(before.reserved.fund_orders.value).toNumber(),
    ).toBe(1000);
    const listed = (await orders('demo-se')).find((o) => o.order_id === placed.order_id);
    expect(listed).toMatchObject({
      state: 'PLACED',
      order_side: 'BUY',
      stop_time: SE_CUTOFF_THURSDAY,
      settle_day: '2026-11-23',
      cancellable: true,
    });
  });

  it('replays a retry with the same key and body, and refuses the key with another body', async () => {
    now = THURSDAY_10;
    const count = (await orders('demo-se')).length;
    const tp = (await info('demo-se', 10001)).trading_power.value;
    const body = buy(10001, AKTIEFOND, 1500);
    const first = await place('demo-se', body, 'retry-1');
    // A burst of retries of the same request, some of them concurrent with each other.
    const retries = await Promise.all(Array.from({ length: 5 }, () => place('demo-se', body, 'retry-1')));
    const again = await place('demo-se', { ...body, amount: { currency: 'SEK', value: 1500 } }, 'retry-1');
    for (const r of [...retries, again]) {
      expect(r.statusCode).toBe(first.statusCode);
      expect(r.json()).toEqual(first.json());
    }
    expect((await orders('demo-se')).length).toBe(count + 1);
    expect(new Decimal(tp).minus((await info('demo-se', 10001)).trading_power.value).toNumber()).toBe(1500);
    const other = await place('demo-se', buy(10001, AKTIEFOND, 1600), 'retry-1');
    expect(other.statusCode).toBe(409);
    expect(other.json().fields[0].code).toBe('IDEMPOTENCY_KEY_REUSED');
    // Keys are per customer: another customer may use the same one.
    const no = await place('demo-no', buy(10011, fundId('Fjordvik Norden'), 1000, 'NOK'), 'retry-1');
    expect(no.statusCode, no.body).toBe(201);
  });

  it('cancels before the stop time and releases the reservation; refuses after it', async () => {
    now = THURSDAY_10;
    const tp = (await info('demo-se', 10001)).trading_power.value;
    const id = (await place('demo-se', buy(10001, AKTIEFOND, 2000))).json().fund_order.order_id as number;
    const del = (who: string, orderId: number) =>
      t.app.inject({ method: 'DELETE', url: `/api/2/fund_orders/${orderId}`, headers: users[who] });
    expect((await del('demo-no', id)).statusCode).toBe(404);
    const cancelled = await del('demo-se', id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ order_id: id, state: 'CANCELLED', cancellable: false });
    expect((await info('demo-se', 10001)).trading_power.value).toBe(tp);
    const twice = await del('demo-se', id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('ORDER_NOT_CANCELLABLE');

    const late = (await place('demo-se', buy(10001, AKTIEFOND, 2000))).json().fund_order.order_id as number;
    now = SE_CUTOFF_THURSDAY;
    const refused = await del('demo-se', late);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().fields[0].code).toBe('ORDER_NOT_CANCELLABLE');
    expect((await orders('demo-se')).find((o) => o.order_id === late)).toMatchObject({
      state: 'PLACED',
      cancellable: false,
    });
    now = THURSDAY_10;
  });

  it('pages the orders list with limit and before, so every waiting order can be reached and cancelled', async () => {
    now = THURSDAY_10;
    const all = await orders('demo-se');
    expect(all.length).toBeGreaterThan(3);
    const page = async (q: string) =>
      (await get('demo-se', `/api/2/fund_orders/v2?${q}`)).json() as { order_id: number }[];
    const seen: number[] = [];
    let before: number | undefined;
    for (;;) {
      const rows = await page(`limit=3${before === undefined ? '' : `&before=${before}`}`);
      seen.push(...rows.map((r) => r.order_id));
      if (rows.length < 3) break;
      before = rows[rows.length - 1]!.order_id;
    }
    // Every order exactly once, newest first, the same as one large page.
    expect(seen).toEqual(all.map((o) => o.order_id));
    // The oldest waiting order, only on a later page, can be cancelled.
    const waiting = all.filter((o) => o.cancellable);
    if (waiting.length > 0) {
      const oldest = waiting[waiting.length - 1]!;
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/2/fund_orders/${oldest.order_id}`,
        headers: users['demo-se'],
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    expect((await get('demo-se', '/api/2/fund_orders/v2?limit=501')).statusCode).toBe(400);
    expect((await get('demo-se', '/api/2/fund_orders/v2?before=abc')).statusCode).toBe(400);
  });

  it('never overdraws: 50 concurrent buys on one account', async () => {
    now = THURSDAY_10;
    const accid = 10012;
    const fund = fundId('Fjordvik Norden');
    const tp = new Decimal((await info('demo-no', accid)).trading_power.value);
    // Each buy takes a 20th of the trading power (plus a little), so at most 19 fit.
    const amount = tp.dividedBy(20).plus(1).floor().toNumber();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => place('demo-no', buy(accid, fund, amount, 'NOK'))),
    );
    const ok = results.filter((r) => r.statusCode === 201).length;
    const refused = results.filter((r) => r.statusCode === 422);
    expect(ok + refused.length, results.map((r) => r.body).join('\n')).toBe(50);
    expect(refused.every((r) => r.json().fields[0].code === 'NOT_ENOUGH_TRADING_POWER')).toBe(true);
    expect(ok).toBe(19);
    const after = await info('demo-no', accid);
    expect(after.trading_power.value).toBe(tp.minus(new Decimal(amount).times(ok)).toNumber());
    expect(after.trading_power.value).toBeGreaterThanOrEqual(0);
  });

  it('never oversells: 50 concurrent sells of one holding', async () => {
    now = THURSDAY_10;
    const accid = 10001;
    const fund = GLOBAL_HALLBAR;
    const held = (
      (await get('demo-se', `/api/2/accounts/${accid}/positions`)).json() as {
        instrument: { instrument_id: number };
        qty: number;
      }[]
    ).find((p) => p.instrument.instrument_id === fund)!.qty;
    // Half of what is left, 50 times at once: each takes its half of the units no other order holds.
    const halves = await Promise.all(
      Array.from({ length: 50 }, () => place('demo-se', sell(accid, fund, 50))),
    );
    expect(halves.every((r) => [201, 422].includes(r.statusCode))).toBe(true);
    for (const r of halves.filter((x) => x.statusCode === 422))
      expect(['VOLUME_IS_ZERO', 'NOT_ENOUGH_POSITIONS']).toContain(r.json().fields[0].code);
    const sold = (await orders('demo-se'))
      .filter(
        (o) =>
          o.accid === accid && o.instrument_id === fund && o.order_side === 'SELL' && o.state === 'PLACED',
      )
      .reduce((acc, o) => acc.plus(o.volume), new Decimal(0));
    expect(sold.gt(0)).toBe(true);
    expect(sold.lte(held)).toBe(true);
    // Everything is now reserved but crumbs: "sell everything" 50 times at once fits at most once.
    const everything = await Promise.all(
      Array.from({ length: 50 }, () => place('demo-se', sell(accid, fund, 100))),
    );
    expect(everything.filter((r) => r.statusCode === 201).length).toBeLessThanOrEqual(1);
    const total = (await orders('demo-se'))
      .filter(
        (o) =>
          o.accid === accid && o.instrument_id === fund && o.order_side === 'SELL' && o.state === 'PLACED',
      )
      .reduce((acc, o) => acc.plus(o.volume), new Decimal(0));
    expect(total.lte(held)).toBe(true);
    const again = await place('demo-se', sell(accid, fund, 100));
    expect(again.json().fields[0].code).toBe('NOT_ENOUGH_POSITIONS');
  });

  it('gives trading info with the next cut-offs over a weekend and a holiday', async () => {
    const tradingInfo = async (id: number) =>
      (await get('demo-se', `/api/2/instruments/${id}/trading-info`)).json();
    now = Date.parse('2026-11-20T12:30:00Z'); // Friday after the Swedish cut-off
    const info = await tradingInfo(AKTIEFOND);
    expect(info).toMatchObject({
      buyFrequency: 'DAILY',
      sellFrequency: 'DAILY',
      nextBuyAt: Date.parse('2026-11-23T12:00:00Z'),
      nextSellAt: Date.parse('2026-11-23T12:00:00Z'),
      minInvestment: { value: 100, currency: 'SEK' },
    });
    // The minimum in every account currency, at the book's rate, rounded up to the cent.
    const byCurrency = new Map(
      (info.minInvestmentByCurrency as { value: number; currency: string }[]).map((m) => [
        m.currency,
        m.value,
      ]),
    );
    expect([...byCurrency.keys()].sort()).toEqual(['DKK', 'EUR', 'NOK', 'SEK']);
    expect(byCurrency.get('SEK')).toBe(100);
    expect(byCurrency.get('EUR')).toBeGreaterThan(5);
    expect(byCurrency.get('EUR')).toBeLessThan(20);
    const hedge = await tradingInfo(fundId('Nordvinga Multi-Strategy'));
    expect(hedge).toMatchObject({
      buyFrequency: 'WEEKLY',
      sellFrequency: 'MONTHLY',
      minInvestment: { value: 1000 },
    });
    expect(hedge.nextBuyAt).toBe(Date.parse('2026-11-27T12:00:00Z'));
    expect(hedge.nextSellAt).toBe(Date.parse('2026-11-30T12:00:00Z'));
    now = Date.parse('2026-12-23T13:00:00Z'); // Christmas: 24–26 December closed, then the weekend
    expect((await tradingInfo(AKTIEFOND)).nextBuyAt).toBe(Date.parse('2026-12-28T12:00:00Z'));
    // A Norwegian fund follows Oslo's 08:30 cut-off.
    expect((await tradingInfo(fundId('Fjordvik Norden'))).nextBuyAt).toBe(Date.parse('2026-12-28T07:30:00Z'));
    expect((await get('demo-se', `/api/2/instruments/${shareId('NORV B')}/trading-info`)).json().code).toBe(
      'NOT_A_FUND',
    );
    expect((await get('demo-se', '/api/2/instruments/999999/trading-info')).statusCode).toBe(404);
    now = THURSDAY_10;
  });

  it('answers suitability per instrument and per customer, 204 for a customer without approvals', async () => {
    const eligible = async (who: string, id: number) =>
      (await get(who, `/api/2/instruments/validation/suitability/${id}`)).json().eligible;
    expect(await eligible('demo-se', fundId('Nordvinga Multi-Strategy'))).toBe(true);
    expect(await eligible('demo-se', fundId('Ribbing Bull Sverige X2'))).toBe(false);
    expect(await eligible('demo-no', fundId('Vesterhav Alternativ'))).toBe(false);
    expect(await eligible('demo-no', fundId('Fjordvik Norden'))).toBe(true);
    const se = await get('demo-se', '/api/2/customer/suitability');
    expect(se.statusCode).toBe(200);
    expect(Object.keys(se.json().expiration_timestamps)).toEqual(['2']);
    expect(se.json().expiration_timestamps['2']).toBeGreaterThan(now);
    const no = await get('demo-no', '/api/2/customer/suitability');
    expect(no.statusCode).toBe(204);
    expect(no.body).toBe('');
  });

  it('documents the calls, with the Idempotency-Key header, in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    };
    const post = doc.paths['/api/2/fund_orders']?.post;
    expect(post?.parameters).toContainEqual(
      expect.objectContaining({ name: 'idempotency-key', in: 'header' }),
    );
    for (const path of [
      '/api/2/fund_orders/v2',
      '/api/2/fund_orders/{order_id}',
      '/api/2/instruments/{instrument_id}/trading-info',
      '/api/2/instruments/validation/suitability/{instrument_id}',
      '/api/2/customer/suitability',
    ])
      expect(doc.paths[path], path).toBeDefined();
  });
});
