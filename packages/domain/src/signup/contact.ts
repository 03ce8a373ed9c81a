import type { CountryCode } from '../countries';

/**
 * An email address as a broker can write to it: one @, a local part of the characters mail
 * systems take unquoted (RFC 5322 dot-atom), a domain of letters, digits and hyphens with a dot and a
 * top-level domain of two letters or more; 254 characters at most (RFC 5321).
 */
export function isValidEmail(email: string): boolean {
  if (email.length > 254) return false;
  const match = /^([A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*)@(.+)$/.exec(email);
  if (!match || match[1]!.length > 64) return false;
  const labels = match[2]!.split('.');
  if (labels.length < 2) return false;
  if (!labels.every((l) => /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/.test(l))) return false;
  return /^[A-Za-z]{2,}$/.test(labels[labels.length - 1]!);
}

/** Calling codes of the Nordic countries. */
export const CALLING_CODES: Readonly<Record<CountryCode, string>> = {
  SE: '46',
  NO: '47',
  DK: '45',
  FI: '358',
};

/**
 * Mobile number plans (national significant number, without the trunk 0): Sweden 07x → 7 and eight
 * more digits (PTS numbering plan); Norway eight digits starting 4 or 9 (Nkom); Denmark eight digits,
 * mobile series from 2, 3, 4, 5, 6, 7, 8, 9 (Energistyrelsen, all eight-digit numbers are used for
 * mobiles somewhere in those series; 1 is services); Finland 4x or 50 and 5–8 more digits
 * (Traficom: mobile prefixes 040–046, 049, 050).
 */
const MOBILE_PLAN: Readonly<Record<CountryCode, RegExp>> = {
  SE: /^7[02369]\d{7}$/,
  NO: /^[49]\d{7}$/,
  DK: /^[2-9]\d{7}$/,
  FI: /^(4\d|50)\d{5,8}$/,
};

/**
 * A mobile number of one of the four countries in E.164 (`+46701234567`), or null. Accepted as
 * typed: with `+` or `00` and the calling code, or in the site country's national form (a leading
 * trunk 0 in Sweden and Finland); spaces, hyphens and brackets are ignored.
 */
export function normalizeMobile(input: string, siteCountry: CountryCode): string | null {
  const compact = input.replace(/[\s\-()]/g, '');
  if (!/^(\+|00)?\d{6,15}$/.test(compact)) return null;
  let international: string | null = null;
  if (compact.startsWith('+')) international = compact.slice(1);
  else if (compact.startsWith('00')) international = compact.slice(2);
  if (international !== null) {
    for (const [country, code] of Object.entries(CALLING_CODES) as [CountryCode, string][]) {
      if (international.startsWith(code)) {
        const national = international.slice(code.length);
        return MOBILE_PLAN[country].test(national) ? `+${code}${national}` : null;
      }
    }
    return null;
  }
  const national = compact.startsWith('0') ? compact.slice(1) : compact;
  return MOBILE_PLAN[siteCountry].test(national) ? `+${CALLING_CODES[siteCountry]}${national}` : null;
}
