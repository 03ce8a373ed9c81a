import { sql } from 'drizzle-orm';
import {
  addDays,
  dayStamp,
  defaultResolution,
  isIntraday,
  localTimeToUtc,
  periodFromDate,
  rangeDays,
  validResolutions,
  type Period,
  type Resolution,
} from '@broker/domain';
import { localDay } from '../market/sessions';
import type { Db } from '../db/database';
import { inputError } from '../http/api-error';
import { queryRows } from './db-rows';
import { marketToday, type ChartInstrument } from './instrument';

/** The period, resolution and time range one time-series request resolves to. */
export interface ChartWindow {
  period: Period;
  resolution: Resolution;
  validResolutions: readonly Resolution[];
  intraday: boolean;
  /** First and last local day of the range, both inclusive. */
  fromDay: string;
  toDay: string;
  /** Local midnight at the start of fromDay. */
  fromMs: number;
  /** Points with a stamp after this are left out (an epoch-ms `to`, or now). */
  toMs: number;
  /** The market's day at `now`. */
  today: string;
}

export interface SeriesRequest {
  period?: Period | undefined;
  from?: string | undefined;
  to?: string | undefined;
  resolution?: Resolution | undefined;
}

const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(day: string): boolean {
  const t = dayStamp(day);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === day;
}

function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The local day of the latest minute bar at or before `now`, if any. */
async function latestMinuteDay(db: Db, instrument: ChartInstrument, now: number): Promise<string | null> {
  const [row] = await queryRows<{ t: number | null }>(
    db,
    sql`select (extract(epoch from max(at)) * 1000)::float8 as t from minute_bars
        where instrument_id = ${instrument.instrumentId} and at <= ${new Date(now).toISOString()}::timestamptz`,
  );
  return row?.t == null ? null : localDay(instrument.timeZone, Number(row.t));
}

async function latestDailyDay(db: Db, instrumentId: number, today: string): Promise<string | null> {
  const [row] = await queryRows<{ day: string | null }>(
    db,
    sql`select max(day)::text as day from daily_bars where instrument_id = ${instrumentId} and day <= ${today}::date`,
  );
  return row?.day ?? null;
}

/**
 * Resolves a request to a window. Either a period or a from/to range (then the period is CUSTOM;
 * `period=CUSTOM` may be sent along with the range). A plain-date `to` includes its whole day; an
 * epoch-ms `to` (a fund's range request, spec 000 §9) includes points stamped at or before it.
 * DAY_1 is the latest trading day with minute bars up to now: on a weekend, Friday's session.
 */
export async function resolveWindow(
  db: Db,
  instrument: ChartInstrument,
  req: SeriesRequest,
  now: number,
): Promise<ChartWindow> {
  const today = marketToday(instrument, now);
  const hasRange = req.from !== undefined || req.to !== undefined;
  if (req.period !== undefined && req.period !== 'CUSTOM' && hasRange) {
    throw inputError('query.period', 'Give either a period or a from/to range, not both');
  }
  if (req.period === undefined && !hasRange) {
    throw inputError('query.period', 'Give a period or a from/to range');
  }

  let period: Period;
  let fromDay: string;
  let toDay: string;
  let toMs = now;
  if (req.period === 'CUSTOM' || hasRange) {
    period = 'CUSTOM';
    if (req.from === undefined) throw inputError('query.from', 'A from/to range needs a from date');
    if (!PLAIN_DATE.test(req.from) || !isRealDate(req.from)) {
      throw inputError('query.from', 'from must be a date, yyyy-MM-dd');
    }
    fromDay = req.from;
    if (req.to === undefined) {
      toDay = today;
    } else if (PLAIN_DATE.test(req.to)) {
      if (!isRealDate(req.to))
        throw inputError('query.to', 'to must be a date, yyyy-MM-dd, or epoch milliseconds');
      toDay = req.to;
      toMs = Math.min(now, localTimeToUtc(addDays(toDay, 1), '00:00', instrument.timeZone) - 1);
    } else {
      toMs = Math.min(now, Number(req.to));
      toDay = utcDay(Number(req.to));
    }
    if (fromDay > today) throw inputError('query.from', 'from cannot be in the future');
    if (fromDay > toDay) throw inputError('query.from', 'from must not be after to');
  } else {
    period = req.period!;
    toDay = today;
    fromDay = period === 'DAY_1' ? today : periodFromDate(period, today);
  }

  const ctx = {
    isFund: instrument.isFund,
    ...(period === 'CUSTOM' ? { customDays: rangeDays(fromDay, toDay) } : {}),
  };
  const valid = validResolutions(period, ctx);
  let resolution: Resolution;
  if (req.resolution === undefined) {
    resolution = defaultResolution(period, ctx);
  } else if (valid.includes(req.resolution)) {
    resolution = req.resolution;
  } else {
    throw inputError(
      'query.resolution',
      `Resolution ${req.resolution} is not offered for ${period}; use one of ${valid.join(', ')}`,
    );
  }
  const intraday = isIntraday(resolution);

  if (period === 'DAY_1') {
    const day =
      (intraday ? await latestMinuteDay(db, instrument, now) : null) ??
      (await latestDailyDay(db, instrument.instrumentId, today)) ??
      today;
    fromDay = day;
    toDay = day;
  }
  return {
    period,
    resolution,
    validResolutions: valid,
    intraday,
    fromDay,
    toDay,
    fromMs: localTimeToUtc(fromDay, '00:00', instrument.timeZone),
    toMs,
    today,
  };
}
