import { COUNTRY_FACTS, LOCALE_BY_LANG, type CountryCode, type Lang, type Locale } from './countries';

/** Meta state of spec 001 §3: lang, locale, countryCode, tld. */
export interface Meta {
  lang: Lang;
  locale: Locale;
  countryCode: CountryCode;
  tld: string;
}

/** Spec 001 §9: defaults language sv, locale sv-SE, country SE, top-level domain se. */
export const DEFAULT_META: Meta = { lang: 'sv', locale: 'sv-SE', countryCode: 'SE', tld: 'se' };

/** Spec 001 §9: after-login return path. */
export const AFTER_LOGIN_PATH = '/overview';

/** The meta state for a customer: their country sets the domain, their chosen language the locale. */
export function metaFor(countryCode: CountryCode, lang: Lang): Meta {
  return { lang, locale: LOCALE_BY_LANG[lang], countryCode, tld: COUNTRY_FACTS[countryCode].tld };
}
