import type { CountryCode } from '../countries';
import { isSwedishPersonnummer } from '../tax/personnummer';

/**
 * National identity numbers as each country's authority writes them, checked by their own rules:
 * what an eID vouches for and what a person types into a simulated eID. The canonical form is the
 * one the customer register keeps (Sweden twelve digits, Norway eleven, Denmark DDMMYY-SSSS,
 * Finland DDMMYYCZZZQ).
 */

export type NationalIdProblem = 'NATIONAL_ID_FORMAT' | 'NATIONAL_ID_DATE' | 'NATIONAL_ID_CHECK_DIGIT';

export type ParsedNationalId =
  { ok: true; nationalId: string; birthDate: string } | { ok: false; problem: NationalIdProblem };

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** yyyy-MM-dd when the parts make a day of the calendar. */
function isoDate(year: number, month: number, day: number): string | undefined {
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day)
    return undefined;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/**
 * Sweden (Skatteverket SKV 704): yyyymmddnnnc, Luhn over the last ten digits; a
 * samordningsnummer has the day plus 60. A hyphen before the last four digits is allowed.
 */
function swedish(text: string): ParsedNationalId {
  const id = text.replace(/^(\d{8})[-+](\d{4})$/, '$1$2');
  if (!/^\d{12}$/.test(id)) return { ok: false, problem: 'NATIONAL_ID_FORMAT' };
  const rawDay = Number(id.slice(6, 8));
  const birthDate = isoDate(
    Number(id.slice(0, 4)),
    Number(id.slice(4, 6)),
    rawDay > 60 ? rawDay - 60 : rawDay,
  );
  if (!birthDate) return { ok: false, problem: 'NATIONAL_ID_DATE' };
  if (!isSwedishPersonnummer(id)) return { ok: false, problem: 'NATIONAL_ID_CHECK_DIGIT' };
  return { ok: true, nationalId: id, birthDate };
}

/** The century of a Norwegian fødselsnummer from its individual number (Skatteetaten). */
function norwegianYear(yy: number, individual: number): number | undefined {
  if (individual <= 499) return 1900 + yy;
  if (individual <= 749 && yy >= 54) return 1800 + yy;
  if (yy <= 39) return 2000 + yy;
  if (individual >= 900) return 1900 + yy;
  return undefined;
}

/**
 * Norway: DDMMYYIIIKK with two modulus-11 control digits (weights 3 7 6 1 8 9 4 5 2 and
 * 5 4 3 2 7 6 5 4 3 2); a remainder giving 10 makes the number invalid. A D-number has the day
 * plus 40.
 */
function norwegian(text: string): ParsedNationalId {
  const id = text.replace(/\s/g, '');
  if (!/^\d{11}$/.test(id)) return { ok: false, problem: 'NATIONAL_ID_FORMAT' };
  const d = [...id].map(Number);
  const control = (weights: number[]) => {
    const r = 11 - (weights.reduce((s, w, i) => s + w * d[i]!, 0) % 11);
    return r === 11 ? 0 : r;
  };
  const rawDay = Number(id.slice(0, 2));
  const year = norwegianYear(Number(id.slice(4, 6)), Number(id.slice(6, 9)));
  const birthDate =
    year === undefined
      ? undefined
      : isoDate(year, Number(id.slice(2, 4)), rawDay > 40 ? rawDay - 40 : rawDay);
  if (!birthDate) return { ok: false, problem: 'NATIONAL_ID_DATE' };
  const k1 = control([3, 7, 6, 1, 8, 9, 4, 5, 2]);
  const k2 = control([5, 4, 3, 2, 7, 6, 5, 4, 3, 2]);
  if (k1 !== d[9] || k2 !== d[10]) return { ok: false, problem: 'NATIONAL_ID_CHECK_DIGIT' };
  return { ok: true, nationalId: id, birthDate };
}

/** The century of a Danish CPR number from its seventh digit (CPR-kontoret). */
function danishYear(yy: number, seventh: number): number {
  if (seventh <= 3) return 1900 + yy;
  if (seventh === 4 || seventh === 9) return (yy <= 36 ? 2000 : 1900) + yy;
  return (yy <= 57 ? 2000 : 1800) + yy;
}

/**
 * Denmark: DDMMYY-SSSS, the century read from the seventh digit. No modulus-11 check: CPR has
 * issued numbers that fail it since 2007, so the date is what can be checked.
 */
function danish(text: string): ParsedNationalId {
  const m = /^(\d{6})-?(\d{4})$/.exec(text.trim());
  if (!m) return { ok: false, problem: 'NATIONAL_ID_FORMAT' };
  const [date, serial] = [m[1]!, m[2]!];
  const year = danishYear(Number(date.slice(4, 6)), Number(serial[0]));
  const birthDate = isoDate(year, Number(date.slice(2, 4)), Number(date.slice(0, 2)));
  if (!birthDate) return { ok: false, problem: 'NATIONAL_ID_DATE' };
  return { ok: true, nationalId: `${date}-${serial}`, birthDate };
}

const FINNISH_CENTURY: Record<string, number> = {
  '+': 1800,
  '-': 1900,
  Y: 1900,
  X: 1900,
  W: 1900,
  V: 1900,
  U: 1900,
  A: 2000,
  B: 2000,
  C: 2000,
  D: 2000,
  E: 2000,
  F: 2000,
};
const FINNISH_CHECK = '0123456789ABCDEFHJKLMNPRSTUVWXY';

/**
 * Finland (henkilötunnus, DVV): DDMMYYCZZZQ; C the century sign (+ 1800s; - Y X W V U 1900s;
 * A–F 2000s), ZZZ the individual number (002–899), Q the remainder of DDMMYYZZZ modulo 31 in
 * 0123456789ABCDEFHJKLMNPRSTUVWXY.
 */
function finnish(text: string): ParsedNationalId {
  const id = text.trim().toUpperCase();
  const m = /^(\d{6})([-+A-FU-Y])(\d{3})([0-9A-Y])$/.exec(id);
  if (!m) return { ok: false, problem: 'NATIONAL_ID_FORMAT' };
  const [date, sign, individual, check] = [m[1]!, m[2]!, m[3]!, m[4]!];
  const birthDate = isoDate(
    FINNISH_CENTURY[sign]! + Number(date.slice(4, 6)),
    Number(date.slice(2, 4)),
    Number(date.slice(0, 2)),
  );
  if (!birthDate) return { ok: false, problem: 'NATIONAL_ID_DATE' };
  const n = Number(individual);
  if (n < 2 || FINNISH_CHECK[Number(`${date}${individual}`) % 31] !== check) {
    return { ok: false, problem: 'NATIONAL_ID_CHECK_DIGIT' };
  }
  return { ok: true, nationalId: id, birthDate };
}

const PARSERS: Record<CountryCode, (text: string) => ParsedNationalId> = {
  SE: swedish,
  NO: norwegian,
  DK: danish,
  FI: finnish,
};

/** A national id typed or vouched for, checked by its country's rules and written canonically. */
export function parseNationalId(country: CountryCode, text: string): ParsedNationalId {
  if (text.length > 20) return { ok: false, problem: 'NATIONAL_ID_FORMAT' };
  return PARSERS[country](text.trim());
}
