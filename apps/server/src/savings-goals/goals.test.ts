import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Decimal, savingsGoalProgress } from '@broker/domain';
import { queryRows } from '../chart/db-rows';
import type { BusMessage } from '../feed/bus';
import { jobHandlers } from '../job-handlers';
import { runDueJobs } from '../platform/schedule';
import { DB_KINDS, loginForApi, startTestApp, type TestApp } from '../testing/test-app';
import { MILESTONE_CHECK_KIND, nextCheckAt } from './milestone-schedule';

interface Goal {
  id: number;
  name: string;
  currency: string;
  target_amount: number;
  target_date: string;
  accounts: { accid: number; value: number; currency: string }[];
  current_value: number;
  progress_percent: number;
  remaining: number;
  status: string;
  monthly_saving: { amount: number; months: number } | null;
  milestones: { percent: number; amount: number; reached: boolean; first_reached_at: number | null }[];
}

/** Friday 20 November 2026, 11:00 in Stockholm: the test seed's day. */
const NOW = Date.parse('2026-11-20T10:00:00Z');

describe.each(DB_KINDS)('savings goals on %s', (kind) => {
  let t: TestApp;
  let now = NOW;
  const headers: Record<string, Record<string, string>> = {};
  const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: headers[who], ...(payload ? { payload } : {}) });
  const goalRows = () =>
    queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from savings_goals`).then(
      (r) => r[0]!.n,
    );
  /** Own capital of an account as its own info call answers it. */
  const ownCapital = async (accid: number) =>
    (
      (await call('demo-se', 'GET', `/api/2/accounts/${accid}/info`)).json() as {
        own_capital: { value: number };
      }
    ).own_capital.value;
  const goal = (body: Partial<Record<string, unknown>> = {}) => ({
    name: 'Sommarhus',
    target_amount: 5_000_000,
    target_date: '2030-06-30',
    account_ids: [10001, 10002],
    ...body,
  });

  beforeAll(async () => {
    t = await startTestApp(kind, { SIMULATOR: 'off', READ_CACHE_MS: '0' });
    t.app.deps.time = { now: () => now };
    for (const who of ['demo-se', 'demo-no']) headers[who] = (await loginForApi(t.app, who)).headers;
  });
  afterAll(async () => t?.close());

  it('offers the customer’s own accounts with us that are not blocked, valued as their account pages', async () => {
    const res = await call('demo-se', 'GET', '/api/2/savings-goals/allowed-accounts');
    expect(res.statusCode, res.body).toBe(200);
    const allowed = res.json() as { accid: number; value: number; currency: string }[];
    // 10004 is blocked.
    expect(allowed.map((a) => a.accid)).toEqual([10001, 10002, 10003]);
    for (const a of allowed) expect(a.value).toBe(await ownCapital(a.accid));
    // demo-no's Netfonds account (10015) is not ours, and its blocked one (10014) is left out.
    const no = (await call('demo-no', 'GET', '/api/2/savings-goals/allowed-accounts')).json() as {
      accid: number;
    }[];
    expect(no.map((a) => a.accid)).toEqual([10011, 10012, 10013]);
  });

  it('creates a goal whose progress is its accounts’ value, with the monthly saving needed', async () => {
    const res = await call('demo-se', 'POST', '/api/2/savings-goals', goal({ name: '  Sommarhus  ' }));
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json() as Goal;
    const value = new Decimal(await ownCapital(10001)).plus(await ownCapital(10002));
    expect(made).toMatchObject({
      name: 'Sommarhus',
      currency: 'SEK',
      target_amount: 5_000_000,
      target_date: '2030-06-30',
      status: 'IN_PROGRESS',
    });
    expect(made.accounts.map((a) => a.accid)).toEqual([10001, 10002]);
    expect(made.current_value).toBe(value.toNumber());
    const expected = savingsGoalProgress({
      targetAmount: 5_000_000,
      targetDate: '2030-06-30',
      value,
      today: '2026-11-20',
    });
    // 20 Nov 2026 to 30 Jun 2030: 43 monthly savings (20 Dec 2026 … 20 Jun 2030).
    expect(made.monthly_saving).toEqual({ amount: expected.monthlySaving!.amount.toNumber(), months: 43 });
    expect(Number.isInteger(made.monthly_saving!.amount)).toBe(true);
    expect(made.monthly_saving!.amount * 43 + made.current_value).toBeGreaterThanOrEqual(5_000_000);
    expect(made.progress_percent).toBe(expected.percent.toNumber());
    expect(made.remaining).toBe(new Decimal(5_000_000).minus(value).toNumber());
    expect(made.milestones.map((m) => [m.percent, m.amount])).toEqual([
      [25, 1_250_000],
      [50, 2_500_000],
      [75, 3_750_000],
    ]);
    for (const m of made.milestones) {
      expect(m.reached).toBe(value.gte(m.amount));
      // What is reached when the goal is made is recorded then.
      expect(m.first_reached_at).toBe(m.reached ? NOW : null);
    }
    expect((await call('demo-se', 'GET', `/api/2/savings-goals/${made.id}`)).json()).toEqual(made);
    const list = (await call('demo-se', 'GET', '/api/2/savings-goals')).json() as Goal[];
    expect(list.map((g) => g.id)).toContain(made.id);
    // The daily milestone check is on the schedule.
    const [job] = await queryRows<{ due: Date }>(
      t.database.db,
      sql`select due_at as due from scheduled_jobs where kind = ${MILESTONE_CHECK_KIND} and status = 'PENDING'`,
    );
    expect(new Date(job!.due).getTime()).toBe(Date.parse('2026-11-20T17:00:00Z'));
  });

  it('records the milestones reached at once when the goal is within reach', async () => {
    const value = await ownCapital(10003);
    const res = await call(
      'demo-se',
      'POST',
      '/api/2/savings-goals',
      goal({ target_amount: value, account_ids: [10003] }),
    );
    const made = res.json() as Goal;
    expect(made.status).toBe('REACHED');
    expect(made.progress_percent).toBe(100);
    expect(made.monthly_saving).toEqual({ amount: 0, months: 0 });
    expect(made.milestones.every((m) => m.reached && m.first_reached_at === NOW)).toBe(true);
    await call('demo-se', 'DELETE', `/api/2/savings-goals/${made.id}`);
  });

  it('refuses a goal that breaks a rule with its code and field, and keeps nothing', async () => {
    const before = await goalRows();
    const refused = async (body: object, code: string, field: string) => {
      const res = await call('demo-se', 'POST', '/api/2/savings-goals', goal(body));
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({
        code,
        fields: expect.arrayContaining([{ code, field }]) as unknown,
      });
    };
    await refused({ name: ' ' }, 'SAVINGS_GOAL_NAME_LENGTH', 'name');
    await refused({ name: 'x'.repeat(61) }, 'SAVINGS_GOAL_NAME_LENGTH', 'name');
    await refused({ target_amount: 0 }, 'SAVINGS_GOAL_TARGET_NOT_POSITIVE', 'target_amount');
    await refused({ target_amount: -5 }, 'SAVINGS_GOAL_TARGET_NOT_POSITIVE', 'target_amount');
    await refused({ target_amount: 100.005 }, 'SAVINGS_GOAL_TARGET_FORMAT', 'target_amount');
    await refused({ target_date: '2026-11-20' }, 'SAVINGS_GOAL_DATE_NOT_FUTURE', 'target_date');
    await refused({ target_date: '2025-01-01' }, 'SAVINGS_GOAL_DATE_NOT_FUTURE', 'target_date');
    await refused({ target_date: '2090-01-01' }, 'SAVINGS_GOAL_DATE_TOO_FAR', 'target_date');
    await refused({ account_ids: [] }, 'SAVINGS_GOAL_ACCOUNTS_REQUIRED', 'account_ids');
    await refused({ account_ids: [10001, 10004] }, 'SAVINGS_GOAL_ACCOUNT_NOT_ALLOWED', 'account_ids');
    // Another customer's account, or a Netfonds one, is no account of the customer's at all.
    for (const [who, accid] of [
      ['demo-se', 10011],
      ['demo-no', 10015],
      ['demo-se', 99999],
    ] as const) {
      const res = await call(who, 'POST', '/api/2/savings-goals', goal({ account_ids: [accid] }));
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ code: 'ACCOUNT_NOT_FOUND' });
    }
    expect(await goalRows()).toBe(before);
  });

  it('answers 404 to another customer’s goal and changes nothing', async () => {
    const [mine] = (await call('demo-se', 'GET', '/api/2/savings-goals')).json() as Goal[];
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', goal({ name: 'Taken', account_ids: [10011] })],
      ['DELETE', undefined],
    ] as const) {
      const res = await call('demo-no', method, `/api/2/savings-goals/${mine!.id}`, payload);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ code: 'SAVINGS_GOAL_NOT_FOUND' });
    }
    expect(((await call('demo-no', 'GET', '/api/2/savings-goals')).json() as Goal[]).length).toBe(0);
    expect((await call('demo-se', 'GET', `/api/2/savings-goals/${mine!.id}`)).json()).toEqual(mine);
  });

  it('edits a goal: a new target measures the milestones anew, a passed date may stay', async () => {
    const [mine] = (await call('demo-se', 'GET', '/api/2/savings-goals')).json() as Goal[];
    const value = new Decimal(mine!.current_value);
    // A target the value has passed half of: 25 and 50 % are reached, recorded at the edit.
    now = NOW + 60_000;
    const target = value.times(1.5).toDecimalPlaces(2).toNumber();
    const res = await call(
      'demo-se',
      'PUT',
      `/api/2/savings-goals/${mine!.id}`,
      goal({
        name: 'Sommarhus i skärgården',
        target_amount: target,
        target_date: '2027-11-20',
        account_ids: [10002, 10001, 10001],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json() as Goal;
    expect(edited).toMatchObject({
      name: 'Sommarhus i skärgården',
      target_amount: target,
      target_date: '2027-11-20',
    });
    expect(edited.accounts.map((a) => a.accid)).toEqual([10001, 10002]);
    expect(edited.monthly_saving!.months).toBe(12);
    expect(edited.milestones.map((m) => [m.percent, m.reached, m.first_reached_at])).toEqual([
      [25, true, now],
      [50, true, now],
      [75, false, null],
    ]);
    // A year and a day on, the date has passed: the goal is past due and may still be renamed
    // with its date, but not given another date in the past.
    now = Date.parse('2027-11-21T10:00:00Z');
    const late = (await call('demo-se', 'GET', `/api/2/savings-goals/${mine!.id}`)).json() as Goal;
    expect(late.status).toBe('PAST_DUE');
    expect(late.monthly_saving).toBeNull();
    const body = {
      name: 'Sommarhus ändå',
      target_amount: target,
      target_date: '2027-11-20',
      account_ids: [10001, 10002],
    };
    const renamed = await call('demo-se', 'PUT', `/api/2/savings-goals/${mine!.id}`, body);
    expect(renamed.statusCode, renamed.body).toBe(200);
    // The same target and accounts: the milestones keep when they were reached.
    expect((renamed.json() as Goal).milestones[0]!.first_reached_at).toBe(NOW + 60_000);
    const moved = await call('demo-se', 'PUT', `/api/2/savings-goals/${mine!.id}`, {
      ...body,
      target_date: '2027-11-01',
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json()).toMatchObject({ code: 'SAVINGS_GOAL_DATE_NOT_FUTURE' });
    now = NOW;
  });

  it('records milestones passed since at the daily check and tells the customer', async () => {
    const [mine] = (await call('demo-se', 'GET', '/api/2/savings-goals')).json() as Goal[];
    // The value passes 75 % as far as the goal is concerned: its target falls under the database.
    const target = new Decimal(mine!.current_value).dividedBy(0.8).toDecimalPlaces(2);
    await t.database.db.execute(
      sql`update savings_goals set target_amount = ${target.toFixed(2)} where id = ${mine!.id}`,
    );
    const events: BusMessage[] = [];
    const stop = t.app.deps.bus.subscribe((m) => {
      if (m.kind === 'private') events.push(m);
    });
    const at = nextCheckAt(NOW).getTime();
    const run = await runDueJobs(t.database.db, jobHandlers(t.app.deps), at);
    stop();
    expect(run.failed).toEqual([]);
    expect(run.done).toBeGreaterThanOrEqual(1);
    const after = (await call('demo-se', 'GET', `/api/2/savings-goals/${mine!.id}`)).json() as Goal;
    expect(after.milestones.map((m) => m.first_reached_at)).toEqual([NOW + 60_000, NOW + 60_000, at]);
    const customerId = (
      await queryRows<{ id: number }>(
        t.database.db,
        sql`select customer_id as id from savings_goals where id = ${mine!.id}`,
      )
    )[0]!.id;
    expect(events).toEqual([
      {
        kind: 'private',
        customerId,
        type: 'savings_goal',
        data: { goal_id: mine!.id, name: 'Sommarhus ändå', milestones: [75], reached_at: at },
      },
    ]);
    // Run again: nothing new to tell, and the next day's check is scheduled.
    const again = await runDueJobs(t.database.db, jobHandlers(t.app.deps), at);
    expect(again.done).toBe(0);
    const next = await queryRows<{ due: Date }>(
      t.database.db,
      sql`select due_at as due from scheduled_jobs where kind = ${MILESTONE_CHECK_KIND} and status = 'PENDING'`,
    );
    expect(next.map((j) => new Date(j.due).getTime())).toEqual([at + 86_400_000]);
  });

  it('deletes a goal and answers the remaining ones', async () => {
    const [mine] = (await call('demo-se', 'GET', '/api/2/savings-goals')).json() as Goal[];
    const res = await call('demo-se', 'DELETE', `/api/2/savings-goals/${mine!.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Goal[]).map((g) => g.id)).not.toContain(mine!.id);
    expect((await call('demo-se', 'GET', `/api/2/savings-goals/${mine!.id}`)).statusCode).toBe(404);
    expect((await call('demo-se', 'DELETE', `/api/2/savings-goals/${mine!.id}`)).statusCode).toBe(404);
    const left = await queryRows<{ n: number }>(
      t.database.db,
      sql`select (select count(*) from savings_goal_accounts where goal_id = ${mine!.id})::int
        + (select count(*) from savings_goal_milestones where goal_id = ${mine!.id})::int as n`,
    );
    expect(left[0]!.n).toBe(0);
  });
});
