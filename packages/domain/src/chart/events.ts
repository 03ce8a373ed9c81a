/**
 * Historical (corporate) events of the chart (spec 002 §4). Dividends of each kind get a dividend
 * icon; reports and general meetings a positive icon when the price change of the day is >= 0 and a
 * negative one below; other events are listed in the tooltip without an icon.
 */
export const DIVIDEND_EVENTS = [
  'ANNUAL_DIVIDEND',
  'BIANNUAL_DIVIDEND',
  'BONUS_DIVIDEND',
  'MONTHLY_DIVIDEND',
  'QUARTERLY_DIVIDEND',
  'TRIANNUAL_DIVIDEND',
  'DIVIDEND_AND_SPLIT_ANNOUNCEMENT',
] as const;
export const REPORT_EVENTS = [
  'ANNUAL_REPORT',
  'QUARTERLY_REPORT',
  'INTERIM_REPORT',
  'ANNUAL_GENERAL_MEETING',
  'EXTRAORDINARY_GENERAL_MEETING',
] as const;
export const OTHER_EVENTS = ['SPLIT', 'NAME_CHANGE'] as const;

export const EVENT_TYPES = [...DIVIDEND_EVENTS, ...REPORT_EVENTS, ...OTHER_EVENTS] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export function isEventType(value: unknown): value is EventType {
  return typeof value === 'string' && (EVENT_TYPES as readonly string[]).includes(value);
}

/** The enrichType of the time series call that asks for these events. */
export const HISTORICAL_EVENTS_ENRICH_TYPE = 'HISTORICAL_EVENTS';

export type EventIcon = 'dividend' | 'positive-report' | 'negative-report';

export function eventIcon(event: string, change: number | null | undefined): EventIcon | undefined {
  if ((DIVIDEND_EVENTS as readonly string[]).includes(event)) return 'dividend';
  if ((REPORT_EVENTS as readonly string[]).includes(event)) {
    return (change ?? 0) >= 0 ? 'positive-report' : 'negative-report';
  }
  return undefined;
}
