import { isIntraday, type Resolution } from '@broker/domain';
import { TickMarkType, type Time } from 'lightweight-charts';

/**
 * Dates and times of the chart in its time zone (spec 002 §9). lightweight-charts works in UTC, so
 * every label it draws goes through these formatters. Intl formatters are cached: the time axis
 * asks for dozens of labels on every pan.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** Epoch ms of a lightweight-charts time (we only ever hand it UTC seconds). */
export function timeToMs(time: Time): number {
  if (typeof time === 'number') return time * 1000;
  if (typeof time === 'string') return Date.parse(time);
  return Date.UTC(time.year, time.month - 1, time.day);
}

export function formatDate(ms: number, locale: string, timeZone: string): string {
  return dateTimeFormat(locale, { timeZone, year: 'numeric', month: 'short', day: 'numeric' }).format(ms);
}

export function formatClock(ms: number, locale: string, timeZone: string): string {
  return dateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    ms,
  );
}

/** The crosshair's time label: date and time intraday, the date otherwise. */
export function crosshairTimeFormatter(resolution: Resolution, locale: string, timeZone: string) {
  const intraday = isIntraday(resolution);
  return (time: Time): string => {
    const ms = timeToMs(time);
    const date = formatDate(ms, locale, timeZone);
    return intraday ? `${date} ${formatClock(ms, locale, timeZone)}` : date;
  };
}

/** Tick labels of the time axis; the library picks which tick gets which weight. */
export function tickMarkFormatter(locale: string, timeZone: string) {
  return (time: Time, type: TickMarkType): string => {
    const ms = timeToMs(time);
    switch (type) {
      case TickMarkType.Year:
        return dateTimeFormat(locale, { timeZone, year: 'numeric' }).format(ms);
      case TickMarkType.Month:
        return dateTimeFormat(locale, { timeZone, month: 'short' }).format(ms);
      case TickMarkType.DayOfMonth:
        return dateTimeFormat(locale, { timeZone, day: 'numeric', month: 'short' }).format(ms);
      case TickMarkType.Time:
        return formatClock(ms, locale, timeZone);
      case TickMarkType.TimeWithSeconds:
        return dateTimeFormat(locale, {
          timeZone,
          hour: '2-digit',
          minute: '2-digit',
          second: '2-digit',
          hourCycle: 'h23',
        }).format(ms);
    }
  };
}

/** ISO 8601 week number and its year of a date in the time zone. */
export function isoWeek(ms: number, timeZone: string): { week: number; year: number } {
  const parts = dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(ms)
    .split('-')
    .map(Number) as [number, number, number];
  const date = new Date(Date.UTC(parts[0], parts[1] - 1, parts[2]));
  const weekday = (date.getUTCDay() + 6) % 7; // Monday 0
  date.setUTCDate(date.getUTCDate() - weekday + 3); // the Thursday of the same week decides the year
  const year = date.getUTCFullYear();
  const week = 1 + Math.floor((date.getTime() - Date.UTC(year, 0, 1)) / 86_400_000 / 7);
  return { week, year };
}

/** Calendar quarter (1–4) and year of a date in the time zone. */
export function quarterOf(ms: number, timeZone: string): { quarter: number; year: number } {
  const [year, month] = dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(ms)
    .split('-')
    .map(Number) as [number, number];
  return { quarter: Math.floor((month - 1) / 3) + 1, year };
}
