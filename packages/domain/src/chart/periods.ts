import { addDays, addYears, dayNumber, fromDayNumber, ymd } from '../calendar/dates';

/** Chart periods (spec 002 §4); CUSTOM is a from/to range the user picks. */
export const PERIODS = [
  'DAY_1',
  'WEEK_1',
  'MONTH_1',
  'MONTH_3',
  'MONTH_6',
  'YTD',
  'YEAR_1',
  'YEAR_3',
  'YEAR_5',
  'YEAR_10',
  'ALL',
  'CUSTOM',
] as const;
export type Period = (typeof PERIODS)[number];
export type FixedPeriod = Exclude<Period, 'CUSTOM'>;

export const FIXED_PERIODS: readonly FixedPeriod[] = PERIODS.filter((p): p is FixedPeriod => p !== 'CUSTOM');

/** Fund periods of spec 000 §9: the same list, without a custom range. */
export const FUND_PERIODS: readonly FixedPeriod[] = FIXED_PERIODS;

/** The historical table lists every period but DAY_1 (spec 002 §2). */
export const HISTORICAL_TABLE_PERIODS: readonly FixedPeriod[] = FIXED_PERIODS.filter((p) => p !== 'DAY_1');

export const DEFAULT_PERIOD: Period = 'DAY_1';
export const DEFAULT_FUND_PERIOD: Period = 'WEEK_1';

export function isPeriod(value: unknown): value is Period {
  return typeof value === 'string' && (PERIODS as readonly string[]).includes(value);
}

export function isFixedPeriod(value: unknown): value is FixedPeriod {
  return isPeriod(value) && value !== 'CUSTOM';
}

export const RESOLUTIONS = [
  'MIN_1',
  'MIN_2',
  'MIN_5',
  'MIN_15',
  'MIN_30',
  'HOUR_1',
  'HOUR_4',
  'DAY',
  'WEEK',
  'MONTH',
  'QUARTER',
] as const;
export type Resolution = (typeof RESOLUTIONS)[number];

export const INTRADAY_RESOLUTIONS = [
  'MIN_1',
  'MIN_2',
  'MIN_5',
  'MIN_15',
  'MIN_30',
  'HOUR_1',
  'HOUR_4',
] as const satisfies readonly Resolution[];
export type IntradayResolution = (typeof INTRADAY_RESOLUTIONS)[number];

export function isResolution(value: unknown): value is Resolution {
  return typeof value === 'string' && (RESOLUTIONS as readonly string[]).includes(value);
}

/** Intraday resolutions show date and time in the tooltip (spec 002 §2). */
export function isIntraday(resolution: Resolution): resolution is IntradayResolution {
  return (INTRADAY_RESOLUTIONS as readonly string[]).includes(resolution);
}

/** Spec 002 §9's hour constants, and the bucket length of each intraday resolution. */
export const HOUR_MS = 3_600_000;
export const THREE_HOURS_MS = 10_800_000;
export const INTRADAY_RESOLUTION_MS: Readonly<Record<IntradayResolution, number>> = {
  MIN_1: 60_000,
  MIN_2: 120_000,
  MIN_5: 300_000,
  MIN_15: 900_000,
  MIN_30: 1_800_000,
  HOUR_1: HOUR_MS,
  HOUR_4: 4 * HOUR_MS,
};

/**
 * Which resolutions each period offers, the first being the default. Spec 002 leaves this to the
 * server. Intraday resolutions exist where 1-minute bars are stored (the latest trading days), and
 * a period never offers a resolution that gives fewer than about 5 points or more than about 3,000.
 * Funds have one NAV per banking day, so they never get intraday resolutions.
 */
const RESOLUTIONS_BY_PERIOD: Readonly<Record<FixedPeriod, readonly Resolution[]>> = {
  DAY_1: ['MIN_5', 'MIN_1', 'MIN_2', 'MIN_15', 'MIN_30', 'HOUR_1'],
  WEEK_1: ['MIN_30', 'MIN_5', 'MIN_15', 'HOUR_1', 'HOUR_4', 'DAY'],
  MONTH_1: ['DAY', 'WEEK'],
  MONTH_3: ['DAY', 'WEEK'],
  MONTH_6: ['DAY', 'WEEK'],
  YTD: ['DAY', 'WEEK', 'MONTH'],
  YEAR_1: ['DAY', 'WEEK', 'MONTH'],
  YEAR_3: ['WEEK', 'DAY', 'MONTH', 'QUARTER'],
  YEAR_5: ['WEEK', 'DAY', 'MONTH', 'QUARTER'],
  YEAR_10: ['MONTH', 'DAY', 'WEEK', 'QUARTER'],
  ALL: ['MONTH', 'DAY', 'WEEK', 'QUARTER'],
};

/** A custom range: intraday only when it is short enough for the stored minute bars. */
function customResolutions(days: number): readonly Resolution[] {
  if (days <= 1) return RESOLUTIONS_BY_PERIOD.DAY_1;
  if (days <= 7) return RESOLUTIONS_BY_PERIOD.WEEK_1;
  if (days <= 190) return RESOLUTIONS_BY_PERIOD.MONTH_6;
  if (days <= 800) return RESOLUTIONS_BY_PERIOD.YEAR_1;
  if (days <= 2000) return RESOLUTIONS_BY_PERIOD.YEAR_5;
  return RESOLUTIONS_BY_PERIOD.ALL;
}

export interface ResolutionContext {
  /** Funds are priced once a banking day. */
  isFund: boolean;
  /** For CUSTOM: the number of calendar days from `from` to `to`, both inclusive. */
  customDays?: number;
}

export function validResolutions(period: Period, ctx: ResolutionContext): readonly Resolution[] {
  const all = period === 'CUSTOM' ? customResolutions(ctx.customDays ?? 1) : RESOLUTIONS_BY_PERIOD[period];
  if (!ctx.isFund) return all;
  const daily = all.filter((r) => !isIntraday(r));
  return daily.length > 0 ? daily : ['DAY'];
}

export function defaultResolution(period: Period, ctx: ResolutionContext): Resolution {
  return validResolutions(period, ctx)[0]!;
}

function addMonths(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + n;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = dayNumber(ymd(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1)) - 1;
  return ymd(year, month, Math.min(d, Number(fromDayNumber(last).slice(8))));
}

/**
 * The first day of a fixed period ending `today` (spec 002 §9): counted back by days, months or
 * years; YTD is 1 January of the current year; ALL is 1970-01-01.
 */
export function periodFromDate(period: FixedPeriod, today: string): string {
  switch (period) {
    case 'DAY_1':
      return addDays(today, -1);
    case 'WEEK_1':
      return addDays(today, -7);
    case 'MONTH_1':
      return addMonths(today, -1);
    case 'MONTH_3':
      return addMonths(today, -3);
    case 'MONTH_6':
      return addMonths(today, -6);
    case 'YTD':
      return `${today.slice(0, 4)}-01-01`;
    case 'YEAR_1':
      return addYears(today, -1);
    case 'YEAR_3':
      return addYears(today, -3);
    case 'YEAR_5':
      return addYears(today, -5);
    case 'YEAR_10':
      return addYears(today, -10);
    case 'ALL':
      return '1970-01-01';
  }
}

/** Calendar days of a from/to range, both inclusive. */
export function rangeDays(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from) + 1;
}
