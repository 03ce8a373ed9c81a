import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { customers, scheduledJobs, users as userRows } from '../db/schema';
import { fundId, shareId } from '../db/seed/catalog';
import { DB_KINDS, loginForApi, startTestApp, type TestApp } from '../testing/test-app';
import { runAllocationRequestJob } from './allocation-requests';
import { runDueJobs } from '../platform/schedule';
import { jobHandlers } from '../job-handlers';
import { FUND_ORDER_EXECUTE_JOB } from './order-jobs';

/** Thursday 19 Nov 2026, 10:00 in Stockholm: before the day's 13:00 cut-off. */
const THURSDAY_10 = Date.parse('2026-11-19T09:00:00Z');
const SE_CUTOFF_THURSDAY = Date.parse('2026-11-19T12:00:00Z');
const FRIDAY_10 = Date.parse('2026-11-20T09:00:00Z');

const AKTIEFOND = fundId('Sveaholm Sverige Aktiefond');
const GLOBAL_HALLBAR = fundId('Lagerlund Global Hållbar'); // held on 10001
const GLOBAL_INDEX = fundId('Nordbrook Global Index');
const KRONFJALL = fundId('Kronfjäll Tillväxtmarknader');

type Headers = Record<string, string>;
interface Action {
  side: string;
  isAllowed: boolean;
  reason: string | null;
}

