import { isCountryCode, isLang, type CountryCode, type Lang } from '@broker/domain';

/**
 * A visitor's language and country choice before login lives in localStorage, so the login page
 * speaks their language on the next visit. Storage can be unavailable (private mode, quota), in
 * which case the choice simply is not remembered.
 */
const LANG_KEY = 'broker.lang';
const COUNTRY_KEY = 'broker.country';

function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Not remembering the choice is acceptable; failing the switch is not.
  }
}

export function readStoredLang(): Lang | undefined {
  const value = read(LANG_KEY);
  return isLang(value) ? value : undefined;
}

export function storeLang(lang: Lang): void {
  write(LANG_KEY, lang);
}

export function readStoredCountry(): CountryCode | undefined {
  const value = read(COUNTRY_KEY);
  return isCountryCode(value) ? value : undefined;
}

export function storeCountry(country: CountryCode): void {
  write(COUNTRY_KEY, country);
}
