import type { Db, Tx } from '../db/database';
import { nextDailyAt, scheduleDaily } from '../platform/schedule';

/** When the daily milestone check (milestone-check.ts) runs, on the durable job schedule. */

export const MILESTONE_CHECK_KIND = 'savings-goals.milestones';
/** After the last Nordic close (Helsinki 17:30 Stockholm time) and the funds' prices of the day. */
const CHECK_TIME = '18:00';
const CHECK_ZONE = 'Europe/Stockholm';

/** The first check time strictly after `now`. */
export const nextCheckAt = (now: number): Date => nextDailyAt(now, CHECK_TIME, CHECK_ZONE);

export async function scheduleMilestoneCheck(db: Db | Tx, now: number): Promise<void> {
  await scheduleDaily(db, { kind: MILESTONE_CHECK_KIND, time: CHECK_TIME, zone: CHECK_ZONE }, now);
}
