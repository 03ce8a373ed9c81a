import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../chart/db-rows';
import { DB_KINDS, startTestApp, type TestApp } from '../testing/test-app';
import { cancelJobs, runDueJobs, scheduleJob, type JobHandlers } from './schedule';

const T0 = Date.parse('2027-01-04T09:00:00Z');
const MIN = 60_000;

describe.each(DB_KINDS)('the job schedule on %s', (kind) => {
  let t: TestApp;
  const db = () => t.database.db;
  /** What the handlers did: one row per run that committed. */
  const effects = async (kindName: string) =>
    (
      await queryRows<{ ref: string }>(
        db(),
        sql`select ref from schedule_test_effects where kind = ${kindName} order by id`,
      )
    ).map((r) => r.ref);
  const record = (kindName: string): JobHandlers => ({
    [kindName]: async (tx, job) => {
      await tx.execute(sql`insert into schedule_test_effects (kind, ref) values (${kindName}, ${job.ref})`);
    },
  });

  beforeAll(async () => {
    t = await startTestApp(kind, { SIMULATOR: 'off' });
    await db().execute(
      sql`create table if not exists schedule_test_effects (id serial primary key, kind text, ref text)`,
    );
  });
  afterAll(async () => t?.close());

  it('runs a job once, when the server clock reaches it, however often it is scheduled or run', async () => {
    const job = { kind: 'once', ref: 'plan-1', dueAt: new Date(T0 + 10 * MIN) };
    expect(await scheduleJob(db(), job, T0)).toBe(true);
    expect(await scheduleJob(db(), job, T0)).toBe(false);
    // Not yet by the server's clock (whatever the database's own clock says: it is years earlier).
    expect(await runDueJobs(db(), record('once'), T0 + 9 * MIN)).toEqual({ done: 0, failed: [] });
    expect(await effects('once')).toEqual([]);
    expect(await runDueJobs(db(), record('once'), T0 + 10 * MIN)).toEqual({ done: 1, failed: [] });
    expect(await runDueJobs(db(), record('once'), T0 + 20 * MIN)).toEqual({ done: 0, failed: [] });
    expect(await effects('once')).toEqual(['plan-1']);
  });

  it('catches up on everything missed, oldest first, and leaves cancelled and unknown kinds alone', async () => {
    for (const [ref, minutes] of [
      ['c', 30],
      ['a', 10],
      ['b', 20],
      ['x', 15],
    ] as const)
      await scheduleJob(db(), { kind: 'catch-up', ref, dueAt: new Date(T0 + minutes * MIN) }, T0);
    await scheduleJob(db(), { kind: 'unknown-kind', ref: 'z', dueAt: new Date(T0) }, T0);
    expect(await cancelJobs(db(), 'catch-up', 'x')).toBe(1);
    // A server that was down for a day.
    const r = await runDueJobs(db(), record('catch-up'), T0 + 24 * 60 * MIN);
    expect(r).toEqual({ done: 3, failed: [] });
    expect(await effects('catch-up')).toEqual(['a', 'b', 'c']);
    const [left] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from scheduled_jobs where kind = 'unknown-kind' and status = 'PENDING'`,
    );
    expect(left!.n).toBe(1);
    // Cancelled, the same job can be scheduled again (a paused plan resumed), and then it runs.
    const again = { kind: 'catch-up', ref: 'x', dueAt: new Date(T0 + 15 * MIN) };
    expect(await scheduleJob(db(), again, T0)).toBe(true);
    expect(await runDueJobs(db(), record('catch-up'), T0 + 24 * 60 * MIN)).toEqual({ done: 1, failed: [] });
    expect(await effects('catch-up')).toEqual(['a', 'b', 'c', 'x']);
  });

  it('runs a handler’s after-commit effects once its work is committed, and not after a failure', async () => {
    const seen: string[] = [];
    await scheduleJob(db(), { kind: 'effects', ref: 'ok', dueAt: new Date(T0) }, T0);
    await scheduleJob(db(), { kind: 'effects', ref: 'fails', dueAt: new Date(T0 + MIN) }, T0);
    const handlers: JobHandlers = {
      effects: async (tx, job, _now, afterCommit) => {
        afterCommit(() => seen.push(`${job.ref} after commit`));
        await tx.execute(sql`insert into schedule_test_effects (kind, ref) values ('effects', ${job.ref})`);
        seen.push(`${job.ref} in transaction`);
        if (job.ref === 'fails') throw new Error('bank down');
      },
    };
    const r = await runDueJobs(db(), handlers, T0 + 2 * MIN);
    expect(r.done).toBe(1);
    expect(seen).toEqual(['ok in transaction', 'ok after commit', 'fails in transaction']);
    expect(await effects('effects')).toEqual(['ok']);
  });

  it('rolls back a failed run, records it, and tries again after a back-off', async () => {
    let failing = true;
    const handlers: JobHandlers = {
      flaky: async (tx, job) => {
        await tx.execute(sql`insert into schedule_test_effects (kind, ref) values ('flaky', ${job.ref})`);
        if (failing) throw new Error('the bank did not answer');
      },
      ...record('steady'),
    };
    await scheduleJob(db(), { kind: 'flaky', ref: 'w-1', dueAt: new Date(T0) }, T0);
    await scheduleJob(db(), { kind: 'steady', ref: 's-1', dueAt: new Date(T0 + MIN) }, T0);
    const first = await runDueJobs(db(), handlers, T0 + 2 * MIN);
    // The failing job holds up no other.
    expect(first.done).toBe(1);
    expect(first.failed.map((f) => f.kind)).toEqual(['flaky']);
    expect(await effects('flaky')).toEqual([]);
    expect(await effects('steady')).toEqual(['s-1']);
    const [job] = await queryRows<{ attempts: number; last_error: string; status: string }>(
      db(),
      sql`select attempts, last_error, status from scheduled_jobs where kind = 'flaky'`,
    );
    expect(job).toEqual({ attempts: 1, last_error: 'the bank did not answer', status: 'PENDING' });
    // Within the minute's back-off: not again. After it, and working: done, once.
    failing = false;
    expect((await runDueJobs(db(), handlers, T0 + 2 * MIN + 30_000)).done).toBe(0);
    expect((await runDueJobs(db(), handlers, T0 + 3 * MIN + 1)).done).toBe(1);
    expect(await effects('flaky')).toEqual(['w-1']);
  });

  it('runs each job once with two runners at the same time', async () => {
    for (let i = 0; i < 20; i++)
      await scheduleJob(db(), { kind: 'race', ref: `r-${i}`, dueAt: new Date(T0 + i * 1000) }, T0);
    const [a, b] = await Promise.all([
      runDueJobs(db(), record('race'), T0 + MIN),
      runDueJobs(db(), record('race'), T0 + MIN),
    ]);
    expect(a.done + b.done).toBe(20);
    const done = await effects('race');
    expect(done).toHaveLength(20);
    expect(new Set(done).size).toBe(20);
  });
});
