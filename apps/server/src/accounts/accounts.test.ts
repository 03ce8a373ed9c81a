import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decimal } from '@broker/domain';
import { DB_KINDS, loginForApi, startTestApp, type TestApp } from '../testing/test-app';

describe.each(DB_KINDS)('accounts on %s', (kind) => {
  let t: TestApp;
  let se: Record<string, string>;
  let no: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp(kind);
    se = (await loginForApi(t.app, 'demo-se')).headers;
    no = (await loginForApi(t.app, 'demo-no')).headers;
  });
  afterAll(async () => t?.close());

  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

  it("lists only the customer's own accounts, including a blocked one and one the order flow drops", async () => {
    const res = await get('/api/2/accounts', se);
    expect(res.statusCode).toBe(200);
    const accounts = res.json() as {
      accid: number;
      symbol: string;
      is_blocked: boolean;
      account_code: string;
      atyid: number;
    }[];
    expect(accounts.length).toBeGreaterThanOrEqual(2);
    expect(accounts.length).toBeLessThanOrEqual(4);
    expect(accounts.some((a) => a.is_blocked)).toBe(true);
    expect(accounts.some((a) => a.account_code === 'BLSE' || a.atyid === 123)).toBe(true);
    expect(accounts.every((a) => a.symbol === 'SEK')).toBe(true);
    const noAccounts = (await get('/api/2/accounts', no)).json() as { accid: number }[];
    const seIds = new Set(accounts.map((a) => a.accid));
    expect(noAccounts.some((a) => seIds.has(a.accid))).toBe(false);
  });

  it('gives account info whose own capital is cash plus the market value of the positions', async () => {
    const accounts = (await get('/api/2/accounts', se)).json() as { accid: number }[];
    let sawPositions = false;
    for (const { accid } of accounts) {
      const info = (await get(`/api/2/accounts/${accid}/info`, se)).json();
      const positions = (await get(`/api/2/accounts/${accid}/positions`, se)).json() as {
        market_value_acc: { value: number };
      }[];
      sawPositions ||= positions.length > 0;
      const mv = positions.reduce((acc, p) => acc.plus(p.market_value_acc.value), new Decimal(0));
      expect(info.account_currency).toBe('SEK');
      expect(info.full_marketvalue.value).toBeCloseTo(mv.toNumber(), 1);
      expect(new Decimal(info.own_capital.value).toFixed(2)).toBe(
        new Decimal(info.account_sum.value).plus(info.full_marketvalue.value).toFixed(2),
      );
      expect(info.trading_power.value).toBe(
        new Decimal(info.account_sum.value).minus(info.reserved.fund_orders.value).toNumber(),
      );
      expect(info.account_sum.value).toBeGreaterThanOrEqual(0);
    }
    expect(sawPositions).toBe(true);
  });

  it('values positions with the fields the order flow needs', async () => {
    const accounts = (await get('/api/2/accounts', se)).json() as { accid: number }[];
    const all = [];
    for (const { accid } of accounts)
      all.push(...(await get(`/api/2/accounts/${accid}/positions`, se)).json());
    const fund = all.find((p) => p.instrument.instrument_group_type === 'FND');
    const share = all.find((p) => p.instrument.instrument_group_type === 'EQ');
    expect(fund?.instrument.last_nav).toBeGreaterThan(0);
    expect(share?.instrument.last_nav).toBeUndefined();
    for (const p of [fund, share]) {
      expect(p.qty).toBeGreaterThan(0);
      expect(p.market_value.value).toBeCloseTo(p.qty * p.last_price.value, 0);
      expect(p.morning_price.value).toBeGreaterThan(0);
      expect(p.acq_price.value).toBeGreaterThan(0);
    }
  });

  it("answers another customer's account with 404, exactly like a missing one", async () => {
    const noAccid = ((await get('/api/2/accounts', no)).json() as { accid: number }[])[0]!.accid;
    for (const path of ['info', 'positions']) {
      const foreign = await get(`/api/2/accounts/${noAccid}/${path}`, se);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().code).toBe('ACCOUNT_NOT_FOUND');
      expect(foreign.body).not.toContain('account_sum');
      const missing = await get(`/api/2/accounts/999999/${path}`, se);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe('ACCOUNT_NOT_FOUND');
    }
  });

  it('answers a malformed or out-of-range account id with 400 naming the field', async () => {
    for (const id of ['abc', '-1', '1.5', '99999999999']) {
      const res = await get(`/api/2/accounts/${id}/info`, se);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().fields[0]).toMatchObject({ code: 'INPUT_ERROR', field: 'params.accid' });
    }
  });

  it('gives a customer without accounts an empty list', async () => {
    const empty = (await loginForApi(t.app, 'demo-empty')).headers;
    const res = await get('/api/2/accounts', empty);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});
