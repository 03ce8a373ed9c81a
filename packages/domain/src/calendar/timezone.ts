import { dayNumber, ymd } from './dates';

/**
 * Local wall time to UTC for the Nordic exchange time zones, by the EU summer-time rule (in force
 * since 1996): summer time from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last
 * Sunday of October. Written out rather than read from Intl so the seed cannot change with the
 * ICU data of the machine.
 */

const STANDARD_OFFSET_MINUTES: Record<string, number> = {
  'Europe/Stockholm': 60,
  'Europe/Oslo': 60,
  'Europe/Copenhagen': 60,
  'Europe/Helsinki': 120,
  'Europe/Berlin': 60,
};

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

function lastSundayMs(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const n = dayNumber(ymd(year, month, lastDay));
  const back = (n + 4) % 7; // weekday; Sunday = 0
  return (n - back) * MS_PER_DAY;
}

function isSummerTime(utcMs: number): boolean {
  const year = new Date(utcMs).getUTCFullYear();
  const start = lastSundayMs(year, 3) + 60 * MS_PER_MINUTE;
  const end = lastSundayMs(year, 10) + 60 * MS_PER_MINUTE;
  return utcMs >= start && utcMs < end;
}

function standardOffset(timeZone: string): number {
  const offset = STANDARD_OFFSET_MINUTES[timeZone];
  if (offset === undefined) throw new Error(`unsupported time zone: ${timeZone}`);
  return offset;
}

export function isSupportedTimeZone(timeZone: string): boolean {
  return timeZone in STANDARD_OFFSET_MINUTES;
}

/** The offset from UTC, in minutes, in effect at an instant. */
export function utcOffsetMinutes(timeZone: string, utcMs: number): number {
  return standardOffset(timeZone) + (isSummerTime(utcMs) ? 60 : 0);
}

/**
 * The UTC instant of a wall-clock time on a local date. Times inside the spring-forward gap or the
 * repeated autumn hour (02:00-03:00 local) resolve by the standard offset; exchange hours never
 * fall there.
 */
export function localTimeToUtc(day: string, time: string, timeZone: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const wallMs = dayNumber(day) * MS_PER_DAY + (h * 60 + m) * MS_PER_MINUTE;
  const standard = standardOffset(timeZone);
  const asStandard = wallMs - standard * MS_PER_MINUTE;
  return isSummerTime(asStandard) ? asStandard - 60 * MS_PER_MINUTE : asStandard;
}
