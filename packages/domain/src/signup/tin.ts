import type { CountryCode } from '../countries';

/**
 * Tax identification numbers (CRS, spec 001 §7.20 tax-info) where the country's rule is known: the
 * four Nordic personal identity numbers, which are also their TINs (OECD "Tax identification
 * numbers" country sheets), and the US SSN/ITIN form. Other countries' TINs are checked for form
 * only (3–30 letters and digits).
 */

function isDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** Swedish personnummer, yyyymmddnnnc (Skatteverket SKV 704): a date (day+60 coordination) and Luhn. */
export function isSwedishPersonalId(id: string): boolean {
  if (!/^\d{12}$/.test(id)) return false;
  const rawDay = Number(id.slice(6, 8));
  if (!isDate(Number(id.slice(0, 4)), Number(id.slice(4, 6)), rawDay > 60 ? rawDay - 60 : rawDay))
    return false;
  let sum = 0;
  for (let i = 2; i < 11; i++) {
    const v = Number(id[i]) * (i % 2 === 0 ? 2 : 1);
    sum += Math.floor(v / 10) + (v % 10);
  }
  return (10 - (sum % 10)) % 10 === Number(id[11]);
}

/** Norwegian fødselsnummer, ddmmyynnncc (Skatteetaten): a date (D-number day+40) and two modulus-11 digits. */
export function isNorwegianPersonalId(id: string): boolean {
  if (!/^\d{11}$/.test(id)) return false;
  const d = id.split('').map(Number);
  const rawDay = Number(id.slice(0, 2));
  const day = rawDay > 40 ? rawDay - 40 : rawDay;
  if (!isDate(2000, Number(id.slice(2, 4)), day) && !isDate(1900, Number(id.slice(2, 4)), day)) return false;
  const check = (weights: number[]) => {
    const r = 11 - (weights.reduce((s, w, i) => s + w * d[i]!, 0) % 11);
    return r === 11 ? 0 : r;
  };
  const k1 = check([3, 7, 6, 1, 8, 9, 4, 5, 2]);
  const k2 = check([5, 4, 3, 2, 7, 6, 5, 4, 3, 2]);
  return k1 !== 10 && k2 !== 10 && k1 === d[9] && k2 === d[10];
}

/**
 * Danish CPR number, ddmmyyssss (CPR-kontoret): a date. The modulus-11 check was given up in 2007
 * (numbers without it are issued), so only the date is checked.
 */
export function isDanishPersonalId(id: string): boolean {
  if (!/^\d{10}$/.test(id)) return false;
  const day = Number(id.slice(0, 2));
  const month = Number(id.slice(2, 4));
  return isDate(2000, month, day) || isDate(1900, month, day);
}

const FI_CONTROL = '0123456789ABCDEFHJKLMNPRSTUVWXY';

/** Finnish henkilötunnus, ddmmyyCnnnX (DVV): a date, the century sign, and the modulus-31 control character. */
export function isFinnishPersonalId(id: string): boolean {
  const m = /^(\d{2})(\d{2})(\d{2})([-+A-FU-Y])(\d{3})([0-9A-Y])$/.exec(id);
  if (!m) return false;
  const sign = m[4]!;
  const century = sign === '+' ? 1800 : 'ABCDEF'.includes(sign) ? 2000 : 1900;
  if (!isDate(century + Number(m[3]), Number(m[2]), Number(m[1]))) return false;
  return FI_CONTROL[Number(`${m[1]}${m[2]}${m[3]}${m[5]}`) % 31] === m[6];
}

/** The form a personal identity number is stored in: SE twelve digits, the others without separators. */
export function normalizePersonalId(country: CountryCode, input: string): string {
  const text = input.trim().toUpperCase().replace(/\s/g, '');
  if (country === 'FI') return text;
  return text.replace(/[-+]/g, '');
}

export function isValidPersonalId(country: CountryCode, id: string): boolean {
  switch (country) {
    case 'SE':
      return isSwedishPersonalId(id);
    case 'NO':
      return isNorwegianPersonalId(id);
    case 'DK':
      return isDanishPersonalId(id);
    case 'FI':
      return isFinnishPersonalId(id);
  }
}

export type TinProblem = 'TIN_REQUIRED' | 'TIN_INVALID' | 'TIN_NOT_NATIONAL_ID';

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
  const compact = tin.trim().toUpperCase().replace(/\s/g, '');
  if (compact === '') return 'TIN_REQUIRED';
  if (residence === home.country) {
    const normalized = normalizePersonalId(home.country, compact);
    // Compared in one form: the eID may write a separator (a Danish CPR's hyphen) the person leaves out.
    const own = normalizePersonalId(home.country, home.nationalId);
    // A Swede may write the ten-digit form; the century comes from the national id.
    const twelve =
      home.country === 'SE' && normalized.length === 10 ? own.slice(0, 2) + normalized : normalized;
    return twelve === own ? null : 'TIN_NOT_NATIONAL_ID';
  }
  if (residence === 'SE' || residence === 'NO' || residence === 'DK' || residence === 'FI') {
    const normalized = normalizePersonalId(residence, compact);
    if (residence === 'SE' && normalized.length === 10) {
      // Ten digits: the century is not written; either may be meant.
      return isSwedishPersonalId(`19${normalized}`) || isSwedishPersonalId(`20${normalized}`)
        ? null
        : 'TIN_INVALID';
    }
    return isValidPersonalId(residence, normalized) ? null : 'TIN_INVALID';
  }
  if (residence === 'US') return /^\d{9}$/.test(compact.replace(/-/g, '')) ? null : 'TIN_INVALID';
  return /^[A-Z0-9-/.]{3,30}$/.test(compact) && /[0-9]/.test(compact) ? null : 'TIN_INVALID';
}
