import { sql } from 'drizzle-orm';
import { addDays, localDayAt } from '@broker/domain';
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
 * Made as the day begins in the first Nordic market to begin it (Helsinki, an hour before
 * Stockholm): a day's trades and its dividends, Finnish ones included, are converted at it.
 * A data directory made before the history existed starts it with today's reference rates.
 */

export interface FixingResult {
  /** The days made, oldest first. */
  days: string[];
}

/** Makes every missing banking day's fixing up to `now`'s day; safe to run any number of times. */
export async function publishFixings(db: Db, seed: string, now: number): Promise<FixingResult> {
  const today = localDayAt('Europe/Helsinki', now);
  return db.transaction(async (tx) => {
    // One maker at a time: the reference rates stay locked until the fixings are in.
    await tx.execute(sql`select currency from fx_rates for update`);
    // Each currency's newest fixing (an index walk per currency), and its reference rate.
    const newest = await queryRows<{
      currency: string;
      day: string | null;
      rate: string | null;
      reference: string;
    }>(
      tx,
      sql`select trim(r.currency) as currency, f.day::text as day, f.sek_per_unit::text as rate,
            r.sek_per_unit::text as reference
          from fx_rates r
          left join lateral (select day, sek_per_unit from fx_fixings x where x.currency = r.currency
                             order by day desc limit 1) f on true
          where r.currency <> 'SEK'`,
    );
    if (newest.length === 0) return { days: [] };
    // Without any fixing yet, today's reference rate is the newest banking day's.
    const lastBanking = fixingDays(addDays(today, -10), today).at(-1)!;
    const started = newest
      .filter((n) => n.day === null)
      .map((n) => ({ currency: n.currency, day: lastBanking, sekPerUnit: rateText(Number(n.reference)) }));
    if (started.length > 0) await tx.insert(fxFixings).values(started).onConflictDoNothing();
    const rates = new Map(
      newest.map((n) => [
        n.currency,
        { day: n.day ?? lastBanking, rate: Number(n.rate ?? rateText(Number(n.reference))) },
      ]),
    );
    const oldest = [...rates.values()].reduce((min, n) => (n.day < min ? n.day : min), today);
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
        // As stored (eight decimals), so a day's fixing does not depend on how many were made at once.
        last.rate = Number(rateText(last.rate * fixingStep(seed, currency, day)));
        last.day = day;
        rows.push({ currency, day, sekPerUnit: rateText(last.rate) });
      }
      for (const p of pegs) {
        if (p.own.day >= day) continue;
        p.own.rate = Number(rateText(p.followed.rate * p.ratio));
        p.own.day = day;
        rows.push({ currency: p.currency, day, sekPerUnit: rateText(p.own.rate) });
      }
    }
    if (rows.length === 0) return { days: [...new Set(started.map((r) => r.day))] };
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
