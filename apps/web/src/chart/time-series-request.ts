import { ApiError, NETWORK_ERROR } from '@broker/client';
import type { CallQuery, getPriceTimeSeries } from '@broker/contract';
import {
  HISTORICAL_EVENTS_ENRICH_TYPE,
  OWNERS_SETTING,
  formatTechnicalAnalysisQuery,
  fundDevelopmentCurrency,
  fundRangeEndMs,
  isFixedPeriod,
  periodFromDate,
  rangeDays,
  validResolutions,
  type ChartSettings,
  type FixedPeriod,
  type Resolution,
} from '@broker/domain';

export type TimeSeriesQuery = NonNullable<CallQuery<typeof getPriceTimeSeries>>;

export interface ChartContext {
  isFund: boolean;
  /** The chart's time zone (domain chartTimeZone of the meta country). */
  timeZone: string;
}

/** The resolution chosen for the shown period, when it is one the period offers. */
export function chosenResolution(settings: ChartSettings, isFund: boolean): Resolution | undefined {
  const chosen = settings.resolution[settings.period];
  if (chosen === undefined) return undefined;
  const customDays =
    settings.period === 'CUSTOM' && settings.customRange
      ? rangeDays(settings.customRange.from, settings.customRange.to)
      : undefined;
  const valid = validResolutions(settings.period, { isFund, ...(customDays ? { customDays } : {}) });
  return valid.includes(chosen) ? chosen : undefined;
}

/** The period part of the query: a fixed period, or the custom from/to range. */
export function periodQuery(
  settings: ChartSettings,
  ctx: ChartContext,
): Pick<TimeSeriesQuery, 'period' | 'from' | 'to'> {
  if (settings.period === 'CUSTOM' && settings.customRange) {
    const { from, to } = settings.customRange;
    // Spec 000 §9: a fund's NAV of the end day is stamped during that day, so the end moves past it.
    return { from, to: ctx.isFund ? String(fundRangeEndMs(to, ctx.timeZone)) : to };
  }
  return { period: settings.period === 'CUSTOM' ? 'DAY_1' : settings.period };
}

/** The query of the price time series call for these settings (spec 002 §7). */
export function timeSeriesQuery(settings: ChartSettings, ctx: ChartContext): TimeSeriesQuery {
  const query: TimeSeriesQuery = { ...periodQuery(settings, ctx) };
  const resolution = chosenResolution(settings, ctx.isFund);
  if (resolution) query.resolution = resolution;
  if (settings.comparators.length > 0)
    query.compare = settings.comparators.map((c) => c.instrumentId).join(',');
  if (settings.technicalAnalyses.length > 0) {
    query.technicalAnalysis = formatTechnicalAnalysisQuery(settings.technicalAnalyses);
  }
  if (settings.historicalEvents) query.enrichType = HISTORICAL_EVENTS_ENRICH_TYPE;
  if (settings[OWNERS_SETTING]) query[OWNERS_SETTING] = 'true';
  // Spec 002 §9 fund development: a currency option shows the fund's prices in that currency.
  const currency = ctx.isFund ? fundDevelopmentCurrency(settings.fundDevelopment) : undefined;
  if (currency) query.currency = currency;
  return query;
}

/** The CSV download's query: the same period and resolution, without compare and indicators. */
export function csvQueryString(settings: ChartSettings, ctx: ChartContext): string {
  const { period, from, to, resolution } = timeSeriesQuery(settings, ctx);
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ from, period, resolution, to })) {
    if (value !== undefined) params.set(name, String(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** The dates of a fixed period ending today, as the buy/sell dots call wants them. */
export function periodDates(period: FixedPeriod, today: string): { fromDate: string; toDate: string } {
  return { fromDate: periodFromDate(period, today), toDate: today };
}

export function isKnownFixedPeriod(period: unknown): period is FixedPeriod {
  return isFixedPeriod(period);
}

const TIMEOUT_STATUSES = new Set([408, 504]);

/**
 * The client has no timeout code of its own: a request the browser or a proxy gave up on arrives
 * as NETWORK_ERROR whose cause is a TimeoutError/AbortError, or as a 408/504 reply, or with a code
 * that names a timeout.
 */
export function isTimeoutError(error: unknown): boolean {
  if (error instanceof ApiError) {
    if (TIMEOUT_STATUSES.has(error.status) || /TIMEOUT/i.test(error.code)) return true;
    if (error.code === NETWORK_ERROR) return isTimeoutError(error.cause);
    return false;
  }
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}
