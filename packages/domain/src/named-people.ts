/**
 * Rules for people a customer names in a form (beneficiaries of a KF, beneficial owners of a
 * company): a real birth day in the past, a one-line name, a percent share with two decimals.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** A percent written with at most three whole digits and two decimals, e.g. "33.34". */
export const PERCENT_SHARE = /^\d{1,3}(\.\d{1,2})?$/;

/** YYYY-MM-DD that is a real day, from 1900 and not after `today`. */
export function isPastDay(day: string, today: string): boolean {
  const m = DAY.exec(day);
  if (!m) return false;
  const d = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== day) return false;
  return day <= today && Number(m[1]) >= 1900;
}

/** A trimmed name of min–max characters on one line, without control or bidi-override characters. */
export function isOneLineName(name: string, min: number, max: number): boolean {
  const trimmed = name.trim();
  return trimmed.length >= min && trimmed.length <= max && !UNSAFE.test(trimmed);
}
