import { and, eq, getTableName, sql } from 'drizzle-orm';
import { addDays, localDayAt, localTimeToUtc } from '@broker/domain';
import type { Db, Tx } from '../db/database';
import { scheduledJobs } from '../db/schema';
import { literal } from '../db/sql-text';
import type { PreparedStatement } from '../db/statement-batch';

/**
 * One durable job schedule for work due at a time (issue 15; DESIGN "The job schedule";
 * docs/decisions.md "The job schedule"). Our own small table rather than pg-boss or
 * graphile-worker: both decide what is due by the database's clock (or the process-wide `Date`),
 * where ours must follow the server's injectable clock (CLOCK_START moves it in tests), and neither
 * keeps a lasting record of a (job, due time) done.
 *
 * - `scheduleJob` inserts (kind, ref, due_at) once: scheduling the same again is nothing, until it
 *   is cancelled (a paused plan resumed schedules its day again).
 * - `runDueJobs` takes the pending jobs due by `now`, oldest first, one transaction each: the row is
 *   locked (`FOR UPDATE SKIP LOCKED`, so two runners never take the same job), the kind's handler
 *   does its work in that transaction and the job is marked done in it too, so a crash before the
 *   commit leaves nothing done and the job pending, and after it the job is never run again. Work
 *   outside the database (a call to a bank) can happen again if the commit fails: such a handler
 *   sends an idempotency key of its job's own.
 * - A handler that throws has its work rolled back (a savepoint) and the job tried again after a
 *   back-off, its attempts and last error recorded; other jobs go on.
 * - Missed runs are caught up by the first run after a start: everything due by then is pending.
 */

export interface ScheduledJob {
  id: number;
  kind: string;
  ref: string;
  dueAt: Date;
  payload: unknown;
  attempts: number;
}

/**
 * Does a job's work inside the transaction that marks it done. `afterCommit` takes what may only
 * happen once that work is committed (telling the customer on the private feed).
 */
export type JobHandler = (
  tx: Tx,
  job: ScheduledJob,
  now: number,
  afterCommit: (effect: () => void) => void,
) => Promise<void>;

export type JobHandlers = Readonly<Record<string, JobHandler>>;

/** Schedules a job; answers whether it is new (false: that kind, ref and due time already exist). */
export async function scheduleJob(
  db: Db | Tx,
  job: { kind: string; ref: string | number; dueAt: Date; payload?: unknown },
  now: number,
): Promise<boolean> {
  const rows = await db
    .insert(scheduledJobs)
    .values({
      kind: job.kind,
      ref: String(job.ref),
      dueAt: job.dueAt,
      payload: job.payload ?? null,
      createdAt: new Date(now),
    })
    .onConflictDoNothing()
    .returning({ id: scheduledJobs.id });
  return rows.length > 0;
}

/** The first instant strictly after `now` that is `time` ("HH:MM") of a day in `zone`. */
export function nextDailyAt(now: number, time: string, zone: string): Date {
  const today = localDayAt(zone, now);
  const at = localTimeToUtc(today, time, zone);
  return new Date(at > now ? at : localTimeToUtc(addDays(today, 1), time, zone));
}

/**
 * A job run once a day at a local time (ref `daily`): its run, and each start, schedule the next
 * (nothing when it exists), so a server down over several days runs it once when it starts.
 */
export async function scheduleDaily(
  db: Db | Tx,
  daily: { kind: string; time: string; zone: string },
  now: number,
): Promise<void> {
  await scheduleJob(
    db,
    { kind: daily.kind, ref: 'daily', dueAt: nextDailyAt(now, daily.time, daily.zone) },
    now,
  );
}

/**
 * An `insert … returning id` (sql-text.ts insertReturningId) that also schedules a job about the
 * row it inserts, in the same statement (the job's ref is the new row's id). For a caller that sends
 * its writes as one batch (the fund order book's placement), where scheduleJob would cost one more
 * round trip while the customer's lock is held.
 */
export function withJobAboutInserted(
  insert: PreparedStatement,
  job: { kind: string; dueAt: Date },
  now: number,
): PreparedStatement {
  const n = insert.args.length;
  const c = scheduledJobs;
  // The new row's id is fresh, so the job cannot meet an existing key.
  const text =
    `with inserted as (${insert.text}), job as (insert into "${getTableName(c)}" ` +
    `("${c.kind.name}", "${c.ref.name}", "${c.dueAt.name}", "${c.createdAt.name}") ` +
    `select $${n + 1}::text, inserted.id::text, $${n + 2}::timestamptz, $${n + 3}::timestamptz from inserted) ` +
    `select id from inserted`;
  return {
    name: `${insert.name}_with_job`,
    text,
    args: [...insert.args, literal(job.kind), literal(job.dueAt), literal(new Date(now))],
  };
}

/**
 * Locks a kind's pending jobs about `ref` as the runner would take them, for a caller that decides
 * only after locking rows of its own whether to cancel them: the runner locks the job first and
 * then its handler's rows, so a caller taking them the other way round could deadlock with it.
 */
