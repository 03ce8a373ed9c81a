import type { CountryCode } from './countries';

/**
 * The demo logins the server seeds on first start. Shared so the server prints, and the login page
 * offers, exactly the users that exist.
 */
export interface DemoLogin {
  username: string;
  countryCode: CountryCode;
}

export const DEMO_PASSWORD = 'demo1234';

export const DEMO_LOGINS: readonly DemoLogin[] = [
  { username: 'demo-se', countryCode: 'SE' },
  { username: 'demo-no', countryCode: 'NO' },
  { username: 'demo-dk', countryCode: 'DK' },
  { username: 'demo-fi', countryCode: 'FI' },
  { username: 'demo-minor', countryCode: 'SE' },
  { username: 'demo-partner', countryCode: 'SE' },
  { username: 'demo-empty', countryCode: 'SE' },
  { username: 'demo-pb', countryCode: 'SE' },
  { username: 'demo-kyc', countryCode: 'SE' },
  { username: 'demo-edd', countryCode: 'SE' },
  { username: 'demo-desk', countryCode: 'SE' },
];

/** The compliance desk's demo staff (password DEMO_PASSWORD), seeded with the demo data. */
export const DEMO_STAFF = [{ username: 'desk-compliance', name: 'Carin Holm', role: 'COMPLIANCE' }] as const;
