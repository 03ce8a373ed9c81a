import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import type { DepthData } from '@broker/contract';
import { Decimal } from '@broker/domain';
import { intradayLimits, notifications, scheduledJobs } from '../db/schema';
import { instrumentById, shareId } from '../db/seed/catalog';
import { jobHandlers } from '../job-handlers';
import { bookCash } from '../accounts/ledger';
import type { Market } from '../market/start';
import { runDueJobs } from '../platform/schedule';
import { startExchangeMarket } from '../testing/exchange-market';
import { DB_KINDS, loginForApi, startTestApp, type TestApp } from '../testing/test-app';
import type { ExchangeRuntime } from '../exchange/runtime';

/**
 * The intraday limit through the API (spec 001 §7.4), with the simulator and the exchange on a
 * hand-driven clock: Monday 23 Nov 2026 from 10:00 in Stockholm (continuous trading; the close is
 * 17:30, 16:30 UTC).
 */

const MON_10 = Date.parse('2026-11-23T09:00:00Z');
const MON_CLOSE = Date.parse('2026-11-23T16:30:00Z');
const NORV = instrumentById(shareId('NORV B'));
const ISK = 10001;
const URL = '/nnxapi/credits/v1/intraday-limit';

interface Money {
  value: number;
  currency: string;
}
interface AccountStatus {
  accid: number;
  type: string;
  eligible: boolean;
  reason: string | null;
  limit: Money;
  active: boolean;
  used: Money;
  trading_power: Money;
  activated_at: number | null;
}
interface Status {
  country: string;
  trading_day: string;
  closes_at: number;
  accounts: AccountStatus[];
}

