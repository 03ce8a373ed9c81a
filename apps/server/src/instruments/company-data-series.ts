import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { keyFigureDef, keyFigureSeries, type KeyFigureId, type KeyFigurePoint } from '@broker/domain';
import { KEY_FIGURE_SERIES_MAX_YEARS } from '@broker/contract';
import type { Db } from '../db/database';
import { dailyBars } from '../db/schema';
import { inputError } from '../http/api-error';
import { cachedSplits } from '../market/splits';
import type { CompanyData } from './company-data';

/**
 * A key figure's history for one share (issue 17): the company's stored data, its splits and, for
 * DAY figures, its daily closes in the range, given to the domain's series (fundamentals/
 * key-figure-series.ts), which decides what was known on each day.
 */

const shiftYears = (day: string, years: number) => `${Number(day.slice(0, 4)) + years}${day.slice(4)}`;

/** The range asked for: by default the five years up to today; at most ten years; from ≤ to. */
export function seriesRange(q: { from?: string; to?: string }, today: string): { from: string; to: string } {
  const to = q.to ?? today;
  const from = q.from ?? shiftYears(to, -5);
  if (from > to) throw inputError('query.to', 'to must not be before from');
  if (from < shiftYears(to, -KEY_FIGURE_SERIES_MAX_YEARS))
    throw inputError('query.from', `A series spans at most ${KEY_FIGURE_SERIES_MAX_YEARS} years`);
  return { from, to };
}

export async function loadKeyFigureSeries(
  db: Db,
  data: CompanyData,
  figure: KeyFigureId,
  range: { from: string; to: string },
): Promise<KeyFigurePoint[]> {
  const def = keyFigureDef(figure);
  const [splits, closes] = await Promise.all([
    cachedSplits(db),
    def.resolution === 'DAY'
      ? db
          .select({ day: dailyBars.day, close: dailyBars.close })
          .from(dailyBars)
          .where(
            and(
              eq(dailyBars.instrumentId, data.instrumentId),
              gte(dailyBars.day, range.from),
              lte(dailyBars.day, range.to),
            ),
          )
          .orderBy(asc(dailyBars.day))
      : Promise.resolve([]),
  ]);
  return keyFigureSeries({
    figure,
    reports: data.reports,
    dividends: data.dividends.map((d) => ({ exDay: d.exDay, amount: Number(d.amount) })),
    splits: splits.get(data.instrumentId) ?? [],
    closes: closes.map((c) => ({ day: c.day, close: Number(c.close) })),
    from: range.from,
    to: range.to,
  });
}
