import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { localTimeToUtc } from '@broker/domain';
import { queryRows } from '../chart/db-rows';
import { DB_KINDS, loginForApi, startTestApp, type TestApp } from '../testing/test-app';
import { runDueJobs } from '../platform/schedule';
import { jobHandlers } from '../job-handlers';

interface Withdrawal {
  id: number;
  status: string;
  send_day: string;
  paid_at: number;
  cancellable: boolean;
  transaction_id: number;
  amount: number;
}

const ZONE = 'Europe/Stockholm';
const at = (day: string, time: string) => localTimeToUtc(day, time, ZONE);

/**
 * Withdrawals on a server whose clock the test sets: booked when requested, sent at the banking
 * day's cut-off and paid by the job schedule, cancellable until sent; refused (changing nothing)
 * beyond the settled free cash, the day's limit, or to an account not confirmed or too new.
 */
describe.each(DB_KINDS)('withdrawals on %s', (kind) => {
  let t: TestApp;
  let now = at('2026-11-23', '10:00');
  const headers: Record<string, Record<string, string>> = {};
  let accid: number;
  let bankId: number;
  const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: headers[who], ...(payload ? { payload } : {}) });
  const balance = async () =>
    Number(
      (
        await queryRows<{ s: string }>(
          t.database.db,
          sql`select coalesce(sum(amount), 0)::text as s from cash_ledger where accid = ${accid}`,
        )
      )[0]!.s,
    );
  const available = async () =>
    (
      (await call('demo-se', 'GET', '/api/2/withdrawals/available')).json() as {
        accid: number;
        available: number;
      }[]
    ).find((a) => a.accid === accid)!.available;
  const withdraw = (amount: number, bank = bankId) =>
    call('demo-se', 'POST', '/api/2/withdrawals', { accid, bank_account_id: bank, amount });
  const runJobs = (until: number) => runDueJobs(t.database.db, jobHandlers(t.app.deps), until);
  const list = async () => (await call('demo-se', 'GET', '/api/2/withdrawals')).json() as Withdrawal[];
  const refused = async (res: Awaited<ReturnType<typeof call>>, status: number, code: string) => {
    expect(res.statusCode, res.body).toBe(status);
    expect((res.json() as { code: string }).code).toBe(code);
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { SIMULATOR: 'off', READ_CACHE_MS: '0' });
    t.app.deps.time = { now: () => now };
    for (const who of ['demo-se', 'demo-no']) headers[who] = (await loginForApi(t.app, who)).headers;
    const accounts = (await call('demo-se', 'GET', '/api/2/accounts')).json() as {
      accid: number;
      default: boolean;
    }[];
    accid = (accounts.find((a) => a.default) ?? accounts[0]!).accid;
    const verified = (await call('demo-se', 'GET', '/api/2/external-bank-accounts/verified')).json() as {
      id: number;
      bank: string;
    }[];
    // The seed's: the account demo-se has deposited from, confirmed long ago.
    expect(verified).toHaveLength(1);
    bankId = verified[0]!.id;
  }, 120_000);
  afterAll(async () => t?.close());

  it('books a withdrawal at once, sends it at the cut-off and has it paid, by the schedule', async () => {
    const times = (await call('demo-se', 'GET', '/api/2/withdrawals/banking-days-offset')).json() as {
      send_day: string;
      send_at: number;
      paid_at: number;
    };
    expect(times).toMatchObject({
      send_day: '2026-11-23',
      send_at: at('2026-11-23', '13:00'),
      paid_at: at('2026-11-23', '17:00'),
    });
    const cash = await balance();
    const res = await withdraw(1000.25);
    expect(res.statusCode, res.body).toBe(201);
    const w = res.json() as Withdrawal;
    expect(w).toMatchObject({
      status: 'REQUESTED',
      send_day: '2026-11-23',
      cancellable: true,
      amount: 1000.25,
    });
    expect(await balance()).toBeCloseTo(cash - 1000.25, 2);
    const [txn] = await queryRows<{ type: string; amount: string; settle_date: string }>(
      t.database.db,
      sql`select type, amount::text, settle_date::text from transactions where id = ${w.transaction_id}`,
    );
    expect(txn).toEqual({ type: 'WITHDRAWAL', amount: '-1000.25', settle_date: '2026-11-23' });

    expect((await runJobs(at('2026-11-23', '12:59'))).done).toBe(0);
    expect((await runJobs(at('2026-11-23', '13:00'))).done).toBe(1);
    expect((await list()).find((x) => x.id === w.id)).toMatchObject({ status: 'SENT', cancellable: false });
    now = at('2026-11-23', '13:05');
    await refused(
      await call('demo-se', 'DELETE', `/api/2/withdrawals/${w.id}`),
      409,
      'WITHDRAWAL_NOT_CANCELLABLE',
    );
    expect((await runJobs(at('2026-11-23', '16:59'))).done).toBe(0);
    expect((await runJobs(at('2026-11-23', '17:00'))).done).toBe(1);
    expect((await list()).find((x) => x.id === w.id)).toMatchObject({
      status: 'PAID',
      paid_at: at('2026-11-23', '17:00'),
    });
    // Run again: nothing more happens, nothing is booked twice.
    expect((await runJobs(at('2026-11-24', '17:00'))).done).toBe(0);
    expect(await balance()).toBeCloseTo(cash - 1000.25, 2);
  });

  it('sends a request after the cut-off on the next banking day, and cancels it by a reversal until then', async () => {
    now = at('2026-11-27', '14:00'); // a Friday, after the cut-off
    const cash = await balance();
    const w = (await withdraw(500)).json() as Withdrawal;
    expect(w.send_day).toBe('2026-11-30');
    const cancelled = await call('demo-se', 'DELETE', `/api/2/withdrawals/${w.id}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED', cancellable: false });
    expect(await balance()).toBeCloseTo(cash, 2);
    const [reversal] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from transactions where type = 'REVERSAL' and related_id = ${w.transaction_id}`,
    );
    expect(reversal!.n).toBe(1);
    // Its send job was cancelled with it.
    expect((await runJobs(at('2026-11-30', '13:00'))).done).toBe(0);
    expect((await list()).find((x) => x.id === w.id)!.status).toBe('CANCELLED');
    await refused(
      await call('demo-se', 'DELETE', `/api/2/withdrawals/${w.id}`),
      409,
      'WITHDRAWAL_NOT_CANCELLABLE',
    );
  });

  it('keeps unsettled sale proceeds and money held by orders out of what can be withdrawn', async () => {
    now = at('2026-11-30', '09:00');
    const before = await available();
    expect(before).toBeCloseTo(await balance(), 2);
    await t.database.db.execute(sql`with s as (
        insert into transactions (accid, type, trade_date, settle_date, amount, currency, created_at)
        values (${accid}, 'SELL', '2026-11-30', '2026-12-02', 5000, 'SEK', now()) returning id)
      insert into cash_ledger (accid, amount, currency, kind, transaction_id, booked_at)
        select ${accid}, 5000, 'SEK', 'SELL', id, now() from s`);
    expect(await available()).toBeCloseTo(before, 2);
    await refused(await withdraw(before + 1), 422, 'WITHDRAWAL_EXCEEDS_AVAILABLE');
    // Settled two days later, it can go.
    now = at('2026-12-02', '09:00');
    expect(await available()).toBeCloseTo(before + 5000, 2);
  });

  it('holds to the daily limit: lower at once, a raise after a day unless cancelled', async () => {
    now = at('2026-12-02', '09:30');
    const limit = (await call('demo-se', 'GET', '/api/2/withdrawal-limit')).json() as {
      daily_limit: number;
      used_today: number;
    };
    expect(limit).toMatchObject({ daily_limit: 100_000, used_today: 0 });
    const lowered = await call('demo-se', 'PUT', '/api/2/withdrawal-limit', { daily_limit: 1500 });
    expect(lowered.json()).toMatchObject({ daily_limit: 1500, remaining_today: 1500, pending: null });
    expect((await withdraw(1000)).statusCode).toBe(201);
    const before = await balance();
    await refused(await withdraw(600), 422, 'WITHDRAWAL_LIMIT_EXCEEDED');
    expect(await balance()).toBe(before);
    const raised = (
      await call('demo-se', 'PUT', '/api/2/withdrawal-limit', { daily_limit: 500_000 })
    ).json() as {
      daily_limit: number;
      pending: { daily_limit: number; effective_at: number };
    };
    expect(raised).toMatchObject({
      daily_limit: 1500,
      pending: { daily_limit: 500_000, effective_at: now + 24 * 3600_000 },
    });
    await refused(await withdraw(600), 422, 'WITHDRAWAL_LIMIT_EXCEEDED');
    expect((await call('demo-se', 'DELETE', '/api/2/withdrawal-limit/raise')).json()).toMatchObject({
      daily_limit: 1500,
      pending: null,
    });
    await refused(
      await call('demo-se', 'DELETE', '/api/2/withdrawal-limit/raise'),
      404,
      'WITHDRAWAL_LIMIT_NO_RAISE',
    );
    await call('demo-se', 'PUT', '/api/2/withdrawal-limit', { daily_limit: 500_000 });
    now += 24 * 3600_000;
    expect((await call('demo-se', 'GET', '/api/2/withdrawal-limit')).json()).toMatchObject({
      daily_limit: 500_000,
      used_today: 0,
      pending: null,
    });
    await refused(
      await call('demo-se', 'PUT', '/api/2/withdrawal-limit', { daily_limit: 2_000_000 }),
      422,
      'WITHDRAWAL_LIMIT_TOO_HIGH',
    );
  });

  it('goes only to a confirmed account of the customer’s own, after the delay, changing nothing when refused', async () => {
    const count = async () =>
      (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from transactions`))[0]!.n;
    const before = await count();
    const added = (
      await call('demo-se', 'POST', '/api/2/external-bank-accounts', {
        clearing_number: '8327-9',
        account_number: '1234567897',
      })
    ).json() as { id: number };
    await refused(await withdraw(100, added.id), 422, 'BANK_ACCOUNT_NOT_VERIFIED');
    await t.database.db.execute(
      sql`update external_bank_accounts set verified_at = ${new Date(now)}, withdrawals_from = ${new Date(now + 48 * 3600_000)} where id = ${added.id}`,
    );
    await refused(await withdraw(100, added.id), 422, 'WITHDRAWAL_DELAY');
    const other = (await call('demo-no', 'GET', '/api/2/external-bank-accounts/verified')).json() as {
      id: number;
    }[];
    await refused(await withdraw(100, other[0]!.id), 404, 'BANK_ACCOUNT_NOT_FOUND');
    await refused(await withdraw(100.001), 422, 'AMOUNT_PRECISION');
    expect(await count()).toBe(before);
    const mine = await list();
    await refused(
      await call('demo-no', 'DELETE', `/api/2/withdrawals/${mine[0]!.id}`),
      404,
      'WITHDRAWAL_NOT_FOUND',
    );
    now += 48 * 3600_000;
    expect((await withdraw(100, added.id)).statusCode).toBe(201);
  });

  it('lists the withdrawals among the external transactions, newest first, a page at a time', async () => {
    const all = await list();
    const page = async (query: string) =>
      (await call('demo-se', 'GET', `/api/2/external-transactions${query}`)).json() as {
        total: number;
        items: { id: string; kind: string; amount: number; status: string }[];
      };
    const first = await page('');
    expect(first.total).toBe(all.length);
    expect(first.items.map((x) => x.id)).toEqual(all.map((w) => `W${w.id}`));
    expect(first.items[0]).toMatchObject({
      kind: 'WITHDRAWAL',
      amount: -all[0]!.amount,
      status: all[0]!.status,
    });
    const second = await page('?country=se&limit=2&offset=2');
    expect(second.items.map((x) => x.id)).toEqual(all.slice(2, 4).map((w) => `W${w.id}`));
    expect((await page('?country=no')).total).toBe(0);
    expect((await call('demo-se', 'GET', '/api/2/external-transactions?limit=0')).statusCode).toBe(400);
    // Another customer sees none of them.
    const theirs = (await call('demo-no', 'GET', '/api/2/external-transactions?country=no')).json() as {
      items: { id: string }[];
    };
    expect(theirs.items.filter((x) => first.items.some((y) => y.id === x.id))).toEqual([]);
  });
});