describe.each(DB_KINDS)('intraday limit on %s', (kind) => {
  let t: TestApp;
  let market: Market;
  let runtime: ExchangeRuntime;
  let now = MON_10;
  const users: Record<string, Record<string, string>> = {};
  let keyNo = 0;

  beforeAll(async () => {
    t = await startTestApp(kind, { READ_CACHE_MS: '0' });
    ({ market, runtime } = await startExchangeMarket(t, () => now, 'credits-test'));
    for (const u of ['demo-se', 'demo-no', 'demo-kyc']) users[u] = (await loginForApi(t.app, u)).headers;
  });
  afterAll(async () => {
    await market?.stop();
    await t?.close();
  });

  const call = (who: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: users[who], ...(payload ? { payload } : {}) });
  const status = async (who = 'demo-se', country = 'SE') => {
    const res = await call(who, 'GET', `${URL}/${country}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Status;
  };
  const of = (s: Status, accid: number) => s.accounts.find((a) => a.accid === accid)!;
  const rows = async () => (await t.database.db.select({ n: count() }).from(intradayLimits))[0]!.n;
  const buy = (accid: number, price: number, volume: number, preview = false) =>
    t.app.inject({
      method: 'POST',
      url: `/api/2/accounts/${accid}/orders${preview ? '/preview' : ''}`,
      headers: { ...users['demo-se'], 'idempotency-key': `credit-${++keyNo}` },
      payload: {
        market_id: NORV.marketId,
        identifier: NORV.identifier,
        side: 'BUY',
        price,
        volume,
        currency: NORV.currency,
        order_type: 'LIMIT',
      },
    });
  const depth = async () =>
    (await market.snapshots.resolve({ t: 'depth', m: NORV.marketId, i: NORV.identifier })).state as DepthData;
  const info = async (accid: number) =>
    (await call('demo-se', 'GET', `/api/2/accounts/${accid}/info`)).json() as {
      account_sum: Money;
      trading_power: Money;
      own_capital: Money;
    };

  it('says per account whether it may have the limit, and the limit it would get', async () => {
    const s = await status();
    expect(s).toMatchObject({ country: 'SE', trading_day: '2026-11-23', closes_at: MON_CLOSE });
    const isk = of(s, ISK);
    const own = (await info(ISK)).own_capital.value;
    expect(isk).toMatchObject({
      type: 'ISK',
      eligible: true,
      reason: null,
      active: false,
      activated_at: null,
    });
    expect(isk.limit.value).toBe(Math.min(1_000_000, Math.floor(own)));
    expect(isk.used.value).toBe(0);
    const kf = s.accounts.find((a) => a.type === 'KF')!;
    expect(kf).toMatchObject({ eligible: false, reason: 'ACCOUNT_TYPE' });
    // demo-kyc's answers are overdue: buying is blocked, so is the limit.
    const kyc = await status('demo-kyc');
    expect(kyc.accounts.every((a) => !a.eligible && a.reason === 'BUYING_BLOCKED')).toBe(true);
  });

  it('refuses with codes and writes nothing: another country, risk not accepted, an account that may not have it', async () => {
    const before = await rows();
    const kf = (await status()).accounts.find((a) => a.type === 'KF')!.accid;
    const cases: [string, string, object, number, string][] = [
      ['demo-se', 'NO', { accountIds: [ISK], acceptedRisk: true }, 422, 'INTRADAY_LIMIT_WRONG_COUNTRY'],
      ['demo-se', 'SE', { accountIds: [ISK], acceptedRisk: false }, 422, 'INTRADAY_LIMIT_RISK_NOT_ACCEPTED'],
      ['demo-se', 'SE', { accountIds: [ISK, kf], acceptedRisk: true }, 422, 'INTRADAY_LIMIT_NOT_ELIGIBLE'],
    ];
    for (const [who, country, body, code, error] of cases) {
      const res = await call(who, 'POST', `${URL}/${country}`, body);
      expect(res.statusCode, res.body).toBe(code);
      expect(res.json().code).toBe(error);
    }
    const notEligible = await call('demo-se', 'POST', `${URL}/SE`, {
      accountIds: [ISK, kf],
      acceptedRisk: true,
    });
    expect(notEligible.json().fields).toEqual([{ code: 'ACCOUNT_TYPE', field: 'body.accountIds.1' }]);
    expect((await call('demo-se', 'GET', `${URL}/FI`)).json().code).toBe('INTRADAY_LIMIT_WRONG_COUNTRY');
    expect(await rows()).toBe(before);
  });

  it('answers 404 for another customer’s account and changes nothing', async () => {
    const before = await rows();
    const theirs = (await status('demo-no', 'NO')).accounts[0]!.accid;
    for (const res of [
      await call('demo-se', 'POST', `${URL}/SE`, { accountIds: [ISK, theirs], acceptedRisk: true }),
      await call('demo-se', 'POST', `${URL}/NO`, { accountIds: [theirs], acceptedRisk: true }),
      await call('demo-se', 'DELETE', `${URL}/SE/accounts/${theirs}`),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().code).toBe('ACCOUNT_NOT_FOUND');
    }
    expect(await rows()).toBe(before);
  });

  it('raises a share buy’s trading power while active: beyond cash within the limit goes through, beyond the limit not', async () => {
    const book = await depth();
    const ask = book.ask1 as number;
    const cashPower = new Decimal((await info(ISK)).trading_power.value);
    // A buy a little beyond the cash-based trading power.
    const volume = cashPower
      .div(ask)
      .floor()
      .plus(Math.min(5, book.ask_volume1 as number))
      .toNumber();
    const refused = await buy(ISK, ask, volume);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().code).toBe('NOT_ENOUGH_TRADING_POWER');

    const activated = await call('demo-se', 'POST', `${URL}/SE`, { accountIds: [ISK], acceptedRisk: true });
    expect(activated.statusCode, activated.body).toBe(200);
    const isk = of(activated.json() as Status, ISK);
    expect(isk).toMatchObject({ active: true, activated_at: now });
    const limit = isk.limit.value;
    expect(isk.trading_power.value).toBe(cashPower.plus(limit).toNumber());
    // Idempotent: activating again keeps the one activation and its limit.
    const again = await call('demo-se', 'POST', `${URL}/SE`, { accountIds: [ISK], acceptedRisk: true });
    expect(of(again.json() as Status, ISK).limit.value).toBe(limit);
    expect(
      (
        await t.database.db.select({ n: count() }).from(intradayLimits).where(eq(intradayLimits.accid, ISK))
      )[0]!.n,
    ).toBe(1);

    const preview = await buy(ISK, ask, volume, true);
    expect(preview.json().trading_power.value).toBe(cashPower.plus(limit).toNumber());
    expect(preview.json().rejection).toBeNull();
    // Beyond the limit: refused.
    const tooMuch = cashPower.plus(limit).div(ask).floor().plus(10).toNumber();
    const over = await buy(ISK, ask, tooMuch);
    expect(over.statusCode, over.body).toBe(422);
    expect(over.json().code).toBe('NOT_ENOUGH_TRADING_POWER');

    const placed = await buy(ISK, ask, volume);
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = (placed.json() as { order_id: number }).order_id;
    await runtime.flush();
    // The limit is in use now: it cannot be deactivated.
    const inUse = await call('demo-se', 'DELETE', `${URL}/SE/accounts/${ISK}`);
    expect(inUse.statusCode, inUse.body).toBe(422);
    expect(inUse.json().code).toBe('INTRADAY_LIMIT_IN_USE');
    const used = of(await status(), ISK).used.value;
    expect(used).toBeGreaterThan(0);
    // Fund buys are not covered: the fund order's trading power (account info) stays cash-based.
    expect((await info(ISK)).trading_power.value).toBeLessThan(0);
    expect(orderId).toBeGreaterThan(0);
  });

  it('ends the day’s limits at the close and tells an account still below zero', async () => {
    // Whatever the buy above left, the account is made to end the day below zero for certain.
    const before = new Decimal((await info(ISK)).account_sum.value);
    if (!before.isNegative()) {
      await t.database.db.transaction(async (tx) => {
        await bookCash(tx, {
          accid: ISK,
          currency: 'SEK',
          tradeDay: '2026-11-23',
          type: 'WITHDRAWAL',
          amount: before.plus(100).negated(),
          at: new Date(now),
        });
      });
    }
    const job = await t.database.db
      .select()
      .from(scheduledJobs)
      .where(and(eq(scheduledJobs.kind, 'credits.intraday-close'), eq(scheduledJobs.ref, 'SE:2026-11-23')));
    expect(job).toHaveLength(1);
    expect(job[0]!.dueAt.getTime()).toBe(MON_CLOSE);
    const told = async () =>
      (
        await t.database.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.customerId, 1), eq(notifications.kind, 'INTRADAY_LIMIT_OVERDRAWN')))
      ).length;
    expect((await runDueJobs(t.database.db, jobHandlers(t.app.deps), MON_CLOSE - 1000)).done).toBe(0);
    expect(await told()).toBe(0);
    now = MON_CLOSE + 60_000;
    await runDueJobs(t.database.db, jobHandlers(t.app.deps), now);
    expect(await told()).toBe(1);
    const [n] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.customerId, 1), eq(notifications.kind, 'INTRADAY_LIMIT_OVERDRAWN')));
    expect(n!.params).toMatchObject({ accid: ISK, day: '2026-11-23', link: '/intraday-limit' });
    const [row] = await t.database.db.select().from(intradayLimits).where(eq(intradayLimits.accid, ISK));
    expect(row).toMatchObject({ endedBy: 'CLOSE' });
    // The next trading day: no limit, trading power is cash-based and negative, a buy is refused.
    const next = await status();
    expect(next.trading_day).toBe('2026-11-24');
    expect(of(next, ISK)).toMatchObject({ active: false, eligible: false, reason: 'NEGATIVE_CASH' });
  });

  it('deactivates a limit nothing uses, and activates again the same day', async () => {
    now = Date.parse('2026-11-24T09:00:00Z');
    const af = (await status()).accounts.find((a) => a.type === 'AF')!.accid;
    const on = await call('demo-se', 'POST', `${URL}/SE`, { accountIds: [af], acceptedRisk: true });
    expect(of(on.json() as Status, af).active).toBe(true);
    const off = await call('demo-se', 'DELETE', `${URL}/SE/accounts/${af}`);
    expect(off.statusCode, off.body).toBe(200);
    expect(of(off.json() as Status, af).active).toBe(false);
    const notActive = await call('demo-se', 'DELETE', `${URL}/SE/accounts/${af}`);
    expect(notActive.json().code).toBe('INTRADAY_LIMIT_NOT_ACTIVE');
    const onAgain = await call('demo-se', 'POST', `${URL}/SE`, { accountIds: [af], acceptedRisk: true });
    expect(of(onAgain.json() as Status, af).active).toBe(true);
  });
});
