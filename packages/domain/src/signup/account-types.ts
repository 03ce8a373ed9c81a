import type { CountryCode, Currency } from '../countries';
import { COUNTRY_FACTS } from '../countries';
import type { PersonType } from '../kyc/questionnaire';

/**
 * Spec 001 §3 account types, as this broker reads them (docs/decisions.md "Sign-up (issue 16)"):
 * - PrivateBasic: a private person's (NAT) tax-favoured savings account: Sweden ISK
 *   (investeringssparkonto), Norway ASK (aksjesparekonto), Denmark ASK (aktiesparekonto), Finland
 *   OST (osakesäästötili);
 * - PrivateBasicODD: a private person's ordinary custody account ("ordinary depot", ODD) with no tax
 *   wrapper, for any security: Sweden AF (aktie- och fondkonto), Norway AK (aksjekonto), Denmark DEP
 *   (depot), Finland AOT (arvo-osuustili);
 * - CompanyBasicODD: a company's (JUR) ordinary custody account, the same products in the company's
 *   name. A company (which needs its LEI and its beneficial owners) or an estate (EST) is not opened
 *   through the eID sign-up, which identifies a natural person: our support desk opens those.
 * The product codes and atyids are the demo data's (apps/server/src/db/seed/customers.ts).
 */
export const SIGNUP_ACCOUNT_TYPES = ['PrivateBasic', 'PrivateBasicODD', 'CompanyBasicODD'] as const;
export type SignupAccountType = (typeof SIGNUP_ACCOUNT_TYPES)[number];

export const ACCOUNT_TYPE_PERSON: Readonly<Record<SignupAccountType, PersonType>> = {
  PrivateBasic: 'NAT',
  PrivateBasicODD: 'NAT',
  CompanyBasicODD: 'JUR',
};

export interface ProductAccount {
  /** accounts.type */
  type: string;
  accountCode: string;
  atyid: number;
  /** The account's default name in the country's language. */
  alias: string;
  currency: Currency;
}

const PRODUCTS: Readonly<Record<CountryCode, Record<'BASIC' | 'ODD', Omit<ProductAccount, 'currency'>>>> = {
  SE: {
    BASIC: { type: 'ISK', accountCode: 'ISK', atyid: 6, alias: 'Investeringssparkonto' },
    ODD: { type: 'AF', accountCode: 'AF', atyid: 1, alias: 'Aktie- och fondkonto' },
  },
  NO: {
    BASIC: { type: 'ASK', accountCode: 'ASK', atyid: 12, alias: 'Aksjesparekonto' },
    ODD: { type: 'Aksjekonto', accountCode: 'AK', atyid: 10, alias: 'Aksjekonto' },
  },
  DK: {
    BASIC: { type: 'Aktiesparekonto', accountCode: 'ASK', atyid: 14, alias: 'Aktiesparekonto' },
    ODD: { type: 'Depot', accountCode: 'DEP', atyid: 11, alias: 'Depot' },
  },
  FI: {
    BASIC: { type: 'OST', accountCode: 'OST', atyid: 17, alias: 'Osakesäästötili' },
    ODD: { type: 'AOT', accountCode: 'AOT', atyid: 16, alias: 'Arvo-osuustili' },
  },
};

/** The product account an account type opens in a country. */
export function productAccountFor(country: CountryCode, type: SignupAccountType): ProductAccount {
  const product = PRODUCTS[country][type === 'PrivateBasic' ? 'BASIC' : 'ODD'];
  return { ...product, currency: COUNTRY_FACTS[country].currency };
}

/** Whether the eID sign-up opens this type (natural persons' types only). */
export function openableAtSignup(type: SignupAccountType): boolean {
  return ACCOUNT_TYPE_PERSON[type] === 'NAT';
}

/** An account alias: 1–40 characters after trimming. */
export const ACCOUNT_ALIAS_MAX = 40;
