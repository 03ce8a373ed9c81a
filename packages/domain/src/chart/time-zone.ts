import { utcOffsetMinutes } from '../calendar/timezone';
import { HOUR_MS } from './periods';

/** Chart time zone by country (spec 002 §9), keyed by the lower-case country code; Stockholm otherwise. */
export const CHART_TIME_ZONES: Readonly<Record<string, string>> = {
  no: 'Europe/Oslo',
  dk: 'Europe/Copenhagen',
  se: 'Europe/Stockholm',
  fi: 'Europe/Helsinki',
  de: 'Europe/Berlin',
};
export const DEFAULT_CHART_TIME_ZONE = 'Europe/Stockholm';

export function chartTimeZone(countryCode: string | undefined): string {
  return CHART_TIME_ZONES[(countryCode ?? '').toLowerCase()] ?? DEFAULT_CHART_TIME_ZONE;
}

/**
 * Points of daily and longer resolutions are stamped at 00:00 UTC of their day: every Nordic time
 * zone is ahead of UTC, so the stamp shows the right date in any of them.
 */
export function dayStamp(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

/**
 * The end of a fund's range request (spec 000 §9): the end day plus the time zone's offset in hours
 * plus 2, so the end day's NAV is inside the range whatever time of day it was stamped.
 */
export function fundRangeEndMs(toDay: string, timeZone: string): number {
  const start = dayStamp(toDay);
  const offsetHours = utcOffsetMinutes(timeZone, start) / 60;
  return start + (offsetHours + 2) * HOUR_MS;
}
