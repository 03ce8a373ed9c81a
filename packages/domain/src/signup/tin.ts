import type { CountryCode } from '../countries';
import { isCountryCode } from '../countries';
import { parseNationalId } from '../identity/national-id';

/**
 * Tax identification numbers (CRS, spec 001 §7.20 tax-info) where the country's rule is known: the
 * four Nordic personal identity numbers, which are also their TINs (OECD "Tax identification
 * numbers" country sheets), checked by identity/national-id.ts; the US SSN/ITIN form. Other
 * countries' TINs are checked for form only (3–30 letters and digits, at least one digit).
 */
export type TinProblem = 'TIN_REQUIRED' | 'TIN_INVALID' | 'TIN_NOT_NATIONAL_ID';

/**
 * A Nordic personal identity number as typed, in its canonical form, or null. A Swede may leave out
 * the century (ten digits, with or without the hyphen): `century` is tried first, then the others.
 */
function nordicId(country: CountryCode, text: string, centuries: readonly string[]): string | null {
  const compact = text.replace(/\s/g, '');
  const tenDigits = country === 'SE' ? /^(\d{6})[-+]?(\d{4})$/.exec(compact) : null;
  const candidates = tenDigits ? centuries.map((c) => `${c}${tenDigits[1]}${tenDigits[2]}`) : [compact];
  for (const candidate of candidates) {
    const parsed = parseNationalId(country, candidate);
    if (parsed.ok) return parsed.nationalId;
  }
  return null;
}

/**
 * Checks a TIN for a tax residence. For the site's own country the TIN is the person's national id
 * (the eID's): it must be that one. The other Nordic countries' TINs are checked by their rule, a US
 * TIN is nine digits, any other country's is 3–30 letters and digits.
 */
export function tinProblem(
  residence: string,
  tin: string,
  home: { country: CountryCode; nationalId: string },
): TinProblem | null {
  const text = tin.trim().toUpperCase();
  if (text === '') return 'TIN_REQUIRED';
  if (residence === home.country) {
    const own = parseNationalId(home.country, home.nationalId);
    const ownId = own.ok ? own.nationalId : home.nationalId;
    const typed = nordicId(home.country, text, [ownId.slice(0, 2)]);
    return typed !== null && typed === ownId ? null : 'TIN_NOT_NATIONAL_ID';
  }
  if (isCountryCode(residence)) return nordicId(residence, text, ['19', '20']) ? null : 'TIN_INVALID';
  const compact = text.replace(/\s/g, '');
  if (residence === 'US') return /^\d{9}$/.test(compact.replace(/-/g, '')) ? null : 'TIN_INVALID';
  return /^[A-Z0-9-/.]{3,30}$/.test(compact) && /[0-9]/.test(compact) ? null : 'TIN_INVALID';
}