export async function lockJobs(tx: Tx, kind: string, ref: string | number): Promise<void> {
  await tx
    .select({ id: scheduledJobs.id })
    .from(scheduledJobs)
    .where(
      and(
        eq(scheduledJobs.kind, kind),
        eq(scheduledJobs.ref, String(ref)),
        eq(scheduledJobs.status, 'PENDING'),
      ),
    )
    .for('update');
}

/** Cancels a kind's pending jobs about `ref` (a plan deleted, a withdrawal cancelled). */
export async function cancelJobs(db: Db | Tx, kind: string, ref: string | number): Promise<number> {
  const rows = await db
    .update(scheduledJobs)
    .set({ status: 'CANCELLED' })
    .where(
      and(
        eq(scheduledJobs.kind, kind),
        eq(scheduledJobs.ref, String(ref)),
        eq(scheduledJobs.status, 'PENDING'),
      ),
    )
    .returning({ id: scheduledJobs.id });
  return rows.length;
}

/** The wait after the n-th failed run: a minute, doubling, at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(60 * 60_000, 60_000 * 2 ** (attempts - 1));

export interface ScheduleRunResult {
  done: number;
  failed: { id: number; kind: string; error: unknown }[];
}

/** Runs every job due by `now` (the server's clock) that a handler knows, oldest first. */
export async function runDueJobs(
  db: Db,
  handlers: JobHandlers,
  now: number,
  opts: { max?: number } = {},
): Promise<ScheduleRunResult> {
  const result: ScheduleRunResult = { done: 0, failed: [] };
  const kinds = Object.keys(handlers);
  if (kinds.length === 0) return result;
  const at = new Date(now);
  const max = opts.max ?? 1000;
  for (let i = 0; i < max; i++) {
    const effects: (() => void)[] = [];
    const outcome = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(scheduledJobs)
        .where(
          sql`${scheduledJobs.status} = 'PENDING' and ${scheduledJobs.dueAt} <= ${at}
              and (${scheduledJobs.notBefore} is null or ${scheduledJobs.notBefore} <= ${at})
              and ${scheduledJobs.kind} in (${sql.join(
                kinds.map((k) => sql`${k}`),
                sql`, `,
              )})`,
        )
        .orderBy(scheduledJobs.dueAt, scheduledJobs.id)
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return undefined;
      const job: ScheduledJob = {
        id: row.id,
        kind: row.kind,
        ref: row.ref,
        dueAt: row.dueAt,
        payload: row.payload,
        attempts: row.attempts,
      };
      try {
        // A savepoint: a handler that fails leaves nothing of its work behind.
        await tx.transaction((inner) => handlers[row.kind]!(inner, job, now, (e) => effects.push(e)));
      } catch (error) {
        effects.length = 0;
        const attempts = row.attempts + 1;
        await tx
          .update(scheduledJobs)
          .set({
            attempts,
            lastError: error instanceof Error ? error.message : String(error),
            notBefore: new Date(now + retryDelayMs(attempts)),
          })
          .where(eq(scheduledJobs.id, row.id));
        return { id: row.id, kind: row.kind, error };
      }
      await tx
        .update(scheduledJobs)
        .set({ status: 'DONE', doneAt: at, attempts: row.attempts + 1, lastError: null })
        .where(eq(scheduledJobs.id, row.id));
      return { id: row.id, kind: row.kind, error: undefined as unknown };
    });
    if (!outcome) break;
    for (const effect of effects) effect();
    // A failed job waits its back-off (a minute at least), so this run does not take it again.
    if (outcome.error === undefined) result.done++;
    else result.failed.push(outcome);
  }
  return result;
}

/**
 * How often the leading process looks for due jobs: as often as the fund order book's own timer
 * did before its cut-offs moved here, so an order executes within seconds of its NAV. A look with
 * nothing due is one query on the pending jobs' index.
 */
export const SCHEDULE_INTERVAL_MS = 5_000;

/**
 * Runs the schedule in the process that leads (market/leader.ts), at start (catching up) and every
 * SCHEDULE_INTERVAL_MS; failures are logged with their job.
 */
export function startSchedule(
  deps: { db: Db; time: { now(): number } },
  opts: {
    handlers: JobHandlers;
    isLeader: () => boolean;
    log: { error(obj: object, msg: string): void };
    intervalMs?: number;
  },
): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const run = () => {
    if (running || !opts.isLeader()) return;
    running = runDueJobs(deps.db, opts.handlers, deps.time.now())
      .then((r) => {
        for (const f of r.failed)
          opts.log.error({ err: f.error, jobId: f.id, kind: f.kind }, 'scheduled job failed');
      })
      .catch((error: unknown) => opts.log.error({ err: error }, 'job schedule failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, opts.intervalMs ?? SCHEDULE_INTERVAL_MS);
  timer.unref();
  run();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
