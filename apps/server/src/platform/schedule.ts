import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import { scheduledJobs } from '../db/schema';

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
 * Does a job's work inside the transaction that marks it done. `afterCommit` takes what must happen
 * only once that work is committed (a private-feed event, a cache invalidation): it runs after the
 * commit and not at all when the work is rolled back.
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
    let effects: (() => void)[] = [];
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
        await tx.transaction((inner) =>
          handlers[row.kind]!(inner, job, now, (effect) => effects.push(effect)),
        );
      } catch (error) {
        effects = [];
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

/** How often the leading process looks for due jobs. */
export const SCHEDULE_INTERVAL_MS = 15_000;

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
