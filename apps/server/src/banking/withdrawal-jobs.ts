import { eq } from 'drizzle-orm';
import { withdrawalTimes } from '@broker/domain';
import type { Deps } from '../deps';
import type { JobHandler, JobHandlers } from '../platform/schedule';
import { scheduleJob } from '../platform/schedule';
import { withdrawals } from '../db/schema';
import { PAID_JOB, SEND_JOB, publishWithdrawal } from './withdrawals';
import { customerFacts } from '../accounts/customer-facts';
import { notifyWithdrawalStep } from '../notifications/events';

/**
 * A withdrawal's steps on the job schedule: sent at its banking day's cut-off (then it can no
 * longer be cancelled), paid into the customer's bank after the banking-days offset. Each step
 * moves one state forward in the job's own transaction, so a job run twice changes nothing the
 * second time; a withdrawal cancelled meanwhile is left as it is.
 */
export function withdrawalJobs(deps: Pick<Deps, 'bus' | 'accountReads'>): JobHandlers {
  const step =
    (from: 'REQUESTED' | 'SENT', to: 'SENT' | 'PAID'): JobHandler =>
    async (tx, job, now, afterCommit) => {
      const [w] = await tx
        .select()
        .from(withdrawals)
        .where(eq(withdrawals.id, Number(job.ref)))
        .for('update');
      if (!w || w.status !== from) return;
      const [moved] = await tx
        .update(withdrawals)
        .set(
          to === 'SENT'
            ? { status: 'SENT', sentAt: new Date(now) }
            : { status: 'PAID', paidAt: new Date(now) },
        )
        .where(eq(withdrawals.id, w.id))
        .returning();
      await notifyWithdrawalStep(tx, moved!, now);
      if (to === 'SENT') {
        const { country } = await customerFacts(tx, w.customerId);
        const { paidAt } = withdrawalTimes(country, w.requestedAt.getTime());
        await scheduleJob(tx, { kind: PAID_JOB, ref: w.id, dueAt: new Date(Math.max(paidAt, now)) }, now);
      }
      afterCommit(() => publishWithdrawal(deps, w.customerId, moved!));
    };
  return { [SEND_JOB]: step('REQUESTED', 'SENT'), [PAID_JOB]: step('SENT', 'PAID') };
}
