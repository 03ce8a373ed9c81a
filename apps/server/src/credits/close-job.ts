import { and, eq, isNull } from 'drizzle-orm';
import { money } from '@broker/domain';
import { accounts, intradayLimits } from '../db/schema';
import { cashBalance } from '../accounts/queries';
import { notify } from '../notifications/notify';
import type { JobHandlers } from '../platform/schedule';
import { CLOSE_JOB_KIND } from './service';

/**
 * The end of a trading day's intraday limits (one job per country and day on the durable schedule,
 * kind `credits.intraday-close`, ref `SE:2026-11-27`, due at the exchange's close; scheduled by the
 * first activation of that day, so a day nobody activated has no job). Every limit of the day still
 * open ends (`ended_by` CLOSE); an account whose cash is still below zero is told
 * (INTRADAY_LIMIT_OVERDRAWN), in the same transaction. The limit itself stops counting at the day's
 * end whether or not this has run (order entry compares days), so a late run only tells later.
 */
export function creditJobHandlers(): JobHandlers {
  return {
    [CLOSE_JOB_KIND]: async (tx, job, now) => {
      const [country, day] = job.ref.split(':') as [string, string];
      const open = await tx
        .select({
          id: intradayLimits.id,
          customerId: intradayLimits.customerId,
          accid: intradayLimits.accid,
          accno: accounts.accno,
          currency: intradayLimits.currency,
        })
        .from(intradayLimits)
        .innerJoin(accounts, eq(accounts.accid, intradayLimits.accid))
        .where(
          and(
            eq(intradayLimits.country, country),
            eq(intradayLimits.tradingDay, day),
            isNull(intradayLimits.deactivatedAt),
          ),
        )
        .orderBy(intradayLimits.id)
        .for('update', { of: intradayLimits });
      for (const row of open) {
        await tx
          .update(intradayLimits)
          .set({ deactivatedAt: new Date(now), endedBy: 'CLOSE' })
          .where(eq(intradayLimits.id, row.id));
        const cash = await cashBalance(tx, row.accid);
        if (cash.isNegative()) {
          await notify(
            tx,
            row.customerId,
            'INTRADAY_LIMIT_OVERDRAWN',
            {
              accid: row.accid,
              accno: row.accno,
              amount: money(cash, row.currency.trim()),
              day,
              link: '/intraday-limit',
            },
            now,
          );
        }
      }
    },
  };
}
