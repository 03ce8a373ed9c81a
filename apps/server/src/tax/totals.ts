import type { z } from 'zod';
import type { CallReply, RealisationEventsQuerySchema, getRealisationTotals } from '@broker/contract';
import type { Db } from '../db/database';
import { realisationEvents, totalsOf } from './realisations';

/** Spec 001 §7.21 "total pnl": the reported events' gains, losses and net per year and currency. */
export async function realisationTotals(
  db: Db,
  customerId: number,
  q: Pick<z.output<typeof RealisationEventsQuerySchema>, 'accids' | 'instrument_ids'>,
): Promise<CallReply<typeof getRealisationTotals>> {
  const { events } = await realisationEvents(db, customerId, q);
  const years = [...new Set(events.map((e) => Number(e.trade_date.slice(0, 4))))].sort((a, b) => b - a);
  return {
    years: years.flatMap((year) =>
      totalsOf(events.filter((e) => e.trade_date.startsWith(`${year}-`))).map((t) => ({ year, ...t })),
    ),
  };
}
