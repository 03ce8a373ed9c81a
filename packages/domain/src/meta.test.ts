import { describe, expect, it } from 'vitest';
import { currencyForCountry } from './countries';
import { AFTER_LOGIN_PATH, DEFAULT_META, metaFor } from './meta';

describe('meta', () => {
  it('defaults to sv, sv-SE, SE, se and returns to /overview after login (spec 001 §9)', () => {
    expect(DEFAULT_META).toEqual({ lang: 'sv', locale: 'sv-SE', countryCode: 'SE', tld: 'se' });
    expect(AFTER_LOGIN_PATH).toBe('/overview');
  });

  it("takes the domain from the country and the locale from the customer's language", () => {
    expect(metaFor('FI', 'fi')).toEqual({ lang: 'fi', locale: 'fi-FI', countryCode: 'FI', tld: 'fi' });
    expect(metaFor('NO', 'en')).toEqual({ lang: 'en', locale: 'en', countryCode: 'NO', tld: 'no' });
  });

  it('maps countries to currencies with SEK as the fallback (spec 000 §9)', () => {
    expect(['DK', 'FI', 'NO', 'SE', 'DE', undefined].map(currencyForCountry)).toEqual([
      'DKK',
      'EUR',
      'NOK',
      'SEK',
      'SEK',
      'SEK',
    ]);
  });
});
