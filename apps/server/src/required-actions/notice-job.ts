import { addDays, localDayAt, localTimeToUtc } from '@broker/domain';
import type { Db, Tx } from '../db/database';
import { notify } from '../notifications/notify';
import { scheduleJob, type JobHandlers } from '../platform/schedule';
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

/** The first notice time strictly after `now`. */
export function nextNoticeAt(now: number): Date {
  const today = localDayAt(NOTICE_ZONE, now);
  const at = localTimeToUtc(today, NOTICE_TIME, NOTICE_ZONE);
  return new Date(at > now ? at : localTimeToUtc(addDays(today, 1), NOTICE_TIME, NOTICE_ZONE));
}

/** Makes sure the next morning's notice job exists (nothing when it does). */
export async function scheduleRequiredActionNotices(db: Db | Tx, now: number): Promise<void> {
  await scheduleJob(db, { kind: NOTICE_KIND, ref: 'daily', dueAt: nextNoticeAt(now) }, now);
}

export function requiredActionJobHandlers(): JobHandlers {
  return {
    [NOTICE_KIND]: async (tx, _job, now) => {
      for (const due of await requiredActionsFallingDue(tx, now)) {
        await notify(
          tx,
          due.customerId,
          'REQUIRED_ACTION_DUE',
          { action: due.type, due_day: due.dueOn, link: '/required-actions' },
          now,
        );
      }
      await scheduleRequiredActionNotices(tx, now);
    },
  };
}
