import type { CountryCode } from '../countries';
import { NORDIC_POSTAL_AREAS } from './nordic-postal-codes';

/** Digits of a postal code: Sweden and Finland five, Norway and Denmark four. */
const DIGITS: Readonly<Record<CountryCode, number>> = { SE: 5, FI: 5, NO: 4, DK: 4 };

/**
 * A postal code as the country writes it (Sweden `113 25`, the others plain digits), or null when it
 * is not one: the right number of digits, spaces allowed; a Swedish code does not start with 0 (the
 * Swedish series are 100 00–984 99).
 */
export function normalizePostalCode(country: CountryCode, input: string): string | null {
  const digits = input.replace(/\s/g, '');
  if (!new RegExp(`^\\d{${DIGITS[country]}}$`).test(digits)) return null;
  if (country === 'SE') return digits.startsWith('0') ? null : `${digits.slice(0, 3)} ${digits.slice(3)}`;
  return digits;
}

/** The town of a postal code from the bundled list (the narrowest area that holds it), or null. */
export function townOfPostalCode(country: CountryCode, input: string): string | null {
  const code = normalizePostalCode(country, input);
  if (code === null) return null;
  const n = Number(code.replace(/\s/g, ''));
  let best: { width: number; town: string } | null = null;
  for (const [from, to, town] of NORDIC_POSTAL_AREAS[country]) {
    if (n >= from && n <= to && (best === null || to - from < best.width)) best = { width: to - from, town };
  }
  return best?.town ?? null;
}
