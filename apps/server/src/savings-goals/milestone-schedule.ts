import { addDays, localDayAt, localTimeToUtc } from '@broker/domain';
import type { Db, Tx } from '../db/database';
import { scheduleJob } from '../platform/schedule';

/** When the daily milestone check (milestone-check.ts) runs, on the durable job schedule. */

export const MILESTONE_CHECK_KIND = 'savings-goals.milestones';
/** After the last Nordic close (Helsinki 17:30 Stockholm time) and the funds' prices of the day. */
const CHECK_TIME = '18:00';
const CHECK_ZONE = 'Europe/Stockholm';

/** The first check time strictly after `now`. */
export function nextCheckAt(now: number): Date {
  const today = localDayAt(CHECK_ZONE, now);
  const at = localTimeToUtc(today, CHECK_TIME, CHECK_ZONE);
  return new Date(at > now ? at : localTimeToUtc(addDays(today, 1), CHECK_TIME, CHECK_ZONE));
}

export async function scheduleMilestoneCheck(db: Db | Tx, now: number): Promise<void> {
  await scheduleJob(db, { kind: MILESTONE_CHECK_KIND, ref: 'daily', dueAt: nextCheckAt(now) }, now);
}
