import type { CountryCode } from '@broker/domain';

/** The demo customers the server seeds; shown on the login page so anyone can try the app. */
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
];
