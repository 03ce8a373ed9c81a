import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { Decimal, tickBand } from '@broker/domain';
import { queryRows } from '../chart/db-rows';
import { tradables } from '../db/schema';
import { fundId, instrumentById, shareId } from '../db/seed/catalog';
import { DB_KINDS, loginForApi, startTestApp, type TestApp } from '../testing/test-app';

/**
 * Allocation requests v2 (spec 001 §7.14): one create for every kind by order book id, one cancel;
 * the list shows fund and share requests together. demo-pb trades by request; Monday 23 Nov 2026.
 */

const MON_10 = Date.parse('2026-11-23T09:00:00Z');
const FUND = fundId('Lagerlund Global Hållbar');
const NORV = instrumentById(shareId('NORV B'));
const PB_ISK_ACCNO = '39517302';

interface RequestReply {
  id: number;
  requestStatus: string;
  orderType: string;
  instrument: { instrumentId: number };
  amount: { value: number } | null;
  volume: number | null;
  tradingOrderBookId: number | null;
  cancellable: boolean;
}

describe.each(DB_KINDS)('allocation requests v2 on %s', (kind) => {
  let t: TestApp;
  let fundBook: number;
  /** A buy limit on the share's tick grid, 5 % under its last price: within the collar. */
  let price: number;
  let seAccno: string;
  const users: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    t = await startTestApp(kind, { READ_CACHE_MS: '0', SIMULATOR: 'off' });
    t.app.deps.time = { now: () => MON_10 };
    for (const u of ['demo-pb', 'demo-se']) users[u] = (await loginForApi(t.app, u)).headers;
    const [book] = await t.database.db
      .select({ identifier: tradables.identifier })
      .from(tradables)
      .where(eq(tradables.instrumentId, FUND));
    fundBook = Number(book!.identifier);
    const accounts = await t.app.inject({ method: 'GET', url: '/api/2/accounts', headers: users['demo-se'] });
    seAccno = (accounts.json() as { accno: string }[])[0]!.accno;
    const share = await t.app.inject({
      method: 'GET',
      url: `/api/2/instruments/${NORV.instrumentId}`,
      headers: users['demo-pb'],
    });
    const under = new Decimal((share.json() as { last_price: number }).last_price).times(0.95);
    const tick = tickBand(under).tick;
    price = under.dividedBy(tick).floor().times(tick).toNumber();
  });
  afterAll(async () => t?.close());

  const create = (who: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/2/v2/allocation-requests',
      headers: users[who],
      payload: body,
    });
  const cancel = (who: string, id: number) =>
    t.app.inject({ method: 'DELETE', url: `/api/2/v2/allocation-requests/${id}`, headers: users[who] });
  const list = async () =>
    (
      await t.app.inject({ method: 'GET', url: '/api/2/allocation-requests', headers: users['demo-pb'] })
    ).json() as RequestReply[];
  const count = async () =>
    (
      await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from allocation_requests`)
    )[0]!.n;

  let fundRequest: RequestReply;
  let shareRequest: RequestReply;

  it('sends a fund request by the fund’s order book and a share request by the share’s', async () => {
    const fund = await create('demo-pb', {
      accountNumber: PB_ISK_ACCNO,
      tradingOrderBookId: fundBook,
      side: 'BUY',
      amount: { value: 1000, currency: 'SEK' },
    });
    expect(fund.statusCode, fund.body).toBe(201);
    fundRequest = fund.json() as RequestReply;
    expect(fundRequest).toMatchObject({
      requestStatus: 'IN_PROGRESS',
      orderType: 'FUND',
      instrument: { instrumentId: FUND },
      amount: { value: 1000 },
      tradingOrderBookId: null,
      cancellable: true,
    });
    const share = await create('demo-pb', {
      accountNumber: PB_ISK_ACCNO,
      tradingOrderBookId: Number(NORV.identifier),
      side: 'BUY',
      volume: 10,
      price,
    });
    expect(share.statusCode, share.body).toBe(201);
    shareRequest = share.json() as RequestReply;
    expect(shareRequest).toMatchObject({
      requestStatus: 'IN_PROGRESS',
      orderType: 'EXCHANGE_TRADING',
      tradingOrderBookId: Number(NORV.identifier),
      volume: 10,
    });
    // One list of every kind.
    const ids = (await list()).map((r) => [r.id, r.orderType]);
    expect(ids).toEqual(
      expect.arrayContaining([
        [fundRequest.id, 'FUND'],
        [shareRequest.id, 'EXCHANGE_TRADING'],
      ]),
    );
  });

  it('refuses fields of the other kind, missing ones, unknown books and other customers, storing nothing', async () => {
    const before = await count();
    const refused = async (who: string, body: object, status: number, code: string, field?: string) => {
      const res = await create(who, body);
      expect(res.statusCode, res.body).toBe(status);
      const error = res.json() as { code: string; fields?: { code: string; field?: string }[] };
      expect(error.fields?.[0]?.code ?? error.code).toBe(code);
      if (field) expect(error.fields?.[0]?.field).toBe(field);
    };
    const base = { accountNumber: PB_ISK_ACCNO, side: 'BUY' };
    await refused(
      'demo-pb',
      { ...base, tradingOrderBookId: fundBook, amount: { value: 1000, currency: 'SEK' }, volume: 5 },
      400,
      'INPUT_ERROR',
      'body.volume',
    );
    await refused(
      'demo-pb',
      { ...base, tradingOrderBookId: Number(NORV.identifier), volume: 10 },
      400,
      'MANDATORY_FIELD_MISSING',
      'body.price',
    );
    await refused(
      'demo-pb',
      { ...base, tradingOrderBookId: Number(NORV.identifier), volume: 10, price, percent: 5 },
      400,
      'INPUT_ERROR',
      'body.percent',
    );
    await refused(
      'demo-pb',
      { ...base, tradingOrderBookId: 999_999_999, volume: 1, price: 1 },
      404,
      'UNKNOWN_INSTRUMENT',
    );
    // The fund order book's own rules, answered with v2's field.
    await refused(
      'demo-pb',
      { ...base, tradingOrderBookId: fundBook, amount: { value: 1, currency: 'SEK' } },
      422,
      'BELOW_MIN_INVEST_AMOUNT',
    );
    await refused(
      'demo-pb',
      {
        accountNumber: seAccno,
        side: 'BUY',
        tradingOrderBookId: fundBook,
        amount: { value: 1000, currency: 'SEK' },
      },
      404,
      'ACCOUNT_NOT_FOUND',
    );
    // Customers outside private banking place orders themselves.
    await refused(
      'demo-se',
      {
        accountNumber: seAccno,
        side: 'BUY',
        tradingOrderBookId: fundBook,
        amount: { value: 1000, currency: 'SEK' },
      },
      403,
      'ALLOCATION_REQUEST_NOT_ALLOWED',
    );
    expect(await count()).toBe(before);
  });

  it('cancels either kind by v2; another customer’s request answers 404', async () => {
    expect((await cancel('demo-se', fundRequest.id)).statusCode).toBe(404);
    for (const r of [fundRequest, shareRequest]) {
      const res = await cancel('demo-pb', r.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: r.id, requestStatus: 'CANCELLED', cancellable: false });
    }
    const again = await cancel('demo-pb', fundRequest.id);
    expect(again.statusCode).toBe(409);
  });
});
