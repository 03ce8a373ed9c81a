import { and, eq, sql } from 'drizzle-orm';
import { nextRun, runAt, type CountryCode } from '@broker/domain';
import type { Db, Tx } from '../db/database';
import { savingsPlanRuns, scheduledJobs } from '../db/schema';
import { cancelJobs, scheduleJob } from '../platform/schedule';
import type { PlanItem } from './replies';
import { planMarkets } from './share-lines';

/**
 * A plan's next buy is one job on the durable schedule (platform/schedule.ts): kind
 * SAVINGS_PLAN_JOB, ref the plan's id, due at the run's instant (07:00 local, or the opening of its
 * shares' exchanges: domain runAt), its month in the payload. The job
 * is the one truth about when the plan buys next: the replies read it, and every change to the plan
 * (create, change, pause, resume, skip, a run) cancels it and schedules the next anew.
 */
export const SAVINGS_PLAN_JOB = 'savings-plans.run';

export interface RunPayload {
  month: string;
  /** The retry of a month whose cash was short. */
  retry?: boolean;
}

/** The plan's pending job: its month, day and instant. */
export async function nextJob(db: Db | Tx, planId: number) {
  const [job] = await db
    .select({ dueAt: scheduledJobs.dueAt, payload: scheduledJobs.payload })
    .from(scheduledJobs)
    .where(
      and(
        eq(scheduledJobs.kind, SAVINGS_PLAN_JOB),
        eq(scheduledJobs.ref, String(planId)),
        eq(scheduledJobs.status, 'PENDING'),
      ),
    )
    .orderBy(scheduledJobs.dueAt)
    .limit(1);
  if (!job) return undefined;
  const payload = job.payload as RunPayload & { day: string };
  return { month: payload.month, day: payload.day, at: job.dueAt.getTime() };
}

/**
 * Cancels the plan's pending job and schedules its next: a month's retry while one is pending, else
 * the first run still ahead after every month already run or skipped (domain nextRun). Call it with
 * the plan locked, in the transaction that changes it.
 */
export async function scheduleNext(
  tx: Tx,
  plan: { id: number; dayOfMonth: number; items: unknown },
  country: CountryCode,
  now: number,
): Promise<void> {
  await cancelJobs(tx, SAVINGS_PLAN_JOB, plan.id);
  const markets = await planMarkets(tx, plan.items as PlanItem[]);
  const [retry] = await tx
    .select({ month: savingsPlanRuns.month, retryDay: savingsPlanRuns.retryDay })
    .from(savingsPlanRuns)
    .where(and(eq(savingsPlanRuns.planId, plan.id), eq(savingsPlanRuns.status, 'RETRY_PENDING')))
    .orderBy(savingsPlanRuns.month)
    .limit(1);
  if (retry?.retryDay) {
    const at = Math.max(runAt(country, retry.retryDay, markets), now);
    const payload = { month: retry.month, day: retry.retryDay, retry: true };
    await scheduleJob(tx, { kind: SAVINGS_PLAN_JOB, ref: plan.id, dueAt: new Date(at), payload }, now);
    return;
  }
  const [latest] = await tx
    .select({ month: sql<string>`max(${savingsPlanRuns.month})` })
    .from(savingsPlanRuns)
    .where(eq(savingsPlanRuns.planId, plan.id));
  const next = nextRun(country, plan.dayOfMonth, now, { doneThrough: latest?.month ?? null, markets });
  await scheduleJob(
    tx,
    {
      kind: SAVINGS_PLAN_JOB,
      ref: plan.id,
      dueAt: new Date(next.at),
      payload: { month: next.month, day: next.day },
    },
    now,
  );
}
