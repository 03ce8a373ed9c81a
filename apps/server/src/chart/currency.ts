import { Decimal } from '@broker/domain';
import type { Db } from '../db/database';
import { convert, referenceFx } from '../instruments/fx';
import { barCount, type Bars } from './bars';
import { inputError } from '../http/api-error';

/**
 * How many units of `to` one unit of `from` buys, at the current reference rate (the database keeps
 * no rate history, so a whole series converts at today's rate: its percent development is the
 * fund's own). 1 when no other currency is asked for.
 */
export async function conversionRate(db: Db, from: string, to: string | undefined): Promise<number> {
  if (to === undefined || to === from) return 1;
  const fx = await referenceFx(db);
  if (!fx.has(from) || !fx.has(to)) {
    throw inputError('query.currency', `No exchange rate between ${from} and ${to}`);
  }
  return convert(fx, new Decimal(1), from, to).toNumber();
}

/** Prices times `rate`; volumes stay. The same arrays when the rate is 1. */
export function convertBars(bars: Bars, rate: number): Bars {
  if (rate === 1) return bars;
  const scale = (a: Float64Array) => a.map((v) => v * rate);
  return barCount(bars) === 0
    ? bars
    : {
        t: bars.t,
        open: scale(bars.open),
        high: scale(bars.high),
        low: scale(bars.low),
        close: scale(bars.close),
        volume: bars.volume,
      };
}
