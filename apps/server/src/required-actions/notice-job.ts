import type { Db, Tx } from '../db/database';
import { notify } from '../notifications/notify';
import { scheduleDaily, type JobHandlers } from '../platform/schedule';
import { requiredActionsFallingDue } from './falling-due';

/**
 * The daily notice of required actions (issue 16): each morning, every customer whose KYC answers
 * or LEI fall due today (the 30-day notice opens, or the action turns overdue) gets a
 * REQUIRED_ACTION_DUE notification, in the job's transaction. One job a day on the durable schedule
 * (kind `required-actions.notices`, ref `daily`): scheduled at start and by each run for the next
 * morning; a server down over several days runs once when it starts, telling that day's.
 */

export const NOTICE_KIND = 'required-actions.notices';
/** Before the markets open, so a blocked buyer learns it before the day's trading. */
const NOTICE_TIME = '07:00';
const NOTICE_ZONE = 'Europe/Stockholm';

/** Makes sure the next morning's notice job exists (nothing when it does). */
export async function scheduleRequiredActionNotices(db: Db | Tx, now: number): Promise<void> {
  await scheduleDaily(db, { kind: NOTICE_KIND, time: NOTICE_TIME, zone: NOTICE_ZONE }, now);
}

export function requiredActionJobHandlers(): JobHandlers {
  return {
    [NOTICE_KIND]: async (tx, job, now) => {
      // The day the job was due for, not the day it runs: a catch-up after downtime tells its own
      // day's notices, and the next morning's job does not tell them again.
      for (const due of await requiredActionsFallingDue(tx, job.dueAt.getTime())) {
        await notify(
          tx,
          due.customerId,
          'REQUIRED_ACTION_DUE',
          { action: due.type, due_day: due.dueOn, overdue: due.overdue, link: '/required-actions' },
          now,
        );
      }
      await scheduleRequiredActionNotices(tx, now);
    },
  };
}
