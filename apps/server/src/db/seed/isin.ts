/**
 * ISIN check digits (ISO 6166): letters become two-digit numbers (A = 10 ... Z = 35), then the
 * Luhn algorithm runs over the resulting digit string.
 */

const ISIN_RE = /^[A-Z]{2}[A-Z0-9]{9}\d$/;
const BODY_RE = /^[A-Z]{2}[A-Z0-9]{9}$/;

function toDigits(body: string): string {
  let out = '';
  for (const ch of body) out += /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
  return out;
}

/** The check digit for the first eleven characters of an ISIN. */
export function isinCheckDigit(body: string): number {
  if (!BODY_RE.test(body)) throw new Error(`not an ISIN body (2 letters + 9 alphanumerics): ${body}`);
  const digits = toDigits(body);
  let sum = 0;
  // With the check digit still to be appended, the rightmost digit of the body is the one doubled.
  for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
    let d = Number(digits[i]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidIsin(isin: string): boolean {
  return ISIN_RE.test(isin) && isinCheckDigit(isin.slice(0, 11)) === Number(isin[11]);
}

/** A complete ISIN from a country code and a nine-character national number. */
export function makeIsin(country: string, nsin: string): string {
  const body = `${country}${nsin}`;
  return `${body}${isinCheckDigit(body)}`;
}
