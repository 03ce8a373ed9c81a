import { sql } from 'drizzle-orm';
import { localDayAt } from '@broker/domain';
import type { Db } from '../db/database';
import { queryRows } from '../chart/db-rows';
import { fxFixings, fxRates } from '../db/schema';
import { FX_PEGS, fixingDays, fixingStep, rateText } from '../db/seed/fx-history';

/**
 * The day's exchange-rate fixing (issue 14), as a central bank publishes one each banking day: the
 * market's leading process makes each banking day's fixing once, from the day before's with the
 * same steps the seed's history was made with, and sets the reference rates (`fx_rates`) to it. A
 * server that was down makes the days it missed on start, so the history has no holes.
 *
 * Made as the day begins (Stockholm time): a day's trades and its dividends are converted at it.
 */

export interface FixingResult {
  /** The days made, oldest first. */
  days: string[];
}

/** Makes every missing banking day's fixing up to `now`'s day; safe to run any number of times. */
export async function publishFixings(db: Db, seed: string, now: number): Promise<FixingResult> {
  const today = localDayAt('Europe/Stockholm', now);
  return db.transaction(async (tx) => {
    // One maker at a time: the reference rates stay locked until the fixings are in.
    await tx.execute(sql`select currency from fx_rates for update`);
    const newest = await queryRows<{ currency: string; day: string; rate: string }>(
      tx,
      sql`select distinct on (currency) trim(currency) as currency, day::text as day,
            sek_per_unit::text as rate
          from fx_fixings order by currency, day desc`,
    );
    const rates = new Map(newest.map((n) => [n.currency, { day: n.day, rate: Number(n.rate) }]));
    const oldest = newest.reduce<string | undefined>(
      (min, n) => (min && min < n.day ? min : n.day),
      undefined,
    );
    if (oldest === undefined) return { days: [] };
    const days = fixingDays(oldest, today).filter((d) => d > oldest);
    // A pegged currency keeps today's ratio to the one it follows.
    const pegs = Object.entries(FX_PEGS).flatMap(([currency, anchor]) => {
      const own = rates.get(currency);
      const followed = rates.get(anchor);
      return own && followed ? [{ own, followed, ratio: own.rate / followed.rate, currency }] : [];
    });
    const rows: { currency: string; day: string; sekPerUnit: string }[] = [];
    for (const day of days) {
      for (const [currency, last] of rates) {
        if (FX_PEGS[currency] || last.day >= day) continue;
        last.rate *= fixingStep(seed, currency, day);
        last.day = day;
        rows.push({ currency, day, sekPerUnit: rateText(last.rate) });
      }
      for (const p of pegs) {
        if (p.own.day >= day) continue;
        p.own.rate = p.followed.rate * p.ratio;
        p.own.day = day;
        rows.push({ currency: p.currency, day, sekPerUnit: rateText(p.own.rate) });
      }
    }
    if (rows.length === 0) return { days: [] };
    await tx.insert(fxFixings).values(rows).onConflictDoNothing();
    for (const [currency, last] of rates) {
      await tx
        .update(fxRates)
        .set({ sekPerUnit: rateText(last.rate) })
        .where(sql`${fxRates.currency} = ${currency}`);
    }
    return { days: [...new Set(rows.map((r) => r.day))] };
  });
}
