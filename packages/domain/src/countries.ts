/** The four Nordic markets the broker serves, and what each implies for language and display. */
export const COUNTRIES = ['SE', 'NO', 'DK', 'FI'] as const;
export type CountryCode = (typeof COUNTRIES)[number];

export const LANGS = ['sv', 'nb', 'da', 'fi', 'en'] as const;
export type Lang = (typeof LANGS)[number];

export const LOCALES = ['sv-SE', 'nb-NO', 'da-DK', 'fi-FI', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export interface CountryFacts {
  lang: Lang;
  locale: Locale;
  tld: string;
  currency: Currency;
  /** Display time zone for times shown to the customer (spec 002 §9: chart time zone by country). */
  timeZone: string;
}

export const CURRENCIES = ['SEK', 'NOK', 'DKK', 'EUR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const COUNTRY_FACTS: Record<CountryCode, CountryFacts> = {
  SE: { lang: 'sv', locale: 'sv-SE', tld: 'se', currency: 'SEK', timeZone: 'Europe/Stockholm' },
  NO: { lang: 'nb', locale: 'nb-NO', tld: 'no', currency: 'NOK', timeZone: 'Europe/Oslo' },
  DK: { lang: 'da', locale: 'da-DK', tld: 'dk', currency: 'DKK', timeZone: 'Europe/Copenhagen' },
  FI: { lang: 'fi', locale: 'fi-FI', tld: 'fi', currency: 'EUR', timeZone: 'Europe/Helsinki' },
};

export const LOCALE_BY_LANG: Record<Lang, Locale> = {
  sv: 'sv-SE',
  nb: 'nb-NO',
  da: 'da-DK',
  fi: 'fi-FI',
  en: 'en',
};

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (COUNTRIES as readonly string[]).includes(value);
}

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** Currency by country (spec 000 §9): DK DKK, FI EUR, NO NOK, SE SEK, default SEK. */
export function currencyForCountry(country: string | undefined): Currency {
  return isCountryCode(country) ? COUNTRY_FACTS[country].currency : 'SEK';
}
