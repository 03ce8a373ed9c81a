/**
 * Calendar-date arithmetic on 'yyyy-MM-dd' strings. Everything works on UTC day numbers, so the
 * results never depend on the time zone of the machine.
 */

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

// Pure integer civil-calendar conversions (H. Hinnant's days_from_civil and civil_from_days):
// the seed converts hundreds of thousands of dates, and Date objects cost ten times as much.

function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

function daysInMonth(y: number, m: number): number {
  if (m === 2) return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(m) ? 30 : 31;
}

/** Days since 1970-01-01. Throws on anything that is not a real calendar date. */
export function dayNumber(day: string): number {
  const m = DAY_RE.exec(day);
  if (!m) throw new Error(`not a yyyy-MM-dd date: ${day}`);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo)) throw new Error(`not a calendar date: ${day}`);
  return daysFromCivil(y, mo, d);
}

export function fromDayNumber(n: number): string {
  const z = n + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return ymd(yoe + era * 400 + (month <= 2 ? 1 : 0), month, d);
}

export function ymd(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function addDays(day: string, n: number): string {
  return fromDayNumber(dayNumber(day) + n);
}

/** The same month and day `n` years later; 29 February falls back to 28 February. */
export function addYears(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const year = y + n;
  return ymd(year, m, Math.min(d, daysInMonth(year, m)));
}

/** 0 = Sunday ... 6 = Saturday, as Date.getUTCDay. */
export function weekday(day: string): number {
  return (((dayNumber(day) + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday
}

export function isWeekend(day: string): boolean {
  const w = weekday(day);
  return w === 0 || w === 6;
}

export function yearOf(day: string): number {
  return Number(day.slice(0, 4));
}

/** Every calendar day from `from` to `to`, both inclusive; empty when `from` is after `to`. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let n = dayNumber(from), end = dayNumber(to); n <= end; n++) out.push(fromDayNumber(n));
  return out;
}

/** Whole years from `birth` to `on`: the age a person has on that day. */
export function ageOn(birth: string, on: string): number {
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** The last day-of-month-safe day `n` months after `day`: 31 January plus one month is 28 (29) February. */
export function addMonths(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + n;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return ymd(year, month, Math.min(d, last));
}