describe.each(DB_KINDS)('request actions and allocation requests on %s', (kind) => {
  let t: TestApp;
  let now = THURSDAY_10;
  const users: Record<string, Headers> = {};
  const accno: Record<number, string> = {};
  let keyNo = 0;

  beforeAll(async () => {
    t = await startTestApp(kind, { READ_CACHE_MS: '0' });
    t.app.deps.time = { now: () => now };
    for (const u of ['demo-se', 'demo-no', 'demo-partner', 'demo-minor']) {
      users[u] = (await loginForApi(t.app, u)).headers;
      const accounts = (await get(u, '/api/2/accounts')).json() as { accid: number; accno: string }[];
      for (const a of accounts) accno[a.accid] = a.accno;
    }
  });
  afterAll(async () => t?.close());

  const get = (who: string, url: string) => t.app.inject({ method: 'GET', url, headers: users[who] });
  const actions = async (who: string, accid: number, instrumentId: number, orderType = 'FUND') => {
    const res = await get(
      who,
      `/api/2/request-actions?accountNumber=${accno[accid]}&onPremInstrumentId=${instrumentId}&orderType=${orderType}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as Action[]).map((a) => [a.side, a.isAllowed, a.reason]);
  };
  const place = (who: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/2/fund_orders',
      headers: { ...users[who], 'idempotency-key': `ra-${++keyNo}` },
      payload: body,
    });
  const request = (who: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/2/allocation-requests/fund',
      headers: users[who],
      payload: body,
    });
  const requests = async (who: string) =>
    (await get(who, '/api/2/allocation-requests')).json() as {
      id: number;
      requestStatus: string;
      orderId: number | null;
      rejectCode: string | null;
      cancellable: boolean;
    }[];
  const info = async (who: string, accid: number) =>
    (await get(who, `/api/2/accounts/${accid}/info`)).json() as { trading_power: { value: number } };
  const process = () => runAllocationRequestJob(t.app.deps, now);
  /**
   * Requests are for private-banking customers (fund-orders/segment.ts): the customers that send
   * them here are moved there first, keeping the accounts and holdings the cases are built on.
   */
  const privateBanking = (...who: string[]) =>
    t.database.db
      .update(customers)
      .set({ segment: 'PRIVATE_BANKING', tier: 'GOLD' })
      .where(
        inArray(
          customers.id,
          t.database.db
            .select({ id: userRows.customerId })
            .from(userRows)
            .where(inArray(userRows.username, who)),
        ),
      );

  it('answers both sides, with the reasons of blocked, closed, minor and partner accounts', async () => {
    now = THURSDAY_10;
    const allowed = [
      ['BUY', true, null],
      ['SELL', true, null],
    ];
    expect(await actions('demo-se', 10001, AKTIEFOND)).toEqual(allowed);
    expect(await actions('demo-se', 10003, AKTIEFOND)).toEqual([
      ['BUY', false, 'REQUESTS_CLOSED'],
      ['SELL', false, 'REQUESTS_CLOSED'],
    ]);
    expect(await actions('demo-se', 10004, AKTIEFOND)).toEqual([
      ['BUY', false, 'NOT_AUTHORIZED_TO_BUY'],
      ['SELL', false, 'NOT_AUTHORIZED_TO_SELL'],
    ]);
    expect(await actions('demo-minor', 10041, GLOBAL_INDEX)).toEqual([
      ['BUY', false, 'NOT_AUTHORIZED_TO_BUY'],
      ['SELL', false, 'NOT_AUTHORIZED_TO_SELL'],
    ]);
    expect(await actions('demo-partner', 10051, GLOBAL_INDEX)).toEqual([
      ['BUY', false, 'NOT_AUTHORIZED_TO_BUY'],
      ['SELL', true, null],
    ]);
    // A share through the exchange-trading type; v2 by the order book id of the instrument reply.
    expect(await actions('demo-se', 10001, shareId('NORV B'), 'EXCHANGE_TRADING')).toEqual(allowed);
    const book = (await get('demo-se', `/api/2/instruments/${AKTIEFOND}`)).json().tradables[0].identifier;
    const v2 = await get(
      'demo-se',
      `/api/2/v2/request-actions?accountNumber=${accno[10004]}&tradingOrderBookId=${book}`,
    );
    expect(v2.statusCode, v2.body).toBe(200);
    // The blocked account: the reason of spec 000 §8, and the code that says why.
    expect(v2.json()).toEqual([
      { side: 'BUY', isAllowed: false, reason: 'NOT_AUTHORIZED_TO_BUY', code: 'ACCOUNT_IS_BLOCKED' },
      { side: 'SELL', isAllowed: false, reason: 'NOT_AUTHORIZED_TO_SELL', code: 'ACCOUNT_IS_BLOCKED' },
    ]);
  });

  it('refuses another customer’s account, unknown instruments and order books, and a wrong order type', async () => {
    const cases: [string, number, string][] = [
      [
        `accountNumber=${accno[10011]}&onPremInstrumentId=${AKTIEFOND}&orderType=FUND`,
        404,
        'ACCOUNT_NOT_FOUND',
      ],
      [`accountNumber=${accno[10001]}&onPremInstrumentId=999999&orderType=FUND`, 404, 'UNKNOWN_INSTRUMENT'],
      [
        `accountNumber=${accno[10001]}&onPremInstrumentId=${AKTIEFOND}&orderType=EXCHANGE_TRADING`,
        422,
        'NOT_VALID_TRADABLE',
      ],
      [
        `accountNumber=${accno[10001]}&onPremInstrumentId=${shareId('NORV B')}&orderType=FUND`,
        422,
        'NOT_A_FUND',
      ],
      [`accountNumber=${accno[10001]}&onPremInstrumentId=${AKTIEFOND}&orderType=OPTION`, 400, 'INPUT_ERROR'],
    ];
    for (const [q, status, code] of cases) {
      const res = await get('demo-se', `/api/2/request-actions?${q}`);
      expect(res.statusCode, `${q} ${res.body}`).toBe(status);
      expect(res.json().code).toBe(code);
    }
    const v2 = await get(
      'demo-se',
      `/api/2/v2/request-actions?accountNumber=${accno[10001]}&tradingOrderBookId=7`,
    );
    expect(v2.statusCode).toBe(404);
    expect(v2.json().code).toBe('UNKNOWN_INSTRUMENT');
  });

  it('SOLD_ALREADY / BOUGHT_ALREADY: the order book refuses what the request actions forbid, until the order is cancelled', async () => {
    now = THURSDAY_10;
    const sold = await place('demo-se', {
      instrument_id: GLOBAL_HALLBAR,
      accid: 10001,
      orderside: 'SELL',
      percent: 10,
    });
    expect(sold.statusCode, sold.body).toBe(201);
    expect(await actions('demo-se', 10001, GLOBAL_HALLBAR)).toEqual([
      ['BUY', false, 'SOLD_ALREADY'],
      ['SELL', true, null],
    ]);
    // Another account of the customer is not affected.
    expect((await actions('demo-se', 10002, GLOBAL_HALLBAR))[0]).toEqual(['BUY', true, null]);
    const tp = (await info('demo-se', 10001)).trading_power.value;
    const buy = {
      instrument_id: GLOBAL_HALLBAR,
      accid: 10001,
      orderside: 'BUY',
      amount: { value: 1000, currency: 'SEK' },
    };
    const refused = await place('demo-se', buy);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields[0].code).toBe('SOLD_ALREADY');
    expect((await info('demo-se', 10001)).trading_power.value).toBe(tp);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/2/fund_orders/${sold.json().fund_order.order_id}`,
      headers: users['demo-se'],
    });
    expect(del.statusCode).toBe(200);
    expect((await actions('demo-se', 10001, GLOBAL_HALLBAR))[0]).toEqual(['BUY', true, null]);
    expect((await place('demo-se', buy)).statusCode).toBe(201);
    expect(await actions('demo-se', 10001, GLOBAL_HALLBAR)).toEqual([
      ['BUY', true, null],
      ['SELL', false, 'BOUGHT_ALREADY'],
    ]);
    const sell = await place('demo-se', {
      instrument_id: GLOBAL_HALLBAR,
      accid: 10001,
      orderside: 'SELL',
      percent: 10,
    });
    expect(sell.json().fields[0].code).toBe('BOUGHT_ALREADY');
    // The next day in Stockholm the slate is clean.
    now = FRIDAY_10;
    expect((await actions('demo-se', 10001, GLOBAL_HALLBAR))[1]).toEqual(['SELL', true, null]);
    now = THURSDAY_10;
  });

  it('takes an allocation request, places it as an order at the next processing run, and follows the order to ORDER_EXECUTED', async () => {
    now = THURSDAY_10;
    await privateBanking('demo-se');
    const tp = (await info('demo-se', 10002)).trading_power.value;
    const res = await request('demo-se', {
      accountNumber: accno[10002],
      onPremInstrumentId: KRONFJALL,
      side: 'BUY',
      amount: { value: 2500, currency: 'SEK' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      requestStatus: 'IN_PROGRESS',
      accountNumber: accno[10002],
      amount: { value: 2500, currency: 'SEK' },
      percent: null,
      instrument: { longName: 'Kronfjäll Tillväxtmarknader' },
      orderId: null,
      cancellable: true,
    });
    // Nothing is reserved until the request becomes an order.
    expect((await info('demo-se', 10002)).trading_power.value).toBe(tp);
    // The request counts for the same-day rule at once.
    expect((await actions('demo-se', 10002, KRONFJALL))[1]).toEqual(['SELL', false, 'BOUGHT_ALREADY']);

    expect(await process()).toMatchObject({ approved: 1 });
    const approved = (await requests('demo-se')).find((r) => r.id === created.id)!;
    expect(approved).toMatchObject({ requestStatus: 'ORDER_APPROVED', cancellable: true });
    expect(approved.orderId).toBeGreaterThan(0);
    expect((await info('demo-se', 10002)).trading_power.value).toBe(tp - 2500);
    // Running again changes nothing twice.
    expect(await process()).toEqual({ approved: 0, rejected: 0, cancelled: 0, followed: 0 });

    now = SE_CUTOFF_THURSDAY + 1000;
    expect((await runDueJobs(t.database.db, jobHandlers(t.app.deps), now)).done).toBeGreaterThan(0);
    expect(await process()).toMatchObject({ followed: 1 });
    expect((await requests('demo-se')).find((r) => r.id === created.id)).toMatchObject({
      requestStatus: 'ORDER_EXECUTED',
      cancellable: false,
    });
    now = THURSDAY_10;
  });

  it('refuses a request at once with the order book’s code and request-action reasons, storing nothing', async () => {
    now = THURSDAY_10;
    await privateBanking('demo-se', 'demo-partner');
    const before = await requests('demo-se');
    const cases: [object, number, string, string?][] = [
      [
        {
          accountNumber: accno[10004],
          onPremInstrumentId: AKTIEFOND,
          side: 'BUY',
          amount: { value: 1000, currency: 'SEK' },
        },
        422,
        'ACCOUNT_IS_BLOCKED',
        'body.accountNumber',
      ],
      [
        {
          accountNumber: accno[10011],
          onPremInstrumentId: AKTIEFOND,
          side: 'BUY',
          amount: { value: 1000, currency: 'SEK' },
        },
        404,
        'ACCOUNT_NOT_FOUND',
        'body.accountNumber',
      ],
      [
        {
          accountNumber: accno[10001],
          onPremInstrumentId: 999999,
          side: 'BUY',
          amount: { value: 1000, currency: 'SEK' },
        },
        404,
        'UNKNOWN_INSTRUMENT',
        'body.onPremInstrumentId',
      ],
      [
        { accountNumber: accno[10001], onPremInstrumentId: AKTIEFOND, side: 'BUY' },
        400,
        'MANDATORY_FIELD_MISSING',
        'body.amount',
      ],
      [
        {
          accountNumber: accno[10001],
          onPremInstrumentId: AKTIEFOND,
          side: 'BUY',
          amount: { value: 900_000_000, currency: 'SEK' },
        },
        422,
        'NOT_ENOUGH_TRADING_POWER',
      ],
      // Bought today above: selling it the same day is refused by the request actions.
      [
        { accountNumber: accno[10001], onPremInstrumentId: GLOBAL_HALLBAR, side: 'SELL', percent: 10 },
        422,
        'BOUGHT_ALREADY',
      ],
    ];
    for (const [body, status, code, field] of cases) {
      const res = await request('demo-se', body);
      expect(res.statusCode, `${code} ${res.body}`).toBe(status);
      expect(res.json().fields[0].code).toBe(code);
      if (field) expect(res.json().fields[0].field).toBe(field);
    }
    const partner = await request('demo-partner', {
      accountNumber: accno[10051],
      onPremInstrumentId: GLOBAL_INDEX,
      side: 'BUY',
      amount: { value: 1000, currency: 'SEK' },
    });
    expect(partner.json().fields[0].code).toBe('SUPERFUND_NOT_ALLOWED');
    expect(await requests('demo-se')).toEqual(before);
  });

  it('rejects at processing what the order book refuses by then (REQUEST_REJECTED with the code)', async () => {
    now = THURSDAY_10;
    await privateBanking('demo-no');
    const tp = (await info('demo-no', 10012)).trading_power.value;
    const body = {
      accountNumber: accno[10012],
      onPremInstrumentId: fundId('Fjordvik Norden'),
      side: 'BUY',
      amount: { value: Math.floor(tp * 0.6), currency: 'NOK' },
    };
    const first = (await request('demo-no', body)).json();
    const second = (await request('demo-no', body)).json();
    expect([first.requestStatus, second.requestStatus]).toEqual(['IN_PROGRESS', 'IN_PROGRESS']);
    // Both fit on their own; together they do not, so the second becomes REQUEST_REJECTED.
    expect(await process()).toMatchObject({ approved: 1, rejected: 1 });
    const list = await requests('demo-no');
    expect(list.find((r) => r.id === first.id)).toMatchObject({ requestStatus: 'ORDER_APPROVED' });
    expect(list.find((r) => r.id === second.id)).toMatchObject({
      requestStatus: 'REQUEST_REJECTED',
      rejectCode: 'NOT_ENOUGH_TRADING_POWER',
      orderId: null,
      cancellable: false,
    });
  });

  it('cancels: IN_PROGRESS at once; after approval through CANCEL_IN_PROGRESS to CANCELLED with the order; later 409', async () => {
    now = THURSDAY_10;
    await privateBanking('demo-se');
    const del = (who: string, id: number) =>
      t.app.inject({ method: 'DELETE', url: `/api/2/allocation-requests/${id}`, headers: users[who] });
    const body = {
      accountNumber: accno[10001],
      onPremInstrumentId: AKTIEFOND,
      side: 'BUY',
      amount: { value: 1000, currency: 'SEK' },
    };
    const waiting = (await request('demo-se', body)).json();
    expect((await del('demo-no', waiting.id)).statusCode).toBe(404);
    const cancelled = await del('demo-se', waiting.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ requestStatus: 'CANCELLED', cancellable: false });
    expect((await del('demo-se', waiting.id)).json().code).toBe('ALLOCATION_REQUEST_NOT_CANCELLABLE');

    const tp = (await info('demo-se', 10001)).trading_power.value;
    const approvedId = (await request('demo-se', body)).json().id as number;
    await process();
    expect((await info('demo-se', 10001)).trading_power.value).toBe(tp - 1000);
    const cancelling = await del('demo-se', approvedId);
    expect(cancelling.json()).toMatchObject({ requestStatus: 'CANCEL_IN_PROGRESS', cancellable: false });
    expect(await process()).toMatchObject({ cancelled: 1 });
    const done = (await requests('demo-se')).find((r) => r.id === approvedId)!;
    expect(done.requestStatus).toBe('CANCELLED');
    const orders = (await get('demo-se', '/api/2/fund_orders/v2')).json() as {
      order_id: number;
      state: string;
    }[];
    expect(orders.find((o) => o.order_id === done.orderId)?.state).toBe('CANCELLED');
    // Its execution job went with it.
    const jobs = await t.database.db
      .select({ status: scheduledJobs.status })
      .from(scheduledJobs)
      .where(
        and(eq(scheduledJobs.kind, FUND_ORDER_EXECUTE_JOB), eq(scheduledJobs.ref, String(done.orderId))),
      );
    expect(jobs).toEqual([{ status: 'CANCELLED' }]);
    expect((await info('demo-se', 10001)).trading_power.value).toBe(tp);

    // Approved, but the stop time has passed: the order can no longer be cancelled.
    const lateId = (await request('demo-se', body)).json().id as number;
    await process();
    now = SE_CUTOFF_THURSDAY;
    const late = await del('demo-se', lateId);
    expect(late.statusCode).toBe(409);
    expect(late.json().fields[0].code).toBe('ALLOCATION_REQUEST_NOT_CANCELLABLE');
    expect((await requests('demo-se')).find((r) => r.id === lateId)?.requestStatus).toBe('ORDER_APPROVED');
    now = THURSDAY_10;
  });

  it('gives the instrument with the position of each asked account, own accounts only', async () => {
    now = THURSDAY_10;
    const res = await get('demo-se', `/api/2/instruments/${GLOBAL_HALLBAR}/positions?accids=10001,10002`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.instrument).toMatchObject({ instrument_id: GLOBAL_HALLBAR, instrument_group_type: 'FND' });
    expect(body.positions.map((p: { accid: number }) => p.accid)).toEqual([10001, 10002]);
    const held = body.positions[0];
    const own = (
      (await get('demo-se', '/api/2/accounts/10001/positions')).json() as {
        instrument: { instrument_id: number };
        qty: number;
        market_value_acc: { value: number };
      }[]
    ).find((p) => p.instrument.instrument_id === GLOBAL_HALLBAR)!;
    expect(held).toMatchObject({ qty: own.qty, market_value_acc: own.market_value_acc, accno: accno[10001] });
    expect(held.last_nav).toBeGreaterThan(0);
    expect(held.available_holdings.value).toBeLessThanOrEqual(own.market_value_acc.value);
    const other = await get('demo-se', `/api/2/instruments/${GLOBAL_HALLBAR}/positions?accids=10001,10011`);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('ACCOUNT_NOT_FOUND');
    expect((await get('demo-se', `/api/2/instruments/999999/positions?accids=10001`)).json().code).toBe(
      'UNKNOWN_INSTRUMENT',
    );
    expect((await get('demo-se', `/api/2/instruments/${GLOBAL_HALLBAR}/positions?accids=x`)).statusCode).toBe(
      400,
    );
  });
});
